import FlickInput
import FlickScroll

/// A grid in sections (`UICollectionViewFlowLayout`): items of `itemSize` fill lines across
/// the collection view, `minimumInteritemSpacing` apart at least (full lines are spread
/// to the edges of `sectionInset`, and every line of a section uses that pitch), lines
/// `minimumLineSpacing` apart; each section has an optional header and footer
/// (`headerReferenceSize`, `footerReferenceSize`; supplementary views of kinds
/// `elementKindSectionHeader` and `elementKindSectionFooter`). Lines run across the
/// scrolling: rows when it scrolls vertically, columns when horizontally.
///
/// Every item has the same size, so finding the elements in a rectangle is arithmetic: a
/// binary search over the sections' extents, then the first and last line from the
/// rectangle's edges — a frame's work is the visible items', not every item's.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Sendable, Hashable {
        /// Rows top to bottom (the default).
        case vertical
        /// Columns left to right.
        case horizontal
    }

    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Every item's size, points (UIKit's default 50 × 50).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines, points (UIKit's default 10).
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least space between items of a line, points (UIKit's default 10).
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The margins around each section's items (not its header or footer), points.
    public var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    /// The header's size: its height scrolling vertically, its width horizontally (zero:
    /// no header), points.
    public var headerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }
    /// The footer's size, as `headerReferenceSize`, points.
    public var footerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }
    /// The scrolling direction (vertical by default).
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Keeps each section's header at the top of the visible area while the section scrolls
    /// under it, pushed away by the next (`sectionHeadersPinToVisibleBounds`; false, as UIKit).
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// The z index of a pinned header, over the items (UIKit's 1024).
    public static let pinnedHeaderZIndex = 1024

    /// One section's geometry along the scrolling (y) and across (x), as if it scrolled
    /// vertically; horizontal layouts swap the axes when they answer.
    struct Section {
        var start = 0.0, headerLength = 0.0, itemsStart = 0.0, footerLength = 0.0, end = 0.0
        var count = 0, columns = 1, lines = 0
        var firstX = 0.0, pitchX = 0.0, pitchY = 0.0
    }

    var sections: [Section] = []
    /// The extent across the scrolling the layout was prepared for, points.
    var preparedAcross = 0.0
    var contentLength = 0.0

    /// Creates a flow layout with UIKit's defaults.
    public override init() {}

    private var isVertical: Bool { scrollDirection == .vertical }

    /// `size` as if the layout scrolled vertically.
    private func upright(_ size: Size) -> Size { isVertical ? size : Size(width: size.height, height: size.width) }

    /// `rect` from vertical-layout space to the collection view's, or back (a transpose).
    private func oriented(_ rect: Rect) -> Rect {
        isVertical ? rect : Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentLength = 0
            return
        }
        let bounds = oriented(collectionView.bounds)
        preparedAcross = bounds.width
        let item = upright(itemSize)
        let inset =
            isVertical
            ? sectionInset
            : EdgeInsets(
                top: sectionInset.left, left: sectionInset.top, bottom: sectionInset.right,
                right: sectionInset.bottom)
        let available = max(0, bounds.width - inset.left - inset.right)
        let columns = max(
            1, Int((available + minimumInteritemSpacing) / max(item.width + minimumInteritemSpacing, 1e-9)))
        let spacing =
            columns > 1
            ? max(
                minimumInteritemSpacing,
                (available - Double(columns) * item.width)
                    / Double(columns - 1)) : 0
        var y = 0.0
        sections = (0..<collectionView.numberOfSections).map { index in
            var section = Section(start: y, count: collectionView.numberOfItems(inSection: index), columns: columns)
            section.headerLength = upright(headerReferenceSize).height
            section.footerLength = upright(footerReferenceSize).height
            section.firstX = inset.left
            section.pitchX = item.width + spacing
            section.pitchY = item.height + minimumLineSpacing
            section.lines = (section.count + columns - 1) / columns
            section.itemsStart = y + section.headerLength + inset.top
            let itemsLength = section.lines > 0 ? Double(section.lines) * section.pitchY - minimumLineSpacing : 0
            section.end = section.itemsStart + itemsLength + inset.bottom + section.footerLength
            y = section.end
            return section
        }
        contentLength = y
    }

    open override var collectionViewContentSize: Size {
        let across = preparedAcross
        return isVertical ? Size(width: across, height: contentLength) : Size(width: contentLength, height: across)
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let area = oriented(rect)
        var result: [CollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: area.minY)
        while index < sections.count, sections[index].start < area.maxY {
            let section = sections[index]
            for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, in: index), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
            if section.lines > 0 {
                let first = max(0, Int(((area.minY - section.itemsStart) / section.pitchY).rounded(.down)))
                let last = min(
                    section.lines - 1, Int(((area.maxY - section.itemsStart) / section.pitchY).rounded(.down)))
                if first <= last {
                    for item in (first * section.columns)..<min(section.count, (last + 1) * section.columns) {
                        let frame = itemFrame(item, in: section)
                        if frame.intersects(rect) {
                            result.append(
                                CollectionViewLayoutAttributes(
                                    forCellWith: CollectionIndexPath(item: item, section: index), frame: frame))
                        }
                    }
                }
            }
            index += 1
        }
        return result
    }

    /// The first section whose end is past `y` (binary search over the sections' ends).
    private func firstSection(endingAfter y: Double) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func itemFrame(_ item: Int, in section: Section) -> Rect {
        let size = upright(itemSize)
        let line = item / section.columns, column = item % section.columns
        return oriented(
            Rect(
                x: section.firstX + Double(column) * section.pitchX,
                y: section.itemsStart + Double(line) * section.pitchY, width: size.width,
                height: size.height))
    }

    private func supplementaryAttributes(_ kind: String, in index: Int) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        let isHeader = kind == Self.elementKindSectionHeader
        guard isHeader || kind == Self.elementKindSectionFooter else { return nil }
        let length = isHeader ? section.headerLength : section.footerLength
        guard length > 0 else { return nil }
        var y = isHeader ? section.start : section.end - section.footerLength
        if isHeader, sectionHeadersPinToVisibleBounds, let visible = collectionView.map({ oriented($0.bounds) }) {
            // At the visible top while the section is under it, no further than its end.
            y = max(min(max(section.start, visible.minY), section.end - length), section.start)
        }
        let frame = oriented(Rect(x: 0, y: y, width: preparedAcross, height: length))
        var attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind,
            with: CollectionIndexPath(item: 0, section: index), frame: frame)
        if isHeader, sectionHeadersPinToVisibleBounds { attributes.zIndex = Self.pinnedHeaderZIndex }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: CollectionIndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].count).contains(indexPath.item)
        else { return nil }
        return CollectionViewLayoutAttributes(
            forCellWith: indexPath,
            frame: itemFrame(indexPath.item, in: sections[indexPath.section]))
    }

    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: CollectionIndexPath)
        -> CollectionViewLayoutAttributes?
    {
        supplementaryAttributes(kind, in: indexPath.section)
    }

    /// Yes when the extent across the scrolling changes (the lines must be refilled).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        (isVertical ? newBounds.width : newBounds.height) != preparedAcross
    }

    /// The lines of `section` (rows scrolling vertically, columns horizontally), each line's
    /// frame spanning its items, in content coordinates, points: what a subclass needs to
    /// put a decoration (a shelf) along each line.
    public func lineFrames(inSection section: Int) -> [Rect] {
        guard sections.indices.contains(section) else { return [] }
        let geometry = sections[section]
        let size = upright(itemSize)
        return (0..<geometry.lines).map { line in
            let itemsInLine = min(geometry.columns, geometry.count - line * geometry.columns)
            let width = Double(itemsInLine - 1) * geometry.pitchX + size.width
            return oriented(
                Rect(
                    x: geometry.firstX, y: geometry.itemsStart + Double(line) * geometry.pitchY,
                    width: width, height: size.height))
        }
    }
}
