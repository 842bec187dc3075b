import FlickEvdev
import FlickInput
import FlickTestSupport
import FlickUI
import XCTest

/// `ScrollView`'s UIKit state (`isTracking`, `isDragging`, `isDecelerating`, `isZooming`,
/// `isZoomBouncing`, `isScrollAnimating`, `isZoomAnimating`) through a real window, driven by
/// scripted touches and a recorded pinch on a manual clock (each frame's time is the trace's):
/// every transition of every property, and what each delegate call reads.
final class ScrollViewStateTests: XCTestCase {
    /// The state as one string: the true properties joined by "+", or "rest".
    private static func flags(_ scroll: ScrollView) -> String {
        let names = [(scroll.isTracking, "tracking"), (scroll.isDragging, "dragging"),
                     (scroll.isDecelerating, "decelerating"), (scroll.isZooming, "zooming"),
                     (scroll.isZoomBouncing, "zoomBouncing"), (scroll.isScrollAnimating, "scrollAnimating"),
                     (scroll.isZoomAnimating, "zoomAnimating")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "rest" : names.joined(separator: "+")
    }

    /// Records the state in each delegate call ("call: state").
    private final class StateLog: ScrollViewDelegate {
        var calls: [String] = []
        var zoomView: View?
        var decelerated: Bool?

        private func note(_ call: String, _ scroll: ScrollView) { calls.append("\(call): \(flags(scroll))") }

        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { note("willBeginDragging", scrollView) }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: inout Point) {
            note("willEndDragging", scrollView)
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            decelerated = decelerate
            note("didEndDragging", scrollView)
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { note("willBeginDecelerating", scrollView) }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { note("didEndDecelerating", scrollView) }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { note("didEndScrollingAnimation", scrollView) }
        func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { note("willBeginZooming", scrollView) }
        func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
            note("didEndZooming", scrollView)
        }
    }

    /// A window of `size` with a full-size scroll view of `content`, logged.
    private func makeScrollView(content: Size, size: Size = Size(width: 400, height: 400))
        -> (Window, ScrollView, StateLog) {
        let window = Window(frame: Rect(origin: .zero, size: size))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = content
        let log = StateLog()
        scroll.delegate = log
        window.addSubview(scroll)
        return (window, scroll, log)
    }

    /// Adds a zooming view of the content's size (zoom 1…`maximum`).
    private func makeZoomable(_ scroll: ScrollView, _ log: StateLog, maximum: Double) {
        let image = View(frame: Rect(origin: .zero, size: scroll.contentSize))
        scroll.addSubview(image)
        log.zoomView = image
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = maximum
    }

    /// Plays `frames` (then `settle` seconds) and returns the states seen after each frame,
    /// consecutive repeats merged, starting with the state before.
    private func states(_ window: Window, _ scroll: ScrollView, playing frames: [TouchFrame],
                        settle: Double = 0, eachFrame: (Double) -> Void = { _ in }) -> [String] {
        var seen = [Self.flags(scroll)]
        window.play(frames, settle: settle) { time in
            eachFrame(time)
            let state = Self.flags(scroll)
            if seen.last != state { seen.append(state) }
        }
        return seen
    }

    // MARK: isTracking

