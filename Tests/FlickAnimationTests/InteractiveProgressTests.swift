import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class InteractiveProgressTests: XCTestCase {
    private func settled(finish: Bool) -> InteractiveProgress {
        var machine = InteractiveProgress(completeProgress: 1, fullSettleDuration: 0.3)
        machine.begin(progress: 0.5, at: 0)
        machine.end(finish: finish, at: 1)
        machine.advance(to: 2)
        return machine
    }

    func testIdleToTrackingAndUpdates() {
        var machine = InteractiveProgress(completeProgress: 2)
        XCTAssertEqual(machine.state, .idle)
        XCTAssertEqual(machine.progress(at: 0), 0)
        machine.update(progress: 1) // ignored while idle
        XCTAssertEqual(machine.state, .idle)
        machine.begin(progress: 0.25, at: 0)
        XCTAssertEqual(machine.state, .tracking(progress: 0.25))
        machine.update(progress: 1.5)
        XCTAssertEqual(machine.progress(at: 9), 1.5)
        machine.update(progress: 5) // clamped
        XCTAssertEqual(machine.state, .tracking(progress: 2))
        machine.begin(progress: 0, at: 1) // ignored while tracking
        XCTAssertEqual(machine.state, .tracking(progress: 2))
        XCTAssertFalse(machine.isDone(at: 100))
    }

    func testTrackingToSettlingFromWhereTheFingerLeft() {
        var machine = InteractiveProgress(completeProgress: 1, fullSettleDuration: 0.3)
        machine.begin(progress: 0, at: 0)
        machine.update(progress: 0.75)
        machine.end(finish: true, at: 10)
        guard case .settling(let settle) = machine.state else { return XCTFail("not settling") }
        XCTAssertEqual(settle.from, 0.75)
        XCTAssertEqual(settle.to, 1)
        XCTAssertEqual(settle.duration, 0.075, accuracy: 1e-12) // a quarter of the range
        XCTAssertEqual(machine.progress(at: 10), 0.75) // no jump at release
        XCTAssertEqual(machine.progress(at: 10.0375), 0.75 + 0.25 * TimingFunction.easeOut(0.5), accuracy: 1e-6)
        XCTAssertFalse(machine.isDone(at: 10.07))
        XCTAssertTrue(machine.isDone(at: 10.075))
        machine.update(progress: 0) // ignored while settling
        machine.end(finish: false, at: 10.01) // ignored while settling
        XCTAssertEqual(machine.progress(at: 10), 0.75)
    }

    func testSettlingToFinishedAndCancelled() {
        XCTAssertEqual(settled(finish: true).state, .finished)
        XCTAssertEqual(settled(finish: true).progress(at: 5), 1)
        XCTAssertEqual(settled(finish: false).state, .cancelled)
        XCTAssertEqual(settled(finish: false).progress(at: 5), 0)
        var early = InteractiveProgress(completeProgress: 1)
        early.begin(progress: 0.5, at: 0)
        early.end(finish: true, at: 1)
        early.advance(to: 1.01) // not over yet
        if case .settling = early.state {} else { XCTFail("settle ended early") }
    }

    func testTheSettleEndsWhenItsEndTimeSays() throws {
        var machine = InteractiveProgress(completeProgress: 1, fullSettleDuration: 0.3)
        XCTAssertNil(machine.settleEndTime, "idle")
        machine.begin(progress: 0.4, at: 0)
        XCTAssertNil(machine.settleEndTime, "tracking: a finger decides")
        machine.end(finish: true, at: 1)
        let end = try XCTUnwrap(machine.settleEndTime)
        XCTAssertEqual(end, 1 + 0.3 * 0.6, accuracy: 1e-12, "the share of the duration left to go")
        machine.advance(to: end.nextDown)
        XCTAssertEqual(machine.settleEndTime, end, "still settling just before it")
        machine.advance(to: end)
        XCTAssertEqual(machine.state, .finished)
        XCTAssertNil(machine.settleEndTime)
    }

    func testSettlingCaughtByANewTouch() {
        var machine = InteractiveProgress(completeProgress: 1, fullSettleDuration: 0.3)
        machine.begin(progress: 0.5, at: 0)
        machine.end(finish: false, at: 1)
        let caught = machine.progress(at: 1.05)
        machine.begin(progress: caught, at: 1.05)
        XCTAssertEqual(machine.state, .tracking(progress: caught))
        XCTAssertLessThan(caught, 0.5)
        XCTAssertGreaterThan(caught, 0)
    }

    func testFinishedAndCancelledResetToIdleOrTrackAgain() {
        for finish in [true, false] {
            var machine = settled(finish: finish)
            XCTAssertTrue(machine.isDone(at: 0))
            machine.reset()
            XCTAssertEqual(machine.state, .idle)
            machine.reset() // ignored while idle
            XCTAssertEqual(machine.state, .idle)
            var again = settled(finish: finish)
            again.begin(progress: 0.1, at: 3)
            XCTAssertEqual(again.state, .tracking(progress: 0.1))
        }
    }
}
