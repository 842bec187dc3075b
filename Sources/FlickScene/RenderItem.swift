import FlickAnimation
import FlickInput

/// One layer ready to draw: what the renderer turns into display-list entries. Produced
/// by `Layer.flattenedForRendering(at:)` in paint order (back to front).
public struct RenderItem {
    /// The layer (for its contents and identity).
    public let layer: Layer
    /// Its presentation properties at the frame time (bounds, background colour, corner
    /// radius, contents scale and gravity, …).
    public let properties: LayerProperties
    /// Maps the layer's bounds coordinates (points, z = 0) to window points; divide by w
    /// (`Transform3D.project(_:)`). Includes perspective from ancestors' sublayer transforms.
    public let transform: Transform3D
    /// The product of the opacities from the root down to this layer, 0…1.
    public let opacity: Double
    /// The clips of ancestors with `masksToBounds`, outermost first; the layer's own
    /// `masksToBounds` clips only its sublayers (its own background and contents are
    /// inside its bounds already, rounded by its `cornerRadius`).
    public let clips: [RenderClip]
    /// Depth in the tree (the root is 0).
    public let depth: Int
    /// True for a layer not shown, under a hidden or transparent ancestor that prepares its
    /// contents while hidden (`Layer.preparesContentsWhileHidden`): its items are prepared,
    /// not drawn, and its `opacity` is as if that ancestor were shown at full opacity.
    public let isPreparation: Bool

    /// Creates a render item.
    public init(layer: Layer, properties: LayerProperties, transform: Transform3D, opacity: Double, clips: [RenderClip],
                depth: Int, isPreparation: Bool = false) {
        self.layer = layer
        self.properties = properties
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.depth = depth
        self.isPreparation = isPreparation
    }

    /// The layer's bounds corners in window points (top-left, top-right, bottom-right,
    /// bottom-left), `nil` for a corner behind the eye.
    public var windowCorners: [Point?] {
        let b = properties.bounds
        return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)].map { transform.project($0) }
    }
}

/// A clip region: an ancestor's bounds (rounded by its corner radius) under that
/// ancestor's transform to the window, which may make it any convex quad.
public struct RenderClip: Hashable, Sendable {
    /// The clipping rectangle in the clipping layer's bounds coordinates, points.
    public let rect: Rect
    /// Corner radius of the clip, points.
    public let cornerRadius: Double
    /// The clipping layer's transform to window points.
    public let transform: Transform3D

    /// Creates a clip.
    public init(rect: Rect, cornerRadius: Double, transform: Transform3D) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.transform = transform
    }

    /// True when the clip is an axis-aligned rectangle in the window (translation and
    /// positive scale of the plane, no rotation or perspective), so a scissor can do.
    public var isAxisAligned: Bool { transform.keepsPlaneAxisAligned }

    /// The clip's window rectangle when axis-aligned, else `nil`.
    public var windowRect: Rect? {
        guard isAxisAligned, let a = transform.project(rect.origin),
              let b = transform.project(Point(x: rect.maxX, y: rect.maxY)) else { return nil }
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }

    /// True when the window point `point` lies inside the clip (ignoring the rounding).
    public func contains(windowPoint point: Point) -> Bool {
        guard let local = transform.unproject(point) else { return false }
        return rect.contains(local)
    }
}

extension Layer {
    /// The visible layers of this subtree at `time` (seconds), back to front, each with
    /// its full transform to the window, accumulated opacity and ancestor clips. This
    /// layer is treated as the root: its superlayer space is the window. Hidden layers
    /// and layers with zero accumulated opacity are skipped with their sublayers, except
    /// that one which `preparesContentsWhileHidden` is listed with its subtree as if shown at
    /// full opacity, marked `isPreparation` (its descendants' own hiding still counts);
    /// siblings paint in `zPosition` order, ties in tree order (CA does not depth-sort
    /// across layers).
    public func flattenedForRendering(at time: Double) -> [RenderItem] {
        var items: [RenderItem] = []
        flattenForRendering(at: time, into: &items)
        return items
    }

