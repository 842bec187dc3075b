import FlickInput
import FlickRuntime
import XCTest

/// The late redraw (`FrameLoopConfiguration.redrawsLateInput`), on virtual time with scripted
/// costs: a frame draws again with input that came after it started, and a redraw that runs
/// out of time is abandoned without a missed deadline.
final class FrameLoopLateRedrawTests: XCTestCase {
    private let interval = 1.0 / 60
    /// The scripted engine cost of a frame (its five scene phases), seconds.
    private let engineCost = 0.0002
    /// The scripted render cost of a frame, seconds.
    private let renderCost = 0.001

    /// A loop on virtual time; with `lateness`, each wait wakes `lateness(t)` seconds after the
    /// time `t` it was due to end at.
    private func makeLoop(redraws: Bool = true, redrawCost: Double = 0.0005, input: [TouchFrame] = [],
                          redrawCutoff: Double = FrameLoopConfiguration.defaultRedrawCutoff, renderCost: Double? = nil,
                          looksAgain: Bool = true, lateness: ((Double) -> Double)? = nil)
        -> (FrameLoop<CostedWork, TestRenderer>, FrameProfiler) {
        let renderCost = renderCost ?? self.renderCost
        let clock = ManualFrameClock(start: 10)
        let waits: any FrameClock = lateness.map { lateness in
            LateWakingClock(base: clock) { _ in lateness(clock.now()) }
        } ?? clock
        let profiler = FrameProfiler(rate: 60)
        let renderer = TestRenderer(clock: clock, renderCost: { _ in renderCost })
        if redraws { renderer.redrawCost = { _ in redrawCost } }
        let loop = FrameLoop(work: CostedWork(clock: clock, cost: uniformCost(engineCost / 5)), renderer: renderer,
                             clock: waits, inputs: [ReplayInputSource(input)],
                             configuration: FrameLoopConfiguration(rate: 60, redrawCutoff: redrawCutoff, looksAgainLate: looksAgain),
                             profiler: profiler)
        return (loop, profiler)
    }

