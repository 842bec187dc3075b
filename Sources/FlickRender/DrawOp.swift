import FlickScene

/// One drawing operation of a frame, in target pixels: what `DrawOpCompiler` makes of a display
/// item once, so a backend draws it with a `switch` and never inspects a mesh to find out what
/// it is. Each case carries what its fast path needs (pixel boxes, colours, the bitmap, texture
/// coordinates, opacity as a vertex alpha) and the vertices of the plain path it replaces, which
/// a backend draws when its fast path cannot (no pixels at hand, a texture in another format).
///
/// The cases, the `RenderOptions` field that enables each and its test:
/// `FlickRender.docc/DrawOps.md`.
enum DrawOp: Sendable {
    /// Nothing shows (no triangles, every one transparent, or an empty rounded rectangle):
    /// `triangles` were dropped; `texture` is still brought up to date in the cache (uploaded,
    /// kept from eviction).
    case culled(texture: Bitmap?, filter: TextureFilter, triangles: Int)
    /// A one-colour rectangle on whole pixels.
    case fill(RectFill)
    /// An opaque rectangle on whole pixels whose colour changes along one axis only.
    case gradient(GradientBands)
    /// A one-colour rounded rectangle on screen axes, filled row by row.
    case roundedRect(RoundedRectFill)
    /// A textured rectangle on whole pixels (copied, stretched or shrunk, tinted or at an
    /// opacity).
    case texelCopy(TexelQuad)
    /// An opaque copy with a copy on the same pixels fading in over it (a tile over its
    /// fallback, `TransformedQuad.fadesInOverPrevious`).
    case crossFade(under: TexelQuad, over: TexelQuad)
    /// Text: glyph quads copied unscaled from whole texels of an atlas page, with the op the
    /// mesh is without them (`GlyphRun.fallback`).
    case glyphRun(GlyphRun)
    /// Textured triangles that are not one rectangle on whole pixels (turned, in perspective,
    /// many triangles).
    case texturedMesh(PixelMesh)
    /// Untextured triangles with some vertex alpha below 255.
    case translucentMesh(PixelMesh)
    /// Any other triangles (opaque, untextured, not a rectangle): the general fallback.
    case mesh(PixelMesh)
}

/// A mesh vertex in target pixels, its colour in 8 bits (opacity folded into alpha), its
/// texture coordinates clamped to 0…1.
struct PixelVertex: Hashable, Sendable {
    /// Position, pixels.
    var x: Float, y: Float
    /// Colour, straight alpha.
    var colour: RGBA8
    /// Texture coordinates, 0…1.
    var u: Float, v: Float
}

/// Triangles in target pixels, with what every path needs to know about them.
struct PixelMesh: Sendable {
    /// The vertices.
    var vertices: [PixelVertex]
    /// The triangles drawn: the item's, less those every vertex of which is transparent
    /// (culled, `RenderOptions.usesOpaqueFastPath`).
    var indices: [Int32]
    /// The bitmap sampled, `nil` for none.
    var texture: Bitmap?
    /// How `texture` is sampled.
    var filter: TextureFilter
    /// True for text's coverage masks (`Mesh.isCoverageMask`).
    var isCoverageMask: Bool
    /// True when every vertex alpha is 255.
    var verticesOpaque: Bool
    /// True when the mesh is one quad on screen axes, snapped to whole pixels.
    var isSnappedQuad: Bool
    /// The item's triangles before culling (what `RenderCounters.triangles` counts).
    var triangleCount: Int
}

/// A one-colour rectangle of whole pixels.
struct RectFill: Hashable, Sendable {
    /// The pixels filled.
    var box: PixelBox
    /// The colour; blended when its alpha is below 255.
    var colour: RGBA8
    /// The item's triangles (for `RenderCounters.triangles`).
    var triangleCount: Int
}

/// An opaque rectangle whose colour changes linearly along one axis, filled one pixel row (or
/// column) at a time in the colour at its centre.
struct GradientBands: Hashable, Sendable {
    /// The pixels filled.
    var box: PixelBox
    /// True when colours change from top to bottom (rows), false left to right.
    var isVertical: Bool
    /// The colours at the top (left) and bottom (right) edges.
    var start: RGBA8, end: RGBA8
    /// The item's triangles (for `RenderCounters.triangles`).
    var triangleCount: Int

    /// The colour of band `k` of `count`: at its centre, each channel rounded.
    func colour(ofBand k: Int, of count: Int) -> RGBA8 {
        let t = (Double(k) + 0.5) / Double(count)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
        }
        return RGBA8(
            red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue),
            alpha: mix(start.alpha, end.alpha))
    }
}

/// A one-colour rounded rectangle on screen axes, in pixels.
struct RoundedRectFill: Hashable, Sendable {
    /// The snapped edges, pixels.
    var x0: Float, y0: Float, x1: Float, y1: Float
    /// The corners' radii across and down, pixels.
    var radiusX: Double, radiusY: Double
    /// The corners rounded (`CALayer.maskedCorners`); the others stay square.
    var corners: CornerMask = .all
    /// The colour, the quad's opacity folded into its alpha.
    var colour: RGBA8
}

/// A quad on whole pixels, one colour, textured: a copy of `bitmap`'s texels `u0…u1` × `v0…v1`
/// (texture coordinates) over `x0…x1` × `y0…y1`, tinted by `colour` (its alpha the opacity).
struct TexelQuad: Sendable {
    /// The bitmap copied.
    var bitmap: Bitmap
    /// How it is sampled when scaled.
    var filter: TextureFilter
    /// The one vertex colour.
    var colour: RGBA8
    /// The snapped edges, pixels.
    var x0: Float, y0: Float, x1: Float, y1: Float
    /// The texture coordinates at the left, right, top and bottom edges, when each edge has one
    /// and they grow with x and y (no flips); else `nil` (drawn as a mesh).
    var edges: (u0: Float, u1: Float, v0: Float, v1: Float)?
    /// The quad as triangles, for the plain path.
    var mesh: PixelMesh
}

/// Glyph quads of one atlas page.
struct GlyphRun: Sendable {
    /// The atlas page.
    var page: Bitmap
    /// The glyphs, `nil` when any quad of the mesh is not an unscaled copy of whole texels.
    var glyphs: [GlyphQuad]?
    /// The op a backend draws when it does not composite these glyphs (one op: an array only
    /// for the indirection).
    var fallback: [DrawOp]
}

/// One glyph: `width` × `height` texels of an atlas page from (`texelX`, `texelY`), copied
/// unscaled to the pixel (`x`, `y`) in `colour`.
struct GlyphQuad: Hashable, Sendable {
    /// Top-left texel in the page.
    var texelX: Int32, texelY: Int32
    /// Size, texels and pixels.
    var width: Int32, height: Int32
    /// Top-left pixel in the target.
    var x: Int32, y: Int32
    /// The colour the glyph's coverage is drawn in.
    var colour: RGBA8
}
