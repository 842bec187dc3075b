#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickGestures
import FlickInput
import FoundationEssentials

/// The gesture benchmark behind `flick bench gestures`: the
/// standard set on one view, fed a synthetic mix of taps, double taps, drags, long presses,
/// two-finger pinches and rotations, as fast as it goes. Pure: the caller passes the clock.
public enum GestureBenchmark {
    /// A measurement.
    public struct Result: Sendable, Hashable {
        /// Touch frames processed.
        public var frames: Int
        /// Wall time taken, in seconds (from the caller's clock).
        public var seconds: Double
        /// Gesture events produced (discarded as they come).
        public var events: Int
        /// Frames per second.
        public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    }

    /// The synthetic workload, sampled at `rate` Hz: about 2.5 s of mixed gestures.
    public static func workload(rate: Double = 120) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        var time = 0.0
        var nextID = 1
        let step = 1 / rate
        func stroke(_ starts: [Point], duration: Double, path: (Int, Point, Double) -> Point) {
            let ids = starts.indices.map { nextID + $0 }
            nextID += starts.count
            let steps = max(1, Int((duration * rate).rounded()))
            time += step
            frames.append(TouchFrame(time: time, touches: starts.indices.map {
                Touch(id: ids[$0], slot: $0, location: starts[$0], phase: .began)
            }))
            var last = starts
            for index in 1...steps {
                time += step
                let progress = Double(index) / Double(steps)
                last = starts.indices.map { path($0, starts[$0], progress) }
                frames.append(TouchFrame(time: time, touches: starts.indices.map {
                    Touch(id: ids[$0], slot: $0, location: last[$0], phase: .moved)
                }))
            }
            time += step
            frames.append(TouchFrame(time: time, touches: starts.indices.map {
                Touch(id: ids[$0], slot: $0, location: last[$0], phase: .ended)
            }))
            time += 0.1
        }
        let still: (Int, Point, Double) -> Point = { _, start, _ in start }
        stroke([Point(x: 200, y: 200)], duration: 0.05, path: still)                       // tap
        time += 0.4
        stroke([Point(x: 200, y: 200)], duration: 0.05, path: still)                       // double tap
        stroke([Point(x: 205, y: 200)], duration: 0.05, path: still)
        stroke([Point(x: 100, y: 400)], duration: 0.3) { _, s, p in s + Point(x: 500 * p, y: 0) }  // swipe/pan
        stroke([Point(x: 300, y: 300)], duration: 0.8, path: still)                        // long press
        stroke([Point(x: 300, y: 300), Point(x: 400, y: 300)], duration: 0.3) { i, s, p in // pinch
            s + Point(x: (i == 0 ? -80 : 80) * p, y: 0)
        }
        stroke([Point(x: 300, y: 300), Point(x: 400, y: 300)], duration: 0.3) { i, s, p in // rotation
            let center = Point(x: 350, y: 300), angle = p * 0.8
            let offset = s - center
            return center + Point(x: offset.x * cos(angle) - offset.y * sin(angle),
                                  y: offset.x * sin(angle) + offset.y * cos(angle))
        }
        return frames
    }

    /// Runs the standard set over `frames` repeated `repetitions` times (shifted in time so
    /// the stream stays monotonic), timing it with `now` (seconds, any monotonic clock).
    public static func run(frames: [TouchFrame] = workload(), repetitions: Int = 200,
                           now: () -> Double) -> Result {
        let set = StandardGestureSet()
        let root = BasicGestureNode(name: "window")
        let arbiter = set.makeArbiter(on: root)
        arbiter.collectsTouchDeliveries = false
        let span = (frames.last?.time ?? 0) + GestureReplay.flushInterval
        var events = 0
        let start = now()
        for repetition in 0..<repetitions {
            let offset = Double(repetition) * span
            for var frame in frames {
                frame.time += offset
                arbiter.handle(frame) { _ in root }
                events += arbiter.events.count
                arbiter.discardEvents()
            }
            arbiter.advance(to: offset + span - 1)
            events += arbiter.events.count
            arbiter.discardEvents()
        }
        let seconds = now() - start
        return Result(frames: frames.count * repetitions, seconds: seconds, events: events)
    }
}
