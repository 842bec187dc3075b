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
}
