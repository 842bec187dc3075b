import FlickAnimation
import FlickInput

/// A layer's animatable state as a value: what the model holds and what
/// `Layer.presentation(at:)` returns (the values on screen at a time). Geometry follows
/// Core Animation: `position` is where the anchor point sits in the superlayer's
/// coordinates; `anchorPoint` is in unit coordinates of `bounds`.
public struct LayerProperties: Hashable, Sendable, AnimationTarget {
    /// The layer's own coordinate space: origin and size in points.
    public var bounds: Rect = .zero
    /// The anchor point's place in the superlayer, points.
    public var position: Point = .zero
    /// The anchor's z in the superlayer, points (added to the position's z).
    public var zPosition: Double = 0
    /// The point of `bounds` (unit coordinates, (0.5, 0.5) is the centre) that sits at
    /// `position` and about which `transform` applies.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The anchor's z in the layer's own space, points.
    public var anchorPointZ: Double = 0
    /// The layer's transform about its anchor point.
    public var transform: Transform3D = .identity
    /// Applied to the sublayers, about this layer's anchor point (perspective goes here).
    public var sublayerTransform: Transform3D = .identity
    /// 0 (transparent) … 1 (opaque); multiplies down the tree.
    public var opacity: Double = 1
    /// Hidden layers and their sublayers are not drawn or hit.
    public var isHidden = false
    /// Clip sublayers (and contents) to the bounds, rounded by `cornerRadius`.
    public var masksToBounds = false
    /// The fill behind the contents.
    public var backgroundColor: Color = .clear
    /// Radius of the rounded corners of the background (and of the clip), points.
    public var cornerRadius: Double = 0
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`; all four by default); the
    /// others stay square. Not animatable, as in Core Animation.
    public var maskedCorners: CornerMask = .all
    /// Device pixels per point of the contents image.
    public var contentsScale: Double = 1
    /// How the contents image is placed in the bounds.
    public var contentsGravity: ContentsGravity = .resize
    /// The part of the contents image shown, in unit coordinates of the image
    /// (`CALayer.contentsRect`; (0, 0, 1, 1) shows all of it).
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of the contents image, unit coordinates of the image
    /// (`CALayer.contentsCenter`): outside it the contents keep their size (nine-slice).
    /// (0, 0, 1, 1), the default, stretches the whole image. Not animatable.
    public var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
    /// A linear gradient drawn over the background colour and under the contents
    /// (`CAGradientLayer`'s colours, locations, start and end points), if any.
    public var gradient: LinearGradient?
    /// How the contents are sampled when drawn smaller than their pixels.
    public var minificationFilter: TextureFilter = .linear
    /// How the contents are sampled when drawn larger than their pixels.
    public var magnificationFilter: TextureFilter = .linear

    /// Default properties: an empty layer at the origin.
    public init() {}

    /// The key paths animations may drive (besides the `transform.*` and
    /// `sublayerTransform.*` sub-paths).
    public static let animatableKeyPaths: [String] = [
        "bounds", "bounds.origin", "bounds.size", "bounds.size.width", "bounds.size.height",
        "position", "position.x", "position.y", "zPosition", "anchorPoint", "anchorPointZ",
        "transform", "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "contentsRect",
    ]

    /// The value at one of `animatableKeyPaths` or a `transform.*`/`sublayerTransform.*` sub-path.
    public func animatableValue(forKeyPath keyPath: String) -> (any Interpolatable)? {
        switch keyPath {
        case "bounds": return bounds
        case "bounds.origin": return bounds.origin
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.size.width
        case "bounds.size.height": return bounds.size.height
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "zPosition": return zPosition
        case "anchorPoint": return anchorPoint
        case "anchorPointZ": return anchorPointZ
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "opacity": return opacity
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "contentsRect": return contentsRect
        default:
            if keyPath.hasPrefix("transform.") {
                return transform.value(forTransformKeyPath: String(keyPath.dropFirst("transform.".count)))
            }
            if keyPath.hasPrefix("sublayerTransform.") {
                return sublayerTransform.value(
                    forTransformKeyPath: String(keyPath.dropFirst("sublayerTransform.".count)))
            }
            return nil
        }
    }

    /// Sets a value by key path; false for an unknown path or a value of the wrong type.
    @discardableResult
    public mutating func setAnimatableValue(_ value: any Interpolatable, forKeyPath keyPath: String) -> Bool {
        func set<T>(_ target: inout T) -> Bool {
            guard let v = value as? T else { return false }
            target = v
            return true
        }
        switch keyPath {
        case "bounds": return set(&bounds)
        case "bounds.origin": return set(&bounds.origin)
        case "bounds.size": return set(&bounds.size)
        case "bounds.size.width": return set(&bounds.size.width)
        case "bounds.size.height": return set(&bounds.size.height)
        case "position": return set(&position)
        case "position.x": return set(&position.x)
        case "position.y": return set(&position.y)
        case "zPosition": return set(&zPosition)
        case "anchorPoint": return set(&anchorPoint)
        case "anchorPointZ": return set(&anchorPointZ)
        case "transform": return set(&transform)
        case "sublayerTransform": return set(&sublayerTransform)
        case "opacity": return set(&opacity)
        case "backgroundColor": return set(&backgroundColor)
        case "cornerRadius": return set(&cornerRadius)
        case "contentsRect": return set(&contentsRect)
        default:
            if keyPath.hasPrefix("transform."),
               let t = transform.setting(value, forTransformKeyPath: String(keyPath.dropFirst("transform.".count))) {
                transform = t
                return true
            }
            if keyPath.hasPrefix("sublayerTransform."),
               let t = sublayerTransform.setting(
                   value, forTransformKeyPath: String(keyPath.dropFirst("sublayerTransform.".count))) {
                sublayerTransform = t
                return true
            }
            return false
        }
    }

    /// The anchor point in bounds coordinates, points.
    public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The map from this layer's bounds coordinates to its superlayer's coordinates
    /// (before the superlayer's sublayer transform): move the anchor to the origin, apply
    /// `transform`, move to `position` (z: `zPosition`).
    public var transformToSuperlayer: Transform3D {
        let anchor = anchorInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// The sublayer transform as it acts on sublayer coordinates: about this layer's
    /// anchor point, in its bounds coordinates.
    public var sublayerTransformAboutAnchor: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let anchor = anchorInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: anchorPointZ))
    }

    /// The frame in the superlayer's coordinates: the bounding box of the transformed
    /// bounds (CA's `frame`). Infinite-free: points behind the eye are skipped.
    public var frame: Rect {
        let t = transformToSuperlayer
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
            .compactMap { t.project($0) }
        guard let first = corners.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in corners { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