    private func touch(at time: Double, x: Double = 100, phase: TouchPhase = .began) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 100), phase: phase)])
    }

    /// The records of a run with no input (deterministic: its frame times tell where to put
    /// input in a second run).
    private func dryRun(frames: Int, redraws: Bool = true, renderCost: Double? = nil) -> [FrameRecord] {
        let (loop, profiler) = makeLoop(redraws: redraws, renderCost: renderCost)
        loop.run(frames: frames)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "no input, no redraw")
        return profiler.records
    }

    func testFramesStartEarlyEnoughToBeDrawnBeforeTheirRedrawStarts() {
        // Frames of 2.2 ms: drawn by their redraw's start (2.2 ms + its margin before the
        // deadline) they start earlier than the late start's 2.2 ms + 2 ms.
        let render = 0.002
        let records = dryRun(frames: 20, renderCost: render)
        let cost = engineCost + render
        for record in records.dropFirst(FrameCostPredictor.minimumSamples) {
            // Before a redraw ran, the redraw is predicted to cost what the frame does.
            XCTAssertEqual(record.target - record.start, cost + cost + FrameLoopConfiguration.defaultRedrawMargin,
                           accuracy: 1e-9, "frame \(record.index): its cost before the redraw's lead")
            XCTAssertEqual(record.duration(of: .redraw), 0, "no input came: nothing redrawn")
            XCTAssertFalse(record.missed)
        }
        let without = dryRun(frames: 20, redraws: false, renderCost: render)
        XCTAssertEqual(without[10].target - without[10].start, cost + FrameCostPredictor.defaultMargin, accuracy: 1e-9,
                       "a renderer that cannot redraw keeps the late start's lead")
        let cheap = dryRun(frames: 20)
        XCTAssertEqual(cheap[10].target - cheap[10].start, engineCost + renderCost + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-9, "cheap frames already start before that: the late start's lead")
    }

    func testTheRendererPreparesRedrawsOnceBeforeTheFirstFrameOnlyWhenTheLoopRedraws() {
        let (loop, _) = makeLoop()
        XCTAssertEqual(loop.renderer.redrawPreparations, 0)
        loop.run(frames: 5)
        XCTAssertEqual(loop.renderer.redrawPreparations, 1)
        let (cannot, _) = makeLoop(redraws: false)
        cannot.run(frames: 5)
        XCTAssertEqual(cannot.renderer.redrawPreparations, 0, "a renderer that cannot redraw")
        let clock = ManualFrameClock(start: 10)
        let renderer = TestRenderer(clock: clock)
        renderer.redrawCost = { _ in 0.0005 }
        let off = FrameLoop(work: CostedWork(clock: clock), renderer: renderer, clock: clock, inputs: [ReplayInputSource([])],
                            configuration: FrameLoopConfiguration(rate: 60, redrawsLateInput: false))
        off.run(frames: 5)
        XCTAssertEqual(renderer.redrawPreparations, 0, "redraws off")
    }

    func testAnInputAfterTheFrameStartedIsShownAtItsDeadline() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertEqual(records[8].latencies, [records[8].shown - time], "shown by the frame that had started")
        XCTAssertEqual(records[8].shown, dry[8].shown, accuracy: 1e-9)
        XCTAssertFalse(records[8].missed)
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true])
        XCTAssertEqual(loop.renderer.onScreen, loop.renderer.rendered.last)
        // The redraw: from its deadline minus its predicted cost (the frame's, before any
        // redraw ran) and margin, over the input and the redraw's own cost.
        let redrawStart = records[8].target - (engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin)
        XCTAssertEqual(records[8].duration(of: .redraw), engineCost + 0.0005, accuracy: 1e-9)
        XCTAssertEqual(records[8].latencies[0], records[8].shown - time, accuracy: 1e-12)
        XCTAssertLessThan(time, redrawStart)
        XCTAssertEqual(profiler.summary().firstFrameShare, 1)
        XCTAssertEqual(records[8].redraw, .drawn)
        XCTAssertEqual([profiler.summary().redrawsDrawn, profiler.summary().redrawsAbandoned], [1, 0])
        XCTAssertTrue(profiler.summary().text.contains("late redraws      1 drawn, 0 abandoned"))

        let plainTime = dryRun(frames: 12, redraws: false)[8].start + 0.0001
        let (plain, plainProfiler) = makeLoop(redraws: false, input: [touch(at: plainTime)])
        plain.run(frames: 12)
        let shownIn = try XCTUnwrap(plainProfiler.records.firstIndex { !$0.latencies.isEmpty })
        XCTAssertEqual(shownIn, 9, "without a redraw, the next frame shows it")
    }

    func testANewActivitysFirstFrameIsRedrawnFromWhatItJustCost() throws {
        // Frame 8 draws a new activity (its key is read as 1 from the end of its display list
        // on): nothing of that key was predicted, so its redraw is planned from frame 8's own cost.
        let (dryLoop, dryProfiler) = makeLoop()
        dryLoop.work.keyOf = { $0 >= 9 ? 1 : 0 }
        dryLoop.run(frames: 12)
        let dry = dryProfiler.records
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        loop.work.keyOf = { $0 >= 9 ? 1 : 0 }
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true])
        XCTAssertEqual(records[8].latencies, [records[8].shown - time])
        let span = try XCTUnwrap(records[8].phases.first { $0.phase == .redraw })
        XCTAssertEqual(records[8].target - span.start, engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin,
                       accuracy: 1e-9, "the frame's own cost and the margin before its deadline")
        XCTAssertEqual(records.filter(\.missed).count, 0)
    }

    /// A loop whose display lists (numbered as made: a redraw makes one too) render in `dear`
    /// seconds for the numbers in `dearFrames` and in `renderCost` otherwise, with `input`.
    private func makeLoop(dear: Double, dearFrames: Set<Int>, input: [TouchFrame] = [], looksAgain: Bool = true)
        -> (FrameLoop<CostedWork, TestRenderer>, FrameProfiler) {
        let (loop, profiler) = makeLoop(input: input, looksAgain: looksAgain)
        loop.renderer.renderCost = { [renderCost] list in dearFrames.contains(list) ? dear : renderCost }
        return (loop, profiler)
    }

    func testAnActivitysDearFirstFramesDoNotHoldUpItsRedrawLead() throws {
        // Frames 1–3 upload (4 ms), the rest cost 1 ms: the key's 99th percentile keeps the dear
        // ones for its whole window, its last `redrawPriorFrames` frames do not.
        let dear = 0.004, dearFrames: Set<Int> = [1, 2, 3]
        let (dryLoop, dryProfiler) = makeLoop(dear: dear, dearFrames: dearFrames)
        dryLoop.run(frames: 20)
        let dry = dryProfiler.records
        let late = 4 + FrameLoopConfiguration.redrawPriorFrames
        let time = dry[late].start + 0.0001
        let (loop, profiler) = makeLoop(dear: dear, dearFrames: dearFrames, input: [touch(at: time)])
        loop.run(frames: 20)
        let records = profiler.records
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true])
        XCTAssertEqual(records[late].latencies, [records[late].shown - time], "shown at the deadline of the frame it came in")
        let span = try XCTUnwrap(records[late].phases.first { $0.phase == .redraw })
        XCTAssertEqual(records[late].target - span.start, engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin,
                       accuracy: 1e-9, "the recent frames' cost and the margin, not the dear frames'")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(loop.predictor.predictedCost(key: 0)), dear,
                                    "the frames still start early enough for a dear one")
        XCTAssertEqual(records.filter(\.missed).map(\.index), [1], "only the first dear frame, planned from the warm-up frame's cost")
        // Within the last frames the dear ones still count: input that comes after that lead's
        // start waits for the next frame.
        let early = 6
        let (soon, soonProfiler) = makeLoop(dear: dear, dearFrames: dearFrames,
                                            input: [touch(at: dry[early].target - dear - FrameLoopConfiguration.defaultRedrawMargin)])
        soon.run(frames: 20)
        XCTAssertTrue(soon.renderer.redrawn.isEmpty)
        XCTAssertEqual(try XCTUnwrap(soonProfiler.records.firstIndex { !$0.latencies.isEmpty }), early + 1)
    }

    func testARedrawIsLedByWhatItsFrameJustCostWhenThatIsMore() throws {
        // Frames 1–3 cost 4 ms, so frames start early enough for that; frame 16 costs 4 ms again
        // after twelve of 1 ms. Its redraw would cost what it did, more than the time left: none
        // runs, and the input waits for frame 17 instead of a redraw that cannot finish.
        let dear = 0.004
        let (dryLoop, dryProfiler) = makeLoop(dear: dear, dearFrames: [1, 2, 3, 16])
        dryLoop.run(frames: 20)
        let dry = dryProfiler.records
        XCTAssertEqual(dry[16].duration(of: .render), dear, accuracy: 1e-12, "frame 16 draws for 4 ms")
        let time = dry[16].start + 0.0001
        XCTAssertLessThan(time, dry[16].target - engineCost - renderCost - FrameLoopConfiguration.defaultRedrawMargin,
                          "before the start a lead from the recent frames alone would give")
        let (loop, profiler) = makeLoop(dear: dear, dearFrames: [1, 2, 3, 16], input: [touch(at: time)])
        loop.run(frames: 20)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "no redraw started")
        XCTAssertEqual(try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty }), 17)
        XCTAssertEqual(profiler.records.filter(\.missed).map(\.index), [1], "only the first dear frame, planned from the warm-up frame's cost")
    }

    func testALearnedRedrawLeadIsRaisedToWhatTheFrameJustDrewAndAFrameRenderedPastItLooksAtOnce() throws {
        // Frame 10's redraw teaches the key a 0.7 ms redraw. Frame 16 draws for 4 ms (frames 1–3
        // did too, so it starts early enough): its redraw could draw as much again, so its look is
        // led by that, and its render ends past the look. Without the second look, the input that
        // came during the render waits for frame 17; with it, the frame looks as its render ends,
        // on what the key's redraws cost lately, and shows the input.
        // (A redraw makes a display list too: after frame 10's, frame 16 draws list 17.)
        let dear = 0.004, dearFrames: Set<Int> = [1, 2, 3, 17]
        let (dryLoop, dryProfiler) = makeLoop(dear: dear, dearFrames: dearFrames)
        dryLoop.run(frames: 20)
        let first = touch(at: dryProfiler.records[10].start + 0.0001)
        // Frame 16's start with frame 10's redraw learned (the frames after it start later).
        let (taught, taughtProfiler) = makeLoop(dear: dear, dearFrames: dearFrames, input: [first])
        taught.run(frames: 20)
        let second = touch(at: taughtProfiler.records[16].start + 0.0001, x: 110, phase: .moved)
        for looksAgain in [false, true] {
            let (loop, profiler) = makeLoop(dear: dear, dearFrames: dearFrames, input: [first, second], looksAgain: looksAgain)
            loop.run(frames: 20)
            let records = profiler.records
            XCTAssertEqual(records[16].duration(of: .render), dear, accuracy: 1e-12, "frame 16 draws for 4 ms")
            XCTAssertEqual(records[10].latencies, [records[10].shown - first.time])
            let predicted = try XCTUnwrap(loop.redrawPredictor.predictedCost(key: 0))
            XCTAssertEqual(predicted, 0.0005 + engineCost, accuracy: 1e-9, "redraws learned cheap")
            let lead = try XCTUnwrap(
                loop.scheduler.lateRedraw.lead(
                    key: 0, interval: interval, recentFrameCost: nil, drawingCost: dear + engineCost * 4 / 5))
            XCTAssertGreaterThan(lead, dear, "the look is led by what the frame drew")
            let rendered = try XCTUnwrap(records[16].phases.last { $0.phase == .render })
            XCTAssertGreaterThan(rendered.start + rendered.duration, records[16].target - lead, "rendered past its look")
            if looksAgain {
                XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true, true], "frame 10's redraw and frame 16's")
                let look = try XCTUnwrap(records[16].phases.last { $0.phase == .redraw })
                XCTAssertEqual(look.start, rendered.start + rendered.duration, accuracy: 1e-9, "at once")
                XCTAssertEqual(records[16].latencies, [records[16].shown - second.time], "shown by frame 16")
            } else {
                XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true], "frame 10's redraw only")
                XCTAssertEqual(records[17].latencies, [records[17].shown - second.time], "shown by the next frame")
            }
            XCTAssertEqual(
                records.filter(\.missed).map(\.index), [1], "only the first dear frame, planned from the warm-up frame's cost")
        }
    }

    func testLateInputThatStartsAnotherActivityIsLeftToTheNextFrame() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        // The key reads 1 from the redraw's display list on (the late input started a fold).
        loop.work.keyOf = { $0 >= 10 ? 1 : 0 }
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "not drawn: nothing of the new activity's cost is known")
        XCTAssertEqual(records[8].redraw, .abandoned)
        XCTAssertTrue(records[8].latencies.isEmpty)
        XCTAssertEqual(records[9].latencies, [records[9].shown - time], "delivered once, shown by the next frame")
        XCTAssertEqual(loop.work.delivered.flatMap { $0 }.map(\.time), [time])
        XCTAssertEqual(loop.redrawPredictor.backoff, 0, "not a redraw that ran out of time")
        XCTAssertEqual(records.filter(\.missed).count, 0)
    }

    func testLateInputThatStartsAnotherActivityInItsDeliveryBuildsNoDisplayList() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        // The delivery itself starts the new activity (a swipe recognized: a fold begins).
        loop.work.keyOnDelivery = { _, inputs in inputs.isEmpty ? nil : 1 }
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertTrue(loop.renderer.redrawn.isEmpty)
        XCTAssertEqual(records[8].redraw, .abandoned)
        XCTAssertEqual(loop.work.frame, 12, "one display list a frame: none for the redraw, the next frame builds it")
        XCTAssertEqual(records[9].latencies, [records[9].shown - time], "delivered once, shown by the next frame")
        XCTAssertEqual(loop.work.delivered.flatMap { $0 }.map(\.time), [time])
        XCTAssertEqual(records.filter(\.missed).count, 0)
    }

    func testNoRedrawWithoutTimeBeforeTheCutoff() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        // A cutoff as far from the deadline as the redraw's lead: nothing could be drawn.
        let lead = engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin
        let (loop, profiler) = makeLoop(input: [touch(at: time)], redrawCutoff: lead + 1e-9)
        loop.run(frames: 12)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty)
        XCTAssertEqual(try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty }), 9)
    }

    func testAnInputAfterTheRedrawStartedWaitsForTheNextFrame() throws {
        let dry = dryRun(frames: 12)
        let redrawStart = dry[8].target - (engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin)
        let time = redrawStart + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        loop.run(frames: 12)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "nothing came before the redraw's start")
        let shownIn = try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty })
        XCTAssertEqual(shownIn, 9)
    }

    func testARedrawThatRunsOutOfTimeIsAbandonedWithoutAMiss() throws {
        let dry = dryRun(frames: 14)
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(redrawCost: 0.010, input: [touch(at: time)])
        loop.run(frames: 14)
        let records = profiler.records
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [false])
        XCTAssertEqual(records.filter(\.missed).count, 0, "the frame drawn first is shown on time")
        XCTAssertEqual(records[8].shown, dry[8].shown, accuracy: 1e-9)
        XCTAssertEqual(records[8].end, records[8].shown, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(records[8].start + records[8].phases.dropLast().reduce(0) { $0 + $1.duration },
                                 records[8].target, "abandoned by the cutoff")
        let redrawSpan = try XCTUnwrap(records[8].phases.first { $0.phase == .redraw })
        XCTAssertLessThanOrEqual(redrawSpan.start + redrawSpan.duration,
                                 records[8].target - FrameLoopConfiguration.defaultRedrawCutoff + 1e-9,
                                 "items of equal cost: abandoned before the one that would cross the cutoff")
        XCTAssertTrue(records[8].latencies.isEmpty, "the abandoned redraw showed nothing")
        XCTAssertEqual(records[8].redraw, .abandoned)
        XCTAssertEqual([profiler.summary().redrawsDrawn, profiler.summary().redrawsAbandoned], [0, 1])
        XCTAssertEqual(records[9].latencies, [records[9].shown - time], "the next frame shows it, measured to its present")
        XCTAssertEqual(loop.renderer.onScreen, loop.renderer.rendered.last, "the frame drawn first stayed")
        XCTAssertGreaterThan(loop.redrawPredictor.backoff, 0, "an abandoned redraw is a miss for its predictor")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(loop.redrawPredictor.predictedCost(key: 0)), engineCost + renderCost - 1e-12,
                                    "and is taken to cost at least what the key's frames cost, not the part it ran")
    }

    func testAPutBackLongerThanTheCutoffMissesOnceThenTheCutoffCoversIt() throws {
        // A machine whose copy back takes 1 ms, twice the default cutoff: redraws of 10 ms,
        // always abandoned, with a finger moving from frame 8 on.
        let putBack = 0.001
        let dry = dryRun(frames: 24)
        let moves = stride(from: dry[8].start + 0.0001, to: dry[20].start, by: 0.002).map { touch(at: $0, phase: .moved) }
        let (loop, profiler) = makeLoop(redrawCost: 0.010, input: [touch(at: dry[8].start)] + moves)
        loop.renderer.putBackCost = putBack
        loop.run(frames: 24)
        let abandoned = profiler.records.filter { $0.redraw == .abandoned }
        XCTAssertGreaterThanOrEqual(abandoned.count, 4)
        XCTAssertEqual(abandoned.first?.missed, true, "the first put-back ran past the deadline")
        XCTAssertEqual(abandoned.first?.jankCauses, [.lateRedraw])
        XCTAssertEqual(abandoned.dropFirst().filter(\.missed).map(\.index), [], "later ones end before it")
        XCTAssertEqual(loop.scheduler.lateRedraw.effectiveCutoff, putBack * LateRedrawPolicy.putBackAllowance,
                       accuracy: 1e-12)
    }

    func testAnAbandonedRedrawsExtraLeadRecedesOnFramesWhoseRedrawFindsNoInput() throws {
        let dry = dryRun(frames: 14)
        let (loop, profiler) = makeLoop(redrawCost: 0.010, input: [touch(at: dry[8].start + 0.0001)])
        loop.run(frames: 10)
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [false], "frame 8's redraw abandoned")
        let backoff = loop.redrawPredictor.backoff
        XCTAssertGreaterThan(backoff, 0)
        loop.run(frames: 3)
        XCTAssertEqual(loop.redrawPredictor.backoff, backoff / 8, accuracy: 1e-12,
                       "halved by each frame on time whose redraw found nothing to draw")
        let last = try XCTUnwrap(profiler.records.last)
        let predicted = try XCTUnwrap(loop.redrawPredictor.predictedCost(key: 0))
        let span = try XCTUnwrap(last.phases.first { $0.phase == .redraw })
        XCTAssertEqual(last.target - span.start, predicted + FrameLoopConfiguration.defaultRedrawMargin + backoff / 4,
                       accuracy: 1e-9, "the last frame's redraw waited for the lead two frames had halved")
        XCTAssertEqual(profiler.records.filter(\.missed).count, 0)
    }

    /// A finger landing at frame 8 and moving every 2 ms until frame 22, whose redraws save
    /// 100,000 pixels in `smallSave` seconds (put back in as long) and draw in `redrawCost`: the
    /// loop after 16 frames, some of them redrawn, and the redraws asked for by then.
    private func movingFingerLoop(redrawCost: Double, smallSave: Double)
        -> (loop: FrameLoop<CostedWork, TestRenderer>, profiler: FrameProfiler, redraws: Int) {
        let dry = dryRun(frames: 24)
        let moves = stride(from: dry[8].start + 0.0001, to: dry[22].start, by: 0.002).map { touch(at: $0, phase: .moved) }
        let (loop, profiler) = makeLoop(redrawCost: redrawCost, input: [touch(at: dry[8].start)] + moves)
        loop.renderer.savedPixels = 100_000
        loop.renderer.saveCost = smallSave
        loop.renderer.putBackCost = smallSave
        loop.run(frames: 16)
        XCTAssertTrue(loop.renderer.redrawn.contains { $0.drawn }, "small saves: redrawn")
        return (loop, profiler, loop.renderer.redrawn.count)
    }

    func testASaveThatWouldNotEndBeforeTheCutoffIsNotStarted() throws {
        // Redraws of a finger moving from frame 8 on save 100,000 pixels in 0.1 ms, then, from
        // frame 16, the whole of a large window: 4,000,000 pixels in 4 ms (a drag's first
        // movement of a full-screen pager), far more than the lead the small ones taught.
        let (loop, profiler, before) = movingFingerLoop(redrawCost: 0.0005, smallSave: 0.0001)
        loop.renderer.savedPixels = 4_000_000
        loop.renderer.saveCost = 0.004
        loop.renderer.putBackCost = 0.004
        loop.run(frames: 8)
        let large = loop.renderer.redrawn.dropFirst(before)
        XCTAssertFalse(large.isEmpty)
        XCTAssertEqual(large.first?.drawn, false, "abandoned before saving: 8 ms of save and put-back do not fit")
        XCTAssertEqual(profiler.records.filter(\.missed).map(\.index), [], "nor any redraw after it, on a longer lead")
    }

    func testTheFirstSaveIsCountedAtThePriorRate() throws {
        // The first redraw of the run saves the whole of a large window, 4,000,000 pixels, at
        // the prior rate: nothing is known of saves yet, and a save taken as free would run
        // past the deadline, then be put back past it. Taught what it expected, the key's next
        // redraws start early enough for it.
        let dry = dryRun(frames: 16)
        let moves = stride(from: dry[8].start + 0.0001, to: dry[14].start, by: 0.002).map { touch(at: $0, phase: .moved) }
        let (loop, profiler) = makeLoop(input: [touch(at: dry[8].start)] + moves)
        loop.renderer.savedPixels = 4_000_000
        loop.renderer.saveCost = 0.0026  // at the prior rate, 0.65 ns a pixel
        loop.renderer.putBackCost = loop.renderer.saveCost
        loop.run(frames: 16)
        XCTAssertEqual(loop.renderer.redrawn.first?.drawn, false, "abandoned before saving")
        XCTAssertTrue(loop.renderer.redrawn.contains { $0.drawn }, "later ones drawn, on a longer lead")
        XCTAssertEqual(profiler.records.filter(\.missed).map(\.index), [])
    }

    func testASaveAndDrawingThatWouldNotEndBeforeTheCutoffAreNotStarted() throws {
        // Redraws of a finger moving from frame 8 on save 100,000 pixels in 0.01 ms and draw
        // them in `smallDrawing`. From frame 16 each redraw saves 1,500,000 pixels in 0.15 ms,
        // then draws them in one item of 1.5 ms (a photo stretched over the window): the save
        // and its put-back fit the time left, the save and the item do not, and only the
        // question before the save comes before the item.
        func run(smallDrawing: Double) -> (largeDrawn: [Bool], missed: [Int]) {
            let (loop, profiler, before) = movingFingerLoop(redrawCost: smallDrawing, smallSave: 0.000_01)
            loop.renderer.savedPixels = 1_500_000
            loop.renderer.saveCost = 0.000_15
            loop.renderer.redrawCost = { _ in 0.0015 }
            loop.renderer.redrawItems = 1
            loop.run(frames: 2)
            return (loop.renderer.redrawn.dropFirst(before).map(\.drawn), profiler.records.filter(\.missed).map(\.index))
        }
        // Drawn at 1 ns a pixel, as the large one is: it is foreseen.
        let foreseen = run(smallDrawing: 0.0001)
        XCTAssertEqual(foreseen.largeDrawn.first, false, "abandoned before saving: 0.15 ms + 1.5 ms do not fit")
        XCTAssertEqual(foreseen.missed, [])
        // Drawn at 0.1 ns a pixel: the large one is taken for 0.15 ms, and its item runs past the
        // deadline.
        XCTAssertEqual(run(smallDrawing: 0.000_01).missed, [16])
    }

    func testARedrawsDrawingIsPricedAtMostWhatItsKeysFramesCost() throws {
        // The redraws of a finger moving save 100,000 pixels and draw them in 1.5 ms (a page
        // turn's perspective quads: 15 ns a saved pixel). Then they save 1,500,000 pixels in
        // 0.15 ms and draw them in 0.5 ms (a fold over the whole window), in frames that render
        // in 1 ms. At the rate learnt they would cost 22 ms and never be started; priced at most
        // what the frames cost, they are drawn.
        let (loop, profiler, before) = movingFingerLoop(redrawCost: 0.0015, smallSave: 0.000_01)
        loop.renderer.savedPixels = 1_500_000
        loop.renderer.saveCost = 0.000_15
        loop.renderer.putBackCost = 0.000_15
        loop.renderer.redrawCost = { _ in 0.0005 }
        loop.run(frames: 8)
        let large = loop.renderer.redrawn.dropFirst(before).map(\.drawn)
        XCTAssertGreaterThanOrEqual(large.count, 4)
        XCTAssertLessThanOrEqual(large.filter { !$0 }.count, 1, "at most the first abandoned: \(large)")
        XCTAssertEqual(profiler.records.filter(\.missed).map(\.index), [])
    }

    func testAnItemLongerThanTheTimeLeftIsNotStarted() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        // Two items: the second would cross the deadline, and the first shows how long one takes.
        let (loop, profiler) = makeLoop(redrawCost: 0.0024, input: [touch(at: time)])
        loop.renderer.redrawItems = 2
        loop.run(frames: 12)
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [false])
        XCTAssertFalse(profiler.records[8].missed)
        let redrawSpan = try XCTUnwrap(profiler.records[8].phases.first { $0.phase == .redraw })
        XCTAssertLessThanOrEqual(redrawSpan.start + redrawSpan.duration, profiler.records[8].target)
        // It ran one item and did not start the other: it would have cost at least both.
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(loop.redrawPredictor.predictedCost(key: 0)),
                                    redrawSpan.duration + 0.0012 - 1e-9,
                                    "taken to cost what it ran plus the step it did not start")
    }

    func testALiftWaitsForTheNextFrameWithTheInputAfterIt() throws {
        let dry = dryRun(frames: 12)
        let moved = touch(at: dry[8].start + 0.0001, x: 110, phase: .moved)
        let lifted = touch(at: dry[8].start + 0.0002, x: 110, phase: .ended)
        let down = touch(at: dry[7].start - 0.001)
        let (loop, profiler) = makeLoop(input: [down, moved, lifted])
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true], "the move is redrawn")
        XCTAssertEqual(records[8].latencies, [records[8].shown - moved.time])
        XCTAssertEqual(records[9].latencies, [records[9].shown - lifted.time], "the lift is delivered by the next frame")
        let delivered = loop.work.delivered.flatMap { $0 }
        XCTAssertEqual(delivered.map(\.time), [down.time, moved.time, lifted.time], "each once, in order")
    }

    /// Two drags whose lifts come after a frame began (frames 4 and 10): the first is held for
    /// the next frame, which runs the end of the drag and learns what it costs; the second, its
    /// end seen and cheaper than the time its redraw has left, is drawn by that redraw. A lift that may end a tap
    /// (any possible step) is held both times.
    func testARedrawTakesALiftThatCanOnlyEndADragWhoseEndWasSeen() throws {
        func run(family: Int, input: [TouchFrame]) -> (FrameLoop<CostedWork, TestRenderer>, [FrameRecord]) {
            let clock = ManualFrameClock(start: 10)
            let profiler = FrameProfiler(rate: 60)
            // The frames draw more (a list's cells) than the end of a drag (0.5 ms, frame 5), so
            // their redraws look early enough for it.
            let renderer = TestRenderer(clock: clock, renderCost: { frame in frame == 5 ? 0.0003 : 0.0025 })
            renderer.redrawCost = { _ in 0.0005 }
            let work = CostedWork(clock: clock, cost: uniformCost(engineCost / 5))
            // The end of the drag, foreseen by the frames (and their redraws) while a finger is down.
            let end = FrameCostStep(earliestStart: -.infinity, key: 7, isCertain: false, family: family)
            for frame in [2, 3, 4, 5, 8, 9, 10, 11] { work.steps[frame] = end }
            work.ranSteps = [5]
            let loop = FrameLoop(
                work: work, renderer: renderer, clock: clock, inputs: [ReplayInputSource(input)],
                configuration: FrameLoopConfiguration(rate: 60), profiler: profiler)
            loop.run(frames: 14)
            return (loop, profiler.records)
        }
        let dry = run(family: 3, input: []).1
        let firstDown = touch(at: dry[1].start - 0.001), firstLift = touch(at: dry[4].start + 0.0002, phase: .ended)
        let secondDown = touch(at: dry[7].start - 0.001), secondLift = touch(at: dry[10].start + 0.0002, phase: .ended)
        let input = [firstDown, firstLift, secondDown, secondLift]
        let (loop, records) = run(family: 3, input: input)
        XCTAssertEqual(records[4].latencies, [], "the first end is not seen yet: held")
        XCTAssertEqual(records[5].latencies, [records[5].shown - firstLift.time])
        XCTAssertTrue(loop.predictor.hasSeen(step: 7), "frame 5 ran the end of the drag")
        XCTAssertEqual(records[10].latencies, [records[10].shown - secondLift.time], "taken by frame 10's redraw")
        XCTAssertEqual(loop.work.delivered.flatMap { $0 }.map(\.time), input.map(\.time), "each once, in order")
        XCTAssertEqual(records.filter(\.missed).count, 0)
        let (_, anyPossible) = run(family: FrameCostStep.anyPossibleFamily, input: input)
        XCTAssertEqual(anyPossible[10].latencies, [], "a lift that may end a tap: held")
        XCTAssertEqual(anyPossible[11].latencies, [anyPossible[11].shown - secondLift.time])
    }

    func testAFrameWhoseLiftARedrawHeldStartsAsEarlyAsACertainStep() throws {
        let dry = dryRun(frames: 12)
        let down = touch(at: dry[7].start - 0.001)
        let lifted = touch(at: dry[8].start + 0.0002, phase: .ended)
        let clock = ManualFrameClock(start: 10)
        let profiler = FrameProfiler(rate: 60)
        let renderer = TestRenderer(clock: clock, renderCost: { [renderCost] _ in renderCost })
        renderer.redrawCost = { _ in 0.0005 }
        // Frame 9 delivers the lift: a tap whose action costs 8 ms, which nothing before showed.
        let action = 0.008
        let work = CostedWork(clock: clock) { [engineCost] index, phase in
            index == 9 && phase == .gestures ? action : engineCost / 5
        }
        work.steps[9] = FrameCostStep(earliestStart: -.infinity, key: 5, isCertain: false)
        work.ranSteps = [9]
        let loop = FrameLoop(work: work, renderer: renderer, clock: clock, inputs: [ReplayInputSource([down, lifted])],
                             configuration: FrameLoopConfiguration(rate: 60), profiler: profiler)
        loop.run(frames: 12)
        let records = profiler.records
        XCTAssertEqual(records[8].latencies, [], "the lift came after frame 8 began: its look held it")
        XCTAssertEqual(records[9].start, records[8].shown, accuracy: 1e-9, "as soon as frame 8 was shown")
        XCTAssertFalse(records[9].missed, "8 ms of action within the interval")
        XCTAssertEqual(records[9].latencies, [records[9].shown - lifted.time])
        XCTAssertTrue(loop.predictor.hasSeen(step: 5), "learnt under its step")
    }

    func testALiftThatComesWhileAFrameWaitsForItsLateStartStartsItAsEarlyAsACertainStep() throws {
        // The lift comes 1 ms after frame 8 was shown, long before frame 9's late start: frame 9
        // delivers it, a tap whose action costs 8 ms. Foreseen as a possible step, the lift ends
        // the wait and frame 9 starts at once; not foreseen, it starts late and misses.
        let dry = dryRun(frames: 12)
        let down = touch(at: dry[7].start - 0.001)
        let lifted = touch(at: dry[8].shown + 0.001, phase: .ended)
        XCTAssertLessThan(lifted.time, dry[9].start - 0.01)
        func run(foreseen: Bool) -> (FrameLoop<CostedWork, TestRenderer>, [FrameRecord]) {
            let clock = ManualFrameClock(start: 10)
            let profiler = FrameProfiler(rate: 60)
            let renderer = TestRenderer(clock: clock, renderCost: { [renderCost] _ in renderCost })
            renderer.redrawCost = { _ in 0.0005 }
            let work = CostedWork(clock: clock) { [engineCost] index, phase in
                index == 9 && phase == .gestures ? 0.008 : engineCost / 5
            }
            if foreseen {
                work.steps[9] = FrameCostStep(earliestStart: -.infinity, key: 5, isCertain: false)
                work.ranSteps = [9]
            }
            let loop = FrameLoop(
                work: work, renderer: renderer, clock: clock, inputs: [ReplayInputSource([down, lifted])],
                configuration: FrameLoopConfiguration(rate: 60), profiler: profiler)
            loop.run(frames: 12)
            return (loop, profiler.records)
        }
        let (loop, records) = run(foreseen: true)
        XCTAssertEqual(records[9].start, lifted.time, accuracy: 1e-9, "woken by the lift")
        XCTAssertFalse(records[9].missed, "8 ms of action within the time left")
        XCTAssertEqual(records[9].latencies, [records[9].shown - lifted.time])
        XCTAssertTrue(loop.predictor.hasSeen(step: 5), "learnt under its step")
        XCTAssertEqual(records.filter(\.missed).count, 0)
        let (_, unforeseen) = run(foreseen: false)
        XCTAssertEqual(unforeseen[9].start, dry[9].start, accuracy: 1e-9, "no step foreseen: the late start")
        XCTAssertTrue(unforeseen[9].missed)
    }

    func testTheRedrawLeadLearnsWhatRedrawsCost() {
        // A drag at 97 Hz, drifting over the 60 Hz deadlines: some of its reports come after
        // their frame started. Its redraws cost more than its frames draw (0.2 ms), so their
        // lead is what they cost.
        let drag = (0..<200).map { n in touch(at: 10.2 + Double(n) / 97, x: 100 + Double(n), phase: n == 0 ? .began : .moved) }
        let redrawCost = 0.0006
        // Abandoned only past the deadline: every redraw here costs its key's 99th percentile.
        let (loop, profiler) = makeLoop(redrawCost: redrawCost, input: drag, redrawCutoff: 0, renderCost: 0.0002)
        loop.run(frames: 120)
        let drawn = loop.renderer.redrawn.filter(\.drawn).count
        XCTAssertGreaterThanOrEqual(drawn, 10)
        XCTAssertEqual(loop.renderer.redrawn.count, drawn, "none abandoned")
        let redrawn = profiler.records.filter { $0.duration(of: .redraw) > 0 }
        let lead = engineCost + redrawCost + FrameLoopConfiguration.defaultRedrawMargin
        for record in redrawn.dropFirst(FrameCostPredictor.minimumSamples + 1) {
            let span = try! XCTUnwrap(record.phases.first { $0.phase == .redraw })
            XCTAssertEqual(record.target - span.start, lead, accuracy: 1e-9,
                           "frame \(record.index): its redraws' cost and margin before its deadline")
        }
        XCTAssertEqual(profiler.records.filter(\.missed).count, 0)
        let latencies = profiler.records.flatMap(\.latencies)
        XCTAssertEqual(latencies.count, drag.filter { $0.time < profiler.records.last!.shown }.count,
                       "every input shown once")
        XCTAssertLessThanOrEqual(latencies.max()!, interval + lead + 1e-9, "at most an interval and the redraw's lead")
    }

    func testAThreadWokenLateForItsRedrawLeavesTheInputForTheNextFrame() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        // Every wait wakes on time except the one for frame 8's redraw, which wakes 0.8 ms late.
        let redrawStart = dry[8].target - (engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin)
        let (loop, profiler) = makeLoop(input: [touch(at: time)]) { abs($0 - redrawStart) < 1e-9 ? 0.0008 : 0 }
        loop.run(frames: 12)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "woken 0.8 ms late, past the redraw's 0.5 ms margin")
        XCTAssertEqual(try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty }), 9)
        XCTAssertEqual(profiler.records.filter(\.missed).count, 0)
    }

    /// Woken for its look past the frame's deadline, the thread shows the frame it drew at once,
    /// late by its wake-up, as after a wake-up late for the present: the deadline is not missed,
    /// and the grid holds. Woken past half an interval, it is.
    func testAThreadWokenPastTheDeadlineForItsLookShowsTheFrameLateNotADeadlineLater() throws {
        let dry = dryRun(frames: 12)
        let lookStart = dry[8].target - (engineCost + renderCost + FrameLoopConfiguration.defaultRedrawMargin)
        for (lateness, missed) in [(0.002, false), (0.6 * interval, true)] {
            // Every wait wakes on time except frame 8's look, woken `lateness` after the deadline.
            let (loop, profiler) = makeLoop(input: [touch(at: dry[8].start + 0.0001)]) {
                abs($0 - lookStart) < 1e-9 ? dry[8].target - lookStart + lateness : 0
            }
            loop.run(frames: 12)
            let late = profiler.records[8]
            XCTAssertTrue(loop.renderer.redrawn.isEmpty, "\(lateness): woken past its margin, no redraw")
            XCTAssertEqual(late.missed, missed, "\(lateness)")
            XCTAssertEqual(late.shown, dry[8].target + lateness, accuracy: 1e-9, "\(lateness): shown when it woke")
            XCTAssertEqual(profiler.records[9].target, dry[missed ? 10 : 9].target, accuracy: 1e-9,
                           "\(lateness): the next frame aims at the deadline after the present")
            XCTAssertEqual(profiler.records.filter(\.missed).count, missed ? 1 : 0, "\(lateness)")
        }
    }

    func testNoRedrawBeforeARecognizerDeadlineFalls() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        let (loop, profiler) = makeLoop(input: [touch(at: time)])
        // A long press falling before frame 8's redraw would start: the frames are planned for it.
        loop.work.steps[9] = FrameCostStep(earliestStart: dry[8].start + 0.0005, key: 7)
        loop.run(frames: 12)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty)
        XCTAssertEqual(try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty }), 9)
    }

    /// A loop redrawing a 97 Hz drag (drifting over the 60 Hz deadlines, so its reports come at
    /// every phase; or `input`), with or without the second look. Frames draw in 3 ms until `cheapFrom`
    /// seconds, then in `renderCost`; redraws draw in 3 ms until `cheapFrom` and again from
    /// `dearAgainFrom`, in 0.2 ms between.
    private func makeDragLoop(looksAgain: Bool, cheapFrom: Double, dearAgainFrom: Double = .infinity,
                              input: [TouchFrame]? = nil) -> (FrameLoop<CostedWork, TestRenderer>, FrameProfiler) {
        let clock = ManualFrameClock(start: 10)
        let profiler = FrameProfiler(rate: 60)
        let renderer = TestRenderer(clock: clock, renderCost: { [renderCost] _ in clock.now() < cheapFrom ? 0.003 : renderCost })
        renderer.redrawCost = { _ in clock.now() < cheapFrom || clock.now() >= dearAgainFrom ? 0.003 : 0.0002 }
        let drag: [TouchFrame] = input ?? (0..<170).map { (n: Int) -> TouchFrame in
            touch(at: 10.2 + Double(n) / 97, x: 100 + Double(n), phase: n == 0 ? .began : .moved)
        }
        let loop = FrameLoop(work: CostedWork(clock: clock, cost: uniformCost(engineCost / 5)), renderer: renderer,
                             clock: clock, inputs: [ReplayInputSource(drag)],
                             configuration: FrameLoopConfiguration(rate: 60, looksAgainLate: looksAgain), profiler: profiler)
        return (loop, profiler)
    }

    func testASecondLookShowsInputThatCameAfterTheLateRedrawFoundNone() throws {
        // The drag's first frames and redraws cost 3 ms (a pinch's, tiles fading in), the later
        // ones 1 ms and 0.2 ms: the late redraw's 99th percentile keeps the dear redraws and looks
        // for input 3.7 ms before the deadline; the second look, as late as the frame and its last
        // redraws allow.
        let cheapFrom = 10.2 + 40 * interval
        let (loop, profiler) = makeDragLoop(looksAgain: true, cheapFrom: cheapFrom)
        loop.run(frames: 100)
        let (plain, plainProfiler) = makeDragLoop(looksAgain: false, cheapFrom: cheapFrom)
        plain.run(frames: 100)
        // The frame's own drawing (its four redrawn scene phases and its render) is dearer than
        // a cheap redraw (its input, those phases and 0.2 ms): the second look's lead.
        let drawing = engineCost * 4 / 5 + renderCost
        let secondLead = drawing + FrameLoopConfiguration.defaultRedrawCutoff + FrameLoopConfiguration.defaultSecondLookMargin
        let lateLead = engineCost + 0.003 + FrameLoopConfiguration.defaultRedrawMargin
        XCTAssertEqual(try XCTUnwrap(loop.secondLookLead(key: 0, drawingCost: drawing)), secondLead, accuracy: 1e-12)
        XCTAssertEqual(loop.redrawPredictor.lead(key: 0, interval: interval), lateLead, accuracy: 1e-9,
                       "the late redraw still waits for the dear redraws' lead")
        func laterFrames(_ profiler: FrameProfiler) -> [FrameRecord] {
            profiler.records.filter { $0.start > cheapFrom + 10 * interval && $0.index < 99 }
        }
        let looked = laterFrames(profiler).filter { $0.phases.filter { $0.phase == .redraw }.count == 2 }
        XCTAssertFalse(looked.isEmpty, "frames whose late redraw found nothing looked again")
        let drawnOnSecondLook = looked.filter { record in
            let spans = record.phases.filter { $0.phase == .redraw }
            return spans[1].duration > 0 && !record.latencies.isEmpty
        }
        XCTAssertFalse(drawnOnSecondLook.isEmpty)
        for record in drawnOnSecondLook {
            let span = record.phases.filter { $0.phase == .redraw }[1]
            XCTAssertEqual(record.target - span.start, secondLead, accuracy: 1e-9, "frame \(record.index)")
            let newest = try XCTUnwrap(record.latencies.min())
            XCTAssertLessThan(newest, lateLead, "frame \(record.index): input after the late redraw's look, shown by this frame")
            XCTAssertGreaterThanOrEqual(newest, secondLead - 1e-9, "and before the second look's")
        }
        // Every input waits at most an interval and the second look's lead; without it, some wait
        // an interval and the late redraw's.
        let worst = laterFrames(profiler).flatMap(\.latencies).max()!
        let plainWorst = laterFrames(plainProfiler).flatMap(\.latencies).max()!
        XCTAssertLessThanOrEqual(worst, interval + secondLead + 1e-9)
        XCTAssertGreaterThan(plainWorst, interval + secondLead + 0.0005)
        XCTAssertEqual(profiler.records.filter(\.missed).count, 0)
        XCTAssertEqual(plainProfiler.records.filter(\.missed).count, 0)
        for records in [profiler.records, plainProfiler.records] {
            // Every report before the last frame started shown once, either way.
            let shown = records.flatMap(\.latencies).count, last = try XCTUnwrap(records.last)
            let drag = (0..<170).map { 10.2 + Double($0) / 97 }
            XCTAssertGreaterThanOrEqual(shown, drag.filter { $0 < last.start }.count)
            XCTAssertLessThanOrEqual(shown, drag.filter { $0 < last.shown }.count)
        }
        XCTAssertTrue(plainProfiler.records.allSatisfy { $0.phases.filter { $0.phase == .redraw }.count == 1 })
        // A frame still draws at most twice: no second look after a late redraw that drew.
        for record in profiler.records {
            let spans = record.phases.filter { $0.phase == .redraw }
            XCTAssertLessThanOrEqual(spans.count, 2)
            if spans.count == 2 { XCTAssertLessThan(spans[0].duration, 1e-9, "frame \(record.index): the first look drew nothing") }
        }
    }

    func testAnAbandonedSecondLookLeavesItsInputForTheNextFrameWithoutBackoff() throws {
        // Frames 1–24 each take a move 5 ms before their deadline, after they start and before the
        // late redraw's look: frames and redraws cost 3 ms up to frame 10, then 1 ms and 0.2 ms.
        // Frame 25's move comes 2.5 ms before its deadline, after the late redraw's look (3.7 ms)
        // and before the second look's (1.9 ms), when redraws cost 3 ms again: the second look,
        // led by the cheap redraws before it, runs out of time and is abandoned.
        let (dryLoop, dryProfiler) = makeDragLoop(looksAgain: true, cheapFrom: .infinity, input: [])
        dryLoop.run(frames: 30)
        let targets = dryProfiler.records.map(\.target)
        var input = (1...24).map { n in touch(at: targets[n] - 0.005, x: 100 + Double(n), phase: n == 1 ? .began : .moved) }
        input.append(touch(at: targets[25] - 0.0025, x: 130, phase: .moved))
        let (loop, profiler) = makeDragLoop(looksAgain: true, cheapFrom: targets[10], dearAgainFrom: targets[24], input: input)
        loop.run(frames: 25)
        let backoff = loop.redrawPredictor.backoff
        XCTAssertTrue(profiler.records[11...24].allSatisfy { $0.redraw == .drawn }, "the cheap frames' moves redrawn")
        let lead = try XCTUnwrap(loop.secondLookLead(key: 0, drawingCost: engineCost * 4 / 5 + renderCost))
        XCTAssertEqual(lead, engineCost * 4 / 5 + renderCost + FrameLoopConfiguration.defaultRedrawCutoff
                           + FrameLoopConfiguration.defaultSecondLookMargin, accuracy: 1e-12, "led by the frame's drawing")
        let frame = try XCTUnwrap(loop.step())
        XCTAssertEqual(frame.index, 25)
        let spans = frame.phases.filter { $0.phase == .redraw }
        XCTAssertEqual(spans.count, 2, "the late redraw found nothing; the second look found the move")
        let second = try XCTUnwrap(spans.dropFirst().first)
        XCTAssertEqual(frame.target - second.start, lead, accuracy: 1e-9)
        XCTAssertEqual(loop.renderer.redrawn.last?.drawn, false, "abandoned")
        XCTAssertEqual(frame.redraw, .abandoned)
        XCTAssertFalse(frame.missed)
        XCTAssertTrue(frame.latencies.isEmpty, "its input is the next frame's")
        XCTAssertEqual(loop.renderer.onScreen, loop.renderer.rendered.last, "the frame drawn first is shown")
        XCTAssertLessThanOrEqual(loop.redrawPredictor.backoff, backoff, "no backoff from a second look")
        let next = try XCTUnwrap(loop.step())
        XCTAssertEqual(next.latencies, [next.shown - input[24].time], "shown by the next frame")
        XCTAssertEqual(profiler.records.filter(\.missed).count, 0)
    }
}

