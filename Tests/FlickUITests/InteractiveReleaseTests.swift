@testable import FlickUI
import XCTest

/// The shared release of the interactive pop and the sheet's drag: the deciding rule, the
/// spring's duration and starting speed, the cancel cap and the move made at once.
final class InteractiveReleaseTests: XCTestCase {
    func testTheDecidingRule() {
        let decide = { (progress: Double, velocity: Double) in
            InteractiveRelease.finishes(progress: progress, velocity: velocity, decidingSpeed: 1, decidingProgress: 0.5)
        }
        XCTAssertTrue(decide(0.1, 1), "a fling at the deciding speed goes its way")
        XCTAssertFalse(decide(0.9, -1), "even back from far along")
        XCTAssertTrue(decide(0.6, 0.5), "slower: past half way")
        XCTAssertFalse(decide(0.4, 0.5))
    }

    func testTheSpringCarriesTheFingersSpeedOverTheDistanceLeft() {
        let on = InteractiveRelease(progress: 0.25, velocity: 1.5, finishing: true, maximumDuration: 0.8, minimumDuration: 0.05)
        XCTAssertEqual(on.target, 1)
        XCTAssertEqual(on.duration, 0.6, accuracy: 1e-12, "0.8 s × 0.75 left")
        XCTAssertEqual(on.springSpeed, 2, accuracy: 1e-12, "1.5 lengths/s over 0.75 left: 2 moves/s")
        let back = InteractiveRelease(
            progress: 0.9, velocity: -0.2, finishing: false, maximumDuration: 0.8, maximumCancelDuration: 0.3,
            minimumDuration: 0.05)
        XCTAssertEqual(back.target, 0)
        XCTAssertEqual(back.duration, 0.3, accuracy: 1e-12, "capped going back")
        XCTAssertEqual(back.springSpeed, 0.2 / 0.9, accuracy: 1e-12)
        let there = InteractiveRelease(progress: 0.99, velocity: 3, finishing: true, maximumDuration: 0.3, minimumDuration: 0.05)
        XCTAssertEqual(there.duration, 0, "too short to animate: placed at once")
    }
}
