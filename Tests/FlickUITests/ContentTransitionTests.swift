import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Every transition of `ContentTransition.State` and of the interactive drivers it feeds
/// (diagram: FlickUI.docc/ContentTransitions.md), through a real window advanced on virtual time.
final class ContentTransitionTests: XCTestCase {
    static let size = Size(width: 200, height: 100)
    let first = Bitmap(width: 200, height: 100), second = Bitmap(width: 200, height: 100)

    /// The window of the last `makeView()` (views hold their superview weakly).
    private var window: Window?

    /// A window with an image view of `first` at (100, 50).
    private func makeView() -> (Window, ImageView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let view = ImageView(image: Image(bitmap: first), frame: Rect(origin: Point(x: 100, y: 50), size: Self.size))
        window.addSubview(view)
        window.advance(to: 1)
        self.window = window
        return (window, view)
    }

    func testRunningToFinishedWhenATimedFoldIsOver() {
        let (window, view) = makeView()
        var result: Bool?
        view.transition(withDuration: 0.3, options: .transitionFold, animations: { view.image = Image(bitmap: second) },
                        completion: { result = $0 })
        let transition = try! XCTUnwrap(view.contentTransition)
        XCTAssertEqual(transition.state, .running)
        window.advance(to: 1.15)
        XCTAssertEqual(transition.fractionComplete(at: 1.15), TimingFunction.easeOut(0.5), accuracy: 1e-9)
        XCTAssertNil(result)
        window.advance(to: 1.3)
        XCTAssertEqual(transition.state, .finished)
        XCTAssertEqual(result, true)
        XCTAssertNil(view.contentTransition)
        XCTAssertTrue(view.layer.sublayers.isEmpty, "the panels are gone")
        XCTAssertEqual((view.layer.contents as? Bitmap)?.identity, second.identity, "the contents show again")
        XCTAssertTrue(window.contentTransitions.isEmpty)
    }

    func testTheEndTimeIsWhenTheTransitionEndsOnItsOwn() throws {
        let (window, view) = makeView()
        view.transition(withDuration: 0.3, options: .transitionFold, animations: {}, completion: nil)
        let timed = try XCTUnwrap(view.contentTransition)
        XCTAssertEqual(try XCTUnwrap(timed.endTime), 1.3, accuracy: 1e-12, "started at 1 for 0.3 s")
        window.advance(to: 1.3)
        XCTAssertEqual(timed.state, .finished)
        XCTAssertNil(timed.endTime, "over")

        let pinched = try XCTUnwrap(view.beginInteractiveTransition(options: .transitionFold, animations: {}))
        pinched.begin(pinchDistance: 300)
        pinched.update(pinchDistance: 300 - InteractiveFold.pinchDistancePerFold * 0.5)
        XCTAssertNil(pinched.endTime, "a finger drives it")
        pinched.end(pinchVelocity: 0, lastDistance: 300 - InteractiveFold.pinchDistancePerFold * 0.5)
        let end = try XCTUnwrap(pinched.endTime, "settling")
        window.advance(to: end.nextDown)
        XCTAssertEqual(pinched.state, .running)
        window.advance(to: end)
        XCTAssertNotEqual(pinched.state, .running, "over at its end time")
        XCTAssertNil(pinched.endTime)
    }

    func testRunningToCancelledWhenAnotherTransitionReplacesIt() {
        let (window, view) = makeView()
        var results: [Bool] = []
        view.transition(withDuration: 0.3, options: .transitionFold, animations: {}, completion: { results.append($0) })
        let replaced = try! XCTUnwrap(view.contentTransition)
        window.advance(to: 1.1)
        view.transition(withDuration: 0.6, options: .transitionFlipFromRight, animations: {}, completion: { results.append($0) })
        XCTAssertEqual(replaced.state, .cancelled)
        XCTAssertEqual(results, [false])
        XCTAssertEqual(view.layer.sublayers.count, 1, "only the new transition's panels")
        window.advance(to: 1.71)
        XCTAssertEqual(results, [false, true])
    }

