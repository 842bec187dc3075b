/// A navigation controller's transition between two screens, as a state machine (drawn in
/// FlickUI.docc, Screens.md): a push or pop animates; an interactive pop follows the finger,
/// then finishes or cancels in an animation.
struct NavigationTransition {
    /// Push or pop.
    enum Operation: String { case push, pop }

    /// Where the transition is.
    enum State: Equatable {
        /// Animating to its end (a push or pop not driven by a finger).
        case animating
        /// Following the finger, at `progress` (0 = the upper screen covers, 1 = popped).
        case interactive(progress: Double)
        /// Released past the decision: animating to the end.
        case finishing
        /// Released short of the decision: animating back to where it began.
        case cancelling
    }

    /// What the transition does.
    let operation: Operation
    /// The controller on top before the transition.
    let from: ViewController
    /// The controller on top after it.
    let to: ViewController
    /// Where it is.
    private(set) var state: State

    /// A transition begun by a push or pop (`interactive` for a pop the finger drives).
    init(_ operation: Operation, from: ViewController, to: ViewController, interactive: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        state = interactive ? .interactive(progress: 0) : .animating
    }

    /// True while the finger drives it.
    var isInteractive: Bool { if case .interactive = state { true } else { false } }

    /// The finger moved: progress `progress` (clamped to 0…1). Only while interactive.
    mutating func update(progress: Double) {
        guard isInteractive else { return }
        state = .interactive(progress: min(max(progress, 0), 1))
    }

    /// The finger lifted: finish or cancel (see `NavigationController.shouldFinishPop`).
    /// Only while interactive; returns whether it finishes.
    @discardableResult
    mutating func release(finishing: Bool) -> Bool {
        guard isInteractive else { return false }
        state = finishing ? .finishing : .cancelling
        return finishing
    }

    /// True when the end of its animation completes the operation (not a cancel).
    var completes: Bool { state != .cancelling }
}
