import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll

/// A vertical list of rows in sections (`UITableView`), on `ScrollView`: plain, or grouped
/// and inset grouped for settings screens (`Style`, ListView+Style.swift).
///
/// - Rows come from `dataSource` (`ListViewDataSource`); heights from `delegate`
///   (`ListViewDelegate.listView(_:heightForRowAt:)`, else `rowHeight`), asked once per row
///   at `reloadData()` and for inserted or reloaded rows.
/// - Only the rows in the visible area have cells: a cell that scrolls out goes to a reuse
///   queue per identifier (`register(_:forCellReuseIdentifier:)`,
///   `dequeueReusableCell(withIdentifier:for:)`), so the live cells are the visible rows at
///   any scroll speed (plus rows collapsing in a delete animation).
/// - Section headers stick to the top while their section scrolls under them.
/// - Touching a row highlights it after the scroll view's content-touch delay; a drag takes
///   the touch back (the list cancels any content touch, like UITableView); a touch-up
///   selects it (`didSelectRowAt`). `deselectRow(at:animated:)`, `selectRow(at:)`.
/// - Swipe-to-delete (see `SwipeToDelete`, Lists.md) when the data source deletes rows.
/// - `insertRows`, `deleteRows`, `reloadRows` animate; a data source whose counts do not
///   match the update is reported in `lastUpdateError` and the list reloads.
open class ListView: ScrollView {
    /// The look: plain rows edge to edge with sticky headers, or grouped sections (set at
    /// creation, as UIKit's).
    public let style: Style
    /// Supplies the rows (held weakly).
    public weak var dataSource: (any ListViewDataSource)? { didSet { setNeedsReload() } }
    /// The row height when the delegate gives none, points (UIKit's default, 44 pt).
    public var rowHeight = ListView.defaultRowHeight { didSet { setNeedsReload() } }
    /// The header height of a section with a title, points (UIKit plain style, 28 pt).
    public var sectionHeaderHeight = ListView.defaultSectionHeaderHeight { didSet { setNeedsReload() } }
    /// Whether touching a row selects it.
    public var allowsSelection = true
    /// UIKit's default row height, 44 pt.
    public static let defaultRowHeight = 44.0
    /// UIKit's plain-style section header height, 28 pt.
    public static let defaultSectionHeaderHeight = 28.0
    /// How long row insertions, deletions and reveals animate, seconds (UIKit's 0.3 s).
    public static let rowAnimationDuration = 0.3

    /// The swipe-to-delete state (see Lists.md).
    public internal(set) var swipe = SwipeToDelete() { didSet { swipeDidChange(from: oldValue) } }
    /// The pan that swipes a row to reveal Delete (attached to the list, as in UITableView).
    public let swipeGestureRecognizer = PanGestureRecognizer(name: "swipe to delete")
    /// The last inconsistency found in an update (counts that do not match, a bad height),
    /// naming the list and the rows; the list recovered as the message says.
    public internal(set) var lastUpdateError: String?

    /// Row geometry per section.
    var sections: [SectionGeometry] = []
    /// The top of each section (its header), points.
    var sectionTops: [Double] = []
    var needsReload = true
    /// Cells on screen, by row.
    public internal(set) var visibleCellsByRow: [ListIndexPath: ListViewCell] = [:]
    /// Cells animating out after a deletion (removed once their animation ends).
    var collapsingCells: [ListViewCell] = []
    var reusableCells: [String: [ListViewCell]] = [:]
    var registeredCells: [String: ListViewCell.Type] = [:]
    var headerViews: [Int: View] = [:]
    /// A grouped list's footers and section backgrounds on screen, by section.
    var footerViews: [Int: View] = [:]
    var sectionBackgrounds: [Int: View] = [:]
    var selectedRows: Set<ListIndexPath> = []
    let swipeDelegate = SwipeRecognizerDelegate()
    /// True when the current touch session hid a revealed Delete (it selects nothing).
    var touchHidDelete = false

