import FlickInput

/// A view a `CollectionView` reuses (`UICollectionReusableView`): the base of cells,
/// supplementary views (headers, footers) and decoration views (a layout's shelves).
/// Override `prepareForReuse()` to reset what the data source sets, and
/// `apply(_:)` to read custom attributes.
open class CollectionReusableView: View {
    /// The identifier (or kind) it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The element it shows (set by the collection view), or `nil` while queued.
    public internal(set) var indexPath: CollectionIndexPath?
    /// The collection view it belongs to (set by the collection view).
    public internal(set) weak var collectionView: CollectionView?
    /// The queue it returns to: category, kind and identifier (set when dequeued).
    var reuseKey: String?

    /// Creates a view with the given reuse identifier (the collection view sets its frame).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Resets the view before it is shown for another element; call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: frame, transform, alpha, visibility and stacking
    /// (`zIndex` as the layer's `zPosition`). Subclasses reading more call `super`.
    open func apply(_ attributes: CollectionViewLayoutAttributes) {
        if transform != .identity { transform = .identity }
        if frame != attributes.frame { frame = attributes.frame }
        if attributes.transform != .identity { transform = attributes.transform }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        let z = Double(attributes.zIndex)
        if layer.zPosition != z { layer.zPosition = z }
    }
}
