/// Item updates with animation (`insertItems`, `deleteItems`, `moveItem`), checked against
/// the data source's counts.
extension CollectionView {
    /// Inserts items at `indexPaths` (as they are after the insertion): the items after them
    /// slide to their new places and the new ones fade in over 0.3 s. The data source must
    /// already count them.
    public func insertItems(at indexPaths: [CollectionIndexPath]) {
        update(deleting: [], inserting: indexPaths, moving: [])
    }

    /// Deletes the items at `indexPaths` (as they were before): their cells fade out while
    /// the items after them slide to their new places. The data source must no longer count
    /// them.
    public func deleteItems(at indexPaths: [CollectionIndexPath]) {
        update(deleting: indexPaths, inserting: [], moving: [])
    }

    /// Moves the item at `indexPath` to `newIndexPath` (the path after the move): its cell
    /// and the items between slide. The data source must already have moved it.
    public func moveItem(at indexPath: CollectionIndexPath, to newIndexPath: CollectionIndexPath) {
        update(deleting: [], inserting: [], moving: [(indexPath, newIndexPath)])
    }

    /// One slot of a section being updated: an item as it was, or a new one.
    private enum Slot {
        case old(CollectionIndexPath)
        case new
    }

    /// Applies the update if it matches the data source; otherwise reports what does not
    /// match and reloads everything.
    func update(
        deleting deleted: [CollectionIndexPath], inserting inserted: [CollectionIndexPath],
        moving moves: [(from: CollectionIndexPath, to: CollectionIndexPath)]
    ) {
        if needsReload {
            layoutIfNeeded()
            return
        }
        switch newPaths(deleting: deleted, inserting: inserted, moving: moves) {
        case .success(let mapping):
            apply(mapping)
        case .failure(let problem):
            report("collection view \(debugName): invalid update: \(problem.message); reloading all items")
            reloadData()
            layoutIfNeeded()
        }
    }

    /// Why an update does not match the data source.
    struct UpdateProblem: Error {
        var message: String
    }

    /// Each surviving item's new path, by old path, or why the update does not match the
    /// data source's new counts.
    private func newPaths(
        deleting deleted: [CollectionIndexPath], inserting inserted: [CollectionIndexPath],
        moving moves: [(from: CollectionIndexPath, to: CollectionIndexPath)]
    )
        -> Result<[CollectionIndexPath: CollectionIndexPath], UpdateProblem>
    {
        let newCounts = loadCountsQuietly()
        guard newCounts.count == itemCounts.count else {
            return .failure(
                UpdateProblem(
                    message: "\(itemCounts.count) sections before, but the data source now has "
                        + "\(newCounts.count) (item updates cannot add or remove sections)"))
        }
        var slots = itemCounts.enumerated().map { section, count in
            (0..<count).map { Slot.old(CollectionIndexPath(item: $0, section: section)) }
        }
        let removed = Set(deleted + moves.map(\.from))
        for path in removed.sorted(by: >) {
            guard contains(path) else {
                let count = itemCounts.indices.contains(path.section) ? itemCounts[path.section] : 0
                return .failure(
                    UpdateProblem(
                        message: "cannot delete or move \(path), which does not exist "
                            + "(section \(path.section) had \(count) items)"))
            }
            slots[path.section].remove(at: path.item)
        }
        var additions: [(CollectionIndexPath, Slot)] = inserted.map { ($0, .new) }
        additions += moves.map { ($0.to, .old($0.from)) }
        guard Set(additions.map(\.0)).count == additions.count else {
            return .failure(UpdateProblem(message: "an item is inserted or moved to twice"))
        }
        for (path, slot) in additions.sorted(by: { $0.0 < $1.0 }) {
            guard slots.indices.contains(path.section), (0...slots[path.section].count).contains(path.item) else {
                let count = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
                return .failure(UpdateProblem(message: "cannot insert \(path) into a section of \(count) items"))
            }
            slots[path.section].insert(slot, at: path.item)
        }
        for (section, count) in newCounts.enumerated() where slots[section].count != count {
            let removedHere = removed.filter { $0.section == section }.count
            let addedHere = additions.filter { $0.0.section == section }.count
            return .failure(
                UpdateProblem(
                    message: "section \(section): \(itemCounts[section]) items before, "
                        + "\(removedHere) deleted or moved out, \(addedHere) inserted or moved in, but the data source now has "
                        + "\(count) items (expected \(slots[section].count))"))
        }
        var mapping: [CollectionIndexPath: CollectionIndexPath] = [:]
        for (section, items) in slots.enumerated() {
            for (item, slot) in items.enumerated() {
                if case .old(let old) = slot { mapping[old] = CollectionIndexPath(item: item, section: section) }
            }
        }
        itemCounts = newCounts
        return .success(mapping)
    }

    /// The data source's counts now, negatives read as 0 (reported by the reload if any).
    private func loadCountsQuietly() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// Re-keys the live cells and the selection by their new paths, fades out the deleted
    /// cells, and animates every view to the new layout.
    private func apply(_ mapping: [CollectionIndexPath: CollectionIndexPath]) {
        var views: [CollectionElement: CollectionReusableView] = [:]
        for (element, view) in visibleViews {
            guard element.category == .cell else {
                views[element] = view
                continue
            }
            if let path = mapping[element.indexPath] {
                view.indexPath = path
                views[CollectionElement(category: .cell, kind: nil, indexPath: path)] = view
            } else {
                view.indexPath = nil
                view.isUserInteractionEnabled = false
                animate(withDuration: Self.updateAnimationDuration) { view.alpha = 0 }
                disappearingViews.append(view)
            }
        }
        visibleViews = views
        selectedItems = Set(selectedItems.compactMap { mapping[$0] })
        collectionViewLayout.invalidateLayout()
        prepareLayout()
        layoutElements(animated: true)
    }
}
