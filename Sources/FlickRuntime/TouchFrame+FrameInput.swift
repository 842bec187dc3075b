import FlickInput

/// FlickInput's touch frame is the frame loop's input: `time` is the SYN_REPORT time in
/// seconds (CLOCK_MONOTONIC for a live device, from the first event for a recording, which
/// `ReplayInputSource` moves onto the frame clock).
extension TouchFrame: FrameInput {
    /// True when no touch in the frame ended or was cancelled (each began, moved or stayed).
    public var liftsNoTouch: Bool { touches.allSatisfy { !$0.phase.isFinal } }
    /// True when no touch in the frame began (each moved, stayed, ended or was cancelled).
    public var landsNoTouch: Bool { touches.allSatisfy { $0.phase != .began } }
}
