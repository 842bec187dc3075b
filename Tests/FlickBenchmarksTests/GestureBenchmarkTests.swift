import FlickBenchmarks
import FlickGestures
import FlickInput
import XCTest

/// The gesture benchmark's workload and timing.
final class GestureBenchmarkTests: XCTestCase {
    func testBenchmarkRunsTheWorkload() {
        var clock = 0.0
        let result = GestureBenchmark.run(repetitions: 2) {
            clock += 0.5; return clock
        }
        XCTAssertEqual(result.frames, GestureBenchmark.workload().count * 2)
        XCTAssertEqual(result.seconds, 0.5)
        XCTAssertGreaterThan(result.events, 2 * 8)
        // The workload's own gestures.
        let counts = GestureReplay.run(frames: GestureBenchmark.workload(), windowSize: Size(width: 1280, height: 800))
            .counts
        XCTAssertEqual(counts["tap"], 1)
        XCTAssertEqual(counts["doubleTap"], 1)
        XCTAssertEqual(counts["longPress"], 1)
        XCTAssertEqual(counts["pinch"], 1)
        XCTAssertEqual(counts["rotation"], 1)
    }
}
