/// The profiler's summary, encoded with exactly the names other checks read (issue #8):
/// `{"frames", "rate_hz", "frame_ms": {p50,p90,p95,p99,max}, "cpu_ms": {…},
/// "phases_ms": {phase: {p50,p99}}, "janky", "missed", "hitch_ms_per_s",
/// "latency_ms": {p50,p99}, "present_interval_ms": {mean,p99}}`. Times in milliseconds.
/// The JSON holds exactly these names, no others.
public struct ProfileSummary: Codable, Hashable, Sendable {
    /// Five percentiles of a distribution, in milliseconds.
    public struct Distribution: Codable, Hashable, Sendable {
        /// Median, ms.
        public var p50: Double
        /// 90th percentile, ms.
        public var p90: Double
        /// 95th percentile, ms.
        public var p95: Double
        /// 99th percentile, ms.
        public var p99: Double
        /// Maximum, ms.
        public var max: Double
    }

    /// Median and 99th percentile, in milliseconds.
    public struct Tail: Codable, Hashable, Sendable {
        /// Median, ms.
        public var p50: Double
        /// 99th percentile, ms.
        public var p99: Double
    }

    /// Present-to-present interval at full rate, in milliseconds.
    public struct Interval: Codable, Hashable, Sendable {
        /// Exact mean (sum / count), ms.
        public var mean: Double
        /// 99th percentile, ms.
        public var p99: Double
    }

    /// Frames recorded.
    public var frames: Int
    /// The full frame rate, Hz.
    public var rateHz: Double
    /// Frame time (every phase, without the wait for the deadline), ms.
    public var frameMs: Distribution
    /// CPU time of the frame thread per frame, ms.
    public var cpuMs: Distribution
    /// Per-phase time, keyed by `FramePhase.rawValue`, ms.
    public var phasesMs: [String: Tail]
    /// Frames whose frame time exceeded the budget.
    public var janky: Int
    /// Full-rate frames that missed their target deadline.
    public var missed: Int
    /// Hitch time per second of full-rate frames, ms/s (Apple: ≤ 5 good, 5–10 warning,
    /// ≥ 10 critical; research note animation-render §5).
    public var hitchMsPerS: Double
    /// Input latency from event timestamp to the present that first shows it, ms (both 0
    /// when no input was shown; see `inputsMeasured`).
    public var latencyMs: Tail
    /// Present interval at full rate, ms.
    public var presentIntervalMs: Interval
    /// Inputs whose latency was measured. Not part of the JSON (whose names are fixed).
    public var inputsMeasured: Int = 0
    /// Janky or missed frames per cause (a frame can have several, or none when its phases
    /// were each under their thresholds). Not part of the JSON.
    public var jankCauses: [JankCause: Int] = [:]
    /// Inputs shown a frame later than they could have been: the frame before the one that
    /// showed them could have, had it started as late as its work allowed. Not part of the JSON.
    public var inputsShowableEarlier: Int = 0
    /// Frames drawn again with input that came after they started
    /// (`FrameLoopConfiguration.redrawsLateInput`). Not part of the JSON.
    public var redrawsDrawn: Int = 0
    /// Late redraws abandoned for time, or left to the next frame because their input started
    /// another activity (the frame drawn first was shown). Not part of the JSON.
    public var redrawsAbandoned: Int = 0

    /// The share of inputs shown in the first frame that could have shown them, 0…1 (1 when no
    /// input was shown).
    public var firstFrameShare: Double {
        inputsMeasured > 0 ? Double(inputsMeasured - inputsShowableEarlier) / Double(inputsMeasured) : 1
    }

    enum CodingKeys: String, CodingKey {
        case frames
        case rateHz = "rate_hz"
        case frameMs = "frame_ms"
        case cpuMs = "cpu_ms"
        case phasesMs = "phases_ms"
        case janky, missed
        case hitchMsPerS = "hitch_ms_per_s"
        case latencyMs = "latency_ms"
        case presentIntervalMs = "present_interval_ms"
    }
}
