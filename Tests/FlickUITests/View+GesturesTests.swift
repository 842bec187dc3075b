import FlickGestures
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Attaching recognizers to views, and the tree mistakes that must name the views.
final class ViewGesturesTests: XCTestCase {
    private func tap(at point: Point, start: Double) -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120, start: start)
        trace.down(0, at: point)
        trace.hold(0.05)
        trace.up(0)
        return trace.frames
    }

    private func makeWindow() -> (Window, View, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 200)); left.name = "left"
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 200)); right.name = "right"
        window.addSubview(left)
        window.addSubview(right)
        return (window, left, right)
    }

    func testViewIsTheRecognizersNode() {
        let (window, left, _) = makeWindow()
        let recognizer = TapGestureRecognizer()
        left.addGestureRecognizer(recognizer)
        XCTAssertTrue(View.view(of: recognizer) === left)
        XCTAssertTrue(left.gestureParent === window)
        XCTAssertEqual(recognizer.qualifiedName, "tap@left")
        XCTAssertEqual(Window().gestureNodeName, "Window", "unnamed views go by their type name")
    }

    func testAddingTwiceKeepsOneAttachment() {
        let (window, left, _) = makeWindow()
        let recognizer = TapGestureRecognizer()
        left.addGestureRecognizer(recognizer)
        left.addGestureRecognizer(recognizer)
        XCTAssertEqual(left.gestureRecognizers.count, 1)
        let actions = ActionLog([recognizer])
        window.run(tap(at: Point(x: 100, y: 100), start: 0))
        XCTAssertEqual(actions.milestones, ["tap:recognized"], "one recognition, not two")
    }

    /// As in UIKit, adding a recognizer to a second view moves it there.
    func testAddingToASecondViewMovesIt() {
        let (window, left, right) = makeWindow()
        let recognizer = TapGestureRecognizer()
        left.addGestureRecognizer(recognizer)
        right.addGestureRecognizer(recognizer)
        XCTAssertTrue(left.gestureRecognizers.isEmpty)
        XCTAssertEqual(right.gestureRecognizers.count, 1)
        XCTAssertTrue(View.view(of: recognizer) === right)
        let actions = ActionLog([recognizer])
        window.run(tap(at: Point(x: 100, y: 100), start: 0))
        XCTAssertEqual(actions.events.count, 0, "no longer on the left view")
        window.run(tap(at: Point(x: 300, y: 100), start: 2))
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
    }

    func testRemovedRecognizerStopsReceivingTouches() {
        let (window, left, _) = makeWindow()
        let recognizer = TapGestureRecognizer()
        left.addGestureRecognizer(recognizer)
        left.removeGestureRecognizer(recognizer)
        left.removeGestureRecognizer(recognizer) // not attached: nothing happens
        XCTAssertNil(recognizer.node)
        let actions = ActionLog([recognizer])
        window.run(tap(at: Point(x: 100, y: 100), start: 0))
        XCTAssertEqual(actions.events.count, 0)
    }

    /// A view leaving the window mid-gesture: its pan reports cancelled at once (UIKit), gets
    /// nothing more from that touch, stays attached, and works again once the view is back.
    func testRemovingAViewMidGestureStopsItsRecognizers() {
        let (window, left, _) = makeWindow()
        let pan = PanGestureRecognizer()
        left.addGestureRecognizer(pan)
        let actions = ActionLog([pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move([0], by: Point(x: 0, y: 60), duration: 0.2)
        for frame in trace.frames { window.handle(frame) }
        XCTAssertEqual(actions.milestones, ["pan:began"])
        left.removeFromSuperview()
        XCTAssertEqual(actions.milestones, ["pan:began", "pan:cancelled"])
        XCTAssertEqual(pan.state, .possible)
        XCTAssertTrue(View.view(of: pan) === left)
        var rest = TraceBuilder(rate: 120, start: trace.time)
        rest.down(0, at: Point(x: 100, y: 160)) // the same finger, as the next frames see it
        rest.move([0], by: Point(x: 0, y: 40), duration: 0.1)
        rest.up(0)
        for frame in rest.frames.dropFirst() { window.handle(frame) }
        window.advance(to: 2)
        XCTAssertEqual(actions.milestones, ["pan:began", "pan:cancelled"], "no events after the view left")
        window.addSubview(left)
        var again = TraceBuilder(rate: 120, start: 3)
        again.down(0, at: Point(x: 100, y: 50))
        again.move([0], by: Point(x: 0, y: 60), duration: 0.2)
        again.up(0)
        window.run(again.frames)
        XCTAssertEqual(actions.milestones, ["pan:began", "pan:cancelled", "pan:began", "pan:ended"])
    }

    func testAddingAViewToItselfOrItsDescendantIsNamed() {
        let (window, left, _) = makeWindow()
        let inner = View(); inner.name = "inner"
        left.addSubview(inner)
        XCTAssertEqual(left.subviewProblem(left), "cannot add left as a subview of itself")
        XCTAssertEqual(inner.subviewProblem(left), "cannot add left as a subview of inner, which is inside it")
        XCTAssertEqual(inner.subviewProblem(window), "cannot add Window as a subview of inner, which is inside it")
        XCTAssertNil(left.subviewProblem(View()))
        XCTAssertNil(window.subviewProblem(inner), "moving a view up the tree is fine")
    }
}
