@testable import flick_demo
import FlickRuntime
import XCTest

/// The per-scene split of the tour's frames.
final class SceneRenderBreakdownTests: XCTestCase {
    /// A frame starting at `start` seconds with a render phase of `renderMS` milliseconds
    /// and `otherMS` milliseconds in input (budget 1/60 s).
    func record(_ start: Double, renderMS: Double, otherMS: Double = 1) -> FrameRecord {
        FrameRecord(index: 0, pacing: .fullRate, budget: 1.0 / 60, start: start, target: start + 1.0 / 60,
                    phases: [.init(phase: .input, start: start, duration: otherMS / 1000),
                             .init(phase: .render, start: start + otherMS / 1000, duration: renderMS / 1000)],
                    presentStart: start + 0.015, shown: start + 0.016, cpuTime: 0.01, interval: 1.0 / 60,
                    skipped: 0, latencies: [], counters: FrameCounters())
    }

    func testFramesGoToTheSceneShownAtTheirStart() {
        var records: [FrameRecord] = []
        for k in 0..<100 { records.append(record(Double(k) * 0.01, renderMS: Double(k + 1) / 10)) }  // scene 0: 0.1…10 ms
        records.append(record(2.0, renderMS: 20))   // scene 2, janky (21 ms)
        records.append(record(2.5, renderMS: 3))    // scene 2
        let breakdown = SceneRenderBreakdown(records: records, shown: [(-Double.infinity, 0), (1.5, 2)],
                                             names: ["A", "B", "C"])
        XCTAssertEqual(breakdown.rows.map(\.name), ["A", "C"], "a scene with no frames is left out")
        XCTAssertEqual(breakdown.rows[0].frames, 100)
        // HdrHistogram at three significant digits: within 0.1 % of the order statistic.
        XCTAssertEqual(breakdown.rows[0].renderP50, 5.0, accuracy: 5e-3)
        XCTAssertEqual(breakdown.rows[0].renderP99, 9.9, accuracy: 9.9e-3)
        XCTAssertEqual(breakdown.rows[0].janky, 0)
        XCTAssertEqual(breakdown.rows[1].frames, 2)
        XCTAssertEqual(breakdown.rows[1].renderP50, 3, accuracy: 3e-3)
        XCTAssertEqual(breakdown.rows[1].renderP99, 20, accuracy: 20e-3)
        XCTAssertEqual(breakdown.rows[1].janky, 1)
        XCTAssertEqual(breakdown.lines.count, 2)
        XCTAssertTrue(breakdown.lines[1].contains("janky 1"))
    }
}
