import FlickInput

/// The shape a layer's shadow is cast from (`CALayer.shadowPath`, limited to rounded
/// rectangles): a rectangle in the layer's bounds coordinates, points, and its corner radius.
public struct ShadowPath: Hashable, Sendable {
    /// The rectangle, layer points.
    public var rect: Rect
    /// The corner radius, points (clamped to half the shorter side when drawn).
    public var cornerRadius: Double
    /// The corners the radius rounds (all four by default; UIKit's
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
    public var maskedCorners: CornerMask

    /// Creates a rectangle rounded by `cornerRadius` points at `maskedCorners`.
    public init(rect: Rect, cornerRadius: Double = 0, maskedCorners: CornerMask = .all) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
    }
}
