import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

/// `ScreenEdgePanGestureRecognizer` on its own: a drag from the edge begins as a pan; one
/// starting away from the edge fails on its first frame; one along the edge fails at the slop;
/// the other edges; no reference bounds.
final class ScreenEdgePanGestureRecognizerTests: XCTestCase {
    private let screen = Rect(x: 0, y: 0, width: 320, height: 480)

    private func drag(from start: Point, to end: Point) -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: start)
        trace.move(0, to: end, duration: 0.2)
        trace.up(0)
        return trace.frames
    }

    func testDragFromTheLeftEdgeBeginsChangesAndEnds() {
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading, referenceBounds: screen)
        let harness = GestureHarness([edge])
        harness.run(drag(from: Point(x: 8, y: 200), to: Point(x: 208, y: 210)))
        XCTAssertEqual(harness.milestones, ["edge pan:began", "edge pan:ended"])
        XCTAssertEqual(harness.events(of: edge).last!.values.translation.x, 190, accuracy: 0.1)
        XCTAssertEqual(edge.transitions, ["possible→began", "began→changed", "changed→ended", "ended→possible"])
    }

    func testDragAwayFromTheEdgeFailsOnItsFirstFrame() {
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading, referenceBounds: screen)
        let harness = GestureHarness([edge])
        let frames = drag(from: Point(x: 100, y: 200), to: Point(x: 300, y: 200))
        harness.run(frames)
        XCTAssertEqual(harness.milestones, [])
        XCTAssertEqual(edge.transitions, ["possible→failed", "failed→possible"])
        XCTAssertTrue(edge.explanation.first!.reason.description.contains("distance from the edge"))
        XCTAssertEqual(edge.explanation.first!.time, frames[0].time, accuracy: 1e-9, "at the touch-down")
    }

    func testDragAlongTheEdgeFailsAtTheSlop() {
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading, referenceBounds: screen)
        let harness = GestureHarness([edge])
        harness.run(drag(from: Point(x: 5, y: 400), to: Point(x: 15, y: 200)))
        XCTAssertEqual(harness.milestones, [])
        XCTAssertEqual(edge.transitions, ["possible→failed", "failed→possible"])
        XCTAssertTrue(edge.explanation.first!.reason.description.contains("movement along the edge"))
    }

    func testOtherEdgesAndNearestEdge() {
        let edge = ScreenEdgePanGestureRecognizer(edges: [.right, .bottom], referenceBounds: screen)
        XCTAssertEqual(edge.edge(near: Point(x: 315, y: 200)), .right)
        XCTAssertEqual(edge.edge(near: Point(x: 310, y: 475)), .bottom)
        XCTAssertNil(edge.edge(near: Point(x: 5, y: 200)), "the left edge is not among its edges")
        let harness = GestureHarness([edge])
        harness.run(drag(from: Point(x: 315, y: 200), to: Point(x: 115, y: 200)))
        XCTAssertEqual(harness.milestones, ["edge pan:began", "edge pan:ended"])
        harness.run(
            drag(from: Point(x: 315, y: 200), to: Point(x: 319, y: 400)).map {
                TouchFrame(time: $0.time + 1, touches: $0.touches)
            })
        XCTAssertEqual(edge.transitions.suffix(2), ["possible→failed", "failed→possible"])
    }

    func testWithoutReferenceBoundsEveryDragFails() {
        let edge = ScreenEdgePanGestureRecognizer(edges: .all)
        let harness = GestureHarness([edge])
        harness.run(drag(from: Point(x: 2, y: 200), to: Point(x: 202, y: 200)))
        XCTAssertEqual(harness.milestones, [])
        XCTAssertNil(edge.edge(near: Point(x: 0, y: 0)))
    }
}
