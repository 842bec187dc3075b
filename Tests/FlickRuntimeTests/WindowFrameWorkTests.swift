import FlickAnimation
import FlickGestures
import FlickInput
import FlickRuntime
import FlickScene
import FlickUI
import XCTest

/// A toolkit window in the frame loop on virtual time, with render costs scripted from what
/// the display list draws: touches reach the frame that could first show them, and a long
/// press that pops in an expensive full-window overlay neither misses its deadline nor leaves
/// the window's later frames starting as early as the overlay's.
final class WindowFrameWorkTests: XCTestCase {
    private static let size = Size(width: 400, height: 300)
    /// Render costs, seconds: the window alone, and with the overlay (a software renderer
    /// blending a full-window image: the demo's alert dimming costs about 4–7 ms).
    private static let bareCost = 0.001, overlayCost = 0.008
    private let interval = 1.0 / 60
    private static let overlayColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    private static let pressedColor = Color(red: 1, green: 0, blue: 0)

    /// A renderer charging the manual clock by what the list draws.
    private final class ListCostRenderer: FrameRenderer {
        let clock: ManualFrameClock
        private(set) var lists: [DisplayList] = []
        init(clock: ManualFrameClock) { self.clock = clock }

        func render(_ list: DisplayList, at target: Double) {
            let overlay = list.items.contains {
                if case .quad(let quad) = $0, case .color(let color) = quad.fill { return color == WindowFrameWorkTests.overlayColor }
                return false
            }
            clock.advance(by: overlay ? WindowFrameWorkTests.overlayCost : WindowFrameWorkTests.bareCost)
            lists.append(list)
        }

        func present() -> Double? { nil }
    }

    /// A view that turns red while touched (what a button's highlight does).
    private final class PressView: View {
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { backgroundColor = WindowFrameWorkTests.pressedColor }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { backgroundColor = .white }
    }

    private struct Run {
        let loop: FrameLoop<WindowFrameWork, ListCostRenderer>
        let renderer: ListCostRenderer
        let profiler: FrameProfiler
        let overlay: View
    }

    /// The hidden full-window overlay whose drawing the renderer charges `overlayCost`, added
    /// on top of `window`'s views.
    private func addOverlay(to window: Window) -> View {
        let overlay = View(frame: window.bounds)
        overlay.backgroundColor = Self.overlayColor
        overlay.isHidden = true
        overlay.isUserInteractionEnabled = false
        window.addSubview(overlay)
        return overlay
    }

    /// A window whose backdrop's long press shows a full-window overlay fading in, hidden
    /// again when the finger lifts, with `input` replayed (absolute clock times).
    private func makeRun(input: [TouchFrame]) -> Run {
        let clock = ManualFrameClock(start: 10)
        let window = Window(frame: Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
        let backdrop = PressView(frame: window.bounds)
        backdrop.backgroundColor = .white
        window.addSubview(backdrop)
        let overlay = addOverlay(to: window)
        let longPress = LongPressGestureRecognizer(name: "pop-in")
        longPress.addTarget { event in
            switch event.phase {
            case .began:
                overlay.isHidden = false
                overlay.alpha = 0
                overlay.animate(withDuration: 0.1, animations: { overlay.alpha = 1 })
            case .ended, .cancelled:
                overlay.isHidden = true
            default:
                break
            }
        }
        backdrop.addGestureRecognizer(longPress)
        let renderer = ListCostRenderer(clock: clock)
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: WindowFrameWork(window: window), renderer: renderer, clock: clock,
                             inputs: [ReplayInputSource(input)], profiler: profiler)
        return Run(loop: loop, renderer: renderer, profiler: profiler, overlay: overlay)
    }

