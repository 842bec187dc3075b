/// The lifecycle shared by every recognizer: which state may follow which (UIKit's rules,
/// research note gestures.md "How the anchors work", [U1]). Recognizers own one and move it
/// only through `transition(to:)`, which refuses illegal moves.
/// Diagram: `GestureStates.md` beside this file.
public struct GestureStateMachine: Sendable, Hashable {
    /// Whether the gesture is discrete (tap, swipe) or continuous (pan, pinch, …).
    public enum Kind: String, Sendable, Hashable {
        /// possible → recognized | failed.
        case discrete
        /// possible → began → changed… → ended | cancelled, or possible → failed.
        case continuous
    }

    /// Discrete or continuous.
    public let kind: Kind
    /// The current state.
    public private(set) var state: GestureState = .possible

    /// Creates a machine in the possible state.
    public init(kind: Kind) { self.kind = kind }

    /// True when `next` may follow the current state.
    public func canTransition(to next: GestureState) -> Bool {
        switch (kind, state) {
        case (.discrete, .possible):
            return next == .recognized || next == .failed
        case (.continuous, .possible):
            return next == .began || next == .failed
        case (.continuous, .began), (.continuous, .changed):
            return next == .changed || next == .ended || next == .cancelled
        case (_, .recognized), (_, .failed), (_, .ended), (_, .cancelled):
            return next == .possible
        case (.discrete, .began), (.discrete, .changed):
            // A discrete machine never enters these states.
            return false
        }
    }

    /// Moves to `next` when legal and returns true; otherwise leaves the state and returns false.
    @discardableResult
    public mutating func transition(to next: GestureState) -> Bool {
        guard canTransition(to: next) else { return false }
        state = next
        return true
    }

    /// Returns to possible from a final state (or from possible); returns false (and does
    /// nothing) while a continuous gesture is still active.
    @discardableResult
    public mutating func reset() -> Bool {
        if state == .possible { return true }
        return transition(to: .possible)
    }
}
