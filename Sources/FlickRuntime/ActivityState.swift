/// How the frame loop paces given the window's visibility and focus: full rate when
/// visible and focused, a low rate when visible but unfocused, and no frames (wait for
/// input) when hidden or minimised. Leaving either reduced mode resumes at once.
/// Transitions: `ActivityStates.md`.
public struct ActivityState: Hashable, Sendable {
    /// Where the window is.
    public enum State: Hashable, Sendable {
        /// Visible and focused: frames at the full rate.
        case active
        /// Visible, not focused: frames at the low rate.
        case throttled
        /// Hidden or minimised: frames only when input arrives. `focused` remembers the
        /// focus to return to when the window shows again.
        case suspended(focused: Bool)
    }

    /// How the loop paces in a state.
    public enum Pacing: Hashable, Sendable {
        /// Frames on the full-rate deadline grid.
        case fullRate
        /// Frames at the low rate; input wakes the loop early.
        case lowRate
        /// No frames until input arrives (the window is rechecked periodically).
        case waitForInput
    }

    /// The current state.
    public private(set) var state: State

    /// Creates the machine in `state` (active by default).
    public init(_ state: State = .active) { self.state = state }

    /// The pacing for the current state.
    public var pacing: Pacing {
        switch state {
        case .active: .fullRate
        case .throttled: .lowRate
        case .suspended: .waitForInput
        }
    }

    /// Applies a window event. Returns `true` when the loop must resume full-rate frames
    /// now (the window came back to active from a reduced mode).
    @discardableResult
    public mutating func handle(_ event: WindowEvent) -> Bool {
        let before = state
        switch (state, event) {
        case (.active, .focusLost):
            state = .throttled
        case (.active, .hidden), (.active, .minimized):
            state = .suspended(focused: true)
        case (.active, .shown), (.active, .restored), (.active, .focusGained):
            break
        case (.throttled, .focusGained):
            state = .active
        case (.throttled, .hidden), (.throttled, .minimized):
            state = .suspended(focused: false)
        case (.throttled, .shown), (.throttled, .restored), (.throttled, .focusLost):
            break
        case (.suspended(let focused), .shown), (.suspended(let focused), .restored):
            state = focused ? .active : .throttled
        case (.suspended, .focusGained):
            state = .suspended(focused: true)
        case (.suspended, .focusLost):
            state = .suspended(focused: false)
        case (.suspended, .hidden), (.suspended, .minimized):
            break
        }
        if before != state { log.trace("activity \(before) → \(state) on \(event)") }
        return before != .active && state == .active
    }
}
