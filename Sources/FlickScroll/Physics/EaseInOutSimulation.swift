import RealModule
import FoundationEssentials

/// A fixed-duration move from one position to another with a cosine ease-in-out
/// x = x0 + (x1 − x0)·(1 − cos(π·u))/2, u = τ/duration: the animation of
/// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and animated zooms.
public struct EaseInOutSimulation: ScrollSimulation, Hashable {
    /// Duration of programmatic scroll and zoom animations, in seconds (chosen by us, the
    /// length UIKit's animated `setContentOffset` appears to take; the note has no source).
    public static let defaultDuration = 0.3

    /// Start value (points, or any unit).
    public var from: Double
    /// End value.
    public var to: Double
    /// Start time, in seconds.
    public var startTime: Double
    /// Duration, in seconds (positive).
    public var duration: Double

    /// Creates an animation from `from` to `to` starting at `time`.
    public init(from: Double, to: Double, time: Double, duration: Double = EaseInOutSimulation.defaultDuration) {
        precondition(duration > 0, "an animation needs a positive duration")
        self.from = from
        self.to = to
        startTime = time
        self.duration = duration
    }

    /// Progress 0…1 at `time`, eased.
    public func progress(at time: Double) -> Double {
        if isDone(at: time) { return 1 }
        let u = min(max((time - startTime) / duration, 0), 1)
        return (1 - Double.cos(Double.pi * u)) / 2
    }

    /// The position in points at `time` seconds.
    public func position(at time: Double) -> Double { from + (to - from) * progress(at: time) }

    /// The velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double {
        let u = (time - startTime) / duration
        guard u > 0, !isDone(at: time) else { return 0 }
        return (to - from) * Double.pi / 2 * Double.sin(Double.pi * u) / duration
    }

    /// True once at rest at `time` seconds.
    public func isDone(at time: Double) -> Bool { time >= startTime + duration }
}
