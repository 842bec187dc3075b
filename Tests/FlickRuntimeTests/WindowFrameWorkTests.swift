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

    /// A recognizer's action that shows `overlay` fading in when its gesture begins and hides
    /// it when the gesture ends.
    private func popIn(_ overlay: View) -> (GestureEvent) -> Void {
        { event in
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
        longPress.addTarget(popIn(overlay))
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

    /// A window showing `content` under the hidden overlay.
    private func makeWindow(filledWith content: View) -> (window: Window, overlay: View) {
        let window = Window(frame: Rect(origin: .zero, size: Self.size))
        window.addSubview(content)
        return (window, addOverlay(to: window))
    }

    /// `window`'s frames on `clock`, with `input` replayed and profiled at 60 Hz.
    private func makeLoop(_ window: Window, clock: ManualFrameClock, input: [TouchFrame])
        -> (loop: FrameLoop<WindowFrameWork, ListCostRenderer>, profiler: FrameProfiler) {
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: WindowFrameWork(window: window), renderer: ListCostRenderer(clock: clock), clock: clock,
                             inputs: [ReplayInputSource(input)], profiler: profiler)
        return (loop, profiler)
    }

    /// A window with a button whose tap fades the overlay in (hidden again by the next tap's
    /// touch down), with `input` replayed.
    private func makeButtonRun(input: [TouchFrame]) -> (loop: FrameLoop<WindowFrameWork, ListCostRenderer>, profiler: FrameProfiler) {
        let button = Button(frame: Rect(origin: .zero, size: Self.size))
        let (window, overlay) = makeWindow(filledWith: button)
        button.addAction(for: .touchDown) { _, _ in overlay.isHidden = true }
        button.addAction(for: .touchUpInside) { _, _ in
            overlay.isHidden = false
            overlay.alpha = 0
            overlay.animate(withDuration: 0.1, animations: { overlay.alpha = 1 })
        }
        return makeLoop(window, clock: ManualFrameClock(start: 10), input: input)
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

    /// A window whose view pans: the pan's beginning shows the overlay fading in, hidden again
    /// when the finger lifts; `input` replayed.
    private func makePanRun(input: [TouchFrame]) -> (loop: FrameLoop<WindowFrameWork, ListCostRenderer>, profiler: FrameProfiler) {
        let card = View(frame: Rect(origin: .zero, size: Self.size))
        let (window, overlay) = makeWindow(filledWith: card)
        let pan = PanGestureRecognizer(name: "fold")
        pan.addTarget(popIn(overlay))
        card.addGestureRecognizer(pan)
        return makeLoop(window, clock: ManualFrameClock(start: 10), input: input)
    }

    /// A drag from (100, 150) to the right at 500 pt/s from `start`, reported at 120 Hz for
    /// `duration` seconds, then lifted.
    private func drag(from start: Double, duration: Double) -> [TouchFrame] {
        let reports = Int(duration * 120)
        var frames = [TouchFrame(time: start, touches: [Touch(id: 1, location: Point(x: 100, y: 150), phase: .began)])]
        for n in 1...reports {
            let t = Double(n) / 120
            frames.append(TouchFrame(time: start + t, touches: [Touch(id: 1, location: Point(x: 100 + 500 * t, y: 150), phase: .moved)]))
        }
        let end = Double(reports) / 120
        frames.append(TouchFrame(time: start + end + 0.004, touches: [Touch(id: 1, location: Point(x: 100 + 500 * end, y: 150), phase: .ended)]))
        return frames
    }

    func testAGestureBeginningIsAPossibleStepToldFromTheFramesAfterIt() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
        let card = View(frame: window.bounds)
        window.addSubview(card)
        card.addGestureRecognizer(PanGestureRecognizer(name: "fold"))
        let work = WindowFrameWork(window: window)
        let moved = { (x: Double, phase: TouchPhase, time: Double) in
            TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 150), phase: phase)])
        }
        work.deliver([moved(100, .began, 10)], at: 10.01)
        let before = try XCTUnwrap(work.costStep(before: 10.02), "the pan may begin, or the finger lift")
        XCTAssertFalse(before.isCertain)
        work.deliver([moved(102, .moved, 10.01)], at: 10.02)
        XCTAssertFalse(work.ran(before), "inside the slop nothing began")
        XCTAssertEqual(work.costStep(before: 10.03)?.key, before.key, "still the same step")
        work.deliver([moved(140, .moved, 10.03)], at: 10.04)
        XCTAssertTrue(work.ran(before), "the pan began: the frame ran the step")
        let after = try XCTUnwrap(work.costStep(before: 10.05), "the finger may still lift")
        XCTAssertNotEqual(after.key, before.key, "with the pan under way, another step: its lift")
        work.deliver([moved(160, .moved, 10.05)], at: 10.06)
        XCTAssertFalse(work.ran(after), "a pan changing runs no step")
        work.deliver([moved(160, .ended, 10.07)], at: 10.08)
        XCTAssertTrue(work.ran(after), "the lift")
    }

    func testOnceAPanHasTakenItsTouchesTheStepIsItsEndKeyedByThePan() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
        let card = View(frame: window.bounds)
        window.addSubview(card)
        let left = PressView(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let right = PressView(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        for view in [left, right] { card.addSubview(view) }
        card.addGestureRecognizer(PanGestureRecognizer(name: "drag"))
        card.addGestureRecognizer(PinchGestureRecognizer(name: "pinch"))
        let work = WindowFrameWork(window: window)
        var ends: [FrameCostStep] = []
        for (start, x) in [(10.0, 50.0), (11.0, 250.0)] {
            let moved = { (dx: Double, phase: TouchPhase, time: Double) in
                TouchFrame(time: start + time, touches: [Touch(id: 1, location: Point(x: x + dx, y: 150), phase: phase)])
            }
            work.deliver([moved(0, .began, 0)], at: start + 0.01)
            let before = try XCTUnwrap(work.costStep(before: start + 0.02))
            XCTAssertEqual(before.family, FrameCostStep.anyPossibleFamily,
                           "the pan may begin, or the view the finger is on may act on its lift: a tap's prior")
            work.deliver([moved(40, .moved, 0.02)], at: start + 0.03)
            XCTAssertTrue(work.ran(before), "the pan began")
            let end = try XCTUnwrap(work.costStep(before: start + 0.04))
            XCTAssertFalse(end.isCertain)
            XCTAssertEqual(end.family, WindowFrameWork.gestureEndFamily,
                           "the pan took the touch from the view, and the pinch needs a second finger: a lift only ends the pan")
            work.deliver([moved(60, .moved, 0.04)], at: start + 0.05)
            XCTAssertFalse(work.ran(end))
            XCTAssertEqual(work.costStep(before: start + 0.06), end, "the same step while the drag goes on")
            work.deliver([moved(60, .ended, 0.06)], at: start + 0.07)
            XCTAssertTrue(work.ran(end), "the lift")
            ends.append(end)
        }
        XCTAssertEqual(ends[0].key, ends[1].key, "keyed by the pan, not by the view the drag started on")
    }

    func testADragsFramesAfterItsPanBeganStartAtTheirOwnLeadNotATapsPrior() throws {
        // A button whose tap fades the full-window overlay in (a dear first possible step), and
        // a view beside it whose drag hides the overlay when the finger comes down.
        let window = Window(frame: Rect(origin: .zero, size: Self.size))
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let pad = PressView(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        for view in [button, pad] { window.addSubview(view) }
        let overlay = addOverlay(to: window)
        button.addAction(for: .touchUpInside) { _, _ in
            overlay.isHidden = false
            overlay.alpha = 0
            overlay.animate(withDuration: 0.1, animations: { overlay.alpha = 1 })
        }
        final class Hider: View {
            var onTouch: () -> Void = {}
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { onTouch() }
        }
        let hider = Hider(frame: pad.bounds)
        hider.onTouch = { overlay.isHidden = true }
        pad.addSubview(hider)
        pad.addGestureRecognizer(PanGestureRecognizer(name: "drag"))
        let tap = [TouchPhase.began, .ended].enumerated().map { n, phase in
            TouchFrame(time: 10.2 + 0.08 * Double(n), touches: [Touch(id: 1, location: Point(x: 100, y: 150), phase: phase)])
        }
        let dragStart = 10.8, dragEnd = 11.1
        var drag = [TouchFrame(time: dragStart, touches: [Touch(id: 2, location: Point(x: 220, y: 150), phase: .began)])]
        for n in 1...Int((dragEnd - dragStart) * 120) {
            let t = Double(n) / 120
            drag.append(TouchFrame(time: dragStart + t, touches: [Touch(id: 2, location: Point(x: 220 + 500 * t, y: 150), phase: .moved)]))
        }
        drag.append(TouchFrame(time: dragEnd + 0.004, touches: [Touch(id: 2, location: Point(x: 370, y: 150), phase: .ended)]))
        let run = makeLoop(window, clock: ManualFrameClock(start: 10), input: tap + drag)
        run.loop.run(frames: 200, until: 11.5)
        let records = run.profiler.records
        let tapLift = try XCTUnwrap(records.first { $0.start >= 10.28 })
        XCTAssertTrue(tapLift.missed, "the tap's fade is a step nothing foresaw: its cost is the prior for a first tap")
        let underWay = records.filter { $0.start > dragStart + 0.05 && $0.start < dragEnd }
        XCTAssertGreaterThan(underWay.count, 10)
        for record in underWay {
            XCTAssertEqual(record.target - record.start, Self.bareCost + FrameCostPredictor.defaultMargin, accuracy: 1e-6,
                           "frame \(record.index): the drag's own lead, not the tap's")
        }
        XCTAssertEqual(records.filter(\.missed).map(\.start), [tapLift.start], "and no other deadline missed")
    }

    func testAContentTransitionIsAnActivityOfItsOwn() {
        let window = Window(frame: Rect(origin: .zero, size: Self.size))
        let card = ImageView(image: Image(bitmap: Bitmap(width: 40, height: 30)), frame: Rect(x: 10, y: 10, width: 40, height: 30))
        window.addSubview(card)
        let work = WindowFrameWork(window: window)
        work.deliver([], at: 10)
        let atRest = work.frameCostKey
        card.transition(withDuration: 0.3, options: .transitionFold, animations: { card.image = Image(bitmap: Bitmap(width: 40, height: 30)) })
        XCTAssertNotNil(card.contentTransition)
        XCTAssertNotEqual(work.frameCostKey, atRest, "a fold's frames draw its panels: another activity, even for a small view")
        work.deliver([], at: 11)
        XCTAssertNil(card.contentTransition)
        XCTAssertEqual(work.frameCostKey, atRest, "at rest again")
    }

    func testAPanWhoseBeginningFadesAnOverlayInMissesOnlyItsFirstBeginning() throws {
        let run = makePanRun(input: drag(from: 10.2, duration: 0.3) + drag(from: 11.2, duration: 0.3))
        run.loop.run(frames: 200, until: 12)
        let records = run.profiler.records
        let missed = records.filter(\.missed)
        XCTAssertEqual(missed.count, 1, "only the first pan's beginning: \(missed.map(\.start))")
        XCTAssertLessThan(try XCTUnwrap(missed.first).start, 11, "the second is foreseen from the first")
        let secondPan = records.filter { $0.start > 11.3 && $0.start < 11.45 }
        XCTAssertFalse(secondPan.isEmpty)
        for record in secondPan {
            XCTAssertEqual(record.target - record.start, Self.overlayCost + FrameCostPredictor.defaultMargin, accuracy: 1e-6,
                           "frame \(record.index): under way, the overlay's own lead")
        }
    }
}