    func testAFingerThatNeverDragsIsTrackingFromTouchDownToLift() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 2000))
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 200))
        trace.hold(0.3)
        trace.move([0], by: Point(x: 0, y: -4), duration: 0.05) // under the 10 pt slop
        trace.up(0)
        XCTAssertEqual(states(window, scroll, playing: trace.frames, settle: 0.2), ["rest", "tracking", "rest"])
        XCTAssertEqual(log.calls, [], "no drag, no motion")
    }

    // MARK: isDragging

    func testADragIsDraggingFromItsBeginUntilTheLiftEvenWhileTheFingerRests() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 2000))
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 300))
        trace.move([0], by: Point(x: 0, y: -80), duration: 0.2)
        let restStart = trace.time
        trace.hold(0.3)
        let lift = trace.time
        trace.up(0)
        var restingStates: Set<String> = []
        let seen = states(window, scroll, playing: trace.frames, settle: 0.5) { time in
            if time > restStart, time <= lift { restingStates.insert(Self.flags(scroll)) }
        }
        XCTAssertEqual(seen, ["rest", "tracking", "tracking+dragging", "rest"])
        XCTAssertEqual(restingStates, ["tracking+dragging"], "still dragging while the finger rests")
        XCTAssertEqual(log.decelerated, false, "released at rest, in bounds")
        XCTAssertEqual(log.calls, [
            "willBeginDragging: tracking+dragging",
            "willEndDragging: tracking+dragging",
            // UIKit: the drag has ended, the lifting finger still tracks.
            "didEndDragging: tracking",
        ])
    }

    // MARK: isDecelerating

    func testAFlingIntoTheEdgeDeceleratesThroughItsBounceBack() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 1000))
        var overscrolledWhileDecelerating = 0
        let frames = TraceBuilder.drag(from: Point(x: 200, y: 350), by: Point(x: 0, y: -200), duration: 0.1)
        let lift = frames.last?.time ?? 0
        let seen = states(window, scroll, playing: frames, settle: 3) { time in
            if time > lift, scroll.contentOffset.y > 600 + 1, scroll.isDecelerating { overscrolledWhileDecelerating += 1 }
        }
        XCTAssertEqual(seen, ["rest", "tracking", "tracking+dragging", "decelerating", "rest"])
        XCTAssertGreaterThan(overscrolledWhileDecelerating, 3, "past the bottom edge and back, decelerating")
        XCTAssertEqual(log.calls, [
            "willBeginDragging: tracking+dragging",
            "willEndDragging: tracking+dragging",
            "didEndDragging: tracking",
            "willBeginDecelerating: rest",
            "didEndDecelerating: rest",
        ])
        XCTAssertEqual(log.decelerated, true)
    }

    func testASlowReleaseOfAStretchedViewDeceleratesBackToTheEdge() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 2000))
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 100))
        trace.move([0], by: Point(x: 0, y: 150), duration: 0.3) // pulls past the top
        trace.hold(0.3)
        trace.up(0)
        let seen = states(window, scroll, playing: trace.frames, settle: 2)
        XCTAssertEqual(seen, ["rest", "tracking", "tracking+dragging", "decelerating", "rest"])
        XCTAssertEqual(log.decelerated, true, "the bounce back counts as deceleration, as in UIKit")
        XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 0.5)
    }

    func testAFingerThatCatchesAFlingStopsDecelerating() {
        let (window, scroll, _) = makeScrollView(content: Size(width: 400, height: 8000))
        var frames = TraceBuilder.drag(from: Point(x: 200, y: 350), by: Point(x: 0, y: -200), duration: 0.1)
        let catchTime = (frames.last?.time ?? 0) + 0.2
        frames += TraceBuilder.tap(at: Point(x: 200, y: 200), start: catchTime, duration: 0.1)
        XCTAssertEqual(states(window, scroll, playing: frames, settle: 0.2),
                       ["rest", "tracking", "tracking+dragging", "decelerating", "tracking", "rest"])
    }

    // MARK: isZooming, isZoomBouncing

    func testARecordedPinchPastTheMaximumZoomsThenZoomBounces() throws {
        let size = Size(width: 1280, height: 800)
        let (window, scroll, log) = makeScrollView(content: size, size: size)
        makeZoomable(scroll, log, maximum: 1.5)
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("pinch-out.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
        var largest = 1.0
        let seen = states(window, scroll, playing: frames, settle: 1.5) { _ in largest = max(largest, scroll.zoomScale) }
        XCTAssertGreaterThan(largest, 1.5, "the pinch stretched past the maximum")
        XCTAssertEqual(scroll.zoomScale, 1.5, accuracy: 1e-6, "and sprang back to it")
        // The fingers land (tracking), the pinch zooms with them down, they lift, the scale
        // springs back.
        XCTAssertEqual(seen.first, "rest")
        XCTAssertTrue(seen.contains("tracking+zooming"), "\(seen)")
        XCTAssertEqual(Array(seen.suffix(2)), ["zoomBouncing", "rest"], "\(seen)")
        XCTAssertFalse(seen.contains { $0.contains("decelerating") }, "a zoom bounce is not deceleration")
        XCTAssertEqual(log.calls.filter { $0.hasPrefix("willBeginZooming") }, ["willBeginZooming: tracking+zooming"],
                       "zooming from the call on")
        XCTAssertEqual(log.calls.last, "didEndZooming: rest")
    }

    func testAScriptedPinchInsideTheLimitsZoomsUntilTheFingersLift() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 400))
        makeZoomable(scroll, log, maximum: 4)
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 150, y: 200)), (1, Point(x: 250, y: 200))])
        trace.move([0, 1], duration: 0.4) { finger, start, progress in
            start + Point(x: (finger == 0 ? -50 : 50) * progress, y: 0)
        }
        trace.hold(0.2)
        trace.up([0, 1])
        let seen = states(window, scroll, playing: trace.frames, settle: 0.5)
        XCTAssertGreaterThan(scroll.zoomScale, 1.5, "100 → 200 pt apart (less the pinch's slop)")
        XCTAssertLessThanOrEqual(scroll.zoomScale, 2 + 1e-9)
        XCTAssertTrue(seen.contains("tracking+zooming"), "\(seen)")
        XCTAssertEqual(seen.last, "rest")
        XCTAssertFalse(seen.contains { $0.contains("zoomBouncing") }, "inside the limits: no bounce")
        // The pinch ends as the fingers lift: no longer zooming, the lifting fingers still track.
        XCTAssertEqual(log.calls, ["willBeginZooming: tracking+zooming", "didEndZooming: tracking"])
    }

    func testAPinchThatTakesOverADragEndsTheDragAndZoomsWithTheFingersTracking() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 800, height: 800))
        makeZoomable(scroll, log, maximum: 4)
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 150, y: 200))
        trace.move([0], by: Point(x: 0, y: -40), duration: 0.15)
        trace.down(1, at: Point(x: 250, y: 160))
        trace.move([0, 1], duration: 0.4) { finger, start, progress in
            start + Point(x: (finger == 0 ? -60 : 60) * progress, y: 0)
        }
        trace.up([0, 1])
        let seen = states(window, scroll, playing: trace.frames, settle: 1)
        XCTAssertEqual(Array(seen.prefix(4)), ["rest", "tracking", "tracking+dragging", "tracking+zooming"], "\(seen)")
        XCTAssertEqual(seen.last, "rest")
        XCTAssertEqual(log.decelerated, false, "the drag ends without a fling")
        XCTAssertEqual(Array(log.calls.prefix(3)), [
            "willBeginDragging: tracking+dragging",
            "didEndDragging: tracking",
            "willBeginZooming: tracking+zooming",
        ])
    }

    func testAPageSettleIsDeceleration() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 1200, height: 400))
        scroll.isPagingEnabled = true
        let frames = TraceBuilder.drag(from: Point(x: 300, y: 200), by: Point(x: -120, y: 0), duration: 0.2)
        XCTAssertEqual(states(window, scroll, playing: frames, settle: 1.5),
                       ["rest", "tracking", "tracking+dragging", "decelerating", "rest"])
        XCTAssertEqual(scroll.contentOffset.x, 400, accuracy: 0.5, "settled on the next page")
        XCTAssertEqual(log.calls.last, "didEndDecelerating: rest")
    }

    // MARK: isScrollAnimating, isZoomAnimating

    func testAnOffsetAnimationIsScrollAnimatingUntilItEnds() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 2000))
        window.play([], settle: 0.05)
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        XCTAssertEqual(Self.flags(scroll), "scrollAnimating")
        XCTAssertEqual(states(window, scroll, playing: [], settle: 0.5), ["scrollAnimating", "rest"])
        XCTAssertEqual(log.calls, ["didEndScrollingAnimation: rest"])
        XCTAssertEqual(scroll.contentOffset.y, 500)
    }

    func testAFingerStopsAnOffsetAnimation() {
        let (window, scroll, _) = makeScrollView(content: Size(width: 400, height: 2000))
        window.play([], settle: 0.05)
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        let start = window.currentTime + 0.1
        XCTAssertEqual(states(window, scroll, playing: TraceBuilder.tap(at: Point(x: 200, y: 200), start: start)),
                       ["scrollAnimating", "tracking", "rest"])
    }

    func testAnAnimatedZoomIsZoomAnimatingUntilItEnds() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 400))
        makeZoomable(scroll, log, maximum: 4)
        window.play([], settle: 0.05)
        scroll.setZoomScale(3, animated: true)
        XCTAssertEqual(Self.flags(scroll), "zoomAnimating")
        XCTAssertEqual(states(window, scroll, playing: [], settle: 0.5), ["zoomAnimating", "rest"])
        XCTAssertEqual(log.calls, ["didEndZooming: rest"])
        XCTAssertEqual(scroll.zoomScale, 3, accuracy: 1e-9)
    }

    func testADoubleTapZoomIsZoomAnimatingAfterItsSecondTap() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 400))
        makeZoomable(scroll, log, maximum: 4)
        scroll.zoomsOnDoubleTap = true
        let point = Point(x: 100, y: 100)
        let frames = TraceBuilder.tap(at: point) + TraceBuilder.tap(at: point, start: 0.15)
        let seen = states(window, scroll, playing: frames, settle: 0.6)
        // The double tap recognizes at the second lift.
        XCTAssertEqual(seen, ["rest", "tracking", "rest", "tracking", "zoomAnimating", "rest"])
        XCTAssertEqual(scroll.zoomScale, 4, accuracy: 1e-9)
    }
}
