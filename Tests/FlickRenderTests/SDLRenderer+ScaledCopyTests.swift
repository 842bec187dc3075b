import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// `SDLRenderer.drawScaledCopy(texture:filter:)`: opaque copies stretched by pixman land on
/// exactly the pixels SDL's own stretch gives them.
final class SDLRendererScaledCopyTests: XCTestCase {
    /// An opaque texture of 20 × 12 texels, each of its own colour.
    static let texels = SDLRendererEdgeCopyTests.texels

    /// `bitmap` (or the part `uv` of it) stretched over `rect` with `filter`, at `opacity`.
    private func copy(_ rect: Rect, filter: TextureFilter, uv: Rect = Rect(x: 0, y: 0, width: 1, height: 1),
                      bitmap: Bitmap = texels, opacity: Double = 1) -> DisplayItem {
        .quad(TransformedQuad(rect: rect, fill: .texture(bitmap, uv: uv, tint: .white), opacity: opacity, filter: filter))
    }

    /// A renderer of `width` × `height` pixels that stretches copies with pixman or (false) leaves
    /// them to SDL, uncut and never from a kept copy.
    private func renderer(_ width: Int, _ height: Int, pixman: Bool) throws -> HeadlessRenderer {
        let r = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, opaque: true)
        r.renderer.options.compositesScaledCopies = pixman
        r.renderer.options.cutsScaledCopiesAtEdges = false
        r.renderer.options.prescalesCopies = false
        return r
    }

    func testStretchedCopiesMatchSDLsStretchPixelForPixel() throws {
        // Shrunk and magnified, evenly and not, inside the target and across its edges. Shrunk
        // by 2 and 4, every nearest sample falls on a texel boundary, where pixman and SDL round
        // apart without the shift.
        let sizes: [(Double, Double)] = [(5, 3), (10, 6), (9, 7), (20, 12), (37, 29), (40, 24), (60, 21), (117, 87), (251, 40)]
        for filter in [TextureFilter.linear, .nearest] {
            for (w, h) in sizes {
                for origin in [Point(x: 5, y: 3), Point(x: -3, y: -2)] {
                    let rect = Rect(x: origin.x, y: origin.y, width: w, height: h)
                    let pixman = try renderer(96, 64, pixman: true), sdl = try renderer(96, 64, pixman: false)
                    let a = try pixman.render(DisplayList(items: [copy(rect, filter: filter)]), background: .black)
                    let b = try sdl.render(DisplayList(items: [copy(rect, filter: filter)]), background: .black)
                    let scaled = w != 20 || h != 12
                    XCTAssertEqual(pixman.renderer.counters.pixmanCopies, scaled ? 1 : 0, "\(filter) \(rect)")
                    XCTAssertEqual(sdl.renderer.counters.pixmanCopies, 0)
                    XCTAssertEqual(a.pixels, b.pixels, "\(filter) \(rect)")
                }
            }
        }
    }

    func testPartsOnWholeTexelsMatchSDLsStretchOfThemPixelForPixel() throws {
        // A fallback's part under a tile fading in (a quarter of it, or less at the content's
        // edge): pixman pads at the part's edges, as SDL clamps a stretch to its source
        // rectangle, so texels beside the part never bleed in.
        let parts = [Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5), Rect(x: 0, y: 0.5, width: 0.5, height: 0.5),
                     Rect(x: 4.0 / 20, y: 3.0 / 12, width: 10.0 / 20, height: 6.0 / 12),
                     Rect(x: 0.25, y: 0.25, width: 0.25, height: 0.25)]
        for filter in [TextureFilter.linear, .nearest] {
            for uv in parts {
                for rect in [Rect(x: 5, y: 3, width: 37, height: 29), Rect(x: -3, y: -2, width: 80, height: 61),
                             Rect(x: 7, y: 9, width: 4, height: 2)] {
                    let pixman = try renderer(96, 64, pixman: true), sdl = try renderer(96, 64, pixman: false)
                    let item = copy(rect, filter: filter, uv: uv)
                    let a = try pixman.render(DisplayList(items: [item]), background: .black)
                    let b = try sdl.render(DisplayList(items: [item]), background: .black)
                    XCTAssertEqual(pixman.renderer.counters.pixmanCopies, 1, "\(filter) \(uv) \(rect)")
                    XCTAssertEqual(a.pixels, b.pixels, "\(filter) \(uv) \(rect)")
                }
            }
        }
    }

    func testACopyAtAnOpacityBlendsWithinTwoLevelsOfSDLs() throws {
        // A tile fading in: stretched, then blended over what is there (SDL: through a
        // temporary surface; its blend divides by 256 where pixman rounds by 255).
        let backdrop = Color(red: 0.8, green: 0.3, blue: 0.55)
        for filter in [TextureFilter.linear, .nearest] {
            for opacity in [0.3, 0.6, 0.9] {
                for rect in [Rect(x: 5, y: 3, width: 37, height: 29), Rect(x: -3, y: -2, width: 117, height: 87)] {
                    let pixman = try renderer(96, 64, pixman: true), sdl = try renderer(96, 64, pixman: false)
                    let item = copy(rect, filter: filter, opacity: opacity)
                    let a = try pixman.render(DisplayList(items: [item]), background: backdrop)
                    let b = try sdl.render(DisplayList(items: [item]), background: backdrop)
                    XCTAssertEqual(pixman.renderer.counters.pixmanCopies, 1, "\(filter) \(opacity) \(rect)")
                    XCTAssertLessThanOrEqual(a.largestChannelDifference(from: b), 2, "\(filter) \(opacity) \(rect)")
                }
            }
        }
    }

    func testAClipKeepsTheSamplesWhereTheyAre() throws {
        // Clipped by a clip item (or cut by a damage box), the copy's visible pixels are those of
        // the unclipped copy, copied or blended at an opacity, of the whole texture or of a part
        // between texels: a scroll view may move them and draw only the strip it exposes.
        let rect = Rect(x: 3, y: 2, width: 71, height: 53)
        let clip = Rect(x: 20.6, y: 11.2, width: 30.3, height: 17.5)
        let parts = [Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 0.137, y: 0.071, width: 0.61, height: 0.77)]
        for opacity in [1.0, 0.6] {
            for uv in parts {
                let clipped = try renderer(96, 64, pixman: true), whole = try renderer(96, 64, pixman: true)
                var list = DisplayList()
                list.append(.pushClip(clip))
                list.append(copy(rect, filter: .linear, uv: uv, opacity: opacity))
                list.append(.popClip)
                let a = try clipped.render(list, background: .black)
                let b = try whole.render(
                    DisplayList(items: [copy(rect, filter: .linear, uv: uv, opacity: opacity)]), background: .black)
                XCTAssertEqual(clipped.renderer.counters.pixmanCopies, 1)
                let box = SDLRenderer.snappedClip(clip)
                var inside = 0
                for y in 0..<64 {
                    for x in 0..<96 {
                        if (box.x0..<box.x1).contains(x) && (box.y0..<box.y1).contains(y) {
                            XCTAssertEqual(a[x, y], b[x, y], "(\(x), \(y)) at \(opacity), \(uv)")
                            inside += 1
                        } else {
                            XCTAssertEqual(
                                a[x, y], RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "(\(x), \(y)) outside the clip")
                        }
                    }
                }
                XCTAssertGreaterThan(inside, 400)
            }
        }
    }

    func testAPartBetweenTexelsIsSampledWhereItsPixelCentresLand() throws {
        // An aspect-filled photo shows the middle of its bitmap, its edges between texels:
        // texels 2.5 to 12.5 across, stretched twice over 20 pixels, take each pixel's centre
        // to 2.5 + (i + ½) / 2 (nearest: the texel it lands in), the rows one for one.
        let uv = Rect(x: 2.5 / 20, y: 0, width: 10.0 / 20, height: 1)
        for origin in [Point(x: 7, y: 5), Point(x: -6, y: -3)] {
            let r = try renderer(96, 64, pixman: true)
            let rect = Rect(x: origin.x, y: origin.y, width: 20, height: 12)
            let frame = try r.render(DisplayList(items: [copy(rect, filter: .nearest, uv: uv)]), background: .black)
            XCTAssertEqual(r.renderer.counters.pixmanCopies, 1)
            for j in 0..<12 {
                for i in 0..<20 where Int(origin.x) + i >= 0 && Int(origin.y) + j >= 0 {
                    let texel = Int((2.5 + (Double(i) + 0.5) / 2).rounded(.down))
                    XCTAssertEqual(
                        frame[Int(origin.x) + i, Int(origin.y) + j], Self.texels[texel, j], "(\(i), \(j)) at \(origin)")
                }
            }
        }
    }

    func testOnlyUntintedScaledCopiesOfOpaqueTexturesGoToPixman() throws {
        var translucent = Self.texels
        translucent[3, 3] = RGBA8(red: 10, green: 20, blue: 30, alpha: 128)
        let rect = Rect(x: 4, y: 4, width: 46, height: 34)
        let cases: [(DisplayItem, Int, String)] = [
            (copy(rect, filter: .linear), 1, "opaque, magnified"),
            (copy(Rect(x: 4, y: 4, width: 20, height: 12), filter: .linear), 0, "unscaled: SDL's blit"),
            (copy(rect, filter: .linear, opacity: 0.5), 1, "at an opacity: blended in the same pass"),
            (copy(rect, filter: .linear, bitmap: translucent), 0, "a translucent bitmap"),
            (copy(rect, filter: .linear, uv: Rect(x: 1, y: 0, width: -1, height: 1)), 0, "flipped"),
            (copy(rect, filter: .linear, uv: Rect(x: 0.5 / 20, y: 0, width: 0.5, height: 1)), 1,
             "between texels: sampled at its exact texture coordinates"),
            (copy(rect, filter: .linear, uv: Rect(x: 4.0 / 20, y: 3.0 / 12, width: 10.0 / 20, height: 6.0 / 12)), 1,
             "a part of the texture on whole texels"),
            (copy(rect, filter: .linear, uv: Rect(x: 4.0 / 20 + 1e-6, y: 0, width: 0.5, height: 1)), 1,
             "a part a rounding error off whole texels"),
        ]
        for (item, expected, name) in cases {
            let r = try renderer(96, 64, pixman: true)
            _ = try r.render(DisplayList(items: [item]), background: .black)
            XCTAssertEqual(r.renderer.counters.pixmanCopies, expected, name)
        }
        let off = try renderer(96, 64, pixman: false)
        _ = try off.render(DisplayList(items: [copy(rect, filter: .linear)]), background: .black)
        XCTAssertEqual(off.renderer.counters.pixmanCopies, 0, "off: SDL stretches it")
    }

    func testAnOpaqueBitmapFadingInIsKeptStretchedOnlyFromItsThirdFrameAtASize() throws {
        // A zoom's tile fading in, each frame at another size, was stretched and premultiplied
        // on the frame thread for a single frame; pixman now draws such a first frame, and the
        // second (a pinch slowing down holds a size for two frames).
        let rect = Rect(x: 4, y: 4, width: 46, height: 34)
        let fading = copy(rect, filter: .linear, opacity: 0.5)
        let withPixman = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        _ = try withPixman.render(DisplayList(items: [fading]), background: .black)
        XCTAssertEqual(withPixman.renderer.counters.pixmanCopies, 1, "its first frame stretched by pixman")
        XCTAssertEqual(withPixman.renderer.counters.prescaledCopies, 0, "nothing kept for one frame")
        // Another size, then the same size at the next steps of the fade.
        for opacity in [0.6, 0.7, 0.8] {
            _ = try withPixman.render(DisplayList(items: [copy(Rect(x: 4, y: 4, width: 48, height: 36), filter: .linear,
                                                               opacity: opacity)]),
                                      background: .black)
        }
        XCTAssertEqual(withPixman.renderer.counters.pixmanCopies, 3, "another size: pixman for two frames, then the kept copy")
        XCTAssertEqual(withPixman.renderer.counters.prescaledCopies, 1, "kept from its third frame at the size")
        // Left to SDL, it is kept at once (SDL's modulated blend is the slow path).
        let withoutPixman = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        withoutPixman.renderer.options.compositesScaledCopies = false
        _ = try withoutPixman.render(DisplayList(items: [fading]), background: .black)
        XCTAssertEqual(withoutPixman.renderer.counters.prescaledCopies, 1)
    }

    func testARedrawOfAFrameIsNotItsBitmapsSecondFrameAtASize() throws {
        // A pinch's redraw draws the tiles fading in at about the sizes the frame just drew them
        // at: counted as another frame at a size, they were stretched and kept, 1.2–2.9 ms, for
        // sizes the next frame no longer drew. A redraw belongs to the frame it replaces.
        let small = Rect(x: 4, y: 4, width: 46, height: 34), large = Rect(x: 4, y: 4, width: 48, height: 36)
        // The copy under a small fill, so a redraw can be abandoned after drawing the copy.
        func frame(_ rect: Rect, _ opacity: Double) -> DisplayList {
            var list = DisplayList(items: [copy(rect, filter: .linear, opacity: opacity)])
            list.fill(Rect(x: 10, y: 10, width: 8, height: 8), color: .white)
            return list
        }
        func redraw(_ headless: HeadlessRenderer, _ list: DisplayList, abandoned: Bool = false) {
            var asked = 0
            // Asked before saving the pixels, before drawing, before the copy and before the fill:
            // abandoned at the fourth, the copy drawn.
            let drawn = headless.renderer.redraw(list, background: .black) { _ in asked += 1; return abandoned && asked == 4 }
            XCTAssertEqual(drawn, !abandoned)
        }
        // Drawn at a size, redrawn at it, then another size: nothing kept.
        let moving = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        _ = try moving.render(frame(small, 0.5), background: .black)
        redraw(moving, frame(small, 0.55))
        _ = try moving.render(frame(large, 0.6), background: .black)
        XCTAssertEqual(moving.renderer.counters.prescaledStretches, 0, "no frame drew it at a size twice running")
        XCTAssertEqual(moving.renderer.counters.pixmanCopies, 3, "each drawing stretched by pixman")
        // Drawn at a size, redrawn at another, then twice at the redraw's: the frame shown drew
        // it at that size, so the second frame after it keeps it.
        let redrawn = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        _ = try redrawn.render(frame(small, 0.5), background: .black)
        redraw(redrawn, frame(large, 0.55))
        _ = try redrawn.render(frame(large, 0.6), background: .black)
        XCTAssertEqual(redrawn.renderer.counters.prescaledStretches, 0, "two frames shown at the size, not three")
        _ = try redrawn.render(frame(large, 0.65), background: .black)
        XCTAssertEqual(redrawn.renderer.counters.prescaledStretches, 1, "kept on the third frame shown at the size")
        XCTAssertEqual(redrawn.renderer.counters.prescaledCopies, 1)
        // The same with the redraw abandoned: the frame shown drew it at the first size only.
        let abandoned = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        _ = try abandoned.render(frame(small, 0.5), background: .black)
        redraw(abandoned, frame(large, 0.55), abandoned: true)
        _ = try abandoned.render(frame(large, 0.6), background: .black)
        _ = try abandoned.render(frame(large, 0.65), background: .black)
        XCTAssertEqual(abandoned.renderer.counters.abandonedRedraws, 1)
        XCTAssertEqual(abandoned.renderer.counters.pixmanCopies, 4, "the abandoned redraw drew the copy")
        XCTAssertEqual(abandoned.renderer.counters.prescaledStretches, 0, "the abandoned redraw's size was never shown")
        // Three frames at a size with redraws between them: kept on the third frame, not on a
        // redraw.
        let resting = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        _ = try resting.render(frame(small, 0.5), background: .black)
        redraw(resting, frame(small, 0.55))
        _ = try resting.render(frame(small, 0.6), background: .black)
        redraw(resting, frame(small, 0.65))
        XCTAssertEqual(resting.renderer.counters.prescaledStretches, 0, "not on the redraw of the second frame")
        _ = try resting.render(frame(small, 0.7), background: .black)
        XCTAssertEqual(resting.renderer.counters.prescaledStretches, 1, "on the third frame at the size")
    }
}
