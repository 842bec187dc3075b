import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class PanGestureRecognizerTests: XCTestCase {
    func testDragBeginsChangesAndEndsWithVelocity() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 300, y: 100), duration: 0.2) // 1000 pt/s
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        XCTAssertTrue(harness.summary.contains("pan:changed"))
        let began = harness.events(of: pan).first!
        // Crossing 10 pt at 1000 pt/s: 10 ms after the first move started (down at 1/120 s).
        XCTAssertEqual(began.time, 1.0 / 120 + 0.010, accuracy: 1e-9)
        XCTAssertEqual(began.values.location.x, 110, accuracy: 1e-9)
        XCTAssertEqual(began.values.translation, .zero)
        let ended = harness.events(of: pan).last!
        XCTAssertEqual(ended.values.translation.x, 190, accuracy: 1e-9)
        XCTAssertEqual(ended.values.velocity.x, 1000, accuracy: 50)
        XCTAssertEqual(pan.transitions, ["possible→began", "began→changed", "changed→ended", "ended→possible"])
        XCTAssertTrue(pan.explanation.contains { $0.from == .changed && $0.to == .changed }, "changed→changed")
        XCTAssertEqual(pan.state, .possible)
    }

    func testResampledFramesMoveThePanButAreNoVelocitySamples() {
        func run(flagged: Bool) -> (steps: [Double], velocity: Double) {
            let pan = PanGestureRecognizer()
            let harness = GestureHarness([pan])
            var trace = TraceBuilder(rate: 120)
            trace.down(0, at: Point(x: 100, y: 100))
            trace.move(0, to: Point(x: 300, y: 100), duration: 0.2) // 1000 pt/s
            let moves = trace.frames
            trace.up(0)
            // After the last real move, a frame 60 pt behind it: a resampled one is what the
            // pan shows, but no sample for its velocity.
            var synthetic = moves.last!
            synthetic.isResampled = flagged
            synthetic.touches[0].location.x -= 60
            harness.run(moves + [synthetic, trace.frames.last!])
            let changed = harness.events(of: pan).filter { $0.phase == .changed }.map(\.values.translation.x)
            return (zip(changed, changed.dropFirst()).map { $1 - $0 }, harness.events(of: pan).last!.values.velocity.x)
        }
        let resampled = run(flagged: true)
        XCTAssertTrue(resampled.steps.contains { abs($0 + 60) < 1e-9 }, "the pan follows the resampled position")
        XCTAssertEqual(resampled.velocity, 1000, accuracy: 50, "velocity from the real reports only")
        XCTAssertGreaterThan(abs(run(flagged: false).velocity - 1000), 200, "as a real report it would bend the velocity")
    }

    func testBeganStraightToEndedWhenLiftedInTheCrossingFrame() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        let frames = [
            TouchFrame(time: 0, touches: [Touch(id: 1, location: Point(x: 0, y: 0), phase: .began)]),
            TouchFrame(time: 0.01, touches: [Touch(id: 1, location: Point(x: 30, y: 0), phase: .ended)]),
        ]
        harness.run(frames)
        XCTAssertEqual(harness.summary, ["pan:began", "pan:ended"])
        XCTAssertEqual(pan.transitions, ["possible→began", "began→ended", "ended→possible"])
    }

    func testSmallMovementFails() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 105, y: 104), duration: 0.1)
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(pan.transitions, ["possible→failed", "failed→possible"])
    }

    func testTooManyTouchesFail() {
        let pan = PanGestureRecognizer(maximumNumberOfTouches: 1)
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 100, y: 100)), (1, Point(x: 200, y: 100))])
        trace.move([0, 1], by: Point(x: 100, y: 0), duration: 0.1)
        trace.up([0, 1])
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, [])
        if case .touchCount(2, 1, 1) = pan.explanation.first!.reason {} else {
            XCTFail("expected a touch-count failure, got \(pan.explanation.first!.reason)")
        }
    }

    func testTwoFingerPanWaitsForMinimumTouchesAndEndsWhenOneLifts() {
        let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 100, y: 150), duration: 0.05) // one finger: no pan
        trace.down(1, at: Point(x: 200, y: 150))
        trace.move([0, 1], by: Point(x: 0, y: 100), duration: 0.1)
        trace.up(1)
        trace.move(0, to: Point(x: 100, y: 400), duration: 0.05)
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        let began = harness.events(of: pan).first!
        XCTAssertEqual(began.values.touches, 2)
    }

    func testFingersComingAndGoingDoNotMakeTheTranslationJump() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 100, y: 200), duration: 0.1)
        trace.down(1, at: Point(x: 400, y: 500)) // centroid would jump by (150, 150)
        trace.move([0, 1], by: Point(x: 0, y: 50), duration: 0.05)
        trace.up(0)
        trace.up(1)
        harness.run(trace.frames)
        let changes = harness.events(of: pan).map(\.values.translation)
        for (a, b) in zip(changes, changes.dropFirst()) {
            XCTAssertLessThan((b - a).length, 15, "translation jumped from \(a) to \(b)")
        }
        XCTAssertEqual(harness.events(of: pan).last!.values.translation.y, 150 - 10, accuracy: 1e-9)
    }

    func testStopBeforeLiftGivesZeroVelocity() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 300, y: 100), duration: 0.2)
        trace.wait(0.06) // finger still: evdev sends nothing
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.events(of: pan).last!.values.velocity, .zero)
    }

    func testCancelledTouchCancelsAnActivePan() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        let frames = [
            TouchFrame(time: 0, touches: [Touch(id: 1, location: Point(x: 0, y: 0), phase: .began)]),
            TouchFrame(time: 0.01, touches: [Touch(id: 1, location: Point(x: 30, y: 0), phase: .moved)]),
            TouchFrame(time: 0.02, touches: [Touch(id: 1, location: Point(x: 40, y: 0), phase: .cancelled)]),
        ]
        harness.run(frames)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:cancelled"])
        XCTAssertEqual(pan.transitions, ["possible→began", "began→changed", "changed→cancelled", "cancelled→possible"])
    }
}
