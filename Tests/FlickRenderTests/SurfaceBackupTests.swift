import CSDL2
import XCTest

@testable import FlickRender

/// The redraw backup (`SurfaceBackup`): boxes put back byte for byte, and memory taken only
/// for the pages a save wrote.
final class SurfaceBackupTests: XCTestCase {
    /// A 1280 × 800 XRGB surface, every pixel its own value.
    private func surface() throws -> UnsafeMutablePointer<SDL_Surface> {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 1280, 800, 32, SDL_PIXELFORMAT_XRGB8888.rawValue))
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for index in 0..<(1280 * 800) { pixels[index] = UInt32(index) }
        return surface
    }

    func testAPreparedBackupHoldsNoPagesAndASavedStripOnlyItsOwn() throws {
        let target = try surface()
        defer { SDL_FreeSurface(target) }
        let backup = SurfaceBackup()
        XCTAssertTrue(backup.prepare(for: target))
        XCTAssertTrue(backup.isMade)
        XCTAssertEqual(backup.residentBytes, 0, "mapped, not written")
        // Ten rows of 5,120 bytes: 51,200 bytes, thirteen or fourteen 4 KiB pages.
        XCTAssertTrue(backup.save([PixelBox(x0: 0, y0: 100, x1: 1280, y1: 110)], of: target))
        XCTAssertGreaterThanOrEqual(backup.residentBytes, 51_200)
        XCTAssertLessThanOrEqual(backup.residentBytes, 51_200 + 2 * 65_536, "the strip, not the window's 4 MB")
    }

    func testPopulatingGivesEveryPageMemoryAndKeepsWhatWasSaved() throws {
        // A backup about to be saved into everywhere (a redraw over pixels moved sideways) is
        // given its pages ahead, on another thread in the renderer; here on this one.
        let target = try surface()
        defer { SDL_FreeSurface(target) }
        let backup = SurfaceBackup()
        XCTAssertTrue(backup.save([PixelBox(x0: 0, y0: 100, x1: 1280, y1: 110)], of: target))
        let range = try XCTUnwrap(backup.mappedRange)
        XCTAssertLessThan(backup.residentBytes, range.bytes / 2)
        XCTAssertTrue(SurfaceBackup.populate(address: range.address, bytes: range.bytes))
        XCTAssertEqual(backup.residentBytes, range.bytes)
        let pixels = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for index in 0..<(1280 * 800) { pixels[index] = 7 }
        backup.restore(into: target)
        XCTAssertEqual(pixels[105 * 1280 + 640], UInt32(105 * 1280 + 640), "the saved rows are kept")
        XCTAssertEqual(pixels[99 * 1280], 7)
        // Asked again for the same mapping, nothing more is done.
        backup.populateInBackground()
        XCTAssertTrue(backup.isPopulating)
    }

    func testSavedBoxesArePutBackAndTheRestIsLeftAlone() throws {
        let target = try surface()
        defer { SDL_FreeSurface(target) }
        let backup = SurfaceBackup()
        // A box past the edge is cut to the surface.
        XCTAssertTrue(backup.save([PixelBox(x0: 1270, y0: 790, x1: 1300, y1: 820)], of: target))
        XCTAssertEqual(backup.savedPixels, 100)
        let pixels = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for index in 0..<(1280 * 800) { pixels[index] = 7 }
        backup.restore(into: target)
        XCTAssertEqual(pixels[799 * 1280 + 1279], UInt32(799 * 1280 + 1279))
        XCTAssertEqual(pixels[790 * 1280 + 1270], UInt32(790 * 1280 + 1270))
        XCTAssertEqual(pixels[790 * 1280 + 1269], 7)
        XCTAssertEqual(pixels[0], 7)
    }
}
