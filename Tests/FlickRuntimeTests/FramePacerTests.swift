import FlickRuntime
import XCTest

final class FramePacerTests: XCTestCase {
    func testDeadlinesAreFractionalNotWholeMilliseconds() {
        let pacer = FramePacer(rate: 60, start: 10)
        XCTAssertEqual(pacer.interval, 1.0 / 60, accuracy: 1e-15)
        XCTAssertEqual(pacer.target, 10 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertNotEqual(pacer.deadline(1) - 10, 0.016, accuracy: 1e-4, "SDL's 16 ms rounding must not leak in")
        XCTAssertEqual(pacer.deadline(60), 11, accuracy: 1e-12, "60 deadlines span exactly one second")
        XCTAssertEqual(pacer.deadline(600_000), 10_010, accuracy: 1e-9, "no accumulated drift")
    }

    func testOnTimeFrameIsShownAtItsTarget() {
        let pacer = FramePacer(rate: 60, start: 0)
        let slot = pacer.slot(finishedAt: 0.010)
        XCTAssertEqual(slot, FramePacer.Slot(index: 1, time: 1.0 / 60, skipped: 0))
        XCTAssertEqual(pacer.slot(finishedAt: 1.0 / 60).skipped, 0, "finishing exactly at the deadline makes it")
    }

    func testLateFrameSkipsToTheFirstDeadlineAfterItFinished() {
        var pacer = FramePacer(rate: 60, start: 0)
        let slot = pacer.slot(finishedAt: 2.5 / 60)
        XCTAssertEqual(slot.index, 3)
        XCTAssertEqual(slot.time, 3.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(slot.skipped, 2)
        pacer.presented(at: slot)
        XCTAssertEqual(pacer.index, 4, "the next frame targets the deadline after, not the ones it missed")
        XCTAssertEqual(pacer.slot(finishedAt: 2.0 / 60 + 1e-9).index, 4, "a finish just past a deadline")
    }

    func testLateFrameLandingExactlyOnADeadline() {
        let pacer = FramePacer(rate: 120, start: 1)
        let slot = pacer.slot(finishedAt: pacer.deadline(5))
        XCTAssertEqual(slot.index, 5)
        XCTAssertEqual(slot.skipped, 4)
    }

    func testFollowingVsyncReanchorsTheGrid() {
        var pacer = FramePacer(rate: 60, start: 0)
        XCTAssertEqual(pacer.followVsync(at: 1.0 / 60 + 0.001, rate: 60), 0, "jitter under half an interval is on time")
        XCTAssertEqual(pacer.origin, 1.0 / 60 + 0.001, accuracy: 1e-12)
        XCTAssertEqual(pacer.target, 2.0 / 60 + 0.001, accuracy: 1e-12)
        XCTAssertEqual(pacer.followVsync(at: pacer.target + 1.0 / 60, rate: 60), 1)
        XCTAssertEqual(pacer.followVsync(at: pacer.target, rate: 75), 0)
        XCTAssertEqual(pacer.rate, 75, "the display's rate replaces the configured one")
    }

    func testRestartStartsANewGridAtANewRate() {
        var pacer = FramePacer(rate: 60, start: 0)
        pacer.presented(at: pacer.slot(finishedAt: 0.5))
        pacer.restart(at: 7, rate: 10)
        XCTAssertEqual(pacer.target, 7.1, accuracy: 1e-12)
        XCTAssertEqual(pacer.index, 1)
    }
}
