import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelZoomingTests: XCTestCase {
    private var recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))

    private func photo(minimum: Double = 0.5, maximum: Double = 4) -> ScrollModel {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.minimumZoomScale = minimum
        view.maximumZoomScale = maximum
        view.delegate = recorder
        return view
    }

    private func contentPoint(under focal: Point, in view: ScrollModel) -> Point {
        (view.contentOffset + focal) / view.zoomScale
    }

    func testPinchKeepsTheContentUnderTheFingers() {
        var view = photo()
        let focal = Point(x: 100, y: 200)
        XCTAssertTrue(view.pinchBegan(focal: focal, time: 0))
        XCTAssertEqual(view.state, .zooming)
        view.pinchChanged(scale: 2, focal: focal, time: 0.1)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-12)
        XCTAssertEqual(view.contentSize, Size(width: 800, height: 1600))
        XCTAssertEqual(contentPoint(under: focal, in: view).x, 100, accuracy: 1e-9)
        XCTAssertEqual(contentPoint(under: focal, in: view).y, 200, accuracy: 1e-9)
        // The fingers move while pinching: the same content point follows them.
        let moved = Point(x: 180, y: 330)
        view.pinchChanged(scale: 2.5, focal: moved, time: 0.2)
        XCTAssertEqual(contentPoint(under: moved, in: view).x, 100, accuracy: 1e-9)
        XCTAssertEqual(contentPoint(under: moved, in: view).y, 200, accuracy: 1e-9)
        view.pinchEnded(time: 0.3)
        XCTAssertEqual(view.state, .idle)
        XCTAssertEqual(recorder.endedZoomScale ?? 0, 2.5, accuracy: 1e-12)
        XCTAssertEqual(recorder.events, ["willBeginZooming", "didEndZooming"])
    }

    func testBouncesZoomStretchesInLogSpaceAndSpringsBack() {
        var view = photo()
        let focal = Point(x: 200, y: 400)
        view.pinchBegan(focal: focal, time: 0)
        view.pinchChanged(scale: 8, focal: focal, time: 0.1)
        // ln(8/4) = ln 2 raw past the limit shows as (1 − 1/1.55)·ln 2.
        XCTAssertEqual(view.zoomScale, 4 * exp((1 - 1 / 1.55) * Foundation.log(2.0)), accuracy: 1e-9)
        view.pinchEnded(time: 0.2)
        XCTAssertEqual(view.state, .bouncing)
        XCTAssertTrue(view.isZoomBouncing)
        XCTAssertFalse(view.isDecelerating)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 4, accuracy: 1e-9)
        XCTAssertEqual(recorder.endedZoomScale ?? 0, 4, accuracy: 1e-9)
        XCTAssertTrue(view.isWithinBounds)
        XCTAssertEqual(contentPoint(under: focal, in: view).x, 200, accuracy: 1e-6)

        var hard = photo()
        hard.bouncesZoom = false
        hard.pinchBegan(focal: focal, time: 0)
        hard.pinchChanged(scale: 8, focal: focal, time: 0.1)
        XCTAssertEqual(hard.zoomScale, 4)
    }

    func testZoomingOutPastTheMinimumSpringsBackIntoTheContent() {
        var view = photo(minimum: 1, maximum: 3)
        view.pinchBegan(focal: Point(x: 300, y: 100), time: 0)
        view.pinchChanged(scale: 0.5, focal: Point(x: 300, y: 100), time: 0.1)
        XCTAssertLessThan(view.zoomScale, 1)
        XCTAssertGreaterThan(view.zoomScale, 0.5)
        view.pinchEnded(time: 0.1)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 1, accuracy: 1e-9)
        XCTAssertEqual(view.contentOffset.x, 0, accuracy: 1e-6)
        XCTAssertEqual(view.contentOffset.y, 0, accuracy: 1e-6)
    }

    func testNoZoomWithoutAZoomingView() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.maximumZoomScale = 3
        XCTAssertFalse(view.pinchBegan(focal: .zero, time: 0))
        XCTAssertEqual(view.state, .idle)
    }

    func testDoubleTapZoomsInAboutTheTapAndBackOut() {
        var view = photo(minimum: 1, maximum: 3)
        view.zoomsOnDoubleTap = true
        XCTAssertTrue(view.doubleTap(at: Point(x: 200, y: 400), time: 0))
        XCTAssertEqual(view.state, .animating)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 3, accuracy: 1e-9)
        XCTAssertEqual(contentPoint(under: Point(x: 200, y: 400), in: view).x, 200, accuracy: 1e-6)
        XCTAssertTrue(view.doubleTap(at: Point(x: 10, y: 10), time: view.time))
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 1, accuracy: 1e-9)
        XCTAssertEqual(view.contentOffset, .zero)
        view.zoomsOnDoubleTap = false
        XCTAssertFalse(view.doubleTap(at: Point(x: 10, y: 10), time: view.time))
    }

    func testZoomToRectAndSetZoomScale() {
        var view = photo()
        view.zoom(to: Rect(x: 100, y: 100, width: 200, height: 400), animated: false)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(view.contentOffset.x, 200, accuracy: 1e-9)
        XCTAssertEqual(view.contentOffset.y, 200, accuracy: 1e-9)
        view.setZoomScale(10, animated: true)
        XCTAssertEqual(view.state, .animating)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 4, accuracy: 1e-9)
        XCTAssertTrue(view.isWithinBounds)
    }
}
