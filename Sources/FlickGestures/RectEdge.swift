/// Edges of a rectangle (UIKit `UIRectEdge`): which screen edges a
/// `ScreenEdgePanGestureRecognizer` starts from.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates edges from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge (smallest y).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (smallest x).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (largest y).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (largest x).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
    /// The edge reading starts from: the left one (Flick lays out left to right only).
    public static let leading = RectEdge.left
    /// The edge reading ends at: the right one (Flick lays out left to right only).
    public static let trailing = RectEdge.right
}
