/// What a view's touch handler learns besides the touches (UIKit's `UIEvent` for touches):
/// when the phase happened and when the window handed it over.
public struct TouchEvent: Hashable, Sendable {
    /// When the touches entered this phase (the frame's time), in seconds.
    public let time: Double
    /// When the window delivered them, in seconds: later than `time` when a recognizer held
    /// them (`delaysTouchesBegan`, `delaysTouchesEnded`).
    public let deliveredAt: Double

    /// Creates an event.
    public init(time: Double, deliveredAt: Double) {
        self.time = time
        self.deliveredAt = deliveredAt
    }
}
