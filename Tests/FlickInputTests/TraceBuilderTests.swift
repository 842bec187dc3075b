import FlickInput
import FlickTestSupport
import XCTest

final class TraceBuilderTests: XCTestCase {
    func testATapIsADownAndAnUpOneSampleApart() {
        var trace = TraceBuilder(rate: 100)
        trace.down(0, at: Point(x: 10, y: 20))
        trace.up(0)
        XCTAssertEqual(trace.frames.map(\.time), [0.01, 0.02])
        XCTAssertEqual(trace.frames.map { $0.touches.map(\.phase) }, [[.began], [.ended]])
    }

    func testMovesAreSampledAtTheRateAndEndOnTheTarget() {
        var trace = TraceBuilder(rate: 60)
        trace.down(0, at: .zero)
        trace.move(0, to: Point(x: 60, y: 0), duration: 0.5)
        XCTAssertEqual(trace.frames.count, 31)
        XCTAssertEqual(trace.frames.last!.touches[0].location.x, 60, accuracy: 1e-9)
        XCTAssertEqual(trace.frames.last!.time, 1.0 / 60 + 0.5, accuracy: 1e-9)
    }

    func testManualClockNeverGoesBackwardsAndListsFrameTimes() {
        var clock = ManualClock()
        XCTAssertEqual(clock.frames(until: 0.05, rate: 60).count, 3)
        XCTAssertEqual(clock.now, 0.05, accuracy: 1e-12)
        clock.advance(by: 0.5)
        XCTAssertEqual(clock.now, 0.55, accuracy: 1e-12)
    }
}
