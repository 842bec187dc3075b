/// Supplies a `CollectionView`'s items (`UICollectionViewDataSource`). Counts must stay
/// consistent with the updates the collection view is told of (`insertItems`,
/// `deleteItems`, `moveItem`): a mismatch is reported (`CollectionView.lastUpdateError`,
/// logged) and the collection view reloads everything.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: CollectionIndexPath)
        -> CollectionViewCell
    /// The supplementary view of `kind` at `indexPath` (a section header or footer), from
    /// `collectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`;
    /// default `nil` (none shown).
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: CollectionIndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// Default: one section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Default: no supplementary views.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: CollectionIndexPath
    ) -> CollectionReusableView? { nil }
}

/// A `CollectionView`'s delegate (`UICollectionViewDelegate`): selection, and every
/// `ScrollViewDelegate` call. Set it as the collection view's `delegate`.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// The user selected the item at `indexPath` (a lift on its cell).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath)
    /// The item at `indexPath` was deselected by the selection of another.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: CollectionIndexPath)
}

extension CollectionViewDelegate {
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {}
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: CollectionIndexPath) {}
}
