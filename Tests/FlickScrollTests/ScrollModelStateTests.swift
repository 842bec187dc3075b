import XCTest
import FlickInput
@testable import FlickScroll

/// One test per transition of `ScrollModel.State` (see ScrollModelStates.md).
final class ScrollModelStateTests: XCTestCase {
    /// Runs frames at 240 Hz until `end` and returns the distinct states seen, in order.
    private func states(_ view: inout ScrollModel, until end: Double) -> [ScrollModel.State] {
        var seen = [view.state]
        while view.time < end {
            view.advance(to: min(end, view.time + 1.0 / 240))
            if seen.last != view.state { seen.append(view.state) }
        }
        return seen
    }

    /// The delegates of the zoomable views (held here: views hold delegates weakly).
    private var recorders: [ScrollDelegateRecorder] = []

    private func zoomable() -> (ScrollModel, ScrollDelegateRecorder) {
        let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
        recorders.append(recorder)
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.maximumZoomScale = 3
        view.delegate = recorder
        return (view, recorder)
    }

    func testIdleToTrackingAndBack() {
        var view = makeList()
        view.touchesBegan(at: Point(x: 1, y: 1), time: 0)
        XCTAssertEqual(view.state, .tracking)
        XCTAssertTrue(view.isTracking)
        view.touchesEnded(time: 0.1)
        XCTAssertEqual(view.state, .idle)
        XCTAssertFalse(view.isTracking)
    }

    func testTrackingToDraggingToIdle() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 500)
        view.touchesBegan(at: Point(x: 1, y: 1), time: 0)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.05)
        XCTAssertEqual(view.state, .dragging)
        XCTAssertTrue(view.isDragging)
        view.panEnded(translation: Point(x: 0, y: 30), velocity: .zero, time: 0.1)
        XCTAssertEqual(view.state, .idle)
    }

    func testDraggingToDeceleratingToIdle() {
        var view = makeList(height: 20_000)
        view.contentOffset = Point(x: 0, y: 5000)
        view.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -800))
        XCTAssertEqual(view.state, .decelerating)
        XCTAssertEqual(states(&view, until: 5), [.decelerating, .idle])
    }

    func testDeceleratingToBouncingToIdle() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 3000)
        view.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -3000))
        XCTAssertEqual(states(&view, until: 5), [.decelerating, .bouncing, .idle])
        XCTAssertEqual(view.contentOffset.y, 3200)
    }

    func testDraggingToBouncingWhenReleasedStretched() {
        var view = makeList()
        view.drag(by: Point(x: 0, y: 120), release: .zero)
        XCTAssertEqual(view.state, .bouncing)
        XCTAssertTrue(view.isDecelerating)
        XCTAssertEqual(states(&view, until: 2), [.bouncing, .idle])
        XCTAssertEqual(view.contentOffset.y, 0)
    }

    func testBouncingToDeceleratingWhenFlungBackIntoTheContent() {
        var view = makeList(height: 40_000)
        view.drag(by: Point(x: 0, y: 60), release: Point(x: 0, y: -4000))
        XCTAssertEqual(view.state, .bouncing)
        XCTAssertEqual(states(&view, until: 6), [.bouncing, .decelerating, .idle])
        XCTAssertGreaterThan(view.contentOffset.y, 1000)
    }

    func testDraggingToPagingToIdle() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        view.isPagingEnabled = true
        view.drag(by: Point(x: -100, y: 0), release: Point(x: -900, y: 0))
        XCTAssertEqual(view.state, .paging)
        XCTAssertTrue(view.isDecelerating)
        XCTAssertEqual(states(&view, until: 2), [.paging, .idle])
    }

    func testMotionsCaughtByAFingerGoToTracking() {
        var decelerating = makeList(height: 20_000)
        decelerating.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -2000))
        decelerating.touchesBegan(at: .zero, time: 0.3)
        XCTAssertEqual(decelerating.state, .tracking)

        var bouncing = makeList()
        bouncing.drag(by: Point(x: 0, y: 120), release: .zero)
        bouncing.touchesBegan(at: .zero, time: 0.15)
        XCTAssertEqual(bouncing.state, .tracking)
        // Lifted while stretched: tracking → bouncing.
        bouncing.touchesEnded(time: 0.2)
        XCTAssertEqual(bouncing.state, .bouncing)

        var paging = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        paging.isPagingEnabled = true
        paging.drag(by: Point(x: -100, y: 0), release: Point(x: -900, y: 0))
        paging.touchesBegan(at: .zero, time: 0.15)
        XCTAssertEqual(paging.state, .tracking)

        var animating = makeList()
        animating.setContentOffset(Point(x: 0, y: 500), animated: true)
        animating.touchesBegan(at: .zero, time: 0.1)
        XCTAssertEqual(animating.state, .tracking)
        // Caught a third of the way through the 0.3 s ease: (1 − cos(π/3))/2 = 0.25 of 500.
        XCTAssertEqual(animating.contentOffset.y, 125, accuracy: 1e-9)
    }

    func testIdleToAnimatingToIdle() {
        var view = makeList()
        view.setContentOffset(Point(x: 0, y: 500), animated: true)
        XCTAssertEqual(view.state, .animating)
        XCTAssertEqual(states(&view, until: 1), [.animating, .idle])
    }

    func testProgrammaticFlingFromIdle() {
        var view = makeList(height: 20_000)
        view.fling(velocity: Point(x: 0, y: 1000), at: 0.5)
        XCTAssertEqual(view.state, .decelerating)
        XCTAssertEqual(states(&view, until: 5), [.decelerating, .idle])
        XCTAssertEqual(view.contentOffset.y, 499.5, accuracy: 0.01)
    }

    func testZoomingTransitions() {
        // idle → zooming → idle
        var (view, _) = zoomable()
        view.pinchBegan(focal: Point(x: 200, y: 400), time: 0)
        XCTAssertEqual(view.state, .zooming)
        XCTAssertTrue(view.isZooming)
        view.pinchChanged(scale: 2, focal: Point(x: 200, y: 400), time: 0.1)
        view.pinchEnded(time: 0.2)
        XCTAssertEqual(view.state, .idle)

        // tracking → zooming; zooming → bouncing (scale past the limit) → idle
        var (stretched, _) = zoomable()
        stretched.touchesBegan(at: .zero, time: 0)
        stretched.pinchBegan(focal: Point(x: 200, y: 400), time: 0.05)
        XCTAssertEqual(stretched.state, .zooming)
        stretched.pinchChanged(scale: 6, focal: Point(x: 200, y: 400), time: 0.1)
        stretched.pinchEnded(time: 0.2)
        XCTAssertEqual(states(&stretched, until: 2), [.bouncing, .idle])

        // dragging → zooming; zooming → bouncing (offset outside the content) → idle
        var (dragged, recorder) = zoomable()
        dragged.setZoomScale(2, animated: false)
        dragged.drag(by: Point(x: 0, y: -20))
        XCTAssertEqual(dragged.state, .dragging)
        dragged.pinchBegan(focal: Point(x: 200, y: 400), time: 0.2)
        XCTAssertEqual(dragged.state, .zooming)
        XCTAssertTrue(recorder.events.contains("didEndDragging(false)"))
        dragged.pinchChanged(scale: 0.6, focal: Point(x: 200, y: 200), time: 0.3)
        XCTAssertFalse(dragged.isWithinBounds)
        dragged.pinchEnded(time: 0.3)
        XCTAssertEqual(states(&dragged, until: 2), [.bouncing, .idle])
        XCTAssertTrue(dragged.isWithinBounds)

        // decelerating → zooming
        var (flung, _) = zoomable()
        flung.setZoomScale(3, animated: false)
        flung.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -2000))
        XCTAssertEqual(flung.state, .decelerating)
        flung.pinchBegan(focal: .zero, time: 0.2)
        XCTAssertEqual(flung.state, .zooming)
    }
}

