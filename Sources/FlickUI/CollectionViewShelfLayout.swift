import FlickInput

/// A flow layout that puts a decoration view under every row of items, across the whole
/// content width: a bookshelf (the iBooks Store's grid, and the bookshelf layout Apple's
/// collection view guide builds by registering a shelf decoration view). The app registers
/// the view class for `decorationKind` (`register(_:forDecorationViewOfKind:)`) and draws
/// its own shelf; the layout only places one per row, behind the items
/// (`decorationZIndex`), reaching `decorationOverlap` points above the row's bottom edge (the
/// items stand on it) and `decorationHeight` points deep.
///
/// Rows re-flow when the width changes (a rotation, a resized window), as the flow layout's;
/// the shelves follow. Decorations are laid only when scrolling vertically: scrolling
/// horizontally it is a plain flow layout (a row there is a column). An item wider than the
/// collection view less its section insets gets a row of its own, overflowing it, and the
/// collection view reports it (`CollectionView.lastUpdateError`; UIKit's flow layout logs
/// the same case); that row's shelf still spans the item.
open class CollectionViewShelfLayout: CollectionViewFlowLayout {
    /// The z index of the decorations: behind the items (which are at 0).
    public static let decorationZIndex = -1
    /// The kind of the decoration view under each row.
    public var decorationKind: String { didSet { invalidateLayout() } }
    /// How far a decoration reaches above its row's bottom edge, points (ours: the items
    /// stand on the shelf's top board).
    public var decorationOverlap = 6.0 { didSet { invalidateLayout() } }
    /// A decoration's height, points (ours: a shelf's board and front edge).
    public var decorationHeight = 26.0 { didSet { invalidateLayout() } }
    /// The decorations of the last `prepare()`, top to bottom, section by section.
    public private(set) var decorations: [CollectionViewLayoutAttributes] = []

    /// A flow layout with a decoration of `kind` under each row; register the view class for
    /// `kind` before the collection view lays out.
    public init(decorationKind kind: String) {
        decorationKind = kind
        super.init()
    }

    open override func prepare() {
        super.prepare()
        decorations = []
        guard scrollDirection == .vertical, let collectionView else { return }
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right
        if itemSize.width > available, collectionView.numberOfSections > 0 {
            collectionView.reportOnce(
                "collection view \(collectionView.debugName): items \(itemSize.width) pt wide do not fit its width "
                    + "\(collectionView.bounds.width) pt less the section insets (\(sectionInset.left) + "
                    + "\(sectionInset.right) pt); one item per row, overflowing")
        }
        let width = collectionViewContentSize.width
        for section in 0..<collectionView.numberOfSections {
            for (row, frame) in lineFrames(inSection: section).enumerated() {
                var decoration = CollectionViewLayoutAttributes(
                    forDecorationViewOfKind: decorationKind, with: CollectionIndexPath(item: row, section: section),
                    frame: Rect(
                        x: 0, y: frame.maxY - decorationOverlap,
                        width: max(width, frame.maxX + sectionInset.right), height: decorationHeight))
                decoration.zIndex = Self.decorationZIndex
                decorations.append(decoration)
            }
        }
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        // The decorations are in order top to bottom: skip to the first that reaches `rect`.
        var low = 0, high = decorations.count
        while low < high {
            let middle = (low + high) / 2
            if decorations[middle].frame.maxY <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var result = super.layoutAttributesForElements(in: rect)
        while low < decorations.count, decorations[low].frame.minY < rect.maxY {
            if decorations[low].frame.intersects(rect) { result.append(decorations[low]) }
            low += 1
        }
        return result
    }

    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: CollectionIndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard kind == decorationKind else { return nil }
        return decorations.first { $0.indexPath == indexPath }
    }
}
