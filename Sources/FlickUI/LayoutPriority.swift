/// How strongly a view holds to its intrinsic size along an axis (`UILayoutPriority`):
/// `StackView` stretches the arranged view with the lowest content hugging priority and
/// squeezes the one with the lowest compression resistance first. Values 1…1000.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// Creates a priority (UIKit does not clamp; neither do we).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold (UIKit: 1000).
    public static let required = LayoutPriority(1000)
    /// The default compression resistance (UIKit: 750).
    public static let defaultHigh = LayoutPriority(750)
    /// The default content hugging (UIKit: 250).
    public static let defaultLow = LayoutPriority(250)
    /// The level `systemLayoutSizeFitting` sizes at (UIKit: 50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders by value.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// The value, e.g. "250".
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }
}
