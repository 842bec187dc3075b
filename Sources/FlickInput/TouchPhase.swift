/// Where a touch is in its life, as of one touch frame (UIKit's `UITouch.Phase`).
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The touch first appeared in this frame.
    case began
    /// The touch is down and moved since the previous frame.
    case moved
    /// The touch is down and did not move since the previous frame.
    case stationary
    /// The touch lifted in this frame; this is its last appearance.
    case ended
    /// The touch was taken away (palm, SYN_DROPPED, unplug, end of a recording); last appearance.
    case cancelled

    /// True for `ended` and `cancelled`: the touch will not appear again.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
