/// A reuse pool of tile bitmaps (ScrollModelSuite's reusable tiles, research note §4):
/// tiles leaving the live set give their bitmap back, and new tiles take one, so
/// steady scrolling allocates nothing. A reused bitmap keeps its `identity`, so the
/// renderer's texture cache re-uploads into the same texture instead of creating one.
public struct TilePool: Sendable {
    /// Pixel width and height of every bitmap in the pool.
    public let pixelSize: Int
    /// Most bitmaps kept for reuse; extra released bitmaps are dropped.
    public let capacity: Int
    private var free: [Bitmap] = []
    /// Bitmaps handed out from the pool.
    public private(set) var hits = 0
    /// Bitmaps that had to be allocated because the pool was empty (by `acquire()`, or by the
    /// drawer after `take()`).
    public private(set) var allocations = 0

    /// A pool of `pixelSize × pixelSize` bitmaps keeping at most `capacity`.
    public init(pixelSize: Int, capacity: Int) {
        self.pixelSize = pixelSize
        self.capacity = capacity
    }

    /// Bitmaps waiting for reuse.
    public var freeCount: Int { free.count }

    /// A bitmap from the pool, or a new one when the pool is empty. Its pixels are
    /// whatever it held; the drawer clears them.
    public mutating func acquire() -> Bitmap {
        take() ?? Bitmap(width: pixelSize, height: pixelSize)
    }

    /// A bitmap from the pool, or `nil` when the pool is empty: the drawer then allocates one
    /// of `pixelSize` (`TileRequest.makeCanvas()`), off the frame. A tile bitmap is 256 KB to
    /// 1 MB of fresh memory, zeroed where it is made: eight new tiles at the start of a fling
    /// cost the demo's map 0.7 ms in its display-list step when the frame made them (measured
    /// by us on the headless tour).
    public mutating func take() -> Bitmap? {
        guard let bitmap = free.popLast() else {
            allocations += 1
            return nil
        }
        hits += 1
        return bitmap
    }

    /// Gives a bitmap back (ignored when it has the wrong size or the pool is full).
    public mutating func release(_ bitmap: Bitmap) {
        guard bitmap.width == pixelSize, bitmap.height == pixelSize, free.count < capacity else { return }
        free.append(bitmap)
    }
}
