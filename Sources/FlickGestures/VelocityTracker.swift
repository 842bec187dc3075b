import FlickInput

/// Estimates the velocity of a moving point (a finger, a centroid, a scale) from timestamped
/// samples, in units per second (points per second for positions).
///
/// The default strategy is Flutter's and Android's: a degree-2 least-squares fit over the
/// samples of the last 100 ms, at most 20 of them, evaluated at the newest sample (research
/// note gestures.md §(c)1 and §(c)3). The history is cleared when a sample arrives more than
/// 40 ms after the previous one, and `velocity(at:)` answers zero when queried more than 40 ms
/// after the newest sample: a finger that stopped before lifting does not fling (flutter#97761).
/// With fewer than three samples the fit drops to degree 1 (Android), so two-frame flicks are
/// not lost (flutter#11592); one sample gives zero.
///
/// The tracker is a fixed-size ring buffer allocated when it is created: adding a sample never
/// allocates.
public struct VelocityTracker: Sendable {
    /// How the velocity is computed from the samples.
    public enum Strategy: Sendable, Hashable {
        /// Degree-2 least squares over the window (Flutter's default, Android's LSQ2).
        case leastSquares
        /// Flutter's iOS-like estimator: 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀ over the three newest
        /// segments (research note §(c)2); a missing segment or one with Δt = 0 counts as 0.
        case iOSWeighted
    }

    /// Samples older than this, relative to the newest, are ignored, in seconds
    /// (Flutter `_horizonMilliseconds` 100; Android HORIZON 100 ms; note §(c)1, §(c)3).
    public static let horizon: Double = 0.100
    /// The most samples used, a count (Flutter `_historySize` 20; Android HISTORY_SIZE 20).
    public static let historySize = 20
    /// A gap longer than this between samples, or between the newest sample and the query,
    /// means the pointer stopped, in seconds (Flutter `_assumePointerMoveStoppedMilliseconds`
    /// 40; Android ASSUME_POINTER_STOPPED_TIME 40 ms; note §(c)1, §(c)3).
    public static let stopTime: Double = 0.040

    /// Below this spread of sample times (Σ(t − t̄)², s²) the samples are simultaneous and give
    /// no velocity (numerical guard, ours).
    static let degenerateTimeSpread: Double = 1e-12
    /// Relative size under which the degree-2 system is singular and the fit drops to degree 1
    /// (numerical guard, ours).
    static let degenerateDeterminant: Double = 1e-18

    /// The strategy in use.
    public var strategy: Strategy

    /// The ring: time, x and y of each sample, interleaved (allocated once, at creation).
    private var storage: [Double] = Array(repeating: 0, count: 3 * VelocityTracker.historySize)
    /// Index of the newest sample in the ring.
    private var newest = -1
    /// Number of samples held (at most `historySize`).
    public private(set) var sampleCount = 0

    /// Creates an empty tracker.
    public init(strategy: Strategy = .leastSquares) {
        self.strategy = strategy
    }

    /// The time of the newest sample in seconds, or `nil` when there is none.
    public var lastSampleTime: Double? { sampleCount > 0 ? time(at: newest) : nil }

    /// The newest sample's position, or `nil` when there is none.
    public var lastPosition: Point? {
        sampleCount > 0 ? Point(x: x(at: newest), y: y(at: newest)) : nil
    }

    /// Forgets every sample.
    public mutating func reset() {
        sampleCount = 0
        newest = -1
    }

    /// Adds a sample: `position` (points, or any unit) at `time` (seconds). A sample more than
    /// `stopTime` after the previous one, or earlier than it, starts a new history; a sample
    /// at the same time as the previous one replaces it.
    public mutating func addPosition(_ position: Point, at time: Double) {
        if let last = lastSampleTime {
            if time - last > Self.stopTime || time < last {
                reset()
            } else if time == last {
                set(newest, time: time, x: position.x, y: position.y)
                return
            }
        }
        newest = (newest + 1) % Self.historySize
        set(newest, time: time, x: position.x, y: position.y)
        sampleCount = min(sampleCount + 1, Self.historySize)
    }

