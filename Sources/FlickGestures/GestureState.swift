/// The state of a gesture recognizer, after UIKit's `UIGestureRecognizer.State`.
///
/// Continuous gestures go possible → began → changed… → ended or cancelled; discrete ones
/// go possible → recognized. Either may go possible → failed. Every recognizer returns to
/// possible (a reset) once it is in a final state and all its touches have ended.
/// See `GestureStates.md` for the diagram.
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    /// Collecting touches; nothing recognized yet (the initial state).
    case possible
    /// A continuous gesture was recognized and has started.
    case began
    /// A continuous gesture's values changed.
    case changed
    /// A continuous gesture finished normally.
    case ended
    /// A continuous gesture was taken away (lost touches, cancelled by the owner).
    case cancelled
    /// The recognizer decided the touches are not its gesture (or lost to another one).
    case failed
    /// A discrete gesture was recognized (UIKit's `.recognized`, which equals `.ended`).
    case recognized

    /// True for the states after which only a reset can follow.
    public var isFinal: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: return true
        case .possible, .began, .changed: return false
        }
    }

    /// True for began and changed: a continuous gesture in progress.
    public var isActive: Bool {
        switch self {
        case .began, .changed: return true
        case .possible, .ended, .cancelled, .failed, .recognized: return false
        }
    }

    /// True for the states that mean the gesture was recognized (began, changed, ended,
    /// recognized): such a recognizer excludes others that may not recognize with it.
    public var hasSucceeded: Bool {
        switch self {
        case .began, .changed, .ended, .recognized: return true
        case .possible, .cancelled, .failed: return false
        }
    }
}
