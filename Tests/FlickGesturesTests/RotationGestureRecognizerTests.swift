import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class RotationGestureRecognizerTests: XCTestCase {
    private let center = Point(x: 400, y: 400)

    private func turn(by angle: Double, duration: Double, fingers: Int = 2, radius: Double = 80,
                      rate: Double = 120) -> TraceBuilder {
        var trace = TraceBuilder(rate: rate)
        trace.down((0..<fingers).map { index in
            let a = Double(index) * 2 * Double.pi / Double(fingers)
            return (index, center + Point(x: radius * cos(a), y: radius * sin(a)))
        }, time: 0)
        trace.move(Array(0..<fingers), duration: duration) { [center] _, start, progress in
            let a = angle * progress, offset = start - center
            return center + Point(x: offset.x * cos(a) - offset.y * sin(a), y: offset.x * sin(a) + offset.y * cos(a))
        }
        trace.up(Array(0..<fingers))
        return trace
    }

    func testThresholdGrowsWithPinching() {
        let rotation = RotationGestureRecognizer()
        let degree = Double.pi / 180
        XCTAssertEqual(rotation.threshold(spreadChange: 0, initialSpread: 100), 5 * degree, accuracy: 1e-12)
        XCTAssertEqual(rotation.threshold(spreadChange: 25, initialSpread: 100), 7.5 * degree, accuracy: 1e-12)
        XCTAssertEqual(rotation.threshold(spreadChange: -300, initialSpread: 100), 10 * degree, accuracy: 1e-12)
    }

    func testBeginsAtFiveDegreesAndCountsPastPi() {
        let rotation = RotationGestureRecognizer()
        let harness = GestureHarness([rotation])
        let total = 400 * Double.pi / 180
        harness.run(turn(by: total, duration: 1).frames)
        XCTAssertEqual(harness.milestones, ["rotation:began", "rotation:ended"])
        // 5° of 400° over 1 s, starting at 0.
        XCTAssertEqual(harness.events.first!.time, 5.0 / 400, accuracy: 1e-6)
        XCTAssertEqual(harness.events.last!.values.rotation, total - 5 * Double.pi / 180, accuracy: 1e-6)
        XCTAssertEqual(harness.events.last!.values.rotationVelocity, total, accuracy: total * 0.05)
        XCTAssertEqual(rotation.transitions, ["possible→began", "began→changed", "changed→ended", "ended→possible"])
    }

    func testCounterClockwiseIsNegativeAndFiveFingersWork() {
        let rotation = RotationGestureRecognizer()
        let harness = GestureHarness([rotation])
        harness.run(turn(by: -Double.pi / 2, duration: 0.5, fingers: 5).frames)
        XCTAssertEqual(harness.events.last!.values.rotation, -Double.pi / 2 + 5 * Double.pi / 180, accuracy: 1e-6)
        XCTAssertEqual(harness.events.last!.values.touches, 5)
    }

    func testNoTurnFails() {
        let rotation = RotationGestureRecognizer()
        let harness = GestureHarness([rotation])
        harness.run(turn(by: 3 * Double.pi / 180, duration: 0.3).frames)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(rotation.transitions, ["possible→failed", "failed→possible"])
    }

    func testCancelledWhileTurning() {
        let rotation = RotationGestureRecognizer()
        let harness = GestureHarness([rotation])
        var frames = Array(turn(by: 1, duration: 0.2).frames.dropLast())
        let last = frames.last!
        frames.append(TouchFrame(time: last.time + 0.01, touches: last.touches.map {
            var touch = $0
            touch.phase = .cancelled
            return touch
        }))
        harness.run(frames)
        XCTAssertEqual(harness.milestones, ["rotation:began", "rotation:cancelled"])
    }
}
