/// What the arbiter reports to the owner: a recognizer entered a state (or an optimistic
/// recognition was retracted), with its values at that moment.
public struct GestureEvent {
    /// What happened.
    public enum Phase: String, Sendable, Hashable {
        /// A continuous gesture began.
        case began
        /// A continuous gesture's values changed.
        case changed
        /// A continuous gesture ended.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// A discrete gesture was recognized.
        case recognized
        /// An optimistic discrete recognition was withdrawn (a recognizer it required to fail
        /// succeeded after all).
        case retracted
    }

    /// The recognizer (a reference: compare with `===`).
    public let recognizer: GestureRecognizer
    /// What happened.
    public let phase: Phase
    /// When, in seconds (frame time, deadline or interpolated crossing time).
    public let time: Double
    /// The recognizer's values at that moment.
    public let values: GestureValues
    /// True for a discrete recognition reported before the recognizers it requires to fail
    /// have failed (the optimistic tap); a `retracted` event may follow.
    public let isProvisional: Bool

    /// Creates an event.
    public init(recognizer: GestureRecognizer, phase: Phase, time: Double, values: GestureValues,
                isProvisional: Bool = false) {
        self.recognizer = recognizer
        self.phase = phase
        self.time = time
        self.values = values
        self.isProvisional = isProvisional
    }
}
