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

final class InteractiveFoldAndFlipTests: XCTestCase {
    private let size = Size(width: 300, height: 200)

    func testPinchDrivesTheFoldAngle() {
        var fold = InteractiveFold(transition: FoldTransition(size: size))
        fold.begin(pinchDistance: 200, at: 0)
        fold.update(pinchDistance: 140) // 60 pt of 120: half-way
        XCTAssertEqual(fold.angle(at: 0.1), .pi / 4, accuracy: 1e-12)
        // The crease stays at the centre while the fingers drive it.
        let upper = fold.panels(at: 0.1)[1]
        XCTAssertEqual(upper.projectedCorners[2]?.y ?? 0, 100, accuracy: 1e-9)
    }

    func testFoldReleaseDecidesByProgressThenVelocity() {
        func released(distance: Double, velocity: Double) -> Double {
            var fold = InteractiveFold(transition: FoldTransition(size: size))
            fold.begin(pinchDistance: 200, at: 0)
            fold.update(pinchDistance: distance)
            fold.end(pinchVelocity: velocity, lastDistance: distance, at: 1)
            fold.advance(to: 2)
            return fold.angle(at: 2)
        }
        // p = 0.7 ≥ 2/3 finishes; p = 0.6 returns (1 − cos 54° = 0.41 < 0.5).
        XCTAssertEqual(released(distance: 200 - 84, velocity: 0), .pi / 2)
        XCTAssertEqual(released(distance: 200 - 72, velocity: 0), 0)
        // A fast pinch inwards (towards folding) finishes even at p = 0.3; a fast reverse cancels at 0.9.
        XCTAssertEqual(released(distance: 200 - 36, velocity: -300), .pi / 2)
        XCTAssertEqual(released(distance: 200 - 108, velocity: 300), 0)
    }

    func testFoldAnimatesFromWhereTheFingersLeft() {
        var fold = InteractiveFold(transition: FoldTransition(size: size))
        fold.begin(pinchDistance: 200, at: 0)
        fold.update(pinchDistance: 200 - 96) // p = 0.8
        fold.end(pinchVelocity: 0, lastDistance: 104, at: 1)
        XCTAssertEqual(fold.angle(at: 1), 0.8 * .pi / 2, accuracy: 1e-12)
        XCTAssertFalse(fold.isDone(at: 1.05))
        XCTAssertTrue(fold.isDone(at: 1.06)) // 0.2 of 0.3 s
        // Caught again mid-settle, it continues from there.
        var caught = fold
        let p = caught.interaction.progress(at: 1.03)
        caught.begin(pinchDistance: 150, at: 1.03)
        caught.update(pinchDistance: 150)
        XCTAssertEqual(caught.interaction.progress(at: 1.03), p, accuracy: 1e-12)
    }

    func testPanDrivesBothFlipStages() {
        var flip = InteractiveFlip(transition: FlipTransition(size: Size(width: 400, height: 300)))
        flip.begin(at: 0)
        flip.update(translation: -100) // forward = leftwards; half of a 200 pt half-page
        XCTAssertEqual(flip.stageProgress(at: 0), 0.5)
        XCTAssertEqual(flip.panels(at: 0).last?.role, .front)
        flip.update(translation: -300)
        XCTAssertEqual(flip.stageProgress(at: 0), 1.5)
        XCTAssertEqual(flip.panels(at: 0).last?.role, .back)
        flip.update(translation: 50) // backwards past the start: clamped
        XCTAssertEqual(flip.stageProgress(at: 0), 0)
    }

    func testFlipReleaseBySwipeVelocityAndProgress() {
        func released(translation: Double, velocity: Double, canTurn: Bool = true) -> Double {
            var flip = InteractiveFlip(transition: FlipTransition(size: Size(width: 400, height: 300)), canTurn: canTurn)
            flip.begin(at: 0)
            flip.update(translation: translation)
            flip.end(velocity: velocity, at: 1)
            flip.advance(to: 2)
            return flip.stageProgress(at: 2)
        }
        XCTAssertEqual(released(translation: -220, velocity: 0), 2) // past the middle
        XCTAssertEqual(released(translation: -180, velocity: 0), 0)
        XCTAssertEqual(released(translation: -40, velocity: -130), 2) // a forward swipe
        XCTAssertEqual(released(translation: -380, velocity: 130), 0) // a backward swipe
        XCTAssertEqual(released(translation: -380, velocity: -500, canTurn: false), 0) // no page: always back
    }

    func testRubberBandWhenThereIsNoPage() {
        var flip = InteractiveFlip(transition: FlipTransition(size: Size(width: 400, height: 300)), canTurn: false)
        flip.begin(at: 0)
        flip.update(translation: -200)
        // Hand-computed: K = 1/600, x^n = 200^1.6667 = 6843.2; p = 0.667·11.405/12.405 = 0.6132.
        let kxn = pow(200, 1.6667) / 600
        XCTAssertEqual(flip.stageProgress(at: 0), 0.667 * kxn / (1 + kxn), accuracy: 1e-12)
        XCTAssertEqual(flip.stageProgress(at: 0), 0.6132, accuracy: 1e-3)
        flip.update(translation: -100_000)
        XCTAssertLessThan(flip.stageProgress(at: 0), 0.667)
    }
}
