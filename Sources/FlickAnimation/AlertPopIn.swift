/// The pop-in of the classic custom alert view: the alert's `transform.scale` runs
/// through keyframes 0.6, 1.1, 0.9, 1.0 at key times 0, 0.6, 0.8, 1.0 over 0.2555 s,
/// while the dimming background fades in from opacity 0 to 1 over the same time
/// (the classic custom alert's keyframes). Segments are linear, as `CAKeyframeAnimation`'s
/// default.
public struct AlertPopIn: Sendable {
    /// Total duration, seconds (0.2555 s).
    public static let duration = 0.2555
    /// Scale keyframes.
    public static let scaleValues: [Double] = [0.6, 1.1, 0.9, 1.0]
    /// Key times of the scale keyframes, fractions of the duration.
    public static let keyTimes: [Double] = [0, 0.6, 0.8, 1.0]
    /// Background opacity at the start and the end.
    public static let backgroundOpacityRange = (from: 0.0, to: 1.0)

    /// Creates the pop-in description.
    public init() {}

    /// The keyframe animation of the alert's `transform.scale` (add it to the alert layer).
    public var scaleAnimation: KeyframeAnimation<Double> {
        KeyframeAnimation(keyPath: "transform.scale", values: Self.scaleValues, keyTimes: Self.keyTimes,
                          duration: Self.duration)
    }

    /// The basic animation of the background's `opacity` (add it to the dimming layer).
    public var backgroundOpacityAnimation: BasicAnimation<Double> {
        BasicAnimation(keyPath: "opacity", from: Self.backgroundOpacityRange.from,
                       to: Self.backgroundOpacityRange.to, duration: Self.duration)
    }
}
