import FlickRuntime
import Foundation
import XCTest

/// Waits jump instead of sleeping; real work still shows as elapsed time.
final class MeasuredVirtualClockTests: XCTestCase {
    private final class Due: InputReadiness {
        let time: Double?
        init(_ time: Double?) { self.time = time }
        var pollDescriptor: Int32? { nil }
        func nextEventTime() -> Double? { time }
    }

    func testAWaitJumpsToItsDeadlineWithoutSleeping() {
        let clock = MeasuredVirtualClock(start: 100)
        let wall = Date()
        XCTAssertFalse(clock.wait(until: 160, wakingOn: []))
        XCTAssertGreaterThanOrEqual(clock.now(), 160)
        XCTAssertLessThan(clock.now(), 160.5)
        XCTAssertLessThan(Date().timeIntervalSince(wall), 1, "a minute of virtual waiting takes no real time")
    }

    func testDueInputEndsTheWaitEarly() {
        let clock = MeasuredVirtualClock(start: 0)
        XCTAssertTrue(clock.wait(until: 10, wakingOn: [Due(3)]))
        XCTAssertEqual(clock.now(), 3, accuracy: 0.1)
        XCTAssertTrue(clock.wait(until: 10, wakingOn: [Due(1)]), "input already due: at once")
        XCTAssertLessThan(clock.now(), 3.1)
    }

    func testOffFrameWorkRunsInEveryWaitAndIsLeftOutOfTheTimeLine() {
        let clock = MeasuredVirtualClock(start: 0)
        var runs = 0
        clock.offFrameWork = {
            runs += 1
            // 5 ms of real work, as a tile drawn while the loop waits.
            let real = MonotonicClock()
            let end = real.now() + 0.005
            while real.now() < end {}
        }
        let deadline = clock.now() + 0.001
        let cpu = clock.threadCPUTime()
        XCTAssertFalse(clock.wait(until: deadline, wakingOn: []))
        XCTAssertLessThan(clock.threadCPUTime() - cpu, 0.004, "nor in the thread's CPU time")
        XCTAssertEqual(runs, 1)
        XCTAssertGreaterThanOrEqual(clock.offFrameSeconds, 0.005)
        XCTAssertEqual(clock.now(), deadline, accuracy: 0.0005, "5 ms of work before a 1 ms deadline: still on time")
        clock.wait(until: deadline + 1)
        XCTAssertEqual(runs, 2)
    }

    func testWorkAdvancesTime() {
        let clock = MeasuredVirtualClock(start: 0)
        let before = clock.now()
        var x = 0.0
        for i in 0..<200_000 { x += sin(Double(i)) }
        XCTAssertNotEqual(x, 0.5)
        XCTAssertGreaterThan(clock.now(), before, "real work moves the clock")
    }
}
