/// Which of its two places on screen a caret takes where one offset has two: at a boundary
/// between a left-to-right and a right-to-left run, the end of the character before the
/// offset and the start of the character after it are apart ("abc אבג": the offset before
/// א is both right of "abc " and at the Hebrew word's right end). AppKit's
/// `NSSelectionAffinity`, UIKit's `UITextStorageDirection` of a position.
public enum SelectionAffinity: Hashable, Sendable {
    /// With the character before the offset: the caret at its trailing edge.
    case upstream
    /// With the character after the offset: the caret at its leading edge (the default, as
    /// UIKit's and AppKit's).
    case downstream
}

/// A place a caret can take on screen: an offset in the text and the side of it the caret
/// draws on.
public struct CaretPlace: Hashable, Sendable {
    /// The offset (UTF-8 or UTF-16, as the API giving it says).
    public var offset: Int
    /// Which character the caret stands with.
    public var affinity: SelectionAffinity

    /// A place at `offset` with `affinity`.
    public init(offset: Int, affinity: SelectionAffinity = .downstream) {
        (self.offset, self.affinity) = (offset, affinity)
    }
}
