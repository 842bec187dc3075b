import FlickAnimation
import FlickInput
import FlickScene

/// An item's view in a `CollectionView` (`UICollectionViewCell`): a `contentView` for the
/// item's subviews, and a highlighted and selected look (`selectedBackgroundColor` over
/// the content's background). A touch highlights it after the scroll view's content-touch
/// delay; a lift inside selects the item; a drag takes the touch back (no selection).
open class CollectionViewCell: CollectionReusableView {
    /// Holds the item's content, filling the cell.
    public let contentView = View()
    /// The content's background while neither highlighted nor selected.
    public var normalBackgroundColor = Color.clear { didSet { updateBackground() } }
    /// The background while highlighted or selected.
    public var selectedBackgroundColor = CollectionViewCell.defaultSelectedBackgroundColor {
        didSet { updateBackground() }
    }
    /// A translucent grey over the item while touched or selected (our choice of figure).
    public static let defaultSelectedBackgroundColor = Color(white: 0, alpha: 0.25)

    /// True while a touch is down on the item (after the content-touch delay).
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { updateBackground() } } }
    /// True while the item is selected.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { updateBackground() } } }

    /// Creates a cell with the given reuse identifier.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.name = "content"
        addSubview(contentView)
        updateBackground()
    }

    /// Clears the highlight and selection; call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func updateBackground() {
        contentView.backgroundColor = isHighlighted || isSelected ? selectedBackgroundColor : normalBackgroundColor
    }

    // MARK: Touches: highlight, then select on a lift inside

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let collectionView, collectionView.allowsSelection, indexPath != nil else { return }
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard isHighlighted else { return }
        isHighlighted = false
        let inside = containsAny(touches)
        if inside, let collectionView, let indexPath { collectionView.userSelectedItem(at: indexPath) }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        isHighlighted = false
    }
}
