import FlickBenchmarks
import FlickInput
import FlickRuntime
import FlickTestSupport
import XCTest

/// The pipeline and its pacing with frames starting as soon as the previous one is shown
/// (`startsLate: false`); `FrameLoopTests+LateStart` covers the late start.
final class FrameLoopTests: XCTestCase {
    private func makeLoop(rate: Double = 60, start: Double = 0, cost: @escaping (Int, FramePhase) -> Double,
                          inputs: [any InputSource<TouchFrame>] = [],
                          renderCost: @escaping (Int) -> Double = { _ in 0 })
        -> (FrameLoop<CostedWork, TestRenderer>, ManualFrameClock, FrameProfiler) {
        let clock = ManualFrameClock(start: start)
        let profiler = FrameProfiler(rate: rate)
        let loop = FrameLoop(work: CostedWork(clock: clock, cost: cost),
                             renderer: TestRenderer(clock: clock, renderCost: renderCost, presentCost: 0.0002),
                             clock: clock, inputs: inputs, configuration: FrameLoopConfiguration(rate: rate, startsLate: false),
                             profiler: profiler)
        return (loop, clock, profiler)
    }

    func testPhasesRunInPipelineOrderAndAdvanceToTheTarget() throws {
        let (loop, _, _) = makeLoop(start: 5, cost: { _, phase in phase == .physics ? 0.002 : 0.0005 })
        let record = try XCTUnwrap(loop.step())
        XCTAssertEqual(record.phases.map(\.phase), FramePhase.allCases)
        for (earlier, later) in zip(record.phases, record.phases.dropFirst()) where later.phase != .present {
            XCTAssertEqual(earlier.start + earlier.duration, later.start, accuracy: 1e-12, "\(later.phase) follows")
        }
        XCTAssertEqual(record.duration(of: .physics), 0.002, accuracy: 1e-12)
        XCTAssertEqual(record.duration(of: .present), 0.0002, accuracy: 1e-12)
        XCTAssertEqual(record.target, 5 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(loop.work.physicsTargets, [record.target], "physics advances to the presentation time")
        XCTAssertEqual(loop.work.animationTargets, [record.target])
        XCTAssertEqual(record.shown, record.target, accuracy: 1e-12, "an on-time frame is shown at its deadline")
        XCTAssertEqual(record.counters, FrameCounters(liveTiles: 0, uploads: 4, poolHits: 2), "scene + renderer")
    }

    func testRunWhileStopsWhenTheConditionFails() {
        let (loop, clock, profiler) = makeLoop(cost: uniformCost(0.001))
        loop.run { clock.now() < 0.5 }
        XCTAssertEqual(profiler.frames, 30, "frames until the clock passes 0.5 s at 60 Hz")
        XCTAssertEqual(loop.frameCount, 30)
    }

    func testTheGridStartsWithTheFirstFrameNotWithTheLoop() throws {
        let (loop, clock, _) = makeLoop(start: 1, cost: uniformCost(0.001))
        clock.advance(by: 0.3)
        let first = try XCTUnwrap(loop.step())
        XCTAssertEqual(first.target, 1.3 + 1.0 / 60, accuracy: 1e-12)
        XCTAssertFalse(first.missed, "setting up after building the loop is no missed deadline")
    }

    func testTheFirstFrameIsAWarmUpFrameShownWhenReady() {
        let interval = 1.0 / 60
        // Frames 0 and 5 each take 2.4 intervals.
        let (loop, _, profiler) = makeLoop(start: 0, cost: { index, phase in
            (index == 0 || index == 5) && phase == .layout ? 2.4 * interval : 0.001
        })
        loop.run(frames: 8)
        let records = profiler.records
        XCTAssertEqual(records[0].shown, 3 * interval, accuracy: 1e-9, "shown at the first deadline after it finished")
        XCTAssertFalse(records[0].missed, "nothing was on screen for a deadline to repeat")
        XCTAssertEqual(records[0].hitchTime, 0)
        XCTAssertTrue(records[0].isJanky, "it still took more than its budget")
        XCTAssertEqual(records[1].target, 4 * interval, accuracy: 1e-9, "the grid goes on from its present")
        XCTAssertFalse(records[1].missed)
        XCTAssertTrue(records[5].missed, "a later frame as dear misses")
        XCTAssertEqual(records[5].skipped, 2)
        XCTAssertEqual(profiler.summary().missed, 1)
    }

    func testOnTimeFramesPresentExactlyEveryInterval() {
        for rate in [60.0, 120, 59.94, 144] {
            let (loop, _, profiler) = makeLoop(rate: rate, start: 100, cost: uniformCost(0.0004))
            loop.run(frames: 600)
            let shown = profiler.records.map(\.shown)
            for (n, time) in shown.enumerated() {
                XCTAssertEqual(time, 100 + Double(n + 1) / rate, accuracy: 1e-9, "present \(n) at \(rate) Hz")
            }
            let summary = profiler.summary()
            XCTAssertEqual(summary.presentIntervalMs.mean, 1000 / rate, accuracy: 1e-9)
            XCTAssertEqual(summary.missed, 0)
            XCTAssertEqual(summary.janky, 0)
            XCTAssertEqual(summary.hitchMsPerS, 0)
        }
    }

    func testLateFrameSkipsToTheNextDeadlineWithoutABurst() {
        let interval = 1.0 / 60
        // Frame 10's layout takes 2.4 intervals.
        let (loop, _, profiler) = makeLoop(start: 0, cost: { index, phase in
            index == 10 && phase == .layout ? 2.4 * interval : 0.001
        })
        loop.run(frames: 30)
        let records = profiler.records
        let late = records[10]
        XCTAssertTrue(late.missed)
        XCTAssertTrue(late.isJanky)
        XCTAssertEqual(late.start, 10 * interval + 0.0002, accuracy: 1e-9, "starts when the previous present returns")
        // Work ends at 10i + 2.4i + 0.005 s → shown at deadline 13 (target was 11).
        XCTAssertEqual(late.shown, 13 * interval, accuracy: 1e-9)
        XCTAssertEqual(late.skipped, 2)
        XCTAssertEqual(late.hitchTime, 2 * interval, accuracy: 1e-9)
        XCTAssertEqual(records[11].target, 14 * interval, accuracy: 1e-9, "next frame targets the deadline after")
        for (previous, next) in zip(records, records.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.shown - previous.shown, interval - 1e-9, "no catch-up burst")
        }
        XCTAssertEqual(records.filter(\.missed).count, 1)
        XCTAssertEqual(profiler.summary().missed, 1)
        XCTAssertEqual(records.last!.shown, 32 * interval, accuracy: 1e-9, "30 frames + 2 skipped deadlines")
    }

