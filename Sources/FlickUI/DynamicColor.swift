import FlickAnimation

/// A colour with a value per appearance (UIKit's dynamic `UIColor`): views resolve it with
/// their `appearance` (see View+Tint.swift) and again whenever it changes. The system
/// colours follow UIKit's documented light and dark values.
public struct DynamicColor: Hashable, Sendable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color

    /// A colour with a value for each appearance.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: Color) { self.init(light: color, dark: color) }

    /// The value for `appearance`.
    public func resolved(for appearance: Appearance) -> Color { appearance == .dark ? dark : light }

    private static func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
        Color(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// The default tint (UIKit's systemBlue: #007AFF, dark #0A84FF).
    public static let systemBlue = DynamicColor(light: rgb(0x007AFF), dark: rgb(0x0A84FF))
    /// A switch's on colour (UIKit's systemGreen: #34C759, dark #30D158).
    public static let systemGreen = DynamicColor(light: rgb(0x34C759), dark: rgb(0x30D158))
    /// A dimmed tint and secondary marks (UIKit's systemGray: #8E8E93 in both).
    public static let systemGray = DynamicColor(rgb(0x8E8E93))
    /// Primary text (UIKit's label: black, dark white).
    public static let label = DynamicColor(light: .black, dark: .white)
    /// Secondary text (UIKit's secondaryLabel: #3C3C43 at 60 %, dark #EBEBF5 at 60 %).
    public static let secondaryLabel = DynamicColor(light: rgb(0x3C3C43, alpha: 0.6), dark: rgb(0xEBEBF5, alpha: 0.6))
    /// A screen's background (UIKit's systemBackground: white, dark black).
    public static let systemBackground = DynamicColor(light: .white, dark: .black)
    /// A grouped screen's background (UIKit's systemGroupedBackground: #F2F2F7, dark black).
    public static let systemGroupedBackground = DynamicColor(light: rgb(0xF2F2F7), dark: .black)
    /// A card or cell on a grouped background (UIKit's secondarySystemGroupedBackground:
    /// white, dark #1C1C1E).
    public static let secondarySystemGroupedBackground = DynamicColor(light: .white, dark: rgb(0x1C1C1E))
    /// Thin separator lines (UIKit's separator: #3C3C43 at 29 %, dark #545458 at 60 %).
    public static let separator = DynamicColor(light: rgb(0x3C3C43, alpha: 0.29), dark: rgb(0x545458, alpha: 0.6))
    /// Fills of tracks and segment backgrounds (UIKit's tertiarySystemFill: #767680 at 12 %,
    /// dark at 24 %).
    public static let tertiarySystemFill = DynamicColor(
        light: rgb(0x767680, alpha: 0.12), dark: rgb(0x767680, alpha: 0.24))
    /// A switch's off track (UIKit's: #E9E9EA, dark #39393D).
    public static let switchOffTrack = DynamicColor(light: rgb(0xE9E9EA), dark: rgb(0x39393D))
    /// A segmented control's thumb (white, dark #636366).
    public static let segmentThumb = DynamicColor(light: .white, dark: rgb(0x636366))
    /// The activity indicator's ticks (#3C3C44, dark #EBEBF5; research anchors, Flutter's
    /// Cupertino port).
    public static let activityTick = DynamicColor(light: rgb(0x3C3C44), dark: rgb(0xEBEBF5))
}