    /// `flattenedForRendering(at:)` into `items`, emptied first with its capacity kept: a
    /// caller that keeps the array from frame to frame (and lets the last frame's copy go)
    /// allocates nothing and counts nothing; an empty array is reserved for the whole tree at
    /// once, so it never copies the (large) items while it grows. (Counting the tree every
    /// frame to reserve was 1 % of the demo tour's CPU time, measured by us with perf.)
    public func flattenForRendering(at time: Double, into items: inout [RenderItem]) {
        items.removeAll(keepingCapacity: true)
        if items.capacity == 0 { items.reserveCapacity(subtreeLayerCount) }
        let properties = presentation(at: time)
        visit(properties: properties, toWindow: Self.transformIntoSuperlayer(
            properties, superlayer: nil, superlayerIsTransformLayer: false),
              opacity: 1, clips: [], depth: 0, time: time, preparing: false, into: &items)
    }

    private func visit(properties: LayerProperties, toWindow: Transform3D, opacity parentOpacity: Double,
                       clips: [RenderClip], depth: Int, time: Double, preparing parentPreparing: Bool,
                       into items: inout [RenderItem]) {
        var preparing = parentPreparing
        var opacity = parentOpacity * min(max(properties.opacity, 0), 1)
        // A hidden layer is skipped with its sublayers, unless it prepares its contents while
        // hidden (and is not itself inside a subtree being prepared).
        if properties.isHidden && !(preparesContentsWhileHidden && !parentPreparing) { return }
        if properties.isHidden || opacity <= 0 {
            if preparing {
                // Transparent inside a prepared subtree (a dimming that fades in): prepared too.
                opacity = 1
            } else if preparesContentsWhileHidden {
                preparing = true
                opacity = 1
            } else {
                return
            }
        }
        items.append(RenderItem(layer: self, properties: properties, transform: toWindow, opacity: opacity,
                                clips: clips, depth: depth, isPreparation: preparing))
        guard !sublayers.isEmpty else { return }
        var childClips = clips
        if properties.masksToBounds {
            childClips.append(RenderClip(rect: properties.bounds, cornerRadius: properties.cornerRadius,
                                         transform: toWindow))
        }
        // Siblings of one zPosition, none animating (the usual case), paint in tree order:
        // no sort and no array of their properties.
        let z = sublayers[0].model.zPosition
        if !sublayers.contains(where: { $0.hasAnimations || $0.model.zPosition != z }) {
            for child in sublayers {
                let childProperties = child.presentation(at: time)
                let toParent = Self.transformIntoSuperlayer(childProperties, superlayer: properties,
                                                            superlayerIsTransformLayer: isTransformLayer)
                child.visit(properties: childProperties, toWindow: toParent.concatenating(toWindow), opacity: opacity,
                            clips: childClips, depth: depth + 1, time: time, preparing: preparing, into: &items)
            }
            return
        }
        let children = sublayers.map { ($0, $0.presentation(at: time)) }
        let ordered = children.enumerated().sorted { a, b in
            a.element.1.zPosition != b.element.1.zPosition
                ? a.element.1.zPosition < b.element.1.zPosition : a.offset < b.offset
        }.map(\.element)
        for (child, childProperties) in ordered {
            let toParent = Self.transformIntoSuperlayer(childProperties, superlayer: properties,
                                                        superlayerIsTransformLayer: isTransformLayer)
            child.visit(properties: childProperties, toWindow: toParent.concatenating(toWindow), opacity: opacity,
                        clips: childClips, depth: depth + 1, time: time, preparing: preparing, into: &items)
        }
    }

    /// This layer and its descendants, counted (to size the flattened list).
    var subtreeLayerCount: Int {
        var count = 1
        for sublayer in sublayers { count += sublayer.subtreeLayerCount }
        return count
    }
}
