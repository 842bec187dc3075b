/// One recorded transition of one recognizer: when, from which state to which, and why.
/// Recorded when the recognizer's `recordsExplanations` is true (`GestureArbiter` can turn it
/// on for all); `GestureExplanationFormatter` turns them into text.
public struct GestureTransitionRecord: Sendable, Hashable {
    /// When the transition took effect, in seconds (an interpolated crossing time for
    /// threshold crossings).
    public var time: Double
    /// The recognizer's name.
    public var recognizer: String
    /// The state before.
    public var from: GestureState
    /// The state after (equal to `from` for notes such as "waiting", "retracted").
    public var to: GestureState
    /// Why.
    public var reason: GestureReason

    /// Creates a record.
    public init(time: Double, recognizer: String, from: GestureState, to: GestureState, reason: GestureReason) {
        self.time = time
        self.recognizer = recognizer
        self.from = from
        self.to = to
        self.reason = reason
    }
}
