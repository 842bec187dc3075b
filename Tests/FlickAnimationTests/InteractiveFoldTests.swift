import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class InteractiveFoldTests: XCTestCase {
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
}
