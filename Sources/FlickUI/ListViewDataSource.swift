/// Supplies a `ListView`'s rows (`UITableViewDataSource`). Counts must stay consistent with
/// the updates the list is told of (`insertRows`, `deleteRows`): a mismatch is reported
/// (`ListView.lastUpdateError`) and the list reloads everything.
public protocol ListViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in listView: ListView) -> Int
    /// The number of rows in `section`.
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `listView.dequeueReusableCell(withIdentifier:for:)`.
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell
    /// The title of `section`'s header, or `nil` for none (default `nil`).
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
    /// The text under `section` in a grouped list (an explanation of its rows), or `nil` for
    /// none (default `nil`; a plain list shows none).
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be deleted by a swipe (default true when the data
    /// source deletes rows, see `supportsDeletion`).
    func listView(_ listView: ListView, canDeleteRowAt indexPath: ListIndexPath) -> Bool
    /// Whether the data source deletes rows at all: swipe-to-delete is on only then
    /// (default false; set it to true with `commitDeleteRowAt`).
    var supportsDeletion: Bool { get }
    /// The user confirmed the deletion of the row at `indexPath` (`commit editingStyle:
    /// .delete`): remove it from the data, then call `listView.deleteRows(at:with:)`.
    func listView(_ listView: ListView, commitDeleteRowAt indexPath: ListIndexPath)
}

extension ListViewDataSource {
    /// Default: one section.
    public func numberOfSections(in listView: ListView) -> Int { 1 }
    /// Default: no header.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: no footer.
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: every row, when the data source deletes rows.
    public func listView(_ listView: ListView, canDeleteRowAt indexPath: ListIndexPath) -> Bool { supportsDeletion }
    /// Default: no deletion.
    public var supportsDeletion: Bool { false }
    /// Default: nothing.
    public func listView(_ listView: ListView, commitDeleteRowAt indexPath: ListIndexPath) {}
}

/// A `ListView`'s delegate (`UITableViewDelegate`): row and header heights, header views,
/// selection, and every `ScrollViewDelegate` call. Set it as the list's `delegate`.
public protocol ListViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`, points (default `listView.rowHeight`). A height
    /// that is not a positive finite number is reported and replaced by `rowHeight`.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double
    /// The height of `section`'s header, points (default: `sectionHeaderHeight` when the
    /// section has a title or a header view, else 0).
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double?
    /// A view for `section`'s header (default `nil`: a title header when there is a title).
    func listView(_ listView: ListView, viewForHeaderInSection section: Int) -> View?
    /// The user selected the row at `indexPath` (touch-up on the row).
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath)
    /// The row at `indexPath` was deselected by a selection of another row.
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath)
    /// A swipe began to slide the row at `indexPath` aside over its Delete button
    /// (`tableView(_:willBeginEditingRowAt:)`).
    func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath)
    /// The swiped row's Delete button is hidden again: released short, hidden by a touch
    /// elsewhere or a scroll, or its row was deleted (`tableView(_:didEndEditingRowAt:)`).
    /// `indexPath` is the row as it was, or `nil` when there was none.
    func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?)
}

extension ListViewDelegate {
    /// Default: `listView.rowHeight`.
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { listView.rowHeight }
    /// Default: decided by the list.
    public func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { nil }
    /// Default: none.
    public func listView(_ listView: ListView, viewForHeaderInSection section: Int) -> View? { nil }
    /// Default: nothing.
    public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {}
    /// Default: nothing.
    public func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {}
    /// Default: nothing.
    public func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) {}
    /// Default: nothing.
    public func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) {}
}
