import FlickAnimation
import FlickInput

/// How a quad is filled.
public enum QuadFill: Sendable {
    /// One colour (straight alpha).
    case color(Color)
    /// A texture: the part `uv` (0…1 coordinates) stretched over the quad, multiplied by
    /// `tint` (white for none; its alpha carries opacity).
    case texture(Bitmap, uv: Rect, tint: Color)
    /// A linear gradient from `start` to `end`, in unit coordinates of the quad
    /// ((0,0) top-left, (1,1) bottom-right), like `CAGradientLayer.startPoint/endPoint`.
    case gradient(Gradient, start: Point, end: Point)
}

extension QuadFill {
    /// True for a colour or a gradient (no texture).
    public var isUntextured: Bool {
        if case .texture = self { return false }
        return true
    }
}

/// A rectangle in some layer's own coordinates, placed in the window by a 3D
/// transform, filled with a colour, a texture or a gradient, with optional rounded
/// corners and an opacity.
public struct TransformedQuad: Sendable {
    /// The rectangle in local points.
    public var rect: Rect
    /// Local points → window points (may hold perspective, `m34`).
    public var transform: Transform3D
    /// The fill.
    public var fill: QuadFill
    /// Corner radius in local points (0 for square corners; clamped to half the
    /// shorter side).
    public var cornerRadius: Double
    /// The corners `cornerRadius` rounds (all four by default; the others stay square).
    public var maskedCorners: CornerMask
    /// Opacity 0…1, multiplied into every vertex alpha.
    public var opacity: Double
    /// How a texture fill is sampled when scaled (ignored by colours and gradients).
    public var filter: TextureFilter
    /// True when this quad fades in over the item right before it in the list, an opaque copy
    /// of the same pixels (a tile over its fallback, `TiledContent.displayItems`): a renderer
    /// may blend the pair in one pass (a cross-fade). False draws the two apart.
    public var fadesInOverPrevious: Bool

    /// Creates a quad.
    public init(rect: Rect, transform: Transform3D = .identity, fill: QuadFill,
                cornerRadius: Double = 0, maskedCorners: CornerMask = .all, opacity: Double = 1,
                filter: TextureFilter = .linear, fadesInOverPrevious: Bool = false) {
        self.rect = rect
        self.transform = transform
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.opacity = opacity
        self.filter = filter
        self.fadesInOverPrevious = fadesInOverPrevious
    }
}

/// One drawing command of a `DisplayList`, in paint order.
public enum DisplayItem: Sendable {
    /// A quad filled with a colour, texture or gradient (rounded or not, 2D or 3D).
    case quad(TransformedQuad)
    /// Ready-made triangles (window points).
    case mesh(Mesh)
    /// Narrows the clip to a window rectangle (points), intersected with the clip in
    /// force, until the matching `popClip`.
    case pushClip(Rect)
    /// Restores the clip in force before the matching `pushClip`.
    case popClip

    /// True for a quad filled with a texture or a mesh with one.
    public var isTextured: Bool { texture != nil }

    /// The bitmap a quad filled with a texture or a textured mesh draws; `nil` for other items.
    public var texture: Bitmap? {
        switch self {
        case .quad(let quad):
            if case .texture(let bitmap, _, _) = quad.fill { return bitmap }
            return nil
        case .mesh(let mesh): return mesh.texture
        case .pushClip, .popClip: return nil
        }
    }
}

/// Everything to draw in one frame, in paint order, in window points. The backend
/// tessellates quads with `MeshBuilder` and draws triangles.
public struct DisplayList: Sendable {
    /// The items in paint order.
    public var items: [DisplayItem]
    /// Textured items not drawn in this frame whose textures and scaled copies the renderer
    /// prepares ahead: the contents of hidden layers that prepare them while hidden
    /// (`Layer.preparesContentsWhileHidden`), placed as they will be when shown.
    public var preparations: [DisplayItem]
    /// By the index in `items` of a `pushClip`, the bounds origin of the layer that clips (a
    /// scroll view's content offset), points: what moved everything inside that clip since an
    /// earlier frame, for a renderer that moves the pixels it drew instead of drawing them
    /// again. A hint: the renderer still checks that the items moved with it.
    public var contentOffsets: [Int: Point] = [:]

    /// Creates a display list.
    public init(items: [DisplayItem] = [], preparations: [DisplayItem] = []) {
        self.items = items
        self.preparations = preparations
    }

    /// Appends an item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends a colour-filled rectangle (window points, no transform).
    public mutating func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        items.append(.quad(TransformedQuad(rect: rect, fill: .color(color), cornerRadius: cornerRadius)))
    }

    /// Appends an image stretched over `rect` (window points, no transform).
    public mutating func draw(_ image: Bitmap, in rect: Rect, opacity: Double = 1) {
        items.append(.quad(TransformedQuad(rect: rect, fill: .texture(image, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                                                         tint: .white), opacity: opacity)))
    }

    /// Appends `other`'s items after these (and its preparations after these).
    public mutating func append(contentsOf other: DisplayList) {
        for (index, offset) in other.contentOffsets { contentOffsets[items.count + index] = offset }
        items += other.items
        preparations += other.preparations
    }

    /// True when `pushClip` and `popClip` pair up.
    public var isBalanced: Bool {
        var depth = 0
        for item in items {
            if case .pushClip = item { depth += 1 }
            if case .popClip = item { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}
