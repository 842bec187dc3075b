import FlickInput

/// One touch as a recognizer follows it: where it started and where it is, in window points.
public struct TrackedTouch: Sendable, Hashable {
    /// The touch's stable id (`Touch.id`).
    public var id: Int
    /// Where it came down.
    public var start: Point
    /// When it came down, in seconds.
    public var startTime: Double
    /// Its location in the latest frame.
    public var location: Point
    /// Its location in the frame before (equal to `location` in the frame it began).
    public var previous: Point
    /// Its phase in the latest frame (`stationary` when the frame did not list it).
    public var phase: TouchPhase

    /// True once the touch has ended or was cancelled.
    public var isFinal: Bool { phase.isFinal }
}
