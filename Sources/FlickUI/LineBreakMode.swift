/// How a label breaks lines and shortens text that does not fit (`NSLineBreakMode`).
/// With more than one line allowed, every mode wraps at word boundaries except
/// `byCharWrapping`; the truncating modes then shorten the last line that fits.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (a word wider than the line breaks between characters);
    /// text past the last line is cut.
    case byWordWrapping
    /// Wrap between any characters; text past the last line is cut.
    case byCharWrapping
    /// Lines are cut at the edge.
    case byClipping
    /// The start of the last line is replaced by "…".
    case byTruncatingHead
    /// The end of the last line is replaced by "…" (UILabel's default).
    case byTruncatingTail
    /// The middle of the last line is replaced by "…".
    case byTruncatingMiddle

    /// True for the modes that shorten with "…".
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }
}
