import FlickInput

/// A glyph placed on a line: which source draws which glyph, at what pen position, for
/// which part of the text.
public struct PlacedGlyph: Hashable, Sendable {
    /// Index of the glyph source in the `TextEngine`.
    public var source: Int
    /// The scalar drawn (U+FFFD where no source has the character). For a shaped glyph that
    /// is not its scalar's own (`glyph` not `nil`), the first scalar of its cluster.
    public var scalar: Unicode.Scalar
    /// The font's glyph id when the glyph is drawn by id (a ligature, an Arabic joining form:
    /// shaped by the engine's `TextShaper`); `nil` when `scalar`'s own glyph is drawn.
    public var glyph: UInt32?
    /// The pen position on the line, points from the line's left end.
    public var x: Double
    /// The advance, points (kerning included when shaped).
    public var advance: Double
    /// Where the glyph is drawn from the pen, points (a mark over its base); y upwards.
    public var xOffset = 0.0, yOffset = 0.0
    /// UTF-16 offset, in the layout's text, of the first character of the cluster this glyph
    /// draws (a ligature draws several characters; a base and its marks may share one).
    public var cluster = 0
    /// True when the glyph belongs to a right-to-left run.
    public var isRightToLeft = false
    /// Caret positions inside a ligature from the font, points from the pen (empty: the
    /// advance is split evenly among the characters it draws).
    public var ligatureCarets: [Double] = []

    /// A glyph drawn by its scalar at pen position `x`.
    public init(source: Int, scalar: Unicode.Scalar, x: Double, advance: Double) {
        (self.source, self.scalar, self.x, self.advance) = (source, scalar, x, advance)
    }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The glyphs, left to right (visual order: runs of a right-to-left script are reversed).
    public var glyphs: [PlacedGlyph]
    /// The width, points (the sum of the advances; trailing spaces excluded).
    public var width: Double
    /// The baseline, points from the top of the layout.
    public var baseline: Double
    /// The UTF-16 offsets, in the layout's text, of the characters this line shows (trailing
    /// spaces excluded; on a truncated line, from its first to its last character kept).
    public var range: Range<Int>
    /// The text the line shows, in logical order ("…" where it was shortened).
    public var text: String
    /// True when the line's paragraph runs right to left (its first strong character is of a
    /// right-to-left script).
    public var isRightToLeft: Bool
}

/// Text broken into lines for a width, measured in points (`NSLayoutManager`'s result for
/// one text container). Made by `TextEngine.layout(_:style:maxWidth:)`; a value, cached by
/// the engine, independent of colour, alignment and pixel scale.
///
/// Positions in the text (`TextLine.range`, `PlacedGlyph.cluster`, the carets of
/// TextLayout+Carets.swift) are UTF-16 offsets in `text`, as `NSRange` counts in UIKit
/// (`String.Index(utf16Offset:in:)` turns one into an index).
public struct TextLayout: Hashable, Sendable {
    /// The text laid out.
    public var text: String
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Width (the widest line) and height (line count × line height), points.
    public var size: Size
    /// The font laid out with.
    public var font: Font
    /// Baseline-to-baseline distance, points.
    public var lineHeight: Double
    /// Top of a line to its baseline, points.
    public var ascent: Double
    /// True when text was cut by the line limit (the last line shortened with "…" under the
    /// truncating modes, cut or dropped otherwise).
    public var isTruncated: Bool

    /// The x offset of line `index` in a box `width` points wide, for `alignment`.
    public func lineOffset(_ index: Int, in width: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .leading: return 0
        case .center: return (width - lines[index].width) / 2
        case .trailing: return width - lines[index].width
        }
    }
}
