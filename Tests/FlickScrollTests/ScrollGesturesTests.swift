import XCTest
import FlickInput
import FlickTestSupport
@testable import FlickScroll

/// `handle(_:)`: raw frames through FlickGestures' pan and pinch recognizers.
final class ScrollGesturesTests: XCTestCase {
    private var recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))

    private func feed(_ view: inout ScrollModel, _ trace: TraceBuilder) {
        for frame in trace.frames { view.handle(frame) }
    }

    func testFrameDrivenFlingScrollsAndDecelerates() {
        var view = makeList(height: 20_000)
        view.delegate = recorder
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 700))
        trace.move(0, to: Point(x: 200, y: 300), duration: 0.2)
        trace.up(0)
        feed(&view, trace)
        XCTAssertEqual(view.state, .decelerating)
        // 400 pt of finger travel, less the 10 pt slop the pan recognizer absorbs.
        let release = try! XCTUnwrap(recorder.endVelocity)
        XCTAssertEqual(release.y, 2000, accuracy: 100)
        XCTAssertEqual(release.x, 0)
        XCTAssertEqual(view.contentOffset.y, 390, accuracy: 1)
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y, try! XCTUnwrap(recorder.endTarget).y, accuracy: 1e-9)
        XCTAssertEqual(recorder.events, ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                         "willBeginDecelerating", "didEndDecelerating"])
    }

    func testPauseBeforeLiftDoesNotFling() {
        var view = makeList()
        view.contentOffset = Point(x: 0, y: 1000)
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 700))
        trace.move(0, to: Point(x: 200, y: 500), duration: 0.2)
        trace.hold(0.1)
        trace.up(0)
        feed(&view, trace)
        XCTAssertEqual(view.state, .idle)
    }

    func testStillTouchReachesContentAfterTheDelay() {
        var view = makeList()
        view.contentHitTest = { _ in ContentView(name: "row") }
        var trace = TraceBuilder(rate: 60)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.hold(0.3)
        trace.up(0)
        feed(&view, trace)
        let events = view.takeContentTouchEvents()
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events[0].time, trace.frames[0].time + 0.15, accuracy: 1.0 / 60 + 1e-9)
        guard case .ended? = events.last else { return XCTFail("no end") }
    }

    func testPinchFramesZoomAboutTheFocalPoint() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.maximumZoomScale = 4
        view.delegate = recorder
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 150, y: 400)), (1, Point(x: 250, y: 400))])
        trace.move([0, 1], duration: 0.3) { finger, start, progress in
            start + Point(x: (finger == 0 ? -100 : 100) * progress, y: 0)
        }
        feed(&view, trace)
        XCTAssertEqual(view.state, .zooming)
        // Distance 100 → 300; the pinch recognizer rebases its 8 pt slop, so the scale is
        // 300 / (100 + 8) relative to where it began.
        XCTAssertEqual(view.zoomScale, 300.0 / 108, accuracy: 0.05)
        let content = (view.contentOffset + Point(x: 200, y: 400)) / view.zoomScale
        XCTAssertEqual(content.x, 200, accuracy: 0.5)
        XCTAssertEqual(content.y, 400, accuracy: 0.5)
        trace.up([0, 1])
        view.handle(trace.frames.last!)
        view.runUntilIdle()
        XCTAssertEqual(view.state, .idle)
        XCTAssertTrue(recorder.events.contains("didEndZooming"))
    }

    func testDoubleTapFramesZoom() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.maximumZoomScale = 2
        view.zoomsOnDoubleTap = true
        view.delegate = recorder
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        trace.wait(0.1)
        trace.down(0, at: Point(x: 104, y: 102))
        trace.up(0)
        feed(&view, trace)
        XCTAssertEqual(view.state, .animating)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 2, accuracy: 1e-9)
    }

    func testEarlyDragThroughFramesNeverTouchesTheContent() {
        var view = makeList()
        view.contentHitTest = { _ in ContentView(name: "row") }
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 600))
        trace.move(0, to: Point(x: 100, y: 300), duration: 0.12)
        trace.hold(0.3)
        trace.up(0)
        feed(&view, trace)
        view.runUntilIdle()
        XCTAssertTrue(view.takeContentTouchEvents().isEmpty)
        XCTAssertGreaterThan(view.contentOffset.y, 250)
    }

    func testDirectionalLockThroughFrames() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 4000, height: 8000))
        view.contentOffset = Point(x: 1000, y: 1000)
        view.isDirectionalLockEnabled = true
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 300, y: 400))
        trace.move([0], duration: 0.3) { _, start, progress in
            start + Point(x: -200 * progress, y: 30 * progress * progress)
        }
        feed(&view, trace)
        XCTAssertEqual(view.state, .dragging)
        XCTAssertEqual(view.contentOffset.y, 1000)
        XCTAssertEqual(view.contentOffset.x, 1190, accuracy: 1)
    }

    func testCopiesTakenAtRestRecognizeIndependently() {
        let original = makeList(height: 20_000)
        var a = original, b = original
        var up = TraceBuilder(rate: 120)
        up.down(0, at: Point(x: 200, y: 700))
        up.move(0, to: Point(x: 200, y: 400), duration: 0.15)
        var down = TraceBuilder(rate: 120)
        down.down(0, at: Point(x: 200, y: 100))
        down.move(0, to: Point(x: 200, y: 300), duration: 0.15)
        for (frameA, frameB) in zip(up.frames, down.frames) {
            a.handle(frameA)
            b.handle(frameB)
        }
        XCTAssertEqual(a.contentOffset.y, 290, accuracy: 1)
        XCTAssertLessThan(b.contentOffset.y, -50)
    }

    func testQuickFlickWithoutADragKeepsItsVelocity() {
        // Note §c4 (flutter#149222): a flick that starts moving at once must not lose half
        // its velocity: 120 pt in 50 ms, lifted moving, is 2400 pt/s at any sampling rate.
        for rate in [60.0, 120.0, 240.0] {
            var view = makeList(height: 40_000)
            view.contentOffset = Point(x: 0, y: 10_000)
            view.delegate = recorder
            var trace = TraceBuilder(rate: rate)
            trace.down(0, at: Point(x: 200, y: 500))
            trace.move(0, to: Point(x: 200, y: 500 - 2400 * 0.05), duration: 0.05)
            trace.up(0, time: trace.time)
            feed(&view, trace)
            XCTAssertEqual(recorder.endVelocity?.y ?? 0, 2400, accuracy: 2400 * 0.1, "at \(rate) Hz")
        }
    }

    /// Nobody drains the arbiter's touch deliveries (the model follows raw touches for its
    /// content), so it must not collect them: before, a long replay grew by one delivery per
    /// touch per frame without bound.
    func testTheArbiterKeepsNoTouchDeliveries() {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 20_000))
        var trace = TraceBuilder(rate: 120)
        for _ in 0..<20 {
            trace.down(0, at: Point(x: 200, y: 600))
            trace.move(0, to: Point(x: 200, y: 200), duration: 0.2)
            trace.up(0)
            trace.hold(0.5)
        }
        for frame in trace.frames { view.handle(frame) }
        XCTAssertTrue(view.gestures.arbiter.takeDeliveries().isEmpty)
    }
}
