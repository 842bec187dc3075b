import FlickInput
import FlickRuntime
import XCTest

/// The late start (`FrameLoopConfiguration.startsLate`), the "first frame that could show it"
/// count and resampling in the loop, on virtual time with scripted costs.
final class FrameLoopLateStartTests: XCTestCase {
    private let interval = 1.0 / 60

    private func makeLoop(rate: Double = 60, startsLate: Bool = true, engineCost: Double = 0.0002,
                          renderCost: @escaping (Int) -> Double = { _ in 0.001 },
                          input: [TouchFrame] = [], resampler: TouchResampling? = nil)
        -> (FrameLoop<CostedWork, TestRenderer>, ManualFrameClock, FrameProfiler) {
        let clock = ManualFrameClock(start: 10)
        let profiler = FrameProfiler(rate: rate)
        let loop = FrameLoop(work: CostedWork(clock: clock, cost: uniformCost(engineCost / 5)),
                             renderer: TestRenderer(clock: clock, renderCost: renderCost),
                             clock: clock, inputs: [ReplayInputSource(input)],
                             configuration: FrameLoopConfiguration(rate: rate, startsLate: startsLate),
                             resampler: resampler, profiler: profiler)
        return (loop, clock, profiler)
    }

    private func touch(at time: Double, x: Double = 100, phase: TouchPhase = .began) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: x, y: 100), phase: phase)])
    }

    /// The records of a run with no input (the same loop is deterministic, so its frame
    /// times tell where to put input in a second run).
    private func dryRun(frames: Int, startsLate: Bool = true) -> [FrameRecord] {
        let (loop, _, profiler) = makeLoop(startsLate: startsLate)
        loop.run(frames: frames)
        return profiler.records
    }

    func testFramesStartAtTheDeadlineMinusThePredictedCost() {
        let records = dryRun(frames: 20)
        let cost = 0.0002 + 0.001
        for record in records.dropFirst(FrameCostPredictor.minimumSamples) {
            XCTAssertEqual(record.target - record.start, cost + FrameCostPredictor.defaultMargin, accuracy: 1e-9,
                           "frame \(record.index) starts its predicted cost and margin before its deadline")
            XCTAssertFalse(record.missed)
        }
        XCTAssertEqual(records.first!.start, 10, accuracy: 1e-12, "before any prediction a frame starts at once")
    }

    func testAStepStartsAsEarlyAsItCanTheFirstTimeThenAsEarlyAsItNeeded() {
        let step = FrameCostStep(earliestStart: -.infinity, key: 1)
        let stepFrames = [10, 20, 30]
        let stepCost = 0.006, ordinaryCost = 0.001
        let (loop, _, profiler) = makeLoop(renderCost: { stepFrames.contains($0) ? stepCost : ordinaryCost })
        for index in stepFrames { loop.work.steps[index] = step }
        loop.run(frames: 40)
        let records = profiler.records
        let ordinaryLead = 0.0002 + ordinaryCost + FrameCostPredictor.defaultMargin
        XCTAssertEqual(records[9].target - records[9].start, ordinaryLead, accuracy: 1e-9)
        XCTAssertEqual(records[10].start, records[9].shown, accuracy: 1e-9, "an unknown step: as early as it can")
        for index in stepFrames.dropFirst() {
            XCTAssertEqual(records[index].target - records[index].start, ordinaryLead + stepCost - ordinaryCost, accuracy: 1e-9,
                           "frame \(index): the ordinary lead plus what the step added")
        }
        XCTAssertEqual(records.filter(\.missed).count, 0)
        XCTAssertEqual(records[11].target - records[11].start, ordinaryLead, accuracy: 1e-9,
                       "the step's cost is not charged to the frames after it")
    }

    func testACheapStepKeepsTheLateStartAndTheInputItWouldDelay() throws {
        let step = FrameCostStep(earliestStart: -.infinity, key: 1)
        let dry = dryRun(frames: 30)
        // An input just after the previous present, which an early start would leave for the
        // frame after.
        let time = dry[19].shown + 0.0001
        let (loop, _, profiler) = makeLoop(input: [touch(at: time)])
        for index in [10, 20] { loop.work.steps[index] = step }
        loop.run(frames: 30)
        let records = profiler.records
        XCTAssertEqual(records[10].start, records[9].shown, accuracy: 1e-9, "the first time, early")
        XCTAssertEqual(records[20].latencies.count, 1, "the second time the step proved cheap: late, with the input")
        XCTAssertEqual(records[20].start, dry[20].start, accuracy: 1e-9)
    }

    func testAnInputJustAfterAFrameStartsAppearsInTheNextFrame() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].start + 0.0001
        let (loop, _, profiler) = makeLoop(input: [touch(at: time)])
        loop.run(frames: 12)
        let shownIn = try XCTUnwrap(profiler.records.firstIndex { !$0.latencies.isEmpty })
        XCTAssertEqual(shownIn, 9, "the next frame, not two later")
        XCTAssertEqual(profiler.records[9].latencies, [profiler.records[9].shown - time])
        let lead = profiler.records[9].target - profiler.records[9].start
        XCTAssertEqual(profiler.records[9].latencies[0], interval + lead - 0.0001, accuracy: 1e-9,
                       "one interval after the frame it just missed, plus the lead")
    }

    func testAnInputJustAfterAPresentMakesTheNextPresentOnlyWhenStartingLate() throws {
        let dry = dryRun(frames: 12)
        let time = dry[8].shown + 0.0001
        for startsLate in [true, false] {
            let (loop, _, profiler) = makeLoop(startsLate: startsLate, input: [touch(at: time)])
            loop.run(frames: 12)
            let shown = try XCTUnwrap(profiler.records.first { !$0.latencies.isEmpty }?.shown)
            let presentsLater = Int(((shown - dry[8].shown) * 60).rounded())
            XCTAssertEqual(presentsLater, startsLate ? 1 : 2, "starts late: \(startsLate)")
            let summary = profiler.summary()
            XCTAssertEqual(summary.firstFrameShare, startsLate ? 1 : 0,
                           "the frame before could have shown it unless the loop started late")
        }
    }

    func testLatencyRunsFromTheTimestampToThePresentThatFirstShowsTheInput() {
        let drag = (0..<60).map { n in touch(at: 10.1 + Double(n) / 90, x: 100 + Double(n), phase: n == 0 ? .began : .moved) }
        let resampling = TouchResampling()
        let (loop, _, profiler) = makeLoop(input: drag, resampler: resampling)
        loop.run(frames: 60)
        var measured: [Double] = []
        for (record, delivered) in zip(profiler.records, loop.work.delivered) {
            let real = delivered.filter { !$0.isResampled }
            XCTAssertEqual(record.latencies.count, real.count, "resampled frames count for no latency")
            for (latency, frame) in zip(record.latencies, real) {
                XCTAssertEqual(latency, record.shown - frame.time, accuracy: 1e-12)
                XCTAssertLessThanOrEqual(frame.time, record.start, "only input due by the frame's start")
            }
            measured += record.latencies
        }
        XCTAssertEqual(measured.count, drag.count, "every input measured once")
        XCTAssertGreaterThan(resampling.resampledFrames, 30)
    }

    func testAMissCostsOneDeadlineWithNoBurstAndTheLeadRecovers() {
        let spike = 25
        let (loop, _, profiler) = makeLoop(renderCost: { $0 == spike ? 0.012 : 0.001 })
        loop.run(frames: 80)
        let records = profiler.records
        XCTAssertEqual(records.filter(\.missed).map(\.index), [spike], "one miss, when the cost jumped")
        for (a, b) in zip(records, records.dropFirst()) {
            XCTAssertGreaterThanOrEqual(b.shown - a.shown, interval - 1e-9, "no burst after frame \(a.index)")
        }
        XCTAssertEqual(records[spike + 1].target - records[spike + 1].start, 0.0122 + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-9, "after a miss the next frame starts as early as the late one's cost asks, no earlier")
        XCTAssertGreaterThan(records[spike + 1].start, records[spike].shown, "input that comes meanwhile still makes it")
        let leads = records[(spike + 1)...].map { $0.target - $0.start }
        XCTAssertTrue(zip(leads, leads.dropFirst()).allSatisfy { $0 >= $1 - 1e-12 }, "the lead shrinks gradually")
        XCTAssertEqual(leads.last!, 0.0012 + FrameCostPredictor.defaultMargin, accuracy: 1e-6, "and recovers")
    }

    func testAPossibleStepIsForeseenOnlyOnceAFrameRanItAndOnlyWhenItRan() {
        // A finger down on a button whose tap starts a 6 ms fade: frames 10…14 and 30…34 may
        // run the lift, which comes in frames 14 and 34; then a first tap on another button
        // (frames 60…64, 5 ms).
        let lift = FrameCostStep(earliestStart: -.infinity, key: 3, isCertain: false)
        let otherLift = FrameCostStep(earliestStart: -.infinity, key: 4, isCertain: false)
        let liftFrames = [14, 34, 64]
        let (loop, _, profiler) = makeLoop(renderCost: { $0 == 64 ? 0.005 : liftFrames.contains($0) ? 0.006 : 0.001 })
        for index in Array(10...14) + Array(30...34) { loop.work.steps[index] = lift }
        for index in 60...64 { loop.work.steps[index] = otherLift }
        loop.work.ranSteps = Set(liftFrames)
        loop.run(frames: 70)
        let records = profiler.records
        let ordinaryLead = 0.0002 + 0.001 + FrameCostPredictor.defaultMargin
        for index in 10...14 {
            XCTAssertEqual(records[index].target - records[index].start, ordinaryLead, accuracy: 1e-9,
                           "frame \(index): a possible step not seen yet asks no early start")
        }
        XCTAssertTrue(records[14].missed, "so its first lift misses, as any unforeseen step")
        for index in 30...34 {
            XCTAssertGreaterThanOrEqual(records[index].target - records[index].start, ordinaryLead + 0.005 - 1e-9,
                                        "frame \(index): the lift seen before is foreseen")
        }
        XCTAssertFalse(records[34].missed, "and the second lift makes its deadline")
        XCTAssertEqual(records[40].target - records[40].start, ordinaryLead, accuracy: 1e-9,
                       "frames that did not run the lift stay the key's: its cost is not charged to them")
        XCTAssertFalse(records[64].missed, "a first tap elsewhere is assumed to cost what the taps before cost")
        XCTAssertEqual(records.filter(\.missed).map(\.index), [14])
    }

    func testTheLoopAdaptsToAStepInCostWithinAFewFrames() {
        let step = 40
        let (loop, _, profiler) = makeLoop(renderCost: { $0 >= step ? 0.006 : 0.001 })
        loop.run(frames: 120)
        let records = profiler.records
        XCTAssertLessThanOrEqual(records.filter(\.missed).count, 1, "at most the first frame of the step misses")
        let settled = records[(step + 30)...]
        for record in settled {
            XCTAssertEqual(record.target - record.start, 0.0062 + FrameCostPredictor.defaultMargin, accuracy: 1e-6,
                           "frame \(record.index) predicts the new cost")
        }
    }

    func testResamplingA90HzDragOnA60HzDisplayGivesUniformSteps() {
        for (panelRate, jitter) in [(90.0, 0.0), (133.0, 0.0), (90.0, 0.001)] {
            let velocity = 600.0  // points per second
            var generator = SeededGenerator(seed: 7)
            let drag = (0..<200).map { n -> TouchFrame in
                let time = 10.05 + Double(n) / panelRate + (n == 0 ? 0 : Double.random(in: -jitter...jitter, using: &generator))
                // The panel reports where the finger was at the (jittered) report time.
                return touch(at: time, x: 100 + velocity * (time - 10.05), phase: n == 0 ? .began : .moved)
            }
            let (loop, _, _) = makeLoop(input: drag, resampler: TouchResampling())
            loop.run(frames: 100)
            // The position each frame shows: the last touch frame delivered to it.
            let shown = loop.work.delivered.compactMap { $0.last?.touches.first?.location.x }
            let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }.dropFirst(10).dropLast(10)
            let expected = velocity / 60
            for step in steps {
                XCTAssertEqual(step, expected, accuracy: expected * 0.01, "\(panelRate) Hz, jitter \(jitter) s")
            }
            // Without resampling the steps are one or two reports' worth.
            let (plain, _, _) = makeLoop(input: drag)
            plain.run(frames: 100)
            let raw = plain.work.delivered.compactMap { $0.last?.touches.first?.location.x }
            let rawSteps = zip(raw, raw.dropFirst()).map { $1 - $0 }.dropFirst(10).dropLast(10)
            XCTAssertGreaterThan(rawSteps.max()! - rawSteps.min()!, expected * 0.3, "judder without resampling")
        }
    }

    /// A scene with one recognizer-like deadline: the frame that starts at or after it runs
    /// its action, which costs `stepCost` more to draw.
    private final class DeadlineWork: FrameWork, FrameCostHints {
        typealias Input = TouchFrame
        typealias DisplayList = Int
        let clock: ManualFrameClock
        let deadline: Double, stepCost: Double, ordinaryCost: Double
        private(set) var firedAtFrame: Int?
        private var frame = 0, firesNow = false

        init(clock: ManualFrameClock, deadline: Double, stepCost: Double, ordinaryCost: Double) {
            self.clock = clock
            self.deadline = deadline
            self.stepCost = stepCost
            self.ordinaryCost = ordinaryCost
        }

        func deliver(_ inputs: [TouchFrame], at time: Double) {
            firesNow = firedAtFrame == nil && time >= deadline
            if firesNow { firedAtFrame = frame }
        }
        func advancePhysics(to target: Double) {}
        func advanceAnimations(to target: Double) {}
        func layout(at target: Double) {}
        func makeDisplayList(at target: Double) -> Int {
            clock.advance(by: firesNow ? stepCost : ordinaryCost)
            frame += 1
            return frame
        }
        func costStep(before target: Double) -> FrameCostStep? {
            firedAtFrame == nil && deadline <= target ? FrameCostStep(earliestStart: deadline, key: 7) : nil
        }
        func ran(_ step: FrameCostStep) -> Bool { firesNow }
    }

    func testAStepDueTooCloseToItsFramesTargetRunsInTheNextFrameWithoutAMiss() throws {
        // A 6 ms step (a long press's pop-in, never seen) whose deadline falls 4 ms before
        // frame 30's target, before the frame's ordinary late start (3 ms before it):
        // starting at the deadline would leave 4 ms for 6 ms of work.
        let clock = ManualFrameClock(start: 10)
        let target30 = 10 + 31 * interval
        let work = DeadlineWork(clock: clock, deadline: target30 - 0.004, stepCost: 0.006, ordinaryCost: 0.001)
        let profiler = FrameProfiler(rate: 60)
        let loop = FrameLoop(work: work, renderer: TestRenderer(clock: clock), clock: clock, profiler: profiler)
        loop.run(frames: 40)
        let records = profiler.records
        XCTAssertEqual(records[30].target, target30, accuracy: 1e-9)
        XCTAssertLessThan(records[30].start, work.deadline, "frame 30 starts before the deadline, as an ordinary frame")
        XCTAssertEqual(work.firedAtFrame, 31, "the next frame runs the step")
        XCTAssertEqual(records[31].start, records[30].shown, accuracy: 1e-9, "as early as it can: a step never seen")
        XCTAssertEqual(records.filter(\.missed).count, 0, "no miss")
    }
}