    /// Creates an empty list with the given frame (points) and style.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        if style == .plain { backgroundColor = .white } else { setDynamicColor(.systemGroupedBackground, for: \.backgroundColor) }
        swipeDelegate.listView = self
        swipeGestureRecognizer.delegate = swipeDelegate
        swipeGestureRecognizer.addTarget { [unowned self] event in self.handleSwipe(event) }
        addGestureRecognizer(swipeGestureRecognizer)
    }

    // MARK: Reuse

    /// Registers the cell class made for `identifier` when the queue is empty.
    public func register(_ cellClass: ListViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A queued cell for `identifier`, or a new one of the registered class, for the row at
    /// `indexPath`. An identifier nobody registered gets a plain `ListViewCell` (and a
    /// logged notice naming the list and the row).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath) -> ListViewCell {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.isHidden = false
            return cell
        }
        guard let cellClass = registeredCells[identifier] else {
            log.notice("list \(debugName): no cell class registered for \"\(identifier)\" (\(indexPath)); using ListViewCell")
            return ListViewCell(reuseIdentifier: identifier)
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// The number of cells waiting in the reuse queues.
    public var queuedCellCount: Int { reusableCells.values.reduce(0) { $0 + $1.count } }

    /// The cells on screen, top to bottom.
    public var visibleCells: [ListViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing `indexPath`, if it is on screen.
    public func cellForRow(at indexPath: ListIndexPath) -> ListViewCell? { visibleCellsByRow[indexPath] }

    // MARK: Data

    /// Forgets every row and asks the data source again at the next layout.
    public func reloadData() {
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    /// The number of rows in `section`, as last loaded (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].heights.count : 0
    }

    func loadIfNeeded() {
        guard needsReload else { return }
        for cell in visibleCellsByRow.values { enqueue(cell) }
        visibleCellsByRow = [:]
        for header in headerViews.values { header.removeFromSuperview() }
        headerViews = [:]
        removeGroupedViews()
        loadSections()
        updateContentSize()
    }

    /// Forgets the swipe and selection and asks the data source for every section again,
    /// with the sections' tops (not the cells and headers on screen, not the content size:
    /// `updateContentSize()`).
    func loadSections() {
        needsReload = false
        swipe = SwipeToDelete()
        selectedRows = []
        let count = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sections = (0..<count).map { loadSection($0) }
        computeSectionTops()
    }

    func loadSection(_ section: Int) -> SectionGeometry {
        let rows = max(0, dataSource?.listView(self, numberOfRowsInSection: section) ?? 0)
        var geometry = SectionGeometry(
            headerHeight: headerHeight(for: section), heights: [], footerHeight: footerHeight(for: section))
        geometry.heights.reserveCapacity(rows)
        for row in 0..<rows { geometry.heights.append(height(for: ListIndexPath(row: row, section: section))) }
        geometry.recomputeTops()
        return geometry
    }

    /// The delegate's height for a row, checked: not a positive finite number is reported
    /// (`lastUpdateError`) and replaced with `rowHeight`.
    func height(for indexPath: ListIndexPath) -> Double {
        guard let delegate = delegate as? any ListViewDelegate else { return rowHeight }
        let height = delegate.listView(self, heightForRowAt: indexPath)
        guard height.isFinite, height > 0 else {
            report("list \(debugName): the delegate's height for \(indexPath) is \(height), not a positive number of "
                   + "points; using rowHeight (\(rowHeight))")
            return rowHeight
        }
        return height
    }

    func headerHeight(for section: Int) -> Double {
        if let delegate = delegate as? any ListViewDelegate, let height = delegate.listView(self, heightForHeaderInSection: section) {
            guard height.isFinite, height >= 0 else {
                report("list \(debugName): the header height of section \(section) is \(height); using 0")
                return 0
            }
            return height
        }
        let hasView = (delegate as? any ListViewDelegate)?.listView(self, viewForHeaderInSection: section) != nil
        let hasTitle = dataSource?.listView(self, titleForHeaderInSection: section) != nil
        if style != .plain { return groupedHeaderHeight(for: section, titled: hasView || hasTitle) }
        return hasView || hasTitle ? sectionHeaderHeight : 0
    }

    func report(_ message: String) {
        lastUpdateError = message
        log.error("\(message)")
    }

    func recomputeTops() {
        computeSectionTops()
        updateContentSize()
    }

    func computeSectionTops() {
        sectionTops = []
        var y = 0.0
        for section in sections {
            sectionTops.append(y)
            y += section.height
        }
    }

    /// Makes the content as tall as the sections.
    func updateContentSize() {
        let size = Size(width: bounds.width, height: (sectionTops.last ?? 0) + (sections.last?.height ?? 0))
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    /// The rectangle of the row at `indexPath` in content coordinates, points.
    public func rectForRow(at indexPath: ListIndexPath) -> Rect {
        loadIfNeeded()
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].heights.indices.contains(indexPath.row) else { return .zero }
        let section = sections[indexPath.section]
        let top = sectionTops[indexPath.section] + section.headerHeight + section.tops[indexPath.row]
        let inset = rowInset
        return Rect(x: inset, y: top, width: max(bounds.width - 2 * inset, 0), height: section.heights[indexPath.row])
    }

    /// The row at `point` (content coordinates), or `nil`.
    public func indexPathForRow(at point: Point) -> ListIndexPath? {
        loadIfNeeded()
        guard point.x >= rowInset, point.x <= bounds.width - rowInset else { return nil }
        for (index, section) in sections.enumerated() {
            let top = sectionTops[index] + section.headerHeight
            guard point.y >= top, point.y < sectionTops[index] + section.height else { continue }
            if let row = section.row(at: point.y - top) { return ListIndexPath(row: row, section: index) }
        }
        return nil
    }

    /// The rows whose rectangles intersect the content range `minY..<maxY`, top to bottom.
    public func indexPathsForRows(in minY: Double, _ maxY: Double) -> [ListIndexPath] {
        loadIfNeeded()
        var result: [ListIndexPath] = []
        for (index, section) in sections.enumerated() {
            let top = sectionTops[index] + section.headerHeight
            let bottom = sectionTops[index] + section.height
            guard bottom > minY, sectionTops[index] < maxY, !section.heights.isEmpty else { continue }
            var row = section.row(at: max(0, minY - top)) ?? 0
            while row < section.heights.count, top + section.tops[row] < maxY {
                result.append(ListIndexPath(row: row, section: index))
                row += 1
            }
        }
        return result
    }

    /// The rows intersecting the visible area, top to bottom.
    public var indexPathsForVisibleRows: [ListIndexPath] {
        indexPathsForRows(in: bounds.minY, bounds.maxY)
    }

    /// Scrolls so that the row at `indexPath` sits at `position`, at once or animated. At
    /// `.top` the row sits just below its section's header, which sticks to the top there
    /// (UITableView's plain style).
    public func scrollToRow(at indexPath: ListIndexPath, at position: ListScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect.height > 0 else {
            report("list \(debugName): scrollToRow: \(indexPath) does not exist")
            return
        }
        let visible = bounds.height
        var y: Double
        switch position {
        case .top: y = rect.minY - sections[indexPath.section].headerHeight
        case .middle: y = rect.midY - visible / 2
        case .bottom: y = rect.maxY - visible
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let range = model.offsetRange(.vertical)
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Layout

    /// Advances the scroll physics, then removes the rows whose delete animation ended.
    open override func advance(to time: Double) {
        super.advance(to: time)
        removeFinishedCollapses()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if isDragging && swipe.state == .revealed { hideSwipe(animated: true) }
        if contentSize.width != bounds.width { contentSize = Size(width: bounds.width, height: contentSize.height) }
        layoutRows()
        if style == .plain { layoutHeaders() } else { layoutGroupedSections() }
    }

    /// Puts a cell on every visible row and queues the others.
    func layoutRows() {
        // Without a data source there are no rows (it is held weakly and may be gone).
        let visible = dataSource == nil ? [] : indexPathsForVisibleRows
        if visibleCellsByRow.count > 0 {
            var wanted = Set<ListIndexPath>()
            wanted.reserveCapacity(visible.count)
            for indexPath in visible { wanted.insert(indexPath) }
            // A cell holding the first responder is kept while off screen, so editing goes on.
            for (indexPath, cell) in visibleCellsByRow
            where !wanted.contains(indexPath) && !cell.containsFirstResponder {
                visibleCellsByRow[indexPath] = nil
                enqueue(cell)
            }
        }
        for indexPath in visible {
            let frame = rectForRow(at: indexPath)
            if let cell = visibleCellsByRow[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            let cell = makeCell(for: indexPath)
            cell.frame = frame
            if style != .plain { dressGroupedCell(cell, at: indexPath) }
            visibleCellsByRow[indexPath] = cell
        }
        removeFinishedCollapses()
    }

    func makeCell(for indexPath: ListIndexPath) -> ListViewCell {
        guard let dataSource else { return ListViewCell(reuseIdentifier: nil) }
        let cell = dataSource.listView(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.listView = self
        cell.isSelected = selectedRows.contains(indexPath)
        if swipe.row == indexPath, swipe.state != .hidden { showSwipe(on: cell, animated: false) }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        return cell
    }

    func enqueue(_ cell: ListViewCell) {
        cell.removeFromSuperview()
        cell.layer.removeAllAnimations()
        cell.alpha = 1
        cell.indexPath = nil
        cell.prepareForReuse()
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    func removeFinishedCollapses() {
        guard !collapsingCells.isEmpty else { return }
        collapsingCells.removeAll { cell in
            guard !cell.layer.hasAnimations else { return false }
            enqueue(cell)
            return true
        }
    }

    /// Headers of the visible sections, pinned to the top while their section is under it.
    func layoutHeaders() {
        let minY = bounds.minY, maxY = bounds.maxY
        var shown = Set<Int>()
        for (index, section) in sections.enumerated() where section.headerHeight > 0 {
            let top = sectionTops[index], bottom = top + section.height
            guard bottom > minY, top < maxY else { continue }
            shown.insert(index)
            let header = headerViews[index] ?? makeHeader(for: index)
            // Sticky: at the top of the visible area, pushed up by the section's end.
            let y = min(max(top, minY), bottom - section.headerHeight)
            let frame = Rect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
            if header.frame != frame { header.frame = frame }
        }
        for (index, header) in headerViews where !shown.contains(index) {
            header.removeFromSuperview()
            headerViews[index] = nil
        }
    }

    func makeHeader(for section: Int) -> View {
        let header: View
        if let view = (delegate as? any ListViewDelegate)?.listView(self, viewForHeaderInSection: section) {
            header = view
        } else {
            let titled = View()
            titled.backgroundColor = ListView.headerColor
            let text = Label(text: dataSource?.listView(self, titleForHeaderInSection: section))
            text.fontSize = ListView.headerFontSize
            text.textColor = ListView.headerTextColor
            text.frame = Rect(x: ListViewCell.textInset, y: 0, width: max(0, bounds.width - ListViewCell.textInset),
                              height: sectionHeaderHeight)
            titled.addSubview(text)
            header = titled
        }
        header.name = header.name ?? "header \(section)"
        addSubview(header)
        headerViews[section] = header
        return header
    }

    /// UIKit's plain header grey, approximately (our figure).
    public static let headerColor = Color(white: 0.96)
    /// A default header's title: its size, points, and colour (UIKit's plain section header,
    /// 13 pt grey text, approximately; our figures).
    public static let headerFontSize = 13.0, headerTextColor = Color(white: 0.35)

    // MARK: Content touches (UITableView)

    /// A drag may always take a row's touch back, even from a control (UITableView).
    open override func touchesShouldCancel(in view: View) -> Bool { true }

    override func touchSessionDidBegin(at location: Point) {
        touchHidDelete = false
        guard swipe.state == .revealed, let row = swipe.row else { return }
        if let cell = visibleCellsByRow[row], let button = cell.deleteButton,
           let point = convert(location + bounds.origin, to: button), button.bounds.contains(point) { return }
        touchHidDelete = true
        hideSwipe(animated: true)
    }

    override func shouldDeliverTouches(_ touches: [Touch], with event: TouchEvent, to view: View) -> Bool {
        guard super.shouldDeliverTouches(touches, with: event, to: view) else { return false }
        return !touchHidDelete
    }

    // MARK: Selection

    /// The selected row, if any.
    public var indexPathForSelectedRow: ListIndexPath? { selectedRows.min() }

    /// Selects the row at `indexPath` (deselecting any other; no delegate call), optionally
    /// scrolling it into view.
    public func selectRow(at indexPath: ListIndexPath, animated: Bool, scrollPosition: ListScrollPosition? = nil) {
        for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        selectedRows.insert(indexPath)
        visibleCellsByRow[indexPath]?.isSelected = true
        if let scrollPosition { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` (no delegate call). Animated, the highlight fades
    /// out over the row animation duration.
    public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil, let cell = visibleCellsByRow[indexPath] else { return }
        if animated {
            layer.transactionContext.perform(duration: ListView.rowAnimationDuration) { cell.isSelected = false }
        } else {
            layer.transactionContext.perform(disableActions: true) { cell.isSelected = false }
        }
    }

    /// A touch-up on a row: select it and tell the delegate.
    func userSelectedRow(at indexPath: ListIndexPath) {
        guard allowsSelection, swipe.state == .hidden else { return }
        let delegate = delegate as? any ListViewDelegate
        for row in selectedRows where row != indexPath {
            deselectRow(at: row, animated: false)
            delegate?.listView(self, didDeselectRowAt: row)
        }
        selectedRows.insert(indexPath)
        visibleCellsByRow[indexPath]?.isSelected = true
        delegate?.listView(self, didSelectRowAt: indexPath)
    }
}

/// One section's geometry: its header height and row heights, with the rows' tops from the
/// end of the header (prefix sums), points.
struct SectionGeometry {
    var headerHeight: Double
    var heights: [Double]
    /// A grouped section's footer (0 in a plain list).
    var footerHeight = 0.0
    var tops: [Double] = []
    var rowsHeight = 0.0

    /// The header, every row and the footer, points.
    var height: Double { headerHeight + rowsHeight + footerHeight }

    mutating func recomputeTops() {
        tops.removeAll(keepingCapacity: true)
        tops.reserveCapacity(heights.count)
        var y = 0.0
        for height in heights {
            tops.append(y)
            y += height
        }
        rowsHeight = y
    }

    /// The row containing `y` (from the end of the header), by binary search; `nil` past the end.
    func row(at y: Double) -> Int? {
        guard !tops.isEmpty, y < rowsHeight else { return nil }
        var low = 0, high = tops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
