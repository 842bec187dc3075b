import FlickAnimation

/// Where lines sit in the width they are laid out in (`NSTextAlignment`, left-to-right).
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case trailing
}

/// What happens to text beyond the line limit (`NSLineBreakMode`'s truncation modes).
public enum TextTruncation: Hashable, Sendable {
    /// The last line shown ends in "…" (U+2026), like `.byTruncatingTail`, UILabel's default.
    case tail
    /// Lines beyond the limit are dropped and the last shown is cut at the width
    /// (`.byClipping`).
    case clip
}

/// How a piece of text is drawn: font, colour, alignment, line limit and truncation
/// (UILabel's `font`, `textColor`, `textAlignment`, `numberOfLines`, `lineBreakMode`).
/// Lines wrap at spaces when a width is given (a word longer than the width breaks
/// between characters).
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The colour (straight alpha).
    public var color: Color
    /// Alignment of each line within the layout width.
    public var alignment: TextAlignment
    /// Most lines shown; 0 for no limit (UILabel's `numberOfLines`, whose default is 1).
    public var lineLimit: Int
    /// What the last line shows when text is cut.
    public var truncation: TextTruncation

    /// A style; by default one line (`lineLimit` 1), leading, tail-truncated, like a UILabel.
    public init(font: Font, color: Color = .black, alignment: TextAlignment = .leading, lineLimit: Int = 1,
                truncation: TextTruncation = .tail) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = max(0, lineLimit)
        self.truncation = truncation
    }
}
