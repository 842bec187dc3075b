import FlickGestures
import FlickInput
import FlickUI
import XCTest

/// What a window tells a frame scheduler of its next frame's gesture step
/// (`Window.pendingGestureStep(before:)`) and of the touches it routed (`Window.route(_:)`).
final class WindowFrameCostTests: XCTestCase {
    private func touch(_ phase: TouchPhase, x: Double, at time: Double) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 150), phase: phase)])
    }

    func testNoTouchNoDeadlineNoStep() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertNil(window.pendingGestureStep(before: 10))
        XCTAssertEqual(window.route([]), TouchRouting(endedTouch: false, changedGestures: false))
    }

    func testALongPressDeadlineIsACertainStepFromItsTime() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let press = LongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        window.route([touch(.began, x: 100, at: 10)])
        let touchDown = try XCTUnwrap(window.pendingGestureStep(before: 10.1), "the finger may lift")
        XCTAssertEqual(touchDown.family, .gestureChange)
        XCTAssertFalse(touchDown.isCertain)
        let due = try XCTUnwrap(window.pendingGestureStep(before: 10 + press.minimumPressDuration))
        XCTAssertEqual(due.family, .deadline)
        XCTAssertTrue(due.isCertain)
        XCTAssertEqual(due.earliestStart, 10 + press.minimumPressDuration, accuracy: 1e-9)
        XCTAssertNotEqual(due.key, touchDown.key)
    }

    func testATransitionEndingByTheTargetIsACertainStepKeyedByItsView() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let other = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(card)
        window.addSubview(other)
        window.advance(to: 10)
        card.transition(withDuration: 0.3, options: .transitionFold, animations: {}, completion: nil)
        XCTAssertNil(window.pendingGestureStep(before: 10.2), "a frame before its end runs no step")
        let end = try XCTUnwrap(window.pendingGestureStep(before: 10.3))
        XCTAssertEqual(end.family, .transitionEnd)
        XCTAssertTrue(end.isCertain)
        XCTAssertEqual(end.earliestStart, -.infinity, "whichever frame presents after the end runs it")
        XCTAssertEqual(window.pendingGestureStep(before: 11)?.key, end.key, "one step whenever the frame is")
        window.advance(to: 10.3)
        XCTAssertNil(window.pendingGestureStep(before: 11), "over: no step")

        // The same card's next fold is the same step; another view's is not.
        card.transition(withDuration: 0.3, options: .transitionUnfold, animations: {}, completion: nil)
        XCTAssertEqual(window.pendingGestureStep(before: 11)?.key, end.key)
        window.advance(to: 10.6)
        other.transition(withDuration: 0.3, options: .transitionFold, animations: {}, completion: nil)
        let otherEnd = try XCTUnwrap(window.pendingGestureStep(before: 11))
        XCTAssertNotEqual(otherEnd.key, end.key)

        // A deadline falling by the same target is the step that frame runs first.
        let press = LongPressGestureRecognizer()
        other.addGestureRecognizer(press)
        window.route([touch(.began, x: 300, at: 10.7)])
        XCTAssertEqual(window.pendingGestureStep(before: 11)?.family, .transitionEnd, "before the deadline")
        XCTAssertEqual(window.pendingGestureStep(before: 10.7 + press.minimumPressDuration)?.family, .deadline)
    }

    func testRoutingSaysWhenThePanBeginsThenItsEndIsTheStep() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: window.bounds)
        window.addSubview(card)
        card.addGestureRecognizer(PanGestureRecognizer(name: "drag"))
        XCTAssertEqual(
            window.route([touch(.began, x: 100, at: 10)]),
            TouchRouting(endedTouch: false, changedGestures: false))
        let before = try XCTUnwrap(window.pendingGestureStep(before: 10.02))
        XCTAssertEqual(before.family, .gestureChange, "the pan may begin, or the finger lift")
        XCTAssertEqual(window.route([touch(.moved, x: 102, at: 10.01)]).changedGestures, false, "inside the slop")
        XCTAssertEqual(window.route([touch(.moved, x: 140, at: 10.03)]).changedGestures, true, "the pan began")
        let end = try XCTUnwrap(window.pendingGestureStep(before: 10.05))
        XCTAssertEqual(end.family, .gestureEnd, "the pan took the touch: a lift only ends it")
        XCTAssertEqual(
            window.route([touch(.ended, x: 140, at: 10.05)]),
            TouchRouting(endedTouch: true, changedGestures: true))
        XCTAssertNil(window.pendingGestureStep(before: 10.1))
    }
}
