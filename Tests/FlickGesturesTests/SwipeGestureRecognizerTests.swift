import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class SwipeGestureRecognizerTests: XCTestCase {
    private func stroke(by delta: Point, duration: Double, rate: Double = 120, fingers: Int = 1) -> TraceBuilder {
        var trace = TraceBuilder(rate: rate)
        trace.down((0..<fingers).map { ($0, Point(x: 400 + 60 * Double($0), y: 400)) }, time: 0)
        trace.move(Array(0..<fingers), by: delta, duration: duration)
        trace.up(Array(0..<fingers))
        return trace
    }

    func testTheDecayingThresholds() {
        let swipe = SwipeGestureRecognizer()
        XCTAssertEqual(swipe.minimumFactor(elapsed: 0), 1)
        XCTAssertEqual(swipe.minimumFactor(elapsed: 0.5) * 50, 26.5, accuracy: 1e-12) // iOS 26.1 probe
        XCTAssertEqual(swipe.minimumFactor(elapsed: 2), swipe.minimumFactor(elapsed: 0.5))
        XCTAssertEqual(swipe.maximumFactor(elapsed: 0.5), 0.51, accuracy: 1e-12)
    }

    func testRecognizedAtTheInterpolatedCrossing() {
        let swipe = SwipeGestureRecognizer()
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: 200, y: 0), duration: 0.2).frames) // 1000 pt/s
        XCTAssertEqual(harness.summary, ["swipe:recognized"])
        // 1000·t = 50·(1 − 0.94·t) → t = 50 / 1047.
        XCTAssertEqual(harness.events[0].time, 50.0 / 1047, accuracy: 1e-9)
        XCTAssertEqual(harness.events[0].values.direction, .right)
        XCTAssertEqual(swipe.transitions, ["possible→recognized", "recognized→possible"])
    }

    func testWrongDirectionFails() {
        let swipe = SwipeGestureRecognizer(directions: [.right])
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: -200, y: 0), duration: 0.2).frames)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(swipe.transitions, ["possible→failed", "failed→possible"])
    }

    func testTooMuchSecondaryMovementFails() {
        let swipe = SwipeGestureRecognizer(directions: [.right], minimumPrimaryMovement: 500)
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: 400, y: 300), duration: 0.2).frames)
        XCTAssertEqual(harness.summary, [])
        guard case .limitExceeded("secondary movement", _, _, _) = swipe.explanation.first!.reason else {
            return XCTFail("\(swipe.explanation)")
        }
    }

    func testTooSlowFailsAtTheMaximumDuration() {
        let swipe = SwipeGestureRecognizer()
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: 20, y: 0), duration: 0.8).frames) // 25 pt/s
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(swipe.explanation.first!.time, 0.5, accuracy: 1e-12)
    }

    func testLiftingEarlyAndExtraTouchesFail() {
        let swipe = SwipeGestureRecognizer()
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: 20, y: 0), duration: 0.05).frames)
        XCTAssertEqual(harness.summary, [])
        guard case .touchesEnded = swipe.explanation.first!.reason else { return XCTFail("\(swipe.explanation)") }

        let single = SwipeGestureRecognizer()
        let twoHarness = GestureHarness([single])
        twoHarness.run(stroke(by: Point(x: 300, y: 0), duration: 0.2, fingers: 2).frames)
        XCTAssertEqual(twoHarness.summary, [])
    }

    func testTwoFingerSwipeNeedsBothFingers() {
        let swipe = SwipeGestureRecognizer(directions: [.up], numberOfTouchesRequired: 2)
        let harness = GestureHarness([swipe])
        harness.run(stroke(by: Point(x: 0, y: -300), duration: 0.2, fingers: 2).frames)
        XCTAssertEqual(harness.summary, ["swipe:recognized"])
        XCTAssertEqual(harness.events[0].values.touches, 2)
        XCTAssertEqual(harness.events[0].values.direction, .up)
    }
}
