import FlickRender
import Foundation
import XCTest

final class RenderBenchmarkTests: XCTestCase {
    func testBenchmarkDrawsSixtyTilesAndASubdividedFold() throws {
        let result = try RenderBenchmark.run(frames: 2, warmUpFrames: 1)
        XCTAssertEqual(result.tiles, 60)
        XCTAssertEqual(result.frames, 2)
        XCTAssertGreaterThan(result.flickTrianglesPerFrame, 2 * 60 + 8, "the fold is subdivided")
        XCTAssertGreaterThan(result.flickMs, 0)
        XCTAssertGreaterThan(result.plainMs, 0)
    }

    /// The measurement itself, run by hand in release:
    /// `FLICK_BENCH_RENDER=1 swift test -c release --scratch-path .build-render-rel --filter RenderBenchmarkTests`.
    /// It prints the figures and asserts no timing.
    func testMeasureByHand() throws {
        guard ProcessInfo.processInfo.environment["FLICK_BENCH_RENDER"] == "1" else {
            throw XCTSkip("set FLICK_BENCH_RENDER=1 to measure")
        }
        let result = try RenderBenchmark.run(frames: 300, warmUpFrames: 30)
        print(result)
        XCTAssertTrue(result.ratio.isFinite)
    }
}
