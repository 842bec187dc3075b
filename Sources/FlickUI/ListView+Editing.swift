import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// Row updates with animation (`insertRows`, `deleteRows`, `reloadRows`), checked against
/// the data source's counts.
extension ListView {
    /// Inserts rows at `indexPaths` (as they are after the insertion): the rows below slide
    /// down and the new rows fade or grow in. The data source must already count them.
    public func insertRows(at indexPaths: [ListIndexPath], with animation: ListRowAnimation) {
        update(deleting: [], inserting: indexPaths, animation: animation)
    }

    /// Deletes the rows at `indexPaths` (as they were before the deletion): each collapses
    /// (or fades) while the rows below slide up. The data source must no longer count them.
    public func deleteRows(at indexPaths: [ListIndexPath], with animation: ListRowAnimation) {
        update(deleting: indexPaths, inserting: [], animation: animation)
    }

    /// Asks the data source again for the rows at `indexPaths` (heights and cells); the new
    /// cells fade in.
    public func reloadRows(at indexPaths: [ListIndexPath], with animation: ListRowAnimation) {
        loadIfNeeded()
        for indexPath in indexPaths {
            guard sections.indices.contains(indexPath.section),
                  sections[indexPath.section].heights.indices.contains(indexPath.row) else {
                report("list \(debugName): reloadRows: \(indexPath) does not exist; nothing reloaded there")
                continue
            }
            sections[indexPath.section].heights[indexPath.row] = height(for: indexPath)
            sections[indexPath.section].recomputeTops()
            if let cell = visibleCellsByRow.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        recomputeTops()
        animateLayout(animation, appearing: Set(indexPaths))
    }

    /// Applies deletions (old paths) then insertions (new paths) to the geometry, the live
    /// cells, the selection and the swipe, after checking the data source's new counts.
    func update(deleting deleted: [ListIndexPath], inserting inserted: [ListIndexPath], animation: ListRowAnimation) {
        if needsReload { loadIfNeeded(); return }
        guard let problem = updateProblem(deleting: deleted, inserting: inserted) else {
            apply(deleting: deleted, inserting: inserted, animation: animation)
            return
        }
        report(problem + "; reloading the whole list")
        setNeedsReload()
        loadIfNeeded()
        layoutIfNeeded()
    }

    /// Why the update does not match the data source (naming the list, section and counts),
    /// or `nil`.
    func updateProblem(deleting deleted: [ListIndexPath], inserting inserted: [ListIndexPath]) -> String? {
        let newSections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        guard newSections == sections.count else {
            return "list \(debugName): invalid update: \(sections.count) sections before, but the data source now has "
                + "\(newSections) (row updates cannot add or remove sections)"
        }
        for path in deleted where !(sections.indices.contains(path.section)
                                    && sections[path.section].heights.indices.contains(path.row)) {
            return "list \(debugName): invalid update: cannot delete \(path), which does not exist"
        }
        for (index, section) in sections.enumerated() {
            let before = section.heights.count
            let removed = Set(deleted.filter { $0.section == index }).count
            let added = Set(inserted.filter { $0.section == index }).count
            let now = max(0, dataSource?.listView(self, numberOfRowsInSection: index) ?? 0)
            if now != before - removed + added {
                return "list \(debugName): invalid update in section \(index): \(before) rows before, \(removed) "
                    + "deleted, \(added) inserted, but the data source now has \(now) rows (expected "
                    + "\(before - removed + added))"
            }
            for path in inserted where path.section == index && !(0..<now).contains(path.row) {
                return "list \(debugName): invalid update: cannot insert \(path) into a section of \(now) rows"
            }
        }
        return nil
    }

    private func apply(deleting deleted: [ListIndexPath], inserting inserted: [ListIndexPath],
                       animation: ListRowAnimation) {
        swipe = SwipeToDelete()
        var cells = visibleCellsByRow
        visibleCellsByRow = [:]
        // Deletions, bottom up, on the old paths.
        let deletedSet = Set(deleted)
        for path in deletedSet.sorted(by: >) {
            sections[path.section].heights.remove(at: path.row)
            if let cell = cells.removeValue(forKey: path) { collapse(cell, animation: animation) }
            selectedRows.remove(path)
        }
        func shifted(_ path: ListIndexPath, by paths: Set<ListIndexPath>, sign: Int) -> ListIndexPath {
            let count = paths.filter { $0.section == path.section && $0.row < path.row }.count
            return ListIndexPath(row: path.row + sign * count, section: path.section)
        }
        var moved: [ListIndexPath: ListViewCell] = [:]
        for (path, cell) in cells {
            let afterDelete = shifted(path, by: deletedSet, sign: -1)
            moved[afterDelete] = cell
        }
        selectedRows = Set(selectedRows.map { shifted($0, by: deletedSet, sign: -1) })
        // Insertions, top down, on the new paths.
        let insertedSet = Set(inserted)
        for path in insertedSet.sorted() {
            sections[path.section].heights.insert(height(for: path), at: path.row)
        }
        var final: [ListIndexPath: ListViewCell] = [:]
        for (path, cell) in moved.sorted(by: { $0.key < $1.key }) {
            var newPath = path
            for inserted in insertedSet.sorted() where inserted.section == newPath.section && inserted.row <= newPath.row {
                newPath.row += 1
            }
            cell.indexPath = newPath
            final[newPath] = cell
        }
        selectedRows = Set(selectedRows.map { path in
            var newPath = path
            for inserted in insertedSet.sorted() where inserted.section == newPath.section && inserted.row <= newPath.row {
                newPath.row += 1
            }
            return newPath
        })
        visibleCellsByRow = final
        for index in sections.indices { sections[index].recomputeTops() }
        recomputeTops()
        animateLayout(animation, appearing: insertedSet)
    }

    /// Lays the rows out at their new places, sliding (an implicit animation of their frames)
    /// unless `animation` is `.none`; new rows in `appearing` fade or grow in.
    func animateLayout(_ animation: ListRowAnimation, appearing: Set<ListIndexPath>) {
        guard animation != .none else {
            layoutRows()
            layoutHeaders()
            return
        }
        // Rows new to the screen start where they will be, hidden, and fade or grow in.
        let before = Set(visibleCellsByRow.keys)
        layer.transactionContext.perform(duration: ListView.rowAnimationDuration) {
            layoutRows()
            layoutHeaders()
        }
        for (path, cell) in visibleCellsByRow where appearing.contains(path) || !before.contains(path) {
            guard appearing.contains(path) else { continue }
            let frame = cell.frame
            layer.transactionContext.perform(disableActions: true) {
                cell.alpha = 0
                if animation == .automatic { cell.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0) }
            }
            layer.transactionContext.perform(duration: ListView.rowAnimationDuration) {
                cell.alpha = 1
                cell.frame = frame
            }
        }
    }

