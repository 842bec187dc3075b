/// Where a line of text sits across its width (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush left (also UIKit's `.natural` for left-to-right text).
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
