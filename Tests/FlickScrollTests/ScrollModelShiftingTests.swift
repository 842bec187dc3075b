import XCTest
import FlickInput
@testable import FlickScroll

/// `shiftContent(by:)`: the endless-content re-centre keeps every motion continuous.
final class ScrollModelShiftingTests: XCTestCase {
    private let delta = Point(x: 0, y: -1000)

    func testAShiftMidFlingContinuesTheSameMotionShifted() {
        var view = makeList(height: 40_000)
        view.contentOffset = Point(x: 0, y: 10_000)
        view.drag(by: Point(x: 0, y: -100), from: 0, release: Point(x: 0, y: -3000))
        view.advance(to: 0.3)
        var reference = view
        view.shiftContent(by: delta)
        XCTAssertEqual(view.contentOffset.y, reference.contentOffset.y - 1000, accuracy: 1e-9)
        for t in stride(from: 0.35, through: 2.0, by: 0.05) {
            view.advance(to: t)
            reference.advance(to: t)
            XCTAssertEqual(view.contentOffset.y, reference.contentOffset.y - 1000, accuracy: 1e-6, "t=\(t)")
        }
        XCTAssertEqual(view.state, .decelerating)
    }

    func testAShiftMidDragKeepsTheContentUnderTheFinger() {
        var view = makeList(height: 40_000)
        view.contentOffset = Point(x: 0, y: 10_000)
        view.drag(by: Point(x: 0, y: -100))
        var reference = view
        view.shiftContent(by: delta)
        for step in 1...5 {
            let translation = Point(x: 0, y: -110 - 20 * Double(step))
            view.panChanged(translation: translation, time: 0.1 + 0.01 * Double(step))
            reference.panChanged(translation: translation, time: 0.1 + 0.01 * Double(step))
            XCTAssertEqual(view.contentOffset.y, reference.contentOffset.y - 1000, accuracy: 1e-9)
        }
        XCTAssertEqual(view.state, .dragging)
    }

    func testAShiftMovesAPageSpringAndAnOffsetAnimationWithIt() {
        var pager = ScrollModel(size: Size(width: 400, height: 400), contentSize: Size(width: 40_000, height: 400))
        pager.isPagingEnabled = true
        pager.contentOffset = Point(x: 4000, y: 0)
        pager.drag(by: Point(x: -150, y: 0), release: Point(x: -500, y: 0))
        pager.advance(to: 0.15)
        XCTAssertEqual(pager.state, .paging)
        pager.shiftContent(by: Point(x: -2000, y: 0))
        pager.runUntilIdle()
        XCTAssertEqual(pager.contentOffset.x, 4400 - 2000, accuracy: 0.5)

        var animated = makeList(height: 40_000)
        animated.setContentOffset(Point(x: 0, y: 5000), animated: true)
        animated.advance(to: 0.1)
        animated.shiftContent(by: delta)
        animated.runUntilIdle()
        XCTAssertEqual(animated.contentOffset.y, 4000, accuracy: 1e-9)
    }

    func testANonFiniteShiftIsIgnored() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 100)
        view.shiftContent(by: Point(x: .nan, y: 10))
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 100))
    }
}
