import CSDL2
import XCTest

@testable import FlickRender

/// `TargetPixels`: a surface over pixels of its own, whose buffer can be exchanged for a
/// spare of the same size and back, each keeping what was drawn into it.
final class TargetPixelsTests: XCTestCase {
    /// Fills the surface's current buffer with `value`.
    func fill(_ pixels: TargetPixels, with value: UInt32) {
        let count = pixels.bytes / 4
        pixels.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self).update(repeating: value, count: count)
    }

    /// The surface's current buffer's pixel at `index`.
    func pixel(_ pixels: TargetPixels, _ index: Int) -> UInt32 {
        pixels.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)[index]
    }

    func testANewSurfaceIsBlackAndOfItsSize() throws {
        let pixels = try XCTUnwrap(TargetPixels(width: 30, height: 20, format: SDL_PIXELFORMAT_RGB888.rawValue))
        XCTAssertEqual(pixels.surface.pointee.w, 30)
        XCTAssertEqual(pixels.surface.pointee.h, 20)
        XCTAssertEqual(pixels.surface.pointee.pitch, 120)
        XCTAssertEqual(pixels.bytes, 2_400)
        XCTAssertEqual(pixel(pixels, 0), 0)
        XCTAssertEqual(pixel(pixels, 599), 0)
        XCTAssertEqual(pixels.exchanges, 0)
    }

    func testExchangingTwiceComesBackToTheFirstBufferAndEachKeepsItsPixels() throws {
        let pixels = try XCTUnwrap(TargetPixels(width: 16, height: 8, format: SDL_PIXELFORMAT_RGBA32.rawValue))
        let first = pixels.surface.pointee.pixels
        fill(pixels, with: 0x1122_3344)
        XCTAssertTrue(pixels.exchange())
        XCTAssertNotEqual(pixels.surface.pointee.pixels, first)
        XCTAssertEqual(pixel(pixels, 5), 0, "the spare is new")
        fill(pixels, with: 0x5566_7788)
        XCTAssertTrue(pixels.exchange())
        XCTAssertEqual(pixels.surface.pointee.pixels, first)
        XCTAssertEqual(pixel(pixels, 127), 0x1122_3344)
        XCTAssertTrue(pixels.exchange())
        XCTAssertEqual(pixel(pixels, 64), 0x5566_7788)
        XCTAssertEqual(pixels.exchanges, 3)
    }

    func testTheSpareCanBeGivenItsMemoryAheadAndIsTheOneExchangedTo() throws {
        let pixels = try XCTUnwrap(TargetPixels(width: 64, height: 64, format: SDL_PIXELFORMAT_RGB888.rawValue))
        pixels.populateInBackground()
        pixels.populateInBackground()
        let first = pixels.surface.pointee.pixels
        XCTAssertTrue(pixels.exchange())
        XCTAssertNotEqual(pixels.surface.pointee.pixels, first)
        XCTAssertEqual(pixel(pixels, 4_095), 0)
    }

    func testNoSurfaceOfNoSize() {
        XCTAssertNil(TargetPixels(width: 0, height: 10, format: SDL_PIXELFORMAT_RGB888.rawValue))
        XCTAssertNil(TargetPixels(width: 10, height: -1, format: SDL_PIXELFORMAT_RGB888.rawValue))
    }
}
