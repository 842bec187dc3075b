import FlickInput
import FlickScene

/// Reloading without a visible jump: the endless list's re-centre (a data source that holds
/// a window of an endless sequence moves its window while the list moves) and rows added
/// above the visible ones.
extension ListView {
    /// Reloads every row at once, as `reloadData()` does, and shifts the content offset with
    /// any drag, fling or animation in progress (`shiftContent(by:)`) so that the row that
    /// was at `oldIndexPath` stays where it is on screen, now at `newIndexPath`: nothing on
    /// screen moves and a fling goes on at the same speed. The data source must already hold
    /// the new rows. Like `reloadData()`, it forgets the selection and hides a revealed
    /// Delete button; rows still collapsing after a deletion are removed at once.
    ///
    /// Call it from `scrollViewDidScroll(_:)` (the shift then applies when the call returns)
    /// or anywhere else. A row that does not exist, before or after, is reported
    /// (`lastUpdateError`) and the list reloads without shifting.
    public func reloadData(keepingRowAt oldIndexPath: ListIndexPath, movedTo newIndexPath: ListIndexPath) {
        loadIfNeeded()
        let before = rectForRow(at: oldIndexPath)
        // Cells collapsing after a deletion sit at the old geometry's places.
        for cell in collapsingCells { enqueue(cell) }
        collapsingCells = []
        loadSections()
        let after = rectForRow(at: newIndexPath)
        if before.height > 0, after.height > 0 {
            // The shift first: the offset then lies in the new content when its size changes.
            shiftContent(by: Point(x: 0, y: after.minY - before.minY))
        } else {
            report("list \(debugName): reloadData(keepingRowAt:movedTo:): "
                   + (before.height > 0 ? "\(newIndexPath) does not exist after" : "\(oldIndexPath) did not exist before")
                   + " the reload; reloaded without keeping a row in place")
        }
        updateContentSize()
        setNeedsLayout()
    }
}
