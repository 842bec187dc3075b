import FlickAnimation
import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// Snapshots captured as a copy in the target's format (`SDLRenderer.capturePixels()`) and
/// converted later: the same bitmap as reading the pixels back converted, on opaque (XRGB) and
/// translucent (ARGB) targets, into memory made ready in the background.
final class SDLRendererCaptureTests: XCTestCase {
    private func frame(_ n: Int) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 3, y: 4, width: 50, height: 30), color: Color(red: 0.9, green: 0.3, blue: 0.1))
        list.fill(Rect(x: 20.5 + Double(n) * 7, y: 10, width: 40, height: 40),
                  color: Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.6), cornerRadius: 8)
        return list
    }

    func testACaptureConvertsToTheBitmapReadBack() throws {
        for opaque in [true, false] {
            let headless = try HeadlessRenderer(pixelWidth: 97, pixelHeight: 61, opaque: opaque)
            _ = try headless.render(frame(0), background: Color(red: 0.2, green: 0.2, blue: 0.25, alpha: opaque ? 1 : 0.5))
            let captured = try headless.renderer.capturePixels()
            let read = try headless.renderer.readPixels()
            XCTAssertEqual(captured.width, 97)
            XCTAssertEqual(captured.height, 61)
            let converted = try captured.bitmap()
            XCTAssertTrue(converted.pixels == read.pixels, "opaque \(opaque): the converted capture differs from the read-back")
            // The capture keeps the frame it was taken of.
            _ = try headless.render(frame(1), background: .white)
            XCTAssertTrue(try captured.bitmap().pixels == read.pixels, "opaque \(opaque): a later frame changed the capture")
            XCTAssertFalse(try headless.renderer.readPixels().pixels == read.pixels)
        }
    }

    func testCapturesTakeTheSpareMadeInTheBackgroundAndMakeTheNext() throws {
        let headless = try HeadlessRenderer(pixelWidth: 64, pixelHeight: 32, opaque: true)
        let buffers = headless.renderer.captureBuffers
        XCTAssertEqual(buffers.spareCount, 0, "none until asked for")
        headless.renderer.prepareCapture()
        buffers.waitUntilIdle()
        XCTAssertEqual(buffers.spareCount, 64 * 32 * 4)
        _ = try headless.render(frame(0), background: .white)
        let first = try headless.renderer.capturePixels()
        XCTAssertEqual(first.buffer.count, 64 * 32 * 4, "the spare taken")
        buffers.waitUntilIdle()
        XCTAssertEqual(buffers.spareCount, 64 * 32 * 4, "the next one made")
        let second = try headless.renderer.capturePixels()
        XCTAssertFalse(first.buffer === second.buffer)
        XCTAssertTrue(try first.bitmap().pixels == second.bitmap().pixels)
        // A spare too small for the target is not used.
        let small = CaptureBuffers()
        small.prepare(count: 16)
        small.waitUntilIdle()
        XCTAssertEqual(small.take(count: 64).count, 64)
    }
}
