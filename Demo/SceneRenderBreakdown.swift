import Flick
import Histogram

/// Frame and render times per demo scene, from the profiler's records and the times the
/// scenes were shown: which scene spends the budget (the tour's figures per scene).
struct SceneRenderBreakdown: Equatable {
    /// One scene's figures; times in milliseconds.
    struct Row: Equatable {
        /// The scene's name.
        var name: String
        /// Frames that started while the scene was shown.
        var frames: Int
        /// Render phase p50 and p99, milliseconds (HdrHistogram of nanoseconds, three
        /// significant digits, as the frame profiler keeps).
        var renderP50: Double, renderP99: Double
        /// Frame time (every phase, without the wait for the deadline) p99, milliseconds.
        var frameP99: Double = 0
        /// Frames whose frame time exceeded their budget (janky).
        var janky: Int
    }

    /// Rows in the order the scenes are listed (scenes with no frames left out).
    var rows: [Row]

    /// Splits `records` by the scene shown at each frame's start: `shown` lists (time,
    /// scene index) in time order, the first entry the scene shown from the start.
    init(records: [FrameRecord], shown: [(time: Double, scene: Int)], names: [String]) {
        var renders = [Histogram<UInt64>](repeating: Histogram(numberOfSignificantValueDigits: .three),
                                          count: names.count)
        var frameTimes = renders
        var janky = [Int](repeating: 0, count: names.count)
        for record in records {
            guard let scene = shown.last(where: { $0.time <= record.start })?.scene ?? shown.first?.scene,
                  names.indices.contains(scene) else { continue }
            _ = renders[scene].record(UInt64((max(0, record.duration(of: .render)) * 1e9).rounded()))
            _ = frameTimes[scene].record(UInt64((max(0, record.frameTime) * 1e9).rounded()))
            if record.frameTime > record.budget { janky[scene] += 1 }
        }
        func milliseconds(_ histogram: Histogram<UInt64>, _ percentile: Double) -> Double {
            Double(histogram.valueAtPercentile(percentile)) / 1e6
        }
        rows = names.indices.compactMap { k in
            let histogram = renders[k]
            guard histogram.totalCount > 0 else { return nil }
            return Row(name: names[k], frames: Int(histogram.totalCount), renderP50: milliseconds(histogram, 50),
                       renderP99: milliseconds(histogram, 99), frameP99: milliseconds(frameTimes[k], 99),
                       janky: janky[k])
        }
    }

    /// One line per scene.
    var lines: [String] {
        rows.map {
            "  " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "frames %5d  render ms p50 %6.2f  p99 %6.2f  frame ms p99 %6.2f  janky %d", $0.frames,
                         $0.renderP50, $0.renderP99, $0.frameP99, $0.janky)
        }
    }
}
