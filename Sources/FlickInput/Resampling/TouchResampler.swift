/// Resamples moving touches to one instant per display frame, as Android's input consumer
/// does (`InputConsumer::resampleTouchState`, frameworks/native/libs/input): the position a
/// frame shows is where the finger was at `present − latency`, interpolated between the two
/// real samples around that instant, or extrapolated from the two latest when none is newer,
/// by a bounded amount. A 90 Hz or 133 Hz panel on a 60 Hz display, or jittered timestamps,
/// then move the content by even steps instead of one or two reports' worth per frame.
///
/// `resampledFrame(after:presentingAt:)` takes a frame's drained touch frames (time order)
/// and returns the synthetic frame to deliver after them: the resampled positions, flagged `isResampled`
/// (Android's `PointerCoords::isResampled`) so velocity trackers skip it, and stamped no
/// earlier than the newest real frame so time never runs backwards. Real frames are never
/// held back, changed or dropped: every one still reaches the recognizers in the frame that
/// drained it. Only touches that moved in both of the two latest real frames and are fingers
/// (or pens) are resampled, and only while the latest real frame has no touch beginning or
/// ending (Android resamples `ACTION_MOVE` only).
///
/// With `prediction` > 0 the instant moves forward by that much (iOS's predicted touches):
/// the extrapolation toward the present itself, at most `maximumPrediction`.
///
/// Pure: time is always a parameter.
public struct TouchResampler: Sendable {
    /// Android's `RESAMPLE_LATENCY`: frames show the finger 5 ms before their present, in
    /// seconds (InputConsumer.cpp / InputTransport.cpp).
    public static let androidLatency = 0.005
    /// Android's `RESAMPLE_MIN_DELTA`: two samples closer than 2 ms give no usable slope, in
    /// seconds.
    public static let minimumSampleInterval = 0.002
    /// Android's `RESAMPLE_MAX_DELTA`: samples more than 20 ms apart are not extrapolated
    /// from (the finger slowed or stopped), in seconds.
    public static let maximumSampleInterval = 0.020
    /// Android's `RESAMPLE_MAX_PREDICTION`: never extrapolate more than 8 ms past the newest
    /// sample, in seconds. Android also caps it at half the newest interval; we cap it at one
    /// whole interval instead (`extrapolation(interval:)`), because with half, a 90 Hz panel on a
    /// 60 Hz display clips every other frame and brings the judder back (derived: the newest
    /// report is up to 11.1 ms + lead − 5 ms older than the sampling instant).
    public static let maximumExtrapolation = 0.008
    /// The longest prediction the flag allows: 8 ms, in seconds (the bound, about one
    /// frame at 120 Hz, like iOS's predicted touches).
    public static let maximumPrediction = 0.008
    /// Real frames kept to find the pair around the sampling instant (ours: enough for a
    /// 1 kHz panel within `androidLatency`).
    static let historyLimit = 8

    /// How far before the present the frame samples the finger, seconds.
    public var latency: Double
    /// How far past `present − latency` to predict, seconds (0: off), at most
    /// `maximumPrediction`.
    public var prediction: Double
    /// The latest real frames, oldest first.
    private var history: [TouchFrame] = []
    /// The sampling instant of the last synthetic frame, seconds.
    private var lastResampleTime = -Double.infinity

    /// Creates a resampler sampling `latency` seconds before each present (Android's 5 ms by
    /// default) and predicting `prediction` seconds further (off by default).
    public init(latency: Double = TouchResampler.androidLatency, prediction: Double = 0) {
        precondition(latency >= 0 && latency.isFinite, "a resampling latency is a time ≥ 0")
        precondition(prediction >= 0 && prediction <= Self.maximumPrediction,
                     "a prediction is 0…\(Self.maximumPrediction) s")
        self.latency = latency
        self.prediction = prediction
    }

    /// The instant a frame presented at `present` seconds samples the finger at, seconds.
    public func sampleTime(presentingAt present: Double) -> Double { present - latency + prediction }

    /// The largest extrapolation past the newest sample when the two newest are `interval`
    /// seconds apart: one interval, at most `maximumExtrapolation` (plus the prediction).
    public func extrapolation(interval: Double) -> Double {
        min(interval, Self.maximumExtrapolation) + prediction
    }

    /// The resampled frame to deliver after `frames` (one display frame's real input, in time
    /// order) for a display frame presented at `present` seconds, or `nil` when the touches
    /// are not moving (or the samples are too close, too far apart, or all newer than the
    /// sampling instant).
    public mutating func resampledFrame(after frames: [TouchFrame], presentingAt present: Double) -> TouchFrame? {
        for frame in frames where !frame.isResampled { remember(frame) }
        return resampledFrame(at: sampleTime(presentingAt: present), newInput: !frames.isEmpty)
    }

    /// Forgets every sample (a new input stream).
    public mutating func reset() {
        history.removeAll()
        lastResampleTime = -.infinity
    }

    private mutating func remember(_ frame: TouchFrame) {
        if let last = history.last, frame.time < last.time {
            // Timestamps going backwards: a recording lied. Start over rather than fit a slope to it.
            history.removeAll()
        }
        history.append(frame)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        if frame.touches.contains(where: { $0.phase != .moved && $0.phase != .stationary }) {
            // A touch began or ended: what came before is another gesture's motion.
            history.removeFirst(history.count - 1)
        }
    }

    /// The synthetic frame for `sampleTime`, or `nil` when nothing should be resampled.
    private mutating func resampledFrame(at requested: Double, newInput: Bool) -> TouchFrame? {
        guard history.count >= 2, let latest = history.last,
              latest.touches.allSatisfy({ $0.phase == .moved || $0.phase == .stationary }) else { return nil }
        var time = requested
        let positions: [Int: Point]
        if let after = history.firstIndex(where: { $0.time > time }), after > 0 {
            // Interpolation between the real samples around the instant.
            let a = history[after - 1], b = history[after]
            guard b.time - a.time >= Self.minimumSampleInterval else { return nil }
            positions = Self.blend(a, b, fraction: (time - a.time) / (b.time - a.time))
        } else if history.first!.time > time {
            return nil  // every sample is newer: nothing to interpolate from
        } else {
            // Extrapolation from the two newest, bounded.
            let a = history[history.count - 2], b = latest
            let interval = b.time - a.time
            guard interval >= Self.minimumSampleInterval, interval <= Self.maximumSampleInterval else { return nil }
            time = min(time, b.time + extrapolation(interval: interval))
            positions = Self.blend(a, b, fraction: (time - a.time) / interval)
        }
        // With no new report this frame, only a further step of the same extrapolation is news.
        guard newInput || time > lastResampleTime, !positions.isEmpty else { return nil }
        lastResampleTime = time
        var frame = latest
        frame.time = max(time, latest.time)
        frame.isResampled = true
        for index in frame.touches.indices {
            if let position = positions[frame.touches[index].id] {
                frame.touches[index].location = position
                frame.touches[index].phase = .moved
            } else {
                frame.touches[index].phase = .stationary
            }
        }
        return frame
    }

    /// Positions of the touches in both `a` and `b` that can be resampled, at `fraction` of
    /// the way from `a` to `b` (beyond 1: extrapolated), by touch id.
    private static func blend(_ a: TouchFrame, _ b: TouchFrame, fraction: Double) -> [Int: Point] {
        var result: [Int: Point] = [:]
        for touch in b.touches where touch.toolType != .palm {
            guard let old = a.touches.first(where: { $0.id == touch.id }) else { continue }
            result[touch.id] = old.location + (touch.location - old.location) * fraction
        }
        return result
    }
}
