/// Every contact on the panel at one instant: what one SYN_REPORT closes.
///
/// A frame lists every touch that is down, plus the touches that ended or were
/// cancelled in it (their last appearance). Touches are ordered by slot.
public struct TouchFrame: Hashable, Sendable {
    /// The time of the frame's SYN_REPORT, in seconds (monotonic, or since the first
    /// event of a recording).
    public var time: Double
    /// The contacts, ordered by slot.
    public var touches: [Touch]

    /// Creates a frame.
    public init(time: Double, touches: [Touch]) {
        self.time = time
        self.touches = touches
    }

    /// The touches still down after this frame (not ended or cancelled).
    public var activeTouches: [Touch] { touches.filter { !$0.phase.isFinal } }
}
