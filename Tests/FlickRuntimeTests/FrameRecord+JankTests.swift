import FlickRuntime
import XCTest

final class JankCauseTests: XCTestCase {
    private func frame(engine: Double, render: Double, present: Double, skipped: Int) -> FrameRecord {
        var spans: [FrameRecord.PhaseSpan] = []
        var time = 0.0
        for phase in FramePhase.allCases {
            let duration = phase == .render ? render : phase == .present ? present
                : phase == .layout ? engine : 0
            spans.append(FrameRecord.PhaseSpan(phase: phase, start: time, duration: duration))
            time += duration
        }
        return FrameRecord(index: 0, pacing: .fullRate, budget: 0.010, start: 0, target: 0.010, phases: spans,
                           presentStart: time - present, shown: 0.010 * Double(1 + skipped), cpuTime: time,
                           interval: nil, skipped: skipped, latencies: [], counters: FrameCounters())
    }

    func testCausesFollowTheGfxinfoThresholds() {
        XCTAssertEqual(frame(engine: 0.002, render: 0.003, present: 0, skipped: 0).jankCauses, [], "on time")
        XCTAssertEqual(frame(engine: 0.006, render: 0.005, present: 0, skipped: 1).jankCauses, [.slowEngine])
        XCTAssertEqual(frame(engine: 0.001, render: 0.008, present: 0.001, skipped: 1).jankCauses, [.slowRender])
        XCTAssertEqual(frame(engine: 0.001, render: 0.001, present: 0.009, skipped: 1).jankCauses, [.slowPresent])
        XCTAssertEqual(frame(engine: 0.002, render: 0.002, present: 0, skipped: 1).jankCauses, [.lateStart])
        XCTAssertEqual(frame(engine: 0.004, render: 0.004, present: 0.004, skipped: 1).jankCauses, [],
                       "over budget, but no phase over its threshold")
    }

    func testAMissAfterAFrameDrawnInTimeIsItsRedraws() {
        // Drawn by 4 ms of a 10 ms budget; its redraw from 8 to 10.5 ms ran past the target.
        var spans: [FrameRecord.PhaseSpan] = []
        for phase in FramePhase.allCases {
            switch phase {
            case .render: spans.append(FrameRecord.PhaseSpan(phase: phase, start: 0.001, duration: 0.003))
            case .redraw: spans.append(FrameRecord.PhaseSpan(phase: phase, start: 0.008, duration: 0.0025))
            case .present: spans.append(FrameRecord.PhaseSpan(phase: phase, start: 0.020, duration: 0))
            default: spans.append(FrameRecord.PhaseSpan(phase: phase, start: 0, duration: 0))
            }
        }
        let late = FrameRecord(index: 0, pacing: .fullRate, budget: 0.010, start: 0, target: 0.010, phases: spans,
                               presentStart: 0.020, shown: 0.020, cpuTime: 0.0055, interval: nil, skipped: 1,
                               latencies: [], counters: FrameCounters())
        XCTAssertEqual(late.jankCauses, [.lateRedraw])
        var onTime = late
        onTime.phases[FramePhase.allCases.firstIndex(of: .redraw)!].duration = 0.001
        XCTAssertEqual(onTime.jankCauses, [.lateStart], "a redraw that ended in time: the present woke late")
    }

    func testSummaryCountsCauses() {
        let profiler = FrameProfiler(rate: 100)
        profiler.record(frame(engine: 0.006, render: 0.005, present: 0, skipped: 1))
        profiler.record(frame(engine: 0.002, render: 0.002, present: 0, skipped: 1))
        profiler.record(frame(engine: 0.002, render: 0.002, present: 0, skipped: 0))
        let summary = profiler.summary()
        XCTAssertEqual(summary.jankCauses, [.slowEngine: 1, .lateStart: 1])
        XCTAssertTrue(summary.text.contains("slow engine 1, late start 1"))
    }
}