    func testALateWakeUpCountsTheDeadlinesItPassed() {
        let interval = 1.0 / 60
        let base = ManualFrameClock()
        // The 5th wait wakes 0.6 intervals late (lands past the next deadline's midpoint);
        // the 10th only 0.2 intervals late (jitter, still this deadline).
        let clock = LateWakingClock(base: base) { n in n == 4 ? 0.6 * interval : n == 9 ? 0.2 * interval : 0 }
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: CostedWork(clock: base, cost: uniformCost(0.0005)),
                             renderer: TestRenderer(clock: base), clock: clock,
                             configuration: FrameLoopConfiguration(startsLate: false), profiler: profiler)
        loop.run(frames: 20)
        let records = profiler.records
        XCTAssertEqual(records[4].skipped, 1)
        XCTAssertEqual(records[4].hitchTime, 0.6 * interval, accuracy: 1e-9, "shown 0.6 intervals after its target")
        XCTAssertEqual(records[5].target, 7 * interval, accuracy: 1e-9, "the next frame aims past the late present")
        XCTAssertFalse(records[9].missed, "jitter under half an interval is on time")
        XCTAssertEqual(records.filter(\.missed).count, 1)
        for (previous, next) in zip(records, records.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.shown - previous.shown, 0.8 * interval - 1e-9,
                                        "no burst after a late wake")
        }
    }

    func testAFrameStartingAfterItsTargetAimsAtTheNextDeadline() {
        let interval = 1.0 / 60
        let clock = ManualFrameClock()
        let renderer = TestRenderer(clock: clock)
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: CostedWork(clock: clock, cost: uniformCost(0.0002)), renderer: renderer,
                             clock: clock, profiler: profiler)
        loop.run(frames: 3)
        renderer.presentCost = 1.5 * interval
        loop.run(frames: 1)
        renderer.presentCost = 0
        loop.run(frames: 3)
        let records = profiler.records
        // Frame 3 is shown at deadline 4 and its present returns 1.5 intervals later.
        XCTAssertEqual(records[4].start, 5.5 * interval, accuracy: 1e-9)
        XCTAssertEqual(records[4].target, 6 * interval, accuracy: 1e-9, "aims at the next deadline, not the passed one")
        XCTAssertEqual(records[4].skipped, 1)
        XCTAssertEqual(records[4].hitchTime, interval, accuracy: 1e-9, "deadline 5 passed without a new frame")
        XCTAssertTrue(records[4].target > records[4].start)
        XCTAssertFalse(records[5].missed)
    }

    func testEveryPresentLandsOnTheGridUnderRandomLateFrames() {
        var generator = SeededGenerator(seed: 7)
        let costs = (0..<300).map { _ in generator.next(below: 10) == 0 ? 0.03 : 0.004 }
        let (loop, _, profiler) = makeLoop(start: 3, cost: { index, phase in phase == .render ? 0 : costs[index] / 6 })
        loop.run(frames: 300)
        var skipped = 0
        for record in profiler.records {
            let n = (record.shown - 3) * 60
            XCTAssertEqual(n, n.rounded(), accuracy: 1e-6, "every present is on a deadline")
            skipped += record.skipped
        }
        XCTAssertEqual(profiler.records.last!.shown, 3 + Double(300 + skipped) / 60, accuracy: 1e-9)
        XCTAssertEqual(profiler.summary().missed, costs.filter { $0 > 1.0 / 60 }.count)
    }

    func testVirtualTimeRunsAreIdentical() throws {
        func run() throws -> (Data, Data, [Int], Int) {
            var trace = TraceBuilder(rate: 120, start: 0.05)
            trace.down(0, at: Point(x: 10, y: 10))
            trace.move(0, to: Point(x: 200, y: 40), duration: 0.4)
            trace.up(0)
            let source = ReplayInputSource(trace.frames, offset: 0.5)
            let (loop, _, profiler) = makeLoop(start: 0.5, cost: { index, phase in
                Double((index * 7 + phase.rawValue.count * 13) % 23) * 0.0004
            }, inputs: [source])
            loop.run(frames: 120)
            return (try profiler.chromeTraceJSON(), try profiler.summaryJSON(), loop.work.delivered.map(\.count),
                    trace.frames.count)
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0, "identical Chrome traces")
        XCTAssertEqual(first.1, second.1, "identical summaries")
        XCTAssertEqual(first.2, second.2)
        XCTAssertEqual(first.2.reduce(0, +), first.3, "every touch frame delivered once")
        XCTAssertGreaterThan(first.2.filter { $0 > 1 }.count, 10, "120 Hz input batches two frames per 60 Hz frame")
    }

    func testSyntheticSceneIsDeterministicOnVirtualTime() throws {
        func run() throws -> (Data, UInt64) {
            let clock = ManualFrameClock(start: 2)
            let drag = ScriptedDrag.circularDrag(start: 0.2, duration: 1, rate: 120, centerX: 160, centerY: 120,
                                                  radius: 60)
            let renderer = SyntheticRasterizer(width: 160, height: 120, scale: 0.5)
            let profiler = FrameProfiler(rate: 60)
            let loop = FrameLoop(work: SyntheticScene(count: 60), renderer: renderer, clock: clock,
                                 inputs: [ReplayInputSource(drag, offset: 2)], profiler: profiler)
            loop.run(frames: 75)
            XCTAssertEqual(loop.work.inputsDelivered, drag.count)
            return (try profiler.chromeTraceJSON(), renderer.frontChecksum)
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0)
        XCTAssertEqual(first.1, second.1, "identical pixels")
        let blank = SyntheticRasterizer(width: 160, height: 120, scale: 0.5)
        XCTAssertNotEqual(first.1, blank.frontChecksum, "something was drawn")
    }

    func testTouchLatencyRunsFromTheKernelTimestampToTheFirstPresentShowingIt() throws {
        var trace = TraceBuilder(rate: 120, start: 0.013)
        trace.down(0, at: Point(x: 0, y: 0))
        trace.move(0, to: Point(x: 100, y: 0), duration: 0.25)
        trace.up(0)
        let frames = trace.frames
        let interval = 1.0 / 60
        let (loop, _, profiler) = makeLoop(start: 0, cost: uniformCost(0.0005), inputs: [ReplayInputSource(frames)])
        loop.run(frames: 40)
        var latencies: [Double] = []
        for (record, delivered) in zip(profiler.records, loop.work.delivered) {
            XCTAssertEqual(record.latencies.count, delivered.count)
            for (latency, frame) in zip(record.latencies, delivered) {
                // Drained by the first frame starting at or after it (frames start when the
                // present at deadline k returns, 0.2 ms later), shown at deadline k + 1.
                let k = ((frame.time - 0.0002) / interval - 1e-9).rounded(.up)
                XCTAssertEqual(record.start, k * interval + 0.0002, accuracy: 1e-9)
                XCTAssertEqual(latency, (k + 1) * interval - frame.time, accuracy: 1e-9)
                XCTAssertGreaterThan(latency, interval - 1e-9)
                XCTAssertLessThanOrEqual(latency, 2 * interval + 1e-9)
                latencies.append(latency)
            }
        }
        XCTAssertEqual(latencies.count, frames.count, "every touch frame measured once")
        let summary = profiler.summary()
        XCTAssertEqual(summary.inputsMeasured, frames.count)
        let sorted = latencies.sorted()
        XCTAssertEqual(summary.latencyMs.p50, sorted[(sorted.count - 1) / 2] * 1000, accuracy: 0.02)
        XCTAssertEqual(summary.latencyMs.p99, sorted.last! * 1000, accuracy: 0.02)
    }

    func testInputFromSeveralSourcesIsDeliveredInTimeOrder() {
        var first = TraceBuilder(rate: 100, start: 0.001)
        first.down(0, at: Point(x: 0, y: 0))
        first.move(0, to: Point(x: 10, y: 0), duration: 0.05)
        var second = TraceBuilder(rate: 90, start: 0.002)
        second.down(0, at: Point(x: 50, y: 50))
        second.move(0, to: Point(x: 60, y: 50), duration: 0.05)
        let (loop, _, _) = makeLoop(cost: uniformCost(0.0003),
                                    inputs: [ReplayInputSource(first.frames), ReplayInputSource(second.frames)])
        loop.run(frames: 8)
        let delivered = loop.work.delivered.flatMap { $0 }
        XCTAssertEqual(delivered.count, first.frames.count + second.frames.count)
        XCTAssertEqual(delivered.map(\.time), delivered.map(\.time).sorted())
        for batch in loop.work.delivered where batch.count > 1 {
            XCTAssertEqual(batch.map(\.time), batch.map(\.time).sorted(), "merged within a frame")
        }
    }

    func testFollowsRealVsyncWhenTheRendererHasIt() {
        let clock = ManualFrameClock(start: 0)
        let renderer = TestRenderer(clock: clock)
        renderer.vsync = (rate: 50, phase: 0.003)
        let profiler = FrameProfiler(rate: 60)
        let work = CostedWork(clock: clock, cost: { index, _ in index == 20 ? 0.005 : 0.001 })
        let loop = FrameLoop(work: work, renderer: renderer, clock: clock,
                             configuration: FrameLoopConfiguration(startsLate: false), profiler: profiler)
        loop.run(frames: 40)
        for record in profiler.records {
            let n = (record.shown - 0.003) * 50
            XCTAssertEqual(n, n.rounded(), accuracy: 1e-6, "shown on a vsync")
        }
        XCTAssertEqual(profiler.records[25].interval!, 0.02, accuracy: 1e-9, "paced by the display, not by 60 Hz")
        XCTAssertEqual(profiler.records[26].target, profiler.records[25].shown + 0.02, accuracy: 1e-9)
        XCTAssertTrue(profiler.records[20].missed, "5 × 5 ms of work misses a 20 ms vsync")
        XCTAssertEqual(profiler.records.filter(\.missed).count, 1)
        XCTAssertTrue(profiler.records.allSatisfy(\.presentWaitsForVsync))
        XCTAssertEqual(profiler.records[25].frameTime, 0.005, accuracy: 1e-9, "the vsync wait is not frame time")
        XCTAssertGreaterThan(profiler.records[25].duration(of: .present), 0.01, "but shows as the present phase")
        XCTAssertEqual(profiler.summary().janky, 1, "only the slow frame is janky")
        XCTAssertEqual(profiler.records[20].jankCauses, [.slowEngine], "the vsync wait is no slow present")
    }

    func testUnfocusedDropsToTheLowRateAndFocusResumesAtOnce() {
        let (loop, clock, profiler) = makeLoop(start: 0, cost: uniformCost(0.0001))
        loop.renderer.scheduledEvents = [(0.5, .focusLost), (1.23, .focusGained)]
        loop.run(frames: 200, until: 2)
        let records = profiler.records
        let throttled = records.filter { $0.pacing == .lowRate }
        XCTAssertFalse(throttled.isEmpty)
        for (previous, next) in zip(throttled, throttled.dropFirst()) {
            XCTAssertEqual(next.start - previous.start, 0.1, accuracy: 1e-9, "10 Hz while unfocused")
        }
        let resumed = records.first { $0.pacing == .fullRate && $0.start > 1 }!
        XCTAssertLessThanOrEqual(resumed.start - 1.23, 0.1 + 1e-9, "resumes at the first check after the event")
        let previous = records[resumed.index - 1]
        XCTAssertEqual(resumed.start, previous.start + 0.1, accuracy: 1e-9,
                       "without announcements: noticed at the next low-rate tick, run at full rate at once")
        XCTAssertEqual(resumed.target, resumed.start + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(profiler.summary().missed, 0, "reduced-rate frames are not missed deadlines")
        XCTAssertGreaterThanOrEqual(clock.now(), 2)
    }

    func testAnnouncedWindowEventsResumeAtTheEventItself() {
        let (loop, _, profiler) = makeLoop(start: 0, cost: uniformCost(0.0001))
        loop.renderer.announcesWindowEvents = true
        loop.renderer.scheduledEvents = [(0.3, .focusLost), (0.5, .minimized), (1.777, .restored),
                                         (1.9, .focusGained)]
        loop.run(frames: 1000, until: 2.2)
        let records = profiler.records
        let throttledStart = try? XCTUnwrap(records.first { $0.start >= 1.777 })
        XCTAssertEqual(throttledStart?.start ?? 0, 1.777, accuracy: 1e-12, "restored: a frame at once (unfocused)")
        XCTAssertEqual(throttledStart?.pacing, .lowRate)
        let resumed = records.first { $0.start >= 1.9 && $0.pacing == .fullRate }
        XCTAssertEqual(resumed?.start ?? 0, 1.9, accuracy: 1e-12, "focus gained: full rate at once")
        XCTAssertFalse(records.contains { $0.start > 0.5 + 0.1 && $0.start < 1.777 }, "nothing while minimised")
    }

    func testHiddenWindowWaitsForInputAndResumesWhenShown() {
        var trace = TraceBuilder(rate: 120, start: 1.5)
        trace.down(0, at: Point(x: 5, y: 5))
        let (loop, _, profiler) = makeLoop(start: 0, cost: uniformCost(0.0001),
                                           inputs: [ReplayInputSource(trace.frames)])
        loop.renderer.scheduledEvents = [(0.2, .hidden), (2.6, .shown)]
        loop.run(frames: 1000, until: 3)
        let records = profiler.records
        let hiddenFrames = records.filter { $0.pacing == .waitForInput }
        XCTAssertEqual(hiddenFrames.count, 1, "one frame, for the one input")
        XCTAssertEqual(hiddenFrames[0].start, trace.frames[0].time, accuracy: 1e-12, "input wakes the loop at once")
        XCTAssertEqual(hiddenFrames[0].latencies.count, 1)
        XCTAssertFalse(records.contains { $0.start > 0.2 + 1.0 / 60 && $0.start < 2.6 && $0.pacing == .fullRate })
        let resumed = records.first { $0.start >= 2.6 }!
        XCTAssertEqual(resumed.pacing, .fullRate)
        XCTAssertLessThanOrEqual(resumed.start - 2.6, FrameLoopConfiguration.defaultSuspendedRecheck + 1e-9)
    }
}