    /// Animates a deleted row's cell out: its height collapses to zero (`.automatic`) or it
    /// fades (`.fade`); it is queued for reuse once the animation ends.
    func collapse(_ cell: ListViewCell, animation: ListRowAnimation) {
        cell.indexPath = nil
        guard animation != .none else {
            enqueue(cell)
            return
        }
        let frame = cell.frame
        layer.transactionContext.perform(duration: ListView.rowAnimationDuration) {
            if animation == .automatic { cell.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0) }
            cell.alpha = 0
        }
        cell.isUserInteractionEnabled = false
        collapsingCells.append(cell)
    }

    /// The cells still collapsing after a deletion.
    public var collapsingCellCount: Int { collapsingCells.count }
}

// MARK: - Swipe to delete

extension ListView {
    /// Whether the swipe pan may begin: a mostly horizontal drag on a deletable row, leftwards
    /// (or on the revealed row), when the data source deletes rows.
    func swipeShouldBegin() -> Bool {
        guard let dataSource, dataSource.supportsDeletion, !isDragging else { return false }
        let pan = swipeGestureRecognizer
        let travel = pan.totalTranslation
        guard abs(travel.x) > abs(travel.y), let start = pan.trackedTouches.first?.start,
              let point = convert(start, from: nil), let row = indexPathForRow(at: point),
              dataSource.listView(self, canDeleteRowAt: row) else { return false }
        if swipe.state == .revealed { return swipe.row == row }
        return travel.x < 0
    }

