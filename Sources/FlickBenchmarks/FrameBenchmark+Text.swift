import FlickInput
import FlickRuntime
import FoundationEssentials

extension FrameBenchmark.Result {
    /// Engine CPU budget per frame, ms: p99 ≤ 1 ms (issue #8's goal for the map scene with
    /// 60 live tiles, a running fold and a fling).
    public static let p99GoalMs = 1.0

    /// A one-line human-readable report.
    public var text: String {
        String(printf: "engine cpu per frame (no raster, no present): p50 %.3f ms  p99 %.3f ms  max %.3f ms  "
               + "mean %.3f ms over %d frames (engine budget p99 ≤ %.1f ms: ", p50Ms, p99Ms, maxMs, meanMs, frames,
               Self.p99GoalMs) + (p99Ms <= Self.p99GoalMs ? "within" : "over") + ")"
    }

    /// The result as one JSON object with sorted keys: `{"frames", "p50_ms", "p99_ms",
    /// "max_ms", "mean_ms"}` (FlickInput's `JSONLine.encoding`: a non-finite time is `null`).
    public func json() throws -> Data {
        Data(try JSONLine.encoding(self).utf8)
    }
}