    /// The estimated velocity at `time` (seconds), in units of the positions per second.
    /// Zero when there are fewer than two usable samples or when `time` is more than
    /// `stopTime` after the newest sample.
    public func velocity(at time: Double) -> Point {
        guard sampleCount > 0, time - self.time(at: newest) <= Self.stopTime else { return .zero }
        switch strategy {
        case .leastSquares: return leastSquaresVelocity()
        case .iOSWeighted: return weightedVelocity()
        }
    }

    // MARK: - Estimators

    private func leastSquaresVelocity() -> Point {
        let t0 = time(at: newest)
        // Walk back from the newest sample within the horizon and without gaps > stopTime.
        var n = 0.0, sx = 0.0, sx2 = 0.0, sx3 = 0.0, sx4 = 0.0
        var sy = 0.0, sxy = 0.0, sx2y = 0.0, sz = 0.0, sxz = 0.0, sx2z = 0.0
        var index = newest
        var previousTime = t0
        for _ in 0..<sampleCount {
            let t = time(at: index)
            if t0 - t > Self.horizon || previousTime - t > Self.stopTime { break }
            let a = t - t0 // seconds, ≤ 0
            let a2 = a * a
            let px = x(at: index), py = y(at: index)
            n += 1
            sx += a; sx2 += a2; sx3 += a2 * a; sx4 += a2 * a2
            sy += px; sxy += a * px; sx2y += a2 * px
            sz += py; sxz += a * py; sx2z += a2 * py
            previousTime = t
            index = (index - 1 + Self.historySize) % Self.historySize
        }
        guard n >= 2 else { return .zero }
        let sXX = sx2 - sx * sx / n
        guard sXX > Self.degenerateTimeSpread else { return .zero }
        if n >= 3 {
            // Android's closed form for the slope of a degree-2 fit at a = 0 (note §(c)3).
            let sXX2 = sx3 - sx * sx2 / n
            let sX2X2 = sx4 - sx2 * sx2 / n
            let denominator = sXX * sX2X2 - sXX2 * sXX2
            if abs(denominator) > Self.degenerateDeterminant * max(1, sXX * sX2X2) {
                let sXYx = sxy - sx * sy / n, sX2Yx = sx2y - sx2 * sy / n
                let sXYy = sxz - sx * sz / n, sX2Yy = sx2z - sx2 * sz / n
                return Point(x: (sXYx * sX2X2 - sX2Yx * sXX2) / denominator,
                             y: (sXYy * sX2X2 - sX2Yy * sXX2) / denominator)
            }
        }
        // Degree 1: the least-squares slope.
        return Point(x: (sxy - sx * sy / n) / sXX, y: (sxz - sx * sz / n) / sXX)
    }

    private func weightedVelocity() -> Point {
        // v₀ is the newest segment; weights from Flutter's IOSScrollViewFlingVelocityTracker.
        let v0 = segmentVelocity(back: 0), v1 = segmentVelocity(back: 1), v2 = segmentVelocity(back: 2)
        return v2 * Self.iOSWeightOldest + v1 * Self.iOSWeightMiddle + v0 * Self.iOSWeightNewest
    }

    /// Weight of the oldest of the three newest segments (Flutter iOS estimator, note §(c)2).
    static let iOSWeightOldest = 0.6
    /// Weight of the middle segment (Flutter iOS estimator, note §(c)2).
    static let iOSWeightMiddle = 0.35
    /// Weight of the newest segment (Flutter iOS estimator, note §(c)2).
    static let iOSWeightNewest = 0.05

    /// Velocity over the segment ending `back` samples before the newest; zero when missing.
    private func segmentVelocity(back: Int) -> Point {
        guard sampleCount >= back + 2 else { return .zero }
        let end = (newest - back + 2 * Self.historySize) % Self.historySize
        let start = (end - 1 + Self.historySize) % Self.historySize
        let dt = time(at: end) - time(at: start)
        guard dt > 0 else { return .zero }
        return Point(x: (x(at: end) - x(at: start)) / dt, y: (y(at: end) - y(at: start)) / dt)
    }

    // MARK: - Ring storage

    private func time(at index: Int) -> Double { storage[3 * index] }
    private func x(at index: Int) -> Double { storage[3 * index + 1] }
    private func y(at index: Int) -> Double { storage[3 * index + 2] }
    private mutating func set(_ index: Int, time: Double, x: Double, y: Double) {
        storage[3 * index] = time
        storage[3 * index + 1] = x
        storage[3 * index + 2] = y
    }
}