    func testRunningToCancelledWhenTheViewLeavesTheWindow() {
        let (_, view) = makeView()
        var result: Bool?
        view.transition(withDuration: 0.3, options: .transitionUnfold, animations: {}, completion: { result = $0 })
        view.removeFromSuperview()
        XCTAssertEqual(result, false)
        XCTAssertNil(view.contentTransition)
    }

    func testInteractiveFoldTracksThePinchThenSettlesToItsEnd() {
        let (window, view) = makeView()
        var result: Bool?
        let transition = try! XCTUnwrap(view.beginInteractiveTransition(
            options: .transitionFold, animations: { view.image = Image(bitmap: second) }, completion: { result = $0 }))
        transition.begin(pinchDistance: 300)
        XCTAssertTrue(transition.isTracking)
        transition.update(pinchDistance: 300 - InteractiveFold.pinchDistancePerFold * 0.8)
        XCTAssertEqual(transition.fractionComplete(at: 1), 0.8, accuracy: 1e-9, "idle → tracking: the fold follows")
        transition.end(pinchVelocity: 0, lastDistance: 300 - InteractiveFold.pinchDistancePerFold * 0.8)
        XCTAssertFalse(transition.isTracking, "tracking → settling")
        window.advance(to: 1 + 0.2 * FoldTransition.defaultDuration)
        XCTAssertEqual(transition.state, .finished, "settling → finished after its share of the duration")
        XCTAssertEqual(result, true)
    }

    /// Where a pinch-driven fold (the demo's Transitions card: distance = spread at began ×
    /// scale) is released after `frames` played on `grid`: its fraction complete at the
    /// release, whether it finished, and how many resampled frames the pinch was shown.
    private func pinchedFoldRelease(_ frames: [TouchFrame], on grid: FrameGrid)
        -> (fraction: Double?, finished: Bool?, resampled: Int) {
        let (window, view) = makeView()
        view.isUserInteractionEnabled = true  // an image view takes no touches by default (UIKit)
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        var startDistance = 0.0, fraction: Double?, finished: Bool?
        var transition: ContentTransition?
        pinch.addTarget { event in
            let distance = startDistance * event.values.scale
            switch event.phase {
            case .began:
                startDistance = pinch.trackedTouches[0].location.distance(to: pinch.trackedTouches[1].location)
                transition = view.beginInteractiveTransition(options: .transitionFold, animations: {},
                                                             completion: { finished = $0 })
                transition?.begin(pinchDistance: startDistance)
            case .changed:
                transition?.update(pinchDistance: distance)
            case .ended, .cancelled:
                transition?.end(pinchVelocity: startDistance * event.values.scaleVelocity, lastDistance: distance)
                fraction = transition?.fractionComplete(at: event.time)
            case .recognized, .retracted:
                break
            }
        }
        let steps = grid.steps(frames, until: (frames.last?.time ?? 0) + 1)
        window.play(steps)
        return (fraction, finished, FrameGrid.resampledCount(steps))
    }

    func testAPinchedFoldIsReleasedWhereTheReportsPutItOnAnyFrameGrid() {
        // Two fingers close over the view, on a 90 Hz panel, and lift together: the last
        // frame shown before the lift is a resampled (extrapolated) one on some grids.
        var trace = TraceBuilder(rate: 90, start: 1.1)
        trace.down([(0, Point(x: 190, y: 55)), (1, Point(x: 210, y: 145))])
        trace.move([0, 1], duration: 0.4) { finger, start, t in
            start + Point(x: 7 * t * t, y: (finger == 0 ? 1.0 : -1.0) * 31 * t * (2 - t))
        }
        trace.up([0, 1])
        let reference = pinchedFoldRelease(trace.frames, on: FrameGrid(rate: 60, resamples: false))
        let fraction = try! XCTUnwrap(reference.fraction, "the pinch drove the fold")
        XCTAssertGreaterThan(fraction, 0.2)
        XCTAssertNotNil(reference.finished, "settled")
        for grid in FrameGrid.resampling {
            let shown = pinchedFoldRelease(trace.frames, on: grid)
            XCTAssertGreaterThan(shown.resampled, 10, "the grid resampled the pinch (\(grid))")
            XCTAssertEqual(shown.fraction, reference.fraction, "released at the same fraction on \(grid)")
            XCTAssertEqual(shown.finished, reference.finished, "on \(grid)")
        }
    }

