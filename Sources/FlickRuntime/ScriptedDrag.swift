#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickInput
import FoundationEssentials

/// Scripted one-finger input as real touch frames, for profiling and benchmarks without a
/// recording: the same `TouchFrame`s FlickInput's decoder produces (touch id 0, slot 0,
/// locations in window points, times in seconds).
public enum ScriptedDrag {
    /// One frame with a single touch at (`x`, `y`) points at `time` seconds: `.moved` while
    /// `isDown`, `.ended` otherwise (the lift).
    public static func frame(time: Double, x: Double, y: Double, isDown: Bool = true,
                             phase: TouchPhase? = nil) -> TouchFrame {
        let location = Point(x: x, y: y)
        return TouchFrame(time: time, touches: [Touch(id: 0, slot: 0, trackingID: 0, location: location,
                                                      phase: phase ?? (isDown ? .moved : .ended))])
    }

    /// A drag that goes down at (`centerX` + `radius`, `centerY`) points, circles the centre
    /// once over `duration` seconds reported at `rate` Hz, and lifts one report later. The
    /// frames start at `start` seconds: `.began`, then `.moved`, then `.ended`.
    public static func circularDrag(start: Double, duration: Double, rate: Double, centerX: Double,
                                    centerY: Double, radius: Double) -> [TouchFrame] {
        let count = max(1, Int((duration * rate).rounded()))
        var frames: [TouchFrame] = []
        frames.reserveCapacity(count + 2)
        for step in 0...count {
            let angle = 2 * Double.pi * Double(step) / Double(count)
            frames.append(frame(time: start + Double(step) / rate, x: centerX + radius * cos(angle),
                                y: centerY + radius * sin(angle), phase: step == 0 ? .began : .moved))
        }
        if let last = frames.last?.touches.first {
            frames.append(frame(time: start + Double(count + 1) / rate, x: last.location.x, y: last.location.y,
                                isDown: false))
        }
        return frames
    }

    /// Flicks repeated every `period` seconds from `start` until `start + duration`: each
    /// goes down at `from`, moves by `travel` points over `flickDuration` seconds reported at
    /// `rate` Hz (linear, so it releases at `travel / flickDuration` points per second) and
    /// lifts one report later; the direction alternates so the content comes back.
    public static func flicks(start: Double, duration: Double, period: Double, rate: Double, from: Point,
                              travel: Point, flickDuration: Double) -> [TouchFrame] {
        precondition(period > flickDuration && rate > 0 && flickDuration > 0, "flicks need room and a rate")
        var frames: [TouchFrame] = []
        let reports = max(1, Int((flickDuration * rate).rounded()))
        var begin = start, sign = 1.0
        while begin + flickDuration + 1 / rate <= start + duration {
            var last = from
            for step in 0...reports {
                let f = Double(step) / Double(reports)
                last = Point(x: from.x + sign * travel.x * f, y: from.y + sign * travel.y * f)
                frames.append(frame(time: begin + Double(step) / rate, x: last.x, y: last.y,
                                    phase: step == 0 ? .began : .moved))
            }
            frames.append(frame(time: begin + Double(reports + 1) / rate, x: last.x, y: last.y, isDown: false))
            begin += period
            sign = -sign
        }
        return frames
    }
}
