import FlickInput

/// Touch frames are the frame loop's input: `time` is the SYN_REPORT time in seconds
/// (CLOCK_MONOTONIC for live devices, the recording's time base for replays).
extension TouchFrame: FrameInput {}
