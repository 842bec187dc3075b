import FlickAnimation
import FlickInput

/// Where and how one element of a `CollectionView` appears (`UICollectionViewLayoutAttributes`):
/// a layout makes one per cell, supplementary view and decoration view it places, and the
/// collection view applies it to the element's view.
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// What kind of element the attributes place (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Hashable, Sendable {
        /// A data item's cell.
        case cell
        /// A data-driven view by kind (a section header or footer).
        case supplementaryView
        /// A layout-driven view by kind (a shelf, a background).
        case decorationView
    }

    /// The element's category.
    public var representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view (`nil` for a cell).
    public var representedElementKind: String?
    /// The item, or the path the layout gives a supplementary or decoration view.
    public var indexPath: CollectionIndexPath
    /// The frame in the collection view's content coordinates, points.
    public var frame: Rect
    /// Stacking order: higher in front (UIKit's default 0; ties keep the order added).
    public var zIndex = 0
    /// Opacity, 0…1.
    public var alpha = 1.0
    /// Hidden elements get no view.
    public var isHidden = false
    /// A transform about the frame's centre.
    public var transform = Transform3D.identity

    /// The attributes of the cell at `indexPath`, at `frame`.
    public init(forCellWith indexPath: CollectionIndexPath, frame: Rect = .zero) {
        representedElementCategory = .cell
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The attributes of a supplementary view of `kind` at `indexPath`, at `frame`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: CollectionIndexPath, frame: Rect = .zero) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The attributes of a decoration view of `kind` at `indexPath`, at `frame`.
    public init(forDecorationViewOfKind kind: String, with indexPath: CollectionIndexPath, frame: Rect = .zero) {
        representedElementCategory = .decorationView
        representedElementKind = kind
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The element these attributes place, as the collection view keys its views.
    public var element: CollectionElement {
        CollectionElement(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: category, kind and index path (the key of its view).
public struct CollectionElement: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: CollectionViewLayoutAttributes.ElementCategory
    /// The supplementary or decoration kind (`nil` for a cell).
    public var kind: String?
    /// The item or the layout's path for the view.
    public var indexPath: CollectionIndexPath

    /// "cell at section 0, item 3" or "header at section 1, item 0".
    public var description: String {
        switch category {
        case .cell: "cell at \(indexPath)"
        case .supplementaryView, .decorationView: "\(kind ?? "?") at \(indexPath)"
        }
    }
}
