import FlickInput
import FlickScene

/// Reloading without a visible change: the endless list's re-centre (a data source that
/// holds a window of an endless sequence moves its window while the list moves) and rows
/// added above the visible ones.
extension ListView {
    /// Reloads every row at once, as `reloadData()` does, and shifts the content offset with
    /// any drag, fling or animation in progress (`shiftContent(by:)`) so that the row that
    /// was at `oldIndexPath` stays where it is on screen, now at `newIndexPath`: nothing on
    /// screen moves and a fling goes on at the same speed. The data source must already hold
    /// the new rows.
    ///
    /// The rows moved, they did not change: a cell or header view on screen whose row or
    /// section lands on the same place (same height) stays, without asking the data source or
    /// the delegate again (call `reloadRows(at:with:)` for rows whose content changed); the
    /// others are queued for reuse. Like `reloadData()`, it forgets the selection and hides
    /// a revealed Delete button; rows still collapsing after a deletion are removed at once.
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
        let cells = visibleCellsByRow.map { (cell: $0.value, rect: rectForRow(at: $0.key)) }
        let headers = headerViews.map { (view: $0.value, top: sectionTops[$0.key], height: sections[$0.key].headerHeight) }
        visibleCellsByRow = [:]
        headerViews = [:]
        loadSections()
        let after = rectForRow(at: newIndexPath)
        guard before.height > 0, after.height > 0 else {
            report("list \(debugName): reloadData(keepingRowAt:movedTo:): "
                   + (before.height > 0 ? "\(newIndexPath) does not exist after" : "\(oldIndexPath) did not exist before")
                   + " the reload; reloaded without keeping a row in place")
            for (cell, _) in cells { enqueue(cell) }
            for header in headers { header.view.removeFromSuperview() }
            updateContentSize()
            setNeedsLayout()
            return
        }
        let delta = after.minY - before.minY
        for (cell, rect) in cells { keep(cell, at: rect.offsetBy(Point(x: 0, y: delta))) }
        for header in headers { keep(header.view, ofSectionAt: header.top + delta, height: header.height) }
        // The shift first: the offset then lies in the new content when its size changes.
        shiftContent(by: Point(x: 0, y: delta))
        updateContentSize()
        setNeedsLayout()
    }

    /// Gives `cell` the new row at `rect` (content points) if there is one, else queues it.
    private func keep(_ cell: ListViewCell, at rect: Rect) {
        guard let indexPath = indexPathForRow(at: rect.center), visibleCellsByRow[indexPath] == nil,
              rectForRow(at: indexPath).isClose(to: rect) else {
            enqueue(cell)
            return
        }
        cell.indexPath = indexPath
        cell.isSelected = false
        visibleCellsByRow[indexPath] = cell
        if cell.contentView.frame.minX != 0 { showSwipe(on: cell, animated: false) }
    }

    /// Gives `header` the new section whose header starts at `top` with `height` (points) if
    /// there is one, else removes it.
    private func keep(_ header: View, ofSectionAt top: Double, height: Double) {
        guard let section = sectionTops.firstIndex(where: { abs($0 - top) < Rect.closeness }),
              abs(sections[section].headerHeight - height) < Rect.closeness, headerViews[section] == nil else {
            header.removeFromSuperview()
            return
        }
        headerViews[section] = header
    }
}

extension Rect {
    /// How far two edges may differ and still be the same place after a shift, points (sums
    /// of heights in a different order round differently).
    fileprivate static let closeness = 1e-6

    /// Whether every edge is within `closeness` of `other`'s.
    fileprivate func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < Self.closeness && abs(minY - other.minY) < Self.closeness
            && abs(width - other.width) < Self.closeness && abs(height - other.height) < Self.closeness
    }
}
