import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Stretches done on the background queue give the pixels of the same stretch on the caller's
/// thread, once.
final class BackgroundStretcherTests: XCTestCase {
    func testAStretchDoneInTheBackgroundIsTheStretchDoneHereAndIsTakenOnce() throws {
        let stretcher = BackgroundStretcher()
        let bitmap = TestBitmaps.shade(width: 8, height: 5)
        let job = BackgroundStretcher.Job(identity: bitmap.identity, version: bitmap.version, width: 50, height: 31)
        stretcher.submit(bitmap, width: 50, height: 31)
        stretcher.waitUntilIdle()
        let taken = try XCTUnwrap(stretcher.take(job), "done once the queue is idle")
        let pixels = try XCTUnwrap(taken?.pixels, "SDL stretched it")
        XCTAssertNil(taken?.premultiplied, "not asked for")
        XCTAssertEqual(pixels, BackgroundStretcher.stretchedARGB(bitmap, width: 50, height: 31))
        XCTAssertEqual(pixels.count, 50 * 31)
        // ARGB8888: the top-left texel's alpha and red in place.
        XCTAssertEqual(pixels[0] >> 24, 100)
        XCTAssertEqual((pixels[0] >> 16) & 0xFF, 0)
        XCTAssertTrue(stretcher.take(job) == nil, "taken already")
    }

    func testAStretchAskedPremultipliedComesWithItsPremultipliedCopy() throws {
        let stretcher = BackgroundStretcher()
        let bitmap = TestBitmaps.shade(width: 8, height: 5)
        let job = BackgroundStretcher.Job(identity: bitmap.identity, version: bitmap.version, width: 50, height: 31)
        stretcher.submit(bitmap, width: 50, height: 31, premultiplying: true)
        stretcher.waitUntilIdle()
        let taken = try XCTUnwrap(stretcher.take(job) ?? nil)
        let copy = try XCTUnwrap(taken.premultiplied)
        XCTAssertEqual([copy.width, copy.height], [50, 31])
    }

    func testAnotherVersionIsAnotherJob() {
        let stretcher = BackgroundStretcher()
        var bitmap = TestBitmaps.shade(width: 8, height: 5)
        stretcher.submit(bitmap, width: 16, height: 10)
        let first = BackgroundStretcher.Job(identity: bitmap.identity, version: bitmap.version, width: 16, height: 10)
        bitmap[0, 0] = RGBA8(red: 1, green: 1, blue: 1, alpha: 1)
        let second = BackgroundStretcher.Job(identity: bitmap.identity, version: bitmap.version, width: 16, height: 10)
        XCTAssertNotEqual(first, second)
        stretcher.waitUntilIdle()
        XCTAssertTrue(stretcher.take(second) == nil, "never queued")
        XCTAssertTrue(stretcher.take(first) != nil, "finished")
    }
}
