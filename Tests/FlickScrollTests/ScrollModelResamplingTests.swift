import XCTest
import FlickInput
import FlickTestSupport
@testable import FlickScroll

/// Resampled frames (`TouchResampler`) are for display only: the same recording presented on
/// different frame grids must leave a scroll view at the same rest state.
final class ScrollModelResamplingTests: XCTestCase {
    /// A 90 Hz panel on a 60 Hz display: the uneven case resampling is for.
    private static let panelRate = 90.0, displayRate = 60.0
    /// How long before its present a frame drains input, seconds (a late start's lead).
    private static let lead = 0.004

    private func photo(_ recorder: ScrollDelegateRecorder) -> ScrollModel {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 800))
        view.minimumZoomScale = 0.5
        view.maximumZoomScale = 4
        view.delegate = recorder
        return view
    }

    /// Plays `frames` into `view` as a frame loop does: each display frame (presents every
    /// 1/60 s from `phase`) drains the real frames up to its start, then, with `resampling`,
    /// gets the resampled frame for its present. Returns how many resampled frames went in and
    /// the largest difference between what was shown and the real-only state, points.
    @discardableResult
    private func play(_ frames: [TouchFrame], into view: inout ScrollModel, phase: Double?,
                      until end: Double) -> Int {
        guard let phase else {
            for frame in frames { view.handle(frame) }
            view.advance(to: end)
            return 0
        }
        var resampler = TouchResampler()
        var next = 0, resampled = 0
        var present = phase
        while present < end {
            var drained: [TouchFrame] = []
            while next < frames.count, frames[next].time <= present - Self.lead {
                drained.append(frames[next])
                next += 1
            }
            for frame in drained { view.handle(frame) }
            if let synthetic = resampler.resampledFrame(after: drained, presentingAt: present) {
                view.handle(synthetic)
                resampled += 1
            }
            view.advance(to: present)
            present += 1 / Self.displayRate
        }
        return resampled
    }

    /// Zoom scale and offset at rest after `frames`, with and without resampling on grids of
    /// different phases.
    private func restStates(_ frames: [TouchFrame], end: Double) -> [(zoom: Double, offset: Point, resampled: Int)] {
        [nil, 0.0, 0.0041, 0.0097].map { phase in
            let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
            var view = photo(recorder)
            let resampled = play(frames, into: &view, phase: phase, until: end)
            XCTAssertEqual(view.state, .idle, "at rest by \(end) s")
            return (view.zoomScale, view.contentOffset, resampled)
        }
    }

    private func assertSameRest(_ states: [(zoom: Double, offset: Point, resampled: Int)],
                                file: StaticString = #filePath, line: UInt = #line) {
        let reference = states[0]
        for state in states.dropFirst() {
            XCTAssertGreaterThan(state.resampled, 5, "the grid resampled the gesture", file: file, line: line)
            XCTAssertEqual(state.zoom, reference.zoom, accuracy: 1e-9, file: file, line: line)
            XCTAssertEqual(state.offset.x, reference.offset.x, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(state.offset.y, reference.offset.y, accuracy: 1e-6, file: file, line: line)
        }
    }

    func testAPinchWithAMovingFocalPointRestsWhereTheRealReportsPutIt() {
        // Two fingers spread while their centroid travels, and one lifts mid-motion: the last
        // change before the end is a resampled (extrapolated) frame on some grids.
        var trace = TraceBuilder(rate: Self.panelRate)
        trace.down([(0, Point(x: 150, y: 350)), (1, Point(x: 250, y: 450))])
        trace.move([0, 1], duration: 0.3) { finger, start, progress in
            let spread = (finger == 0 ? -1.0 : 1.0) * 60 * progress
            return start + Point(x: spread + 40 * progress, y: spread + 90 * progress)
        }
        trace.up(1)
        trace.up(0)
        let states = restStates(trace.frames, end: 3)
        XCTAssertGreaterThan(states[0].zoom, 1.5)
        XCTAssertLessThan(states[0].zoom, 4, "within the limits: the rest zoom is the pinch's own")
        assertSameRest(states)
    }

    func testAPinchPastTheMaximumSpringsBackAboutTheRealFocalPoint() {
        var trace = TraceBuilder(rate: Self.panelRate)
        trace.down([(0, Point(x: 180, y: 380)), (1, Point(x: 220, y: 420))])
        trace.move([0, 1], duration: 0.35) { finger, start, progress in
            let spread = (finger == 0 ? -1.0 : 1.0) * 150 * progress
            return start + Point(x: spread - 30 * progress, y: spread + 50 * progress)
        }
        trace.up([0, 1])
        let states = restStates(trace.frames, end: 4)
        XCTAssertEqual(states[0].zoom, 4, accuracy: 1e-9, "sprang back to the maximum")
        assertSameRest(states)
    }

    func testADragAndFlingRestWhereTheRealReportsPutThem() {
        var trace = TraceBuilder(rate: Self.panelRate)
        trace.down(0, at: Point(x: 200, y: 600))
        trace.move(0, to: Point(x: 230, y: 300), duration: 0.25)
        trace.up(0)
        let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
        var view = photo(recorder)
        view.contentSize = Size(width: 400, height: 4000)
        var states: [(zoom: Double, offset: Point, resampled: Int)] = []
        for phase in [nil, 0.0, 0.0041, 0.0097] {
            var copy = ScrollModel(size: view.size, contentSize: view.contentSize)
            let resampled = play(trace.frames, into: &copy, phase: phase, until: 5)
            XCTAssertEqual(copy.state, .idle)
            states.append((copy.zoomScale, copy.contentOffset, resampled))
        }
        XCTAssertGreaterThan(states[0].offset.y, 300, "the fling carried the content on")
        assertSameRest(states)
    }

    func testAPinchOutOfADragKeepsTheContentPointTheRealReportsPutUnderTheFingers() {
        // A drag shows a resampled translation, then a pinch begins out of it (its crossing
        // comes before the pan's real change of the same report): the drag ends where its
        // last real report put the content, and the pinch zooms about that.
        let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
        var view = photo(recorder)
        view.contentSize = Size(width: 800, height: 1600)
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0)
        XCTAssertTrue(view.panBegan(translation: Point(x: 0, y: -10), time: 0.02))
        view.panChanged(translation: Point(x: -20, y: -40), time: 0.03)
        let real = view.contentOffset
        view.panChanged(translation: Point(x: -27, y: -52), time: 0.035, isResampled: true)
        XCTAssertNotEqual(view.contentOffset, real, "the resampled translation is shown")
        let focal = Point(x: 180, y: 360)
        XCTAssertTrue(view.pinchBegan(focal: focal, time: 0.036))
        XCTAssertEqual(view.contentOffset, real, "the drag ended where the real report put it")
        view.pinchChanged(scale: 2, focal: focal, time: 0.05)
        XCTAssertEqual((view.contentOffset + focal) / view.zoomScale, real + focal,
                       "the content point under the fingers when the pinch began")
    }

    func testResampledChangesAreShownButNotEndedFrom() {
        let recorder = ScrollDelegateRecorder(zoomingSize: Size(width: 400, height: 800))
        var view = photo(recorder)
        let focal = Point(x: 200, y: 400)
        XCTAssertTrue(view.pinchBegan(focal: focal, time: 0))
        view.pinchChanged(scale: 1.5, focal: focal, time: 0.01)
        view.pinchChanged(scale: 1.8, focal: Point(x: 230, y: 420), time: 0.015, isResampled: true)
        XCTAssertEqual(view.zoomScale, 1.8, accuracy: 1e-12, "a resampled change is shown")
        view.pinchEnded(time: 0.02)
        XCTAssertEqual(view.zoomScale, 1.5, accuracy: 1e-12, "the pinch ends from the last real report")
        XCTAssertEqual(recorder.endedZoomScale ?? 0, 1.5, accuracy: 1e-12)
        XCTAssertEqual((view.contentOffset + focal).x / view.zoomScale, 200, accuracy: 1e-9)
    }
}
