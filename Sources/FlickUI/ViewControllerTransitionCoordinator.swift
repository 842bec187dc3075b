import FlickAnimation

/// A size or orientation change under way, handed to `viewWillTransition(to:with:)`
/// (`UIViewControllerTransitionCoordinator`): controllers queue animations to run alongside
/// it, in the same animation block, and work to do when it ends.
public final class ViewControllerTransitionCoordinator {
    /// How long the change animates, seconds (0 when it is not animated).
    public let transitionDuration: Double
    /// The curve the change animates with.
    public let timingFunction: TimingFunction
    /// The turn the interface makes against the panel: a rotation about z by the change's
    /// angle, clockwise on screen (identity for a resize without a turn). A view that must
    /// stay still on the panel (a camera preview) applies its inverse.
    public let targetTransform: Transform3D
    /// True when the change was cancelled (a rotation never is).
    public let isCancelled = false
    private var alongside: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinator) -> Void] = []

    /// True when the change animates.
    public var isAnimated: Bool { transitionDuration > 0 }

    init(duration: Double, timingFunction: TimingFunction, targetTransform: Transform3D) {
        transitionDuration = duration
        self.timingFunction = timingFunction
        self.targetTransform = targetTransform
    }

    /// Queues `animation` to run inside the change's animation block (its property changes
    /// animate with the change) and `completion` to run when the change has ended. Returns
    /// true, as UIKit does when the animations were queued.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
        completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the queued alongside animations (inside the change's block), once.
    func runAlongside() {
        let queued = alongside
        alongside = []
        for animation in queued { animation(self) }
    }

    /// Runs the queued completions, once.
    func runCompletions() {
        let queued = completions
        completions = []
        for completion in queued { completion(self) }
    }
}
