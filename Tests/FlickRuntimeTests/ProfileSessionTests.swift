import FlickBenchmarks
import FlickInput
import FlickRuntime
import Foundation
import XCTest

final class ProfileSessionTests: XCTestCase {
    func testVirtualSessionIsDeterministicAndMeasuresEveryInput() throws {
        func run() throws -> (Data, ProfileSummary) {
            let work = SyntheticScene(count: 20)
            let input = ScriptedDrag.circularDrag(start: 0, duration: 0.5, rate: 120, centerX: 160, centerY: 120,
                                                   radius: 50)
            let profiler = ProfileSession(frames: 60, rate: 60, time: .virtual)
                .run(work: work, renderer: SyntheticRasterizer(width: 160, height: 120, scale: 0.5), input: input)
            XCTAssertEqual(work.inputsDelivered, input.count)
            return (try profiler.summaryJSON(), profiler.summary())
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0)
        let summary = first.1
        XCTAssertEqual(summary.frames, 60)
        XCTAssertEqual(summary.inputsMeasured, 62, "61 drag samples and the lift")
        XCTAssertEqual(summary.presentIntervalMs.mean, 1000.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(summary.missed, 0)
        // Zero-cost phases on virtual time: frames start the cost margin before their deadline
        // (late start), so a sample is shown between that margin and one interval more later.
        let margin = FrameCostPredictor.defaultMargin * 1000
        XCTAssertGreaterThan(summary.latencyMs.p50, margin - 0.01)
        XCTAssertLessThanOrEqual(summary.latencyMs.p99, 1000.0 / 60 + margin + 0.01)
        // The 120 Hz samples that land on a deadline come after that frame started its margin
        // early, though a zero-cost frame could have started at the deadline itself: half of them.
        XCTAssertEqual(summary.firstFrameShare, 0.5, accuracy: 0.1)
    }

    func testAReplayDelayShiftsTheInputAgainstTheFrames() throws {
        // One touch: its timestamp, read back from its latency and the present that showed it,
        // comes half an interval later with half an interval of delay.
        func latency(delay: Double) throws -> Double {
            let work = SyntheticScene(count: 5)
            let profiler = ProfileSession(frames: 40, rate: 60, time: .virtual, replayDelay: delay)
                .run(work: work, renderer: SyntheticRasterizer(width: 16, height: 16),
                     input: [ScriptedDrag.frame(time: 0.001, x: 8, y: 8, phase: .began)])
            let record = try XCTUnwrap(profiler.records.first { !$0.latencies.isEmpty })
            return record.shown - (try XCTUnwrap(record.latencies.first))
        }
        let plain = try latency(delay: 0), delayed = try latency(delay: 0.5 / 60)
        XCTAssertEqual(delayed - plain, 0.5 / 60, accuracy: 1e-9, "the touch's time moved by the delay")
    }

    /// A live source that has everything buffered at the first drain.
    private final class BufferedSource: InputSource {
        var pending: [TouchFrame]
        var framesRead = 0
        init(_ frames: [TouchFrame]) { pending = frames }
        var pollDescriptor: Int32? { nil }
        func nextEventTime() -> Double? { nil }
        func drain(upTo time: Double) -> [TouchFrame] {
            defer { pending = [] }
            framesRead += pending.count
            return pending
        }
    }

    func testLiveSourcesAreDrainedWithTheReplay() {
        let live = BufferedSource([ScriptedDrag.frame(time: 0.1, x: 10, y: 10, phase: .began),
                                   ScriptedDrag.frame(time: 0.2, x: 12, y: 10, isDown: false)])
        let work = SyntheticScene(count: 5)
        let profiler = ProfileSession(frames: 30, rate: 60, time: .virtual)
            .run(work: work, renderer: SyntheticRasterizer(width: 16, height: 16), input: [], live: [live])
        XCTAssertEqual(work.inputsDelivered, 2)
        XCTAssertEqual(live.framesRead, 2)
        XCTAssertEqual(profiler.summary().inputsMeasured, 2)
    }

    func testWarmUpFramesRunFirstAndAreNotRecorded() {
        let work = SyntheticScene(count: 5)
        let renderer = SyntheticRasterizer(width: 16, height: 16)
        let drag = ScriptedDrag.circularDrag(start: 0, duration: 0.1, rate: 120, centerX: 8, centerY: 8, radius: 4)
        let profiler = ProfileSession(frames: 40, rate: 60, time: .virtual, warmUpFrames: 25)
            .run(work: work, renderer: renderer, input: drag)
        XCTAssertEqual(renderer.presentCount, 65, "warm-up and profiled frames were all drawn")
        let summary = profiler.summary()
        XCTAssertEqual(summary.frames, 40, "only the profiled frames are recorded")
        XCTAssertEqual(summary.inputsMeasured, drag.count, "the input starts after the warm-up")
        XCTAssertEqual(summary.missed, 0)
    }

    func testSummaryTextRatesTheHitchRatio() {
        let profiler = FrameProfiler(rate: 60)
        var summary = profiler.summary()
        XCTAssertEqual(summary.hitchRating, "good")
        summary.hitchMsPerS = 7
        XCTAssertEqual(summary.hitchRating, "warning")
        summary.hitchMsPerS = 12
        XCTAssertEqual(summary.hitchRating, "critical")
        XCTAssertTrue(summary.text.contains("12.00 ms/s (critical)"))
        XCTAssertTrue(summary.text.contains("no inputs shown"))
        for phase in FramePhase.allCases { XCTAssertTrue(summary.text.contains(phase.rawValue + " ms")) }
    }
}
