import FlickInput

/// Places a `CollectionView`'s elements (`UICollectionViewLayout`): an app subclasses it
/// (or `CollectionViewFlowLayout`) and overrides what it needs.
///
/// The collection view calls `prepare()` once after each invalidation, then asks for
/// `collectionViewContentSize` and, every frame, `layoutAttributesForElements(in:)` for
/// its visible rectangle: only the elements there get views, so that method should find
/// them without walking every item. Decoration views are the layout's own: register their
/// classes with `register(_:forDecorationViewOfKind:)` and return their attributes along
/// with the cells'.
open class CollectionViewLayout {
    /// The collection view laid out (set when the layout is assigned; held weakly).
    public internal(set) weak var collectionView: CollectionView?
    /// True once `invalidateLayout()` was called and `prepare()` has not run since.
    public internal(set) var isInvalidated = true
    /// Decoration view classes by kind.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// Creates a layout (it lays out nothing until a collection view uses it).
    public init() {}

    /// Computes what the next queries need (sizes, positions); called once after each
    /// invalidation, before any other query. Subclasses call `super`.
    open func prepare() {}

    /// The size of all the content, points (default zero).
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element (cells, supplementary and decoration views) whose
    /// frame intersects `rect` (content coordinates, points). Default: none.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the cell at `indexPath` (default `nil`).
    open func layoutAttributesForItem(at indexPath: CollectionIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `kind` at `indexPath` (default `nil`).
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: CollectionIndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `kind` at `indexPath` (default `nil`).
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: CollectionIndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Registers the view class the collection view makes (or reuses) for decoration
    /// views of `kind`.
    public func register(_ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: String) {
        decorationClasses[kind] = viewClass
        collectionView?.setNeedsLayout()
    }

    /// The class registered for decoration views of `kind`, if any.
    public func decorationViewClass(ofKind kind: String) -> CollectionReusableView.Type? { decorationClasses[kind] }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
    /// (UIKit's default: false; a flow layout says yes when the size across the scrolling
    /// changes). Scrolling changes the bounds' origin every frame, so keep this cheap.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Marks the layout out of date: `prepare()` runs again before the next layout pass.
    /// Subclasses call `super`.
    open func invalidateLayout() {
        isInvalidated = true
        collectionView?.setNeedsLayout()
    }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard isInvalidated else { return }
        isInvalidated = false
        prepare()
    }
}
