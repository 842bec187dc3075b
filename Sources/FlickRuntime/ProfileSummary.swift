/// The profiler's summary, encoded with exactly the names other checks read (issue #8):
/// `{"frames", "rate_hz", "frame_ms": {p50,p90,p95,p99,max}, "cpu_ms": {…},
/// "phases_ms": {phase: {p50,p99}}, "janky", "missed", "hitch_ms_per_s",
/// "latency_ms": {p50,p99}, "present_interval_ms": {mean,p99}}`. Times in milliseconds.
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

    /// Input latency percentiles, in milliseconds, with the number of samples (0 samples:
    /// both percentiles are 0).
    public struct Latency: Codable, Hashable, Sendable {
        /// Median, ms.
        public var p50: Double
        /// 99th percentile, ms.
        public var p99: Double
        /// Inputs measured.
        public var samples: Int
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
    /// Input latency from event timestamp to the present that first shows it, ms.
    public var latencyMs: Latency
    /// Present interval at full rate, ms.
    public var presentIntervalMs: Interval

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
