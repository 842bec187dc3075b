import FlickInput

/// Work for a tile worker: draw `contentRect` of the content into `bitmap`.
public struct TileRequest: Sendable {
    /// The tile.
    public let key: TileKey
    /// The request's generation (echoed in the result; stale results are dropped).
    public let generation: UInt64
    /// The content rectangle (points) the tile shows; edge tiles are cut at the content.
    public let contentRect: Rect
    /// Pixels per content point (`2^level · contentsScale`).
    public let pixelsPerPoint: Double
    /// A pooled bitmap to draw into (its old pixels are cleared by `makeCanvas()`), or an
    /// empty one when the pool had none: `makeCanvas()` then makes one of `pixelSize`.
    public var bitmap: Bitmap
    /// The side of the tile's bitmap, pixels.
    public let pixelSize: Int

    /// Creates a request drawing into `bitmap`, whose width is the tile's side.
    public init(key: TileKey, generation: UInt64, contentRect: Rect, pixelsPerPoint: Double, bitmap: Bitmap) {
        self.init(key: key, generation: generation, contentRect: contentRect, pixelsPerPoint: pixelsPerPoint,
                  bitmap: bitmap, pixelSize: bitmap.width)
    }

    /// Creates a request drawing into `bitmap` (from a `TilePool`) or, when `nil`, into a
    /// bitmap of `pixelSize` × `pixelSize` that the drawer makes (`makeCanvas()`), so a frame
    /// that requests tiles allocates no pixels.
    public init(key: TileKey, generation: UInt64, contentRect: Rect, pixelsPerPoint: Double, bitmap: Bitmap?,
                pixelSize: Int) {
        self.key = key
        self.generation = generation
        self.contentRect = contentRect
        self.pixelsPerPoint = pixelsPerPoint
        self.bitmap = bitmap ?? Bitmap(width: 0, height: 0)
        self.pixelSize = max(0, pixelSize)
    }

    /// A canvas over the (cleared) bitmap whose user space is content points: the
    /// tile's top-left content point lands on pixel (0, 0). Consumes the bitmap; makes a
    /// clear one of `pixelSize` when it is not that size (the pool had none).
    public mutating func makeCanvas() -> Canvas {
        var b = bitmap
        bitmap = Bitmap(width: 0, height: 0)
        if b.width == pixelSize, b.height == pixelSize {
            b.fill(.clear)
        } else {
            b = Bitmap(width: pixelSize, height: pixelSize)
        }
        var canvas = Canvas(bitmap: b, scale: pixelsPerPoint)
        canvas.translate(x: -contentRect.minX, y: -contentRect.minY)
        canvas.clip(to: contentRect)
        return canvas
    }
}

/// A finished tile: the request's key and generation and the drawn bitmap.
public struct TileResult: Sendable {
    /// The tile.
    public let key: TileKey
    /// The generation of the request it answers.
    public let generation: UInt64
    /// The drawn pixels.
    public let bitmap: Bitmap

    /// Creates a result.
    public init(key: TileKey, generation: UInt64, bitmap: Bitmap) {
        self.key = key
        self.generation = generation
        self.bitmap = bitmap
    }
}

/// Draws the content of one tile: `canvas` is in content points (see
/// `TileRequest.makeCanvas()`), `request` says which part.
public typealias TileDrawing = @Sendable (_ canvas: inout Canvas, _ request: TileRequest) -> Void

/// Runs tile requests somewhere and hands back results: where tile drawing runs is
/// injected. `SynchronousTileWorker` draws at once and `DeferredTileWorker` when asked, on
/// the caller's thread (deterministic, for tests and virtual time); the edge's threaded
/// worker (FlickRuntime's `BackgroundTileWorker`) draws on a dispatch queue, so the frame
/// never waits. FlickScene itself starts no thread.
public protocol TileWorker: AnyObject {
    /// Queues requests for drawing.
    func submit(_ requests: [TileRequest])
    /// The results finished since the last call.
    func takeFinished() -> [TileResult]
}

extension TileRequest {
    /// Draws this request with `draw` and returns the result.
    public func perform(_ draw: TileDrawing) -> TileResult {
        var request = self
        var canvas = request.makeCanvas()
        draw(&canvas, request)
        return TileResult(key: key, generation: generation, bitmap: canvas.makeBitmap())
    }
}
