import FlickRuntime
import FoundationEssentials
import Histogram

/// `flick bench frame`: the engine's CPU time per frame, everything except rasterisation
/// and present (the phases in `FramePhase.engine`: input, gestures, physics, animation,
/// layout, display list), for a given scene.
///
/// Frames run back to back on virtual target times (`n / rate` seconds, so animation and
/// physics step exactly as at that rate) while the cost is read from the thread's real CPU
/// clock. Inputs come from the given sources, drained at each virtual time.
public enum FrameBenchmark {
    /// The measured distribution.
    public struct Result: Codable, Hashable, Sendable {
        /// Frames measured (after warm-up).
        public var frames: Int
        /// Median engine CPU time per frame, ms.
        public var p50Ms: Double
        /// 99th percentile, ms.
        public var p99Ms: Double
        /// Maximum, ms.
        public var maxMs: Double
        /// Mean, ms.
        public var meanMs: Double

        enum CodingKeys: String, CodingKey {
            case frames
            case p50Ms = "p50_ms"
            case p99Ms = "p99_ms"
            case maxMs = "max_ms"
            case meanMs = "mean_ms"
        }
    }

    /// Default warm-up: 60 frames (our choice: one second at 60 Hz, fills caches and
    /// lets lazily built state settle before measuring).
    public static let defaultWarmup = 60

    /// Runs `warmup` + `frames` frames of `work`'s engine phases at virtual times
    /// `start + n / rate` and returns the CPU time per measured frame, read from `cpuClock`
    /// (the thread CPU clock by default). `betweenFrames` runs after each frame, outside the
    /// measurement: frames run back to back, far faster than real time, so a scene whose
    /// tiles come from a background worker waits there for it (`waitUntilIdle`), as a
    /// worker keeping up with a real frame rate would have delivered them.
    public static func measure<Work: FrameWork>(_ work: Work, inputs: [any InputSource<Work.Input>] = [],
                                                frames: Int, rate: Double = FrameLoopConfiguration.defaultRate,
                                                warmup: Int = defaultWarmup, start: Double = 0,
                                                cpuClock: any FrameClock = MonotonicClock(),
                                                betweenFrames: (() -> Void)? = nil) -> Result {
        precondition(frames > 0 && warmup >= 0 && rate > 0, "a benchmark needs frames and a rate")
        var histogram = Histogram<UInt64>(highestTrackableValue: FrameProfiler.highestTrackableNanoseconds,
                                          numberOfSignificantValueDigits: .three)
        var total = 0.0
        for n in 0..<(warmup + frames) {
            let frameStart = start + Double(n) / rate
            let target = start + Double(n + 1) / rate
            let before = cpuClock.threadCPUTime()
            var delivered: [Work.Input] = []
            for source in inputs { delivered += source.drain(upTo: frameStart) }
            if inputs.count > 1 { delivered.sort { $0.time < $1.time } }
            work.deliver(delivered, at: frameStart)
            work.advancePhysics(to: target)
            work.advanceAnimations(to: target)
            work.layout(at: target)
            withExtendedLifetime(work.makeDisplayList(at: target)) {}
            let cost = cpuClock.threadCPUTime() - before
            betweenFrames?()
            guard n >= warmup else { continue }
            total += cost
            _ = histogram.record(UInt64(min(max(0, cost) * 1e9, Double(FrameProfiler.highestTrackableNanoseconds))))
        }
        return Result(frames: frames, p50Ms: Double(histogram.valueAtPercentile(50)) / 1e6,
                      p99Ms: Double(histogram.valueAtPercentile(99)) / 1e6,
                      maxMs: Double(histogram.maxRecorded) / 1e6, meanMs: total / Double(frames) * 1000)
    }
}
