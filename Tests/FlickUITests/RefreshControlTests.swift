import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `RefreshControl` on a scroll view in a window, from replayed drags on virtual time: a
/// pull short of the trigger, a pull past it that refreshes and holds, `endRefreshing()`
/// taking the content back up, re-arming only after a new pull.
final class RefreshControlTests: XCTestCase {
    /// A 300 × 400 scroll view of 300 × 1,000 content filling a window, with a refresh control.
    private func makeList() -> (Window, ScrollView, RefreshControl, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = Size(width: 300, height: 1000)
        let refresh = RefreshControl()
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        _ = window.displayList(at: 0)
        let recorder = Recorder()
        refresh.addAction(for: .valueChanged) { _, _ in recorder.count += 1 }
        return (window, scrollView, refresh, recorder)
    }

    private final class Recorder { var count = 0 }

    /// A slow pull down by `distance` pt from y = 100, held still, then lifted.
    private func pull(_ distance: Double, start: Double = 0) -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120, start: start)
        trace.down(0, at: Point(x: 150, y: 100))
        trace.move([0], by: Point(x: 0, y: distance), duration: 0.6)
        trace.hold(0.2)
        trace.up(0)
        return trace.frames
    }

    func testAShortPullShowsSomeTicksAndDoesNotRefresh() {
        let (window, scrollView, refresh, recorder) = makeList()
        var most = 0.0
        var ticks = 0
        window.play(pull(150), settle: 1) { _ in
            most = max(most, refresh.pullDistance)
            ticks = max(ticks, refresh.spinner.visibleTickCount)
        }
        XCTAssertGreaterThan(most, 30)
        XCTAssertLessThan(most, RefreshControl.triggerDistance, "the rubber band keeps it short")
        XCTAssertEqual(ticks, Int(most / 100 * 8), "ticks drawn in one by one")
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(refresh.refreshState, .idle)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.5, "back at the top")
        XCTAssertEqual(refresh.spinner.visibleTickCount, 0)
    }

    func testAPullPastTheTriggerRefreshesHoldsAndEndsAnimated() {
        let (window, scrollView, refresh, recorder) = makeList()
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 150, y: 100))
        trace.move([0], by: Point(x: 0, y: 450), duration: 0.6)
        let dragged = trace.frames
        window.play(dragged)
        XCTAssertGreaterThanOrEqual(refresh.pullDistance, RefreshControl.triggerDistance)
        XCTAssertEqual(recorder.count, 1, "valueChanged once, while still dragging")
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertTrue(refresh.spinner.isAnimating)
        XCTAssertEqual(scrollView.contentInset.top, 0, "no hold before the lift")
        trace.up(0)
        window.play(Array(trace.frames.dropFirst(dragged.count)), settle: 2)
        XCTAssertEqual(scrollView.contentInset.top, RefreshControl.holdHeight)
        XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 0.5, "held 60 pt down")
        XCTAssertEqual(refresh.frame.height, 60, accuracy: 0.5)
        XCTAssertEqual(refresh.spinner.center.y, 30, accuracy: 0.5)
        XCTAssertEqual(recorder.count, 1)
        XCTAssertFalse(window.isSettled, "the spinner turns")
        // Another pull while refreshing starts nothing.
        window.play(pull(450, start: 3), settle: 2)
        XCTAssertEqual(recorder.count, 1)
        refresh.endRefreshing()
        XCTAssertEqual(scrollView.contentInset.top, 0)
        XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 0.5, "no jump")
        window.play([], settle: 0.15)
        XCTAssertLessThan(scrollView.contentOffset.y, -5, "on its way up")
        XCTAssertGreaterThan(scrollView.contentOffset.y, -55)
        window.play([], settle: 0.3)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 1e-6)
        XCTAssertEqual(refresh.refreshState, .idle, "re-armed at the top")
        window.play([], settle: 1)
        XCTAssertTrue(window.isSettled, "the indicators faded, the spinner stopped")
        // A new pull refreshes again.
        window.play(pull(450, start: 10), settle: 2)
        XCTAssertEqual(recorder.count, 2)
    }

    func testReplacingTheControl() {
        let (_, scrollView, refresh, _) = makeList()
        XCTAssertTrue(scrollView.refreshControl === refresh)
        XCTAssertTrue(scrollView.alwaysBounceVertical)
        let other = RefreshControl()
        scrollView.refreshControl = other
        XCTAssertNil(refresh.superview)
        scrollView.refreshControl = nil
        XCTAssertNil(scrollView.refreshControl)
    }
}
