/// A transition a recognizer asks for; the arbiter decides (in time order) whether it
/// happens now, waits, or fails instead.
struct GestureProposal {
    /// Who asks.
    let recognizer: GestureRecognizer
    /// The requested state.
    let state: GestureState
    /// When, in seconds (interpolated crossing times may lie between frames).
    let time: Double
    /// Why.
    let reason: GestureReason
    /// The recognizer's values at `time`.
    let values: GestureValues
    /// Arrival order, to keep the sort stable.
    var order: Int = 0
}