/// A frame that drew nothing (`FrameLoopConfiguration.skipsUnchangedFrames`) is drawn whole by
/// its redraw: a touch landing late waits for the next frame when a frame of its key would not
/// end before the cutoff, on virtual time with scripted costs.
final class FrameLoopIdleRedrawTests: XCTestCase {
    /// Display lists 0–2 are drawn (the key's frames), then the picture rests until input comes.
    /// Each display list costs `listCost`; the key's redraws were learned at 0.8 ms.
    private func makeLoop(listCost: Double, input: [TouchFrame])
        -> (FrameLoop<CostedWork, TestRenderer>, FrameProfiler) {
        let clock = ManualFrameClock(start: 10)
        let profiler = FrameProfiler(rate: 60)
        let renderer = TestRenderer(clock: clock, renderCost: { _ in 0.0002 })
        renderer.redrawCost = { _ in 0.0002 }
        let work = CostedWork(clock: clock, cost: { _, phase in phase == .displayList ? listCost : 0.000_01 })
        work.picturesChange = { $0 < 3 }
        var redraws = FrameCostPredictor(margin: FrameLoopConfiguration.defaultRedrawMargin)
        for _ in 0..<FrameCostPredictor.minimumSamples {
            redraws.record(cost: 0.0008, key: 0, missed: false, interval: 1.0 / 60)
        }
        var configuration = FrameLoopConfiguration(rate: 60, redrawPredictor: redraws)
        configuration.skipsUnchangedFrames = true
        let loop = FrameLoop(
            work: work, renderer: renderer, clock: clock, inputs: [ReplayInputSource(input)],
            configuration: configuration, profiler: profiler)
        return (loop, profiler)
    }

