import RealModule
import FoundationEssentials

/// A page flip driven by a pan (EnterTheMatrix's FlipViewController and
/// MPFlipViewController, research note §2 "Flip driven by a gesture" [E2][MV]): progress
/// `p = Δ / halfWidth` in 0…2 along the turning direction, stage switch at 1. On release
/// the flip completes if the pan moves forwards faster than 125 pt/s, returns if it moves
/// backwards that fast, and otherwise completes when p ≥ 1; it animates from where the
/// finger left it. With no page to turn to, the pan rubber-bands:
/// `p = 0.667·K·x^n / (1 + K·x^n)`, n = 1.6667, K = 1/(3·halfWidth), x the pan distance in
/// points, and a release always returns.
public struct InteractiveFlip: Hashable, Sendable {
    /// The geometry.
    public var transition: FlipTransition
    /// The progress state machine (complete progress 2).
    public private(set) var interaction: InteractiveProgress
    /// False when there is no page in this direction (rubber band).
    public var canTurn: Bool
    /// Where the pan began (its translation origin), points along the turning axis.
    public private(set) var startOffset: Double = 0

    /// Release speed beyond which the pan's direction decides, points per second (125 pt/s [MV]).
    public static let swipeVelocityThreshold = 125.0
    /// Rubber-band ceiling as a fraction of one stage (0.667 [E2]).
    public static let rubberBandLimit = 0.667
    /// Rubber-band exponent (1.6667 [E2]).
    public static let rubberBandExponent = 1.6667

    /// Creates an interactive flip over `transition`.
    public init(transition: FlipTransition, canTurn: Bool = true) {
        self.transition = transition
        self.canTurn = canTurn
        interaction = InteractiveProgress(completeProgress: 2, fullSettleDuration: transition.duration)
    }

    /// The signed distance a pan translation moves the page forwards, points: leftwards
    /// (horizontal) or upwards (vertical) for a forward flip.
    public func forwardDistance(translation: Double) -> Double {
        transition.direction == .forward ? -translation : translation
    }

    /// The progress a forward pan distance gives (rubber-banded when the page cannot turn).
    public func progress(forwardDistance x: Double) -> Double {
        let half = transition.halfExtent
        guard half > 0 else { return 0 }
        guard canTurn else {
            let d = max(x, 0)
            let k = 1 / (3 * half)
            let kxn = k * Double.pow(d, Self.rubberBandExponent)
            return Self.rubberBandLimit * kxn / (1 + kxn)
        }
        return x / half
    }

    /// The pan began at translation 0 (`at` time); while settling the page is caught.
    public mutating func begin(at time: Double) {
        let current = interaction.progress(at: time)
        startOffset = canTurn ? current * transition.halfExtent : 0
        interaction.begin(progress: current, at: time)
    }

    /// The pan's translation along the turning axis, points (x for horizontal, y for vertical).
    public mutating func update(translation: Double) {
        interaction.update(progress: progress(forwardDistance: startOffset + forwardDistance(translation: translation)))
    }

    /// The finger lifted with `velocity` along the turning axis, points per second.
    public mutating func end(velocity: Double, at time: Double) {
        let forwardVelocity = forwardDistance(translation: velocity)
        let finish: Bool
        if !canTurn {
            finish = false
        } else if forwardVelocity >= Self.swipeVelocityThreshold {
            finish = true
        } else if forwardVelocity <= -Self.swipeVelocityThreshold {
            finish = false
        } else {
            finish = interaction.progress(at: time) >= 1
        }
        interaction.end(finish: finish, at: time)
    }

    /// Settles if over.
    public mutating func advance(to time: Double) { interaction.advance(to: time) }

    /// The stage progress 0…2 at `time`.
    public func stageProgress(at time: Double) -> Double { interaction.progress(at: time) }

    /// The panels at `time`, in paint order.
    public func panels(at time: Double) -> [TransitionPanel] { transition.panels(stageProgress: stageProgress(at: time)) }

    /// True once the flip has settled.
    public func isDone(at time: Double) -> Bool { interaction.isDone(at: time) }
}
