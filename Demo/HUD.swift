import Flick

/// The heads-up display (F1 or a three-finger tap): frames per second, a graph of the
/// last frame times against the budget, input latency and tile counters, read from the
/// frame profiler's records (the frames before this one). A view over everything: four
/// labels and a graph drawn through `draw(in:)`, refreshed each frame while shown.
final class HUD: View {
    /// The panel's size, points (ours).
    static let size = Size(width: 420, height: 196)
    /// Frames in the graph (two seconds at 60 Hz, ours).
    static let graphFrames = 120
    /// Frames the averages cover (one second at 60 Hz, ours).
    static let averageFrames = 60
    /// The graph's height, points; it spans `graphBudgets` frame budgets (ours).
    static let graphHeight = 64.0, graphBudgets = 2.0
    /// The panel's inset and the lines' pitch, points; the text size, points (ours).
    static let inset = 12.0, linePitch = 20.0, fontSize = 14.0

    /// The run's profiler, once it runs.
    let profiler: () -> FrameProfiler?
    private let lines: [Label]
    private let graph = HUDGraph()

    init(profiler: @escaping () -> FrameProfiler?) {
        self.profiler = profiler
        lines = (0..<4).map { index in
            let label = Label()
            label.font = .system(size: Self.fontSize)
            label.textColor = index < 2 ? Color(white: 0.95) : Color(white: 0.7)
            return label
        }
        super.init(frame: Rect(origin: .zero, size: Self.size))
        name = "HUD"
        backgroundColor = Color(white: 0, alpha: 0.72)
        layer.cornerRadius = 12
        isUserInteractionEnabled = false
        for (index, label) in lines.enumerated() {
            label.frame = Rect(
                x: Self.inset, y: 10 + Double(index) * Self.linePitch, width: Self.size.width - 2 * Self.inset,
                height: Self.linePitch)
            addSubview(label)
        }
        graph.frame = Rect(
            x: Self.inset, y: Self.size.height - Self.inset - Self.graphHeight,
            width: Self.size.width - 2 * Self.inset, height: Self.graphHeight)
        addSubview(graph)
        graph.setNeedsDisplay()
    }

    /// The figures shown: frames per second, mean frame time (ms), mean input latency (ms,
    /// `nil` without input), over `records`, the last `averageFrames` frames.
    func figures(_ records: ArraySlice<FrameRecord>)
        -> (fps: Double, frameMs: Double, latencyMs: Double?, budgetMs: Double) {
        let budget = (records.last?.budget ?? 1 / FrameLoopConfiguration.defaultRate) * 1000
        let intervals = records.compactMap(\.interval)
        let fps = intervals.isEmpty ? 0 : Double(intervals.count) / intervals.reduce(0, +)
        let frameMs = records.isEmpty ? 0 : records.map(\.frameTime).reduce(0, +) / Double(records.count) * 1000
        let latencies = records.flatMap(\.latencies)
        let latency = latencies.isEmpty ? nil : latencies.reduce(0, +) / Double(latencies.count) * 1000
        return (fps, frameMs, latency, budget)
    }

    /// Shows the latest figures, `tiles` the map's tile counters.
    func update(tiles: TileCounters) {
        // One copy of the graph's records a frame; the averages are its newest ones.
        let records = profiler()?.lastRecords(Self.graphFrames) ?? []
        let f = figures(records.suffix(Self.averageFrames))
        let texts = [
            String(format: "%.1f fps   frame %.2f ms of %.1f ms", f.fps, f.frameMs, f.budgetMs),
            f.latencyMs.map { String(format: "input latency %.1f ms", $0) } ?? "input latency: no input",
            "tiles: \(tiles.liveTiles) live, \(tiles.pendingTiles) pending, \(tiles.uploads) uploaded",
            "pool: \(tiles.poolHits) hits, \(tiles.poolAllocations) allocations",
        ]
        for (label, text) in zip(lines, texts) where label.text != text { label.text = text }
        let bars: [(ratio: Double, missed: Bool)] = records.map {
            (min($0.frameTime / $0.budget, Self.graphBudgets), $0.missed)
        }
        if !bars.elementsEqual(graph.bars, by: { $0.ratio == $1.ratio && $0.missed == $1.missed }) {
            graph.bars = bars
            graph.setNeedsDisplay()
        }
    }
}

/// The HUD's graph: one bar a frame, its height the frame time against the budget line
/// (half way up), red when the frame missed its deadline. Its backdrop is its background
/// colour and the budget line a subview, so what it draws each frame is only the bars, opaque
/// (blending the backdrop into every pixel of the canvas cost more than the bars).
final class HUDGraph: View {
    /// The bars, oldest first: frame time over budget (0…`HUD.graphBudgets`), missed.
    var bars: [(ratio: Double, missed: Bool)] = []
    private let budgetLine = View()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 1, alpha: 0.08)
        budgetLine.backgroundColor = Color(red: 1, green: 0.8, blue: 0.3)
        addSubview(budgetLine)
    }

    override func layoutSubviews() {
        let size = bounds.size
        budgetLine.frame = Rect(x: 0, y: size.height - size.height / HUD.graphBudgets, width: size.width, height: 1)
    }

    override func draw(in context: inout any LayerDrawingContext) {
        guard var canvas = context as? Canvas else { return }
        let size = context.pointSize
        let bar = size.width / Double(HUD.graphFrames)
        for (index, entry) in bars.enumerated() {
            let height = max(1, entry.ratio / HUD.graphBudgets * size.height)
            canvas.fill(
                Rect(x: Double(index) * bar, y: size.height - height, width: max(1, bar - 0.5), height: height),
                color: entry.missed ? Color(red: 1, green: 0.3, blue: 0.3) : Color(red: 0.4, green: 0.9, blue: 0.5))
        }
        context = canvas
    }
}
