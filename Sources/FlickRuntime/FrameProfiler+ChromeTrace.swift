import FoundationEssentials

extension FrameProfiler {
    /// Process id written on every trace event.
    static let tracePID = 1
    /// Thread id of the frame loop in the trace.
    static let traceTID = 1

    /// The kept records as Chrome Trace Event JSON (research note animation-render §5),
    /// which Perfetto and chrome://tracing open:
    /// - a complete event (`X`, `ts`/`dur` in µs from the first frame's start) per frame
    ///   (category `frame`) and, nested inside it, per phase (category `phase`), plus the
    ///   wait for the present deadline (category `idle`);
    /// - counter events (`C`) per frame for live tiles, uploads and pool hits, and for input
    ///   latency when inputs were shown;
    /// - an instant event (`i`, thread scope, category `input`) at each input's timestamp, with
    ///   its latency to the present that showed it and that frame's index (the counter shows
    ///   only each frame's worst; these are every input, for latency distributions pooled over
    ///   runs, as `make bench` does over report phases);
    /// - an instant event (`i`, thread scope) at each missed deadline;
    /// - metadata naming the process and thread; `displayTimeUnit` is `ms`.
    public func chromeTrace(processName: String = "flick") -> [String: Any] {
        let origin = records.first?.start ?? 0
        func micro(_ seconds: Double) -> Double { ((seconds - origin) * 1e9).rounded() / 1e3 }
        func span(_ seconds: Double) -> Double { (seconds * 1e9).rounded() / 1e3 }
        // Durations from the rounded ends, so a phase ending with its frame ends at the frame's end.
        func duration(from start: Double, to end: Double) -> Double { micro(end) - micro(start) }
        let pid = Self.tracePID, tid = Self.traceTID
        var events: [[String: Any]] = [
            ["name": "process_name", "ph": "M", "pid": pid, "tid": tid, "args": ["name": processName]],
            ["name": "thread_name", "ph": "M", "pid": pid, "tid": tid, "args": ["name": "frame loop"]],
        ]
        for record in records {
            events.append([
                "name": "frame", "cat": "frame", "ph": "X", "pid": pid, "tid": tid,
                "ts": micro(record.start), "dur": duration(from: record.start, to: record.end),
                "args": ["index": record.index, "target_ms": span(record.target - origin) / 1e3,
                         "frame_ms": span(record.frameTime) / 1e3, "cpu_ms": span(record.cpuTime) / 1e3,
                         "skipped": record.skipped, "pacing": "\(record.pacing)",
                         "redraw": record.redraw.rawValue] as [String: Any],
            ])
            for phase in record.phases {
                events.append(["name": phase.phase.rawValue, "cat": "phase", "ph": "X", "pid": pid, "tid": tid,
                               "ts": micro(phase.start), "dur": duration(from: phase.start, to: phase.start + phase.duration)])
            }
            if let render = record.phases.first(where: { $0.phase == .render }) {
                let waitStart = render.start + render.duration
                if record.presentStart > waitStart {
                    events.append(["name": "wait for deadline", "cat": "idle", "ph": "X", "pid": pid, "tid": tid,
                                   "ts": micro(waitStart), "dur": span(record.presentStart - waitStart)])
                }
            }
            let counters: [(String, String, Int)] = [("live tiles", "tiles", record.counters.liveTiles),
                                                     ("uploads", "uploads", record.counters.uploads),
                                                     ("pool hits", "hits", record.counters.poolHits)]
            for (name, series, value) in counters {
                events.append(["name": name, "ph": "C", "pid": pid, "tid": tid, "ts": micro(record.start),
                               "args": [series: value]])
            }
            if let worst = record.latencies.max() {
                events.append(["name": "input latency", "ph": "C", "pid": pid, "tid": tid, "ts": micro(record.shown),
                               "args": ["ms": span(worst) / 1e3]])
            }
            for latency in record.latencies {
                events.append(["name": "input", "cat": "input", "ph": "i", "s": "t", "pid": pid, "tid": tid,
                               "ts": micro(record.shown - latency),
                               "args": ["latency_ms": span(latency) / 1e3, "frame": record.index] as [String: Any]])
            }
            if record.missed {
                events.append(["name": "missed deadline", "cat": "frame", "ph": "i", "s": "t", "pid": pid,
                               "tid": tid, "ts": micro(record.shown),
                               "args": ["skipped": record.skipped, "hitch_ms": span(record.hitchTime) / 1e3,
                                        "causes": record.jankCauses.map(\.rawValue).joined(separator: ", ")]
                                   as [String: Any]])
            }
        }
        return ["traceEvents": events, "displayTimeUnit": "ms"]
    }

    /// `chromeTrace(processName:)` serialised with sorted keys (byte-identical for
    /// identical records).
    public func chromeTraceJSON(processName: String = "flick") throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(TraceValue(chromeTrace(processName: processName)))
    }
}

/// A value of `chromeTrace(processName:)` (objects, arrays, strings, numbers, Booleans)
/// written as JSON through `JSONEncoder`: `JSONSerialization` is not in FoundationEssentials.
private struct TraceValue: Encodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let value: Any

    init(_ value: Any) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case let object as [String: Any]:
            var container = encoder.container(keyedBy: Key.self)
            for (key, item) in object { try container.encode(TraceValue(item), forKey: Key(stringValue: key)) }
        case let array as [Any]:
            var container = encoder.unkeyedContainer()
            for item in array { try container.encode(TraceValue(item)) }
        case let flag as Bool:
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case let integer as Int:
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case let number as Double:
            var container = encoder.singleValueContainer()
            try container.encode(number)
        default:
            var container = encoder.singleValueContainer()
            try container.encode("\(value)")
        }
    }
}
