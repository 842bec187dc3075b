/// How heavy a font's strokes are (CSS / `UIFont.Weight` numbers).
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Regular text (400).
    case regular = 400
    /// Bold text (700).
    case bold = 700

    /// Orders by stroke weight.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// A font as the pure core knows it: a family name, a size and a weight (`UIFont` for
/// Flick). It names what to draw; the edge's glyph sources (`GlyphSource`) decide which
/// file provides it.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The default family: DejaVu Sans (Debian's fonts-dejavu-core, installed by
    /// scripts/setup; the goldens are drawn with it).
    public static let defaultFamily = "DejaVu Sans"

    /// The family name, as fontconfig knows it.
    public var family: String
    /// The em size in points (like `UIFont.pointSize`; a line is about 1.16 em in DejaVu Sans).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// A font of `family` at `size` points.
    public init(family: String = Font.defaultFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The default family at `size` points (`UIFont.systemFont(ofSize:weight:)`).
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font { Font(family: family, size: size, weight: weight) }

    /// "DejaVu Sans 14pt bold", for logs.
    public var description: String { "\(family) \(size)pt\(weight == .bold ? " bold" : "")" }
}
