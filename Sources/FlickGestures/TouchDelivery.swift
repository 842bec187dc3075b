import FlickInput

/// A touch phase the view's own touch handlers should receive, after the arbiter applied
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` [U1].
public struct TouchDelivery {
    /// The node hit by the session's first touch (the view that owns the touch handlers).
    public let node: any GestureNode
    /// The touch as of the frame the phase comes from.
    public let touch: Touch
    /// began, moved, ended or cancelled.
    public let phase: TouchPhase
    /// When the phase happened (the frame's time), in seconds.
    public let time: Double
    /// When the arbiter released it to the view, in seconds (later than `time` when delayed).
    public let deliveredAt: Double

    /// Creates a delivery.
    public init(node: any GestureNode, touch: Touch, phase: TouchPhase, time: Double, deliveredAt: Double) {
        self.node = node
        self.touch = touch
        self.phase = phase
        self.time = time
        self.deliveredAt = deliveredAt
    }
}
