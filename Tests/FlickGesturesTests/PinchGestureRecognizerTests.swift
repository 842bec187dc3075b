import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class PinchGestureRecognizerTests: XCTestCase {
    func testTwoFingerSpreadBeginsAtTheSlopAndScales() {
        let pinch = PinchGestureRecognizer()
        let harness = GestureHarness([pinch])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 200, y: 300)), (1, Point(x: 300, y: 300))]) // 100 pt apart
        trace.move([0, 1], duration: 0.2) { finger, start, progress in
            start + Point(x: (finger == 0 ? -50 : 50) * progress, y: 0) // to 200 pt apart
        }
        trace.up([0, 1])
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pinch:began", "pinch:ended"])
        let began = harness.events(of: pinch).first!
        // 8 pt of the 100 pt spread change over 0.2 s: 16 ms after the motion started.
        XCTAssertEqual(began.time, 1.0 / 120 + 0.016, accuracy: 1e-9)
        XCTAssertEqual(began.values.scale, 1, accuracy: 1e-12)
        XCTAssertEqual(began.values.location.x, 250, accuracy: 1e-9)
        let ended = harness.events(of: pinch).last!
        XCTAssertEqual(ended.values.scale, 200.0 / 108, accuracy: 1e-9)
        XCTAssertGreaterThan(ended.values.scaleVelocity, 0)
        XCTAssertEqual(pinch.transitions, ["possible→began", "began→changed", "changed→ended", "ended→possible"])
    }

    func testFiveFingerPinchIsAPinch() {
        let pinch = PinchGestureRecognizer()
        let harness = GestureHarness([pinch])
        var trace = TraceBuilder(rate: 120)
        let center = Point(x: 400, y: 400)
        let fingers = (0..<5).map { index -> (Int, Point) in
            let angle = Double(index) * 2 * Double.pi / 5
            return (index, center + Point(x: 120 * cos(angle), y: 120 * sin(angle)))
        }
        trace.down(fingers)
        trace.move(Array(0..<5), duration: 0.3) { _, start, progress in
            center + (start - center) * (1 - 0.6 * progress) // close to 40 %
        }
        trace.up(Array(0..<5))
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pinch:began", "pinch:ended"])
        let ended = harness.events(of: pinch).last!
        XCTAssertEqual(ended.values.scale, 96.0 / (240 - 8), accuracy: 1e-6)
        XCTAssertEqual(ended.values.touches, 5)
        XCTAssertLessThan(ended.values.scaleVelocity, 0)
    }

    func testFingersWithoutSpreadChangeFail() {
        let pinch = PinchGestureRecognizer()
        let harness = GestureHarness([pinch])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 200, y: 300)), (1, Point(x: 300, y: 300))])
        trace.move([0, 1], by: Point(x: 0, y: 200), duration: 0.2) // a two-finger drag
        trace.up([0, 1])
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(pinch.transitions, ["possible→failed", "failed→possible"])
    }

    func testEndsWhenOneOfTwoFingersLiftsAndCancelsOnCancel() {
        let pinch = PinchGestureRecognizer()
        let harness = GestureHarness([pinch])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 200, y: 300)), (1, Point(x: 300, y: 300))])
        trace.move([1], by: Point(x: 60, y: 0), duration: 0.1)
        trace.up(1)
        trace.move([0], by: Point(x: -60, y: 0), duration: 0.1)
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pinch:began", "pinch:ended"])

        let cancelHarness = GestureHarness([PinchGestureRecognizer()])
        let frames = [
            TouchFrame(time: 0, touches: [Touch(id: 1, location: Point(x: 0, y: 0), phase: .began),
                                          Touch(id: 2, location: Point(x: 100, y: 0), phase: .began)]),
            TouchFrame(time: 0.01, touches: [Touch(id: 1, location: Point(x: 0, y: 0), phase: .stationary),
                                             Touch(id: 2, location: Point(x: 150, y: 0), phase: .moved)]),
            TouchFrame(time: 0.02, touches: [Touch(id: 1, location: Point(x: 0, y: 0), phase: .cancelled),
                                             Touch(id: 2, location: Point(x: 150, y: 0), phase: .cancelled)]),
        ]
        cancelHarness.run(frames)
        XCTAssertEqual(cancelHarness.milestones, ["pinch:began", "pinch:cancelled"])
    }
}
