import FlickInput

/// The shape a layer's shadow is cast from (`CALayer.shadowPath`, limited to rounded
/// rectangles): a rectangle in the layer's bounds coordinates, points, and its corner radius.
public struct ShadowPath: Hashable, Sendable {
    /// The rectangle, layer points.
    public var rect: Rect
    /// The corner radius, points (clamped to half the shorter side when drawn).
    public var cornerRadius: Double

    /// Creates a rounded-rectangle shape.
    public init(rect: Rect, cornerRadius: Double = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
