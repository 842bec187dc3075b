import FlickRuntime
import Foundation
import XCTest

/// The process's start, behind the startup figure (exec to the first frame presented).
final class ProcessStartTests: XCTestCase {
    func testThisProcessStartedAfterBootAndBeforeNow() throws {
        let started = try XCTUnwrap(ProcessStart.secondsSinceBoot, "/proc/self/stat is readable on Linux")
        XCTAssertGreaterThan(started, 0)
        XCTAssertLessThanOrEqual(started, ProcessInfo.processInfo.systemUptime + 0.02, "not after now")
        let now = MonotonicClock().now()
        let age = try XCTUnwrap(ProcessStart.seconds(toMonotonic: now, now: now))
        XCTAssertGreaterThanOrEqual(age, -0.02, "the process is as old as the clocks say (10 ms ticks)")
        let earlier = try XCTUnwrap(ProcessStart.seconds(toMonotonic: now - 1, now: now))
        XCTAssertEqual(age - earlier, 1, accuracy: 0.01, "a time a second earlier is a second nearer the start")
    }
}
