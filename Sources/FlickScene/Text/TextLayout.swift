import FlickInput

/// A glyph placed on a line: which source draws which glyph, at what pen position, for
/// which part of the text. Stored compactly (48 bytes: layouts of long lists are cached by
/// the thousand): offsets as `Float`, indices as 32 bits.
public struct PlacedGlyph: Hashable, Sendable {
    /// The scalar drawn (U+FFFD where no source has the character). For a shaped glyph that
    /// is not its scalar's own (`glyph` not `nil`), the first scalar of its cluster.
    public var scalar: Unicode.Scalar
    /// The pen position on the line, points from the line's left end.
    public var x: Double
    /// The advance, points (kerning included when shaped).
    public var advance: Double
    private var sourceIndex: Int32, clusterOffset: Int32 = 0
    private var glyphID: UInt32 = 0
    private var offsetX: Float = 0, offsetY: Float = 0
    private var flags: UInt8 = 0
    private static let hasGlyph: UInt8 = 1, rightToLeft: UInt8 = 2

    /// Index of the glyph source in the `TextEngine`.
    public var source: Int {
        get { Int(sourceIndex) }
        set { sourceIndex = Int32(clamping: newValue) }
    }
    /// The font's glyph id when the glyph is drawn by id (a ligature, an Arabic joining form:
    /// shaped by the engine's `TextShaper`); `nil` when `scalar`'s own glyph is drawn.
    public var glyph: UInt32? {
        get { flags & Self.hasGlyph != 0 ? glyphID : nil }
        set {
            glyphID = newValue ?? 0
            flags = newValue == nil ? flags & ~Self.hasGlyph : flags | Self.hasGlyph
        }
    }
    /// Where the glyph is drawn from the pen, points (a mark over its base); y upwards.
    public var xOffset: Double {
        get { Double(offsetX) }
        set { offsetX = Float(newValue) }
    }
    /// Where the glyph is drawn from the pen, points upwards.
    public var yOffset: Double {
        get { Double(offsetY) }
        set { offsetY = Float(newValue) }
    }
    /// UTF-16 offset, in the layout's text, of the first character of the cluster this glyph
    /// draws (a ligature draws several characters; a base and its marks may share one).
    public var cluster: Int {
        get { Int(clusterOffset) }
        set { clusterOffset = Int32(clamping: newValue) }
    }
    /// True when the glyph belongs to a right-to-left run.
    public var isRightToLeft: Bool {
        get { flags & Self.rightToLeft != 0 }
        set { flags = newValue ? flags | Self.rightToLeft : flags & ~Self.rightToLeft }
    }

    /// A glyph drawn by its scalar at pen position `x`.
    public init(source: Int, scalar: Unicode.Scalar, x: Double, advance: Double) {
        (self.sourceIndex, self.scalar, self.x, self.advance) = (Int32(clamping: source), scalar, x, advance)
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
    /// Caret positions the font gives inside ligatures (OpenType GDEF), by the ligature's index
    /// in `glyphs`, points from the line's left end, left to right; a ligature without them
    /// splits its advance evenly among its characters.
    public var ligatureCarets: [Int: [Double]] = [:]
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
        case .natural: return lines[index].isRightToLeft ? width - lines[index].width : 0
        }
    }
}
