import FlickInput
@testable import FlickScroll
import Foundation
import XCTest

/// The transition-legality table (`ScrollModel.State.successors`): the diagram in
/// ScrollModelStates.md draws exactly its edges, and the edges the drag-driven tests of
/// `ScrollModelStateTests` do not take are taken here.
final class ScrollModelTransitionsTests: XCTestCase {
    /// The delegate of the zoomable views (held here: views hold delegates weakly).
    private let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))

    /// A zoomable 400 × 800 view over a 4000-point list.
    private func zoomableList() -> ScrollModel {
        var view = makeList()
        view.maximumZoomScale = 3
        view.delegate = recorder
        return view
    }

    /// A zoomable list dragged past slop by a finger still down (`dragging`).
    private func draggedList() -> ScrollModel {
        var view = zoomableList()
        view.contentOffset = Point(x: 0, y: 500)
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.05)
        XCTAssertEqual(view.state, .dragging)
        return view
    }

    /// The `a --> b` edges of the Mermaid state diagram in ScrollModelStates.md (`[*]` left out).
    private func diagramEdges() throws -> Set<String> {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FlickScroll/FlickScroll.docc/ScrollModelStates.md").standardized.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let diagram = try XCTUnwrap(text.components(separatedBy: "```mermaid").dropFirst().first?
            .components(separatedBy: "```").first, "ScrollModelStates.md has a mermaid block")
        var edges: Set<String> = []
        for line in diagram.split(separator: "\n") where line.contains("-->") {
            let arrow = line.components(separatedBy: "-->")
            let from = arrow[0].trimmingCharacters(in: .whitespaces)
            let to = arrow[1].split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
            guard from != "[*]" else { continue }
            XCTAssertNotNil(ScrollModel.State(rawValue: from), "\(line): a state")
            XCTAssertNotNil(ScrollModel.State(rawValue: to), "\(line): a state")
            edges.insert("\(from) --> \(to)")
        }
        return edges
    }

    func testTheDiagramDrawsExactlyTheTable() throws {
        var table: Set<String> = []
        for state in ScrollModel.State.allCases {
            XCTAssertFalse(state.successors.contains(state), "staying in \(state) is not a transition")
            for next in state.successors { table.insert("\(state.rawValue) --> \(next.rawValue)") }
        }
        let diagram = try diagramEdges()
        XCTAssertEqual(diagram.subtracting(table).sorted(), [], "drawn but not in the table")
        XCTAssertEqual(table.subtracting(diagram).sorted(), [], "in the table but not drawn")
    }

    func testEveryStateIsReachableAndCanReturnToIdle() {
        var reached: Set<ScrollModel.State> = [.idle]
        var frontier: [ScrollModel.State] = [.idle]
        while let state = frontier.popLast() {
            for next in state.successors where reached.insert(next).inserted { frontier.append(next) }
        }
        XCTAssertEqual(reached, Set(ScrollModel.State.allCases))
        for state in ScrollModel.State.allCases where state != .idle {
            XCTAssertTrue(state.successors.contains(.idle) || state.successors.contains(.tracking), "\(state) ends")
        }
    }

    func testADoubleTapUnderAFingerAnimatesFromTracking() {
        var view = zoomableList()
        view.zoomsOnDoubleTap = true
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        XCTAssertEqual(view.state, .tracking)
        XCTAssertTrue(view.doubleTap(at: Point(x: 200, y: 400), time: 0.01))
        XCTAssertEqual(view.state, .animating)
    }

    func testAnimatedOffsetsStartFromDraggingBouncingPagingAndZooming() {
        var dragging = draggedList()
        dragging.setContentOffset(Point(x: 0, y: 100), animated: true)
        XCTAssertEqual(dragging.state, .animating)

        var bouncing = zoomableList()
        bouncing.drag(by: Point(x: 0, y: 100), release: .zero)
        XCTAssertEqual(bouncing.state, .bouncing)
        bouncing.setContentOffset(Point(x: 0, y: 300), animated: true)
        XCTAssertEqual(bouncing.state, .animating)

        var paging = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        paging.isPagingEnabled = true
        paging.drag(by: Point(x: -100, y: 0), release: Point(x: -900, y: 0))
        XCTAssertEqual(paging.state, .paging)
        paging.setContentOffset(Point(x: 800, y: 0), animated: true)
        XCTAssertEqual(paging.state, .animating)
        paging.runUntilIdle()
        XCTAssertEqual(paging.contentOffset.x, 800)

        var zooming = zoomableList()
        zooming.touchesBegan(at: .zero, time: 0)
        zooming.pinchBegan(focal: Point(x: 200, y: 400), time: 0.05)
        XCTAssertEqual(zooming.state, .zooming)
        zooming.setContentOffset(Point(x: 0, y: 200), animated: true)
        XCTAssertEqual(zooming.state, .animating)
    }

    func testAZoomSetAtOnceUnderAFingerGoesToTracking() {
        var dragging = draggedList()
        dragging.setZoomScale(2, animated: false)
        XCTAssertEqual(dragging.state, .tracking)
        XCTAssertEqual(dragging.zoomScale, 2, accuracy: 1e-9)

        var zooming = zoomableList()
        zooming.touchesBegan(at: .zero, time: 0)
        zooming.pinchBegan(focal: Point(x: 200, y: 400), time: 0.05)
        XCTAssertEqual(zooming.state, .zooming)
        zooming.setZoomScale(2, animated: false)
        XCTAssertEqual(zooming.state, .idle, "a pinch holds no touch, so a zoom set at once rests")
    }
}
