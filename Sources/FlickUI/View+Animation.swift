import FlickAnimation
import RealModule
import FoundationEssentials

/// UIKit-style animation blocks over the tree's `TransactionContext` (implicit animations).
///
/// They are instance methods (UIKit's are class methods): the block's changes animate in
/// the transactions of this view's tree (its window's, `Layer.transactionContext`), since
/// Flick keeps no per-thread state. Changes to views of another tree apply at once.
extension View {
    /// UIKit's default curve for `UIView.animate`: ease in, ease out.
    public static let defaultAnimationTimingFunction = TimingFunction.easeInEaseOut

    /// The damping ratio below which a spring block is treated as this (an undamped spring
    /// never settles; our choice, logged).
    public static let minimumSpringDampingRatio = 0.01

    /// Animates the property changes made in `animations` over `duration` seconds, after
    /// `delay` seconds (`UIView.animate(withDuration:delay:options:animations:completion:)`):
    /// they animate implicitly to the new values, with the curve, repeats and interaction
    /// rules of `options`. The model values change at once. `completion` runs in the frame
    /// that ends the last animation (`Window.displayList(at:)`, time passed in) with `true`,
    /// or `false` as soon as one is replaced or removed first; at once (`true`) when nothing
    /// changed. A duration that is negative or not finite applies the changes at once
    /// (logged, naming the view).
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: nil,
            animations: animations, completion: completion)
    }

    /// Like `animate(withDuration:delay:options:animations:completion:)` with any timing
    /// function (a custom Bézier, steps) instead of the options' curve (as
    /// `UIViewPropertyAnimator`'s timing parameters allow).
    public func animate(
        withDuration duration: Double, delay: Double = 0, timingFunction: TimingFunction,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: nil, timingFunction: timingFunction,
            animations: animations, completion: completion)
    }

    /// Like `animate(withDuration:delay:options:animations:completion:)` with the motion of
    /// a spring (`usingSpringWithDamping:initialSpringVelocity:`): `dampingRatio` 1 settles
    /// without overshoot, smaller values oscillate; `velocity` is the initial speed in
    /// whole moves per second (1 covers the distance in one second). The spring is tuned to
    /// settle within `duration` (``spring(settlingIn:dampingRatio:initialVelocity:)``).
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var ratio = dampingRatio.isFinite ? dampingRatio : 1
        if ratio < Self.minimumSpringDampingRatio {
            log.warning(
                "\(debugName): spring damping ratio \(dampingRatio) is below \(Self.minimumSpringDampingRatio); using that"
            )
            ratio = Self.minimumSpringDampingRatio
        }
        let spring =
            duration > 0 && duration.isFinite
            ? Self.spring(settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity.isFinite ? velocity : 0)
            : nil
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: spring,
            animations: animations, completion: completion)
    }

    /// Applies the changes in `changes` at once, even inside an animation block
    /// (`UIView.performWithoutAnimation`).
    public func performWithoutAnimation(_ changes: () -> Void) {
        layer.transactionContext.perform(disableActions: true, changes)
    }

    /// A unit spring with `dampingRatio` whose settling duration is `duration` seconds
    /// (UIKit's spring blocks last their duration): mass 1, the stiffness found by scaling
    /// the natural frequency until `UnitSpringSimulation.settlingDuration` matches (it
    /// scales as 1/ω0; a few rounds converge to the 1 ms scan step).
    public static func spring(
        settlingIn duration: Double, dampingRatio: Double,
        initialVelocity: Double
    ) -> UnitSpringSimulation {
        func make(_ omega: Double) -> UnitSpringSimulation {
            UnitSpringSimulation(
                mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                initialVelocity: initialVelocity)
        }
        // First guess from the decay envelope: e^(−ζω0·T) = tolerance.
        let decayRate =
            dampingRatio < 1 ? dampingRatio : 1 / (dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot())
        var omega = -Double.log(UnitSpringSimulation.settlingTolerance) / (max(decayRate, 1e-3) * duration)
        for _ in 0..<Self.springFittingRounds {
            let settling = make(omega).settlingDuration
            guard settling > 0, settling.isFinite else { break }
            omega *= settling / duration
        }
        return make(omega)
    }

    /// Rounds of `spring(settlingIn:…)`'s fit (our choice; the tests find the settling
    /// duration within 10 ms of the one asked for).
    static let springFittingRounds = 4

    private func runAnimationBlock(
        duration: Double, delay: Double, options: AnimationOptions,
        spring: UnitSpringSimulation?, timingFunction: TimingFunction? = nil, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let transactions = layer.transactionContext
        guard duration.isFinite, duration >= 0 else {
            log.warning(
                "\(debugName): animation duration \(duration) s is not a finite, non-negative number; the changes apply at once"
            )
            transactions.perform(disableActions: true, animations)
            completion?(true)
            return
        }
        if !(delay.isFinite && delay >= 0) {
            log.warning("\(debugName): animation delay \(delay) s is not a finite, non-negative number; using 0")
        }
        transactions.begin()
        transactions.animationDuration = duration
        transactions.timingFunction = timingFunction ?? options.timingFunction
        transactions.animationStyle = ImplicitAnimationStyle(
            delay: delay.isFinite && delay > 0 ? delay : 0, spring: spring,
            repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
            beginsFromCurrentState: options.contains(.beginFromCurrentState),
            carriesVelocity: options.contains(.beginFromCurrentState))
        transactions.completionHandler = completion
        animations()
        if !options.contains(.allowUserInteraction) {
            blockInteraction(during: transactions.animationsInInnermostTransaction)
        }
        transactions.commit()
    }

    /// Makes the views whose layers run one of `animations` ignore touches until it ends
    /// (UIKit without `.allowUserInteraction`).
    private func blockInteraction(during animations: [Animation]) {
        guard !animations.isEmpty else { return }
        let added = Set(animations.map(ObjectIdentifier.init))
        var root: View = self
        while let parent = root.superview { root = parent }
        for view in root.subtree {
            let running = view.layer.animationKeys.compactMap { view.layer.animation(forKey: $0) }
                .filter { added.contains(ObjectIdentifier($0)) }
            guard !running.isEmpty else { continue }
            view.interactionBlockingAnimations.removeAll { $0.hasFinished }
            view.interactionBlockingAnimations += running
        }
    }

    /// True while an animation made without `.allowUserInteraction` runs on this view at
    /// `time` (seconds; `nil`: until it has finished).
    func isInteractionBlockedByAnimation(at time: Double?) -> Bool {
        guard !interactionBlockingAnimations.isEmpty else { return false }
        interactionBlockingAnimations.removeAll { $0.hasFinished }
        return interactionBlockingAnimations.contains { animation in
            guard let time else { return true }
            return !animation.isFinished(at: time)
        }
    }
}
