import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// Scaled copies inside the target drawn from a copy stretched once give SDL's own pixels.
final class PrescaledCopiesTests: XCTestCase {
    /// A small radial-ish image with varying alpha (like the alert's dimming).
    private func shade() -> Bitmap {
        var bitmap = Bitmap(width: 10, height: 6)
        for y in 0..<6 {
            for x in 0..<10 {
                bitmap[x, y] = RGBA8(red: UInt8(x * 25), green: UInt8(y * 40), blue: 90, alpha: UInt8(100 + x * 10 + y * 5))
            }
        }
        return bitmap
    }

    private func frames(prescaling: Bool, opacity: Double, count: Int = 3) throws -> (bitmaps: [Bitmap], counters: RenderCounters) {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80)
        renderer.renderer.prescalesCopies = prescaling
        renderer.renderer.tracksDamage = false  // every frame drawn whole: an unchanged frame draws nothing otherwise
        let image = shade()
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
        list.draw(image, in: Rect(x: 7, y: 5, width: 100, height: 60), opacity: opacity)
        let bitmaps = try (0..<count).map { _ in try renderer.render(list) }
        return (bitmaps, renderer.renderer.counters)
    }

    func testTheStretchedCopyDrawsSDLsOwnPixelsFromTheSecondFrame() throws {
        for opacity in [1.0, 0.55] {
            let sdl = try frames(prescaling: false, opacity: opacity)
            let kept = try frames(prescaling: true, opacity: opacity)
            XCTAssertEqual(sdl.counters.prescaledCopies, 0)
            XCTAssertEqual(kept.counters.prescaledStretches, 1, "stretched once, on the second frame at that size")
            XCTAssertEqual(kept.counters.prescaledCopies, 2, "the second and third frames copy it")
            for (a, b) in zip(sdl.bitmaps, kept.bitmaps) {
                XCTAssertEqual(a.pixels, b.pixels, "opacity \(opacity): the same pixels as SDL's stretch")
            }
        }
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
}
