import FlickInput

/// An animation through a sequence of values (`CAKeyframeAnimation`).
///
/// - `keyTimes` (0…1, non-decreasing, one per value; one more than the values is also
///   accepted in discrete mode) say when each value is reached; without valid key times
///   the values are evenly spaced (an invalid array is ignored with a warning).
/// - `timingFunctions` has one curve per segment, applied to the segment's local
///   progress **after** the animation's own `timingFunction` has eased the whole
///   (research note §1 [A9][C2]).
/// - `calculationMode` picks linear, discrete, paced, cubic or cubic-paced values; the
///   paced modes ignore `keyTimes` and `timingFunctions`.
/// - `tensionValues`, `continuityValues`, `biasValues` shape the cubic modes per
///   keyframe (Kochanek–Bartels on a non-uniform grid [SP]); ends use one-sided slopes.
/// - `path` replaces `values` for point properties: each segment of the path is one
///   keyframe segment; paced modes move along it at constant speed.
public final class KeyframeAnimation<Value: Interpolatable>: PropertyAnimation<Value> {
    /// The keyframe values.
    public var values: [Value]
    /// When each value is reached, fractions of the duration.
    public var keyTimes: [Double]?
    /// One timing function per segment.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed.
    public var calculationMode: CalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe (cubic modes); 0 by default.
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per keyframe; 0 by default.
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias per keyframe; 0 by default.
    public var biasValues: [Double]?
    /// A path for point-valued animations; replaces `values` when set.
    public var path: AnimationPath?

    /// Arc-length samples per spline or path segment for the paced modes (measured by
    /// us: 64 keeps the speed within 1 % on the test curves).
    public static var arcLengthSamplesPerSegment: Int { 64 }

    /// The arc-length table of the last paced evaluation and the inputs it was built from.
    private var arcLengthCache: (key: [Double], table: [(segment: Int, t: Double, length: Double)])?
    /// True once the invalid `keyTimes` warning has been logged.
    private var warnedAboutKeyTimes = false

