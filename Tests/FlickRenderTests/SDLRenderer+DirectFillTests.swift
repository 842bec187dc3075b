import FlickAnimation
import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// Fills written straight into the target (`SDLRenderer.fillsDirectly`): the same pixels as
/// SDL's fills, for clears, rects, gradient bands and rounded rectangles, opaque and
/// translucent, clipped and not.
final class SDLRendererDirectFillTests: XCTestCase {
    /// A frame of opaque fills of every kind, some under a clip, some off the target, with
    /// translucent ones over them (a rect, a rounded rect, a dimming over the whole target) and a
    /// dot at `x` that moves between frames.
    private func frame(dotAt x: Double) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: -10.4, y: 5.3, width: 90.2, height: 40.6), color: Color(red: 0.9, green: 0.2, blue: 0.1))
        list.append(.quad(TransformedQuad(
            rect: Rect(x: 60.5, y: 20.2, width: 120.3, height: 70.7),
            fill: .gradient(Gradient(colors: [Color(red: 0.1, green: 0.6, blue: 0.9), Color(red: 0.9, green: 0.9, blue: 0.2)]),
                            start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))))
        list.fill(Rect(x: 20, y: 60, width: 70.5, height: 40.5), color: Color(red: 0.3, green: 0.8, blue: 0.4), cornerRadius: 9)
        list.append(.pushClip(Rect(x: 30.5, y: 10.5, width: 100, height: 60)))
        list.fill(Rect(x: 0, y: 0, width: 160, height: 120), color: Color(red: 0.5, green: 0.4, blue: 0.7))
        list.fill(Rect(x: 90, y: 30, width: 60, height: 70), color: Color(red: 1, green: 1, blue: 1, alpha: 0.4))
        list.fill(Rect(x: 40, y: 20, width: 50, height: 30), color: Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.55),
                  cornerRadius: 8)
        list.append(.popClip)
        list.fill(Rect(x: -5, y: -5, width: 170, height: 130), color: Color(red: 0, green: 0, blue: 0.1, alpha: 0.23))
        list.fill(Rect(x: x, y: 95, width: 8, height: 8), color: Color(red: 0.1, green: 0.1, blue: 0.1))
        return list
    }

    func testDirectFillsDrawSDLsPixels() throws {
        for opaque in [true, false] {
            let direct = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: opaque)
            let sdl = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: opaque)
            sdl.renderer.options.fillsDirectly = false
            for (n, x) in [20.0, 26.3, 140.0, 155.5].enumerated() {
                let a = try direct.render(frame(dotAt: x), background: Color(red: 0.2, green: 0.2, blue: 0.25))
                let b = try sdl.render(frame(dotAt: x), background: Color(red: 0.2, green: 0.2, blue: 0.25))
                XCTAssertTrue(a.pixels == b.pixels, "opaque \(opaque), frame \(n): pixels differ")
            }
            // A redraw clears its boxes and fills as a frame does.
            XCTAssertTrue(direct.renderer.redraw(frame(dotAt: 60), background: .white) { _ in false })
            XCTAssertTrue(sdl.renderer.redraw(frame(dotAt: 60), background: .white) { _ in false })
            XCTAssertTrue(try direct.renderer.readPixels().pixels == sdl.renderer.readPixels().pixels, "opaque \(opaque) redraw")
            XCTAssertGreaterThan(direct.renderer.counters.directFills, 4)
            XCTAssertEqual(sdl.renderer.counters.directFills, 0)
        }
    }

    func testWithoutTheTargetsPixelsSDLFills() throws {
        // A renderer whose target's pixels are not at hand (an accelerated window's) leaves
        // every fill to SDL.
        let r = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: true)
        r.renderer.targetSurface = nil
        let reference = try HeadlessRenderer(pixelWidth: 160, pixelHeight: 120, opaque: true)
        reference.renderer.options.fillsDirectly = false
        XCTAssertTrue(try r.render(frame(dotAt: 30)).pixels == reference.render(frame(dotAt: 30)).pixels)
        XCTAssertEqual(r.renderer.counters.directFills, 0)
    }
}
