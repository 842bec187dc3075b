import FlickInput

/// The library side of `flick replay FILE --gestures [--json] [--verbose] [--explain]`
/// (issue 4 §8): runs the standard gesture set on one full-window view over decoded touch
/// frames and writes the contract's output, one JSON object per line:
///
/// `{"t": 0.512, "gesture": "swipe", "state": "recognized", "x": 120.00, "y": 80.00, "touches": 1, "direction": "left"}`
///
/// Keys come in a fixed order: t (seconds, 3 decimals), gesture, state, x, y (points, 2
/// decimals), touches, then "direction" for swipes, "scale" (3 decimals) for pinches,
/// "rotation" (radians, 3 decimals) for rotations, "velocity" [vx, vy] (points per second, 2
/// decimals) on a pan's ended, and "provisional": true on an optimistic tap. Discrete gestures
/// print `recognized` once (optimistic taps may add `retracted`); continuous ones print `began`
/// and `ended` or `cancelled`, plus `changed` when verbose. A summary line ends the output:
/// `{"summary": {"frames": n, "touches": n, "gestures": {"doubleTap": 0, …}}}`.
public enum GestureReplay {
    /// What to print.
    public struct Options: Sendable, Hashable {
        /// Also print `changed` events.
        public var verbose: Bool
        /// Print the recognizers' explanations (readable text lines starting with "# ")
        /// after the events and before the summary.
        public var explain: Bool
        /// Report single taps at once, retracting them when they become double taps.
        public var optimisticTap: Bool

        /// Creates options.
        public init(verbose: Bool = false, explain: Bool = false, optimisticTap: Bool = false) {
            self.verbose = verbose
            self.explain = explain
            self.optimisticTap = optimisticTap
        }
    }

    /// How long after the last frame deadlines are still run, in seconds: longer than every
    /// default deadline (tap 0.75 s, interval 0.35 s, long press 0.5 s).
    public static let flushInterval: Double = 5

    /// The outcome of a replay.
    public struct Report {
        /// Every event, in time order (including `changed`).
        public var events: [GestureEvent]
        /// The number of frames replayed.
        public var frames: Int
        /// The number of distinct touches.
        public var touches: Int
        /// Recognized gestures by kind (every kind present, zero when none): discrete
        /// recognitions (minus retractions) and continuous gestures that began.
        public var counts: [String: Int]
        /// Explanation lines (empty unless asked for).
        public var explanation: [String]

        /// The JSON gesture name of an event.
        public func kind(of event: GestureEvent) -> String { StandardGestureSet.kind(of: event.recognizer) }
    }

    /// Replays `frames` through the standard set on a `windowSize` view (touches first coming
    /// down outside it hit nothing) and returns the report.
    public static func run(frames: [TouchFrame], windowSize: Size, options: Options = Options()) -> Report {
        let set = StandardGestureSet(optimisticTap: options.optimisticTap)
        let root = BasicGestureNode(name: "window")
        let arbiter = set.makeArbiter(on: root)
        arbiter.collectsTouchDeliveries = false
        arbiter.recordsExplanations = options.explain
        let bounds = Rect(origin: .zero, size: windowSize)
        var events: [GestureEvent] = []
        var touchIDs = Set<Int>()
        for frame in frames {
            for touch in frame.touches where touch.phase == .began { touchIDs.insert(touch.id) }
            arbiter.handle(frame) { point in bounds.contains(point) ? root : nil }
            events += arbiter.takeEvents()
        }
        if let last = frames.last {
            arbiter.advance(to: last.time + flushInterval)
            events += arbiter.takeEvents()
        }
        let ordered = events.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
        var counts = Dictionary(uniqueKeysWithValues: StandardGestureSet.kinds.map { ($0, 0) })
        for event in ordered {
            let kind = StandardGestureSet.kind(of: event.recognizer)
            switch event.phase {
            case .recognized, .began: counts[kind, default: 0] += 1
            case .retracted: counts[kind, default: 0] -= 1
            case .changed, .ended, .cancelled: break
            }
        }
        let explanation = options.explain
            ? GestureExplanationFormatter.lines(for: set.all, includeChanges: options.verbose).map { "# " + $0 }
            : []
        return Report(events: ordered, frames: frames.count, touches: touchIDs.count, counts: counts,
                      explanation: explanation)
    }

    /// The output lines for `flick replay FILE --gestures --json`: events, explanations when
    /// asked for, and the summary last.
    public static func lines(frames: [TouchFrame], windowSize: Size, options: Options = Options()) -> [String] {
        let report = run(frames: frames, windowSize: windowSize, options: options)
        var lines: [String] = []
        for event in report.events where options.verbose || event.phase != .changed {
            lines.append(jsonLine(for: event))
        }
        lines += report.explanation
        lines.append(summaryLine(for: report))
        return lines
    }

    /// The value a gesture kind reports beside its place and touch count.
    public enum Detail: Sendable, Hashable {
        /// A swipe's direction.
        case direction(SwipeDirection)
        /// A pinch's scale (1 at began; the final scale on ended).
        case scale(Double)
        /// A rotation's angle in radians, counting past ±π.
        case rotation(Double)
        /// A pan's release velocity in points per second (on ended only).
        case velocity(Point)
    }

    /// The detail `event` reports in the replay contract, or `nil` when its kind has none.
    public static func detail(of event: GestureEvent) -> Detail? {
        let v = event.values
        switch event.recognizer {
        case is SwipeGestureRecognizer: return v.direction.map(Detail.direction)
        case is PinchGestureRecognizer: return .scale(v.scale)
        case is RotationGestureRecognizer: return .rotation(v.rotation)
        case is PanGestureRecognizer where event.phase == .ended: return .velocity(v.velocity)
        default: return nil
        }
    }

    /// One event as a JSON object on one line, keys in the contract's order.
    public static func jsonLine(for event: GestureEvent) -> String {
        let kind = StandardGestureSet.kind(of: event.recognizer)
        let v = event.values
        var line = "{\"t\": \(GestureFormat.fixed(event.time, decimals: 3)), \"gesture\": \"\(kind)\", "
            + "\"state\": \"\(event.phase.rawValue)\", \"x\": \(GestureFormat.fixed(v.location.x, decimals: 2)), "
            + "\"y\": \(GestureFormat.fixed(v.location.y, decimals: 2)), \"touches\": \(v.touches)"
        switch detail(of: event) {
        case .direction(let direction):
            line += ", \"direction\": \"\(direction.rawValue)\""
        case .scale(let scale):
            line += ", \"scale\": \(GestureFormat.fixed(scale, decimals: 3))"
        case .rotation(let rotation):
            line += ", \"rotation\": \(GestureFormat.fixed(rotation, decimals: 3))"
        case .velocity(let velocity):
            line += ", \"velocity\": [\(GestureFormat.fixed(velocity.x, decimals: 2)), "
                + "\(GestureFormat.fixed(velocity.y, decimals: 2))]"
        case nil:
            break
        }
        if event.isProvisional { line += ", \"provisional\": true" }
        return line + "}"
    }

    /// The summary line: frames, touches and gesture counts (keys sorted).
    public static func summaryLine(for report: Report) -> String {
        let gestures = report.counts.keys.sorted().map { "\"\($0)\": \(report.counts[$0] ?? 0)" }
            .joined(separator: ", ")
        return "{\"summary\": {\"frames\": \(report.frames), \"touches\": \(report.touches), "
            + "\"gestures\": {\(gestures)}}}"
    }
}
