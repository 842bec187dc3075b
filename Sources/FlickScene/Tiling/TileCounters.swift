/// What tiled content did, for the profiler's counters (research note §5: live tiles,
/// uploads, pool hits).
public struct TileCounters: Hashable, Sendable {
    /// Tiles alive now (visible plus keep-buffer).
    public var liveTiles = 0
    /// Tiles waiting for the worker or for an upload slot now.
    public var pendingTiles = 0
    /// Tiles of an earlier level kept as fallbacks while zooming, now.
    public var fallbackTiles = 0
    /// Bitmaps reused from the pool, in total.
    public var poolHits = 0
    /// Bitmaps allocated because the pool was empty, in total.
    public var poolAllocations = 0
    /// Tiles uploaded (made visible), in total.
    public var uploads = 0
    /// Tiles requested from the worker, in total.
    public var requests = 0
    /// Worker results dropped because their tile had left the live set, in total.
    public var discardedResults = 0

    /// All zero.
    public init() {}
}
