/// Distances inset from the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, points.
    public var top: Double
    /// Inset from the left edge, points.
    public var left: Double
    /// Inset from the bottom edge, points.
    public var bottom: Double
    /// Inset from the right edge, points.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