    /// Creates a keyframe animation of `keyPath`.
    public init(keyPath: String, values: [Value], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                duration: Double = 0) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        super.init(keyPath: keyPath, timing: MediaTiming(duration: duration))
    }

    /// The last keyframe (the end of one cycle).
    public override func cycleEndValue(modelValue: Value) -> Value {
        if let path, Value.self == Point.self, let last = path.cubicSegments.last { return last.p1 as! Value }
        return values.last ?? modelValue
    }

    /// The keyframe value at eased progress `progress` in the calculation mode.
    public override func value(atProgress progress: Double, modelValue: Value) -> Value {
        if let path, Value.self == Point.self {
            return pathValue(path.cubicSegments, at: progress) as! Value
        }
        switch values.count {
        case 0: return modelValue
        case 1: return values[0]
        default: break
        }
        let vectors = values.map(\.animatableComponents)
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(count: values.count, at: progress)]
        case .linear:
            let (segment, local) = locate(progress, in: effectiveKeyTimes(count: values.count))
            return values[segment].interpolated(to: values[segment + 1], fraction: easeSegment(segment, local))
        case .paced:
            let (segment, local) = locate(progress, in: pacedTimes())
            return values[segment].interpolated(to: values[segment + 1], fraction: local)
        case .cubic:
            let times = effectiveKeyTimes(count: values.count)
            let (segment, local) = locate(progress, in: times)
            return Value(animatableComponents: hermite(vectors, times: times, segment: segment,
                                                       local: easeSegment(segment, local)))
        case .cubicPaced:
            let times = pacedTimes()
            let curve: (Int, Double) -> [Double] = { self.hermite(vectors, times: times, segment: $0, local: $1) }
            let key: [Double] = [2] + vectors.flatMap { $0 } + (tensionValues ?? []) + [.nan] + (continuityValues ?? []) + [.nan]
                + (biasValues ?? [])
            let (segment, local) = arcLengthLocate(progress, segments: values.count - 1, key: key) { curve($0, $1) }
            return Value(animatableComponents: curve(segment, local))
        }
    }

    // MARK: Key times

    /// Valid key times for `count` keyframes, or evenly spaced ones.
    func effectiveKeyTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count, Self.isValid(keyTimes) { return keyTimes }
        if keyTimes != nil, !warnedAboutKeyTimes {
            warnedAboutKeyTimes = true
            log.warning("keyframe animation \(keyPath): keyTimes \(keyTimes ?? []) invalid for \(count) values, ignored")
        }
        return (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }

    static func isValid(_ times: [Double]) -> Bool {
        guard let first = times.first, let last = times.last, first >= 0, last <= 1 else { return false }
        return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Key times giving constant speed: cumulative distances between values.
    func pacedTimes() -> [Double] {
        var cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { cumulative.append(cumulative.last! + a.distance(to: b)) }
        let total = cumulative.last!
        guard total > 0 else { return effectiveKeyTimesUniform(values.count) }
        return cumulative.map { $0 / total }
    }

    private func effectiveKeyTimesUniform(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }

    /// The segment containing `u` and the local fraction (extrapolating past the ends
    /// when a curve overshoots).
    func locate(_ u: Double, in times: [Double]) -> (Int, Double) {
        let last = times.count - 2
        var segment = 0
        while segment < last && u >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        guard span > 0 else { return (segment, u >= times[segment + 1] ? 1 : 0) }
        return (segment, (u - times[segment]) / span)
    }

    private func discreteIndex(count: Int, at u: Double) -> Int {
        if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1, Self.isValid(keyTimes) {
            var index = 0
            while index + 1 < count && u >= keyTimes[index + 1] { index += 1 }
            return index
        }
        guard u.isFinite else { return u == .infinity ? count - 1 : 0 }
        return min(max(Int((u * Double(count)).rounded(.down)), 0), count - 1)
    }

    private func easeSegment(_ segment: Int, _ local: Double) -> Double {
        guard let functions = timingFunctions, !functions.isEmpty else { return local }
        return functions[min(segment, functions.count - 1)](local)
    }

    // MARK: Kochanek–Bartels

    private func parameter(_ list: [Double]?, _ index: Int) -> Double {
        guard let list, index < list.count else { return 0 }
        return list[index]
    }

    /// Outgoing and incoming tangents (per unit of key time) at keyframe `i`.
    func tangents(_ x: [[Double]], times t: [Double], at i: Int) -> (out: [Double], in: [Double]) {
        let tension = parameter(tensionValues, i), continuity = parameter(continuityValues, i)
        let bias = parameter(biasValues, i)
        let n = x.count
        let dims = x[i].count
        if i == 0 || i == n - 1 {
            let (a, b) = i == 0 ? (0, 1) : (n - 2, n - 1)
            let span = t[b] - t[a]
            let slope = (0..<dims).map { span > 0 ? (1 - tension) * (x[b][$0] - x[a][$0]) / span : 0 }
            return (slope, slope)
        }
        let a = (1 - tension) * (1 + continuity) * (1 + bias), b = (1 - tension) * (1 - continuity) * (1 - bias)
        let c = (1 - tension) * (1 - continuity) * (1 + bias), d = (1 - tension) * (1 + continuity) * (1 - bias)
        let h0 = t[i] - t[i - 1], h1 = t[i + 1] - t[i]
        let denominator = h1 * h0 * (h1 + h0)
        guard denominator > 0 else { return (Array(repeating: 0, count: dims), Array(repeating: 0, count: dims)) }
        var outgoing = [Double](repeating: 0, count: dims), incoming = outgoing
        for k in 0..<dims {
            let back = x[i][k] - x[i - 1][k], forward = x[i + 1][k] - x[i][k]
            outgoing[k] = (a * h1 * h1 * back + b * h0 * h0 * forward) / denominator
            incoming[k] = (c * h1 * h1 * back + d * h0 * h0 * forward) / denominator
        }
        return (outgoing, incoming)
    }

    /// The cubic Hermite spline value in `segment` at local fraction `s`.
    func hermite(_ x: [[Double]], times t: [Double], segment i: Int, local s: Double) -> [Double] {
        let span = t[i + 1] - t[i]
        let start = tangents(x, times: t, at: i).out, end = tangents(x, times: t, at: i + 1).in
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return (0..<x[i].count).map { k in
            h00 * x[i][k] + h10 * span * start[k] + h01 * x[i + 1][k] + h11 * span * end[k]
        }
    }

    // MARK: Arc length

    /// Finds the segment and local parameter at fraction `u` of the total arc length of a
    /// curve made of `segments` pieces, each sampled by `curve(segment, t)`.
    /// The table is cached while `key` (the curve's defining numbers) stays the same.
    func arcLengthLocate(_ u: Double, segments: Int, key: [Double],
                         curve: (Int, Double) -> [Double]) -> (Int, Double) {
        let table: [(segment: Int, t: Double, length: Double)]
        if let cache = arcLengthCache, cache.key.count == key.count,
           zip(cache.key, key).allSatisfy({ $0 == $1 || ($0.isNaN && $1.isNaN) }) {
            table = cache.table
        } else {
            table = Self.arcLengthTable(segments: segments, curve: curve)
            arcLengthCache = (key, table)
        }
        let total = table.last?.length ?? 0
        guard total > 0 else { return (0, min(max(u, 0), 1)) }
        let target = min(max(u, 0), 1) * total
        var index = 1
        while index < table.count - 1 && table[index].length < target { index += 1 }
        let a = table[index - 1], b = table[index]
        let span = b.length - a.length
        let f = span > 0 ? (target - a.length) / span : 0
        let startT = a.segment == b.segment ? a.t : 0
        return (b.segment, startT + (b.t - startT) * f)
    }

    private static func arcLengthTable(segments: Int, curve: (Int, Double) -> [Double])
        -> [(segment: Int, t: Double, length: Double)] {
        let samples = arcLengthSamplesPerSegment
        var table: [(segment: Int, t: Double, length: Double)] = [(0, 0, 0)]
        var total = 0.0
        for segment in 0..<segments {
            var previous = curve(segment, 0)
            for step in 1...samples {
                let t = Double(step) / Double(samples)
                let point = curve(segment, t)
                total += zip(point, previous).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
                table.append((segment, t, total))
                previous = point
            }
        }
        return table
    }

    private func pathValue(_ segments: [CubicSegment], at u: Double) -> Point {
        guard !segments.isEmpty else { return .zero }
        switch calculationMode {
        case .discrete:
            let points = [segments[0].p0] + segments.map(\.p1)
            return points[discreteIndex(count: points.count, at: u)]
        case .paced, .cubicPaced:
            let key: [Double] = [1] + segments.flatMap { s -> [Double] in
                [s.p0.x, s.p0.y, s.c1.x, s.c1.y, s.c2.x, s.c2.y, s.p1.x, s.p1.y]
            }
            let (segment, t) = arcLengthLocate(u, segments: segments.count, key: key) {
                segments[$0].point(at: $1).animatableComponents
            }
            return segments[segment].point(at: t)
        case .linear, .cubic:
            let (segment, local) = locate(u, in: effectiveKeyTimes(count: segments.count + 1))
            return segments[segment].point(at: easeSegment(segment, local))
        }
    }
}
