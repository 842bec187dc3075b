import FlickAnimation
import FlickInput

/// How the window's input view slides in and out, and its height when the view does not
/// say (`sizeThatFits(_:)`), after iOS.
public enum KeyboardSlide {
    /// The notified duration of UIKit's keyboard slide, seconds (logged on iOS 7 and later:
    /// stackoverflow.com/questions/19482573). UIKit's real motion is a private curve (7) that
    /// runs past it; see `slideDuration`.
    public static let notifiedDuration = 0.25
    /// How long Flick's slide lasts, seconds: twice the notified duration, over which the
    /// Bézier `slideCurve` fits UIKit's motion (developer.apple.com/forums/thread/48088).
    /// Flick notifies the duration it really uses, so observers move in step.
    public static let slideDuration = 2 * notifiedDuration
    /// The slide's curve: the Bézier (0.38, 0.70, 0.125, 1.0) fitted to UIKit's keyboard
    /// (developer.apple.com/forums/thread/48088); at 25/50/75 % of the time it has covered
    /// 62/93/99 % of the way. Preferred over the forum's spring (mass 3, stiffness 1000,
    /// damping 500), which is overdamped and reaches only 63 % in 0.5 s.
    public static let slideCurve = TimingFunction.cubicBezier(x1: 0.38, y1: 0.70, x2: 0.125, y2: 1.0)

    /// The keyboard height for a window of `size` points, when the input view does not size
    /// itself: `KeyboardMetrics.standardRowCount` rows of the window's metrics
    /// (`KeyboardMetrics.metrics(forWindowSize:)`), iOS's heights before the QuickType bar.
    public static func height(forWindowSize size: Size) -> Double {
        Double(KeyboardMetrics.standardRowCount) * KeyboardMetrics.metrics(forWindowSize: size).rowHeight
    }
}
