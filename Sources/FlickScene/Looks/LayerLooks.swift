import FlickAnimation
import FlickInput

/// A layer's shadow and border settings (see Layer+Looks.swift) and the bitmaps made from
/// them, kept until a setting, the shape or the scale changes: a shadowed layer that only
/// moves blurs once.
public struct LayerLooks: Sendable {
    /// The shadow's colour (Core Animation: opaque black).
    public var shadowColor: Color = .black
    /// The shadow's opacity, 0…1 (Core Animation: 0, no shadow).
    public var shadowOpacity: Double = 0
    /// The shadow's offset from the shape, points (Core Animation: (0, −3): up, a heritage of
    /// the Mac's flipped coordinates).
    public var shadowOffset = Size(width: 0, height: -3)
    /// The blur, points (Core Animation: 3); Flick blurs with a Gaussian of σ = the radius.
    public var shadowRadius: Double = 3
    /// The shape; `nil` is the layer's bounds rounded by its corner radius.
    public var shadowPath: ShadowPath?
    /// The border's width, points, drawn inside the bounds (Core Animation: 0).
    public var borderWidth: Double = 0
    /// The border's colour (Core Animation: opaque black).
    public var borderColor: Color = .black

    /// The last shadow bitmap and what it was made for.
    var shadowCache = CachedBitmap<ShadowKey>()
    /// The last border bitmap and what it was made for.
    var borderCache = CachedBitmap<BorderKey>()
    /// How many times this layer's shadow was blurred (a moving layer: once).
    public internal(set) var shadowBlurCount = 0
    /// How many times the subtree was walked for a composited shadow (once while nothing
    /// below the layer changes).
    public internal(set) var shadowCasterWalkCount = 0

    /// Creates Core Animation's defaults.
    public init() {}
}

/// What a shadow bitmap depends on.
struct ShadowKey: Hashable, Sendable {
    var size: Size
    var cornerRadius: Double
    var maskedCorners: CornerMask
    var sigma: Double
    var color: Color
    var scale: Double
    /// For a shadow cast by the contents' alpha: the bitmap's identity and version and the
    /// part of it shown; `nil` for a shape's shadow.
    var contents: ContentsShadowKey? = nil
    /// For a shadow cast by a subtree's composited alpha: the region and the casters; `nil`
    /// otherwise.
    var composite: CompositeShadowKey? = nil
}

/// The contents a shadow follows the alpha of.
struct ContentsShadowKey: Hashable, Sendable {
    var identity: UInt64
    var version: UInt64
    var contentsRect: Rect
}

/// The subtree a shadow follows the composited alpha of: the region cast over (the shadowed
/// layer's coordinates, points) and a hash of its casters (`ShadowCaster.combine(into:)`).
struct CompositeShadowKey: Hashable, Sendable {
    var region: Rect
    var casters: Int
}

/// What a border bitmap depends on.
struct BorderKey: Hashable, Sendable {
    var size: Size
    var cornerRadius: Double
    var maskedCorners: CornerMask
    var width: Double
    var color: Color
    var scale: Double
}

/// A bitmap kept with the inputs it was made from.
struct CachedBitmap<Key: Hashable & Sendable>: Sendable {
    private var entry: (key: Key, bitmap: Bitmap)?

    /// The bitmap for `key`: the kept one when it was made for `key`, else `make(key)`, kept
    /// from then on; `made` tells which.
    mutating func bitmap(for key: Key, make: (Key) -> Bitmap) -> (bitmap: Bitmap, made: Bool) {
        if let entry, entry.key == key { return (entry.bitmap, false) }
        let bitmap = make(key)
        entry = (key, bitmap)
        return (bitmap, true)
    }
}
