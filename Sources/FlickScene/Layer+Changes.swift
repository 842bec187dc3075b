/// Which parts of a layer tree changed since it was last prepared for a frame, so a frame
/// whose layers did not change builds no display list and draws nothing (Core Animation
/// commits only changed layers to its render tree; Flutter repaints only layers marked
/// `markNeedsPaint`).
///
/// Every change that can alter what a layer draws (a model property set to another value,
/// contents, sublayers, a shadow or border setting, a draw handler, `setNeedsDisplay()`, an
/// animation added, removed or ending) marks the layer and its ancestors. Preparing the tree
/// (`prepareFrame(at:contentsRenderer:reusing:)`) clears the marks, except on the layers whose
/// picture changes with time by itself: while animations run, under a display-items provider
/// that varies with time (tiles fading in), and with contents still to draw.
extension Layer {
    /// True when this layer or one in its subtree changed since the tree was last prepared
    /// for a frame (a new layer counts as changed): the frame must build its display list.
    public var hasChangesInSubtree: Bool { changedInSubtree }

    /// Counts the times this subtree went from unchanged to changed: equal readings with no
    /// changes in between (`hasChangesInSubtree` false at both) mean nothing changed between
    /// them, though a frame was prepared.
    public var changeGeneration: Int { changeGenerationStorage }

    /// Marks the items of `displayItemsProvider` as changed: call it when what the provider
    /// draws changes without a layer property changing (a label's text), on a layer whose
    /// provider does not vary with time (`displayItemsVaryWithTime` false).
    public func setNeedsDisplayItems() { noteChange() }

    /// Marks this layer and its ancestors as changed (stops at the first already marked: its
    /// ancestors are marked too).
    func noteChange() {
        var node: Layer? = self
        while let current = node, !current.changedInSubtree {
            current.changedInSubtree = true
            current.changeGenerationStorage &+= 1
            node = current.superlayer
        }
    }

    /// Clears the marks of this subtree after a frame was prepared from it, keeping those of
    /// the layers whose picture changes by itself (a display-items provider, contents still to
    /// draw) and the root's while `animating`. Returns true when a mark was kept.
    @discardableResult
    func settleChanges(animating: Bool) -> Bool {
        var kept = animating || (displayItemsProvider != nil && displayItemsVaryWithTime) || needsDisplay
        for sublayer in sublayers where sublayer.settleChanges(animating: false) { kept = true }
        changedInSubtree = kept
        return kept
    }
}
