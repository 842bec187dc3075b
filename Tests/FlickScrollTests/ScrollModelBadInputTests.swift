import XCTest
import FlickInput
import FlickTestSupport
@testable import FlickScroll

/// Recoveries for bad input: time going backwards, non-finite values, touches cancelled
/// mid-drag, frames out of order in a replay. None may crash or leave a stuck state.
final class ScrollModelBadInputTests: XCTestCase {
    func testTimeGoingBackwardsIsTreatedAsTheLastTime() {
        var view = makeList(height: 20_000)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -2000))
        view.advance(to: 0.5)
        let offset = view.contentOffset
        view.advance(to: 0.3)
        XCTAssertEqual(view.time, 0.5)
        XCTAssertEqual(view.contentOffset, offset)
        view.advance(to: .nan)
        XCTAssertEqual(view.time, 0.5)
        view.runUntilIdle()
        XCTAssertEqual(view.state, .idle)
    }

    func testNonFiniteValuesAreIgnored() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 500)
        view.drag(by: Point(x: 0, y: -50))
        view.panChanged(translation: Point(x: .nan, y: 3), time: 0.2)
        XCTAssertEqual(view.contentOffset.y, 550)
        view.panEnded(translation: Point(x: 0, y: -60), velocity: Point(x: 0, y: .infinity), time: 0.25)
        XCTAssertEqual(view.state, .idle)
        XCTAssertEqual(view.contentOffset.y, 550)

        let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
        var zoom = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        zoom.maximumZoomScale = 3
        zoom.delegate = recorder
        zoom.pinchBegan(focal: Point(x: 10, y: 10), time: 0)
        zoom.pinchChanged(scale: 0, focal: Point(x: 10, y: 10), time: 0.1)
        zoom.pinchChanged(scale: .nan, focal: Point(x: 10, y: 10), time: 0.1)
        XCTAssertEqual(zoom.zoomScale, 1)
    }

    func testTouchCancelledMidDragSpringsBackWithoutAFling() {
        var view = makeList()
        view.drag(by: Point(x: 0, y: 150))
        XCTAssertFalse(view.isWithinBounds)
        view.touchesCancelled(time: 0.2)
        XCTAssertEqual(view.state, .bouncing)
        XCTAssertFalse(view.isTracking)
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y, 0)

        // The same through frames: the touch's last appearance is `cancelled`.
        var framed = makeList()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 100))
        trace.move(0, to: Point(x: 200, y: 400), duration: 0.2)
        for frame in trace.frames { framed.handle(frame) }
        XCTAssertEqual(framed.state, .dragging)
        let last = trace.frames.last!
        var gone = last.touches[0]
        gone.phase = .cancelled
        framed.handle(TouchFrame(time: last.time + 0.01, touches: [gone]))
        XCTAssertNotEqual(framed.state, .dragging)
        XCTAssertFalse(framed.isTracking)
        framed.runUntilIdle()
        XCTAssertEqual(framed.state, .idle)
        XCTAssertEqual(framed.contentOffset.y, 0)
    }

    func testReplaySortsFramesThatGoBackwards() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 700))
        trace.move(0, to: Point(x: 200, y: 300), duration: 0.2)
        trace.up(0)
        var shuffled = trace.frames
        shuffled.swapAt(5, 9)
        let a = ScrollReplay.run(frames: trace.frames, window: Size(width: 400, height: 800),
                                 content: Size(width: 400, height: 20_000))
        let b = ScrollReplay.run(frames: shuffled, window: Size(width: 400, height: 800),
                                 content: Size(width: 400, height: 20_000))
        XCTAssertEqual(a, b)
        XCTAssertTrue(ScrollReplay.run(frames: [], window: Size(width: 400, height: 800),
                                       content: Size(width: 400, height: 800)).count == 1)
    }
}
