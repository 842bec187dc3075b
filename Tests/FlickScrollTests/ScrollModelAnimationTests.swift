import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelAnimationTests: XCTestCase {
    func testAnimatedSetContentOffset() {
        var view = makeList()
        let recorder = ScrollDelegateRecorder()
        view.delegate = recorder
        view.setContentOffset(Point(x: 0, y: 600), animated: true)
        XCTAssertEqual(view.state, .animating)
        view.advance(to: 0.15)
        XCTAssertEqual(view.contentOffset.y, 300, accuracy: 1e-9)
        view.advance(to: 0.31)
        XCTAssertEqual(view.contentOffset.y, 600)
        XCTAssertEqual(view.state, .idle)
        XCTAssertEqual(recorder.events, ["didEndScrollingAnimation"])

        view.setContentOffset(Point(x: 0, y: 100), animated: false)
        XCTAssertEqual(view.contentOffset.y, 100)
        XCTAssertEqual(recorder.events, ["didEndScrollingAnimation"])
    }

    func testSetContentOffsetStopsAFling() {
        var view = makeList(height: 20_000)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -3000))
        view.run(until: 0.3)
        view.setContentOffset(Point(x: 0, y: 50), animated: false)
        XCTAssertEqual(view.state, .idle)
        view.run(until: 1)
        XCTAssertEqual(view.contentOffset.y, 50)
    }

    func testScrollRectToVisibleMovesTheLeast() {
        var view = makeList()
        view.scrollRectToVisible(Rect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        XCTAssertEqual(view.contentOffset.y, 300)
        view.scrollRectToVisible(Rect(x: 0, y: 500, width: 100, height: 100), animated: false)
        XCTAssertEqual(view.contentOffset.y, 300)
        view.scrollRectToVisible(Rect(x: 0, y: 100, width: 100, height: 100), animated: true)
        XCTAssertEqual(view.state, .animating)
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y, 100)
        view.scrollRectToVisible(Rect(x: 0, y: 3990, width: 10, height: 100), animated: false)
        XCTAssertEqual(view.contentOffset.y, 3200)
    }
}
