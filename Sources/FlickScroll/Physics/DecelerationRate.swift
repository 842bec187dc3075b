import RealModule
import FoundationEssentials

/// How fast a fling slows down: the fraction of velocity kept per millisecond
/// (UIScrollView's `decelerationRate`).
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The velocity kept after one millisecond, in (0, 1).
    public var rawValue: Double

    /// Creates a rate from the velocity fraction kept per millisecond (must be in (0, 1)).
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate is in (0, 1)")
        self.rawValue = rawValue
    }

    /// UIScrollView's normal rate, 0.998 per ms (note §a1, [RE] "0.998 and 0.990").
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIScrollView's fast rate, 0.99 per ms (note §a1).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Milliseconds per second: the rate is per millisecond, times are in seconds.
    static let millisecondsPerSecond = 1000.0

    /// The exponent k in v(t) = v0·e^(k·t), in 1/s: 1000·ln(rate), negative.
    public var exponentPerSecond: Double { Self.millisecondsPerSecond * Double.log(rawValue) }

    /// The total distance in points a fling at `velocity` points per second travels
    /// before it stops: −v/k (0.4995·v for `normal`, 0.0995·v for `fast`).
    public func projectedDistance(velocity: Double) -> Double { -velocity / exponentPerSecond }

    /// The rate per millisecond, e.g. "0.998/ms".
    public var description: String { "\(rawValue)/ms" }
}
