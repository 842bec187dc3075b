import FlickInput
import Foundation
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Resampled frames are display-only through the whole toolkit path — touch
/// frames → window → recognizers → `ScrollView` → `ScrollModel`: the same recording played
/// with resampling on 60, 90 and 120 Hz grids at odd phases comes to rest in exactly the
/// state it reaches without resampling (zoom and offset compared bit for bit).
final class ScrollViewResamplingTests: XCTestCase {
    /// The rest state compared: zoom scale and content offset.
    private struct Rest: Equatable, CustomStringConvertible {
        var zoom: Double
        var offset: Point
        var description: String { "zoom \(zoom), offset (\(offset.x), \(offset.y))" }
    }

    /// A 1280 × 800 window with a full-window scroll view zooming a 1280 × 800 (pinch) or
    /// 1280 × 4000 (drag) image between 0.5× and 4×.
    private func makeScrollView(content: Size) -> (Window, ScrollView, ScrollCallLog) {
        let size = Size(width: 1280, height: 800)
        let window = Window(frame: Rect(origin: .zero, size: size))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = content
        let image = View(frame: Rect(origin: .zero, size: content))
        scroll.addSubview(image)
        let log = ScrollCallLog()
        log.zoomView = image
        scroll.delegate = log
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        return (window, scroll, log)
    }

    /// Where a scroll view of `content` comes to rest after `frames` on `grid`, and how many
    /// resampled frames it was shown.
    private func rest(_ frames: [TouchFrame], content: Size, on grid: FrameGrid, until end: Double) -> (Rest, Int) {
        let (window, scroll, log) = makeScrollView(content: content)
        let steps = grid.steps(frames, until: end)
        window.play(steps)
        withExtendedLifetime(log) {}  // the scroll view's delegate (held weakly) names the zooming view
        XCTAssertEqual(scroll.model.state, .idle, "at rest by \(end) s on \(grid)")
        return (Rest(zoom: scroll.zoomScale, offset: scroll.contentOffset), FrameGrid.resampledCount(steps))
    }

    /// Asserts that every resampling grid leaves `frames` at the rest state of the same grid
    /// without resampling, and that all those agree; returns that state.
    @discardableResult
    private func assertRestIsIndependentOfResampling(_ frames: [TouchFrame], content: Size, until end: Double,
                                                     file: StaticString = #filePath, line: UInt = #line) -> Rest {
        var unresampled = FrameGrid(rate: 60, resamples: false)
        let (reference, _) = rest(frames, content: content, on: unresampled, until: end)
        for grid in FrameGrid.resampling {
            unresampled = grid
            unresampled.resamples = false
            let (real, _) = rest(frames, content: content, on: unresampled, until: end)
            XCTAssertEqual(real, reference, "without resampling on \(grid)", file: file, line: line)
            let (shown, resampled) = rest(frames, content: content, on: grid, until: end)
            XCTAssertGreaterThan(resampled, 10, "the grid resampled the gesture (\(grid))", file: file, line: line)
            XCTAssertEqual(shown, reference, "\(grid)", file: file, line: line)
        }
        return reference
    }

    func testADragIntoAPinchAboutAMovingFocalPointRestsWhereTheReportsPutIt() {
        // One finger drags (the pan begins), a second comes down and the two spread while
        // their centroid travels (the pinch begins out of the drag), then they lift one by
        // one: a 90 Hz panel, uneven against every grid.
        var trace = TraceBuilder(rate: 90)
        trace.down(0, at: Point(x: 500, y: 420))
        trace.move(0, to: Point(x: 540, y: 380), duration: 0.15)
        trace.down(1, at: Point(x: 700, y: 500))
        trace.move([0, 1], duration: 0.4) { finger, start, progress in
            let spread = (finger == 0 ? -1.0 : 1.0) * 110 * progress * progress
            return start + Point(x: spread + 70 * progress, y: spread * 0.6 - 50 * progress)
        }
        trace.up(1)
        trace.move(0, to: Point(x: 420, y: 300), duration: 0.05)
        trace.up(0)
        let rest = assertRestIsIndependentOfResampling(trace.frames, content: Size(width: 1280, height: 800), until: 3)
        XCTAssertGreaterThan(rest.zoom, 1.3, "the fingers spread: zoomed in")
        XCTAssertLessThan(rest.zoom, 4, "within the limits: the rest zoom is the pinch's own")
    }

    func testAPinchPastTheMaximumSpringsBackToTheSameState() {
        var trace = TraceBuilder(rate: 90)
        trace.down([(0, Point(x: 600, y: 380)), (1, Point(x: 660, y: 430))])
        trace.move([0, 1], duration: 0.5) { finger, start, progress in
            let spread = (finger == 0 ? -1.0 : 1.0) * 260 * progress
            return start + Point(x: spread - 60 * progress, y: spread * 0.5 + 40 * progress)
        }
        trace.up([0, 1])
        let rest = assertRestIsIndependentOfResampling(trace.frames, content: Size(width: 1280, height: 800), until: 3)
        XCTAssertEqual(rest.zoom, 4, "sprang back to the maximum")
    }

    func testADragAndFlingRestWhereTheReportsPutThem() {
        var trace = TraceBuilder(rate: 90)
        trace.down(0, at: Point(x: 600, y: 700))
        trace.move([0], duration: 0.22) { _, start, progress in
            start + Point(x: 25 * sin(1.3 * progress), y: -420 * progress + 60 * progress * progress * Double.pi / 3)
        }
        trace.up(0)
        let rest = assertRestIsIndependentOfResampling(trace.frames, content: Size(width: 1280, height: 4000), until: 5)
        XCTAssertGreaterThan(rest.offset.y, 700, "the fling carried the content on")
    }
}
