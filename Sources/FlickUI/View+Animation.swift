import FlickAnimation

/// UIKit-style animation blocks over `Transaction`.
extension View {
    /// UIKit's default curve for `UIView.animate`: ease in, ease out.
    public static let defaultAnimationTimingFunction = TimingFunction.easeInEaseOut

    /// Animates the property changes made in `animations` over `duration` seconds
    /// (`UIView.animate(withDuration:animations:completion:)`): they animate implicitly from
    /// what is on screen to the new values. `completion` runs once every animation has
    /// finished (`true`) or some were replaced or removed first (`false`); at once (`true`)
    /// when nothing changed.
    public static func animate(withDuration duration: Double,
                               timingFunction: TimingFunction = defaultAnimationTimingFunction,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        Transaction.begin()
        Transaction.animationDuration = duration
        Transaction.timingFunction = timingFunction
        Transaction.completionHandler = completion
        animations()
        Transaction.commit()
    }

    /// Applies the changes in `changes` at once, even inside an animation block
    /// (`UIView.performWithoutAnimation`).
    public static func performWithoutAnimation(_ changes: () -> Void) {
        Transaction.perform(disableActions: true, changes)
    }
}
