import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Damage-tracked redraw (`SDLRenderer+Damage`): after every frame of a sequence, the
/// pixels equal those of a full redraw, byte for byte, on RGBA and XRGB targets; an
/// unchanged frame draws nothing; and what forces a full frame does.
final class SDLRendererDamageTests: XCTestCase {
    static let size = (width: 320, height: 200)

    /// A textured tile of `side` pixels whose colours depend on `seed`, opaque or not.
    func tile(_ side: Int, seed: Int, alpha: UInt8 = 255) -> Bitmap {
        var b = Bitmap(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                b[x, y] = RGBA8(red: UInt8((x * 37 + seed * 50) % 256), green: UInt8((y * 59 + seed * 20) % 256),
                                blue: UInt8(((x + y) * 13) % 256), alpha: alpha)
            }
        }
        return b
    }

    /// Renders `frames` on a damage-tracked target and on a full-redraw target (each with
    /// `prepare` applied) and asserts equal pixels after every frame; returns the tracked
    /// renderer's counters.
    @discardableResult
    func assertSameAsFullRedraw(_ frames: [DisplayList], scale: Double = 1, opaque: Bool = false,
                                background: Color = .white, prepare: (SDLRenderer) -> Void = { _ in },
                                file: StaticString = #filePath, line: UInt = #line) throws -> RenderCounters {
        let w = Int(Double(Self.size.width) * scale), h = Int(Double(Self.size.height) * scale)
        let tracked = try HeadlessRenderer(pixelWidth: w, pixelHeight: h, scale: scale, opaque: opaque)
        let full = try HeadlessRenderer(pixelWidth: w, pixelHeight: h, scale: scale, opaque: opaque)
        XCTAssertTrue(tracked.renderer.tracksDamage, "headless targets track damage by default", file: file, line: line)
        full.renderer.tracksDamage = false
        prepare(tracked.renderer)
        prepare(full.renderer)
        for (k, list) in frames.enumerated() {
            let a = try tracked.render(list, background: background)
            let b = try full.render(list, background: background)
            guard a.pixels == b.pixels else {
                let differing = zip(a.pixels, b.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                XCTFail("frame \(k): pixel (\(differing % w), \(differing / w)) differs from a full redraw "
                        + "(\(tracked.renderer.counters))", file: file, line: line)
                return tracked.renderer.counters
            }
        }
        return tracked.renderer.counters
    }

    /// `takeChangedRects()`, what a panel presenter copies: all of the target after a full
    /// frame, nothing after an unchanged one, and otherwise rectangles holding every pixel that
    /// differs from the frame before (a card moving over tiles, then a band changing colour).
    func testChangedRectsHoldEveryPixelThatChanged() throws {
        let target = try HeadlessRenderer(pixelWidth: Self.size.width, pixelHeight: Self.size.height)
        let tiles = (0..<16).map { tile(40, seed: $0) }
        var frames: [DisplayList] = []
        for step in 0..<4 {
            var list = base(tiles: tiles)
            list.fill(Rect(x: 30 + Double(step) * 17, y: 60, width: 50, height: 30), color: Color(red: 0.9, green: 0.2, blue: 0.1))
            frames.append(list)
        }
        frames.append(frames[3])
        var recoloured = frames[3]
        recoloured.fill(Rect(x: 0, y: 0, width: 320, height: 24), color: Color(red: 0.1, green: 0.3, blue: 0.8))
        frames.append(recoloured)
        var previous = try target.render(frames[0])
        XCTAssertNil(target.renderer.takeChangedRects(), "the first frame is drawn whole")
        for (k, list) in frames.enumerated().dropFirst() {
            let bitmap = try target.render(list)
            let rects = try XCTUnwrap(target.renderer.takeChangedRects(), "frame \(k) was drawn in boxes")
            if k == 4 { XCTAssertEqual(rects.count, 0, "an unchanged frame draws nothing") }
            var changed = 0
            for y in 0..<Self.size.height {
                for x in 0..<Self.size.width where bitmap[x, y] != previous[x, y] {
                    changed += 1
                    let inside = rects.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
                    XCTAssertTrue(inside, "frame \(k): pixel (\(x), \(y)) changed outside \(rects)")
                    if !inside { return }
                }
            }
            if k != 4 { XCTAssertGreaterThan(changed, 0, "frame \(k) changes pixels") }
            XCTAssertTrue(Self.areDisjoint(rects), "frame \(k): a pixel is in one rectangle at most: \(rects)")
            let area = rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
            XCTAssertLessThan(area, Self.size.width * Self.size.height / 2, "frame \(k) copies a part, not the whole")
            previous = bitmap
        }
    }

    /// `disjointRects(_:)`, what the KMS presenter copies from the last two frames' changes: every
    /// pixel of the rectangles once, none outside them.
    func testDisjointRectsCoverTheUnionOnce() throws {
        // A card's old and new places in two frames, overlapping, and one apart.
        let rects = [
            SDL_Rect(x: 30, y: 60, w: 67, h: 30), SDL_Rect(x: 47, y: 60, w: 67, h: 30),
            SDL_Rect(x: 47, y: 60, w: 67, h: 30), SDL_Rect(x: 200, y: 10, w: 20, h: 20),
        ]
        let disjoint = try XCTUnwrap(SDLRenderer.disjointRects(rects))
        XCTAssertTrue(Self.areDisjoint(disjoint), "\(disjoint)")
        func covers(_ list: [SDL_Rect], _ x: Int32, _ y: Int32) -> Bool {
            list.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
        }
        var union = 0
        for y in Int32(0)..<100 {
            for x in Int32(0)..<240 where covers(rects, x, y) != covers(disjoint, x, y) {
                return XCTFail("pixel (\(x), \(y)) in \(covers(rects, x, y) ? "the rectangles only" : "the result only")")
            }
        }
        for y in Int32(0)..<100 { for x in Int32(0)..<240 where covers(rects, x, y) { union += 1 } }
        func area(_ list: [SDL_Rect]) -> Int { list.reduce(0) { $0 + Int($1.w) * Int($1.h) } }
        XCTAssertEqual(area(disjoint), union)
        XCTAssertEqual(area(rects), 6_430)
        XCTAssertEqual(union, 2_920, "each pixel once: 84 × 30 and 20 × 20")
        XCTAssertEqual(SDLRenderer.disjointRects([])?.count, 0)
    }

    /// True when no pixel lies in two of `rects`.
    static func areDisjoint(_ rects: [SDL_Rect]) -> Bool {
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] where a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h {
                return false
            }
        }
        return true
    }

    /// Opaque tiles of 40 points in a grid over a background band, as a scene's base.
    func base(tiles: [Bitmap]) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 320, height: 24), color: Color(white: 0.2))
        for (k, bitmap) in tiles.enumerated() {
            list.draw(bitmap, in: Rect(x: Double(k % 8) * 40, y: 24 + Double(k / 8) * 40, width: 40, height: 40))
        }
        return list
    }

    func testAMovingTranslucentCardMatchesFullRedrawsAndRedrawsLittle() throws {
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let frames = (0..<24).map { k -> DisplayList in
            var list = base(tiles: tiles)
            list.append(.quad(TransformedQuad(rect: Rect(x: 10 + 7.3 * Double(k), y: 40 + 2.6 * Double(k), width: 90, height: 50),
                                              fill: .color(Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6)),
                                              cornerRadius: 8)))
            list.append(.quad(TransformedQuad(rect: Rect(x: 200, y: 120 - 1.7 * Double(k), width: 60, height: 30),
                                              fill: .gradient(Gradient(colors: [.black, .clear]), start: Point(x: 0, y: 0),
                                                              end: Point(x: 1, y: 1)), opacity: 0.7)))
            return list
        }
        for opaque in [false, true] {
            let counters = try assertSameAsFullRedraw(frames, opaque: opaque)
            XCTAssertEqual(counters.fullRedraws, 1, "only the first frame is whole")
            XCTAssertEqual(counters.partialRedraws, frames.count - 1)
            XCTAssertLessThan(counters.redrawnPixels, 320 * 200 + (frames.count - 1) * 320 * 200 / 4)
            XCTAssertGreaterThan(counters.culledItems, 0, "tiles away from the card are not drawn again")
        }
    }

    func testAFoldSweepMatchesFullRedraws() throws {
        let texture = GoldenScenes.checkerTexture(width: 200, height: 120, label: "fold")
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let frames = stride(from: 10.0, through: 80, by: 3.5).map { degrees -> DisplayList in
            var list = base(tiles: tiles)
            list.items += GoldenScenes.fold(texture: texture, width: 200, h: 60, centre: Point(x: 160, y: 110),
                                            degrees: degrees)
            return list
        }
        for opaque in [false, true] {
            let counters = try assertSameAsFullRedraw(frames, opaque: opaque)
            XCTAssertGreaterThan(counters.partialRedraws, 0)
        }
        // At 2 pixels per point too.
        try assertSameAsFullRedraw(Array(frames.prefix(8)), scale: 2, opaque: true)
    }

    func testItemsAppearingAndDisappearingMatchFullRedraws() throws {
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let badge = tile(16, seed: 7, alpha: 200)
        func frame(_ k: Int) -> DisplayList {
            var list = base(tiles: tiles)
            // Inserted in the middle of the list, then removed; one at the end comes and goes.
            if k % 3 == 1 {
                list.items.insert(.quad(TransformedQuad(rect: Rect(x: 90, y: 60, width: 30, height: 30),
                                                        fill: .color(Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5)))),
                                  at: 5)
            }
            if k % 2 == 0 { list.draw(badge, in: Rect(x: 250, y: 150, width: 16, height: 16), opacity: 0.8) }
            // A tile replaced by another bitmap with the same pixels: a new identity.
            if k == 4 { list.items[3] = .quad(TransformedQuad(rect: Rect(x: 80, y: 24, width: 40, height: 40),
                                                              fill: .texture(tile(40, seed: 2), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                                                             tint: .white))) }
            return list
        }
        let counters = try assertSameAsFullRedraw((0..<10).map(frame), opaque: true)
        XCTAssertEqual(counters.fullRedraws, 1)
        XCTAssertGreaterThan(counters.partialRedraws, 5)
    }

    func testClippedItemsScrollingInsideAClipMatchFullRedraws() throws {
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let rows = (0..<12).map { tile(30, seed: 30 + $0) }
        let frames = (0..<16).map { k -> DisplayList in
            var list = base(tiles: tiles)
            list.append(.pushClip(Rect(x: 40.4, y: 50.6, width: 150.3, height: 100.2)))
            list.fill(Rect(x: 40.4, y: 50.6, width: 150.3, height: 100.2), color: Color(white: 0.95))
            for (r, bitmap) in rows.enumerated() {
                let y = 50 + Double(r) * 32 - 5.25 * Double(k)
                list.draw(bitmap, in: Rect(x: 50, y: y, width: 30, height: 30))
                list.fill(Rect(x: 90, y: y + 8, width: 80, height: 14), color: Color(red: 0.2, green: 0.5, blue: 0.3, alpha: 0.8))
            }
            // A nested clip that empties, then comes back.
            list.append(.pushClip(Rect(x: 60 + Double(k) * 10, y: 60, width: 20, height: 20)))
            list.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 1, green: 0.8, blue: 0, alpha: 0.5))
            list.append(.popClip)
            list.append(.popClip)
            list.fill(Rect(x: 280, y: 10 + Double(k), width: 20, height: 20), color: .black)
            return list
        }
        let counters = try assertSameAsFullRedraw(frames, opaque: true)
        XCTAssertGreaterThan(counters.partialRedraws, 0)
    }

    func testScaledTilesUnderAMovingItemMatchFullRedraws() throws {
        // Tiles magnified 1.5× (SDL scales their copies; a box that cut one would resample it).
        // Measured by us: without growing boxes over such copies, pixels differ in the first
        // partial frame.
        let tiles = (0..<20).map { tile(32, seed: $0) }
        for filter in [TextureFilter.linear, .nearest] {
            let frames = (0..<12).map { k -> DisplayList in
                var list = DisplayList()
                for (n, bitmap) in tiles.enumerated() {
                    list.append(.quad(TransformedQuad(rect: Rect(x: -10 + Double(n % 5) * 72, y: Double(n / 5) * 48, width: 72, height: 48),
                                                      fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                                      filter: filter)))
                }
                // A backdrop magnified by a 3D transform whose plane stays on screen axes (z
                // scaled: not affine), and a rounded photo magnified (its middle cells are copies).
                list.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 40, height: 23),
                                                  transform: Transform3D(scaleX: 4, y: 4, z: 0.5)
                                                      .concatenating(Transform3D(translationX: 150, y: 100, z: 3)),
                                                  fill: .texture(tiles[3], uv: Rect(x: 0, y: 0, width: 1, height: 0.7), tint: .white),
                                                  opacity: 0.6, filter: filter)))
                list.append(.quad(TransformedQuad(rect: Rect(x: 30, y: 120, width: 100, height: 70),
                                                  fill: .texture(tiles[5], uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                                  cornerRadius: 14, filter: filter)))
                list.fill(Rect(x: 20 + 9.5 * Double(k), y: 70 + 5 * Double(k), width: 25, height: 25),
                          color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
                return list
            }
            let counters = try assertSameAsFullRedraw(frames, opaque: true)
            XCTAssertGreaterThan(counters.partialRedraws, 0, "\(filter)")
        }
    }

    func testBlendedCopiesUnderAMovingItemMatchFullRedraws() throws {
        // Unscaled copies drawn blended: opaque tiles at an opacity (XRGB textures blended at
        // a surface alpha) and translucent bitmaps, under a small item moving by odd pixels.
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let glass = (0..<4).map { tile(40, seed: 40 + $0, alpha: 150) }
        let frames = (0..<12).map { k -> DisplayList in
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.3, green: 0.5, blue: 0.7))
            for (n, bitmap) in tiles.enumerated() {
                list.draw(bitmap, in: Rect(x: Double(n % 8) * 40, y: 24 + Double(n / 8) * 40, width: 40, height: 40),
                          opacity: 0.3 + 0.03 * Double(n))
            }
            for (n, bitmap) in glass.enumerated() {
                list.draw(bitmap, in: Rect(x: 13 + Double(n) * 70, y: 60, width: 40, height: 40))
            }
            list.fill(Rect(x: 7 + 13 * Double(k), y: 50 + 3 * Double(k), width: 9, height: 7), color: .black)
            return list
        }
        let counters = try assertSameAsFullRedraw(frames, opaque: true)
        XCTAssertGreaterThan(counters.partialRedraws, 0)
        try assertSameAsFullRedraw(frames, opaque: false)
    }

    func testAStretchedImageKeptPrescaledStaysOutOfTheBoxesOfWhatChangesOverIt() throws {
        // The alert's dimming: a small translucent image stretched over the whole target, at a
        // constant opacity, with a small item changing over it every frame (a HUD's graph).
        // Measured by us: without it every such frame redrew the whole target (the box grew
        // over the scaled copy it cut), 3.2 ms of the demo's 3.9 ms alert frames.
        var dimming = Bitmap(width: 40, height: 25)
        for y in 0..<25 {
            for x in 0..<40 { dimming[x, y] = RGBA8(red: 0, green: 0, blue: 0, alpha: UInt8(100 + (x + y) * 2)) }
        }
        let tiles = (0..<24).map { tile(40, seed: $0) }
        let frames = (0..<10).map { k -> DisplayList in
            var list = base(tiles: tiles)
            list.draw(dimming, in: Rect(x: 0, y: 0, width: 320, height: 200), opacity: 0.9)
            list.fill(Rect(x: 10 + 7 * Double(k), y: 10 + 3 * Double(k), width: 12, height: 9), color: .white)
            return list
        }
        for opaque in [true, false] {
            let counters = try assertSameAsFullRedraw(frames, opaque: opaque)
            XCTAssertEqual(counters.fullRedraws, 1, "the first frame (drawn at an opacity, the copy is kept at once) (opaque: \(opaque))")
            XCTAssertEqual(counters.partialRedraws, 9)
            XCTAssertLessThan(counters.redrawnPixels, 320 * 200 + 9 * 2_000, "then only the small item's boxes")
        }
        // With no stretched copies kept, SDL scales the copy each frame: the boxes grow over it.
        let counters = try assertSameAsFullRedraw(frames, opaque: true, prepare: { $0.options.prescalesCopies = false })
        XCTAssertEqual(counters.partialRedraws, 0, "every box cutting SDL's own scaled copy grows over all of it")
    }

    func testChangingTextMatchesFullRedraws() throws {
        let engine = try TestFonts.engine()
        let style = TextStyle(font: Font(size: 15), color: Color(red: 0.1, green: 0.1, blue: 0.3))
        for scale in [1.0, 2.0] {
            let frames = (0..<8).map { k -> DisplayList in
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 320, height: 40), color: Color(white: 0.9))
                engine.draw("Frame \(k * 37)", at: Point(x: 10, y: 10), style: style, pixelsPerPoint: scale, into: &list)
                list.fill(Rect(x: 0, y: 100, width: 320, height: 2), color: .black)
                engine.draw("Static label · \(k % 2 == 0 ? "even" : "odd")", at: Point(x: 10, y: 120 + Double(k)),
                            style: style, pixelsPerPoint: scale, into: &list)
                // Magnified text (its glyphs are scaled copies) under an item moving across it.
                engine.draw("Magnified", at: Point(x: 0, y: 0), style: style,
                            transform: Transform3D(scaleX: 1.7, y: 1.7).concatenating(Transform3D(translationX: 150, y: 150)),
                            pixelsPerPoint: scale, into: &list)
                list.fill(Rect(x: 140 + 11 * Double(k), y: 155, width: 6, height: 20), color: Color(red: 0, green: 0.5, blue: 0, alpha: 0.5))
                return list
            }
            try assertSameAsFullRedraw(frames, scale: scale, opaque: true)
        }
    }

    func testAnUnchangedFrameDrawsNothing() throws {
        let target = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
        let list = base(tiles: (0..<24).map { tile(40, seed: $0) })
        let first = try target.render(list)
        let before = target.renderer.counters
        let second = try target.render(list)
        let after = target.renderer.counters
        XCTAssertEqual(first.pixels, second.pixels)
        XCTAssertEqual(after.unchangedFrames - before.unchangedFrames, 1)
        XCTAssertEqual(after.drawCalls, before.drawCalls, "no draw call")
        XCTAssertEqual(after.redrawnPixels, before.redrawnPixels, "no pixel cleared")
        XCTAssertEqual(after.uploads, before.uploads)
        XCTAssertEqual(after.frames - before.frames, 1)
        // Textures stay alive through unchanged frames (kept as used, not evicted).
        target.renderer.retainedTextureCount = 0
        for _ in 0..<(TextureCache.evictionAgeFrames + 5) { try target.render(list) }
        XCTAssertEqual(target.renderer.cachedTextureCount, 24)
    }

    func testWhatChangesTheWholeTargetForcesAFullFrame() throws {
        let target = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
        let renderer = target.renderer
        let list = base(tiles: (0..<4).map { tile(40, seed: $0) })
        func fullFrames(_ body: () throws -> Void) rethrows -> Int {
            let before = renderer.counters.fullRedraws
            try body()
            return renderer.counters.fullRedraws - before
        }
        XCTAssertEqual(try fullFrames { try target.render(list) }, 1, "the first frame")
        XCTAssertEqual(try fullFrames { try target.render(list) }, 0)
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "a new background")
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 0)
        renderer.scale = 2
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "a new scale")
        renderer.scale = 1
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1)
        renderer.options.usesOpaqueFastPath = false
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "a drawing option")
        renderer.options.usesOpaqueFastPath = true
        _ = try fullFrames { try target.render(list, background: .black) }
        // Every option counts, the cross-fades' too (they change pixels), and setting the
        // value an option already has does not.
        renderer.options.crossFadesTiles = false
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "cross-fades off")
        renderer.options.crossFadesTiles = false
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 0, "the same options")
        renderer.options = .standard
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "back to standard")
        renderer.clear(.white)
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "drawn behind its back")
        renderer.setNeedsFullRedraw()
        XCTAssertEqual(try fullFrames { try target.render(list, background: .black) }, 1, "asked for")
        // A change covering most of the target is drawn whole.
        var cover = list
        cover.fill(Rect(x: 0, y: 0, width: 300, height: 190), color: .white)
        XCTAssertEqual(try fullFrames { try target.render(cover, background: .black) }, 1, "most of the target damaged")
        // Without tracking, every frame is drawn whole and none counts as tracked.
        renderer.tracksDamage = false
        let before = renderer.counters
        try target.render(list)
        try target.render(list)
        XCTAssertEqual(renderer.counters.fullRedraws + renderer.counters.partialRedraws + renderer.counters.unchangedFrames,
                       before.fullRedraws + before.partialRedraws + before.unchangedFrames)
    }

    /// A view that draws new contents every frame (a HUD's graph: a new bitmap each frame,
    /// whose texture outlives it until the cache evicts it by age) keeps the frames tracked:
    /// evictions do not force full frames, a tile whose texture was evicted while it was away
    /// is uploaded again when it comes back, and every frame equals a full redraw.
    func testEvictedTexturesLeaveTheFramesTrackedAndMatchFullRedraws() throws {
        let tiles = (0..<16).map { tile(40, seed: $0) }
        let away = tile(40, seed: 20)
        let frameCount = 3 * TextureCache.evictionAgeFrames
        let frames: [DisplayList] = (0..<frameCount).map { k in
            var list = base(tiles: tiles)
            // The graph: a new bitmap every frame, in the band at the top.
            list.draw(tile(16, seed: k % 7), in: Rect(x: 8, y: 4, width: 16, height: 16))
            // A tile shown for the first frames, away long enough for its texture to be
            // evicted, then back.
            if k < 4 || k >= 2 * TextureCache.evictionAgeFrames {
                list.draw(away, in: Rect(x: 200, y: 104, width: 40, height: 40))
            }
            return list
        }
        let counters = try assertSameAsFullRedraw(frames, opaque: true) { $0.retainedTextureCount = 0 }
        XCTAssertGreaterThan(counters.texturesDestroyed, TextureCache.evictionAgeFrames, "textures were evicted")
        XCTAssertEqual(counters.fullRedraws, 1, "only the first frame is drawn whole")
        XCTAssertEqual(counters.partialRedraws, frameCount - 1)
        XCTAssertLessThan(counters.redrawnPixels, 320 * 200 + frameCount * 2_000,
                          "each later frame redraws the graph's box, and the tile's when it comes or goes")
    }
}
