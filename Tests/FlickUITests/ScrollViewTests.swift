import FlickEvdev
import FlickAnimation
import FlickGestures
import FlickInput
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ScrollView` through a real window: content moves with the offset, content touches are
/// delayed 150 ms and taken back by a drag, the delegate's call order, programmatic scrolls,
/// paging, directional lock, zoom and nested scroll views.
final class ScrollViewTests: XCTestCase {
    /// A 400 × 400 window with a full-size scroll view of 400 × 2000 content and a 100 × 44
    /// control at (100, 100) of the content.
    private func makeTree(scrollView: ScrollView = ScrollView()) -> (Window, ScrollView, Control, [String]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scrollView.frame = window.bounds
        scrollView.name = "scroll"
        scrollView.contentSize = Size(width: 400, height: 2000)
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        control.name = "button"
        window.addSubview(scrollView)
        scrollView.addSubview(control)
        return (window, scrollView, control, [])
    }

    private final class Events {
        var names: [String] = []
        init(_ control: Control) {
            control.addAction(for: ControlEvents.allTouchEvents) { [unowned self] control, event in
                self.names.append("\(event)\(control.isHighlighted ? "*" : "")")
            }
        }
    }

    func testContentMovesWithTheContentOffset() throws {
        let (window, scroll, control, _) = makeTree()
        scroll.contentOffset = Point(x: 0, y: 60)
        XCTAssertEqual(scroll.bounds.origin, Point(x: 0, y: 60))
        let onScreen = try XCTUnwrap(control.convert(Point(x: 0, y: 0), to: nil))
        XCTAssertEqual(onScreen, Point(x: 100, y: 40))
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 150, y: 60), at: nil) === control)
    }

    func testAButtonHighlightsAfterTheContentTouchDelayAndFiresOnTouchUpInside() {
        let (window, _, control, _) = makeTree()
        let events = Events(control)
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 150, y: 120))
        trace.hold(0.1)
        window.play(trace.frames)
        XCTAssertEqual(events.names, [], "held: 100 ms < 150 ms")
        XCTAssertFalse(control.isHighlighted)
        var highlightTime: Double?
        control.addAction(for: .touchDown) { _, _ in highlightTime = window.currentTime }
        trace.hold(0.1)
        trace.up(0)
        window.play(Array(trace.frames.dropFirst(13)))
        XCTAssertEqual(events.names, ["[touchDown]*", "[touchUpInside]"])
        let time = try? XCTUnwrap(highlightTime)
        XCTAssertEqual(time ?? 0, 0.150 + 1.0 / 120, accuracy: 1.0 / 120 + 1e-9, "within a frame of 150 ms")
    }

    func testAQuickTapReachesTheButtonAtTheLift() {
        let (window, _, control, _) = makeTree()
        let events = Events(control)
        window.play(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(events.names, ["[touchDown]*", "[touchUpInside]"])
    }

    func testADragBeforeTheDelayScrollsAndNeverTouchesTheButton() {
        let (window, scroll, control, _) = makeTree()
        let events = Events(control)
        window.play(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: -100), duration: 0.1),
                    settle: 0.1)
        XCTAssertEqual(events.names, [])
        XCTAssertGreaterThan(scroll.contentOffset.y, 80)
    }

    func testByDefaultAHeldButtonKeepsItsTouchAndTheViewDoesNotScroll() {
        // UIKit: touchesShouldCancel(in:) is false for a control.
        let (window, scroll, control, _) = makeTree()
        let events = Events(control)
        window.play(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: -10), duration: 0.1,
                                      holdFirst: 0.2))
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(events.names.first, "[touchDown]*")
        XCTAssertEqual(events.names.last, "[touchUpInside]")
    }

    /// A scroll view that lets drags cancel controls (as `ListView` does, like UITableView).
    private final class CancellingScrollView: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { true }
    }

    func testA10PointDragCancelsAHighlightedButtonWhenTheViewMayCancelIt() {
        let (window, scroll, control, _) = makeTree(scrollView: CancellingScrollView())
        let events = Events(control)
        // 10 pt is the pan's slop: the drag begins as the finger reaches it.
        window.play(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: -10.5), duration: 0.1,
                                      holdFirst: 0.2))
        XCTAssertEqual(events.names.first, "[touchDown]*")
        XCTAssertEqual(events.names.last, "[touchCancel]", "touchCancel, no action")
        XCTAssertFalse(events.names.contains { $0.contains("touchUp") })
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(scroll.contentOffset.y, 0.5, accuracy: 1e-6, "the content follows the finger past the slop")
    }

    func testCanCancelContentTouchesFalseKeepsTheTouchWithTheContent() {
        let (window, scroll, control, _) = makeTree(scrollView: CancellingScrollView())
        scroll.canCancelContentTouches = false
        let events = Events(control)
        window.play(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: -30), duration: 0.15,
                                      holdFirst: 0.2))
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertFalse(events.names.contains("[touchCancel]"))
    }

    func testWithoutDelaysContentTouchesTheButtonHighlightsAtOnce() {
        let (window, scroll, control, _) = makeTree()
        scroll.delaysContentTouches = false
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 150, y: 120))
        window.play(trace.frames)
        XCTAssertTrue(control.isHighlighted)
    }

    /// Refuses content touches on views named "refused".
    private final class RefusingScrollView: ScrollView {
        override func touchesShouldBegin(_ touches: [Touch], with event: TouchEvent, in view: View) -> Bool {
            view.name != "refused"
        }
    }

    func testTouchesShouldBeginFalseWithholdsTheTouch() {
        let (window, _, control, _) = makeTree(scrollView: RefusingScrollView())
        control.name = "refused"
        let events = Events(control)
        window.play(TraceBuilder.tap(at: Point(x: 150, y: 120), duration: 0.3))
        XCTAssertEqual(events.names, [])
    }

    func testATouchThatStopsAFlingNeverReachesTheContent() {
        let (window, scroll, control, _) = makeTree()
        let events = Events(control)
        window.play(TraceBuilder.drag(from: Point(x: 200, y: 390), by: Point(x: 0, y: -200), duration: 0.1))
        XCTAssertTrue(scroll.isDecelerating)
        let start = window.currentTime + 0.05
        window.play(TraceBuilder.tap(at: Point(x: 150, y: 120), start: start, duration: 0.3))
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(events.names, [], "the tap only stopped the fling")
    }
}

/// Records a scroll view's delegate calls.
final class ScrollCallLog: ScrollViewDelegate {
    var calls: [String] = []
    var zoomView: View?
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        calls.append("willEndDragging(\(velocity.y > 0 ? "down" : "up"))")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        calls.append("didEndZooming")
    }
}

final class ScrollViewMotionTests: XCTestCase {
    private func makeScrollView(content: Size, size: Size = Size(width: 400, height: 400))
        -> (Window, ScrollView, ScrollCallLog) {
        let window = Window(frame: Rect(origin: .zero, size: size))
        let scroll = ScrollView(frame: window.bounds)
        scroll.name = "scroll"
        scroll.contentSize = content
        let log = ScrollCallLog()
        scroll.delegate = log
        window.addSubview(scroll)
        return (window, scroll, log)
    }

    func testDelegateCallOrderForADragAndAFling() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 4000))
        window.play(TraceBuilder.drag(from: Point(x: 200, y: 350), by: Point(x: 0, y: -200), duration: 0.1), settle: 4)
        XCTAssertEqual(log.calls, ["willBeginDragging", "didScroll", "willEndDragging(down)", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertGreaterThan(scroll.contentOffset.y, 600, "the fling carried on")
        XCTAssertEqual(scroll.bounds.origin, Point(x: (scroll.contentOffset.x + 0.5).rounded(.down), y: (scroll.contentOffset.y + 0.5).rounded(.down)), "shown on whole pixels")
        XCTAssertLessThanOrEqual(abs(scroll.bounds.origin.y - scroll.contentOffset.y), 0.5)
    }

    func testTheDelegateReadsTheOffsetAsOfTheEvent() {
        final class Reader: ScrollViewDelegate {
            var mismatches = 0
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                // The origin shown is the offset as of the event, snapped to pixels.
                if scrollView.bounds.origin != scrollView.shownOrigin(of: scrollView.contentOffset) { mismatches += 1 }
            }
        }
        let (window, scroll, _) = makeScrollView(content: Size(width: 400, height: 4000))
        let reader = Reader()
        scroll.delegate = reader
        window.play(TraceBuilder.drag(from: Point(x: 200, y: 350), by: Point(x: 0, y: -200), duration: 0.1), settle: 1)
        XCTAssertEqual(reader.mismatches, 0)
    }

    func testSetContentOffsetAnimatedEasesThereAndEndsTheScrollingAnimation() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 4000))
        window.play([], settle: 0.1)
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        var samples: [Double] = []
        window.play([], settle: 0.5) { _ in samples.append(scroll.contentOffset.y) }
        XCTAssertEqual(scroll.contentOffset.y, 500)
        XCTAssertTrue(samples.contains { $0 > 0 && $0 < 500 }, "in between on the way")
        XCTAssertEqual(log.calls.last, "didEndScrollingAnimation")
    }

    func testScrollRectToVisibleScrollsTheLeastDistance() {
        let (_, scroll, _) = makeScrollView(content: Size(width: 400, height: 4000))
        scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 650, "the rect's bottom at the view's bottom")
        scroll.scrollRectToVisible(Rect(x: 0, y: 700, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 650, "already visible: no scroll")
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 100)
    }

    func testPagingSettlesOnAPage() {
        let (window, scroll, _) = makeScrollView(content: Size(width: 1600, height: 400))
        scroll.isPagingEnabled = true
        window.play(TraceBuilder.drag(from: Point(x: 300, y: 200), by: Point(x: -150, y: 0), duration: 0.1), settle: 1.5)
        XCTAssertEqual(scroll.contentOffset.x, 400, accuracy: 0.5)
        XCTAssertEqual(scroll.model.state, .idle)
    }

    func testDirectionalLockKeepsADragOnItsAxis() {
        let (window, scroll, _) = makeScrollView(content: Size(width: 2000, height: 2000))
        scroll.isDirectionalLockEnabled = true
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 300, y: 300))
        trace.move([0], by: Point(x: -60, y: -5), duration: 0.1)
        trace.move([0], by: Point(x: -10, y: -40), duration: 0.1)
        trace.hold(0.1)
        trace.up(0)
        window.play(trace.frames)
        XCTAssertGreaterThan(scroll.contentOffset.x, 60)
        XCTAssertEqual(scroll.contentOffset.y, 0, "locked horizontal")
    }

    /// A horizontal pager (directional lock) of two 400 pt pages, each a vertical list.
    private func makeNested() -> (Window, ScrollView, ScrollView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pager = ScrollView(frame: window.bounds)
        pager.name = "pager"
        pager.isPagingEnabled = true
        pager.isDirectionalLockEnabled = true
        pager.contentSize = Size(width: 800, height: 400)
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        inner.name = "inner"
        inner.contentSize = Size(width: 400, height: 3000)
        window.addSubview(pager)
        pager.addSubview(inner)
        return (window, pager, inner)
    }

    func testNestedAVerticalDragScrollsTheInnerList() {
        let (window, pager, inner) = makeNested()
        window.play(TraceBuilder.drag(from: Point(x: 200, y: 300), by: Point(x: -20, y: -150), duration: 0.3), settle: 1)
        XCTAssertGreaterThan(inner.contentOffset.y, 100)
        XCTAssertEqual(pager.contentOffset.x, 0)
    }

    func testNestedAHorizontalSwipePagesTheOuterPager() {
        let (window, pager, inner) = makeNested()
        window.play(TraceBuilder.drag(from: Point(x: 300, y: 200), by: Point(x: -200, y: 15), duration: 0.2), settle: 1.5)
        XCTAssertEqual(pager.contentOffset.x, 400, accuracy: 0.5)
        XCTAssertEqual(inner.contentOffset.y, 0)
        XCTAssertEqual(pager.contentOffset.y, 0, "directional lock")
    }

    func testNestedAFingerThatCatchesThePagerMidPageHoldsItWhileTheInnerListScrollsThenItSettles() {
        let (window, pager, inner) = makeNested()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 300, y: 200)); trace.move([0], by: Point(x: -120, y: 0), duration: 0.1); trace.up(0)
        trace.wait(0.03)
        let caught = trace.time
        trace.down(0, at: Point(x: 60, y: 300)); trace.hold(0.05)
        trace.move([0], by: Point(x: 0, y: -150), duration: 0.3); trace.hold(0.1)
        let lift = trace.time
        trace.up(0)
        var held: [Double] = []
        window.play(trace.frames, settle: 1.5) { time in
            if time > caught + 0.01, time < lift { held.append(pager.contentOffset.x) }
        }
        let first = held.first ?? 0
        XCTAssertGreaterThan(first, 50, "caught between the pages")
        XCTAssertLessThan(first, 350)
        XCTAssertEqual(held.max() ?? 0, held.min() ?? 1, "held still while the inner list took the vertical drag")
        XCTAssertGreaterThan(inner.contentOffset.y, 100)
        XCTAssertEqual(pager.contentOffset.x.truncatingRemainder(dividingBy: 400), 0, accuracy: 0.5, "settled on a page")
        XCTAssertEqual(pager.model.state, .idle)
    }

    func testZoomScalesTheDelegatesViewWithAPinchRecording() throws {
        let size = Size(width: 1280, height: 800)
        let (window, scroll, log) = makeScrollView(content: size, size: size)
        let image = View(frame: Rect(origin: .zero, size: size))
        image.name = "image"
        scroll.addSubview(image)
        log.zoomView = image
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        XCTAssertNotNil(scroll.pinchGestureRecognizer)
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("pinch-out.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
        window.play(frames, settle: 1)
        XCTAssertGreaterThan(scroll.zoomScale, 2, "120 → 400 pt apart")
        XCTAssertLessThanOrEqual(scroll.zoomScale, 4 + 1e-9)
        XCTAssertEqual(image.transform, Transform3D(scaleX: scroll.zoomScale, y: scroll.zoomScale))
        XCTAssertEqual(image.frame.origin.x, 0, accuracy: 1e-6)
        XCTAssertEqual(scroll.contentSize.width, 1280 * scroll.zoomScale, accuracy: 1e-6)
        XCTAssertEqual(log.calls.first, "willBeginZooming")
        XCTAssertEqual(log.calls.last, "didEndZooming")
        // The content point under the fingers' centre stays there: the centre of the image.
        let centre = try XCTUnwrap(image.convert(Point(x: 640, y: 400), to: nil))
        XCTAssertEqual(centre.x, 640, accuracy: 30)
        XCTAssertEqual(centre.y, 400, accuracy: 30)
    }

    func testADoubleTapZoomsToTheDoubleTapScaleThenBackToTheMinimum() throws {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 400))
        let image = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(image)
        log.zoomView = image
        scroll.maximumZoomScale = 4
        scroll.zoomsOnDoubleTap = true
        scroll.doubleTapZoomScale = 2
        XCTAssertNotNil(scroll.doubleTapGestureRecognizer)
        func doubleTap(at point: Point, start: Double) -> [TouchFrame] {
            TraceBuilder.tap(at: point, start: start) + TraceBuilder.tap(at: point, start: start + 0.15)
        }
        window.play(doubleTap(at: Point(x: 100, y: 100), start: 0), settle: 1)
        XCTAssertEqual(scroll.zoomScale, 2, accuracy: 1e-9, "to the double-tap scale, not the maximum")
        XCTAssertEqual(scroll.contentOffset, Point(x: 100, y: 100), "the tapped point stays under the finger")
        window.play(doubleTap(at: Point(x: 200, y: 200), start: 2), settle: 1)
        XCTAssertEqual(scroll.zoomScale, 1, accuracy: 1e-9, "back out to the minimum")
        scroll.doubleTapZoomScale = nil
        window.play(doubleTap(at: Point(x: 200, y: 200), start: 4), settle: 1)
        XCTAssertEqual(scroll.zoomScale, 4, accuracy: 1e-9, "nil: the maximum")
    }

    func testZoomToRectAndTheIndicatorsAreLayersAboveTheContent() {
        let (window, scroll, log) = makeScrollView(content: Size(width: 400, height: 400))
        let image = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(image)
        log.zoomView = image
        scroll.maximumZoomScale = 4
        scroll.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: false)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, Point(x: 400, y: 400))
        window.play([], settle: 0.1)
        scroll.flashScrollIndicators()
        window.play([], settle: 0.1)
        let (vertical, _) = scroll.indicatorLayers
        XCTAssertFalse(vertical.isHidden)
        XCTAssertTrue(scroll.layer.sublayers.suffix(2).contains { $0 === vertical })
        XCTAssertEqual(vertical.frame.maxX, scroll.contentOffset.x + 400 - ScrollIndicator.margin, accuracy: 1e-6)
        window.play([], settle: 1.5)
        XCTAssertTrue(vertical.isHidden, "faded out")
    }

    func testScrollIndicatorInsetsMoveTheTrack() {
        let (window, scroll, _) = makeScrollView(content: Size(width: 400, height: 4000))
        scroll.scrollIndicatorInsets = EdgeInsets(top: 50, right: 20)
        window.play([], settle: 0.05)
        scroll.flashScrollIndicators()
        window.play([], settle: 0.05)
        let vertical = scroll.indicatorLayers.vertical
        XCTAssertEqual(vertical.frame.minY, 50 + ScrollIndicator.margin, accuracy: 1e-6)
        XCTAssertEqual(vertical.frame.maxX, 400 - 20 - ScrollIndicator.margin, accuracy: 1e-6)
    }
}

/// Endless content re-centred in `layoutSubviews()` (seed 001's endless dates): day views
/// 100 pt tall on 3000 pt of content; near an end the content and the offset shift 1000 pt
/// back towards the middle together.
final class EndlessDaysView: ScrollView {
    /// Day n's view sits at content y = origin + 100·n.
    private(set) var origin = 0.0
    private(set) var shifts = 0
    /// The scroll state at each re-centre.
    private(set) var shiftStates: [ScrollModel.State] = []
    let days: [View]

    override init(frame: Rect) {
        days = (0..<30).map { View(frame: Rect(x: 0, y: Double($0) * 100, width: frame.width, height: 100)) }
        super.init(frame: frame)
        contentSize = Size(width: frame.width, height: 3000)
        for day in days { addSubview(day) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let y = contentOffset.y
        let shift = y > 2000 ? -1000.0 : (y < 600 ? 1000.0 : 0)
        guard shift != 0 else { return }
        shifts += 1
        shiftStates.append(model.state)
        shiftContent(by: Point(x: 0, y: shift))
        origin += shift
        for day in days { day.frame.origin.y += shift }
    }

    /// Where the first day is on screen (window y): against the origin shown, the content
    /// offset snapped to pixels.
    var firstDayOnScreen: Double { origin - bounds.origin.y }
}

final class ScrollViewRecentreTests: XCTestCase {
    func testRecentringWhileDraggingAndDeceleratingShowsNoJump() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let days = EndlessDaysView(frame: window.bounds)
        days.contentOffset = Point(x: 0, y: 1000)
        window.addSubview(days)
        _ = window.prepareFrame(at: 0)
        var last = days.firstDayOnScreen
        var biggestStep = 0.0
        // A long drag up (crosses the 2000 pt line while dragging), then a fast fling.
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 200, y: 390))
        trace.move([0], by: Point(x: 0, y: -370), duration: 0.4)
        trace.move([0], by: Point(x: 0, y: 370), duration: 0.3)
        trace.move([0], by: Point(x: 0, y: -370), duration: 0.3)
        trace.move([0], by: Point(x: 0, y: -370), duration: 0.3)
        trace.move([0], by: Point(x: 0, y: -370), duration: 0.3)
        trace.move([0], by: Point(x: 0, y: -370), duration: 0.06)
        trace.up(0)
        window.play(trace.frames, settle: 3) { _ in
            let now = days.firstDayOnScreen
            biggestStep = max(biggestStep, abs(now - last))
            last = now
            // The view is drawn as laid out: the first day's on-screen y agrees with its frame.
            XCTAssertEqual(days.days[0].convert(Point(x: 0, y: 0), to: nil)?.y ?? .nan, now, accuracy: 1e-6)
        }
        XCTAssertTrue(days.shiftStates.contains(.dragging), "\(days.shiftStates)")
        XCTAssertTrue(days.shiftStates.contains(.decelerating), "\(days.shiftStates)")
        XCTAssertLessThan(biggestStep, 8000.0 / 120 + 1, "never more than one frame of the fastest fling")
    }
}
