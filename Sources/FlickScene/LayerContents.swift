import FlickInput

/// An image a layer shows (`CALayer.contents`): anything with a pixel size. The render
/// developer's value-type `Bitmap` adopts it with `pixelWidth = width`,
/// `pixelHeight = height`; the scene never looks at pixels.
public protocol LayerContents {
    /// Width in device pixels.
    var pixelWidth: Int { get }
    /// Height in device pixels.
    var pixelHeight: Int { get }
}

/// A drawing surface handed to a layer's draw handler (`CGContext` in `draw(in:)`). The
/// render developer's value-type `Canvas` adopts it (it already has `pixelsPerPoint`);
/// draw handlers take it `inout`, cast to the concrete type, draw, and store it back:
///
/// ```swift
/// override func draw(in context: inout any LayerDrawingContext) {
///     guard var canvas = context as? Canvas else { return }
///     canvas.fill(bounds, color: .white)
///     context = canvas
/// }
/// ```
public protocol LayerDrawingContext {
    /// The drawable area in points (the layer's bounds size).
    var pointSize: Size { get }
    /// Device pixels per point.
    var pixelsPerPoint: Double { get }
}

/// Makes a layer's contents by running its draw handler on a fresh context (the render
/// module implements this with its bitmap and canvas).
public protocol LayerContentsRenderer {
    /// Creates contents of `pixelWidth` × `pixelHeight` device pixels for a layer of
    /// `size` points at `scale`, calling `draw` with a context to draw into (which it may
    /// replace, for value-type contexts); `nil` when the contents cannot be made.
    func makeContents(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int,
                      draw: (inout any LayerDrawingContext) -> Void) -> (any LayerContents)?
}

/// How contents are placed in the layer's bounds (`CALayerContentsGravity`).
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds (CA's default).
    case resize
    /// Scaled to fit inside, keeping the aspect ratio.
    case resizeAspect
    /// Scaled to fill, keeping the aspect ratio (may overflow).
    case resizeAspectFill
    /// Unscaled (at `contentsScale`), centred.
    case center
    /// Unscaled, top edge centred (y grows downwards here).
    case top
    /// Unscaled, bottom edge centred.
    case bottom
    /// Unscaled, left edge centred.
    case left
    /// Unscaled, right edge centred.
    case right
    /// Unscaled, top-left corner.
    case topLeft
    /// Unscaled, top-right corner.
    case topRight
    /// Unscaled, bottom-left corner.
    case bottomLeft
    /// Unscaled, bottom-right corner.
    case bottomRight

    /// The rectangle, in the layer's bounds coordinates (points), where contents of
    /// `contentsSize` points go in `bounds`.
    public func rect(forContentsSize contentsSize: Size, in bounds: Rect) -> Rect {
        let (w, h) = (contentsSize.width, contentsSize.height)
        func at(_ fx: Double, _ fy: Double) -> Rect {
            Rect(x: bounds.minX + (bounds.width - w) * fx, y: bounds.minY + (bounds.height - h) * fy, width: w, height: h)
        }
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * s, height: h * s)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        case .center: return at(0.5, 0.5)
        case .top: return at(0.5, 0)
        case .bottom: return at(0.5, 1)
        case .left: return at(0, 0.5)
        case .right: return at(1, 0.5)
        case .topLeft: return at(0, 0)
        case .topRight: return at(1, 0)
        case .bottomLeft: return at(0, 1)
        case .bottomRight: return at(1, 1)
        }
    }
}
