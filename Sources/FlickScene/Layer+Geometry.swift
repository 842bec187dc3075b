import FlickAnimation
import FlickInput

/// World-space geometry: the full 4×4 transform from a layer's bounds coordinates to the
/// window (the root layer's superlayer space), with Core Animation's semantics.
///
/// For a layer L in superlayer P, a point p of L's bounds maps into P's bounds
/// coordinates by `L.transformToSuperlayer` (anchor to origin, `transform`, then
/// `position`/`zPosition`), then P's `sublayerTransform` about P's anchor point, then —
/// unless P is a transform layer — flattening onto P's plane (z dropped, w kept); then
/// on up the tree. The root layer's superlayer space is the window, in points.
extension Layer {
    /// The map from this layer's bounds coordinates into its superlayer's bounds
    /// coordinates, given this layer's and the superlayer's properties.
    public static func transformIntoSuperlayer(_ child: LayerProperties, superlayer parent: LayerProperties?,
                                               superlayerIsTransformLayer: Bool) -> Transform3D {
        var t = child.transformToSuperlayer
        if let parent {
            t = t.concatenating(parent.sublayerTransformAboutAnchor)
            if !superlayerIsTransformLayer { t = t.concatenating(.flattening) }
        }
        return t
    }

    /// The full transform from this layer's bounds coordinates (points, z = 0) to window
    /// points, using presentation values at `time`, or model values when `time` is nil.
    /// Project a point with `Transform3D.project(_:)`; invert with `unproject(_:)`.
    public func transformToWindow(at time: Double?) -> Transform3D {
        var chain: [Layer] = []
        var node: Layer? = self
        while let current = node { chain.append(current); node = current.superlayer }
        let properties = chain.map { time.map($0.presentation(at:)) ?? $0.model }
        var result = Transform3D.identity
        for index in chain.indices {
            let parent = index + 1 < chain.count ? properties[index + 1] : nil
            let parentIsTransform = index + 1 < chain.count ? chain[index + 1].isTransformLayer : false
            result = result.concatenating(Self.transformIntoSuperlayer(
                properties[index], superlayer: parent, superlayerIsTransformLayer: parentIsTransform))
        }
        return result
    }

    /// Converts a point from this layer's bounds coordinates to `other`'s (model values);
    /// `nil` other means the window. `nil` when the point has no image (edge-on or behind
    /// the eye).
    public func convert(_ point: Point, to other: Layer?) -> Point? {
        guard let window = transformToWindow(at: nil).project(point) else { return nil }
        guard let other else { return window }
        return other.transformToWindow(at: nil).unproject(window)
    }

    /// Converts a point from `other`'s bounds coordinates (the window when `nil`) to this
    /// layer's, through every 2D and 3D transform (model values).
    public func convert(_ point: Point, from other: Layer?) -> Point? {
        let window = other.map { $0.transformToWindow(at: nil).project(point) } ?? point
        guard let window else { return nil }
        return transformToWindow(at: nil).unproject(window)
    }

    /// True when `point` (bounds coordinates) lies inside the bounds.
    public func contains(_ point: Point) -> Bool { model.bounds.contains(point) }

    /// The frontmost visible layer of this subtree containing `point`, given in the
    /// superlayer's coordinates (the window for a root), like `CALayer.hitTest(_:)`.
    /// Respects 2D and 3D transforms (model values), hidden layers and masks.
    public func hitTest(_ point: Point) -> Layer? {
        guard !model.isHidden, model.opacity > 0 else { return nil }
        let parent = superlayer?.model
        let toParent = Self.transformIntoSuperlayer(model, superlayer: parent,
                                                    superlayerIsTransformLayer: superlayer?.isTransformLayer ?? false)
        guard let local = toParent.unproject(point) else { return nil }
        let inside = contains(local)
        if model.masksToBounds && !inside { return nil }
        for sublayer in sublayersInPaintOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The sublayers in the order they are painted: by `zPosition`, ties in tree order.
    public var sublayersInPaintOrder: [Layer] {
        sublayers.enumerated().sorted { a, b in
            a.element.model.zPosition != b.element.model.zPosition
                ? a.element.model.zPosition < b.element.model.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
