import RealModule
import FlickInput
import FoundationEssentials

/// The tiling arithmetic, pure: which level of detail a zoom uses and which tiles meet
/// the visible bounds plus a keep-buffer. Tile ranges follow Leaflet's GridLayer
/// (`floor(min/ts) … ceil(max/ts) − 1`, research note §4), clamped to the content.
///
/// **Live-tile bound.** The level is the largest power of two not above the zoom
/// (`2^level ≤ zoom`), so a tile spans at least `tileSize` window points; a viewport
/// W points wide then meets at most ⌈W/256⌉ + 1 columns, and the keep-buffer b adds
/// 2b: live tiles ≤ (⌈W/256⌉+1+2b)·(⌈H/256⌉+1+2b) for any content size, offset and
/// zoom. Like CATiledLayer with `levelsOfDetailBias` 0, tiles are magnified up to 2×
/// between levels rather than drawn finer than the bound allows.
public struct TileGrid: Hashable, Sendable {
    /// Tile side in points at level 0 (CATiledLayer's default `tileSize`, §4).
    public static let defaultTileSize = 256.0
    /// Lowest level ever used (a level-−40 tile spans 2.8·10¹⁴ points: beyond any content).
    public static let lowestLevel = -40

    /// Content size in points.
    public var contentSize: Size
    /// Tile side in points at level 0.
    public var tileSize: Double
    /// Tiles kept alive beyond the visible ones on every side (Leaflet's `keepBuffer`).
    public var keepBuffer: Int
    /// Highest level of detail (sharpest tiles); zooming further magnifies them.
    public var maximumLevel: Int

    /// Creates a grid.
    public init(contentSize: Size, tileSize: Double = TileGrid.defaultTileSize, keepBuffer: Int = 1,
                maximumLevel: Int = 2) {
        self.contentSize = contentSize
        self.tileSize = tileSize
        self.keepBuffer = max(0, keepBuffer)
        self.maximumLevel = maximumLevel
    }

    /// The level of detail for `zoom` (window points per content point): the largest
    /// `l ≤ maximumLevel` with `2^l ≤ zoom`.
    public func level(forZoom zoom: Double) -> Int {
        guard zoom > 0, zoom.isFinite else { return maximumLevel }
        var l = max(TileGrid.lowestLevel, min(maximumLevel, Int(Double.log2(zoom).rounded(.down))))
        while l < maximumLevel, Double.pow(2, Double(l + 1)) <= zoom { l += 1 }
        while l > TileGrid.lowestLevel, Double.pow(2, Double(l)) > zoom { l -= 1 }
        return l
    }

    /// Side of a tile at `level`, in content points.
    public func tileSpan(level: Int) -> Double { tileSize / Double.pow(2, Double(level)) }

    /// Columns and rows of the whole content at `level`.
    public func gridSize(level: Int) -> (columns: Int, rows: Int) {
        let span = tileSpan(level: level)
        // Saturating: a 1e308-point content has more tiles than Int counts.
        return (Int(saturating: (contentSize.width / span).rounded(.up)),
                Int(saturating: (contentSize.height / span).rounded(.up)))
    }

    /// The content rectangle (points) of `key`, cut at the content's edges.
    public func contentRect(of key: TileKey) -> Rect {
        let span = tileSpan(level: key.level)
        let x = Double(key.column) * span, y = Double(key.row) * span
        return Rect(x: x, y: y, width: min(span, contentSize.width - x), height: min(span, contentSize.height - y))
    }

    /// The column and row ranges meeting `visible` (content points) at `level`, widened
    /// by `buffer` tiles and clamped to the content; `nil` when nothing is visible.
    public func range(visible: Rect, level: Int, buffer: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard let shown = visible.intersection(Rect(origin: .zero, size: contentSize)) else { return nil }
        let span = tileSpan(level: level)
        let (columns, rows) = gridSize(level: level)
        guard columns > 0, rows > 0 else { return nil }
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(saturating: max(0, min(Double(limit - 1), v))) }
        let c0 = clamp((shown.minX / span).rounded(.down) - Double(buffer), columns)
        let c1 = clamp((shown.maxX / span).rounded(.up) - 1 + Double(buffer), columns)
        let r0 = clamp((shown.minY / span).rounded(.down) - Double(buffer), rows)
        let r1 = clamp((shown.maxY / span).rounded(.up) - 1 + Double(buffer), rows)
        return (c0...max(c0, c1), r0...max(r0, r1))
    }

    /// The live tiles for `visible` (content points) at `zoom`: the visible ones plus
    /// the keep-buffer, nearest to the visible centre first (Leaflet's load order, §4).
    public func liveTiles(visible: Rect, zoom: Double) -> [TileKey] {
        let level = level(forZoom: zoom)
        guard let (columns, rows) = range(visible: visible, level: level, buffer: keepBuffer) else { return [] }
        let span = tileSpan(level: level)
        let centre = visible.center
        var keys: [(TileKey, Double)] = []
        let (count, overflow) = columns.count.multipliedReportingOverflow(by: rows.count)
        keys.reserveCapacity(overflow ? 0 : count)
        for row in rows {
            for column in columns {
                let dx = (Double(column) + 0.5) * span - centre.x, dy = (Double(row) + 0.5) * span - centre.y
                keys.append((TileKey(level: level, column: column, row: row), dx * dx + dy * dy))
            }
        }
        return keys.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : ($0.0.row, $0.0.column) < ($1.0.row, $1.0.column) }.map(\.0)
    }

    /// The most tiles ever live for a viewport of `viewport` window points:
    /// (⌈W/256⌉+1+2b)·(⌈H/256⌉+1+2b) with the grid's tile size and keep-buffer.
    public func liveTileBound(viewport: Size) -> Int {
        let b = 2 * min(keepBuffer, Int.saturatingLimit)
        let columns = Int(saturating: (viewport.width / tileSize).rounded(.up)) + 1 + b
        let rows = Int(saturating: (viewport.height / tileSize).rounded(.up)) + 1 + b
        // A viewport no screen has (1e308 points) saturates at Int.max instead of trapping.
        let (bound, overflow) = columns.multipliedReportingOverflow(by: rows)
        return overflow ? Int.max : bound
    }
}
