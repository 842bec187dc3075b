import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FoundationEssentials
import Histogram

/// `flick bench text`: text must not cost frames.
///
/// *Days frame*: the visible text of the demo's Days scene — 13 day rows (a title at 20 pt
/// and a "Star" button at 16 pt), two week headers (18 pt), the tab bar (5 labels at 18 pt)
/// and the HUD (4 lines at 14 pt): 37 labels, about 600 glyphs — laid out (from the
/// engine's cache) and drawn as glyph meshes from the atlas by the SDL software renderer
/// into a 1280×800 headless target, each frame; p50/p99 of the thread CPU time over
/// `frames` after a warm-up that fills the caches.
///
/// *Long list*: a 10,000-row list measures its text lazily: the benchmark measures every
/// row once (cold: each a layout), then the 13 visible rows per frame while scrolling
/// through all of them (warm: each a cache lookup), and reports the rows laid out.
public enum TextBenchmark {
    /// Window size, points (the demo's 1280×800).
    public static let windowSize = Size(width: 1280, height: 800)
    /// Rows of the long list ("a 10,000-row list").
    public static let listRows = 10_000
    /// Rows visible at once (the Days scene's 60 pt rows in 800 pt, our measurement).
    public static let visibleRows = 13

    /// The figures.
    public struct Result: Codable, Hashable, Sendable {
        /// Labels drawn per Days frame.
        public var labels: Int
        /// Glyph quads per Days frame.
        public var glyphs: Int
        /// Display-list items (SDL draws) the labels became.
        public var draws: Int
        /// Median and 99th-percentile cost of a Days frame's text (layout + meshes + SDL
        /// drawing), ms of thread CPU time.
        public var p50Ms: Double, p99Ms: Double
        /// Of which building the display list (layout from the cache, glyph meshes), p99 ms.
        public var buildP99Ms: Double
        /// Measuring every row of the long list once (cold), ms in all and µs a row.
        public var listColdMs: Double, listColdRowUs: Double
        /// Measuring the visible rows per frame from the cache, p99 µs a frame.
        public var listVisibleP99Us: Double
        /// Rows laid out while scrolling the long list frame by frame over its first
        /// `scrolledRows` rows (lazy: the rows shown, not all 10,000).
        public var listRowsLaidOut: Int, scrolledRows: Int

        /// The `flick bench text --json` keys (snake case, written by `JSONLine.encoding`).
        enum CodingKeys: String, CodingKey {
            case labels
            case glyphs
            case draws
            case p50Ms = "p50_ms"
            case p99Ms = "p99_ms"
            case buildP99Ms = "build_p99_ms"
            case listColdMs = "list_cold_ms"
            case listColdRowUs = "list_cold_row_us"
            case listVisibleP99Us = "list_visible_p99_us"
            case listRowsLaidOut = "list_rows_laid_out"
            case scrolledRows = "scrolled_rows"
        }
    }

    /// One label of the Days frame: text, top-left, size, weight.
    typealias Label = (text: String, origin: Point, size: Double, weight: FontWeight)

    /// The Days scene's visible labels (texts as the demo draws them for 16–28 November 2026).
    static func daysLabels() -> [Label] {
        let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        var labels: [Label] = []
        var y = 0.0
        for i in 0..<visibleRows {
            if i == 5 || i == 12 {
                labels.append(("Week of \(17 + i) November", Point(x: 24, y: y + 8), 18, .regular))
                y += 32
            }
            labels.append(("\(weekdays[i % 7]) \(16 + i) November 2026", Point(x: 24, y: y + 20), 20, .regular))
            labels.append((i % 4 == 0 ? "Starred" : "Star", Point(x: 1180, y: y + 20), 16, .regular))
            y += 60
        }
        for (i, name) in ["Map", "Gallery", "Days", "Transitions", "Alert"].enumerated() {
            labels.append(("\(i + 1)  \(name)", Point(x: 80 + Double(i) * 256, y: 770), 18, .regular))
        }
        for (i, line) in ["60.0 fps   frame 2.41 ms of 16.7 ms", "input latency 22.2 ms",
                          "tiles: 48 live, 0 pending, 375 uploaded", "pool: 352 hits, 106 allocations"].enumerated() {
            labels.append((line, Point(x: 870, y: 20 + Double(i) * 20), 14, .regular))
        }
        return labels
    }

