import FlickScene

/// How a label breaks lines and shortens text that does not fit (`NSLineBreakMode`): the
/// UIKit-facing name for FlickScene's `TextWrapping` and `TextTruncation`, which the text
/// engine's one line breaker (`TextLayout`) follows. Every mode wraps the lines before the
/// last allowed one (by character for `byCharWrapping`, else by word); the modes differ
/// in what the last line allowed shows.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (a word wider than the line breaks between characters);
    /// the lines past the last are not shown.
    case byWordWrapping
    /// Wrap between any characters; the lines past the last are not shown.
    case byCharWrapping
    /// The last line is not wrapped and is cut at the edge.
    case byClipping
    /// The start of the last line is replaced by "…".
    case byTruncatingHead
    /// The end of the last line is replaced by "…" (UILabel's default).
    case byTruncatingTail
    /// The middle of the last line is replaced by "…".
    case byTruncatingMiddle

    /// True for the modes that shorten with "…".
    public var truncates: Bool { truncation.addsEllipsis }

    /// What the text engine does with the last line allowed.
    public var truncation: TextTruncation {
        switch self {
        case .byWordWrapping, .byCharWrapping: return .wrap
        case .byClipping: return .clip
        case .byTruncatingHead: return .head
        case .byTruncatingTail: return .tail
        case .byTruncatingMiddle: return .middle
        }
    }

    /// Where the text engine breaks wrapped lines.
    public var wrapping: TextWrapping { self == .byCharWrapping ? .character : .word }
}
