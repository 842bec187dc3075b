import FoundationEssentials

/// Updates with animation (`insertItems`, `deleteItems`, `moveItem`, `insertSections`,
/// `deleteSections`, `reloadItems`), alone or several at once in `performBatchUpdates`,
/// checked against the data source's counts.
extension CollectionView {
    /// The updates of one batch, as UIKit reads them: deletions and a move's source name the
    /// paths before the batch, insertions and a move's destination the paths after it.
    struct BatchUpdate {
        var deletedItems: [CollectionIndexPath] = []
        var insertedItems: [CollectionIndexPath] = []
        var moves: [(from: CollectionIndexPath, to: CollectionIndexPath)] = []
        /// Section indexes, ascending and each once (as UIKit's `IndexSet`).
        var deletedSections: [Int] = []
        /// Section indexes, ascending and each once.
        var insertedSections: [Int] = []
        var reloadedItems: [CollectionIndexPath] = []
    }

    /// Inserts items at `indexPaths` (as they are after the insertion): the items after them
    /// slide to their new places and the new ones fade in over 0.3 s. The data source must
    /// already count them.
    public func insertItems(at indexPaths: [CollectionIndexPath]) {
        perform { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths` (as they were before): their cells fade out while
    /// the items after them slide to their new places. The data source must no longer count
    /// them.
    public func deleteItems(at indexPaths: [CollectionIndexPath]) {
        perform { $0.deletedItems += indexPaths }
    }

    /// Moves the item at `indexPath` to `newIndexPath` (the path after the move): its cell
    /// and the items between slide. The data source must already have moved it.
    public func moveItem(at indexPath: CollectionIndexPath, to newIndexPath: CollectionIndexPath) {
        perform { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts whole sections at `sections` (indexes after the insertion): their items fade
    /// in, the sections after them slide. The data source must already count them. Any
    /// sequence of indexes does: an array, a range, or Foundation's `IndexSet` as in UIKit.
    public func insertSections(_ sections: some Sequence<Int>) {
        perform { $0.insertedSections = Set($0.insertedSections).union(sections).sorted() }
    }

    /// Deletes whole sections at `sections` (indexes before the deletion): their items fade
    /// out, the sections after them slide. The data source must no longer count them. Any
    /// sequence of indexes does, as for `insertSections(_:)`.
    public func deleteSections(_ sections: some Sequence<Int>) {
        perform { $0.deletedSections = Set($0.deletedSections).union(sections).sorted() }
    }

    /// Asks the data source again for the cells of the items at `indexPaths` (as they are
    /// before the batch): each old cell fades out as its new one fades in, in place.
    public func reloadItems(at indexPaths: [CollectionIndexPath]) {
        perform { $0.reloadedItems += indexPaths }
    }

    /// Runs `updates` (calls to the methods above, after changing the data) and animates
    /// them as one change (`performBatchUpdates(_:completion:)`): every path is read as UIKit
    /// reads it (deletions before, insertions after the whole batch). `completion` runs when
    /// the animation ends, with `true`; at once with `false` when the batch does not match the
    /// data source (reported in `lastUpdateError`; everything reloads). A batch inside a batch
    /// joins it.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batch == nil else {
            updates?()
            completion?(true)
            return
        }
        batch = BatchUpdate()
        updates?()
        let collected = batch ?? BatchUpdate()
        batch = nil
        var applied = false
        animate(withDuration: Self.updateAnimationDuration) {
            applied = update(collected)
        } completion: { finished in
            completion?(applied && finished)
        }
    }

    /// Adds to the open batch, or applies at once.
    private func perform(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        var single = BatchUpdate()
        change(&single)
        update(single)
    }

    /// One slot of a section being updated: an item as it was, or a new one.
    private enum Slot {
        case old(CollectionIndexPath)
        case new
    }

    /// Applies the update if it matches the data source and returns true; otherwise reports
    /// what does not match, reloads everything and returns false.
    @discardableResult
    func update(_ batch: BatchUpdate) -> Bool {
        if needsReload {
            layoutIfNeeded()
            return true
        }
        switch newPaths(for: batch) {
        case .success(let (mapping, sections)):
            apply(mapping, sections: sections, reloading: Set(batch.reloadedItems.compactMap { mapping[$0] }))
            return true
        case .failure(let problem):
            report("collection view \(debugName): invalid update: \(problem.message); reloading all items")
            reloadData()
            layoutIfNeeded()
            return false
        }
    }

    /// Why an update does not match the data source.
    struct UpdateProblem: Error {
        var message: String
    }

    /// Each surviving item's new path, by old path, or why the update does not match the
    /// data source's new counts.
    private func newPaths(for batch: BatchUpdate)
        -> Result<([CollectionIndexPath: CollectionIndexPath], [Int: Int]), UpdateProblem>
    {
        let (deleted, inserted, moves) = (batch.deletedItems, batch.insertedItems, batch.moves)
        let newCounts = loadCountsQuietly()
        let expectedSections = itemCounts.count - batch.deletedSections.count + batch.insertedSections.count
        guard newCounts.count == expectedSections else {
            return .failure(
                UpdateProblem(
                    message: "\(itemCounts.count) sections before, \(batch.deletedSections.count) deleted and "
                        + "\(batch.insertedSections.count) inserted, but the data source now has \(newCounts.count)"))
        }
        if let bad = batch.deletedSections.first(where: { $0 >= itemCounts.count }) {
            return .failure(UpdateProblem(message: "cannot delete section \(bad) of \(itemCounts.count)"))
        }
        if let bad = batch.insertedSections.first(where: { $0 >= newCounts.count }) {
            return .failure(UpdateProblem(message: "cannot insert section \(bad): there are \(newCounts.count) after"))
        }
        // The old sections' slots, then the deleted sections gone and the inserted ones in
        // (all new items: they fade in).
        var sectionSlots: [[Slot]?] = itemCounts.enumerated().map { section, count in
            (0..<count).map { Slot.old(CollectionIndexPath(item: $0, section: section)) }
        }
        for section in batch.deletedSections.reversed() { sectionSlots.remove(at: section) }
        for section in batch.insertedSections { sectionSlots.insert(nil, at: section) }
        // Old section indexes as they are after the section changes, for items' old paths.
        var oldToNewSection: [Int: Int] = [:]
        var next = 0
        for old in 0..<itemCounts.count where !batch.deletedSections.contains(old) {
            while batch.insertedSections.contains(next) { next += 1 }
            oldToNewSection[old] = next
            next += 1
        }
        var slots = sectionSlots.enumerated().map { section, items in
            items ?? Array(repeating: Slot.new, count: newCounts[section])
        }
        let removed = Set(deleted + moves.map(\.from))
        for old in removed.sorted(by: >) {
            guard contains(old) else {
                let count = itemCounts.indices.contains(old.section) ? itemCounts[old.section] : 0
                return .failure(
                    UpdateProblem(
                        message: "cannot delete or move \(old), which does not exist "
                            + "(section \(old.section) had \(count) items)"))
            }
            guard let section = oldToNewSection[old.section],
                let index = slots[section].firstIndex(where: { slot in
                    if case .old(let was) = slot { return was == old }
                    return false
                })
            else {
                return .failure(UpdateProblem(message: "cannot delete or move \(old): its section \(old.section) is deleted"))
            }
            slots[section].remove(at: index)
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
            let old = oldToNewSection.first { $0.value == section }?.key
            let removedHere = removed.filter { $0.section == old }.count
            let addedHere = additions.filter { $0.0.section == section }.count
            return .failure(
                UpdateProblem(
                    message: "section \(section): \(old.map { itemCounts[$0] } ?? 0) items before, "
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
        return .success((mapping, oldToNewSection))
    }

    /// The data source's counts now, negatives read as 0 (reported by the reload if any).
    private func loadCountsQuietly() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// Re-keys the live cells and the selection by their new paths, fades out the deleted
    /// cells (and the old cells of `reloaded` items, whose new ones fade in), and animates
    /// every view to the new layout. Headers, footers and decorations follow their
    /// sections (`sections`: old section to new), and fade out with a deleted one.
    private func apply(
        _ mapping: [CollectionIndexPath: CollectionIndexPath], sections: [Int: Int],
        reloading reloaded: Set<CollectionIndexPath>
    ) {
        var views: [CollectionElement: CollectionReusableView] = [:]
        for (element, view) in visibleViews {
            guard element.category == .cell else {
                if let section = sections[element.indexPath.section] {
                    let path = CollectionIndexPath(item: element.indexPath.item, section: section)
                    view.indexPath = path
                    views[CollectionElement(category: element.category, kind: element.kind, indexPath: path)] = view
                } else {
                    view.indexPath = nil
                    view.isUserInteractionEnabled = false
                    animate(withDuration: Self.updateAnimationDuration) { view.alpha = 0 }
                    disappearingViews.append(view)
                }
                continue
            }
            if let path = mapping[element.indexPath], !reloaded.contains(path) {
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
