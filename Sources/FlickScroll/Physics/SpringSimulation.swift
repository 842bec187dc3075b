import RealModule
import FoundationEssentials

/// A critically damped spring pulling a position towards `target` (note §a1 "Snap-back",
/// §d2): x(t) = target + (x0 + (v0 + ω·x0)·τ)·e^(−ω·τ), τ = t − start, x0 the start
/// displacement from the target. It stops once it is within `restDistance` of the target
/// and slower than `restVelocity` for good, and then rests exactly on the target.
public struct SpringSimulation: ScrollSimulation, Hashable {
    /// Position at `startTime`, in points.
    public let startPosition: Double
    /// Velocity at `startTime`, in points per second.
    public let startVelocity: Double
    /// The position the spring settles on, in points.
    public let target: Double
    /// The time the spring starts, in seconds.
    public let startTime: Double
    /// The spring constants.
    public let parameters: SpringParameters
    /// The time the spring comes to rest for good, in seconds.
    public let settleTime: Double

    /// Creates a spring from `position` with `velocity` at `time`, towards `target`.
    public init(position: Double, velocity: Double, target: Double, time: Double,
                parameters: SpringParameters = .bounce) {
        startPosition = position
        startVelocity = velocity
        self.target = target
        startTime = time
        self.parameters = parameters
        settleTime = time + Self.settleDelay(a: position - target, v0: velocity, parameters: parameters)
    }

    private var omega: Double { parameters.angularFrequency }
    private var a: Double { startPosition - target }
    private var b: Double { startVelocity + omega * a }

    /// (a + b·τ)·e^(−ωτ) with b = v0 + ω·a, as a·[(1 + ωτ)·e^(−ωτ)] + v0·[τ·e^(−ωτ)]: both
    /// brackets stay bounded (below 1 and 1/(ωe)), so a start 1e305 points from the target
    /// never overflows to ∞·0 = NaN once e^(−ωτ) underflows.
    private static func displacement(_ a: Double, _ v0: Double, _ omega: Double, _ tau: Double) -> Double {
        let decay = Double.exp(-omega * tau)
        return a * ((1 + omega * tau) * decay) + v0 * (tau * decay)
    }

    /// (b − ω·(a + b·τ))·e^(−ωτ) as v0·[(1 − ωτ)·e^(−ωτ)] − ω·(a·[ωτ·e^(−ωτ)]), bounded the
    /// same way.
    private static func speed(_ a: Double, _ v0: Double, _ omega: Double, _ tau: Double) -> Double {
        let decay = Double.exp(-omega * tau)
        return v0 * ((1 - omega * tau) * decay) - omega * (a * (omega * tau * decay))
    }

    /// The delay until the spring is settled for good. After the last of its turning
    /// points (the displacement's extremum, the target crossing, the velocity's extremum)
    /// both |x| and |v| shrink monotonically, so the first settled instant after them is
    /// found by stepping in 1 ms and bisecting to 1 µs.
    /// Step of the forward search for the settle time, seconds (a numerical choice).
    static let settleSearchStep = 0.001
    /// Longest settle time searched, seconds (a spring slower than this is a bug).
    static let settleSearchLimit = 600.0
    /// Bisection rounds after the step search: 1 ms / 2¹⁰ ≈ 1 µs resolution.
    static let settleBisections = 10

    private static func settleDelay(a: Double, v0: Double, parameters: SpringParameters) -> Double {
        let omega = parameters.angularFrequency
        let b = v0 + omega * a
        func settled(_ tau: Double) -> Bool {
            abs(displacement(a, v0, omega, tau)) < parameters.restDistance
                && abs(speed(a, v0, omega, tau)) < parameters.restVelocity
        }
        var start = 0.0
        if b != 0 {
            let c = b - omega * a
            for candidate in [-a / b, c / (omega * b), (b + c) / (omega * b)] where candidate > start {
                start = candidate
            }
        }
        if settled(start) { return start }
        var low = start, high = start + settleSearchStep
        while !settled(high) && high < start + settleSearchLimit {
            low = high
            high += settleSearchStep
        }
        for _ in 0..<settleBisections {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The time the spring passes through its target while still moving, with the velocity
    /// it has there, or `nil` when it approaches from one side only. For a critically
    /// damped spring that is τ = −x0/(v0 + ω·x0), when positive.
    public var targetCrossing: (time: Double, velocity: Double)? {
        guard a != 0, b != 0, (a > 0) != (b > 0) else { return nil }
        let tau = -a / b
        return (startTime + tau, b * Double.exp(-omega * tau))
    }

    /// The position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        if isDone(at: time) { return target }
        return target + Self.displacement(a, startVelocity, omega, max(0, time - startTime))
    }

    /// The velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        if isDone(at: time) { return 0 }
        return Self.speed(a, startVelocity, omega, max(0, time - startTime))
    }

    /// True once at rest at `time` seconds.
    public func isDone(at time: Double) -> Bool { time >= settleTime }
}
