import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class LongPressGestureRecognizerTests: XCTestCase {
    private func down(_ time: Double, _ point: Point = Point(x: 50, y: 50), id: Int = 1) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: id, location: point, phase: .began)])
    }

    func testBeginsAtTheDeadlineWithoutFramesThenChangesAndEnds() {
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        harness.run([down(0)], flush: nil)
        harness.advance(to: 0.49)
        XCTAssertEqual(harness.summary, [])
        harness.advance(to: 0.6)
        XCTAssertEqual(harness.summary, ["longPress:began"])
        XCTAssertEqual(harness.events[0].time, 0.5, accuracy: 1e-12)
        harness.run([TouchFrame(time: 0.7, touches: [Touch(id: 1, location: Point(x: 80, y: 50), phase: .moved)]),
                     TouchFrame(time: 0.8, touches: [Touch(id: 1, location: Point(x: 80, y: 50), phase: .ended)])])
        XCTAssertEqual(harness.summary, ["longPress:began", "longPress:changed", "longPress:ended"])
        XCTAssertEqual(press.transitions, ["possible→began", "began→changed", "changed→ended", "ended→possible"])
    }

    func testBeganThenEndedWhenTheLiftComesAfterTheDeadline() {
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        harness.run([down(0), TouchFrame(time: 0.6, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .ended)])])
        XCTAssertEqual(harness.summary, ["longPress:began", "longPress:ended"])
        XCTAssertEqual(harness.events[0].time, 0.5, accuracy: 1e-12)
        XCTAssertEqual(press.transitions, ["possible→began", "began→ended", "ended→possible"])
    }

    func testCancelledAfterBeginning() {
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        harness.run([down(0)], flush: nil)
        harness.advance(to: 0.55)
        harness.run([TouchFrame(time: 0.6, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .cancelled)])])
        XCTAssertEqual(harness.summary, ["longPress:began", "longPress:cancelled"])
        XCTAssertEqual(press.transitions, ["possible→began", "began→cancelled", "cancelled→possible"])
    }

    func testMovementCrossedBeforeTheDeadlineFailsEvenWhenSeenAfterIt() {
        // The finger moves from 0.45 s at 250 pt/s: 10 pt at 0.49 s; the next frame is at 0.55 s.
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        harness.run([down(0),
                     TouchFrame(time: 0.45, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .stationary)]),
                     TouchFrame(time: 0.55, touches: [Touch(id: 1, location: Point(x: 75, y: 50), phase: .moved)])],
                    flush: nil)
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(press.explanation.first!.to, .failed)
        XCTAssertEqual(press.explanation.first!.time, 0.49, accuracy: 1e-9)
    }

    func testEarlyLiftAndExtraTouchesFail() {
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        harness.run([down(0), TouchFrame(time: 0.3, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .ended)])])
        XCTAssertEqual(harness.summary, [])
        XCTAssertEqual(press.transitions, ["possible→failed", "failed→possible"])

        let two = LongPressGestureRecognizer()
        let twoHarness = GestureHarness([two])
        twoHarness.run([down(0),
                        TouchFrame(time: 0.1, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .stationary),
                                                        Touch(id: 2, location: Point(x: 90, y: 50), phase: .began)])],
                       flush: nil)
        twoHarness.advance(to: 1)
        XCTAssertEqual(twoHarness.summary, [])
        if case .touchCount(2, 1, 1) = two.explanation.first!.reason {} else { XCTFail("\(two.explanation)") }
    }

    func testTwoFingerLongPress() {
        let press = LongPressGestureRecognizer(numberOfTouchesRequired: 2)
        let harness = GestureHarness([press])
        harness.run([down(0),
                     TouchFrame(time: 0.1, touches: [Touch(id: 1, location: Point(x: 50, y: 50), phase: .stationary),
                                                     Touch(id: 2, location: Point(x: 90, y: 50), phase: .began)])],
                    flush: nil)
        harness.advance(to: 0.55)
        XCTAssertEqual(harness.summary, [])
        harness.advance(to: 0.65)
        XCTAssertEqual(harness.summary, ["longPress:began"])
        XCTAssertEqual(harness.events[0].time, 0.6, accuracy: 1e-12)
        XCTAssertEqual(harness.events[0].values.location, Point(x: 70, y: 50))
    }
}
