import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class TapGestureRecognizerTests: XCTestCase {
    private func tapTrace(at point: Point = Point(x: 100, y: 100), hold: Double = 0.05,
                          rate: Double = 120) -> TraceBuilder {
        var trace = TraceBuilder(rate: rate)
        trace.down(0, at: point)
        trace.hold(hold)
        trace.up(0)
        return trace
    }

    func testSingleTapIsRecognizedAtTheLift() {
        let tap = TapGestureRecognizer()
        let harness = GestureHarness([tap])
        let trace = tapTrace()
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, ["tap:recognized"])
        XCTAssertEqual(harness.events[0].time, trace.frames.last!.time)
        XCTAssertEqual(harness.events[0].values.location, Point(x: 100, y: 100))
        XCTAssertEqual(tap.transitions, ["possible→recognized", "recognized→possible"])
    }

    func testMovementBeyondTheSlopFailsAtTheCrossingTime() {
        let tap = TapGestureRecognizer()
        let harness = GestureHarness([tap])
        var trace = TraceBuilder(rate: 60)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 160, y: 100), duration: 0.1) // 600 pt/s
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, [])
        let failure = tap.explanation.first!
        XCTAssertEqual(failure.to, .failed)
        XCTAssertEqual(failure.time, 18.0 / 600, accuracy: 1e-9)
        guard case let .limitExceeded(quantity, _, limit, _) = failure.reason else { return XCTFail("\(failure.reason)") }
        XCTAssertEqual(quantity, "movement")
        XCTAssertEqual(limit, TapGestureRecognizer.defaultAllowableMovement)
        XCTAssertEqual(tap.transitions, ["possible→failed", "failed→possible"])
    }

    func testHoldingTooLongFailsAtTheDeadlineWithoutFrames() {
        let tap = TapGestureRecognizer()
        let harness = GestureHarness([tap])
        let down = TouchFrame(time: 1, touches: [Touch(id: 1, location: Point(x: 10, y: 10), phase: .began)])
        harness.run([down], flush: nil)
        harness.advance(to: 1.7)
        XCTAssertEqual(tap.state, .possible)
        harness.advance(to: 1.8)
        XCTAssertEqual(tap.state, .failed)
        XCTAssertEqual(tap.explanation.last!.time, 1.75, accuracy: 1e-12)
        let up = TouchFrame(time: 1.9, touches: [Touch(id: 1, location: Point(x: 10, y: 10), phase: .ended)])
        harness.run([up], flush: nil)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(tap.state, .possible, "reset once the touch ended")
    }

    func testTooManyAndTooFewTouchesFail() {
        let one = TapGestureRecognizer(name: "one")
        let two = TapGestureRecognizer(name: "two", numberOfTouchesRequired: 2)
        let harness = GestureHarness([one, two], simultaneity: .simultaneous)
        harness.run(tapTrace().frames)
        XCTAssertEqual(harness.summary, ["one:recognized"])
        if case .touchCount(1, 2, 2) = two.explanation.first!.reason {} else { XCTFail("\(two.explanation)") }

        let again = GestureHarness([TapGestureRecognizer(name: "one")])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 100, y: 100)), (1, Point(x: 150, y: 100))])
        trace.up([0, 1])
        again.run(trace.frames)
        XCTAssertEqual(again.summary, [])
    }

    func testDoubleTapNeedsTheSecondTapSoonAndNearby() {
        // Recognized.
        let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        let harness = GestureHarness([double])
        var trace = tapTrace()
        trace.wait(0.2)
        trace.down(0, at: Point(x: 105, y: 100))
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, ["double:recognized"])

        // Too slow: fails at lift + 0.35 s, even with no frame in between.
        let slow = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        let slowHarness = GestureHarness([slow])
        let first = tapTrace()
        slowHarness.run(first.frames, flush: nil)
        slowHarness.advance(to: first.frames.last!.time + 0.34)
        XCTAssertEqual(slow.state, .possible)
        slowHarness.advance(to: first.frames.last!.time + 0.36)
        XCTAssertEqual(slow.state, .possible, "failed and reset: nothing is down")
        XCTAssertEqual(slow.transitions, ["possible→failed", "failed→possible"])
        XCTAssertEqual(slow.explanation.first!.time, first.frames.last!.time + 0.35, accuracy: 1e-12)

        // Too far: the second tap lands 100 pt away.
        let far = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        let farHarness = GestureHarness([far])
        var farTrace = tapTrace()
        farTrace.wait(0.1)
        farTrace.down(0, at: Point(x: 200, y: 100))
        farTrace.up(0)
        farHarness.run(farTrace.frames)
        XCTAssertEqual(farHarness.summary, [])
        guard case .limitExceeded("distance from the first tap", _, _, _) = far.explanation.first!.reason else {
            return XCTFail("\(far.explanation)")
        }
    }

    func testASecondTapAfterTheIntervalStartsAFreshSequence() {
        let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        let harness = GestureHarness([double])
        var trace = tapTrace()
        trace.wait(0.5)               // first sequence times out
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        trace.wait(0.1)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, ["double:recognized"])
    }
}
