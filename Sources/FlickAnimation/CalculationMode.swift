/// How a keyframe animation computes values between keyframes
/// (`CAAnimationCalculationMode`, research note §1 "CAKeyframeAnimation" [A8]).
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring keyframes at their key times (default).
    case linear
    /// Each value in turn, no interpolation.
    case discrete
    /// Linear, with key times generated for constant speed; ignores `keyTimes` and
    /// `timingFunctions`.
    case paced
    /// A Kochanek–Bartels (Catmull-Rom when tension, continuity and bias are 0) spline
    /// through the keyframes at their key times.
    case cubic
    /// The cubic spline traversed at constant speed; ignores `keyTimes` and `timingFunctions`.
    case cubicPaced
}
