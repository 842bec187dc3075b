import FlickAnimation

/// One frame's worth of scene work for a layer tree, in Core Animation's order.
extension Layer {
    /// What `prepareFrame(at:contentsRenderer:)` produced.
    public struct Frame {
        /// The frame's time, seconds.
        public let time: Double
        /// The visible layers in paint order with their window transforms, opacities and clips.
        public let items: [RenderItem]
        /// How many layers redrew their contents this frame.
        public let redrawnLayerCount: Int
        /// True while animations in the tree will still change the picture after this frame.
        public let isAnimating: Bool
    }

    /// Prepares the frame at `time` (seconds) for this root layer: resolves begin times
    /// and ends finished animations (completions run here), redraws contents marked with
    /// `setNeedsDisplay()` through `contentsRenderer`, then flattens the tree. Run the
    /// view layout pass (`View.layoutIfNeeded()` on the root view) before this.
    public func prepareFrame(at time: Double, contentsRenderer: (any LayerContentsRenderer)?) -> Frame {
        var items: [RenderItem] = []
        return prepareFrame(at: time, contentsRenderer: contentsRenderer, reusing: &items)
    }

    /// `prepareFrame(at:contentsRenderer:)` flattening into `storage` (see
    /// `flattenForRendering(at:into:)`): keep `storage` between frames to reuse its memory.
    public func prepareFrame(at time: Double, contentsRenderer: (any LayerContentsRenderer)?,
                             reusing storage: inout [RenderItem]) -> Frame {
        let animating = updateAnimationsInTree(at: time)
        let redrawn = contentsRenderer.map { displayTreeIfNeeded(using: $0) } ?? 0
        flattenForRendering(at: time, into: &storage)
        settleChanges(animating: animating)
        log.trace("frame at \(time): \(storage.count) items, \(redrawn) redrawn, animating \(animating)")
        return Frame(time: time, items: storage, redrawnLayerCount: redrawn, isAnimating: animating)
    }
}
