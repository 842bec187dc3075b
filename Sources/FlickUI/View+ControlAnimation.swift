import FlickAnimation

extension View {
    /// Animates the changes in `animations` with `spring` (its own stiffness and damping, for
    /// the controls whose springs are given as such: the segmented control's thumb), lasting
    /// the spring's settling duration; touches stay allowed.
    func animate(with spring: UnitSpringSimulation, animations: () -> Void) {
        let transactions = layer.transactionContext
        transactions.begin()
        transactions.animationDuration = spring.settlingDuration
        transactions.animationStyle = ImplicitAnimationStyle(spring: spring, beginsFromCurrentState: true)
        animations()
        transactions.commit()
    }
}
