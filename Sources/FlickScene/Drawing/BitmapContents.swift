import FlickInput

/// A `Bitmap` as a layer's contents (`CALayer.contents` holding a `CGImage`): the
/// scene's `LayerContents` protocol is class-bound, the bitmap a value, so this box
/// carries it. Replace `bitmap` to change the image (the renderer re-uploads when the
/// bitmap's version changes).
public final class BitmapContents: LayerContents {
    /// The image.
    public var bitmap: Bitmap

    /// Contents showing `bitmap`.
    public init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    /// Width in device pixels.
    public var pixelWidth: Int { bitmap.width }
    /// Height in device pixels.
    public var pixelHeight: Int { bitmap.height }
}

/// The drawing context handed to a layer's draw handler: a `Canvas` whose user space is
/// the layer's bounds size in points at the layer's `contentsScale`. Draw handlers cast
/// the `LayerDrawingContext` they receive to `CanvasContext` and draw into `canvas`.
public final class CanvasContext: LayerDrawingContext {
    /// The canvas to draw into.
    public var canvas: Canvas
    /// The drawable area in points.
    public let size: Size
    /// Device pixels per point.
    public let scale: Double

    /// A context over a new transparent bitmap of `pixelWidth × pixelHeight` pixels.
    public init(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int) {
        canvas = Canvas(width: pixelWidth, height: pixelHeight, scale: scale)
        self.size = size
        self.scale = scale
    }
}

/// Makes layer contents by drawing into a `CanvasContext` (what
/// `Layer.displayIfNeeded(using:)` needs): the drawn bitmap becomes `BitmapContents`.
public struct CanvasContentsRenderer: LayerContentsRenderer {
    /// Creates the renderer.
    public init() {}

    public func makeContents(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int,
                             draw: (any LayerDrawingContext) -> Void) -> (any LayerContents)? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let context = CanvasContext(size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        draw(context)
        return BitmapContents(context.canvas.bitmap)
    }
}
