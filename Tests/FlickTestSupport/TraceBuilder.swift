import FlickInput

/// Builds touch-frame sequences for tests: fingers put down, moved along paths and
/// lifted, sampled at a chosen rate, with exact event times. Positions are in points.
///
/// ```swift
/// var trace = TraceBuilder(rate: 120)
/// trace.down(0, at: Point(x: 100, y: 100))
/// trace.move(0, to: Point(x: 300, y: 100), duration: 0.2)
/// trace.up(0)
/// let frames = trace.frames
/// ```
public struct TraceBuilder: Sendable {
    /// Sampling rate in frames per second.
    public var rate: Double
    /// The frames built so far, in time order.
    public private(set) var frames: [TouchFrame] = []
    /// The time of the last frame, in seconds.
    public private(set) var time: Double
    private var positions: [Int: Point] = [:]
    private var ids: [Int: Int] = [:]
    private var nextID = 1

    /// Creates an empty trace starting at `start` seconds, sampled at `rate` Hz.
    public init(rate: Double = 120, start: Double = 0) {
        self.rate = rate
        self.time = start
    }

    /// The fingers currently down, by finger index.
    public var fingersDown: [Int] { positions.keys.sorted() }

    /// Puts finger `finger` down at `point` in a new frame one sample after the last
    /// (or at `time`, when given).
    public mutating func down(_ finger: Int, at point: Point, time: Double? = nil) {
        down([(finger, point)], time: time)
    }

    /// Puts several fingers down in the same frame.
    public mutating func down(_ fingers: [(Int, Point)], time: Double? = nil) {
        var began: Set<Int> = []
        for (finger, point) in fingers {
            precondition(positions[finger] == nil, "finger \(finger) is already down")
            positions[finger] = point
            ids[finger] = nextID
            nextID += 1
            began.insert(finger)
        }
        emit(at: time ?? nextTime(), began: began, moved: [], ended: [])
    }

    /// Holds every finger still for `duration` seconds, emitting stationary frames.
    public mutating func hold(_ duration: Double) {
        let end = time + duration
        while time + 1 / rate <= end + 1e-12 {
            emit(at: nextTime(), began: [], moved: [], ended: [])
        }
    }

    /// Moves fingers linearly by `delta` (each) over `duration` seconds, sampled at `rate`.
    public mutating func move(_ fingers: [Int], by delta: Point, duration: Double) {
        move(fingers, duration: duration) { _, start, progress in start + delta * progress }
    }

    /// Moves one finger linearly to `point` over `duration` seconds.
    public mutating func move(_ finger: Int, to point: Point, duration: Double) {
        let start = positions[finger]!
        move([finger], duration: duration) { _, origin, progress in origin + (point - start) * progress }
    }

    /// Moves fingers along paths: `path(finger, start, progress 0…1)` gives the position.
    /// Progress is time-linear; use an eased progress in `path` for other motions.
    public mutating func move(_ fingers: [Int], duration: Double,
                              path: (Int, Point, Double) -> Point) {
        let starts = Dictionary(uniqueKeysWithValues: fingers.map { ($0, positions[$0]!) })
        let startTime = time
        let steps = max(1, Int((duration * rate).rounded()))
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            for finger in fingers { positions[finger] = path(finger, starts[finger]!, progress) }
            emit(at: startTime + duration * progress, began: [], moved: Set(fingers), ended: [])
        }
    }

    /// Lifts finger `finger` in a new frame one sample after the last.
    public mutating func up(_ finger: Int, time: Double? = nil) { up([finger], time: time) }

    /// Lifts several fingers in the same frame.
    public mutating func up(_ fingers: [Int], time: Double? = nil) {
        emit(at: time ?? nextTime(), began: [], moved: [], ended: Set(fingers))
        for finger in fingers {
            positions[finger] = nil
            ids[finger] = nil
        }
    }

    /// Waits `duration` seconds with no frames (nothing down, or a gap in sampling).
    public mutating func wait(_ duration: Double) { time += duration }

    private func nextTime() -> Double { time + 1 / rate }

    private mutating func emit(at when: Double, began: Set<Int>, moved: Set<Int>, ended: Set<Int>) {
        time = when
        let touches = positions.keys.sorted().map { finger -> Touch in
            let phase: TouchPhase = began.contains(finger) ? .began
                : ended.contains(finger) ? .ended
                : moved.contains(finger) ? .moved : .stationary
            return Touch(id: ids[finger]!, slot: finger, trackingID: ids[finger]!,
                         location: positions[finger]!, phase: phase)
        }
        frames.append(TouchFrame(time: when, touches: touches))
    }
}
