import FlickAnimation
import FlickInput

/// What the window tells its keyboard observers (`Window.addKeyboardObserver(_:)`) as the
/// input view (the on-screen keyboard or a responder's `inputView`) moves: UIKit's
/// `keyboardWillShowNotification` family with its `userInfo` as fields.
///
/// Order, as UIKit posts them: showing sends `willChangeFrame` then `willShow` at once, and
/// `didChangeFrame` then `didShow` when the slide ends; hiding likewise with `willHide` and
/// `didHide`; a new size while shown (the window resized) sends `willChangeFrame` and
/// `didChangeFrame`. Observers animate alongside with the same duration and curve.
public struct KeyboardNotification: Hashable, Sendable {
    /// Which moment of the move.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// The keyboard starts sliding in.
        case willShow
        /// The keyboard is in place.
        case didShow
        /// The keyboard starts sliding out.
        case willHide
        /// The keyboard is gone.
        case didHide
        /// The keyboard's frame is about to change (sent with every show, hide and resize).
        case willChangeFrame
        /// The keyboard's frame changed.
        case didChangeFrame
    }

    /// Which moment.
    public var name: Name
    /// The keyboard's frame before the move, window points (below the window when hidden).
    public var frameBegin: Rect
    /// The keyboard's frame after the move, window points (below the window when hiding).
    public var frameEnd: Rect
    /// How long the move takes, seconds (0 for a move without animation).
    public var animationDuration: Double
    /// The move's timing curve.
    public var animationCurve: TimingFunction
    /// The window time the move started, seconds.
    public var time: Double

    /// A notification of `name` for a move from `frameBegin` to `frameEnd` (window points)
    /// over `animationDuration` seconds along `animationCurve`, begun at `time` (seconds).
    public init(
        name: Name, frameBegin: Rect, frameEnd: Rect, animationDuration: Double,
        animationCurve: TimingFunction, time: Double
    ) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.time = time
    }

    /// True for the `will…` moments.
    public var isWill: Bool { name == .willShow || name == .willHide || name == .willChangeFrame }
}
