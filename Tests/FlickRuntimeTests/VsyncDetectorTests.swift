import FlickRuntime
import XCTest

/// Every transition of the vsync detector (`VsyncDetection.md`), on present timings the tests
/// give: presents that really block, a whole number of refresh periods apart, are followed after
/// three in a row; a present that returns at once or between vblanks starts the count again;
/// followed presents faster than the display refreshes disprove vsync for good.
final class VsyncDetectorTests: XCTestCase {
    private let period = 1.0 / 60

    func testPresentsThatBlockAPeriodApartAreFollowedAfterThreeInARow() {
        var detector = VsyncDetector(refreshRate: 60)
        XCTAssertEqual(detector.state, .idle)
        XCTAssertFalse(detector.notePresent(duration: 0.0001, returnedAt: 0.5), "idle → idle: returned at once")
        XCTAssertEqual(detector.state, .idle)
        XCTAssertTrue(detector.notePresent(duration: 0.008, returnedAt: 1))
        XCTAssertEqual(detector.state, .confirming(count: 1, lastReturn: 1), "idle → confirming")
        XCTAssertTrue(detector.notePresent(duration: 0.004, returnedAt: 1 + period))
        XCTAssertEqual(detector.state, .confirming(count: 2, lastReturn: 1 + period), "confirming → confirming")
        XCTAssertFalse(detector.isFollowing, "two blocking presents are not enough")
        XCTAssertTrue(detector.notePresent(duration: 0.012, returnedAt: 1 + 2 * period))
        XCTAssertEqual(detector.state, .following(lastReturn: 1 + 2 * period), "confirming → following")
        XCTAssertEqual(detector.blockingPresents, VsyncDetector.confirmations)
        XCTAssertTrue(detector.notePresent(duration: 0.003, returnedAt: 1 + 4 * period), "a skipped vblank is still vsync")
        XCTAssertEqual(detector.state, .following(lastReturn: 1 + 4 * period), "following → following")
        XCTAssertFalse(detector.notePresent(duration: 0.0001, returnedAt: 1 + 5 * period), "a present that returned at once")
        XCTAssertEqual(detector.state, .idle, "following → idle: back to the loop's own pacing")
        XCTAssertFalse(detector.isDisproved)
    }

    func testAConfirmingCountStartsAgainOnAPresentThatReturnsAtOnceOrBetweenVblanks() {
        var detector = VsyncDetector(refreshRate: 60)
        _ = detector.notePresent(duration: 0.005, returnedAt: 2)
        _ = detector.notePresent(duration: 0.005, returnedAt: 2 + period)
        XCTAssertFalse(detector.notePresent(duration: 0.0002, returnedAt: 2 + 2 * period))
        XCTAssertEqual(detector.state, .idle, "confirming → idle")
        _ = detector.notePresent(duration: 0.005, returnedAt: 3)
        XCTAssertTrue(detector.notePresent(duration: 0.005, returnedAt: 3 + 1.5 * period))
        XCTAssertEqual(detector.state, .confirming(count: 1, lastReturn: 3 + 1.5 * period),
                       "confirming → confirming, counted from 1: between vblanks")
    }

    func testBlockingPresentsFasterThanTheRefreshRateAreASlowCopyNotVsync() {
        var detector = VsyncDetector(refreshRate: 60)
        // Self-paced on the 60 Hz grid, a 6 ms copy returns once a period: it looks like vsync.
        for k in 0..<3 { XCTAssertTrue(detector.notePresent(duration: 0.006, returnedAt: 2 + Double(k) * period)) }
        XCTAssertTrue(detector.isFollowing)
        // Followed, frames run back to back and the copy returns every 9.6 ms: not vsync.
        XCTAssertFalse(detector.notePresent(duration: 0.006, returnedAt: 2 + 2 * period + 0.0096))
        XCTAssertEqual(detector.state, .disproved, "following → disproved")
        XCTAssertEqual(detector.blockingPresents, 0)
        for k in 3..<10 {
            XCTAssertFalse(detector.notePresent(duration: 0.006, returnedAt: 2 + Double(k) * period), "never again")
        }
        XCTAssertFalse(detector.notePresent(duration: 0.0001, returnedAt: 3))
        XCTAssertEqual(detector.state, .disproved, "disproved → disproved, whatever comes")
    }

    func testBlockingPresentsHalfAPeriodApartAreNeverFollowed() {
        // A 120 Hz loop on a display that reports 60 Hz, each present blocking 1.5 ms on a
        // slow copy: they return half a refresh period apart, between vblanks.
        var detector = VsyncDetector(refreshRate: 60)
        for k in 0..<12 {
            _ = detector.notePresent(duration: 0.0015, returnedAt: 3 + Double(k) * period / 2)
            XCTAssertFalse(detector.isFollowing, "present \(k): never followed")
        }
        XCTAssertFalse(detector.isDisproved, "not disproved either: a real vsync may come later")
    }

    func testAFollowedVsyncWhosePresentReturnsBetweenVblanksIsLeftUntilPresentsAlignAgain() {
        var detector = VsyncDetector(refreshRate: 60)
        // Returns 2 ms late, then 1.5 ms early against the one before (0.12 and 0.09 of a
        // period) still line up with vblanks.
        for (k, jitter) in [0.0, 0.002, 0.0005].enumerated() {
            XCTAssertTrue(detector.notePresent(duration: 0.005, returnedAt: 4 + Double(k) * period + jitter))
        }
        XCTAssertTrue(detector.isFollowing)
        // One returns 0.4 of a period after a vblank: the loop paces on its own grid again.
        XCTAssertTrue(detector.notePresent(duration: 0.005, returnedAt: 4 + 3.4 * period))
        XCTAssertEqual(detector.state, .confirming(count: 1, lastReturn: 4 + 3.4 * period),
                       "following → confirming: it starts the count again")
        XCTAssertFalse(detector.isDisproved)
        // Two more a whole period apart from it: followed again.
        XCTAssertTrue(detector.notePresent(duration: 0.005, returnedAt: 4 + 4.4 * period))
        XCTAssertFalse(detector.isFollowing)
        XCTAssertTrue(detector.notePresent(duration: 0.005, returnedAt: 4 + 5.4 * period))
        XCTAssertTrue(detector.isFollowing)
    }

    func testWholePeriodsAllowTheTolerance() {
        let detector = VsyncDetector(refreshRate: 60)
        XCTAssertTrue(detector.isWholePeriods(period))
        XCTAssertTrue(detector.isWholePeriods(3 * period + 0.14 * period))
        XCTAssertFalse(detector.isWholePeriods(3 * period + 0.2 * period))
        XCTAssertTrue(detector.isWholePeriods(0.86 * period), "a vblank's return a little early")
        XCTAssertFalse(detector.isWholePeriods(0.5 * period))
        XCTAssertFalse(detector.isWholePeriods(0.1 * period), "not 0 periods")
    }
}
