/// A pending deadline of a `GestureArbiter`: when it falls and whose it is. A frame loop that
/// foresees what a frame will run (`GestureArbiter.deadlines(through:)`) can tell one
/// deadline's cost from another's by its owner: a long press beginning may pop in a whole
/// overlay, a double-tap window closing usually changes nothing on screen.
public struct GestureDeadline {
    /// When the deadline falls, seconds.
    public let time: Double
    /// The recognizer whose deadline it is (a long press beginning, a tap window closing), or
    /// `nil` for the release of touches held by a limited content-touch delay (a scroll view's
    /// `delaysContentTouches`), which hands them to their views.
    public let recognizer: GestureRecognizer?

    /// Creates a deadline at `time` seconds, `recognizer`'s or (`nil`) a held-touch release.
    public init(time: Double, recognizer: GestureRecognizer?) {
        self.time = time
        self.recognizer = recognizer
    }
}
