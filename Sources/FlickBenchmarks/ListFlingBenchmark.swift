import FlickAnimation
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickUI
import FoundationEssentials
#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The list workload behind `flick bench list`, the one LVGL is compared on: a full
/// 1280 × 800 window holding a `ListView` of 1,000 rows (title, subtitle, separator), five
/// scripted flings at 1500 points per second released with iOS's deceleration as it is, the
/// whole frame pipeline (`FrameLoop` over a `WindowFrameWork`) drawn by SDL's software
/// renderer headless into an XRGB surface, on virtual time moved by the frame thread's CPU
/// time. It measures the CPU time of every frame, tells drawn frames from idle ones (a frame
/// is idle when no pixel was drawn: the renderer found nothing changed, or was not asked),
/// and reads the process's peak resident set.
public enum ListFlingBenchmark {
    /// The window, points (LVGL's comparison display, 1 pixel per point).
    public static let size = Size(width: 1280, height: 800)
    /// Rows in the list.
    public static let rows = 1000
    /// Row height, points (a subtitle row: UIKit's 44 pt plus the detail line, est.).
    public static let rowHeight = 60.0
    /// Flings in the script.
    public static let flings = 5
    /// Release speed of each fling, points per second (the comparison's workload).
    public static let flingSpeed = 1500.0
    /// Seconds from one fling's touch to the next (iOS's deceleration runs about 3.65 s
    /// at this speed, so each comes to rest and idles a little before the next).
    public static let flingPeriod = 4.0
    /// The finger's travel over `flickDuration` seconds, points.
    public static let flickDuration = 0.05
    /// When the first finger lands, seconds.
    public static let firstFling = 0.5
    /// Touch report rate of the scripted fingers, Hz (a common touchscreen's).
    public static let reportRate = 120.0

    /// The script's length, seconds: every fling and its deceleration.
    public static var duration: Double { firstFling + Double(flings) * flingPeriod }

    /// Figures of one run.
    public struct Result: Codable, Hashable, Sendable {
        /// Frames run over the script.
        public var frames: Int
        /// Frames that drew pixels.
        public var drawnFrames: Int
        /// Frames that drew nothing.
        public var idleFrames: Int
        /// Median CPU time of a drawn frame, ms.
        public var drawnP50Ms: Double
        /// 99th percentile CPU time of a drawn frame, ms.
        public var drawnP99Ms: Double
        /// Median CPU time of an idle frame, ms (0 with none).
        public var idleP50Ms: Double
        /// CPU time of every frame of the script, ms.
        public var totalMs: Double
        /// Peak resident set of the process, MiB (`VmHWM`).
        public var peakRSSMiB: Double
        /// What the renderer's caches held at the script's end, MiB (`RenderCounters.cachedBytes`).
        public var cacheMiB: Double
        /// The most they held at a frame's end over the script, MiB (`RenderCounters.peakCachedBytes`).
        public var cachePeakMiB: Double
        /// Entries they held then.
        public var cacheEntries: Int
        /// Entries they dropped by age or budget over the script.
        public var cacheEvictions: Int

        enum CodingKeys: String, CodingKey {
            case frames
            case drawnFrames = "drawn_frames"
            case idleFrames = "idle_frames"
            case drawnP50Ms = "drawn_p50_ms"
            case drawnP99Ms = "drawn_p99_ms"
            case idleP50Ms = "idle_p50_ms"
            case totalMs = "total_ms"
            case peakRSSMiB = "peak_rss_mib"
            case cacheMiB = "cache_mib"
            case cachePeakMiB = "cache_peak_mib"
            case cacheEntries = "cache_entries"
            case cacheEvictions = "cache_evictions"
        }

        /// One JSON object.
        public func json() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(self)
        }

