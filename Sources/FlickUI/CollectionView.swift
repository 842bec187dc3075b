import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// Items in sections laid out by a `CollectionViewLayout` (`UICollectionView`), on
/// `ScrollView`.
///
/// - Items come from `dataSource` (`CollectionViewDataSource`), counted at `reloadData()`
///   and kept in step by `insertItems`, `deleteItems` and `moveItem`.
/// - Every frame the layout names the elements in the visible rectangle
///   (`layoutAttributesForElements(in:)`); only those have views. A view whose element
///   leaves goes to a reuse queue per identifier or kind (`register(_:forCellWithReuseIdentifier:)`,
///   `dequeueReusableCell(withReuseIdentifier:for:)`; supplementary views likewise;
///   decoration views are registered with the layout), so the live views are the visible
///   elements at any scroll speed (plus cells fading out of a deletion).
/// - Touching a cell highlights it after the scroll view's content-touch delay; a drag
///   takes the touch back; a lift selects it (`didSelectItemAt`).
/// - Bad data (counts that do not match an update, a layout placing an item that does not
///   exist, a negative count) is reported in `lastUpdateError` and logged, naming the
///   collection view and the item; an update that does not match reloads everything.
open class CollectionView: ScrollView {
    /// Supplies the items (held weakly).
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Places the elements; assigning another lays everything out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            for view in visibleViews.values { enqueue(view) }
            visibleViews = [:]
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Whether touching a cell selects its item.
    public var allowsSelection = true
    /// How long insertions, deletions and moves animate, seconds (UIKit's 0.3 s).
    public static let updateAnimationDuration = 0.3
    /// The last inconsistency found (in the data source's counts, an update, or the
    /// layout's attributes), naming the collection view and the element; the collection
    /// view recovered as the message says.
    public internal(set) var lastUpdateError: String?

    /// Item counts per section, as last loaded or updated.
    var itemCounts: [Int] = []
    var needsReload = true
    /// The views of the elements on screen.
    public internal(set) var visibleViews: [CollectionElement: CollectionReusableView] = [:]
    /// Cells fading out after a deletion (queued once their animation ends).
    var disappearingViews: [CollectionReusableView] = []
    /// The updates collected inside `performBatchUpdates(_:completion:)` (CollectionView+Updates.swift).
    var batch: BatchUpdate?
    var reusableViews: [String: [CollectionReusableView]] = [:]
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    var selectedItems: Set<CollectionIndexPath> = []
    /// The bounds at the last layout pass (to offer bounds changes to the layout).
    var lastLayoutBounds: Rect?
    /// The decoration kinds already reported as unregistered (reported once each).
    var reportedDecorationKinds: Set<String> = []

