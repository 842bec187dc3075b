import FlickAnimation
import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// Items hidden under an opaque one (`SDLRenderer.skipsOccludedItems`): which boxes are left
/// uncleared and which items undrawn, and that the pixels are those of drawing everything.
final class SDLRendererOcclusionTests: XCTestCase {
    /// A frame of items under a window-sized opaque fill, then a panel and a moving dot over it.
    private func frame(dotAt x: Double, panel: Color = Color(red: 0.2, green: 0.3, blue: 0.4)) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 10, y: 10, width: 50, height: 40), color: Color(red: 1, green: 0, blue: 0))
        list.fill(Rect(x: 0, y: 0, width: 160, height: 120), color: Color(red: 0.9, green: 0.9, blue: 0.85))
        list.fill(Rect(x: 20.3, y: 30.6, width: 100.4, height: 60.2), color: panel)
        list.fill(
            Rect(x: x, y: 50, width: 6, height: 6), color: Color(red: 0.1, green: 0.8, blue: 0.2), cornerRadius: 3)
        return list
    }

    /// Renders `lists` in turn with and without occlusion; asserts each frame's pixels are the
    /// same and returns the occluding renderer's counters.
    private func renderBothWays(_ lists: [DisplayList], width: Int = 160, height: Int = 120) throws -> RenderCounters {
        let skipping = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, opaque: true)
        let drawing = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, opaque: true)
        drawing.renderer.options.skipsOccludedItems = false
        for (n, list) in lists.enumerated() {
            let a = try skipping.render(list), b = try drawing.render(list)
            XCTAssertTrue(a.pixels == b.pixels, "frame \(n): pixels differ")
        }
        XCTAssertEqual(drawing.renderer.counters.occludedItems, 0)
        XCTAssertEqual(drawing.renderer.counters.skippedClears, 0)
        return skipping.renderer.counters
    }

    func testAWindowFillHidesWhatIsUnderItAndTheClear() throws {
        // The first frame is drawn whole: the window fill covers the target, so the target is
        // not cleared and the red square under it is not drawn.
        let counters = try renderBothWays([frame(dotAt: 40)])
        XCTAssertEqual(counters.skippedClears, 1)
        XCTAssertEqual(counters.occludedItems, 1)
    }

    func testADamagedBoxInsideThePanelStartsFromThePanel() throws {
        // The dot moves inside the panel: its boxes are covered by the panel (and the window
        // fill), so neither is cleared and the window fill and square are not drawn there.
        let counters = try renderBothWays([frame(dotAt: 40), frame(dotAt: 44), frame(dotAt: 70)])
        XCTAssertEqual(counters.partialRedraws, 2)
        XCTAssertGreaterThanOrEqual(counters.skippedClears, 1 + 2)
        XCTAssertGreaterThanOrEqual(counters.occludedItems, 1 + 2 * 2)
    }

    func testOnlyOpaqueOneColourRectsOnScreenAxesCover() throws {
        // Under a translucent, rounded, turned or clipped window fill, or a gradient, nothing is
        // skipped: the target is cleared and every item drawn.
        let covers: [DisplayItem] = [
            .quad(
                TransformedQuad(
                    rect: Rect(x: 0, y: 0, width: 160, height: 120),
                    fill: .color(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.99)))),
            .quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 160, height: 120), fill: .color(.white), opacity: 0.9)),
            .quad(
                TransformedQuad(rect: Rect(x: 0, y: 0, width: 160, height: 120), fill: .color(.white), cornerRadius: 4)),
            .quad(
                TransformedQuad(
                    rect: Rect(x: -20, y: -20, width: 200, height: 160),
                    transform: Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1), fill: .color(.white))),
            .quad(
                TransformedQuad(
                    rect: Rect(x: 0, y: 0, width: 160, height: 120),
                    fill: .gradient(
                        Gradient(colors: [.white, .black]), start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)))),
        ]
        for (n, cover) in covers.enumerated() {
            var list = DisplayList()
            list.fill(Rect(x: 10, y: 10, width: 50, height: 40), color: Color(red: 1, green: 0, blue: 0))
            list.append(cover)
            let counters = try renderBothWays([list])
            XCTAssertEqual(counters.skippedClears, 0, "cover \(n)")
            XCTAssertEqual(counters.occludedItems, 0, "cover \(n)")
        }
        // One row short of the target, a fill hides the square but leaves that row to clear.
        var short = DisplayList()
        short.fill(Rect(x: 10, y: 10, width: 50, height: 40), color: Color(red: 1, green: 0, blue: 0))
        short.fill(Rect(x: 0, y: 0, width: 160, height: 119.4), color: .white)
        var counters = try renderBothWays([short])
        XCTAssertEqual(counters.skippedClears, 0)
        XCTAssertEqual(counters.clearedPixels, 160)
        XCTAssertEqual(counters.occludedItems, 1)
        // Clipped to less than the target, a window fill covers only its clip.
        var clipped = DisplayList()
        clipped.fill(Rect(x: 10, y: 10, width: 50, height: 40), color: Color(red: 1, green: 0, blue: 0))
        clipped.append(.pushClip(Rect(x: 0, y: 0, width: 100, height: 120)))
        clipped.fill(Rect(x: 0, y: 0, width: 160, height: 120), color: .white)
        clipped.append(.popClip)
        counters = try renderBothWays([clipped])
        XCTAssertEqual(counters.skippedClears, 0)
        XCTAssertEqual(counters.clearedPixels, 60 * 120)
    }

    func testADimmingUnderAScreenPushedOverItIsBlendedOnlyWhereItShows() throws {
        // A push: the covered screen (a fill and a card), its dimming, and the screen pushed over
        // it from the right edge, opaque, at 40, 90 and 160 points.
        func push(at x: Double) -> DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 160, height: 120), color: Color(red: 0.9, green: 0.9, blue: 0.85))
            list.fill(Rect(x: 12, y: 14, width: 50, height: 40), color: Color(red: 0.8, green: 0.2, blue: 0.1))
            list.fill(Rect(x: 0, y: 10, width: 160, height: 100), color: Color(white: 0, alpha: 0.1 * (160 - x) / 160))
            list.fill(Rect(x: x, y: 0, width: 160, height: 120), color: .white)
            return list
        }
        // The dimming is blended left of the pushed screen only; the card, partly under it,
        // filled only there too.
        let r = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: true)
        let entries = r.renderer.entries(for: push(at: 40), target: r.renderer.targetBox)
        let plan = r.renderer.occlusionPlan(for: entries, fills: r.renderer.flatFills(of: entries), within: r.renderer.targetBox)
        XCTAssertEqual(plan.steps[2], .fill([PixelBox(x0: 0, y0: 10, x1: 40, y1: 110)], coveredPixels: 120 * 100))
        XCTAssertEqual(plan.steps[1], .fill([PixelBox(x0: 12, y0: 14, x1: 40, y1: 54)], coveredPixels: 22 * 40))
        XCTAssertEqual(plan.steps[3], .draw)
        // The same pixels as blending the whole dimming, frame after frame (damaged boxes); the
        // last frame's dimming is transparent, no flat fill.
        let counters = try renderBothWays([push(at: 40), push(at: 90), push(at: 130), push(at: 160)])
        XCTAssertGreaterThan(counters.occludedFillPixels, 120 * 100 + 70 * 100)
        XCTAssertNil(r.renderer.flatFill(of: push(at: 160).items[2]))
    }

    /// A list: a window fill, a bar, and under it opaque rows with translucent text-like marks
    /// and inset separators, the last row cut by the bottom edge of a clip shorter than the
    /// window, scrolled by `offset` points.
    private func list(offset: Double) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 160, height: 120), color: Color(white: 0.9))
        list.fill(Rect(x: 0, y: 0, width: 160, height: 20), color: Color(white: 0.97))
        list.append(.pushClip(Rect(x: 0, y: 20, width: 160, height: 90)))
        for row in 0..<8 {
            let y = 20 + Double(row) * 16 - offset
            list.fill(
                Rect(x: 0, y: y, width: 160, height: 16),
                color: row % 3 == 0 ? .white : Color(red: 1, green: 1, blue: 0.9))
            list.fill(Rect(x: 6, y: y + 4, width: 30 + Double(row) * 7, height: 7), color: Color(white: 0, alpha: 0.6))
            list.fill(Rect(x: 8, y: y + 15, width: 152, height: 1), color: Color(white: 0.8))
        }
        list.append(.popClip)
        return list
    }

    func testOpaqueRowsHideTheWindowFillAndTheClearUnderThem() throws {
        let counters = try renderBothWays([list(offset: 0)])
        // The bar and the rows cover the window fill but for the 10 rows under the clip: no
        // clear, and the window fill written only there.
        XCTAssertEqual(counters.clearedPixels, 0)
        XCTAssertEqual(counters.skippedClears, 1)
        // Not filled: the window fill under the bar and the rows (160 × 110 pixels), and the
        // last line of each row whose separator is inside the clip (5 of 152 pixels each).
        XCTAssertEqual(counters.occludedFillPixels, 160 * 110 + 5 * 152)
        XCTAssertEqual(counters.occludedItems, 0, "every item shows somewhere")
    }

    func testScrolledRowsInDamagedBoxesMatchFullRedraws() throws {
        let counters = try renderBothWays((0..<6).map { list(offset: Double($0) * 3.5) })
        XCTAssertEqual(counters.clearedPixels, 0)
        XCTAssertGreaterThan(counters.occludedFillPixels, 6 * 160 * 100)
    }

    func testARedrawSkipsWhatIsCoveredAsAFrameDoes() throws {
        // A redraw of a frame moves the dot: its damaged boxes start from the panel too.
        let r = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: true)
        let full = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: true)
        full.renderer.options.skipsOccludedItems = false
        _ = try r.render(frame(dotAt: 40))
        let before = r.renderer.counters.skippedClears
        XCTAssertTrue(r.renderer.redraw(frame(dotAt: 50), background: .white) { _ in false })
        XCTAssertGreaterThan(r.renderer.counters.skippedClears, before)
        XCTAssertEqual(try r.renderer.readPixels().pixels, try full.render(frame(dotAt: 50)).pixels)
    }
}