    /// Runs 12 frames with a touch landing 0.1 ms after frame 8 starts (an idle frame), each
    /// display list costing `listCost`; returns the loop, its records and the touch's time.
    private func landing(listCost: Double) -> (FrameLoop<CostedWork, TestRenderer>, [FrameRecord], Double) {
        let (dry, dryProfiler) = makeLoop(listCost: listCost, input: [])
        dry.run(frames: 9)
        XCTAssertEqual(dry.idleFrames, 6, "frames 3… draw nothing")
        let time = dryProfiler.records[8].start + 0.0001
        let (loop, profiler) = makeLoop(listCost: listCost, input: [
            TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: 100, y: 100), phase: .began)]),
        ])
        loop.run(frames: 12)
        return (loop, profiler.records, time)
    }

    func testALateLandingInAFrameThatDrewNothingWaitsWithoutTimeForAFrameOfItsKey() throws {
        // The key's frames build a 3 ms display list (a HUD the touch wakes); its idle frames'
        // redraws look 1.3 ms before the deadline, where no such list ends by the cutoff.
        let (loop, records, time) = landing(listCost: 0.003)
        XCTAssertTrue(loop.renderer.redrawn.isEmpty, "not drawn again")
        XCTAssertEqual(records[8].redraw, .none)
        XCTAssertTrue(records[8].latencies.isEmpty)
        XCTAssertEqual(records[9].latencies, [records[9].shown - time], "held, delivered and shown by the next frame")
        XCTAssertEqual(loop.work.delivered.flatMap { $0 }.map(\.time), [time], "delivered once")
        XCTAssertEqual(records.filter(\.missed).map(\.index), [], "no redraw ran into the deadline")
        XCTAssertEqual(loop.redrawPredictor.backoff, 0, "nothing abandoned")
    }

    func testALateLandingInAFrameThatDrewNothingIsRedrawnWhenAFrameOfItsKeyFits() throws {
        // Frames of 0.3 ms: one ends 1 ms after the look, before the cutoff.
        let (loop, records, time) = landing(listCost: 0.000_05)
        XCTAssertEqual(loop.renderer.redrawn.map(\.drawn), [true])
        XCTAssertEqual(records[8].latencies, [records[8].shown - time], "shown at the deadline of the frame it came in")
        XCTAssertEqual(records.filter(\.missed).map(\.index), [])
    }
}
