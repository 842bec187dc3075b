import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class InteractiveFlipTests: XCTestCase {
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
