import RealModule
import FoundationEssentials

/// A fold driven by a pinch (EnterTheMatrix's FoldViewController, research note §2
/// "Fold driven by a gesture" [E1]): progress `p = |Δpinch| / 120 pt`, the fold angle is
/// 90°·p, set directly (no implicit animation). On release the fold completes when
/// `1 − cos(90°·p) ≥ 0.5` (p ≥ 2/3) or when the pinch still moves towards folding faster
/// than `releaseVelocityThreshold`, and returns when it moves back that fast; it
/// animates from where the fingers left it.
public struct InteractiveFold: Hashable, Sendable {
    /// The geometry (its timing function is not used: the fingers set the angle).
    public var transition: FoldTransition
    /// The progress state machine (complete progress 1).
    public private(set) var interaction: InteractiveProgress
    /// The pinch distance when the gesture began, points.
    public private(set) var startDistance: Double = 0

    /// Pinch distance change for a complete fold, points (120 pt [E1]).
    public static let pinchDistancePerFold = 120.0
    /// `1 − cos(90°·p)` at or above which a release completes the fold (0.5 [E1]).
    public static let finishCosineThreshold = 0.5
    /// Release speed of the pinch distance beyond which its direction decides, points
    /// per second (ours, matching MPFlipViewController's 125 pt/s swipe threshold [MV]).
    public static let releaseVelocityThreshold = 125.0

    /// Creates an interactive fold over `transition`.
    public init(transition: FoldTransition) {
        self.transition = transition
        interaction = InteractiveProgress(completeProgress: 1, fullSettleDuration: transition.duration)
    }

    /// The pinch began with its fingers `distance` points apart. While settling, the fold
    /// is caught at its current progress.
    public mutating func begin(pinchDistance distance: Double, at time: Double) {
        let current = interaction.progress(at: time)
        // Keep the progress continuous: pretend the pinch started where it would have.
        startDistance = distance + current * Self.pinchDistancePerFold
        interaction.begin(progress: current, at: time)
    }

    /// The fingers are `distance` points apart.
    public mutating func update(pinchDistance distance: Double) {
        interaction.update(progress: abs(distance - startDistance) / Self.pinchDistancePerFold)
    }

    /// The fingers lifted; `velocity` is the rate of change of the pinch distance, points
    /// per second (negative when pinching in).
    public mutating func end(pinchVelocity velocity: Double, lastDistance: Double, at time: Double) {
        let progress = interaction.progress(at: time)
        // Positive towards folding: the distance moving away from where it started.
        let direction: Double = lastDistance >= startDistance ? 1 : -1
        let towardsFold = velocity * direction
        let finish: Bool
        if towardsFold >= Self.releaseVelocityThreshold {
            finish = true
        } else if towardsFold <= -Self.releaseVelocityThreshold {
            finish = false
        } else {
            finish = 1 - Double.cos(.pi / 2 * progress) >= Self.finishCosineThreshold
        }
        interaction.end(finish: finish, at: time)
    }

    /// Settles if over (see `InteractiveProgress.advance(to:)`).
    public mutating func advance(to time: Double) { interaction.advance(to: time) }

    /// The fold angle at `time`, radians: 90°·p.
    public func angle(at time: Double) -> Double { .pi / 2 * interaction.progress(at: time) }

    /// The panels at `time`.
    public func panels(at time: Double) -> [TransitionPanel] { transition.panels(angle: angle(at: time)) }

    /// True once the fold has settled.
    public func isDone(at time: Double) -> Bool { interaction.isDone(at: time) }
}
