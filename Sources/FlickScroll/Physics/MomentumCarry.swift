import RealModule
import FoundationEssentials

/// Momentum carried into a repeated fling (Flutter's rule, note §a2 "Momentum carry"):
/// catching a fling that still moves at v_held and flinging again in the same direction
/// adds carried = sign(v_held)·min(0.000816·|v_held|^1.967, 40000) points per second to the
/// new release velocity, provided
/// - the new fling has the same sign as the held velocity,
/// - |v_new| > 0.5·|carried|, and
/// - the finger was not still for more than 20 ms before it lifted.
///
/// Example (note §b8): catching a 1000 pt/s fling after 100 ms (v_held = 818.5) and
/// re-flinging at 1000 pt/s releases at 1000 + 438.2 pt/s.
public enum MomentumCarry {
    /// Flutter's coefficient of the carried-momentum power law, (pt/s)^(1 − 1.967).
    public static let coefficient = 0.000816
    /// Flutter's exponent of the carried-momentum power law.
    public static let exponent = 1.967
    /// Flutter's cap on carried momentum, in points per second.
    public static let maximum = 40_000.0
    /// The new fling must be faster than this fraction of the carried momentum (Flutter's
    /// `momentumRetainVelocityThresholdFactor`).
    public static let retainVelocityFactor = 0.5
    /// Longest stillness before lift that still keeps momentum, in seconds (Flutter's
    /// `momentumRetainStationaryDurationThreshold`, 20 ms).
    public static let maximumStillDuration = 0.020

    /// The momentum carried from a held velocity, in points per second.
    public static func carried(from heldVelocity: Double) -> Double {
        guard heldVelocity != 0 else { return 0 }
        let magnitude = min(coefficient * Double.pow(abs(heldVelocity), exponent), maximum)
        return heldVelocity < 0 ? -magnitude : magnitude
    }

    /// The release velocity after carrying momentum, in points per second.
    /// - Parameters:
    ///   - releaseVelocity: the new fling's velocity, points per second.
    ///   - heldVelocity: the velocity the previous fling had when the finger caught it.
    ///   - stillDuration: how long the finger had not moved before lifting, seconds.
    public static func velocity(release releaseVelocity: Double, held heldVelocity: Double,
                                stillDuration: Double) -> Double {
        let carry = carried(from: heldVelocity)
        guard carry != 0, (releaseVelocity > 0) == (carry > 0), releaseVelocity != 0,
              abs(releaseVelocity) > retainVelocityFactor * abs(carry),
              stillDuration <= maximumStillDuration else { return releaseVelocity }
        return releaseVelocity + carry
    }
}