    /// Runs both parts with `engine` (the system fonts, shaped by HarfBuzz, by default);
    /// the long list's engines shape with the same shaper.
    public static func run(engine: TextEngine, frames: Int, warmUpFrames: Int,
                           cpuClock: any FrameClock = MonotonicClock()) throws -> Result {
        precondition(frames > 0 && warmUpFrames >= 0, "a benchmark needs frames")
        let target = try HeadlessRenderer(pixelWidth: Int(windowSize.width), pixelHeight: Int(windowSize.height),
                                          opaque: true)
        let renderer = target.renderer
        let labels = daysLabels()
        var total = Histogram<UInt64>(highestTrackableValue: FrameProfiler.highestTrackableNanoseconds,
                                      numberOfSignificantValueDigits: .three)
        var build = total
        var draws = 0, glyphs = 0
        for n in 0..<(warmUpFrames + frames) {
            renderer.clear(.white)
            SDL_RenderFlush(renderer.handle)
            let start = cpuClock.threadCPUTime()
            var list = DisplayList()
            for label in labels {
                let style = TextStyle(font: .system(size: label.size, weight: label.weight), color: Color(white: 0.12),
                                      lineLimit: 0)
                engine.draw(label.text, at: label.origin, style: style, pixelsPerPoint: renderer.scale, into: &list)
            }
            let built = cpuClock.threadCPUTime()
            renderer.draw(list)
            SDL_RenderFlush(renderer.handle)
            let end = cpuClock.threadCPUTime()
            if n == 0 {
                draws = list.items.count
                glyphs = list.items.reduce(0) { sum, item in
                    if case .mesh(let m) = item { return sum + m.triangleCount / 2 }
                    return sum
                }
            }
            guard n >= warmUpFrames else { continue }
            _ = total.record(nanoseconds(end - start))
            _ = build.record(nanoseconds(built - start))
        }

        // The long list: every row once, cold.
        let rows = (0..<listRows).map { "Row \($0): \(["Monday", "Tuesday", "Wednesday"][$0 % 3]) note \($0 * 7 % 1000)" }
        let rowStyle = TextStyle(font: .system(size: 17), color: .black)
        let listEngine = TextEngine(sources: Array(engine.sources.dropLast()), shaper: engine.shaper)
        let coldStart = cpuClock.threadCPUTime()
        for row in rows { _ = listEngine.measure(row, style: rowStyle, maxWidth: 600) }
        let cold = cpuClock.threadCPUTime() - coldStart
        // Scrolling: a fresh engine, one row further per frame, measuring what is visible.
        let lazyEngine = TextEngine(sources: Array(engine.sources.dropLast()), shaper: engine.shaper)
        var visible = Histogram<UInt64>(highestTrackableValue: FrameProfiler.highestTrackableNanoseconds,
                                        numberOfSignificantValueDigits: .three)
        let scrolled = 1000
        for first in 0..<scrolled {
            let t0 = cpuClock.threadCPUTime()
            for row in rows[first..<(first + visibleRows)] { _ = lazyEngine.measure(row, style: rowStyle, maxWidth: 600) }
            _ = visible.record(nanoseconds(cpuClock.threadCPUTime() - t0))
        }
        return Result(labels: labels.count, glyphs: glyphs, draws: draws,
                      p50Ms: Double(total.valueAtPercentile(50)) / 1e6, p99Ms: Double(total.valueAtPercentile(99)) / 1e6,
                      buildP99Ms: Double(build.valueAtPercentile(99)) / 1e6,
                      listColdMs: cold * 1000, listColdRowUs: cold * 1e6 / Double(listRows),
                      listVisibleP99Us: Double(visible.valueAtPercentile(99)) / 1e3,
                      listRowsLaidOut: lazyEngine.layoutCacheCounts.misses, scrolledRows: scrolled + visibleRows - 1)
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        UInt64(min(max(0, seconds) * 1e9, Double(FrameProfiler.highestTrackableNanoseconds)))
    }
}

extension TextBenchmark.Result: CustomStringConvertible {
    /// The figures, one per line.
    public var description: String {
        func f(_ v: Double) -> String { String(printf: "%.3f", v) }
        return """
            Days frame text: \(labels) labels, \(glyphs) glyphs, \(draws) draws
              text per frame: p50 \(f(p50Ms)) ms, p99 \(f(p99Ms)) ms (building the display list: p99 \(f(buildP99Ms)) ms)
            \(TextBenchmark.listRows)-row list: every row measured once \(f(listColdMs)) ms (\(f(listColdRowUs)) µs a row)
              visible rows per frame from the cache: p99 \(f(listVisibleP99Us)) µs
              scrolling \(scrolledRows) rows laid out \(listRowsLaidOut) (lazily: only rows shown)
            """
    }
}
