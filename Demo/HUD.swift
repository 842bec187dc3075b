import Flick

/// The heads-up display (F1 or a three-finger tap): frames per second, a graph of the
/// last frame times against the budget, input latency and tile counters, read from the
/// frame profiler's records (the frames before this one).
final class HUD {
    /// The panel's size, points (ours).
    static let size = Size(width: 420, height: 196)
    /// Frames in the graph (two seconds at 60 Hz, ours).
    static let graphFrames = 120
    /// Frames the averages cover (one second at 60 Hz, ours).
    static let averageFrames = 60
    /// The graph's height, points; it spans `graphBudgets` frame budgets (ours).
    static let graphHeight = 64.0, graphBudgets = 2.0

    let profiler: FrameProfiler?

    init(profiler: FrameProfiler?) { self.profiler = profiler }

    /// The figures shown: frames per second, mean frame time (ms), mean input latency (ms,
    /// `nil` without input), over the last `averageFrames` frames.
    func figures() -> (fps: Double, frameMs: Double, latencyMs: Double?, budgetMs: Double) {
        // A slice of the kept records (typed so: `?? []` as an array picked Sequence's
        // `suffix`, which walked every record kept, up to 30 minutes of frames, each frame).
        let records: ArraySlice<FrameRecord> = profiler?.records.suffix(Self.averageFrames) ?? []
        let budget = (records.last?.budget ?? 1 / FrameLoopConfiguration.defaultRate) * 1000
        let intervals = records.compactMap(\.interval)
        let fps = intervals.isEmpty ? 0 : Double(intervals.count) / intervals.reduce(0, +)
        let frameMs = records.isEmpty ? 0 : records.map(\.frameTime).reduce(0, +) / Double(records.count) * 1000
        let latencies = records.flatMap(\.latencies)
        let latency = latencies.isEmpty ? nil : latencies.reduce(0, +) / Double(latencies.count) * 1000
        return (fps, frameMs, latency, budget)
    }

    func draw(into list: inout DisplayList, at origin: Point, tiles: TileCounters, labels: LabelCache) {
        let panel = Rect(origin: origin, size: Self.size)
        list.fill(panel, color: Color(white: 0, alpha: 0.72), cornerRadius: 12)
        let f = figures()
        let white = Color(white: 0.95), dim = Color(white: 0.7)
        let lines = [
            (String(format: "%.1f fps   frame %.2f ms of %.1f ms", f.fps, f.frameMs, f.budgetMs), white),
            (f.latencyMs.map { String(format: "input latency %.1f ms", $0) } ?? "input latency: no input", white),
            ("tiles: \(tiles.liveTiles) live, \(tiles.pendingTiles) pending, \(tiles.uploads) uploaded", dim),
            ("pool: \(tiles.poolHits) hits, \(tiles.poolAllocations) allocations", dim),
        ]
        for (index, line) in lines.enumerated() {
            labels.draw(line.0, at: Point(x: panel.minX + 12, y: panel.minY + 10 + Double(index) * 20), size: 14,
                        color: line.1, into: &list)
        }
        let graph = Rect(x: panel.minX + 12, y: panel.maxY - 12 - Self.graphHeight, width: panel.width - 24,
                         height: Self.graphHeight)
        list.fill(graph, color: Color(white: 1, alpha: 0.08))
        let budgetY = graph.maxY - graph.height / Self.graphBudgets
        list.fill(Rect(x: graph.minX, y: budgetY, width: graph.width, height: 1), color: Color(red: 1, green: 0.8, blue: 0.3))
        let records: ArraySlice<FrameRecord> = profiler?.records.suffix(Self.graphFrames) ?? []
        let bar = graph.width / Double(Self.graphFrames)
        for (index, record) in records.enumerated() {
            let ratio = min(record.frameTime / record.budget, Self.graphBudgets)
            let height = max(1, ratio / Self.graphBudgets * graph.height)
            list.fill(Rect(x: graph.minX + Double(index) * bar, y: graph.maxY - height, width: max(1, bar - 0.5),
                           height: height),
                      color: record.missed ? Color(red: 1, green: 0.3, blue: 0.3) : Color(red: 0.4, green: 0.9, blue: 0.5))
        }
    }
}
