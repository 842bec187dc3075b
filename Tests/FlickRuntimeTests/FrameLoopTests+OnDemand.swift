import Dispatch
import FlickAnimation
import FlickInput
import FlickScene
import FlickRuntime
import FlickUI
import Foundation
import XCTest

/// Frames on demand through a real window on virtual time: at rest nothing is drawn and
/// time costs nothing, a touch wakes the loop and is shown within a frame, a finger resting
/// for days replays in a few frames; main-queue work posted from another thread runs
/// between frames and wakes the loop.
final class FrameLoopOnDemandTests: XCTestCase {
    /// Counts what it draws and presents; draws cost 1 ms of virtual time.
    private final class CountingRenderer: FrameRenderer {
        let clock: ManualFrameClock
        private(set) var presents: [Double] = []
        private(set) var lists: [DisplayList] = []
        init(clock: ManualFrameClock) { self.clock = clock }
        func render(_ list: DisplayList, at target: Double) {
            clock.advance(by: 0.001)
            lists.append(list)
        }
        func present() -> Double? {
            presents.append(clock.now())
            return nil
        }
    }

    private static let pressed = Color(red: 1, green: 0, blue: 0)

    /// A window with a button that turns red while touched, drawn on demand at 60 Hz.
    private func makeLoop(input: [TouchFrame], start: Double = 10, profiler: FrameProfiler? = nil)
        -> (loop: FrameLoop<WindowFrameWork, CountingRenderer>, renderer: CountingRenderer, button: Button) {
        let clock = ManualFrameClock(start: start)
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        button.backgroundColor = .white
        button.addAction(for: .touchDown) { _, _ in button.backgroundColor = Self.pressed }
        button.addAction(for: .touchUpInside) { _, _ in button.backgroundColor = .white }
        window.addSubview(button)
        let renderer = CountingRenderer(clock: clock)
        let loop = FrameLoop(work: WindowFrameWork(window: window), renderer: renderer, clock: clock,
                             inputs: [ReplayInputSource(input)],
                             configuration: FrameLoopConfiguration(drawsOnDemand: true), profiler: profiler)
        return (loop, renderer, button)
    }

