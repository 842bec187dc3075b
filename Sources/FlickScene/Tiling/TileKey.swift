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

    /// Level, column and row, for logs.
    public var description: String { "tile(L\(level) c\(column) r\(row))" }
}
