import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelDraggingTests: XCTestCase {
    func testDragFollowsTheFingerOneToOneWithoutTheSlopJump() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 1000)
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        XCTAssertTrue(view.panBegan(translation: Point(x: 0, y: -12), time: 0.02))
        XCTAssertEqual(view.contentOffset.y, 1000)
        view.panChanged(translation: Point(x: 0, y: -112), time: 0.05)
        XCTAssertEqual(view.contentOffset.y, 1100)
        view.panChanged(translation: Point(x: 3, y: 88), time: 0.08)
        XCTAssertEqual(view.contentOffset, Point(x: 0, y: 900))
    }

    func testRubberBandPastTheEdgeUsesTheViewportSize() {
        var view = makeList()
        view.touchesBegan(at: Point(x: 200, y: 100), time: 0)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.01)
        view.panChanged(translation: Point(x: 0, y: 410), time: 0.1)
        // Raw overscroll 400 pt at d = 800 shows as 172.5 (note §a1).
        XCTAssertEqual(view.contentOffset.y, -172.5, accuracy: 0.05)
        XCTAssertFalse(view.isWithinBounds)
    }

    func testDragOutAndBackReturnsExactlyToTheEdge() {
        var view = makeList()
        view.touchesBegan(at: Point(x: 200, y: 100), time: 0)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.01)
        for step in 1...30 { view.panChanged(translation: Point(x: 0, y: 10 + Double(step) * 10), time: 0.01 * Double(step)) }
        XCTAssertLessThan(view.contentOffset.y, -100)
        for step in 1...30 {
            view.panChanged(translation: Point(x: 0, y: 310 - Double(step) * 10), time: 0.3 + 0.01 * Double(step))
        }
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func testBouncesOffClampsAndAlwaysBounceStretchesSmallContent() {
        var hard = makeList()
        hard.bounces = false
        hard.drag(by: Point(x: 0, y: 300))
        XCTAssertEqual(hard.contentOffset.y, 0)

        var small = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 300))
        XCTAssertFalse(small.canScroll(.vertical))
        XCTAssertFalse(small.panBegan(translation: Point(x: 0, y: 20), time: 0.01))
        small.touchesEnded(time: 0.02)
        small.alwaysBounceVertical = true
        XCTAssertTrue(small.canScroll(.vertical))
        small.drag(by: Point(x: 0, y: 100), from: 1)
        XCTAssertEqual(small.contentOffset.y, -RubberBand.offset(forOverscroll: 100, dimension: 800), accuracy: 1e-9)
        XCTAssertEqual(small.contentOffset.x, 0)
    }

    func testScrollDisabledRefusesTheDrag() {
        var view = makeList()
        view.isScrollEnabled = false
        view.touchesBegan(at: Point(x: 10, y: 10), time: 0)
        XCTAssertFalse(view.panBegan(translation: Point(x: 0, y: -30), time: 0.05))
        XCTAssertEqual(view.state, .tracking)
        XCTAssertEqual(view.contentOffset, .zero)
    }

    func testContentInsetExtendsTheRange() {
        var view = makeList()
        view.contentInset = EdgeInsets(top: 50, bottom: 20)
        XCTAssertEqual(view.offsetRange(.vertical), -50...3220)
        view.drag(by: Point(x: 0, y: 40))
        XCTAssertEqual(view.contentOffset.y, -40, accuracy: 1e-9)
    }

    func testCatchingAStretchedViewContinuesFromItsRawOverscroll() {
        var view = makeList()
        view.drag(by: Point(x: 0, y: 300), release: .zero)
        XCTAssertEqual(view.state, .bouncing)
        view.advance(to: 0.2)
        let shown = view.contentOffset.y
        view.touchesBegan(at: Point(x: 200, y: 300), time: 0.2)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.21)
        view.panChanged(translation: Point(x: 0, y: 10), time: 0.22)
        XCTAssertEqual(view.contentOffset.y, shown, accuracy: 1e-9)
        // Moving back by the raw overscroll lands exactly on the edge.
        let raw = RubberBand.overscroll(forOffset: shown, dimension: 800)
        view.panChanged(translation: Point(x: 0, y: 10 + raw), time: 0.3)
        XCTAssertEqual(view.contentOffset.y, 0, accuracy: 1e-9)
    }
}
