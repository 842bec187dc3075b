import FlickInput

/// Whole one-finger gestures, for tests that need a plain tap or drag.
extension TraceBuilder {
    /// A one-finger tap at `point`: down, held `duration` seconds (50 ms: a quick tap, well
    /// under the 0.75 s tap limit), up; sampled at `rate` Hz from `start` seconds.
    public static func tap(at point: Point, start: Double = 0, duration: Double = 0.05, rate: Double = 120) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate, start: start)
        trace.down(0, at: point)
        trace.hold(duration)
        trace.up(0)
        return trace.frames
    }

    /// A one-finger drag from `point` by `delta` points over `duration` seconds, then a lift;
    /// `holdFirst` seconds still before it moves.
    public static func drag(from point: Point, by delta: Point, duration: Double = 0.3, holdFirst: Double = 0,
                            start: Double = 0, rate: Double = 120) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate, start: start)
        trace.down(0, at: point)
        if holdFirst > 0 { trace.hold(holdFirst) }
        trace.move([0], by: delta, duration: duration)
        trace.up(0)
        return trace.frames
    }
}
