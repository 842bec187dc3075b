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

    /// Rounding slack of the clock's offset arithmetic, seconds (ours: a few ulps at 1e2 s).
    private static let rounding = 1e-9

    /// The clock includes real time by design, so its readings are checked against the real
    /// time the calls took (bracketed by a monotonic clock), never against a fixed margin
    /// that a busy core could exceed.
    private func bracketed<T>(_ body: () -> T) -> (value: T, realSeconds: Double) {
        let real = MonotonicClock()
        let start = real.now()
        let value = body()
        return (value, real.now() - start)
    }

    func testAWaitJumpsToItsDeadlineWithoutSleeping() {
        let clock = MeasuredVirtualClock(start: 100)
        let ((woken, reading), real) = bracketed { (clock.wait(until: 160, wakingOn: []), clock.now()) }
        XCTAssertFalse(woken)
        XCTAssertGreaterThanOrEqual(reading, 160)
        XCTAssertLessThanOrEqual(reading - 160, real + Self.rounding, "past the deadline only by the real time taken")
        XCTAssertLessThan(real, 60, "a minute of virtual waiting did not sleep the minute")
    }

    func testDueInputEndsTheWaitEarly() {
        let clock = MeasuredVirtualClock(start: 0)
        let ((woken, reading, again, later), real) = bracketed {
            (clock.wait(until: 10, wakingOn: [Due(3)]), clock.now(), clock.wait(until: 10, wakingOn: [Due(1)]), clock.now())
        }
        XCTAssertTrue(woken)
        XCTAssertGreaterThanOrEqual(reading, 3)
        XCTAssertTrue(again, "input already due: at once")
        XCTAssertLessThanOrEqual(later - 3, real + Self.rounding,
                                 "jumped to the input at 3 s, not the deadline, then not at all for input already due")
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
        let ((woken, reading), real) = bracketed { (clock.wait(until: deadline, wakingOn: []), clock.now()) }
        XCTAssertFalse(woken)
        XCTAssertLessThan(clock.threadCPUTime() - cpu, 0.004, "nor in the thread's CPU time")
        XCTAssertEqual(runs, 1)
        XCTAssertGreaterThanOrEqual(clock.offFrameSeconds, 0.005)
        // 5 ms of work before a 1 ms deadline: still on time, late only by the real time the
        // call took besides that work.
        XCTAssertGreaterThanOrEqual(reading, deadline)
        XCTAssertLessThanOrEqual(reading - deadline, real - clock.offFrameSeconds + Self.rounding)
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

    func testASlowdownStretchesWorkButNotWaits() {
        let slowdown = 3.0
        let clock = MeasuredVirtualClock(start: 0, slowdown: slowdown)
        XCTAssertEqual(clock.slowdown, slowdown)
        let ((before, reading), real) = bracketed { () -> (Double, Double) in
            let before = clock.now()
            // 5 ms of real work, as a frame's render.
            let wall = MonotonicClock()
            let end = wall.now() + 0.005
            while wall.now() < end {}
            return (before, clock.now())
        }
        XCTAssertGreaterThanOrEqual(reading - before, slowdown * 0.005 - Self.rounding, "work took three times its time")
        XCTAssertLessThanOrEqual(reading - before, slowdown * real + Self.rounding)
        let deadline = reading + 1
        let (after, waited) = bracketed { () -> Double in
            clock.wait(until: deadline, wakingOn: [])
            return clock.now()
        }
        XCTAssertGreaterThanOrEqual(after, deadline)
        XCTAssertLessThanOrEqual(after - deadline, slowdown * waited + Self.rounding, "a wait lands on its deadline")
    }

    func testASlowdownBelowOneOrNotANumberMeasuresAsIs() {
        for slowdown in [0.5, 0, -2, .nan, .infinity] {
            XCTAssertEqual(MeasuredVirtualClock(slowdown: slowdown).slowdown, 1, "\(slowdown)")
        }
    }
}