    func handleSwipe(_ event: GestureEvent) {
        switch event.phase {
        case .began:
            guard let start = swipeGestureRecognizer.trackedTouches.first?.start,
                  let point = convert(start, from: nil), let row = indexPathForRow(at: point),
                  swipe.begin(on: row) else { return }
            log.trace("list \(debugName): swipe began on \(row)")
            swipe.change(translation: event.values.translation.x)
            showCurrentSwipe(animated: false)
        case .changed:
            swipe.change(translation: event.values.translation.x)
            showCurrentSwipe(animated: false)
        case .ended:
            let state = swipe.end(velocity: event.values.velocity.x)
            log.trace("list \(debugName): swipe ended \(state.rawValue)")
            showCurrentSwipe(animated: true)
        case .cancelled:
            swipe.cancel()
            showCurrentSwipe(animated: true)
        case .recognized, .retracted:
            break
        }
    }

    /// Tells the delegate when a swipe leaves or comes back to hidden (`swipe`'s observer).
    func swipeDidChange(from old: SwipeToDelete) {
        let wasHidden = old.state == .hidden, isHidden = swipe.state == .hidden
        guard wasHidden != isHidden, let delegate = delegate as? any ListViewDelegate else { return }
        if wasHidden, let row = swipe.row {
            delegate.listView(self, willBeginEditingRowAt: row)
        } else if isHidden {
            delegate.listView(self, didEndEditingRowAt: old.row)
        }
    }

    /// Hides a revealed Delete button (a touch elsewhere, a scroll).
    public func hideSwipe(animated: Bool) {
        let row = swipe.row
        guard swipe.hide(), let row, let cell = visibleCellsByRow[row] else { return }
        showSwipe(on: cell, animated: animated)
    }

    private func showCurrentSwipe(animated: Bool) {
        // The swiped row's cell, or (after a hide) every cell left shifted.
        for (path, cell) in visibleCellsByRow where path == swipe.row || cell.contentView.frame.minX != 0 {
            showSwipe(on: cell, animated: animated)
        }
    }

    /// Moves `cell`'s content to the swipe's offset (0 unless it is the swiped row) and
    /// shows the Delete button behind it.
    func showSwipe(on cell: ListViewCell, animated: Bool) {
        let offset = cell.indexPath == swipe.row ? swipe.offset : 0
        if offset != 0, cell.deleteButton == nil {
            let button = DeleteButton()
            button.addAction(for: .touchUpInside) { [weak self, weak cell] _, _ in
                guard let self, let cell else { return }
                self.deleteButtonTapped(in: cell)
            }
            cell.deleteButton = button
            cell.insertSubview(button, at: 0)
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
        if offset != 0 { cell.deleteButton?.isHidden = false }
        let frame = Rect(x: offset, y: 0, width: cell.bounds.width, height: cell.bounds.height)
        if animated {
            layer.transactionContext.perform(duration: ListView.rowAnimationDuration) { cell.contentView.frame = frame }
        } else {
            layer.transactionContext.perform(disableActions: true) { cell.contentView.frame = frame }
        }
    }

    func deleteButtonTapped(in cell: ListViewCell) {
        guard let row = cell.indexPath, swipe.row == row, let confirmed = swipe.confirmDelete() else { return }
        log.trace("list \(debugName): delete confirmed for \(confirmed)")
        dataSource?.listView(self, commitDeleteRowAt: confirmed)
        // The data source deleted the row (deleteRows resets the swipe) or kept it.
        if swipe.state == .deleting {
            swipe.finishDeleting()
            showSwipe(on: cell, animated: true)
        }
    }
}

/// The swipe pan's delegate: it begins as `ListView.swipeShouldBegin()` allows.
final class SwipeRecognizerDelegate: GestureRecognizerDelegate {
    weak var listView: ListView?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        listView?.swipeShouldBegin() ?? false
    }
}
