import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// `SDLRenderer.redraw(_:background:abandoningWhen:)`: a completed redraw leaves the pixels
/// of a fresh full render of its list; an abandoned one puts the frame drawn before back byte
/// for byte, and the damage tracker with it, so the next `render` is still right; on RGBA and
/// XRGB targets.
final class SDLRendererRedrawTests: XCTestCase {
    static let size = (width: 320, height: 200)
    /// Opaque tiles at their own size (never scaled), shared by every frame.
    static let tiles = (0..<24).map { k in
        var bitmap = Bitmap(width: 40, height: 40)
        for y in 0..<40 {
            for x in 0..<40 {
                bitmap[x, y] = RGBA8(red: UInt8((x * 37 + k * 50) % 256), green: UInt8((y * 59 + k * 20) % 256),
                                     blue: UInt8(((x + y) * 13) % 256), alpha: 255)
            }
        }
        return bitmap
    }
    static let fold = GoldenScenes.checkerTexture(width: 120, height: 80, label: "redraw")
    static let badge = TestBitmaps.shade(width: 16, height: 16)

    /// A frame of a drag at step `k`: tiles under a header band, a translucent rounded card
    /// and a folding card that move with `k`, and a translucent badge at the far corner that
    /// shows on odd steps only (a second damaged box).
    static func frame(_ k: Int) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 320, height: 24), color: Color(white: 0.2))
        for (n, tile) in tiles.enumerated() {
            list.draw(tile, in: Rect(x: Double(n % 8) * 40, y: 24 + Double(n / 8) * 40, width: 40, height: 40))
        }
        list.append(.quad(TransformedQuad(rect: Rect(x: 10 + 9.3 * Double(k), y: 40 + 3.1 * Double(k), width: 80, height: 50),
                                          fill: .color(Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6)),
                                          cornerRadius: 8)))
        list.items += GoldenScenes.fold(texture: fold, width: 120, h: 40, centre: Point(x: 120, y: 120),
                                        degrees: 20 + 6 * Double(k))
        if k % 2 == 1 { list.draw(badge, in: Rect(x: 290, y: 170, width: 16, height: 16), opacity: 0.8) }
        return list
    }

    /// A damage-tracked target of `size`, RGBA or XRGB.
    func target(opaque: Bool) throws -> HeadlessRenderer {
        try HeadlessRenderer(pixelWidth: Self.size.width, pixelHeight: Self.size.height, opaque: opaque)
    }

    /// The pixels of `list` over `background` drawn whole on a fresh target.
    func fresh(_ list: DisplayList, background: Color = .white, opaque: Bool) throws -> BitmapPixels {
        try target(opaque: opaque).render(list, background: background).pixels
    }

    /// Asserts equal pixels, naming the first that differs.
    func assertSamePixels(_ a: BitmapPixels, _ b: BitmapPixels, _ message: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        // `BitmapPixels.==` compares the bytes eight at a time: iterating 256,000 bytes through
        // the generic `elementsEqual` took most of this class's time in a debug build.
        guard a != b else { return }
        let differing = (zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0) / 4
        XCTFail("\(message): pixel (\(differing % Self.size.width), \(differing / Self.size.width)) differs",
                file: file, line: line)
    }

    func testACompletedRedrawDrawsTheNewFrameAndTheNextRenderFollowsIt() throws {
        for opaque in [false, true] {
            let headless = try target(opaque: opaque)
            try headless.render(Self.frame(0))
            let before = headless.renderer.counters
            var asked = 0
            var pixelsAsked: [Int] = []
            XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: .white) {
                asked += 1
                pixelsAsked.append($0)
                return false
            })
            assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(1), opaque: opaque),
                             "redrawn frame (opaque: \(opaque))")
            // The first question names the pixels about to be saved: the damage, and no more.
            XCTAssertEqual(pixelsAsked.first, headless.renderer.redrawBackup.savedPixels)
            XCTAssertGreaterThan(pixelsAsked.first ?? 0, 0)
            XCTAssertEqual(Set(pixelsAsked.dropFirst()), [0], "drawing steps save nothing")
            let after = headless.renderer.counters
            XCTAssertGreaterThan(asked, 2, "asked before drawing and before each item")
            XCTAssertEqual(after.redraws, before.redraws + 1)
            XCTAssertEqual(after.partialRedraws, before.partialRedraws + 1, "only what changed")
            XCTAssertGreaterThan(after.redrawnPixels, before.redrawnPixels)
            XCTAssertEqual(after.frames, before.frames, "part of the frame drawn before: the cache does not age")
            XCTAssertEqual(after.abandonedRedraws, 0)
            // A second redraw replaces the first, then a render follows the frame redrawn last.
            XCTAssertTrue(headless.renderer.redraw(Self.frame(2), background: .white) { _ in false })
            assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(2), opaque: opaque),
                             "second redraw (opaque: \(opaque))")
            assertSamePixels(try headless.render(Self.frame(3)).pixels, try fresh(Self.frame(3), opaque: opaque),
                             "render after redraws (opaque: \(opaque))")
        }
    }

    /// Frame 2 drawn whole on a fresh target, by opacity: drawn once for every `abandonedRedraw`.
    private var freshFrame2: [Bool: BitmapPixels] = [:]

    /// Renders frame 0, redraws frame 1 over `redrawBackground` abandoned at the `k`-th
    /// question, checks frame 0 is back, then renders frame 2 and checks it; returns the
    /// redraw's result.
    func abandonedRedraw(at k: Int, redrawBackground: Color = .white, opaque: Bool,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let headless = try target(opaque: opaque)
        let shown = try headless.render(Self.frame(0)).pixels
        let before = headless.renderer.counters
        var asked = 0
        var firstLook: BitmapPixels?
        let drawn = headless.renderer.redraw(Self.frame(1), background: redrawBackground) { _ in
            asked += 1
            if asked == 1 { firstLook = try? headless.snapshot().pixels }
            return asked == k
        }
        guard !drawn else { return true }
        XCTAssertEqual(asked, k, file: file, line: line)
        XCTAssertNotNil(firstLook, "first asked before anything is drawn: read", file: file, line: line)
        if let firstLook {
            assertSamePixels(firstLook, shown, "first asked before anything is drawn", file: file, line: line)
        }
        assertSamePixels(try headless.snapshot().pixels, shown, "abandoned at \(k) (opaque: \(opaque))", file: file, line: line)
        let after = headless.renderer.counters
        XCTAssertEqual(after.abandonedRedraws, before.abandonedRedraws + 1, file: file, line: line)
        XCTAssertEqual(after.redraws, before.redraws, file: file, line: line)
        XCTAssertEqual(after.redrawnPixels, before.redrawnPixels, "nothing counted", file: file, line: line)
        let expected = try freshFrame2[opaque] ?? fresh(Self.frame(2), opaque: opaque)
        freshFrame2[opaque] = expected
        assertSamePixels(try headless.render(Self.frame(2)).pixels, expected,
                         "render after abandoning at \(k) (opaque: \(opaque))", file: file, line: line)
        return false
    }

    /// Questions a completed redraw of frame 1 after frame 0 asks, over `background`.
    func questions(background: Color = .white, opaque: Bool) throws -> Int {
        let headless = try target(opaque: opaque)
        try headless.render(Self.frame(0))
        var asked = 0
        XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: background) { _ in asked += 1; return false })
        return asked
    }

    func testARedrawAbandonedAtAnyItemPutsTheFrameBeforeBackAndTheNextRenderIsRight() throws {
        for opaque in [false, true] {
            let n = try questions(opaque: opaque)
            XCTAssertGreaterThan(n, 10, "two boxes of several items")
            // 1: before anything is drawn; n: before the last item.
            for k in 1...n {
                XCTAssertFalse(try abandonedRedraw(at: k, opaque: opaque), "abandoned at \(k) of \(n)")
            }
        }
    }

    /// Rotated translucent quads apart from each other, at `questionCentres`: SDL draws them
    /// when they are not blended span by span, from its queue in a window's renderer (which
    /// batches).
    static let questionCentres = (0..<6).map { Point(x: 30 + 50 * Double($0), y: 60 + 20 * Double($0 % 3)) }
    static var turnedQuads: DisplayList {
        var list = DisplayList()
        for (n, c) in questionCentres.enumerated() {
            let turned = Transform3D(translationX: -c.x, y: -c.y)
                .concatenating(Transform3D(rotationAngle: (20 + 7 * Double(n)) * .pi / 180, x: 0, y: 0, z: 1))
                .concatenating(Transform3D(translationX: c.x, y: c.y))
            list.append(.quad(TransformedQuad(rect: Rect(x: c.x - 14, y: c.y - 14, width: 28, height: 28), transform: turned,
                                              fill: .color(Color(red: 0.9, green: 0.1, blue: 0.2, alpha: 0.7)))))
        }
        return list
    }

    /// Redraws `turnedQuads` over a new background (the whole target drawn again, cleared
    /// first) with `renderer`, and asserts that each question before a quad comes once the quads
    /// before it are in the target's pixels (read from memory, with no flush): the time between
    /// two questions is then what an item cost, its pixels included.
    func assertEachQuestionSeesTheItemsBeforeIt(_ renderer: SDLRenderer, _ name: String,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let surface = try XCTUnwrap(renderer.targetSurface?(), file: file, line: line)
        // Left to SDL_RenderGeometry, not blended span by span.
        renderer.options.blendsTranslucentMeshesBySpans = false
        defer { renderer.options.blendsTranslucentMeshesBySpans = true }
        func pixel(_ p: Point) -> UInt32 {
            let s = surface.pointee
            return (s.pixels! + Int(p.y) * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)[Int(p.x)]
        }
        var drawnAtEachQuestion: [Int] = []
        XCTAssertTrue(renderer.redraw(Self.turnedQuads, background: Color(red: 0.1, green: 0.3, blue: 0.6)) { _ in
            let background = pixel(Point(x: 2, y: 190))
            drawnAtEachQuestion.append(Self.questionCentres.filter { pixel($0) != background }.count)
            return false
        }, file: file, line: line)
        // Before saving, before drawing (nothing yet), then before each quad: the ones before it.
        XCTAssertEqual(Array(drawnAtEachQuestion.suffix(Self.questionCentres.count)),
                       Array(0..<Self.questionCentres.count), name, file: file, line: line)
    }

    func testEachQuestionComesOnceTheItemsBeforeItAreInTheTargetsPixels() throws {
        for opaque in [false, true] {
            let headless = try target(opaque: opaque)
            try headless.render(Self.frame(0))
            try assertEachQuestionSeesTheItemsBeforeIt(headless.renderer, "opaque \(opaque)")
            assertSamePixels(try headless.snapshot().pixels,
                             try fresh(Self.turnedQuads, background: Color(red: 0.1, green: 0.3, blue: 0.6), opaque: opaque),
                             "opaque \(opaque)")
        }
    }

    func testAFullRedrawAbandonedMidwayPutsTheWholeFrameBack() throws {
        let background = Color(red: 0.2, green: 0.5, blue: 0.3)
        for opaque in [false, true] {
            // A new background colour: the whole target is drawn again.
            let headless = try target(opaque: opaque)
            try headless.render(Self.frame(0))
            let full = headless.renderer.counters.fullRedraws
            XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: background) { _ in false })
            XCTAssertEqual(headless.renderer.counters.fullRedraws, full + 1)
            assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(1), background: background, opaque: opaque),
                             "full redraw (opaque: \(opaque))")
            let n = try questions(background: background, opaque: opaque)
            for k in [1, 2, n / 2, n] {
                XCTAssertFalse(try abandonedRedraw(at: k, redrawBackground: background, opaque: opaque),
                               "abandoned at \(k) of \(n)")
            }
        }
    }

    func testAWholeRedrawDrawsIntoTheSpareBufferAndSavesNothing() throws {
        let background = Color(red: 0.2, green: 0.5, blue: 0.3)
        for opaque in [false, true] {
            let headless = try target(opaque: opaque)
            try headless.render(Self.frame(0))
            let surface = try XCTUnwrap(headless.renderer.targetSurface?())
            let shownBuffer = surface.pointee.pixels
            var pixelsAsked: [Int] = []
            // A new background colour: the whole target is drawn again.
            XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: background) {
                pixelsAsked.append($0)
                return false
            })
            XCTAssertEqual(Set(pixelsAsked), [0], "nothing to save")
            XCTAssertFalse(headless.renderer.redrawBackup.isMade, "no backup made")
            XCTAssertNotEqual(surface.pointee.pixels, shownBuffer, "drawn into the spare")
            XCTAssertEqual(headless.renderer.counters.redrawsIntoSpare, 1)
            assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(1), background: background, opaque: opaque),
                             "redrawn whole (opaque: \(opaque))")
            // Only what changed is drawn next, against the redrawn frame in the spare.
            let partial = headless.renderer.counters.partialRedraws
            assertSamePixels(try headless.render(Self.frame(2), background: background).pixels,
                             try fresh(Self.frame(2), background: background, opaque: opaque),
                             "render after a redraw into the spare (opaque: \(opaque))")
            XCTAssertEqual(headless.renderer.counters.partialRedraws, partial + 1)
            // The next whole redraw goes back to the first buffer, which holds frame 0: drawn over.
            XCTAssertTrue(headless.renderer.redraw(Self.frame(3), background: .white) { _ in false })
            XCTAssertEqual(surface.pointee.pixels, shownBuffer)
            assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(3), opaque: opaque),
                             "second redraw into the spare (opaque: \(opaque))")
            XCTAssertEqual(headless.renderer.counters.redrawsIntoSpare, 2)
            // Dropped midway: the surface points at the frame drawn before again.
            let redrawn = try headless.snapshot().pixels
            var question = 0
            XCTAssertFalse(headless.renderer.redraw(Self.frame(4), background: background) { _ in
                question += 1
                return question == 4
            })
            XCTAssertEqual(surface.pointee.pixels, shownBuffer, "pointed back")
            assertSamePixels(try headless.snapshot().pixels, redrawn, "dropped (opaque: \(opaque))")
            XCTAssertEqual(headless.renderer.counters.redrawsIntoSpare, 2)
            XCTAssertFalse(headless.renderer.redrawBackup.isMade, "still no backup")
            assertSamePixels(try headless.render(Self.frame(5)).pixels, try fresh(Self.frame(5), opaque: opaque),
                             "render after a dropped redraw (opaque: \(opaque))")
        }
    }

    func testAPartialRedrawStillSavesWhatItDrawsOver() throws {
        let headless = try target(opaque: true)
        try headless.render(Self.frame(0))
        XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: .white) { _ in false })
        XCTAssertEqual(headless.renderer.counters.redrawsIntoSpare, 0, "only what changed: drawn in place")
        XCTAssertGreaterThan(headless.renderer.redrawBackup.savedPixels, 0)
    }

    func testAnUnchangedFrameRedrawsNothingAndAsksNothing() throws {
        for opaque in [false, true] {
            let headless = try target(opaque: opaque)
            let shown = try headless.render(Self.frame(0)).pixels
            let before = headless.renderer.counters
            var asked = 0
            XCTAssertTrue(headless.renderer.redraw(Self.frame(0), background: .white) { _ in asked += 1; return true })
            XCTAssertEqual(asked, 0)
            let after = headless.renderer.counters
            XCTAssertEqual(after.redraws, before.redraws + 1)
            XCTAssertEqual(after.redrawnPixels, before.redrawnPixels, "nothing drawn")
            XCTAssertEqual(after.drawCalls, before.drawCalls)
            XCTAssertEqual(after.abandonedRedraws, 0)
            assertSamePixels(try headless.snapshot().pixels, shown, "unchanged (opaque: \(opaque))")
        }
    }

    func testOnASoftwareWindowAnAbandonedRedrawPutsTheWindowSurfaceBack() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        defer {
            server.stop()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        let presenter = try WindowPresenter(title: "redraw test", width: Self.size.width, height: Self.size.height)
        XCTAssertFalse(presenter.isAccelerated, "Xvfb's OpenGL is a CPU rasteriser")
        XCTAssertTrue(presenter.renderer.canRedraw, "the software renderer draws into the window surface")
        presenter.present(Self.frame(0), background: .white)
        let shown = try presenter.renderer.readPixels().pixels
        var asked = 0
        XCTAssertFalse(presenter.renderer.redraw(Self.frame(1), background: .white) { _ in asked += 1; return asked == 5 })
        assertSamePixels(try presenter.renderer.readPixels().pixels, shown, "window surface put back")
        XCTAssertTrue(presenter.renderer.redraw(Self.frame(1), background: .white) { _ in false })
        SDL_RenderPresent(presenter.renderer.handle)
        assertSamePixels(try presenter.renderer.readPixels().pixels, try fresh(Self.frame(1), opaque: true), "redrawn window")
        presenter.present(Self.frame(2), background: .white)
        assertSamePixels(try presenter.renderer.readPixels().pixels, try fresh(Self.frame(2), opaque: true), "next frame")
        // A window's renderer batches SDL's drawing: each question still comes once the items
        // before it are drawn.
        try assertEachQuestionSeesTheItemsBeforeIt(presenter.renderer, "window")
    }

    func testTheBackupIsMadeByRenderOnlyWhenRedrawsAreKeptReady() throws {
        let headless = try target(opaque: true)
        try headless.render(Self.frame(0))
        XCTAssertFalse(headless.renderer.redrawBackup.isMade, "no redraws asked for: no 64 000-pixel copy")
        headless.renderer.keepsRedrawBackup = true
        try headless.render(Self.frame(1))
        XCTAssertTrue(headless.renderer.redrawBackup.isMade, "made by the render, before any redraw")
    }

    func testCanRedrawNeedsATargetSurface() throws {
        let headless = try target(opaque: true)
        XCTAssertTrue(headless.renderer.canRedraw)
        headless.renderer.tracksDamage = false
        XCTAssertTrue(headless.renderer.canRedraw, "drawn whole, a software target still keeps its pixels")
        headless.renderer.targetSurface = nil
        XCTAssertFalse(headless.renderer.canRedraw)
    }

    func testWithoutDamageTrackingARedrawDrawsEverythingAndPutsTheWholeFrameBack() throws {
        let headless = try target(opaque: true)
        headless.renderer.tracksDamage = false
        try headless.render(Self.frame(0))
        var asked = 0
        XCTAssertTrue(headless.renderer.redraw(Self.frame(1), background: .white) { _ in asked += 1; return false })
        XCTAssertGreaterThan(asked, 2)
        assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(1), opaque: true), "drawn whole")
        XCTAssertEqual(headless.renderer.counters.redraws, 1)
        XCTAssertEqual(headless.renderer.counters.partialRedraws, 0)
        let redrawn = try headless.snapshot().pixels
        // Frame 2 has no badge: one item, one question fewer than frame 1; its last is `asked - 1`.
        for k in [1, 2, asked / 2, asked - 1] {
            var question = 0
            XCTAssertFalse(headless.renderer.redraw(Self.frame(2), background: .white) { _ in question += 1; return question == k })
            assertSamePixels(try headless.snapshot().pixels, redrawn, "abandoned at \(k): the whole frame back")
        }
        headless.renderer.targetSurface = nil
        XCTAssertTrue(headless.renderer.redraw(Self.frame(3), background: .white) { _ in true }, "nothing to put back: drawn")
        assertSamePixels(try headless.snapshot().pixels, try fresh(Self.frame(3), opaque: true), "drawn to the end")
    }
}
