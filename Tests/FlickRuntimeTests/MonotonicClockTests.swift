import FlickRuntime
import Glibc
import XCTest

/// A source backed by a pipe: readable when a byte has been written.
final class PipeSource: InputReadiness {
    let read: Int32, write: Int32
    init() {
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        read = fds[0]
        write = fds[1]
    }
    deinit {
        close(read)
        close(write)
    }
    var pollDescriptor: Int32? { read }
    func nextEventTime() -> Double? { nil }
}

final class MonotonicClockTests: XCTestCase {
    func testReadsMonotonicTimeAndThreadCPUTime() {
        let clock = MonotonicClock()
        let first = clock.now(), cpuBefore = clock.threadCPUTime()
        var sum = 0.0
        for i in 0..<200_000 { sum += sqrt(Double(i)) }
        XCTAssertGreaterThan(sum, 0)
        XCTAssertGreaterThanOrEqual(clock.now(), first)
        XCTAssertGreaterThan(clock.threadCPUTime(), cpuBefore, "busy work shows in the thread's CPU time")
        var raw = timespec()
        clock_gettime(CLOCK_MONOTONIC, &raw)
        XCTAssertEqual(clock.now(), Double(raw.tv_sec) + Double(raw.tv_nsec) * 1e-9, accuracy: 0.5,
                       "the same time base as evdev's CLOCK_MONOTONIC timestamps")
    }

    func testWaitReturnsAtOnceForAPastDeadline() {
        let clock = MonotonicClock()
        let deadline = clock.now() - 1
        XCTAssertFalse(clock.wait(until: deadline, wakingOn: []))
        XCTAssertFalse(clock.wait(until: deadline, wakingOn: [PipeSource()]))
        XCTAssertLessThan(clock.now() - deadline, 1.5)
    }

    func testReadableInputEndsTheWaitAtOnce() {
        let clock = MonotonicClock()
        let source = PipeSource()
        var byte: UInt8 = 1
        XCTAssertEqual(Glibc.write(source.write, &byte, 1), 1)
        let before = clock.now()
        XCTAssertTrue(clock.wait(until: before + 30, wakingOn: [source]), "input ends the wait")
        XCTAssertLessThan(clock.now() - before, 5, "did not sleep to the deadline")
    }

    func testADueReplayEventEndsTheWaitAtOnce() {
        let clock = MonotonicClock()
        let replay = ReplayInputSource([PointerSample(time: clock.now() - 0.5, x: 0, y: 0)])
        let before = clock.now()
        XCTAssertTrue(clock.wait(until: before + 30, wakingOn: [replay]))
        XCTAssertLessThan(clock.now() - before, 5)
    }
}
