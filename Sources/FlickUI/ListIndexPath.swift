/// A row of a `ListView`: its section and its row within the section (UIKit's `IndexPath`
/// for table views; named apart from Foundation's `IndexPath`).
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates the path of `row` in `section`.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    /// Section first, then row.
    public static func < (a: ListIndexPath, b: ListIndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// "section 0, row 3".
    public var description: String { "section \(section), row \(row)" }
}

/// How a list animates rows that are inserted, deleted or reloaded (`UITableView.RowAnimation`,
/// the kinds Flick draws).
public enum ListRowAnimation: Sendable, Hashable {
    /// No animation: the rows change at once.
    case none
    /// Fade in or out while the rows around slide (0.3 s).
    case fade
    /// The row's height collapses to (or grows from) zero while the rows around slide (0.3 s).
    case automatic
}

/// Where `ListView.scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
public enum ListScrollPosition: Sendable, Hashable {
    /// The least scroll that shows the row.
    case none
    /// The row at the top of the visible area.
    case top
    /// The row in the middle of the visible area.
    case middle
    /// The row at the bottom of the visible area.
    case bottom
}
