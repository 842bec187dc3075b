import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelDirectionalLockTests: XCTestCase {
    private func grid(lock: Bool) -> ScrollModel {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 4000, height: 8000))
        view.contentOffset = Point(x: 1000, y: 1000)
        view.isDirectionalLockEnabled = lock
        return view
    }

    private func drag(_ view: inout ScrollModel, along path: [Point]) {
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        view.panBegan(translation: path[0], time: 0.01)
        for (index, point) in path.enumerated() { view.panChanged(translation: point, time: 0.02 + 0.01 * Double(index)) }
    }

    func testMostlyHorizontalDragLocksHorizontal() {
        var view = grid(lock: true)
        drag(&view, along: [Point(x: -10, y: -2), Point(x: -60, y: -15), Point(x: -150, y: -40)])
        XCTAssertEqual(view.contentOffset, Point(x: 1140, y: 1000))
        view.panEnded(translation: Point(x: -150, y: -40), velocity: Point(x: -1500, y: -900), time: 0.1)
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y, 1000)
        XCTAssertGreaterThan(view.contentOffset.x, 1500)
    }

    func testMostlyVerticalDragLocksVertical() {
        var view = grid(lock: true)
        drag(&view, along: [Point(x: 3, y: 11), Point(x: 20, y: 90)])
        XCTAssertEqual(view.contentOffset, Point(x: 1000, y: 921))
    }

    func testDiagonalDragStaysFree() {
        var view = grid(lock: true)
        drag(&view, along: [Point(x: 8, y: 8), Point(x: 60, y: 50)])
        XCTAssertEqual(view.contentOffset, Point(x: 948, y: 958))
    }

    func testWithoutLockBothAxesFollow() {
        var view = grid(lock: false)
        drag(&view, along: [Point(x: -10, y: -2), Point(x: -60, y: -15)])
        XCTAssertEqual(view.contentOffset, Point(x: 1050, y: 1013))
    }

    func testDecisionWaitsForTheDecisionDistance() {
        var view = grid(lock: true)
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        view.panBegan(translation: Point(x: 4, y: 3), time: 0.01)
        XCTAssertEqual(view.drag?.lock, .undecided)
        view.panChanged(translation: Point(x: 4, y: 5), time: 0.02)
        XCTAssertEqual(view.contentOffset.y, 998)
        view.panChanged(translation: Point(x: 34, y: 6), time: 0.03)
        XCTAssertEqual(view.drag?.lock, .horizontal)
        // Before the decision (5 pt of travel) both axes followed; once locked, the vertical
        // axis is back where the drag started.
        XCTAssertEqual(view.contentOffset.y, 1000)
        XCTAssertEqual(view.contentOffset.x, 970)
    }
}
