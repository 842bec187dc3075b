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
        XCTAssertEqual(frame(engine: 0.002, render: 0.002, present: 0, skipped: 1).jankCauses, [.lateWakeUp],
                       "drawn in time, presented a frame late: the thread woke late")
        XCTAssertEqual(frame(engine: 0.004, render: 0.004, present: 0.004, skipped: 1).jankCauses, [],
                       "over budget, but no phase over its threshold")
    }

    /// A frame of a 10 ms budget missed by one frame: its drawing `render` and its redraw
    /// `redraw` (start, duration; seconds), its other phases empty at `start`, presented at
    /// `present`.
    private func missed(start: Double = 0, render: (Double, Double), redraw: (Double, Double)? = nil,
                        present: Double) -> FrameRecord {
        let spans = FramePhase.allCases.map { phase -> FrameRecord.PhaseSpan in
            switch phase {
            case .render: FrameRecord.PhaseSpan(phase: phase, start: render.0, duration: render.1)
            case .redraw: FrameRecord.PhaseSpan(phase: phase, start: redraw?.0 ?? start, duration: redraw?.1 ?? 0)
            case .present: FrameRecord.PhaseSpan(phase: phase, start: present, duration: 0)
            default: FrameRecord.PhaseSpan(phase: phase, start: start, duration: 0)
            }
        }
        return FrameRecord(index: 0, pacing: .fullRate, budget: 0.010, start: start, target: 0.010, phases: spans,
                           presentStart: present, shown: 0.020, cpuTime: render.1 + (redraw?.1 ?? 0), interval: nil,
                           skipped: 1, latencies: [], counters: FrameCounters())
    }

    func testAMissAfterAFrameDrawnInTimeIsItsRedrawsOrALateWakeUp() {
        // Drawn by 4 ms of a 10 ms budget; its redraw from 8 to 10.5 ms ran past the target.
        XCTAssertEqual(missed(render: (0.001, 0.003), redraw: (0.008, 0.0025), present: 0.020).jankCauses, [.lateRedraw])
        XCTAssertEqual(missed(render: (0.001, 0.003), redraw: (0.008, 0.001), present: 0.020).jankCauses, [.lateWakeUp],
                       "a redraw that ended in time: the present woke late")
        // Asleep until the redraw's look at 8 ms, woken at 11.5 ms: the look found nothing.
        XCTAssertEqual(missed(render: (0.001, 0.003), redraw: (0.0115, 0.00001), present: 0.020).jankCauses, [.lateWakeUp],
                       "a redraw phase that began past the target")
    }

    func testAMissOfAFrameDrawnPastItsTargetIsALateStart() {
        // 3 ms of drawing started 8.5 ms into a 10 ms budget: under budget, past the target.
        XCTAssertEqual(missed(start: 0.0085, render: (0.0085, 0.003), present: 0.0115).jankCauses, [.lateStart])
    }

    func testSummaryCountsCauses() {
        let profiler = FrameProfiler(rate: 100)
        profiler.record(frame(engine: 0.006, render: 0.005, present: 0, skipped: 1))
        profiler.record(frame(engine: 0.002, render: 0.002, present: 0, skipped: 1))
        profiler.record(frame(engine: 0.002, render: 0.002, present: 0, skipped: 0))
        let summary = profiler.summary()
        XCTAssertEqual(summary.jankCauses, [.slowEngine: 1, .lateWakeUp: 1])
        XCTAssertTrue(summary.text.contains("slow engine 1, late wake-up 1"), summary.text)
        XCTAssertTrue(summary.text.contains("SCHED_FIFO, --realtime"), "late wake-ups point at the remedy")
        let onlyEngine = FrameProfiler(rate: 100)
        onlyEngine.record(frame(engine: 0.006, render: 0.005, present: 0, skipped: 1))
        XCTAssertFalse(onlyEngine.summary().text.contains("SCHED_FIFO"))
    }
}
