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
    // MARK: - Sizes no screen has: the physics never traps

    /// Drags, flings and settles a model of `size` over `contentSize`, paging or not, and
    /// checks it comes to rest with a finite offset.
    /// (A spring across 1e308 points takes a while to come within its rest threshold: 60 s.)
    private func settle(size: Size, contentSize: Size, paging: Bool, drag: Point, release: Point,
                        file: StaticString = #filePath, line: UInt = #line) {
        var view = ScrollModel(size: size, contentSize: contentSize)
        view.isPagingEnabled = paging
        view.drag(by: drag, release: release)
        view.runUntilIdle(limit: 60)
        XCTAssertEqual(view.state, .idle, "\(size) over \(contentSize)", file: file, line: line)
        XCTAssertTrue(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite,
                      "\(view.contentOffset)", file: file, line: line)
    }

    func testContentFarWiderThanIntCountsPagesWithoutTrapping() {
        // flick replay Recordings/pan-fling.evemu --scroll --content 1e23x800 trapped in the page count.
        for paging in [false, true] {
            settle(size: Size(width: 1280, height: 800), contentSize: Size(width: 1e23, height: 800), paging: paging,
                   drag: Point(x: -100, y: 0), release: Point(x: -3000, y: 0))
        }
        var view = ScrollModel(size: Size(width: 1280, height: 800), contentSize: Size(width: 1e23, height: 800))
        XCTAssertEqual(view.pageCount(.horizontal), Int.saturatingLimit + 1)
        view.isPagingEnabled = true
        view.drag(by: Point(x: -700, y: 0), release: Point(x: -50, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 1280, "still one page on, like any pager")
    }

    func testInfiniteAndHugeSizesNeverTrap() {
        // --size 1e308x1e308 (the default content, twice the size, becomes infinite).
        let huge = Size(width: 1e308, height: 1e308), infinite = Size(width: .infinity, height: .infinity)
        for paging in [false, true] {
            settle(size: huge, contentSize: infinite, paging: paging, drag: Point(x: -1e305, y: -1e305),
                   release: Point(x: -1e306, y: 0))
            settle(size: huge, contentSize: Size(width: .greatestFiniteMagnitude, height: 1e308), paging: paging,
                   drag: Point(x: -1e300, y: 0), release: Point(x: -1e300, y: 0))
        }
        let view = ScrollModel(size: huge, contentSize: infinite)
        XCTAssertEqual(view.pageCount(.horizontal), Int.saturatingLimit + 1)
        XCTAssertEqual(view.page(nearest: .infinity, .horizontal), Int.saturatingLimit)
        XCTAssertEqual(view.page(nearest: .nan, .horizontal), 0)
    }

    func testTinyPagesOverHugeContentNeverTrap() {
        // --size 1e-10x1e-10 --content 1e10x1e10 --paging: 1e20 pages per axis.
        for paging in [false, true] {
            settle(size: Size(width: 1e-10, height: 1e-10), contentSize: Size(width: 1e10, height: 1e10), paging: paging,
                   drag: Point(x: -5e-11, y: -5e-11), release: Point(x: -1e-9, y: -1e-9))
            settle(size: Size(width: Double.leastNonzeroMagnitude, height: Double.leastNonzeroMagnitude), contentSize: Size(width: 1e308, height: 1e308),
                   paging: paging, drag: Point(x: -1, y: -1), release: Point(x: -1e4, y: -1e4))
        }
    }

    func testThePagingRuleSaturatesHugePageNumbers() {
        let rule = PagingRule(maximumPageJump: .max)
        XCTAssertEqual(rule.targetPage(offset: 1e300, velocity: 1e308, pageSize: 1e-300, startPage: .max,
                                       pageCount: .max), Int.saturatingLimit)
        XCTAssertEqual(rule.targetPage(offset: -1e300, velocity: -1e308, pageSize: 1e-300, startPage: .min,
                                       pageCount: .max), 0)
        XCTAssertEqual(rule.targetPage(offset: .nan, velocity: .nan, pageSize: 1, startPage: 3, pageCount: 10), 3)
    }
}
