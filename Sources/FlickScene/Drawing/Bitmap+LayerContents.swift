import FlickInput

/// A bitmap is a layer's contents (`CALayer.contents` holding a `CGImage`).
extension Bitmap: LayerContents {
    /// Width in device pixels.
    public var pixelWidth: Int { width }
    /// Height in device pixels.
    public var pixelHeight: Int { height }
}

/// A canvas is the drawing context of a layer's draw handler (`CGContext` in
/// `draw(in:)`): handlers cast the context to `Canvas`, draw and store it back.
extension Canvas: LayerDrawingContext {}

/// Makes layer contents by running the draw handler on a fresh transparent `Canvas`
/// (for `Layer.displayIfNeeded(using:)`); the drawn bitmap becomes the contents.
public struct CanvasContentsRenderer: LayerContentsRenderer {
    /// Creates the renderer.
    public init() {}

    /// A bitmap of `pixelWidth × pixelHeight` pixels drawn by `draw` at `scale` pixels per point.
    public func makeContents(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int,
                             draw: (inout any LayerDrawingContext) -> Void) -> (any LayerContents)? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        var canvas = Canvas(width: pixelWidth, height: pixelHeight, scale: scale)
        canvas.pointSize = size
        var context: any LayerDrawingContext = canvas
        draw(&context)
        guard let drawn = context as? Canvas else {
            tileLog.warning("a draw handler replaced its Canvas with \(type(of: context)); contents left empty")
            return canvas.bitmap
        }
        return drawn.bitmap
    }
}