    func testInteractiveFoldSettlesBackAndIsCancelled() {
        let (window, view) = makeView()
        var result: Bool?
        let transition = try! XCTUnwrap(view.beginInteractiveTransition(options: .transitionFold, animations: {},
                                                                         completion: { result = $0 }))
        transition.begin(pinchDistance: 300)
        transition.update(pinchDistance: 260)
        transition.end(pinchVelocity: 0, lastDistance: 260)
        window.advance(to: 2)
        XCTAssertEqual(transition.state, .cancelled)
        XCTAssertEqual(result, false)
    }

    func testASettlingFlipIsCaughtByANewPanAndFollowsItAgain() {
        let (window, view) = makeView()
        let transition = try! XCTUnwrap(view.beginInteractiveTransition(withDuration: 0.6, options: .transitionFlipFromRight,
                                                                         animations: {}))
        transition.begin()
        transition.update(translation: -50)  // half of a 100 pt half-width: progress 0.5 of 2
        transition.end(velocity: 0)
        window.advance(to: 1.05)
        let caught = transition.fractionComplete(at: 1.05)
        XCTAssertLessThan(caught, 0.25, "settling back")
        transition.begin()
        XCTAssertTrue(transition.isTracking, "settling → tracking")
        transition.update(translation: -100)
        XCTAssertEqual(transition.fractionComplete(at: 1.1), caught + 0.5, accuracy: 1e-9, "from where it was caught")
        transition.end(velocity: -InteractiveFlip.swipeVelocityThreshold)
        window.advance(to: 2)
        XCTAssertEqual(transition.state, .finished, "a release past the swipe speed turns the page")
    }

    func testAFlipThatCannotCompleteRubberBandsAndGoesBack() {
        let (window, view) = makeView()
        var result: Bool?
        let transition = try! XCTUnwrap(view.beginInteractiveTransition(options: .transitionFlipFromLeft, canComplete: false,
                                                                         animations: {}, completion: { result = $0 }))
        transition.begin()
        transition.update(translation: 400)
        XCTAssertLessThan(transition.fractionComplete(at: 1), InteractiveFlip.rubberBandLimit / 2)
        transition.end(velocity: 2000)
        window.advance(to: 2)
        XCTAssertEqual(result, false)
    }

    func testCallsForTheOtherGestureAreIgnored() {
        let (_, view) = makeView()
        let transition = try! XCTUnwrap(view.beginInteractiveTransition(options: .transitionFold, animations: {}))
        transition.begin(pinchDistance: 200)
        transition.update(translation: -80)
        transition.end(velocity: -1000)
        XCTAssertTrue(transition.isTracking)
        XCTAssertEqual(transition.fractionComplete(at: 1), 0)
    }

    func testThePanelsAreLayersDrawnWhereTheGeometrySaysWithTheViewContentsHidden() throws {
        let (window, view) = makeView()
        view.transition(withDuration: 0.6, options: .transitionFlipFromRight, animations: { view.image = Image(bitmap: second) })
        let list = window.displayList(at: 1.2)
        let flip = FlipTransition(size: Self.size, duration: 0.6)
        let place = Transform3D(translationX: 100, y: 50)
        let expected = flip.panels(at: 0.2).filter(\.isVisible)
        var textured: [TransformedQuad] = []
        for case .quad(let quad) in list.items { if case .texture = quad.fill { textured.append(quad) } }
        XCTAssertEqual(textured.count, expected.count, "one textured quad per visible panel, none for the view itself")
        for (quad, panel) in zip(textured, expected) {
            let corners = [Point(x: 0, y: 0), Point(x: panel.size.width, y: 0),
                           Point(x: panel.size.width, y: panel.size.height), Point(x: 0, y: panel.size.height)]
            assertPoints(corners.map { quad.transform.project($0) },
                         corners.map { panel.transform.concatenating(place).project($0) }, accuracy: 1e-6)
            guard case .texture(let bitmap, _, _) = quad.fill else { continue }
            XCTAssertEqual(bitmap.identity, (panel.content == .source ? first : second).identity)
        }
    }
}
