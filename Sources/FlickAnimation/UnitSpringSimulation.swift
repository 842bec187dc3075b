import RealModule
import FoundationEssentials

/// A damped spring moving a unit distance, from 0 towards 1, in closed form: the model
/// behind `CASpringAnimation` (research note §1 "Springs" [A11][W3][F2]). Handles the
/// under-damped, critically damped and over-damped regimes.
///
/// `m·x'' + c·x' + k·(x − 1) = 0`, `x(0) = 0`, `x'(0) = initialVelocity` (in distances
/// per second, positive towards the target), with `ω0 = √(k/m)` and `ζ = c/(2√(km))`.
public struct UnitSpringSimulation: Hashable, Sendable {
    /// Mass, kg-like units (CA default 1).
    public var mass: Double
    /// Stiffness k (CA default 100).
    public var stiffness: Double
    /// Damping c (CA default 10).
    public var damping: Double
    /// Initial velocity in unit distances per second, positive towards the target (CA default 0).
    public var initialVelocity: Double

    /// CASpringAnimation's defaults [A11].
    public static let defaultMass = 1.0, defaultStiffness = 100.0, defaultDamping = 10.0
    /// The distance from the target, as a fraction of the whole move, within which the
    /// spring counts as settled (Flutter's default distance tolerance is 1e-3 too [F2]).
    public static let settlingTolerance = 0.001
    /// Speed below which the spring counts as at rest, unit distances per second.
    /// Measured by us: with `settlingTolerance` it reproduces Apple's example of 2.85 s
    /// for damping 5 [A11] (we get 2.852 s).
    public static let restingVelocityTolerance = 0.005

    /// Creates a spring.
    public init(mass: Double = defaultMass, stiffness: Double = defaultStiffness,
                damping: Double = defaultDamping, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring described by its perceptual duration and bounce, as Flutter's
    /// `SpringDescription.withDurationAndBounce` and SwiftUI's `spring(duration:bounce:)`
    /// [F2]: `k = 4π²m/T²`, `ζ = 1 − bounce` (bounce 0 critically damped, towards 1
    /// bouncier, negative over-damped), mass 1.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        let mass = 1.0
        let stiffness = 4 * Double.pi * Double.pi * mass / (duration * duration)
        let zeta = 1 - bounce
        self.init(mass: mass, stiffness: stiffness, damping: zeta * 2 * (stiffness * mass).squareRoot(),
                  initialVelocity: initialVelocity)
    }

    /// Undamped angular frequency ω0 = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The damping regime.
    public enum Regime: String, Hashable, Sendable {
        /// ζ < 1: oscillates.
        case underdamped
        /// ζ = 1: fastest without overshoot (from rest).
        case criticallyDamped
        /// ζ > 1: creeps.
        case overdamped
    }

    /// The regime, with ζ within 1e-9 of 1 counting as critical.
    public var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return .criticallyDamped }
        return zeta < 1 ? .underdamped : .overdamped
    }

    /// Position (0 start, 1 target) at `time` seconds.
    public func position(at time: Double) -> Double { 1 + displacementAndVelocity(at: time).0 }

    /// Velocity in unit distances per second at `time` seconds.
    public func velocity(at time: Double) -> Double { displacementAndVelocity(at: time).1 }

    /// True once the spring is within `settlingTolerance` of the target and slower than
    /// `restingVelocityTolerance`.
    public func isDone(at time: Double) -> Bool {
        let (y, v) = displacementAndVelocity(at: time)
        return abs(y) < Self.settlingTolerance && abs(v) < Self.restingVelocityTolerance
    }

    /// Displacement from the target (x − 1) and velocity at `t`.
    private func displacementAndVelocity(at t: Double) -> (Double, Double) {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 - zeta * w0) / wd
            let decay = Double.exp(-zeta * w0 * t)
            let (c, s) = (Double.cos(wd * t), Double.sin(wd * t))
            let y = decay * (a * c + b * s)
            let v = decay * ((-zeta * w0) * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (y, v)
        case .criticallyDamped:
            let a = -1.0, b = v0 - w0
            let decay = Double.exp(-w0 * t)
            return (decay * (a + b * t), decay * (b - w0 * (a + b * t)))
        case .overdamped:
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (v0 + r2) / (r1 - r2), c2 = -1 - c1
            let e1 = Double.exp(r1 * t), e2 = Double.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The time after which the spring stays within `settlingTolerance` of the target and
    /// below `restingVelocityTolerance`, seconds (`CASpringAnimation.settlingDuration`):
    /// found by scanning the closed form backwards in 1 ms steps from a bound given by
    /// the decay envelope.
    public var settlingDuration: Double {
        let w0 = naturalFrequency, zeta = dampingRatio
        let slowestRate: Double
        switch regime {
        case .underdamped: slowestRate = zeta * w0
        case .criticallyDamped: slowestRate = w0 / 2
        case .overdamped: slowestRate = w0 * (zeta - (zeta * zeta - 1).squareRoot())
        }
        guard slowestRate > 0 else { return .infinity }
        let amplitude = 1 + abs(initialVelocity) / max(w0, 1e-9) + 1
        let tolerance = min(Self.settlingTolerance, Self.restingVelocityTolerance / max(w0, 1))
        let bound = min(Double.log(amplitude * max(w0, 1) / tolerance) / slowestRate + 1, 3600)
        let step = 0.001
        var time = bound
        while time > 0 {
            if !isDone(at: time) { return time + step }
            time -= step
        }
        return 0
    }
}
