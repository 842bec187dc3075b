import RealModule
import FoundationEssentials

/// A fling slowing down by a constant fraction per millisecond, in closed form from the
/// release time (note §a1, ScrollMechanics / Compose's Cupertino decay):
///
/// v(t) = v0·e^(k·τ), x(t) = x0 + v0·(e^(k·τ) − 1)/k, with τ = t − start and k = 1000·ln(rate).
///
/// It stops once less than `restDistance` (0.5 pt) remains to the projected end
/// x∞ = x0 − v0/k, and from then on rests exactly on x∞ (the jump is < 0.5 pt and the
/// velocity there is below 1 pt/s at the normal rate).
public struct DecelerationSimulation: ScrollSimulation, Hashable {
    /// Remaining distance below which a fling stops, in points (note §a1: threshold 0.5).
    public static let defaultRestDistance = 0.5

    /// Position at `startTime`, in points.
    public var startPosition: Double
    /// Velocity at `startTime`, in points per second.
    public var startVelocity: Double
    /// The time the fling starts (the release), in seconds.
    public var startTime: Double
    /// The deceleration rate.
    public var rate: DecelerationRate
    /// Remaining distance below which the fling stops, in points.
    public var restDistance: Double

    /// Creates a fling from `position` with `velocity` at `time`.
    public init(position: Double, velocity: Double, time: Double, rate: DecelerationRate = .normal,
                restDistance: Double = DecelerationSimulation.defaultRestDistance) {
        startPosition = position
        startVelocity = velocity
        startTime = time
        self.rate = rate
        self.restDistance = restDistance
    }

    /// The velocity that makes a fling from `position` come to rest exactly on `target`,
    /// in points per second (used when a delegate moves the target offset).
    public static func velocity(from position: Double, to target: Double,
                                rate: DecelerationRate = .normal) -> Double {
        -(target - position) * rate.exponentPerSecond
    }

    private var k: Double { rate.exponentPerSecond }

    /// Where the fling comes to rest, in points: x0 − v0/k.
    public var restingPosition: Double { startPosition - startVelocity / k }

    /// How long the fling runs before it stops, in seconds:
    /// ln(restDistance·|k|/|v0|)/k, or 0 when the whole fling is shorter than `restDistance`.
    public var duration: Double {
        let total = abs(startVelocity / k)
        guard total > restDistance else { return 0 }
        return Double.log(restDistance / total) / k
    }

    /// The time the fling stops, in seconds.
    public var endTime: Double { startTime + duration }

    /// The position in points at `time` seconds.
    public func position(at time: Double) -> Double {
        let tau = time - startTime
        if tau <= 0 { return startPosition }
        if tau >= duration { return restingPosition }
        return startPosition + startVelocity * Double.expMinusOne(k * tau) / k
    }

    /// The velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        let tau = time - startTime
        if tau >= duration { return 0 }
        return startVelocity * Double.exp(k * max(0, tau))
    }

    /// True once at rest at `time` seconds.
    public func isDone(at time: Double) -> Bool { time - startTime >= duration }

    /// The first time at or after the start when the fling reaches `target` points, or
    /// `nil` when it stops before: t* = ln(1 + k·(target − x0)/v0)/k (note §b4).
    public func time(reaching target: Double) -> Double? {
        let distance = target - startPosition
        if distance == 0 { return startTime }
        guard startVelocity != 0, (distance > 0) == (startVelocity > 0) else { return nil }
        let argument = 1 + k * distance / startVelocity
        guard argument > 0 else { return nil }
        let tau = Double.log(argument) / k
        guard tau <= duration else { return nil }
        return startTime + tau
    }
}