    private func touch(_ phase: TouchPhase, at time: Double) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: 200, y: 150), phase: phase)])
    }

    private func drawsPressed(_ list: DisplayList) -> Bool {
        list.items.contains {
            if case .quad(let quad) = $0, case .color(let color) = quad.fill { return color == Self.pressedColor }
            return false
        }
    }

    func testATouchAppearsInTheFrameThatCouldFirstShowIt() throws {
        let dry = makeRun(input: [])
        dry.loop.run(frames: 30)
        let time = dry.profiler.records[20].start + 0.0001
        let run = makeRun(input: [touch(.began, at: time)])
        run.loop.run(frames: 30)
        let records = run.profiler.records
        XCTAssertEqual(records.firstIndex { !$0.latencies.isEmpty }, 21, "delivered to the next frame")
        XCTAssertFalse(drawsPressed(run.renderer.lists[20]))
        XCTAssertTrue(drawsPressed(run.renderer.lists[21]), "and drawn in it, not a frame later")
        XCTAssertEqual(records[21].latencies, [records[21].shown - time])
    }

    func testALongPressPoppingInAnExpensiveOverlayMakesItsDeadline() throws {
        let run = makeRun(input: [touch(.began, at: 10.2), touch(.ended, at: 11.5)])
        run.loop.run(frames: 200, until: 12)
        let records = run.profiler.records
        let deadline = 10.2 + LongPressGestureRecognizer.defaultMinimumPressDuration
        let popIn = try XCTUnwrap(records.firstIndex { $0.start >= deadline }, "the frame that fires the long press")
        XCTAssertGreaterThan(run.renderer.lists[popIn].items.count, run.renderer.lists[popIn - 1].items.count,
                             "the overlay pops in in the first frame starting after the press's deadline")
        XCTAssertEqual(records[popIn].start, max(deadline, records[popIn - 1].shown), accuracy: 1e-9,
                       "that frame starts as soon as it can run the long press")
        XCTAssertEqual(records[popIn].shown, records[popIn - 1].shown + interval, accuracy: 1e-9)
        XCTAssertEqual(records.filter(\.missed).count, 0, "no deadline missed: \(records.filter(\.missed).map(\.index))")
    }

    func testASecondLongPressStartsItsPopInNoEarlierThanItsCostNeeds() throws {
        let run = makeRun(input: [touch(.began, at: 10.2), touch(.ended, at: 10.9), touch(.began, at: 11.5),
                                  touch(.ended, at: 12.2)])
        run.loop.run(frames: 300, until: 12.5)
        let records = run.profiler.records
        let first = try XCTUnwrap(records.firstIndex { $0.start >= 10.2 + LongPressGestureRecognizer.defaultMinimumPressDuration })
        let second = try XCTUnwrap(records.firstIndex { $0.start >= 11.5 + LongPressGestureRecognizer.defaultMinimumPressDuration })
        for popIn in [first, second] {
            XCTAssertGreaterThan(run.renderer.lists[popIn].items.count, run.renderer.lists[popIn - 1].items.count)
        }
        XCTAssertEqual(records[first].start, max(10.2 + LongPressGestureRecognizer.defaultMinimumPressDuration, records[first - 1].shown),
                       accuracy: 1e-9, "the first time: as early as it can")
        XCTAssertLessThanOrEqual(records[second].target - records[second].start,
                                 Self.overlayCost + FrameCostPredictor.defaultMargin + 1e-9,
                                 "the second time: the bare window's lead plus what the pop-in added, not the whole interval")
        XCTAssertEqual(records.filter(\.missed).count, 0, "no deadline missed: \(records.filter(\.missed).map(\.index))")
    }

    func testOnceTheOverlayIsGoneFramesStartAsLateAsTheBareWindowAllows() throws {
        let run = makeRun(input: [touch(.began, at: 10.2), touch(.ended, at: 11.5)])
        run.loop.run(frames: 300, until: 12.5)
        let after = run.profiler.records.filter { $0.start > 11.7 }
        XCTAssertFalse(after.isEmpty)
        for record in after {
            XCTAssertEqual(record.target - record.start, Self.bareCost + FrameCostPredictor.defaultMargin, accuracy: 1e-6,
                           "frame \(record.index): the bare window's lead, not the overlay's")
        }
        let during = run.profiler.records.filter { $0.start > 11.0 && $0.start < 11.4 }
        for record in during {
            XCTAssertGreaterThanOrEqual(record.target - record.start, Self.overlayCost, "the overlay's own lead")
        }
    }

    /// A window with a button whose tap fades the overlay in (hidden again by the next tap's
    /// touch down), with `input` replayed.
    private func makeButtonRun(input: [TouchFrame]) -> (loop: FrameLoop<WindowFrameWork, ListCostRenderer>, profiler: FrameProfiler) {
        let clock = ManualFrameClock(start: 10)
        let window = Window(frame: Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
        let button = Button(frame: window.bounds)
        window.addSubview(button)
        let overlay = addOverlay(to: window)
        button.addAction(for: .touchDown) { _, _ in overlay.isHidden = true }
        button.addAction(for: .touchUpInside) { _, _ in
            overlay.isHidden = false
            overlay.alpha = 0
            overlay.animate(withDuration: 0.1, animations: { overlay.alpha = 1 })
        }
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: WindowFrameWork(window: window), renderer: ListCostRenderer(clock: clock), clock: clock,
                             inputs: [ReplayInputSource(input)], profiler: profiler)
        return (loop, profiler)
    }

    func testWithTouchesDownTheFrameMayRunTheirLiftKeyedByTheViewsTheyHit() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300)), right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        for view in [left, right] { window.addSubview(view) }
        let work = WindowFrameWork(window: window)
        XCTAssertNil(work.costStep(before: 10.1), "no touch down, no deadline: nothing foreseen")
        let down = { (x: Double, phase: TouchPhase, time: Double) in
            TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 150), phase: phase)])
        }
        work.deliver([down(100, .began, 10)], at: 10.01)
        let onLeft = try XCTUnwrap(work.costStep(before: 10.02))
        XCTAssertFalse(onLeft.isCertain, "a lift may come, or not")
        XCTAssertEqual(onLeft.earliestStart, -.infinity)
        XCTAssertFalse(work.ran(onLeft), "no touch ended in that frame")
        work.deliver([down(100, .ended, 10.02)], at: 10.03)
        XCTAssertTrue(work.ran(onLeft), "a touch ended: the frame ran the lift")
        XCTAssertNil(work.costStep(before: 10.04))
        work.deliver([down(300, .began, 10.05)], at: 10.06)
        let onRight = try XCTUnwrap(work.costStep(before: 10.07))
        XCTAssertNotEqual(onRight.key, onLeft.key, "another view, another step")
        work.deliver([], at: 10.08)
        XCTAssertFalse(work.ran(onRight))
    }

    func testAButtonWhoseTapFadesAnOverlayInMissesOnlyItsFirstLift() throws {
        // Two taps on the button, 80 ms each, a second apart.
        let input = [10.2, 11.2].flatMap { start in
            [touch(.began, at: start), touch(.stationary, at: start + 0.04), touch(.ended, at: start + 0.08)]
        }
        let run = makeButtonRun(input: input)
        run.loop.run(frames: 200, until: 12)
        let records = run.profiler.records
        let lifts = [10.28, 11.28].map { lift in records.firstIndex { $0.start >= lift }! }
        XCTAssertTrue(records[lifts[0]].missed, "the first tap's fade is a step nothing foresaw")
        XCTAssertFalse(records[lifts[1]].missed, "the second tap's lift is foreseen from the first")
        XCTAssertEqual(records.filter(\.missed).map(\.index), [lifts[0]])
        let beforeSecond = records.filter { $0.start > 11.0 && $0.start < 11.19 }
        XCTAssertFalse(beforeSecond.isEmpty)
        for record in beforeSecond {
            XCTAssertLessThanOrEqual(record.target - record.start, Self.overlayCost + FrameCostPredictor.defaultMargin + 1e-6,
                                     "frame \(record.index): with no finger down, the overlay's own lead, not the lift's")
        }
    }
}
