import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Scaled copies drawn from a copy stretched once give SDL's own pixels, also across the
/// target's edges.
final class PrescaledCopiesTests: XCTestCase {
    /// A small image with varying alpha (like the alert's dimming).
    private func shade() -> Bitmap { TestBitmaps.shade() }

    /// Frames of `shade()` over a blue fill at each opacity; `reachingPixels` false hides the
    /// target surface from the renderer (as a software renderer without one: no pixman blend).
    private func frames(prescaling: Bool, opacity: Double, count: Int = 3, opacities: [Double]? = nil,
                        opaque: Bool = false, reachingPixels: Bool = true) throws
        -> (bitmaps: [Bitmap], counters: RenderCounters) {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: opaque)
        renderer.renderer.options.prescalesCopies = prescaling
        if !reachingPixels { renderer.renderer.targetSurface = nil }
        renderer.renderer.tracksDamage = false  // every frame drawn whole: an unchanged frame draws nothing otherwise
        let image = shade()
        let bitmaps = try (opacities ?? Array(repeating: opacity, count: count)).map { opacity -> Bitmap in
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
            list.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60), opacity: opacity)
            renderer.renderer.waitForPreparations()  // a copy stretched in the background is kept in the next frame
            return try renderer.render(list)
        }
        return (bitmaps, renderer.renderer.counters)
    }

    /// The largest difference of any channel of any pixel of `a` and `b`.
    private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    func testTheStretchedCopyDrawsSDLsOwnPixelsFromTheThirdFrame() throws {
        let sdl = try frames(prescaling: false, opacity: 1, count: 4)
        let kept = try frames(prescaling: true, opacity: 1, count: 4)
        XCTAssertEqual(sdl.counters.prescaledCopies, 0)
        XCTAssertEqual(kept.counters.prescaledStretches, 1, "stretched once, on the third frame at that size")
        XCTAssertEqual(kept.counters.prescaledCopies, 2, "the third and fourth frames copy it")
        XCTAssertEqual(kept.counters.prescaledFades, 0)
        for (a, b) in zip(sdl.bitmaps, kept.bitmaps) {
            XCTAssertEqual(a.pixels, b.pixels, "the same pixels as SDL's stretch")
        }
    }

    /// `count` frames of `shade()` at `rect` over a blue fill on a target of `width` × 80 pixels,
    /// copies kept; background stretches waited for after the second.
    private func frames(of rect: Rect, width: Int, count: Int) throws -> (bitmaps: [Bitmap], counters: RenderCounters) {
        let renderer = try HeadlessRenderer(pixelWidth: width, pixelHeight: 80)
        renderer.renderer.tracksDamage = false
        let image = shade()
        let bitmaps = try (0..<count).map { k -> Bitmap in
            if k == 2 { renderer.renderer.waitForPreparations() }
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: Double(width), height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
            list.draw(image, in: rect)
            return try renderer.render(list)
        }
        return (bitmaps, renderer.renderer.counters)
    }

    func testACopyCrossingTheTargetsEdgeIsStretchedInTheBackgroundAndShowsWhatItShowsInside() throws {
        // A page sliding in: the copy runs 40 pixels past the right edge. Asked for twice at its
        // size, it is stretched off the frame thread and drawn from the third frame on.
        let rect = Rect(x: 60, y: 5, width: 100, height: 60)
        let crossing = try frames(of: rect, width: 120, count: 4)
        XCTAssertEqual(crossing.counters.prescaledStretches, 0, "none on the frame thread")
        XCTAssertEqual(crossing.counters.prescaledPreparations, 1)
        XCTAssertEqual(crossing.counters.prescaledCopies, 2)
        // The same copy on a target wide enough to hold it: the crossing one is its left part,
        // within the two levels of a kept copy's blend (`PrescaledCopies`).
        let inside = try frames(of: rect, width: 220, count: 4)
        for k in 2..<4 {
            let wide = inside.bitmaps[k], cut = crossing.bitmaps[k]
            for y in 0..<80 {
                for x in 0..<120 {
                    let a = cut[x, y], b = wide[x, y]
                    let difference = max(
                        abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                    if difference > 2 { return XCTFail("frame \(k): pixel (\(x), \(y)) is \(a), inside \(b)") }
                }
            }
        }
    }

    func testAnOpaquePhotoStretchedInTheBackgroundIsBlendedFromItsKeptPixels() throws {
        // A pager's next photo sliding in across the edge: its copy, stretched in the
        // background, is drawn from the kept pixels by pixman (opaque, they blend as a copy),
        // not turned into an SDL texture in the frame that draws it; the pixels are those of
        // the same copy on a target that holds it whole.
        func frames(width: Int) throws -> (bitmaps: [Bitmap], counters: RenderCounters) {
            let renderer = try HeadlessRenderer(pixelWidth: width, pixelHeight: 80, opaque: true)
            renderer.renderer.tracksDamage = false
            let bitmaps = try (0..<4).map { k -> Bitmap in
                if k == 2 { renderer.renderer.waitForPreparations() }
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: Double(width), height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
                list.draw(SDLRendererEdgeCopyTests.texels, in: Rect(x: 60, y: 5, width: 100, height: 60))
                return try renderer.render(list)
            }
            return (bitmaps, renderer.renderer.counters)
        }
        let crossing = try frames(width: 120), inside = try frames(width: 220)
        XCTAssertEqual(crossing.counters.prescaledPreparations, 1)
        XCTAssertEqual(crossing.counters.prescaledStretches, 0, "none on the frame thread")
        XCTAssertEqual(crossing.counters.pixmanBlends, 2, "the third and fourth frames blend the kept pixels")
        for k in 2..<4 {
            for y in 0..<80 {
                for x in 0..<120 where crossing.bitmaps[k][x, y] != inside.bitmaps[k][x, y] {
                    return XCTFail("frame \(k): pixel (\(x), \(y)) is \(crossing.bitmaps[k][x, y]), inside \(inside.bitmaps[k][x, y])")
                }
            }
        }
    }

    func testACopySlidingInAcrossTheEdgeDrawsWithDamageAsWhole() throws {
        // A page sliding in from the right, 7 pixels a frame, with a square blinking at the
        // left: drawn from the damage each frame, the pixels of frames drawn whole.
        func slide(tracksDamage: Bool) throws -> (bitmaps: [Bitmap], copies: Int) {
            let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
            renderer.renderer.tracksDamage = tracksDamage
            let image = shade()
            let bitmaps = try (0..<8).map { k -> Bitmap in
                renderer.renderer.waitForPreparations()  // each run keeps its copy in the same frame
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
                list.draw(image, in: Rect(x: Double(100 - 7 * k), y: 5, width: 100, height: 60))
                if k % 2 == 0 { list.fill(Rect(x: 2, y: 70, width: 6, height: 6), color: Color(red: 1, green: 0, blue: 0)) }
                return try renderer.render(list)
            }
            return (bitmaps, renderer.renderer.counters.prescaledCopies)
        }
        let damaged = try slide(tracksDamage: true), whole = try slide(tracksDamage: false)
        XCTAssertGreaterThan(damaged.copies, 0, "drawn from the kept copy")
        for (k, (a, b)) in zip(damaged.bitmaps, whole.bitmaps).enumerated() {
            XCTAssertEqual(a.pixels, b.pixels, "frame \(k)")
        }
    }

    func testACopyAFrameDrawsLittleOfIsStretchedInTheBackground() throws {
        // A photo at rest with a small square blinking over it: each frame draws only the
        // square's box of it, so stretching the whole copy in that frame would cost far more than
        // the frame (a pager's photo kept again while its list was dragged, each frame drawing the
        // strip the move uncovered: 1280 × 420 pixels stretched in 3.2–4.3 ms, where the drag's
        // frames rendered in 0.4–0.8). It is stretched off the frame thread, and the frames drawn
        // from it show the pixels of frames drawn whole without a kept copy.
        func frames(keeping: Bool) throws -> (bitmaps: [Bitmap], counters: RenderCounters) {
            let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
            renderer.renderer.options.prescalesCopies = keeping
            renderer.renderer.tracksDamage = keeping
            let bitmaps = try (0..<6).map { k -> Bitmap in
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
                list.draw(SDLRendererEdgeCopyTests.texels, in: Rect(x: 10, y: 10, width: 100, height: 60))
                if k % 2 == 1 { list.fill(Rect(x: 50, y: 30, width: 6, height: 6), color: Color(red: 1, green: 0, blue: 0)) }
                renderer.renderer.waitForPreparations()
                return try renderer.render(list)
            }
            return (bitmaps, renderer.renderer.counters)
        }
        let kept = try frames(keeping: true), whole = try frames(keeping: false)
        XCTAssertEqual(kept.counters.prescaledStretches, 0, "never stretched on the frame thread")
        XCTAssertEqual(kept.counters.prescaledPreparations, 1, "stretched once, asked for by the third frame")
        XCTAssertEqual(kept.counters.prescaledCopies, 3, "the fourth to sixth frames draw from it")
        for (k, (a, b)) in zip(kept.bitmaps, whole.bitmaps).enumerated() {
            XCTAssertEqual(a.pixels, b.pixels, "frame \(k)")
        }
    }

    func testACopyOfMorePixelsThanTheTargetIsNotKept() throws {
        // A photo zoomed past the window: only what shows is stretched, each frame.
        let zoomed = try frames(of: Rect(x: -50, y: -40, width: 240, height: 160), width: 120, count: 4)
        XCTAssertEqual(zoomed.counters.prescaledStretches, 0)
        XCTAssertEqual(zoomed.counters.prescaledCopies, 0)
    }

    func testAnImageFadingInIsKeptAtOnceAndFadedInPlaceWithinTwoLevelsOfSDLsBlend() throws {
        // A dimming fading in, on a software renderer that cannot reach its target's pixels:
        // its opacity changes every frame but one, then rests at 1. SDL's modulated blend
        // premultiplies and blends with divisions by 255; its per-pixel-alpha blitters round
        // otherwise (measured by us: at most 2 levels apart on RGBA and XRGB targets). At rest
        // the copy made faded is blended from its twin too.
        let opacities = [0.2, 0.35, 0.55, 0.55, 0.8, 1, 1]
        for opaque in [false, true] {
            let sdl = try frames(prescaling: false, opacity: 0, opacities: opacities, opaque: opaque)
            let kept = try frames(prescaling: true, opacity: 0, opacities: opacities, opaque: opaque, reachingPixels: false)
            XCTAssertEqual(kept.counters.prescaledStretches, 1, "kept on its first frame (not drawn the frame before)")
            XCTAssertEqual(kept.counters.prescaledCopies, opacities.count)
            XCTAssertEqual(kept.counters.prescaledFades, 5, "folded again only when the opacity changes")
            XCTAssertEqual(kept.counters.pixmanBlends, 0)
            for (k, (a, b)) in zip(sdl.bitmaps, kept.bitmaps).enumerated() {
                XCTAssertLessThanOrEqual(largestDifference(a, b), 2, "opaque \(opaque), frame \(k), opacity \(opacities[k])")
            }
        }
    }

    func testAnImageFadingInOnATargetWhosePixelsTheRendererReachesIsBlendedByPixman() throws {
        // The same fade on the headless target: the kept copy is premultiplied once and pixman
        // blends it at each opacity, folding nothing. pixman rounds each product where SDL's
        // blitters truncate and approximate /255: at most 3 levels apart from SDL's blend
        // (measured by us on RGBA and XRGB targets; `PremultipliedCopyTests` checks pixman's
        // pixels against the exact blend).
        let opacities = [0.2, 0.35, 0.55, 0.55, 0.8, 1, 1]
        for opaque in [false, true] {
            let sdl = try frames(prescaling: false, opacity: 0, opacities: opacities, opaque: opaque)
            let kept = try frames(prescaling: true, opacity: 0, opacities: opacities, opaque: opaque)
            XCTAssertEqual(kept.counters.prescaledStretches, 1, "kept on its first frame (not drawn the frame before)")
            XCTAssertEqual(kept.counters.premultipliedCopies, 1, "premultiplied once")
            XCTAssertEqual(kept.counters.pixmanBlends, opacities.count, "every frame, at rest too")
            XCTAssertEqual(kept.counters.prescaledCopies, opacities.count)
            XCTAssertEqual(kept.counters.prescaledFades, 0, "no opacity folded into a texture")
            for (k, (a, b)) in zip(sdl.bitmaps, kept.bitmaps).enumerated() {
                XCTAssertLessThanOrEqual(largestDifference(a, b), 3, "opaque \(opaque), frame \(k), opacity \(opacities[k])")
            }
        }
    }

    func testAFadedTwinMakesItsTextureOnlyWhenSDLDrawsIt() throws {
        // Blended by pixman, a kept copy needs no SDL texture: made when the copy was kept, a
        // full window's cost 1.6 ms in a frame that drew nothing. Drawn by SDL, it is made then.
        for reachingPixels in [true, false] {
            let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80)
            if !reachingPixels { renderer.renderer.targetSurface = nil }
            renderer.renderer.tracksDamage = false
            let image = shade()
            for opacity in [0.4, 0.5] {
                var list = DisplayList()
                list.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60), opacity: opacity)
                _ = try renderer.render(list)
            }
            let counters = renderer.renderer.counters
            XCTAssertEqual(counters.prescaledCopies, 2, "kept at once, drawn from the copy (pixels at hand: \(reachingPixels))")
            XCTAssertEqual(renderer.renderer.prescaled.holdsFadedTexture(of: image, width: 100, height: 60), !reachingPixels)
            XCTAssertEqual(counters.pixmanBlends, reachingPixels ? 2 : 0)
            XCTAssertEqual(counters.prescaledFades, reachingPixels ? 0 : 2, "the opacity folded into the texture for SDL")
        }
    }

    func testFoldingAnOpacityScalesAlphaAsSDLDoes() {
        let source: [UInt32] = [0xFF10_2030, 0x8010_2030, 0x0110_2030, 0x0000_0000]
        var out = [UInt32](repeating: 0, count: 4)
        out.withUnsafeMutableBytes { bytes in
            PrescaledCopies.fold(128, from: source, into: bytes.baseAddress!, pitch: 16, width: 4, height: 1)
        }
        XCTAssertEqual(out, [0x8010_2030, 0x4010_2030, 0x0010_2030, 0x0000_0000], "alpha × 128 / 255, truncated; colour kept")
    }

    func testAnImageWhoseSizeChangesEveryFrameIsLeftToSDL() throws {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80)
        let image = shade()
        for width in [60.0, 70, 80, 90] {
            var list = DisplayList()
            list.draw(image, in: Rect(x: 0, y: 0, width: width, height: 50))
            _ = try renderer.render(list)
        }
        XCTAssertEqual(renderer.renderer.counters.prescaledStretches, 0)
        XCTAssertEqual(renderer.renderer.counters.prescaledCopies, 0)
    }

    func testAnImageFadingWhileItsSizeChangesCostsOneStretchAndKeepsOneCopy() throws {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80)
        let image = shade()
        for (k, width) in [60.0, 70, 80, 90].enumerated() {
            var list = DisplayList()
            list.draw(image, in: Rect(x: 0, y: 0, width: width, height: 50), opacity: 0.3 + 0.1 * Double(k))
            _ = try renderer.render(list)
        }
        XCTAssertEqual(renderer.renderer.counters.prescaledStretches, 1, "its first frame only; then SDL's, as it was drawn the frame before")
        XCTAssertLessThanOrEqual(renderer.renderer.prescaled.count, 1)
    }

    func testACopyPreparedWhileHiddenIsStretchedOffTheFrameAndDrawsTheSamePixels() throws {
        // A hidden dimming prepared for two frames, then shown fading in and at rest; against
        // the same frames with nothing prepared.
        let opacities = [0.0, 0.0, 0.3, 0.6, 1, 1]
        func run(preparing: Bool) throws -> (bitmaps: [Bitmap], counters: [RenderCounters]) {
            let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
            renderer.renderer.options.prescalesCopies = true
            renderer.renderer.tracksDamage = false
            let image = shade()
            var bitmaps: [Bitmap] = [], counters: [RenderCounters] = []
            for opacity in opacities {
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
                if opacity > 0 {
                    list.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60), opacity: opacity)
                } else if preparing {
                    // Hidden: prepared as it will be shown (`LayerDisplayListBuilder`: at full opacity).
                    var dimming = DisplayList()
                    dimming.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60))
                    list.preparations = dimming.items
                }
                bitmaps.append(try renderer.render(list))
                counters.append(renderer.renderer.counters)
                // The background stretch is done before the next frame (a barrier, not a wait on time).
                renderer.renderer.waitForPreparations()
            }
            return (bitmaps, counters)
        }
        let prepared = try run(preparing: true), plain = try run(preparing: false)
        XCTAssertEqual(prepared.counters[1].prescaledPreparations, 1, "kept on the frame after the stretch was queued")
        XCTAssertEqual(prepared.counters.last?.prescaledStretches, 0, "never stretched on the frame thread")
        XCTAssertEqual(plain.counters.last?.prescaledStretches, 1, "stretched on its first frame shown")
        XCTAssertEqual(prepared.counters.last?.prescaledCopies, 4, "every frame shown draws the kept copy")
        XCTAssertEqual(prepared.counters.last?.pixmanBlends, 4, "blended by pixman")
        XCTAssertEqual(prepared.counters.last?.premultipliedCopies, 0, "premultiplied in the background")
        XCTAssertEqual(plain.counters.last?.premultipliedCopies, 1, "premultiplied on its first frame shown")
        for (k, (a, b)) in zip(prepared.bitmaps, plain.bitmaps).enumerated() {
            XCTAssertEqual(a.pixels, b.pixels, "frame \(k), opacity \(opacities[k]): the pixels of the copy made when shown")
        }
    }

    func testAPreparedCopyIsKeptWhileItIsAskedForAndDroppedWhenItsBitmapChanges() throws {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
        renderer.renderer.options.prescalesCopies = true
        var image = shade()
        func prepare() throws {
            var list = DisplayList()
            var dimming = DisplayList()
            dimming.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60))
            list.preparations = dimming.items
            _ = try renderer.render(list)
            renderer.renderer.waitForPreparations()
        }
        for _ in 0..<(PrescaledCopies.evictionAgeFrames + 5) { try prepare() }
        XCTAssertEqual(renderer.renderer.counters.prescaledPreparations, 1, "stretched once, kept while asked for")
        image[0, 0] = RGBA8(red: 1, green: 2, blue: 3, alpha: 4)
        try prepare()
        try prepare()
        XCTAssertEqual(renderer.renderer.counters.prescaledPreparations, 2, "a new version is prepared again")
        XCTAssertEqual(renderer.renderer.counters.prescaledStretches, 0)
    }
}
