import FoundationEssentials

extension ProfileSummary {
    /// Apple's hitch-ratio bands, ms/s (research note animation-render §5, WWDC20 10077):
    /// good up to 5, warning up to 10, critical above.
    public static let hitchRatioGood = 5.0
    /// Upper bound of the warning band, ms/s (see `hitchRatioGood`).
    public static let hitchRatioWarning = 10.0

    /// The hitch ratio's band: "good", "warning" or "critical".
    public var hitchRating: String {
        hitchMsPerS <= Self.hitchRatioGood ? "good" : hitchMsPerS <= Self.hitchRatioWarning ? "warning" : "critical"
    }

    /// A human-readable report, one topic per line, times in ms.
    public var text: String {
        func f(_ value: Double) -> String { String(printf: "%.3f", value) }
        func row(_ distribution: Distribution) -> String {
            "p50 \(f(distribution.p50))  p90 \(f(distribution.p90))  p95 \(f(distribution.p95))  "
                + "p99 \(f(distribution.p99))  max \(f(distribution.max))"
        }
        var lines = [
            "frames            \(frames) at \(String(printf: "%g", rateHz)) Hz (budget \(f(1000 / rateHz)) ms)",
            "frame ms          \(row(frameMs))",
            "cpu ms            \(row(cpuMs))",
        ]
        for phase in FramePhase.allCases {
            guard let tail = phasesMs[phase.rawValue] else { continue }
            let label = phase.rawValue + " ms"
            let name = label.count >= 18 ? String(label.prefix(18)) : label + String(repeating: " ", count: 18 - label.count)
            lines.append("\(name)p50 \(f(tail.p50))  p99 \(f(tail.p99))")
        }
        lines += [
            "janky             \(janky) (frame time over budget)",
            "missed            \(missed) deadlines",
            "causes            " + (jankCauses.isEmpty ? "none"
                : JankCause.allCases.compactMap { cause in jankCauses[cause].map { "\(cause.rawValue) \($0)" } }
                    .joined(separator: ", ")),
        ]
        if jankCauses[.lateWakeUp] != nil {
            lines.append("                  (late wake-up: the OS woke the frame thread past a deadline; "
                         + "SCHED_FIFO, --realtime, prevents most)")
        }
        lines += [
            "hitches           \(String(printf: "%.2f", hitchMsPerS)) ms/s (\(hitchRating))",
            inputsMeasured > 0
                ? "input latency ms  p50 \(f(latencyMs.p50))  p99 \(f(latencyMs.p99))  (\(inputsMeasured) inputs)"
                : "input latency ms  no inputs shown",
            inputsMeasured > 0
                ? "first frame       " + String(printf: "%.1f %%", firstFrameShare * 100)
                    + " of inputs shown in the first frame that could show them (\(inputsShowableEarlier) a frame late)"
                : "first frame       no inputs shown",
            "late redraws      \(redrawsDrawn) drawn, \(redrawsAbandoned) abandoned",
            "present interval  mean \(f(presentIntervalMs.mean))  p99 \(f(presentIntervalMs.p99)) ms",
        ]
        return lines.joined(separator: "\n")
    }
}
