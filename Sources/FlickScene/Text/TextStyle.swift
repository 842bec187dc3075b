import FlickAnimation

/// Where lines sit in the width they are laid out in (`NSTextAlignment`).
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the interface's leading edge, the left one (Flick lays interfaces out
    /// left to right), whatever the text's direction.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case trailing
    /// Lines start at the leading edge of their paragraph's direction (UIKit's `.natural`,
    /// its labels' and fields' default): the left edge when the paragraph's first strong
    /// character is left-to-right (or it has none), the right edge when it is right-to-left
    /// (Hebrew, Arabic; UAX #9 rules P2–P3, FriBidi's `fribidi_get_par_direction`).
    case natural
}

/// What happens to text beyond the line limit (`NSLineBreakMode`'s truncation modes).
/// The truncating modes give the last line allowed the rest of its paragraph, shortened
/// with "…" (U+2026, one glyph) where it does not fit or where more text follows; the
/// space next to "…" is dropped.
public enum TextTruncation: Hashable, Sendable {
    /// The end of the last line is replaced by "…" (`.byTruncatingTail`, UILabel's default).
    case tail
    /// The start of the last line is replaced by "…" (`.byTruncatingHead`).
    case head
    /// The middle of the last line is replaced by "…", the extra character kept at the
    /// start (`.byTruncatingMiddle`).
    case middle
    /// Lines beyond the limit are dropped and the last shown, unwrapped, is cut at the
    /// width (`.byClipping`): only glyphs that fit whole are kept.
    case clip
    /// Lines beyond the limit are dropped; the last shown wraps like every other line
    /// (`.byWordWrapping`, `.byCharWrapping`).
    case wrap

    /// True for the modes that shorten with "…".
    public var addsEllipsis: Bool {
        switch self {
        case .tail, .head, .middle: return true
        case .clip, .wrap: return false
        }
    }
}

/// Where lines break when text is wider than the layout width.
public enum TextWrapping: Hashable, Sendable {
    /// After the last space that fits; a word longer than the width breaks between
    /// characters (`.byWordWrapping`, the default).
    case word
    /// After the last character that fits (`.byCharWrapping`).
    case character
}

/// How a piece of text is drawn: font, colour, alignment, line limit and truncation
/// (UILabel's `font`, `textColor`, `textAlignment`, `numberOfLines`, `lineBreakMode`).
/// Lines wrap when a width is given, by word (a word longer than the width breaks between
/// characters) or by character, per `wrapping`.
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
    /// Where lines break when wrapped.
    public var wrapping: TextWrapping

    /// A style; by default one line (`lineLimit` 1), leading, tail-truncated, wrapped by
    /// word, like a UILabel.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .leading, lineLimit: Int = 1,
        truncation: TextTruncation = .tail, wrapping: TextWrapping = .word
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = max(0, lineLimit)
        self.truncation = truncation
        self.wrapping = wrapping
    }
}
