import FlickInput

/// The library side of `flick replay FILE --gestures [--json] [--verbose] [--explain]`:
/// runs the standard gesture set on one full-window view over decoded touch
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

    /// A replay in progress: frames go in one at a time and their gesture events come out at
    /// once, so a replay streams with memory bounded whatever the recording's length (only
    /// `explain` keeps every transition, for the explanation at the end).
    public final class Session {
        let options: Options
        let set: StandardGestureSet
        let root = BasicGestureNode(name: "window")
        let arbiter: GestureArbiter
        let bounds: Rect
        private var touchIDs = Set<Int>()
        private var lastTime: Double?
        /// Frames handled so far.
        public private(set) var frames = 0
        /// Recognized gestures by kind so far (see `Report.counts`).
        public private(set) var counts = Dictionary(uniqueKeysWithValues: StandardGestureSet.kinds.map { ($0, 0) })

        /// A session on a `windowSize` view (touches first coming down outside it hit nothing).
        public init(windowSize: Size, options: Options = Options()) {
            self.options = options
            set = StandardGestureSet(optimisticTap: options.optimisticTap)
            arbiter = set.makeArbiter(on: root)
            arbiter.collectsTouchDeliveries = false
            arbiter.recordsExplanations = options.explain
            bounds = Rect(origin: .zero, size: windowSize)
        }

        /// The number of distinct touches seen.
        public var touches: Int { touchIDs.count }

        /// Handles one frame; returns the events it caused, in time order.
        public func handle(_ frame: TouchFrame) -> [GestureEvent] {
            frames += 1
            lastTime = frame.time
            for touch in frame.touches where touch.phase == .began { touchIDs.insert(touch.id) }
            let bounds = bounds, root = root
            arbiter.handle(frame) { point in bounds.contains(point) ? root : nil }
            return take()
        }

        /// Runs the deadlines still pending after the last frame (`flushInterval`); returns their events.
        public func finish() -> [GestureEvent] {
            guard let lastTime else { return [] }
            arbiter.advance(to: lastTime + GestureReplay.flushInterval)
            return take()
        }

        /// The explanation lines (empty unless `options.explain`).
        public func explanation() -> [String] {
            options.explain ? GestureExplanationFormatter.lines(for: set.all, includeChanges: options.verbose) : []
        }

        private func take() -> [GestureEvent] {
            let events = arbiter.takeEvents()
            let ordered = events.count < 2 ? events : events.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
            }.map(\.element)
            for event in ordered {
                let kind = StandardGestureSet.kind(of: event.recognizer)
                switch event.phase {
                case .recognized, .began: counts[kind, default: 0] += 1
                case .retracted: counts[kind, default: 0] -= 1
                case .changed, .ended, .cancelled: break
                }
            }
            return ordered
        }

        /// The summary line of what the session has seen.
        public var summaryLine: String {
            GestureReplay.summaryLine(frames: frames, touches: touches, counts: counts)
        }
    }

    /// Replays `frames` through the standard set on a `windowSize` view (touches first coming
    /// down outside it hit nothing) and returns the report.
    public static func run(frames: [TouchFrame], windowSize: Size, options: Options = Options()) -> Report {
        let session = Session(windowSize: windowSize, options: options)
        var events: [GestureEvent] = []
        for frame in frames { events += session.handle(frame) }
        events += session.finish()
        return Report(events: events, frames: session.frames, touches: session.touches, counts: session.counts,
                      explanation: session.explanation())
    }

    /// Streams `flick replay FILE --gestures --json`: frames from `next` (nil at the end),
    /// each output line to `emit` as soon as it is made: events, explanations (as
    /// `{"explanation": "…"}` objects, so the stream stays JSON) when asked for, and the
    /// summary last.
    public static func stream(windowSize: Size, options: Options = Options(), next: () throws -> TouchFrame?,
                              emit: (String) throws -> Void) throws {
        let session = Session(windowSize: windowSize, options: options)
        func write(_ events: [GestureEvent]) throws {
            for event in events where options.verbose || event.phase != .changed { try emit(jsonLine(for: event)) }
        }
        while let frame = try next() { try write(session.handle(frame)) }
        try write(session.finish())
        for line in session.explanation() {
            var object = JSONLine()
            object.add("explanation", line)
            try emit(object.text)
        }
        try emit(session.summaryLine)
    }

    /// The output lines for `flick replay FILE --gestures --json` (see `stream`).
    public static func lines(frames: [TouchFrame], windowSize: Size, options: Options = Options()) -> [String] {
        var lines: [String] = []
        var index = 0
        try? stream(windowSize: windowSize, options: options, next: {
            defer { index += 1 }
            return index < frames.count ? frames[index] : nil
        }, emit: { lines.append($0) })
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
        let v = event.values
        var line = JSONLine()
        line.add("t", fixed: event.time, decimals: 3)
        line.add("gesture", StandardGestureSet.kind(of: event.recognizer))
        line.add("state", event.phase.rawValue)
        line.add("x", fixed: v.location.x, decimals: 2)
        line.add("y", fixed: v.location.y, decimals: 2)
        line.add("touches", v.touches)
        switch detail(of: event) {
        case .direction(let direction): line.add("direction", direction.rawValue)
        case .scale(let scale): line.add("scale", fixed: scale, decimals: 3)
        case .rotation(let rotation): line.add("rotation", fixed: rotation, decimals: 3)
        case .velocity(let velocity):
            line.add("velocity", json: JSONLine.array([JSONLine.fixed(velocity.x, decimals: 2),
                                                       JSONLine.fixed(velocity.y, decimals: 2)]))
        case nil: break
        }
        if event.isProvisional { line.add("provisional", true) }
        return line.text
    }

    /// The summary line: frames, touches and gesture counts (keys sorted).
    public static func summaryLine(for report: Report) -> String {
        summaryLine(frames: report.frames, touches: report.touches, counts: report.counts)
    }

    static func summaryLine(frames: Int, touches: Int, counts: [String: Int]) -> String {
        var gestures = JSONLine()
        for kind in counts.keys.sorted() { gestures.add(kind, counts[kind] ?? 0) }
        var summary = JSONLine()
        summary.add("frames", frames)
        summary.add("touches", touches)
        summary.add("gestures", json: gestures.text)
        var line = JSONLine()
        line.add("summary", json: summary.text)
        return line.text
    }
}
