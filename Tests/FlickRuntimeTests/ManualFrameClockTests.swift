import FlickRuntime
import XCTest

final class ManualFrameClockTests: XCTestCase {
    func testWorkAdvancesWallAndCPUTimeWaitsOnlyWallTime() {
        let clock = ManualFrameClock(start: 3)
        clock.advance(by: 0.25)
        XCTAssertEqual(clock.now(), 3.25)
        XCTAssertEqual(clock.threadCPUTime(), 0.25)
        XCTAssertFalse(clock.wait(until: 4, wakingOn: []))
        XCTAssertEqual(clock.now(), 4)
        XCTAssertEqual(clock.threadCPUTime(), 0.25, "a sleeping thread uses no CPU")
        XCTAssertFalse(clock.wait(until: 3.5, wakingOn: []))
        XCTAssertEqual(clock.now(), 4, "a past deadline never moves time backwards")
    }

    func testInputDueBeforeTheDeadlineEndsTheWaitAtItsTime() {
        let clock = ManualFrameClock()
        let replay = ReplayInputSource([PointerSample(time: 0.7, x: 0, y: 0), PointerSample(time: 2, x: 0, y: 0)])
        XCTAssertTrue(clock.wait(until: 1, wakingOn: [replay]))
        XCTAssertEqual(clock.now(), 0.7)
        XCTAssertTrue(clock.wait(until: 1, wakingOn: [replay]), "undelivered input already due")
        XCTAssertEqual(clock.now(), 0.7)
        _ = replay.drain(upTo: 0.7)
        XCTAssertFalse(clock.wait(until: 1, wakingOn: [replay]))
        XCTAssertEqual(clock.now(), 1)
    }
}
