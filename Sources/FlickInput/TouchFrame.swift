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
    /// True for a frame a `TouchResampler` made (positions at a display frame's sampling
    /// instant, not a report from the panel; Android's `PointerCoords::isResampled`):
    /// recognizers move with it but velocity trackers skip it.
    public var isResampled: Bool

    /// Creates a frame.
    public init(time: Double, touches: [Touch], isResampled: Bool = false) {
        self.time = time
        self.touches = touches
        self.isResampled = isResampled
    }

    /// The touches still down after this frame (not ended or cancelled).
    public var activeTouches: [Touch] { touches.filter { !$0.phase.isFinal } }
}