/// The transitions that programmatic calls and catches add to the drag-driven ones.
final class ScrollModelMoreStateTests: XCTestCase {
    private var recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))

    func testSetContentOffsetStopsOrRedirectsAMotion() {
        var stopped = makeList(height: 20_000)
        stopped.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -2000))
        XCTAssertEqual(stopped.state, .decelerating)
        stopped.setContentOffset(Point(x: 0, y: 10), animated: false)
        XCTAssertEqual(stopped.state, .idle)

        var redirected = makeList(height: 20_000)
        redirected.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -2000))
        redirected.advance(to: 0.2)
        redirected.setContentOffset(Point(x: 0, y: 10), animated: true)
        XCTAssertEqual(redirected.state, .animating)
        redirected.runUntilIdle()
        XCTAssertEqual(redirected.contentOffset.y, 10)
    }

    func testLiftingAPagerCaughtBetweenPagesSettlesOnTheNearestPage() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        view.isPagingEnabled = true
        view.drag(by: Point(x: -100, y: 0), release: Point(x: -900, y: 0))
        view.advance(to: 0.13)
        XCTAssertEqual(view.state, .paging)
        view.touchesBegan(at: .zero, time: 0.13)
        XCTAssertEqual(view.state, .tracking)
        let caught = view.contentOffset.x
        XCTAssertNotEqual(caught.truncatingRemainder(dividingBy: 400), 0)
        view.touchesEnded(time: 0.2)
        XCTAssertEqual(view.state, .paging)
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, (caught / 400).rounded() * 400)
    }

    func testPinchInterruptsPagingBouncingAndAnimating() {
        var paging = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        paging.maximumZoomScale = 2
        paging.delegate = recorder
        paging.isPagingEnabled = true
        paging.drag(by: Point(x: -100, y: 0), release: Point(x: -900, y: 0))
        XCTAssertEqual(paging.state, .paging)
        paging.pinchBegan(focal: .zero, time: 0.15)
        XCTAssertEqual(paging.state, .zooming)

        var bouncing = makeList()
        bouncing.maximumZoomScale = 2
        bouncing.delegate = recorder
        bouncing.drag(by: Point(x: 0, y: 100), release: .zero)
        XCTAssertEqual(bouncing.state, .bouncing)
        bouncing.pinchBegan(focal: .zero, time: 0.15)
        XCTAssertEqual(bouncing.state, .zooming)

        var animating = makeList()
        animating.maximumZoomScale = 2
        animating.delegate = recorder
        animating.setContentOffset(Point(x: 0, y: 300), animated: true)
        animating.pinchBegan(focal: .zero, time: 0.1)
        XCTAssertEqual(animating.state, .zooming)
    }

    func testAFingerDoesNotCatchAZoomBounce() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.maximumZoomScale = 2
        view.delegate = recorder
        view.pinchBegan(focal: Point(x: 200, y: 400), time: 0)
        view.pinchChanged(scale: 4, focal: Point(x: 200, y: 400), time: 0.1)
        view.pinchEnded(time: 0.1)
        XCTAssertTrue(view.isZoomBouncing)
        view.touchesBegan(at: Point(x: 10, y: 10), time: 0.15)
        XCTAssertEqual(view.state, .bouncing)
        XCTAssertTrue(view.isTracking)
        view.run(until: 2)
        XCTAssertEqual(view.state, .tracking)
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
        view.touchesEnded(time: 2.1)
        XCTAssertEqual(view.state, .idle)
    }
}
