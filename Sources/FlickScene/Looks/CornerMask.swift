import FlickInput

/// Which corners a layer's `cornerRadius` rounds (`CACornerMask`, `CALayer.maskedCorners`).
/// Named by the bounds' edges they join; y grows downwards here, so `minY` is the top. The
/// corners left out stay square in the background, the contents mask, the border and the
/// shadow.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a mask from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let minXMinY = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let maxXMinY = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let minXMaxY = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = CornerMask(rawValue: 1 << 3)
    /// Both top corners (the first row of an inset grouped section).
    public static let top: CornerMask = [.minXMinY, .maxXMinY]
    /// Both bottom corners (the last row of an inset grouped section).
    public static let bottom: CornerMask = [.minXMaxY, .maxXMaxY]
    /// All four corners (Core Animation's default).
    public static let all: CornerMask = [.top, .bottom]

    /// The corner on the side of a point `dx`, `dy` from the rectangle's centre (negative:
    /// towards `minX`, `minY`).
    public static func corner(towardsX dx: Double, y dy: Double) -> CornerMask {
        switch (dx < 0, dy < 0) {
        case (true, true): return .minXMinY
        case (false, true): return .maxXMinY
        case (true, false): return .minXMaxY
        case (false, false): return .maxXMaxY
        }
    }

    /// `radius` at the corner towards `dx`, `dy` from the centre: 0 when this mask leaves
    /// that corner square.
    public func radius(_ radius: Double, towardsX dx: Double, y dy: Double) -> Double {
        contains(Self.corner(towardsX: dx, y: dy)) ? radius : 0
    }
}
