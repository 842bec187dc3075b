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
