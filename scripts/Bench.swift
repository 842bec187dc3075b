// `make bench` (scripts/bench): runs the benchmark commands on the release build, rewrites the
// full table in Benchmarks.md and the README's headline table from it (each between
// `<!-- bench:begin -->` and `<!-- bench:end -->`), so no figure there is typed by hand.
// Usage: swift scripts/Bench.swift BUILD-DIRECTORY README.md Benchmarks.md
//        swift scripts/Bench.swift --headlines README.md Benchmarks.md  (no run: the README's
//        headline table again from the figures Benchmarks.md holds)
import Foundation

/// One row: what is measured, the goal, the command as the README shows it, and how to run
/// it and turn its output into the figure.
struct Row {
    var what: String
    var goal: String
    var shown: String
    var executable: String
    var arguments: [String]
    var environment: [String: String] = [:]
    /// Runs the row instead of one run of `executable` (a sweep of several), returning the text
    /// `figure` reads.
    var runner: ((Row) throws -> String)? = nil
    var figure: (String) throws -> String
}

struct BenchError: Error, CustomStringConvertible { var description: String }

func json(_ text: String) throws -> [String: Any] {
    let line = text.split(separator: "\n").last { $0.hasPrefix("{") } ?? ""
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw BenchError(description: "expected a JSON object, got: \(text.suffix(300))")
    }
    return object
}
func number(_ object: [String: Any], _ path: String...) throws -> Double {
    var value: Any? = object
    for key in path { value = (value as? [String: Any])?[key] }
    guard let number = value as? Double ?? (value as? Int).map(Double.init) else {
        throw BenchError(description: "no number at \(path.joined(separator: "."))")
    }
    return number
}
/// The numbers of the first line of `text` matching `pattern` (capture groups).
func captures(_ pattern: String, in text: String) throws -> [Double] {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    guard let match = regex.firstMatch(in: text, range: range) else {
        throw BenchError(description: "no line matching /\(pattern)/ in: \(text.suffix(400))")
    }
    return (1..<match.numberOfRanges).map { Double(text[Range(match.range(at: $0), in: text)!]) ?? .nan }
}
func f(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

/// The figure of a `flick profile --json` summary.
func pacing(_ text: String) throws -> String {
    let summary = try json(text)
    return "mean interval \(f(try number(summary, "present_interval_ms", "mean"), 3)) ms, "
        + "\(Int(try number(summary, "missed"))) missed, hitch \(f(try number(summary, "hitch_ms_per_s"), 2)) ms/s, "
        + "frame p50 \(f(try number(summary, "frame_ms", "p50"), 1)) ms, p99 \(f(try number(summary, "frame_ms", "p99"), 1)) ms"
}
/// The figure of the demo's profile summary (text).
func tour(_ text: String) throws -> String {
    let frame = try captures(#"frame ms\s+p50 ([0-9.]+)\s+p90 [0-9.]+\s+p95 [0-9.]+\s+p99 ([0-9.]+)"#, in: text)
    let missed = try captures(#"missed\s+([0-9]+) deadlines"#, in: text)
    let hitch = try captures(#"hitches\s+([0-9.]+) ms/s"#, in: text)
    let interval = try captures(#"present interval\s+mean ([0-9.]+)"#, in: text)
    let frames = try captures(#"frames\s+([0-9]+) at"#, in: text)
    var figure = "frame p50 \(f(frame[0], 1)) ms, p99 \(f(frame[1], 1)) ms; \(Int(missed[0])) of \(Int(frames[0])) frames missed; "
        + "hitch \(f(hitch[0], 2)) ms/s; mean interval \(f(interval[0], 3)) ms"
    if let latency = try? captures(#"input latency ms\s+p50 ([0-9.]+)\s+p99 ([0-9.]+)"#, in: text) {
        figure += "; input latency p50 \(f(latency[0], 1)) ms, p99 \(f(latency[1], 1)) ms"
        if let first = try? captures(#"first frame\s+([0-9.]+) %"#, in: text) {
            figure += ", \(f(first[0], 0)) % shown in the first frame that could"
        }
    }
    // The demo's per-scene lines: "  Map  frames 770  render ms p50 0.66  p99 3.16  frame ms p99 3.45  janky 0".
    let scene = try NSRegularExpression(pattern: #"^\s+(\w+)\s+frames\s+[0-9]+\s+render ms.*frame ms p99\s+([0-9.]+)"#,
                                        options: [.anchorsMatchLines])
    let scenes = scene.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
        "\(text[Range(match.range(at: 1), in: text)!]) \(text[Range(match.range(at: 2), in: text)!])"
    }
    if !scenes.isEmpty { figure += "; frame p99 by scene (ms): " + scenes.joined(separator: ", ") }
    return figure
}

/// The `q` quantile (0…1) of `sorted` (ascending): the value at rank ⌊q (n − 1)⌋.
func quantile(_ sorted: [Double], _ q: Double) -> Double {
    sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((q * Double(sorted.count - 1)).rounded(.down)))]
}

/// Runs `row` (the demo's headless tour) once per report phase: `phases` runs, the replay
/// delayed by k / `phases` of a frame interval at `rate` Hz (`--replay-delay`), each writing its
/// Chrome trace; pools every input's latency from the traces' `input` events. A panel's reports
/// keep no phase with the display's refresh, and the tour as is holds one phase for its whole
/// run: this is the latency over all of them. Returns a JSON line for `sweepFigure`.
func sweep(_ row: Row, rate: Double, phases: Int) throws -> String {
    var pooled: [Double] = [], medians: [Double] = [], missed = 0
    var sceneWorst: [String: Double] = [:], sceneOrder: [String] = []
    for phase in 0..<phases {
        let delay = 1000 / rate * Double(phase) / Double(phases)
        let trace = NSTemporaryDirectory() + "flick-bench-sweep-\(phase).json"
        var single = row
        single.runner = nil
        single.arguments += ["--replay-delay", String(format: "%.4f", delay), "--profile", trace]
        let text = try run(single)
        missed += Int(try captures(#"missed\s+([0-9]+) deadlines"#, in: text)[0])
        let scene = try NSRegularExpression(pattern: #"^\s+(\w+)\s+frames\s+[0-9]+\s+render ms.*frame ms p99\s+([0-9.]+)"#,
                                            options: [.anchorsMatchLines])
        for match in scene.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = String(text[Range(match.range(at: 1), in: text)!])
            let value = Double(text[Range(match.range(at: 2), in: text)!]) ?? .nan
            if sceneWorst[name] == nil { sceneOrder.append(name) }
            sceneWorst[name] = max(sceneWorst[name] ?? 0, value)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: trace))
        try? FileManager.default.removeItem(atPath: trace)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let events = object["traceEvents"] as? [[String: Any]] else {
            throw BenchError(description: "\(trace): not a Chrome trace")
        }
        let latencies = events.compactMap { event -> Double? in
            guard event["cat"] as? String == "input", let args = event["args"] as? [String: Any] else { return nil }
            return args["latency_ms"] as? Double
        }.sorted()
        guard !latencies.isEmpty else { throw BenchError(description: "\(trace): no input events") }
        medians.append(quantile(latencies, 0.5))
        pooled += latencies
    }
    pooled.sort()
    let result: [String: Any] = [
        "p50": quantile(pooled, 0.5), "p99": quantile(pooled, 0.99), "inputs": pooled.count,
        "phase_p50_min": medians.min() ?? .nan, "phase_p50_max": medians.max() ?? .nan, "missed": missed, "runs": phases,
        "scene_frame_p99_max": sceneOrder.map { "\($0) \(f(sceneWorst[$0]!, 2))" }.joined(separator: ", "),
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self)
}

/// A row that sweeps the demo's headless tour over 8 report phases (`sweep`) at `rate` Hz with
/// `options`; the command shown and the one run take the same options (60 Hz, flick-demo's
/// default rate, is not spelled out).
func sweepRow(what: String, goal: String, executable: String, rate: Double, options: [String] = []) -> Row {
    let given = (rate == 60 ? [] : ["--rate", String(format: "%g", rate)]) + options
    return Row(
        what: what, goal: goal,
        shown: (["flick-demo --tour --headless"] + given + ["--replay-delay MS (8 runs)"]).joined(separator: " "),
        executable: executable,
        arguments: ["--tour", "--headless"] + given + ["--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        runner: { try sweep($0, rate: rate, phases: 8) }, figure: sweepFigure)
}

/// The figure of a `sweep`.
func sweepFigure(_ text: String) throws -> String {
    let result = try json(text)
    return "input latency p50 \(f(try number(result, "p50"), 2)) ms, p99 \(f(try number(result, "p99"), 1)) ms "
        + "(\(Int(try number(result, "inputs"))) inputs of \(Int(try number(result, "runs"))) runs; each phase's median "
        + "\(f(try number(result, "phase_p50_min"), 1))–\(f(try number(result, "phase_p50_max"), 1)) ms); "
        + "\(Int(try number(result, "missed"))) missed in all; frame p99 by scene, worst phase (ms): "
        + "\(result["scene_frame_p99_max"] as? String ?? "?")"
}

/// Runs `row` (the demo's headless tour) `pairs` times in the default 1280 × 800 window and as
/// many in a portrait 800 × 1280 one (the interface of that panel turned a quarter, its tour
/// scripted for it), in turn so drift hits both alike. Returns a JSON line for `turnedFigure`:
/// the medians of each run's frame p99 and their ratio.
func turnedTour(_ row: Row, pairs: Int) throws -> String {
    var landscape: [Double] = [], portrait: [Double] = []
    for _ in 0..<pairs {
        for turned in [false, true] {
            var single = row
            single.runner = nil
            if turned { single.arguments += ["--window", "800x1280"] }
            let text = try run(single)
            let p99 = try captures(#"frame ms\s+p50 [0-9.]+\s+p90 [0-9.]+\s+p95 [0-9.]+\s+p99 ([0-9.]+)"#, in: text)[0]
            if turned { portrait.append(p99) } else { landscape.append(p99) }
        }
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let result: [String: Any] = [
        "landscape_p99_ms": median(landscape), "portrait_p99_ms": median(portrait),
        "ratio": median(portrait) / median(landscape), "pairs": pairs,
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self)
}

/// The figure of a `turnedTour`.
func turnedFigure(_ text: String) throws -> String {
    let result = try json(text)
    return "frame p99 portrait \(f(try number(result, "portrait_p99_ms"), 2)) ms against landscape "
        + "\(f(try number(result, "landscape_p99_ms"), 2)) ms: ratio \(f(try number(result, "ratio"), 3)) "
        + "(medians of \(Int(try number(result, "pairs"))) interleaved runs each)"
}

let arguments = CommandLine.arguments
let usage = "usage: swift scripts/Bench.swift BUILD-DIRECTORY README.md Benchmarks.md\n"
    + "       swift scripts/Bench.swift --headlines README.md Benchmarks.md\n"
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let build = arguments[1], readmePath = arguments[2], resultsPath = arguments[3]
let headlinesOnly = build == "--headlines"
let flick = build + "/flick", demo = build + "/flick-demo"
let pacingGoal = "within 0.5 % of 16.667 ms, hitch < 5 ms/s"
var rows: [Row] = [
    Row(what: "multitouch decoding", goal: "≥ 5 million events/s", shown: "flick bench decode",
        executable: flick, arguments: ["bench", "decode"]) { text in
        let best = try captures(#"best run: [0-9.]+ s, ([0-9.]+) million events/s, ([0-9.]+) ns/event"#, in: text)
        return "\(f(best[0], 1)) million evdev events/s (\(f(best[1], 1)) ns/event)"
    },
    Row(what: "standard gesture set", goal: "≥ 1 million frames/s", shown: "flick bench gestures",
        executable: flick, arguments: ["bench", "gestures", "--json"]) { text in
        "\(f(try number(try json(text), "frames_per_s") / 1e6, 2)) million touch frames/s"
    },
    Row(what: "renderer vs a fair plain SDL loop (opaque tiles unblended, textures in the target's format, the same filters; the plain loop draws every frame whole), 1280×800 XRGB, 60 tiles + a fold whose angle changes every frame", goal: "ratio ≤ 1.0",
        shown: "flick bench render", executable: flick, arguments: ["bench", "render", "--json"]) { text in
        let result = try json(text)
        return "Flick drawing every frame whole \(f(try number(result, "flick_ms"), 2)) ms vs plain \(f(try number(result, "plain_ms"), 2)) ms: "
            + "ratio \(f(try number(result, "ratio"), 2)); Flick damage-tracked (redraws \(f(try number(result, "damaged_share") * 100, 0)) % "
            + "of the pixels: the fold's old and new bounds) \(f(try number(result, "damage_ms"), 2)) ms: "
            + "ratio \(f(try number(result, "damage_ratio"), 2))"
    },
    Row(what: "a double-tap zoom's frames (tile quads magnified under fading tiles, crossing the edges; two frames of the fade in turn), 1280×736 XRGB",
        goal: "(none: explains the texture filters)", shown: "flick bench render --scene zoom",
        executable: flick, arguments: ["bench", "render", "--scene", "zoom", "--json"]) { text in
        let result = try json(text)
        return "bilinear \(f(try number(result, "linear_ms"), 2)) ms, nearest \(f(try number(result, "nearest_ms"), 2)) ms; "
            + "SDL's stretch with the edge copies cut: \(f(try number(result, "linear_sdl_ms"), 2)) and "
            + "\(f(try number(result, "nearest_sdl_ms"), 2)) ms; SDL's stretch alone: "
            + "\(f(try number(result, "linear_uncut_ms"), 2)) and \(f(try number(result, "nearest_uncut_ms"), 2)) ms"
    },
    Row(what: "engine CPU per frame, map workload (tiles, fold, fling), without raster and present", goal: "p99 ≤ 1 ms",
        shown: "flick bench frame --scene map", executable: flick, arguments: ["bench", "frame", "--scene", "map", "--json"]) {
        text in
        let result = try json(text)
        return "p50 \(f(try number(result, "p50_ms"), 3)) ms, p99 \(f(try number(result, "p99_ms"), 3)) ms"
    },
    Row(what: "text per frame from the glyph cache: the Days scene's visible labels (layout from the cache, atlas meshes, "
            + "SDL software drawing into 1280×800)", goal: "p99 ≤ 1 ms",
        shown: "flick bench text", executable: flick, arguments: ["bench", "text", "--json"]) { text in
        let result = try json(text)
        return "\(Int(try number(result, "labels"))) labels, \(Int(try number(result, "glyphs"))) glyphs in "
            + "\(Int(try number(result, "draws"))) draw(s): p50 \(f(try number(result, "p50_ms"), 2)) ms, "
            + "p99 \(f(try number(result, "p99_ms"), 2)) ms (display list p99 \(f(try number(result, "build_p99_ms"), 2)) ms)"
    },
    Row(what: "a 10,000-row list's text measurement (17 pt rows wrapped to 600 pt)", goal: "lazy",
        shown: "flick bench text", executable: flick, arguments: ["bench", "text", "--json"]) { text in
        let result = try json(text)
        return "every row once: \(f(try number(result, "list_cold_ms"), 0)) ms "
            + "(\(f(try number(result, "list_cold_row_us"), 1)) µs a row); the visible rows per frame from the cache: "
            + "p99 \(f(try number(result, "list_visible_p99_us"), 0)) µs; scrolling "
            + "\(Int(try number(result, "scrolled_rows"))) rows lays out \(Int(try number(result, "list_rows_laid_out")))"
    },
    Row(what: "toolkit CPU per frame (FlickUI): ~300 views, a 10,000-row list flung at 6000 pt/s (routing, scroll physics, "
            + "layout and reuse, display list; no raster)", goal: "p99 ≤ 0.5 ms",
        shown: "flick bench ui", executable: flick, arguments: ["bench", "ui", "--json"]) { text in
        let result = try json(text)
        return "p50 \(f(try number(result, "p50_ms"), 3)) ms, p99 \(f(try number(result, "p99_ms"), 3)) ms"
    },
    Row(what: "a turned interface on a panel: the KMS presenter's per-frame copy of 1280 × 800, a quarter turn against none",
        goal: "quarter turn ≤ 10 % of a 60 Hz frame (1.67 ms)", shown: "flick bench turn",
        executable: flick, arguments: ["bench", "turn", "--json"]) { text in
        let result = try json(text)
        return "quarter turn p50 \(f(try number(result, "turned_90_p50_ms"), 3)) ms, p99 \(f(try number(result, "turned_90_p99_ms"), 3)) ms; "
            + "unturned p50 \(f(try number(result, "turned_0_p50_ms"), 3)) ms"
    },
    Row(what: "whole pipeline on LVGL's list workload: 1,000 rows (title, subtitle, separator) in 1280 × 800, five "
            + "flings at 1500 pt/s, software, virtual time", goal: "drawn p50 ≤ 0.34 ms; idle frames free; peak RSS ≤ 40 MB",
        shown: "flick bench list", executable: flick, arguments: ["bench", "list", "--json"]) { text in
        let result = try json(text)
        return "drawn frame p50 \(f(try number(result, "drawn_p50_ms"), 3)) ms, p99 \(f(try number(result, "drawn_p99_ms"), 3)) ms "
            + "(\(Int(try number(result, "drawn_frames"))) drawn); idle p50 \(f(try number(result, "idle_p50_ms"), 3)) ms "
            + "(\(Int(try number(result, "idle_frames"))) idle); script \(f(try number(result, "total_ms"), 0)) ms; "
            + "peak RSS \(f(try number(result, "peak_rss_mib"), 1)) MiB"
    },
    Row(what: "paced presents, map workload headless, first frames included", goal: pacingGoal,
        shown: "flick profile --scene map", executable: flick, arguments: ["profile", "--scene", "map", "--json"],
        figure: pacing),
    Row(what: "same under SDL's dummy window driver, after 60 warm-up frames", goal: pacingGoal,
        shown: "SDL_VIDEODRIVER=dummy flick profile --scene map --window --warm-up 60", executable: flick,
        arguments: ["profile", "--scene", "map", "--window", "--warm-up", "60", "--json"],
        environment: ["SDL_VIDEODRIVER": "dummy"], figure: pacing),
    Row(what: "**demo tour under the dummy window driver** (real time)", goal: pacingGoal,
        shown: "SDL_VIDEODRIVER=dummy flick-demo --tour --exit-after-tour", executable: demo,
        arguments: ["--tour", "--exit-after-tour", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        environment: ["SDL_VIDEODRIVER": "dummy"], figure: tour),
    Row(what: "the same at 120 Hz (real time)", goal: "0 missed, hitch < 1 ms/s; latency p50 ≤ 7 ms, p99 ≤ 12 ms",
        shown: "SDL_VIDEODRIVER=dummy flick-demo --tour --exit-after-tour --rate 120", executable: demo,
        arguments: ["--tour", "--exit-after-tour", "--rate", "120", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        environment: ["SDL_VIDEODRIVER": "dummy"], figure: tour),
    Row(what: "demo tour headless (`make demo`: XRGB surface, virtual time with between-frames tile drawing)",
        goal: pacingGoal + "; latency p50 ≤ 11 ms, p99 ≤ 20 ms", shown: "flick-demo --tour --headless", executable: demo,
        arguments: ["--tour", "--headless", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"], figure: tour),
    Row(what: "the same with the touch reports' phase drifting against the frames (`--speed 1.001`: about 3 sweeps of the "
            + "frame over the tour, as a panel's own clock drifts; the tour as is puts every other report just before a deadline)",
        goal: "latency p50 ≤ 11 ms, p99 ≤ 20 ms", shown: "flick-demo --tour --headless --speed 1.001", executable: demo,
        arguments: ["--tour", "--headless", "--speed", "1.001", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        figure: tour),
    Row(what: "demo tour headless with the interface turned a quarter: the tour scripted for a portrait 800 × 1280 window "
            + "(a 1280 × 800 panel turned; add the KMS copy's quarter turn above), its frame p99 against the landscape tour's",
        goal: "ratio ≤ 1.10", shown: "flick-demo --tour --headless --window 800x1280 (3 runs, interleaved with 1280x800)",
        executable: demo, arguments: ["--tour", "--headless", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        runner: { try turnedTour($0, pairs: 3) }, figure: turnedFigure),
    Row(what: "demo tour headless at 120 Hz", goal: "0 missed, hitch < 1 ms/s; latency p50 ≤ 7 ms, p99 ≤ 12 ms",
        shown: "flick-demo --tour --headless --rate 120", executable: demo,
        arguments: ["--tour", "--headless", "--rate", "120", "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"],
        figure: tour),
    Row(what: "the same, drifting", goal: "latency p50 ≤ 7 ms, p99 ≤ 12 ms", shown: "flick-demo --tour --headless --rate 120 --speed 1.001",
        executable: demo,
        arguments: ["--tour", "--headless", "--rate", "120", "--speed", "1.001", "--snapshots",
                    NSTemporaryDirectory() + "flick-bench-snapshots"], figure: tour),
    sweepRow(what: "**demo tour headless at 60 Hz over 8 report phases** (`--replay-delay` k/8 of a frame, k = 0…7: the "
                 + "latency a panel's reports meet at any phase against the frames, pooled)",
             goal: "latency p50 ≤ 11 ms, p99 ≤ 20 ms, 0 missed", executable: demo, rate: 60),
    sweepRow(what: "**the same at 120 Hz**", goal: "latency p50 ≤ 7 ms, p99 ≤ 12 ms, 0 missed", executable: demo, rate: 120),
    sweepRow(what: "the 60 Hz sweep as on a CPU half as fast (`--cpu-slowdown 2`: every span of the frame thread's work "
                 + "takes twice its time; a lower bound on a slower machine of this kind, whose wake-ups and memory are "
                 + "slower too)",
             goal: "latency p50 ≤ 11 ms, p99 ≤ 20 ms, 0 missed", executable: demo, rate: 60, options: ["--cpu-slowdown", "2"]),
    sweepRow(what: "the 120 Hz sweep as on a CPU half as fast", goal: "latency p50 ≤ 7 ms, p99 ≤ 12 ms, 0 missed",
             executable: demo, rate: 120, options: ["--cpu-slowdown", "2"]),
]
if FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") {
    rows.insert(Row(what: "demo tour in an X11 window on Xvfb (software renderer over the native XShm framebuffer)",
                    goal: pacingGoal, shown: #"xvfb-run -a -s "-screen 0 1280x800x24" flick-demo --tour --exit-after-tour"#,
                    executable: "/usr/bin/xvfb-run",
                    arguments: ["-a", "-s", "-screen 0 1280x800x24", demo, "--tour", "--exit-after-tour", "--snapshots",
                                NSTemporaryDirectory() + "flick-bench-snapshots"], figure: tour),
                at: rows.firstIndex { $0.shown == "flick-demo --tour --headless" } ?? rows.count)
    rows.insert(Row(what: "the same at 120 Hz", goal: "0 missed, hitch < 1 ms/s; latency p50 ≤ 7 ms, p99 ≤ 12 ms",
                    shown: #"xvfb-run -a -s "-screen 0 1280x800x24" flick-demo --tour --exit-after-tour --rate 120"#,
                    executable: "/usr/bin/xvfb-run",
                    arguments: ["-a", "-s", "-screen 0 1280x800x24", demo, "--tour", "--exit-after-tour", "--rate", "120",
                                "--snapshots", NSTemporaryDirectory() + "flick-bench-snapshots"], figure: tour),
                at: rows.firstIndex { $0.shown == "flick-demo --tour --headless" } ?? rows.count)
}

/// Runs `row`'s command; its standard output and error together.
func run(_ row: Row) throws -> String {
    if let runner = row.runner { return try runner(row) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: row.executable)
    process.arguments = row.arguments
    process.environment = ProcessInfo.processInfo.environment.merging(row.environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw BenchError(description: "`\(row.shown)` exited \(process.terminationStatus): \(text.suffix(400))")
    }
    return text
}
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(String.init) ?? "?"
}
func firstLine(of path: String, prefix: String) -> String? {
    (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n")
        .first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
}

var lines = ["| what | figure | goal | command |", "|---|---|---|---|"]
for row in rows where !headlinesOnly {
    print("bench: \(row.shown)")
    let load = loadAverage()
    let cell: String
    do {
        cell = try row.figure(try run(row)) + " (load \(load))"
    } catch {
        cell = "failed: \(error)".replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
    print("  \(cell)")
    lines.append("| \(row.what) | \(cell) | \(row.goal) | `\(row.shown)` |")
}

let date = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
let cpu = firstLine(of: "/proc/cpuinfo", prefix: "model name\t: ") ?? "unknown CPU"
let os = firstLine(of: "/etc/os-release", prefix: "PRETTY_NAME=")?.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "Linux"
let cores = ProcessInfo.processInfo.activeProcessorCount
let header = "Generated by `make bench` (scripts/bench) on \(date): \(cores) cores of \(cpu), \(os), release build. "
    + "Each figure gives the load average when its command started (the machine may be shared)."
let table = ([header, ""] + lines).joined(separator: "\n")

/// `text` with what lies between the bench markers replaced by `table`.
func replacingTable(in text: String, named path: String, with table: String) throws -> String {
    let begin = "<!-- bench:begin -->", end = "<!-- bench:end -->"
    guard let start = text.range(of: begin), let stop = text.range(of: end), start.upperBound <= stop.lowerBound else {
        throw BenchError(description: "\(path) lacks the \(begin) … \(end) markers")
    }
    var text = text
    text.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + table + "\n")
    return text
}

/// The README's headline figures: a short name and the command of the full table's row.
let headlines: [(name: String, shown: String)] = [
    ("touch-to-screen latency over every report phase, 60 Hz", "flick-demo --tour --headless --replay-delay MS (8 runs)"),
    ("the same at 120 Hz", "flick-demo --tour --headless --rate 120 --replay-delay MS (8 runs)"),
    ("toolkit CPU per frame, a 10,000-row list flung", "flick bench ui"),
    ("a 1,000-row list flung five times (LVGL 9.5's workload)", "flick bench list"),
    ("multitouch decoding", "flick bench decode"),
]

/// The headline table, its cells taken from `results` (the full table in Benchmarks.md).
func headlineTable(from results: String) throws -> String {
    var lines = ["| what | figure | goal | command |", "|---|---|---|---|"]
    let rows = results.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for headline in headlines {
        guard let row = rows.first(where: { $0.hasSuffix("| `\(headline.shown)` |") }) else {
            throw BenchError(description: "Benchmarks.md has no row for `\(headline.shown)`: run make bench")
        }
        let cells = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        guard cells.count == 4 else { throw BenchError(description: "cannot read the row of `\(headline.shown)`: \(row)") }
        lines.append("| \(headline.name) | \(cells[1]) | \(cells[2]) | \(cells[3]) |")
    }
    let generated = results.split(separator: "\n").first { $0.hasPrefix("Generated by") }
        .map { String($0.prefix { $0 != ":" }) } ?? "Generated by `make bench`"
    return ([generated + "; every figure, with the machine and its load, is in [Benchmarks.md](Benchmarks.md).", ""]
        + lines).joined(separator: "\n")
}

var results = try String(contentsOfFile: resultsPath, encoding: .utf8)
if !headlinesOnly {
    results = try replacingTable(in: results, named: resultsPath, with: table)
    try results.write(toFile: resultsPath, atomically: true, encoding: .utf8)
    print("bench: rewrote the table in \(resultsPath)")
}
let readme = try replacingTable(in: try String(contentsOfFile: readmePath, encoding: .utf8), named: readmePath,
                                with: try headlineTable(from: results))
try readme.write(toFile: readmePath, atomically: true, encoding: .utf8)
print("bench: rewrote the headline table in \(readmePath)")
