import FlickInput
import FoundationEssentials
import Histogram

/// Collects every frame's record: HdrHistograms for the percentiles (constant memory,
/// 3 significant digits, nanosecond values), exact counts and sums for janky frames,
/// missed deadlines, hitch time and the mean present interval, and the last `retainLimit`
/// records themselves (a ring) for the Chrome trace and SVG exports: its memory stays flat
/// however long the app runs.
public final class FrameProfiler {
    /// The nominal full frame rate in Hz (for the summary's `rate_hz`).
    public let rate: Double
    /// The most records kept for export (the latest); every frame counts in the summary.
    public let retainLimit: Int
    /// The records kept, the last `retainLimit` frames, in frame order.
    public var records: [FrameRecord] {
        ring.count < retainLimit ? ring : Array(ring[oldest...] + ring[..<oldest])
    }
    /// The last `count` records kept (fewer when fewer are kept), in frame order: what a HUD
    /// or a per-frame readout needs, in time proportional to `count`. (`records` puts the
    /// whole ring in order, up to `retainLimit` records, and `suffix` on it as a `Sequence`
    /// walks every record: a HUD that read its last 120 frames that way each frame spent
    /// 6 % of the demo's alert scene copying records, more the longer the app had run.)
    public func lastRecords(_ count: Int) -> [FrameRecord] {
        let n = min(max(0, count), ring.count)
        guard ring.count == retainLimit, oldest > 0 else { return Array(ring.suffix(n)) }
        // Full: the newest record is at oldest - 1; the last n wrap around the ring's end.
        let end = oldest, start = end - n
        if start >= 0 { return Array(ring[start..<end]) }
        return Array(ring[(ring.count + start)...] + ring[..<end])
    }

    /// Records no longer kept: the frames before the first of `records`.
    public var recordsDropped: Int { frameCount - ring.count }

    /// Default retain limit: 18 000 frames (the last 5 minutes at 60 Hz, 2.5 at 120, our
    /// choice; about 7 MB: 108 000, kept from the start, held 40 MB and then stopped tracing).
    public static let defaultRetainLimit = 18_000
    /// Largest time a histogram tracks: 60 s in ns (longer values are clamped; our choice).
    public static let highestTrackableNanoseconds: UInt64 = 60_000_000_000

    private var frameTimes = FrameProfiler.histogram()
    private var cpuTimes = FrameProfiler.histogram()
    private var phaseTimes = [FramePhase: Histogram<UInt64>]()
    private var latencies = FrameProfiler.histogram()
    private var intervals = FrameProfiler.histogram()
    private var frameCount = 0
    /// The kept records: in frame order until full, then a ring whose oldest is at `oldest`.
    private var ring: [FrameRecord] = []
    private var oldest = 0
    private var jankyCount = 0
    private var missedCount = 0
    private var hitchTotal = 0.0
    private var pacedDuration = 0.0
    private var intervalSum = 0.0
    private var intervalCount = 0
    private var causes: [JankCause: Int] = [:]
    private var showableEarlierCount = 0
    private var redrawCounts: [FrameRecord.Redraw: Int] = [:]

    /// Creates a profiler for a loop at `rate` Hz.
    public init(rate: Double, retainLimit: Int = FrameProfiler.defaultRetainLimit) {
        precondition(retainLimit > 0, "a profiler keeps at least one record")
        self.rate = rate
        self.retainLimit = retainLimit
        for phase in FramePhase.allCases { phaseTimes[phase] = Self.histogram() }
    }

    /// Adds one frame.
    public func record(_ frame: FrameRecord) {
        frameCount += 1
        if ring.count < retainLimit {
            ring.append(frame)
        } else {
            ring[oldest] = frame
            oldest = (oldest + 1) % retainLimit
        }
        Self.add(frame.frameTime, to: &frameTimes)
        Self.add(frame.cpuTime, to: &cpuTimes)
        for span in frame.phases { Self.add(span.duration, to: &phaseTimes[span.phase, default: Self.histogram()]) }
        for latency in frame.latencies { Self.add(latency, to: &latencies) }
        showableEarlierCount += frame.inputsShowableEarlier
        if frame.redraw != .none { redrawCounts[frame.redraw, default: 0] += 1 }
        if frame.isJanky { jankyCount += 1 }
        for cause in frame.jankCauses { causes[cause, default: 0] += 1 }
        guard frame.pacing == .fullRate else { return }
        if frame.missed { missedCount += 1 }
        hitchTotal += frame.hitchTime
        pacedDuration += frame.interval ?? (frame.shown - frame.start)
        if let interval = frame.interval {
            Self.add(interval, to: &intervals)
            intervalSum += interval
            intervalCount += 1
        }
    }

    /// Frames recorded (including any beyond the retain limit).
    public var frames: Int { frameCount }

    /// The summary of every frame recorded so far.
    public func summary() -> ProfileSummary {
        let phases = Dictionary(uniqueKeysWithValues: FramePhase.allCases.map { phase in
            let histogram = phaseTimes[phase] ?? Self.histogram()
            return (phase.rawValue, ProfileSummary.Tail(p50: Self.ms(histogram, 50), p99: Self.ms(histogram, 99)))
        })
        return ProfileSummary(
            frames: frameCount, rateHz: rate,
            frameMs: Self.distribution(frameTimes), cpuMs: Self.distribution(cpuTimes), phasesMs: phases,
            janky: jankyCount, missed: missedCount,
            hitchMsPerS: pacedDuration > 0 ? hitchTotal * 1000 / pacedDuration : 0,
            latencyMs: ProfileSummary.Tail(p50: Self.ms(latencies, 50), p99: Self.ms(latencies, 99)),
            presentIntervalMs: ProfileSummary.Interval(
                mean: intervalCount > 0 ? intervalSum / Double(intervalCount) * 1000 : 0,
                p99: Self.ms(intervals, 99)),
            inputsMeasured: Int(latencies.totalCount), jankCauses: causes,
            inputsShowableEarlier: showableEarlierCount, redrawsDrawn: redrawCounts[.drawn] ?? 0,
            redrawsAbandoned: redrawCounts[.abandoned] ?? 0)
    }

    /// The summary as one JSON object with sorted keys (times in ms), through FlickInput's
    /// one JSON writer (`JSONLine.encoding`: a non-finite time is `null`).
    public func summaryJSON() throws -> Data {
        Data(try JSONLine.encoding(summary()).utf8)
    }

    private static func histogram() -> Histogram<UInt64> {
        Histogram(highestTrackableValue: highestTrackableNanoseconds, numberOfSignificantValueDigits: .three)
    }

    private static func add(_ seconds: Double, to histogram: inout Histogram<UInt64>) {
        let nanoseconds = (max(0, seconds) * 1e9).rounded()
        _ = histogram.record(UInt64(min(nanoseconds, Double(highestTrackableNanoseconds))))
    }

    private static func ms(_ histogram: Histogram<UInt64>, _ percentile: Double) -> Double {
        histogram.totalCount == 0 ? 0 : Double(histogram.valueAtPercentile(percentile)) / 1e6
    }

    private static func distribution(_ histogram: Histogram<UInt64>) -> ProfileSummary.Distribution {
        ProfileSummary.Distribution(
            p50: ms(histogram, 50), p90: ms(histogram, 90), p95: ms(histogram, 95), p99: ms(histogram, 99),
            max: histogram.totalCount == 0 ? 0 : Double(histogram.maxRecorded) / 1e6)
    }
}