        /// Human-readable lines.
        public var text: String {
            [
                String(
                    printf: "drawn frame CPU  p50 %.3f ms  p99 %.3f ms  (%d drawn)", drawnP50Ms, drawnP99Ms, drawnFrames
                ),
                String(printf: "idle frame CPU   p50 %.3f ms  (%d idle)", idleP50Ms, idleFrames),
                String(printf: "script CPU       %.1f ms over %d frames", totalMs, frames),
                String(printf: "peak RSS         %.1f MiB", peakRSSMiB),
                String(
                    printf: "render caches    %.1f MiB in %d entries, %d evicted, peak %.1f MiB", cacheMiB,
                    cacheEntries, cacheEvictions, cachePeakMiB),
            ].joined(separator: "\n")
        }
    }

    /// The five flings: each goes down low in the window and moves up at `flingSpeed`, so the
    /// list scrolls on towards its end.
    public static func script() -> [TouchFrame] {
        (0..<flings).flatMap { index in
            ScriptedDrag.flicks(
                start: firstFling + Double(index) * flingPeriod, duration: flickDuration + 2 / reportRate,
                period: flingPeriod, rate: reportRate, from: Point(x: size.width / 2, y: size.height - 150),
                travel: Point(x: 0, y: -flingSpeed * flickDuration), flickDuration: flickDuration)
        }
    }

    /// Runs the script at `rate` Hz and returns its figures.
    public static func run(rate: Double = FrameLoopConfiguration.defaultRate) throws -> Result {
        let scene = ListFlingScene()
        let work = WindowFrameWork(window: scene.window)
        let renderer = DrawCountingRenderer(
            try SDLFrameRenderer.headless(
                width: Int(size.width), height: Int(size.height),
                opaque: true, background: Color(white: 1)))
        let clock = MeasuredVirtualClock(measure: .threadCPUTime)
        let profiler = FrameProfiler(rate: rate)
        // As an application runs it (`ApplicationConfiguration.frameLoop`): frames on demand, and
        // a frame whose layers did not change builds, draws and presents nothing.
        var configuration = FrameLoopConfiguration(rate: rate, drawsOnDemand: true)
        configuration.skipsUnchangedFrames = true
        let loop = FrameLoop(
            work: work, renderer: renderer, clock: clock,
            inputs: [ReplayInputSource(script(), offset: clock.now())],
            configuration: configuration, resampler: TouchResampling(),
            profiler: profiler)
        // At rest the loop sleeps (frames on demand): run to the script's end, not a frame count.
        let end = clock.now() + duration
        loop.run(while: { clock.now() < end })
        var drawn: [Double] = [], idle: [Double] = []
        for record in profiler.records {
            if renderer.drawnTargets.contains(record.target) {
                drawn.append(record.cpuTime)
            } else {
                idle.append(record.cpuTime)
            }
        }
        let all = drawn + idle
        return Result(
            frames: all.count, drawnFrames: drawn.count, idleFrames: idle.count,
            drawnP50Ms: percentile(drawn, 0.5) * 1000, drawnP99Ms: percentile(drawn, 0.99) * 1000,
            idleP50Ms: percentile(idle, 0.5) * 1000, totalMs: all.reduce(0, +) * 1000,
            peakRSSMiB: peakResidentMiB(),
            cacheMiB: Double(renderer.base.renderer.counters.cachedBytes) / 1_048_576,
            cachePeakMiB: Double(renderer.base.renderer.counters.peakCachedBytes) / 1_048_576,
            cacheEntries: renderer.base.renderer.counters.cachedEntries,
            cacheEvictions: renderer.base.renderer.counters.cacheEvictions)
    }

    /// The nearest-rank `fraction` quantile of `values` (0 when empty).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    /// The process's peak resident set, MiB: `VmHWM` from /proc/self/status, else
    /// `getrusage`'s `ru_maxrss` (KiB on Linux).
    public static func peakResidentMiB() -> Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
        {
            return kib / 1024
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// The workload's window: one list filling it, rows with a title, a subtitle and a separator.
final class ListFlingScene: ListViewDataSource, ListViewDelegate {
    let window = Window(frame: Rect(origin: .zero, size: ListFlingBenchmark.size))
    let list = ListView(frame: Rect(origin: .zero, size: ListFlingBenchmark.size))

    init() {
        list.rowHeight = ListFlingBenchmark.rowHeight
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        list.delegate = self
        window.addSubview(list)
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { ListFlingBenchmark.rows }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.style = .subtitle
        cell.showsSeparator = true
        cell.text = "Row \(indexPath.row)"
        cell.detailTextLabel.text = "Subtitle of row \(indexPath.row)"
        return cell
    }
}

/// An `SDLFrameRenderer` that notes which frames drew pixels: those rendered whose damage
/// tracking found something changed (`RenderCounters.unchangedFrames` did not move).
final class DrawCountingRenderer: FrameRenderer {
    let base: SDLFrameRenderer
    /// Target times of the frames that drew, seconds.
    private(set) var drawnTargets: Set<Double> = []

    init(_ base: SDLFrameRenderer) { self.base = base }

    func render(_ list: DisplayList, at target: Double) {
        let unchanged = base.renderer.counters.unchangedFrames
        base.render(list, at: target)
        if base.renderer.counters.unchangedFrames == unchanged { drawnTargets.insert(target) }
    }

    func present() -> Double? { base.present() }
    var vsyncRate: Double? { base.vsyncRate }
    func takeWindowEvents() -> [WindowEvent] { base.takeWindowEvents() }
    var windowEventReadiness: (any InputReadiness)? { base.windowEventReadiness }
    var counters: FrameCounters { base.counters }
    var canRedraw: Bool { base.canRedraw }

    func redraw(_ list: DisplayList, at target: Double, abandoningWhen shouldAbandon: (Int) -> Bool) -> Bool {
        base.redraw(list, at: target, abandoningWhen: shouldAbandon)
    }

    func prepareRedraws() { base.prepareRedraws() }
    func takeNeedsFrame() -> Bool { base.takeNeedsFrame() }
}
