import FlickRuntime
import XCTest

final class ReplayInputSourceTests: XCTestCase {
    private func samples(_ times: [Double]) -> [PointerSample] {
        times.enumerated().map { PointerSample(time: $1, x: Double($0), y: 0) }
    }

    func testDrainsExactlyTheEventsDueInOrder() {
        let replay = ReplayInputSource(samples([0.1, 0.2, 0.2, 0.5]))
        XCTAssertEqual(replay.nextEventTime(), 0.1)
        XCTAssertTrue(replay.drain(upTo: 0.05).isEmpty)
        XCTAssertEqual(replay.drain(upTo: 0.2).map(\.x), [0, 1, 2])
        XCTAssertTrue(replay.drain(upTo: 0.2).isEmpty, "each event once")
        XCTAssertEqual(replay.remaining, 1)
        XCTAssertEqual(replay.drain(upTo: 10).map(\.x), [3])
        XCTAssertNil(replay.nextEventTime())
        XCTAssertNil(replay.pollDescriptor)
    }

    func testOffsetMovesTheRecordingOntoTheClock() {
        let replay = ReplayInputSource(samples([0, 0.25]), offset: 1000)
        XCTAssertEqual(replay.nextEventTime(), 1000)
        XCTAssertEqual(replay.drain(upTo: 1000.3).map(\.time), [1000, 1000.25], "delivered with clock-base times")
    }

    func testTimestampsGoingBackwardsAreDeliveredInRecordedOrderWithTheirPredecessor() {
        let replay = ReplayInputSource(samples([0.3, 0.1, 0.4]))
        XCTAssertTrue(replay.drain(upTo: 0.2).isEmpty, "the earlier stamp waits for its predecessor")
        XCTAssertEqual(replay.drain(upTo: 0.3).map(\.x), [0, 1])
        XCTAssertEqual(replay.drain(upTo: 0.4).map(\.x), [2])
    }

    func testEmptyReplay() {
        let replay = ReplayInputSource([PointerSample]())
        XCTAssertNil(replay.nextEventTime())
        XCTAssertTrue(replay.drain(upTo: .infinity).isEmpty)
    }
}
