import FlickAnimation
import FlickInput
import FlickScene
import FlickUI

/// The collection view's benchmark scene behind `flick bench collection`: an 800 × 600
/// window filled by a `CollectionView` of 10,000 coloured items (80 × 80 pt, 10 pt or more apart:
/// 8 per row, about 56 on screen, each a cell with its content view) in a
/// `CollectionViewFlowLayout`, flung at speed by the caller's touch frames. Each frame costs
/// routing, the scroll physics, the layout pass (the flow layout's query for the visible
/// rectangle, reuse of the cells that leave) and the display list; nothing is rasterised.
/// Pure.
public final class CollectionBenchmarkScene: CollectionViewDataSource, CollectionViewDelegate {
    /// The window.
    public let window: Window
    /// The collection view filling it.
    public let collectionView: CollectionView
    /// The number of items.
    public let itemCount: Int
    /// The window size, points.
    public static let size = Size(width: 800, height: 600)
    /// Each item's size, points.
    public static let itemSize = Size(width: 80, height: 80)

    /// Builds the scene with `items` items in one section.
    public init(items: Int = 10_000) {
        itemCount = items
        window = Window(frame: Rect(origin: .zero, size: Self.size))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Self.itemSize
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.name = "grid"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        window.addSubview(collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        _ = window.prepareFrame(at: 0)
    }

    /// A reused cell coloured by its item.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount
    }

    /// A reused cell, its colour from the item's index.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: CollectionIndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.normalBackgroundColor = Color(
            red: Double(indexPath.item % 7) / 7, green: Double(indexPath.item % 11) / 11,
            blue: Double(indexPath.item % 13) / 13)
        return cell
    }
}
