#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

extension FrameProfiler {
    /// Frame times above this many budgets are clipped at the top of the chart.
    static let clipBudgets = 4.0

    /// An SVG chart of the kept records' frame times (ms, one point per frame) against the
    /// budget line (1000 / rate ms, dashed). Janky frames are marked with red dots, missed
    /// deadlines with orange ticks on the axis; the axis stops at 4 budgets (longer frames
    /// are clipped). The title carries the summary's p50/p99 frame time, janky and missed
    /// counts and hitch ratio.
    /// `width` and `height` are in pixels.
    public func frameTimeSVG(width: Int = 960, height: Int = 320) -> String {
        let summary = summary()
        let left = 56.0, right = 12.0, top = 34.0, bottom = 36.0
        let plotWidth = Double(width) - left - right, plotHeight = Double(height) - top - bottom
        let budgetMs = 1000 / rate
        let worst = records.map { $0.frameTime * 1000 }.max() ?? 0
        // The axis shows up to 4 budgets; longer frames are clipped at the top (and are janky,
        // so marked red) rather than flattening every normal frame against the baseline.
        let yMax = Self.niceCeiling(max(2 * budgetMs, min(worst, Self.clipBudgets * budgetMs) * 1.05))
        let count = max(records.count, 2)
        func x(_ index: Int) -> Double { left + plotWidth * Double(index) / Double(count - 1) }
        func y(_ ms: Double) -> Double { top + plotHeight * (1 - min(ms, yMax) / yMax) }
        func f(_ value: Double) -> String { String(printf: "%.2f", value) }

        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
        viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(f(left))" y="16" font-size="13">Frame time (ms) per frame at \(f(rate)) Hz — \
        p50 \(f(summary.frameMs.p50)), p99 \(f(summary.frameMs.p99)), janky \(summary.janky), \
        missed \(summary.missed), hitches \(f(summary.hitchMsPerS)) ms/s</text>

        """
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ style: String) -> String {
            "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" \(style)/>\n"
        }
        func text(_ x: Double, _ y: Double, _ anchor: String, _ content: String, _ style: String = "") -> String {
            "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\"\(style)>\(content)</text>\n"
        }
        let bottomY = top + plotHeight, rightX = left + plotWidth
        let step = yMax / 4
        for tick in 0...4 {
            let value = step * Double(tick)
            svg += line(left, y(value), rightX, y(value), "stroke=\"#ddd\"")
            svg += text(left - 6, y(value) + 4, "end", f(value))
        }
        svg += line(left, top, left, bottomY, "stroke=\"black\"")
        svg += line(left, bottomY, rightX, bottomY, "stroke=\"black\"")
        svg += text(left + plotWidth / 2, Double(height) - 8, "middle", "frame (0–\(max(records.count - 1, 0)))")
        if !records.isEmpty {
            let points = records.indices.map { "\(f(x($0))),\(f(y(records[$0].frameTime * 1000)))" }
            svg += "<polyline fill=\"none\" stroke=\"#2a6fdb\" stroke-width=\"1\" "
                + "points=\"\(points.joined(separator: " "))\"/>\n"
            for (index, record) in records.enumerated() where record.isJanky {
                svg += "<circle cx=\"\(f(x(index)))\" cy=\"\(f(y(record.frameTime * 1000)))\" r=\"2.5\" fill=\"#d22\"/>\n"
            }
            for (index, record) in records.enumerated() where record.missed {
                svg += line(x(index), bottomY, x(index), bottomY - 8,
                            "class=\"missed\" stroke=\"#e80\" stroke-width=\"2\"")
            }
        }
        svg += line(left, y(budgetMs), rightX, y(budgetMs), "stroke=\"#d22\" stroke-dasharray=\"6 4\"")
        svg += text(rightX - 4, y(budgetMs) - 4, "end", "budget \(f(budgetMs)) ms", " fill=\"#d22\"")
        svg += "</svg>\n"
        return svg
    }

    /// The smallest 1, 2 or 5 × 10^k at or above `value` (a value > 0), for axis ranges.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let magnitude = pow(10, (log10(value)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= value { return factor * magnitude }
        return 10 * magnitude
    }
}
