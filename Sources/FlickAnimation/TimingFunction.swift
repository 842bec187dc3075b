import FoundationEssentials

/// A curve that maps an iteration's progress to eased progress: a cubic Bézier from
/// (0,0) to (1,1) (`CAMediaTimingFunction`) or a step function (CSS `steps()`).
/// Research note §1 "Timing functions" [A10][G2][W2].
public enum TimingFunction: Hashable, Sendable {
    /// A cubic Bézier with control points (x1, y1) and (x2, y2); x1 and x2 in 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `count` equal steps, jumping as `position` says (CSS `steps(n, position)`).
    case steps(count: Int, position: StepPosition)

    /// `linear`: control points (0,0), (1,1) [G2].
    public static let linear = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `easeIn`: control points (0.42,0), (1,1) [A10].
    public static let easeIn = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `easeOut`: control points (0,0), (0.58,1) [G2].
    public static let easeOut = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `easeInEaseOut`: control points (0.42,0), (0.58,1) [A10].
    public static let easeInEaseOut = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `default` (`kCAMediaTimingFunctionDefault`): control points (0.25,0.1), (0.25,1) [A10].
    public static let `default` = TimingFunction.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// Where the jumps of a step function fall (CSS `<step-position>`).
    public enum StepPosition: String, Hashable, Sendable {
        /// The first jump happens at progress 0 (`jump-start`, `start`).
        case jumpStart
        /// The last jump happens at progress 1 (`jump-end`, `end`).
        case jumpEnd
        /// No jump at either end: `count` levels from 0 to 1 (`jump-none`).
        case jumpNone
        /// Jumps at both ends: `count + 1` jumps (`jump-both`).
        case jumpBoth
    }

    /// The eased progress for `progress` (usually 0…1; a Bézier extrapolates linearly
    /// outside that range with its end gradients, as WebKit does [W2]).
    public func callAsFunction(_ progress: Double) -> Double {
        switch self {
        case let .cubicBezier(x1, y1, x2, y2):
            // Control points on the diagonal make the identity curve: exact, no solving.
            if x1 == y1 && x2 == y2 { return progress }
            return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(progress)
        case let .steps(count, position):
            return Self.step(progress, count: max(count, 1), position: position)
        }
    }

    private static func step(_ x: Double, count: Int, position: StepPosition) -> Double {
        let n = Double(count)
        var current = (x * n).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { current += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = n - 1
        case .jumpBoth: jumps = n + 1
        }
        if x >= 0, current < 0 { current = 0 }
        if x <= 1, current > jumps { current = jumps }
        guard jumps > 0 else { return x >= 1 ? 1 : 0 }
        return current / jumps
    }
}

/// A cubic Bézier with end points (0,0) and (1,1), solved for y given x by Newton's
/// method from a pre-sampled guess, with a bisection fallback (WebKit's `UnitBezier`
/// [W2], Chromium's `CubicBezier` [C3]). Error in x under `UnitBezier.solveEpsilon`.
public struct UnitBezier: Hashable, Sendable {
    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    public let ax, bx, cx, ay, by, cy: Double
    /// The control points (x1, y1) and (x2, y2).
    public let x1, y1, x2, y2: Double

    /// The x error the solver guarantees, in progress units (under 1e-6).
    public static let solveEpsilon = 1e-7
    /// Newton iterations tried before bisection (WebKit: 4) [W2].
    public static let maxNewtonIterations = 4
    /// Samples of x(t) used for the initial guess (WebKit: 11) [W2].
    public static let splineSamples = 11

    /// Creates the curve from its two control points.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// x at curve parameter t.
    public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y at curve parameter t.
    public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt at curve parameter t.
    public func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x(t) is `x` (x in 0…1), within `solveEpsilon`.
    public func solveCurveX(_ x: Double) -> Double {
        // Initial guess from evenly spaced samples of x(t).
        var t = x
        let step = 1 / Double(Self.splineSamples - 1)
        var previous = 0.0
        for index in 1..<Self.splineSamples {
            let tt = Double(index) * step
            let sample = sampleX(tt)
            if sample >= x {
                let before = tt - step
                let span = sample - previous
                t = span > 0 ? before + step * (x - previous) / span : tt
                break
            }
            previous = sample
        }
        // Newton's method.
        for _ in 0..<Self.maxNewtonIterations {
            let error = sampleX(t) - x
            if abs(error) < Self.solveEpsilon { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        if t >= 0, t <= 1, abs(sampleX(t) - x) < Self.solveEpsilon { return t }
        // Bisection fallback: x(t) is monotonic for x1, x2 in 0…1.
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-12 {
            let value = sampleX(t)
            if abs(value - x) < Self.solveEpsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// y for a given x; outside 0…1 extrapolates linearly with the end gradients [W2].
    public func solve(_ x: Double) -> Double {
        if x < 0 {
            let gradient: Double
            if x1 > 0 { gradient = y1 / x1 } else if y1 == 0, x2 > 0 { gradient = y2 / x2 }
            else if x1 == 0, y1 == 0, x2 == 0, y2 == 0 { gradient = 1 } else { gradient = 0 }
            return gradient * x
        }
        if x > 1 {
            let gradient: Double
            if x2 < 1 { gradient = (y2 - 1) / (x2 - 1) } else if y2 == 1, x1 < 1 { gradient = (y1 - 1) / (x1 - 1) }
            else { gradient = 0 }
            return 1 + gradient * (x - 1)
        }
        if x == 0 || x == 1 { return x }
        return sampleY(solveCurveX(x))
    }
}
