/// Frames on demand: whether a full-rate loop draws its next frame or sleeps. A frame that
/// showed nothing new (no input, no window event, no main-queue work before it) of a scene
/// whose frames do not change by themselves (`FrameWork.changesWithoutInput(at:)`) is the
/// last one: the loop then sleeps until input, a window event, main-queue work or the
/// scene's next deadline (`FrameWork.nextWake`), and its first frame after waking starts at
/// once on a new deadline grid, shown as soon as its predicted cost allows (nothing on screen
/// waits for a deadline). Pure: the loop tells it what happened and carries out the action it returns.
/// Transitions: `FramesOnDemand.md`.
public struct FrameDemand: Hashable, Sendable {
    /// Whether the loop draws.
    public enum State: Hashable, Sendable {
        /// Frames at the full rate.
        case drawing
        /// No frames: the last one showed everything there is to show.
        case sleeping
    }

    /// What the loop does next.
    public enum Action: Hashable, Sendable {
        /// Draws a frame on the running deadline grid.
        case draw
        /// Draws a frame on a new grid starting now (the first after a sleep).
        case resume
        /// Sleeps until something comes or the scene's next wake-up, then asks again.
        case sleep
    }

    /// The current state.
    public private(set) var state: State

    /// Creates the machine in `state` (drawing by default: the first frame is always drawn).
    public init(_ state: State = .drawing) { self.state = state }

    /// Before an iteration: `changed` is true when something came since the last frame (input,
    /// a window event, main-queue work), `changesByItself` when the scene's frames change with
    /// no input now (an animation, a deadline due).
    public mutating func next(changed: Bool, changesByItself: Bool) -> Action {
        switch state {
        case .drawing:
            return .draw
        case .sleeping:
            guard changed || changesByItself else { return .sleep }
            state = .drawing
            return .resume
        }
    }

    /// After a frame: `quiet` when it showed nothing new (no input delivered, none carried,
    /// no window event or main-queue work before it), `changesByItself` as in `next`.
    public mutating func frameEnded(quiet: Bool, changesByItself: Bool) {
        switch state {
        case .drawing:
            if quiet && !changesByItself { state = .sleeping }
        case .sleeping:
            // A frame drawn while asleep (a reduced rate's, then back): draw on.
            state = .drawing
        }
    }

    /// The loop left full rate (unfocused, hidden): it draws again when it comes back.
    public mutating func reset() { state = .drawing }
}
