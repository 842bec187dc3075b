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
    /// True when nothing lifts in the input (touches land, move or stay). A late redraw
    /// (`FrameLoopConfiguration.redrawsLateInput`) delivers such input; input from the first
    /// that lifts a touch on (which may run a recognizer's action: a tab switch, an alert, at a
    /// cost no redraw can abandon) waits for the next frame, planned for what a lift may cost.
    var liftsNoTouch: Bool { get }
    /// True when no touch lands in the input (touches move, stay or lift). A late redraw of a
    /// frame that drew nothing holds input that lands one for the next frame when a frame of its
    /// key would not end in time: what a touch wakes (a highlight, a pop-up) is drawn whole.
    var landsNoTouch: Bool { get }
}

extension FrameInput {
    /// False unless the input says otherwise: a late redraw delivers none of it.
    public var liftsNoTouch: Bool { false }
    /// False unless the input says otherwise: a touch may land in it.
    public var landsNoTouch: Bool { false }
}