    private func touch(_ phase: TouchPhase, at time: Double, x: Double = 200) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 150), phase: phase)])
    }

    private func drawsPressed(_ list: DisplayList) -> Bool {
        list.items.contains {
            if case .quad(let quad) = $0, case .color(let color) = quad.fill { return color == Self.pressed }
            return false
        }
    }

    func testTheIdleLoopPresentsNothingForTenSecondsAndWakesForATouch() throws {
        let down = 22.5
        let (loop, renderer, _) = makeLoop(input: [touch(.began, at: down), touch(.ended, at: down + 0.1)])
        loop.run(while: { loop.clock.now() < 12 })
        let atRest = renderer.presents.count
        XCTAssertLessThanOrEqual(atRest, 3, "the warm-up frame and one quiet frame, then sleep")
        loop.run(while: { loop.clock.now() < 22 })
        XCTAssertEqual(renderer.presents.count, atRest, "nothing presented for 10 s of virtual time")
        XCTAssertLessThanOrEqual(loop.sleepCount, 12, "at most one wake-up a second at rest")

        var iterations = 0
        loop.run(while: {
            iterations += 1
            return iterations < 100 && !renderer.lists.contains(where: drawsPressed)
        })
        let shown = try XCTUnwrap(renderer.lists.firstIndex(where: drawsPressed), "the touch woke the loop")
        let latency = renderer.presents[shown] - down
        XCTAssertGreaterThan(latency, 0)
        XCTAssertLessThanOrEqual(latency, 0.5 / 60, "shown as soon as the frame is drawn: nothing waited for a deadline")
        XCTAssertEqual(loop.demand.state, .drawing)
    }

    func testAFingerRestingForDaysCostsAFewFrames() throws {
        let down = 10.5, rest = 1e6
        var frames = [touch(.began, at: down)]
        for step in 1...10 { frames.append(touch(.moved, at: down + Double(step) * 0.008, x: 200 + Double(step))) }
        frames.append(touch(.ended, at: down + rest))
        let (loop, renderer, button) = makeLoop(input: frames)
        var iterations = 0
        loop.run(while: {
            iterations += 1
            return iterations < 10_000 && loop.clock.now() < down + rest + 1
        })
        XCTAssertLessThan(iterations, 10_000, "bounded: the loop sleeps while the finger rests")
        XCTAssertLessThan(renderer.presents.count, 100, "a few frames around the touch and the lift")
        XCTAssertEqual(button.backgroundColor, .white, "the lift 10⁶ s later was delivered")
        XCTAssertTrue(renderer.lists.contains(where: drawsPressed))
    }

    func testAScrollViewFollowingAFingerThatRestsForDaysCostsAFewFrames() throws {
        let clock = ManualFrameClock(start: 10)
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 400, height: 3000)
        window.addSubview(scroll)
        let down = 10.5, rest = 1e6
        var frames = [touch(.began, at: down)]
        for step in 1...20 {
            frames.append(TouchFrame(time: down + Double(step) * 0.008,
                                     touches: [Touch(id: 1, location: Point(x: 200, y: 250 - Double(step) * 6), phase: .moved)]))
        }
        frames.append(TouchFrame(time: down + rest, touches: [Touch(id: 1, location: Point(x: 200, y: 130), phase: .ended)]))
        let renderer = CountingRenderer(clock: clock)
        let loop = FrameLoop(work: WindowFrameWork(window: window), renderer: renderer, clock: clock,
                             inputs: [ReplayInputSource(frames)], configuration: FrameLoopConfiguration(drawsOnDemand: true))
        var iterations = 0
        loop.run(while: {
            iterations += 1
            return iterations < 10_000 && clock.now() < down + rest + 5
        })
        XCTAssertLessThan(iterations, 10_000, "bounded: a scroll view following a still finger does not move")
        XCTAssertLessThan(renderer.presents.count, 400, "the drag, the rest's first frames, the lift and the settling")
        XCTAssertGreaterThan(scroll.contentOffset.y, 10, "the drag scrolled")
        XCTAssertFalse(window.hasTouchesDown, "the lift 10⁶ s later was delivered")
        XCTAssertEqual(loop.demand.state, .sleeping, "at rest again after the lift")
    }

    func testABlockPostedFromAnotherThreadRunsInTheNextIterationAndIsDrawn() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main queue is served on the main thread")
        let (loop, renderer, button) = makeLoop(input: [])
        loop.run(while: { loop.clock.now() < 12 })
        XCTAssertEqual(loop.demand.state, .sleeping)
        let drawnAtRest = renderer.presents.count
        let posted = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let target = button
        Thread.detachNewThread {
            DispatchQueue.main.async { target.backgroundColor = Self.pressed }
            posted.signal()
        }
        posted.wait()
        var iterations = 0
        loop.run(while: {
            iterations += 1
            return iterations < 3 && !renderer.lists.contains(where: drawsPressed)
        })
        XCTAssertEqual(button.backgroundColor, Self.pressed, "the block ran on the frame thread")
        XCTAssertEqual(renderer.presents.count, drawnAtRest + 1, "and the next frame showed it")
        XCTAssertTrue(drawsPressed(try XCTUnwrap(renderer.lists.last)))
    }

    func testAMainActorTaskFromAnotherThreadRunsBetweenFrames() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main queue is served on the main thread")
        let (loop, _, button) = makeLoop(input: [])
        loop.run(while: { loop.clock.now() < 11 })
        let posted = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let target = button
        Thread.detachNewThread {
            Task { @MainActor in target.backgroundColor = Self.pressed }
            posted.signal()
        }
        posted.wait()
        var iterations = 0
        loop.run(while: {
            iterations += 1
            return iterations < 1_000 && button.backgroundColor != Self.pressed
        })
        XCTAssertEqual(button.backgroundColor, Self.pressed, "the task ran while the loop owned the thread")
    }

    func testPostingToTheMainQueueWakesASleepingWait() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main queue is served on the main thread")
        let mainQueue = MainQueueReadiness()
        try XCTSkipIf(mainQueue.descriptor == nil, "this libdispatch offers no main-queue descriptor")
        mainQueue.drain()
        XCTAssertFalse(mainQueue.hasPendingWork)
        let clock = MonotonicClock()
        let posted = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var ran = false
        Thread.detachNewThread {
            DispatchQueue.main.async { ran = true }
            posted.signal()
        }
        posted.wait()
        XCTAssertTrue(mainQueue.hasPendingWork)
        XCTAssertTrue(clock.wait(until: clock.now() + 30, wakingOn: [mainQueue]), "the post ended the wait")
        XCTAssertFalse(ran, "nothing runs before the drain")
        XCTAssertTrue(mainQueue.drain())
        XCTAssertTrue(ran)
        XCTAssertFalse(mainQueue.hasPendingWork, "drained: a later wait sleeps")
    }

    func testIdleWorkRunsAtRestOutsideFramesOnePieceAtATime() throws {
        let down = 5.5
        let (loop, renderer, _) = makeLoop(
            input: [touch(.began, at: down), touch(.ended, at: down + 0.1)], start: 5, profiler: FrameProfiler(rate: 60))
        var ran: [(time: Double, presents: Int)] = []
        var pieces = 3
        loop.idleWork = {
            guard pieces > 0 else { return false }
            pieces -= 1
            ran.append((loop.clock.now(), renderer.presents.count))
            // A piece dearer than a frame's budget: run in a frame, it would miss a deadline.
            (loop.clock as! ManualFrameClock).advance(by: 0.05)
            return true
        }
        loop.run(while: { loop.clock.now() < 5.4 })
        XCTAssertEqual(ran.count, 3, "each piece at a rest, before the touch: \(ran)")
        XCTAssertGreaterThanOrEqual(ran.first?.presents ?? 0, 1, "not before the first frame is shown")
        XCTAssertTrue(zip(ran, ran.dropFirst()).allSatisfy { $1.presents > $0.presents }, "a frame after each piece")
        XCTAssertEqual(loop.idleWorkCount, 3)
        try assertSleepsUntilTheTouchWakesIt(loop, renderer, down: down)
    }

    /// With its work done, `loop` presents nothing until the touch at `down`, then wakes for
    /// it; none of its frames missed a deadline.
    private func assertSleepsUntilTheTouchWakesIt(
        _ loop: FrameLoop<WindowFrameWork, CountingRenderer>, _ renderer: CountingRenderer, down: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let presentsAtRest = renderer.presents.count
        loop.run(while: { loop.clock.now() < down })
        XCTAssertEqual(renderer.presents.count, presentsAtRest, "no work left: the loop sleeps", file: file, line: line)
        loop.run(while: { loop.clock.now() < down + 0.5 })
        XCTAssertGreaterThan(renderer.presents.count, presentsAtRest, "the touch woke it", file: file, line: line)
        let records = try XCTUnwrap(loop.profiler?.records, file: file, line: line)
        XCTAssertGreaterThan(records.count, 3, file: file, line: line)
        XCTAssertEqual(records.filter(\.missed).count, 0, "no frame waited for a piece", file: file, line: line)
    }

    func testQuietWorkRunsAtRestBeforeIdleWorkWithNoFrameAfterIt() throws {
        let down = 5.5
        let (loop, renderer, _) = makeLoop(
            input: [touch(.began, at: down), touch(.ended, at: down + 0.1)], start: 5, profiler: FrameProfiler(rate: 60))
        var order: [String] = []
        var presentsAtQuiet: [Int] = []
        var quietPieces = 2
        var idlePieces = 1
        loop.quietWork = {
            guard quietPieces > 0 else { return false }
            quietPieces -= 1
            order.append("quiet")
            presentsAtQuiet.append(renderer.presents.count)
            (loop.clock as! ManualFrameClock).advance(by: 0.01)
            return true
        }
        loop.idleWork = {
            guard idlePieces > 0 else { return false }
            idlePieces -= 1
            order.append("idle")
            return true
        }
        loop.run(while: { loop.clock.now() < 5.4 })
        XCTAssertEqual(order, ["quiet", "quiet", "idle"], "quiet pieces first, one a decision")
        XCTAssertEqual(loop.quietWorkCount, 2)
        XCTAssertGreaterThanOrEqual(presentsAtQuiet.first ?? 0, 1, "not before the first frame is shown")
        XCTAssertEqual(Set(presentsAtQuiet).count, 1, "no frame between quiet pieces: \(presentsAtQuiet)")
        try assertSleepsUntilTheTouchWakesIt(loop, renderer, down: down)
    }
}
