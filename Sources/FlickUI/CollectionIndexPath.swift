/// An item of a `CollectionView`: its section and its item within the section (UIKit's
/// `IndexPath` with `item`; named apart from Foundation's `IndexPath`). Decoration and
/// supplementary views use it too, with whatever meaning their layout gives it (a shelf's
/// row, a header's section).
public struct CollectionIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// Creates the path of `item` in `section`.
    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    /// Section first, then item.
    public static func < (a: CollectionIndexPath, b: CollectionIndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// "section 0, item 3".
    public var description: String { "section \(section), item \(item)" }
}
