/// The caret's opacity over time, as iOS 15.4 blinks it (Flutter editable_text.dart, "values
/// extracted from iOS 15.4 UIKit"): a 1 s loop, opaque for 0.5 s, fading out in four steps
/// of 37.5 ms to 0 at 0.65 s, off until 0.85 s, back in four steps to 1 at 1.0 s. The loop
/// restarts at every edit and caret move, so the caret stays solid while typing.
public enum CaretBlink {
    /// One blink, seconds.
    public static let period = 1.0
    /// How long the caret stays opaque at the start of a loop, seconds.
    public static let opaqueDuration = 0.5
    /// How long it stays off after fading, seconds (0.65 s to 0.85 s).
    public static let offDuration = 0.2
    /// One step of the fade, seconds.
    public static let stepDuration = 0.0375
    /// The steps of a fade (1 → 0.75 → 0.5 → 0.25 → 0).
    public static let steps = 4

    /// The opacity `elapsed` seconds after the loop (re)started; opaque before it.
    public static func opacity(after elapsed: Double) -> Double {
        guard elapsed.isFinite, elapsed > 0 else { return 1 }
        let t = elapsed.truncatingRemainder(dividingBy: period)
        let fadeOutEnd = opaqueDuration + Double(steps) * stepDuration
        let fadeInStart = fadeOutEnd + offDuration
        let step = 1 / Double(steps)
        if t < opaqueDuration { return 1 }
        if t < fadeOutEnd { return 1 - step * ((t - opaqueDuration) / stepDuration).rounded(.down) }
        if t < fadeInStart { return 0 }
        return min(1, step * ((t - fadeInStart) / stepDuration).rounded(.down))
    }
}