    /// Creates an empty collection view laid out by `layout`, with the given frame (points).
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
    }

    // MARK: Reuse

    /// Registers the cell class made for `identifier` when its queue is empty.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class made for supplementary views of `kind` with `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "/" + identifier] = viewClass
    }

    /// A queued cell for `identifier`, or a new one of the registered class, for the item at
    /// `indexPath`. An identifier nobody registered gets a plain `CollectionViewCell` (and a
    /// logged notice naming the collection view and the item).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: CollectionIndexPath)
        -> CollectionViewCell
    {
        let key = "cell/" + identifier
        if let cell = reusableViews[key]?.popLast() as? CollectionViewCell { return cell }
        let cell: CollectionViewCell
        if let cellClass = cellClasses[identifier] {
            cell = cellClass.init(reuseIdentifier: identifier)
        } else {
            let message =
                "collection view \(debugName): no cell class registered for \"\(identifier)\" "
                + "(\(indexPath)); using CollectionViewCell"
            log.notice("\(message)")
            cell = CollectionViewCell(reuseIdentifier: identifier)
        }
        cell.reuseKey = key
        return cell
    }

    /// A queued supplementary view of `kind` for `identifier`, or a new one of the registered
    /// class (a plain `CollectionReusableView`, with a logged notice, when none is).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String,
        for indexPath: CollectionIndexPath
    ) -> CollectionReusableView {
        let key = "supplementary/" + kind + "/" + identifier
        if let view = reusableViews[key]?.popLast() { return view }
        let viewClass = supplementaryClasses[kind + "/" + identifier]
        if viewClass == nil {
            let message =
                "collection view \(debugName): no \(kind) class registered for \"\(identifier)\" "
                + "(\(indexPath)); using CollectionReusableView"
            log.notice("\(message)")
        }
        let view = (viewClass ?? CollectionReusableView.self).init(reuseIdentifier: identifier)
        view.reuseKey = key
        return view
    }

    /// A queued decoration view of `kind`, or a new one of the class the layout registered.
    func dequeueDecorationView(ofKind kind: String) -> CollectionReusableView? {
        let key = "decoration/" + kind
        if let view = reusableViews[key]?.popLast() { return view }
        guard let viewClass = collectionViewLayout.decorationViewClass(ofKind: kind) else {
            if reportedDecorationKinds.insert(kind).inserted {
                report(
                    "collection view \(debugName): the layout places decoration views of kind \"\(kind)\" but "
                        + "registered no class for it (register(_:forDecorationViewOfKind:)); none shown")
            }
            return nil
        }
        let view = viewClass.init(reuseIdentifier: kind)
        view.reuseKey = key
        return view
    }

    /// The number of views waiting in the reuse queues.
    public var queuedViewCount: Int { reusableViews.values.reduce(0) { $0 + $1.count } }

    /// The cells on screen, in item order.
    public var visibleCells: [CollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? CollectionViewCell }
    }

    /// The items with cells on screen, in order.
    public var indexPathsForVisibleItems: [CollectionIndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell showing the item at `indexPath`, if it is on screen.
    public func cellForItem(at indexPath: CollectionIndexPath) -> CollectionViewCell? {
        visibleViews[CollectionElement(category: .cell, kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The on-screen supplementary view of `kind` at `indexPath`, if any.
    public func supplementaryView(forElementKind kind: String, at indexPath: CollectionIndexPath)
        -> CollectionReusableView?
    {
        visibleViews[CollectionElement(category: .supplementaryView, kind: kind, indexPath: indexPath)]
    }

    /// The on-screen decoration views, by element.
    public var visibleDecorationViews: [CollectionElement: CollectionReusableView] {
        visibleViews.filter { $0.key.category == .decorationView }
    }

    // MARK: Data

    /// Forgets every item and asks the data source again at the next layout: the recovery
    /// for any inconsistency.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as last loaded (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for view in visibleViews.values { enqueue(view) }
        visibleViews = [:]
        selectedItems = []
        itemCounts = loadCounts()
        collectionViewLayout.invalidateLayout()
    }

    /// The data source's counts, negative ones reported and read as 0.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            report("collection view \(debugName): the data source has \(sections) sections; using 0")
        }
        return (0..<max(0, sections)).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else {
                report("collection view \(debugName): section \(section) has \(count) items; using 0")
                return 0
            }
            return count
        }
    }

    func report(_ message: String) {
        lastUpdateError = message
        log.error("\(message)")
    }

    /// Whether `indexPath` names an item as last loaded.
    func contains(_ indexPath: CollectionIndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    // MARK: Layout

    /// Advances the scroll physics, then queues the cells whose fade-out ended.
    open override func advance(to time: Double) {
        super.advance(to: time)
        removeFinishedDisappearances()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if let last = lastLayoutBounds, last != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            collectionViewLayout.invalidateLayout()
        }
        lastLayoutBounds = bounds
        prepareLayout()
        layoutElements(animated: false)
    }

    /// Runs the layout's `prepare()` if needed and takes its content size.
    func prepareLayout() {
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Shows a view for every element the layout places in the visible rectangle and queues
    /// the others. Animated, views already shown slide to their new attributes and new ones
    /// fade in.
    func layoutElements(animated: Bool) {
        let wanted = dataSource == nil ? [:] : attributesInVisibleRect()
        for (element, view) in visibleViews where wanted[element] == nil {
            visibleViews[element] = nil
            enqueue(view)
        }
        for (element, attributes) in wanted {
            if let view = visibleViews[element] {
                if animated {
                    animate(withDuration: Self.updateAnimationDuration) { view.apply(attributes) }
                } else {
                    view.apply(attributes)
                }
                continue
            }
            guard let view = makeView(for: element) else { continue }
            visibleViews[element] = view
            performWithoutAnimation {
                view.apply(attributes)
                if animated { view.alpha = 0 }
            }
            if animated { animate(withDuration: Self.updateAnimationDuration) { view.alpha = attributes.alpha } }
        }
        removeFinishedDisappearances()
    }

    /// The layout's attributes for the visible rectangle, by element; those naming items or
    /// sections that do not exist are reported and skipped.
    func attributesInVisibleRect() -> [CollectionElement: CollectionViewLayoutAttributes] {
        var result: [CollectionElement: CollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) where !attributes.isHidden {
            let path = attributes.indexPath
            switch attributes.representedElementCategory {
            case .cell where !contains(path):
                reportOnce(
                    "collection view \(debugName): the layout placed a cell at \(path), but the data source has "
                        + "\(itemCounts.indices.contains(path.section) ? "\(itemCounts[path.section]) items in that section" : "\(itemCounts.count) sections"); "
                        + "skipped (invalidate the layout after changing the data)")
                continue
            case .supplementaryView where !itemCounts.indices.contains(path.section):
                reportOnce(
                    "collection view \(debugName): the layout placed a \(attributes.representedElementKind ?? "?") "
                        + "in section \(path.section), but there are \(itemCounts.count) sections; skipped")
                continue
            default: break
            }
            result[attributes.element] = attributes
        }
        return result
    }

    /// Reports `message` unless it is the last one reported (a layout problem recurs every frame).
    func reportOnce(_ message: String) {
        guard message != lastUpdateError else { return }
        report(message)
    }

    func makeView(for element: CollectionElement) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        let view: CollectionReusableView
        switch element.category {
        case .cell:
            let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
            cell.isSelected = selectedItems.contains(element.indexPath)
            view = cell
        case .supplementaryView:
            guard let kind = element.kind,
                let supplementary = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind,
                    at: element.indexPath)
            else { return nil }
            view = supplementary
        case .decorationView:
            guard let kind = element.kind, let decoration = dequeueDecorationView(ofKind: kind) else { return nil }
            view = decoration
        }
        guard !visibleViews.values.contains(where: { $0 === view }) else {
            reportOnce(
                "collection view \(debugName): the data source returned the view of another element for "
                    + "\(element) (dequeue a view for each element); skipped")
            return nil
        }
        view.indexPath = element.indexPath
        view.collectionView = self
        // Decoration views are the layout's ornament: touches pass through them to the cells
        // (a shelf under the books' bottom edge must not swallow a tap on a book).
        view.isUserInteractionEnabled = element.category != .decorationView
        if view.superview !== self { insertSubview(view, at: 0) }
        return view
    }

    func enqueue(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        view.layer.removeAllAnimations()
        view.alpha = 1
        view.indexPath = nil
        view.prepareForReuse()
        guard let key = view.reuseKey else { return }
        reusableViews[key, default: []].append(view)
    }

    func removeFinishedDisappearances() {
        guard !disappearingViews.isEmpty else { return }
        disappearingViews.removeAll { view in
            guard !view.layer.hasAnimations else { return false }
            enqueue(view)
            return true
        }
    }

    /// The cells fading out after a deletion.
    public var disappearingViewCount: Int { disappearingViews.count }

    // MARK: Selection

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [CollectionIndexPath] { selectedItems.sorted() }

    /// Selects the item at `indexPath` (deselecting any other; no delegate call).
    public func selectItem(at indexPath: CollectionIndexPath) {
        for item in selectedItems where item != indexPath { deselectItem(at: item) }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects the item at `indexPath` (no delegate call).
    public func deselectItem(at indexPath: CollectionIndexPath) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A lift on a cell: select its item and tell the delegate.
    func userSelectedItem(at indexPath: CollectionIndexPath) {
        guard allowsSelection else { return }
        let delegate = delegate as? any CollectionViewDelegate
        for item in selectedItems where item != indexPath {
            deselectItem(at: item)
            delegate?.collectionView(self, didDeselectItemAt: item)
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A drag may always take a cell's touch back, even from a control (as in UIKit).
    open override func touchesShouldCancel(in view: View) -> Bool { true }
}
