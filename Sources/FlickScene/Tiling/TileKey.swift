import FlickInput

/// One tile of tiled content: a level of detail and a column and row in that level's
/// grid. At level `l` a tile covers `tileSize / 2^l` content points on a side and holds
/// `tileSize · contentsScale` pixels, so level 0 is one pixel per point (at scale 1),
/// level 1 twice as sharp, level −1 half (CATiledLayer's levels of detail, research
/// note §4).
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    /// Level of detail: pixels per point are `2^level · contentsScale`.
    public var level: Int
    /// Column, from 0 at the content's left edge.
    public var column: Int
    /// Row, from 0 at the content's top edge.
    public var row: Int

    /// Creates a key.
    public init(level: Int, column: Int, row: Int) {
        self.level = level
        self.column = column
        self.row = row
    }

    /// The tile of the next coarser level that holds this one (as one of its quarters); `nil`
    /// past `Int`'s range.
    public var parent: TileKey? {
        guard level > Int.min else { return nil }
        return TileKey(level: level - 1, column: column >> 1, row: row >> 1)
    }

    /// The four tiles of the next finer level in this one, its quarters: left to right, top to
    /// bottom; none past `Int`'s range. (At the content's edges some may lie outside it.)
    public var quarters: [TileKey] {
        guard level < Int.max else { return [] }
        let (left, columnOverflow) = column.multipliedReportingOverflow(by: 2)
        let (top, rowOverflow) = row.multipliedReportingOverflow(by: 2)
        guard !columnOverflow, !rowOverflow, left < Int.max, top < Int.max else { return [] }
        return [(0, 0), (1, 0), (0, 1), (1, 1)].map { TileKey(level: level + 1, column: left + $0.0, row: top + $0.1) }
    }

    /// Level, column and row, for logs.
    public var description: String { "tile(L\(level) c\(column) r\(row))" }
}
