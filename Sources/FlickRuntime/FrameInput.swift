/// One unit of input the frame loop delivers: something with a timestamp on the frame
/// clock's time base (CLOCK_MONOTONIC seconds for live devices, so the kernel timestamp
/// of a touch frame is directly comparable with present times).
///
/// FlickInput's `TouchFrame` conforms with `extension TouchFrame: FrameInput {}` (its
/// `time` is the SYN_REPORT timestamp in seconds).
public protocol FrameInput {
    /// When the input happened, in seconds on the frame clock's time base. Settable so a
    /// replay can move a recording onto the clock's time base.
    var time: Double { get set }
}
