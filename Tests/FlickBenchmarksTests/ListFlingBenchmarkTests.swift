@testable import FlickBenchmarks
import FlickInput
import XCTest

/// The list workload's script and figures.
final class ListFlingBenchmarkTests: XCTestCase {
    func testScriptHasFiveUpwardFlingsAtTheWorkloadsSpeed() {
        let frames = ListFlingBenchmark.script()
        let downs = frames.filter { $0.touches.first?.phase == .began }
        XCTAssertEqual(downs.map(\.time), (0..<5).map { 0.5 + Double($0) * 4 })
        for down in downs {
            let fling = frames.filter {
                $0.time >= down.time && $0.time <= down.time + ListFlingBenchmark.flickDuration
            }
            let first = fling.first!.touches[0].location, last = fling.last!.touches[0].location
            let speed = (first.y - last.y) / (fling.last!.time - fling.first!.time)
            XCTAssertEqual(speed, 1500, accuracy: 1e-6)
        }
        XCTAssertEqual(frames.filter { $0.touches.first?.phase == .ended }.count, 5)
    }

    func testPercentileIsNearestRank() {
        let values = (1...100).map(Double.init).shuffled()
        XCTAssertEqual(ListFlingBenchmark.percentile(values, 0.5), 50)
        XCTAssertEqual(ListFlingBenchmark.percentile(values, 0.99), 99)
        XCTAssertEqual(ListFlingBenchmark.percentile([], 0.5), 0)
    }

    func testPeakResidentSetIsReadFromTheProcess() {
        XCTAssertGreaterThan(ListFlingBenchmark.peakResidentMiB(), 1)
    }
}
