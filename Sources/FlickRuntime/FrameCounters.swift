/// Per-frame resource counters, exported as Chrome trace counter events (research note
/// animation-render §5: "counters for live tiles, uploads and pool hits").
public struct FrameCounters: Hashable, Sendable {
    /// Tiles resident in the tile cache at the end of the frame.
    public var liveTiles: Int
    /// Texture uploads done in the frame.
    public var uploads: Int
    /// Tile requests served from the pool in the frame.
    public var poolHits: Int

    /// Creates counters (all zero by default).
    public init(liveTiles: Int = 0, uploads: Int = 0, poolHits: Int = 0) {
        self.liveTiles = liveTiles
        self.uploads = uploads
        self.poolHits = poolHits
    }

    /// The field-wise sum: scene and renderer each report what they own.
    public static func + (lhs: FrameCounters, rhs: FrameCounters) -> FrameCounters {
        FrameCounters(liveTiles: lhs.liveTiles + rhs.liveTiles, uploads: lhs.uploads + rhs.uploads,
                      poolHits: lhs.poolHits + rhs.poolHits)
    }
}
