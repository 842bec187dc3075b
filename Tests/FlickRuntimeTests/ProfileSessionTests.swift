import FlickRuntime
import Foundation
import XCTest

final class ProfileSessionTests: XCTestCase {
    func testVirtualSessionIsDeterministicAndMeasuresEveryInput() throws {
        func run() throws -> (Data, ProfileSummary) {
            let work = SyntheticScene(count: 20)
            let input = PointerSample.circularDrag(start: 0, duration: 0.5, rate: 120, centerX: 160, centerY: 120,
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
        XCTAssertEqual(summary.latencyMs.samples, 62, "61 drag samples and the lift")
        XCTAssertEqual(summary.presentIntervalMs.mean, 1000.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(summary.missed, 0)
        // Zero-cost phases on virtual time: a sample is shown one or two intervals later.
        XCTAssertGreaterThan(summary.latencyMs.p50, 1000.0 / 60 - 0.01)
        XCTAssertLessThanOrEqual(summary.latencyMs.p99, 2000.0 / 60 + 0.01)
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
