@testable import FlickUI
import XCTest

/// Every transition of `SheetDismissal`'s state machine (FlickUI.docc, ScreensAndSheets.md).
final class SheetDismissalTests: XCTestCase {
    func testTrackingFollowsClampedAndFinishes() {
        var dismissal = SheetDismissal(refusing: false)
        XCTAssertEqual(dismissal.state, .tracking(progress: 0))
        dismissal.update(translation: 115, height: 460)
        XCTAssertEqual(dismissal.state, .tracking(progress: 0.25))
        dismissal.update(translation: -30, height: 460)
        XCTAssertEqual(dismissal.state, .tracking(progress: 0), "no dismissing upwards")
        dismissal.update(translation: 900, height: 460)
        XCTAssertEqual(dismissal.state, .tracking(progress: 1))
        XCTAssertTrue(dismissal.release(finishing: true))
        XCTAssertEqual(dismissal.state, .finishing)
        XCTAssertTrue(dismissal.completes)
        XCTAssertFalse(dismissal.isInteractive)
    }

    func testTrackingCancels() {
        var dismissal = SheetDismissal(refusing: false)
        dismissal.update(translation: 100, height: 460)
        XCTAssertFalse(dismissal.release(finishing: false))
        XCTAssertEqual(dismissal.state, .cancelling)
        XCTAssertFalse(dismissal.completes)
    }

    func testRefusingRubberBandsAndAlwaysCancels() {
        var dismissal = SheetDismissal(refusing: true)
        XCTAssertEqual(dismissal.state, .refusing(offset: 0))
        dismissal.update(translation: 460, height: 460)
        // (1 − 1/(0.55 + 1)) · 460 ≈ 163.2 pt.
        guard case .refusing(let offset) = dismissal.state else { return XCTFail("\(dismissal.state)") }
        XCTAssertEqual(offset, (1 - 1 / 1.55) * 460, accuracy: 1e-9)
        XCTAssertFalse(dismissal.release(finishing: true), "a refusing sheet never finishes")
        XCTAssertEqual(dismissal.state, .cancelling)
    }

    func testEndStatesIgnoreTheFinger() {
        for finishing in [true, false] {
            var dismissal = SheetDismissal(refusing: false)
            dismissal.release(finishing: finishing)
            let end = dismissal.state
            dismissal.update(translation: 100, height: 460)
            XCTAssertEqual(dismissal.state, end)
            XCTAssertFalse(dismissal.release(finishing: !finishing))
            XCTAssertEqual(dismissal.state, end)
        }
    }
}
