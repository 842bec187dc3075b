import FlickScene

/// How `SDLRenderer` draws: one switch per fast path, each giving the pixels of the plain
/// path it replaces (or within the level or two its documentation states; rounded
/// rectangles are filled exact to pixel centres where the plain path's fans cut their
/// corners), and the mesh tolerance. An app keeps `.standard`; comparison tests and benchmarks draw the same list
/// with `.reference` (everything through `SDL_RenderGeometry`, blended, as plain SDL code
/// does) and with one path turned on or off. The value is `Equatable`: any change draws the
/// next frame whole (damage tracking keys on it), whatever the switch.
///
/// The fast paths, where each lives, the op it draws and its test: `FlickRender.docc/DrawOps.md`.
public struct RenderOptions: Hashable, Sendable {
    /// Draws whose every vertex alpha is 255 over an opaque texture (or none) are written
    /// unblended; one-colour rectangles, axis-aligned gradients and rounded rectangles on
    /// screen axes become rect fills; blended triangles whose alphas are all 0 are dropped
    /// (`RenderCounters.culledTriangles`).
    public var usesOpaqueFastPath: Bool
    /// Scaled copies crossing the target's edges are cut into pieces inside it
    /// (`SDLRenderer+EdgeCopy`) instead of SDL scaling the whole texture through a
    /// temporary surface.
    public var cutsScaledCopiesAtEdges: Bool
    /// A bitmap drawn stretched at the same size frame after frame is stretched once and
    /// kept (`PrescaledCopies`).
    public var prescalesCopies: Bool
    /// A textured mesh over a translucent bitmap draws the triangles that sample only its
    /// opaque texels (`BitmapOpacityGrid`) unblended from a copy in the target's format
    /// (needs `SDLRenderer.opaqueTextureFormat`).
    public var drawsOpaqueInteriors: Bool
    /// Text meshes are composited by pixman straight into the target's pixels when they are
    /// at hand (`GlyphCompositor`), within a level or two of SDL's modulated blits.
    public var compositesGlyphs: Bool
    /// Opaque textures copied scaled onto whole pixels are composited by pixman straight
    /// into the target (`SDLRenderer+ScaledCopy`); at an opacity, within a level or two.
    public var compositesScaledCopies: Bool
    /// Translucent untextured meshes are rasterised span by span into the target
    /// (`SDLRenderer+TranslucentMesh`), with SDL's pixels.
    public var blendsTranslucentMeshesBySpans: Bool
    /// Items under opaque one-colour content are neither cleared nor drawn
    /// (`SDLRenderer+Occlusion`).
    public var skipsOccludedItems: Bool
    /// Opaque rect fills are written straight into the target through pixman
    /// (`SDLRenderer+DirectFill`).
    public var fillsDirectly: Bool
    /// An opaque bitmap in perspective, and the opaque interior of a translucent one, are
    /// copied span by span (`SDLRenderer+InteriorCopy`).
    public var copiesInteriorsBySpans: Bool
    /// Translucent bitmaps in perspective are blended span by span
    /// (`SDLRenderer+TexturedBlend`).
    public var blendsTexturedTrianglesBySpans: Bool
    /// A tile fading in over the tile under it is drawn in one stretch (`SDLRenderer+CrossFade`)
    /// instead of both stretched.
    public var crossFadesTiles: Bool
    /// The affine texture error quads are tessellated to, texels (`MeshBuilder.maximumTexelError`:
    /// half a texel). `.infinity` draws every quad as one affine quad, as naive SDL code does
    /// (a fold is then 15–29 texels off).
    public var meshTolerance: Double

    /// Options with every fast path set to `fastPaths` and the given mesh tolerance.
    public init(fastPaths: Bool, meshTolerance: Double = MeshBuilder.maximumTexelError) {
        usesOpaqueFastPath = fastPaths
        cutsScaledCopiesAtEdges = fastPaths
        prescalesCopies = fastPaths
        drawsOpaqueInteriors = fastPaths
        compositesGlyphs = fastPaths
        compositesScaledCopies = fastPaths
        blendsTranslucentMeshesBySpans = fastPaths
        skipsOccludedItems = fastPaths
        fillsDirectly = fastPaths
        copiesInteriorsBySpans = fastPaths
        blendsTexturedTrianglesBySpans = fastPaths
        crossFadesTiles = fastPaths
        self.meshTolerance = meshTolerance
    }

    /// Every fast path on, meshes to half a texel: what apps draw with.
    public static let standard = RenderOptions(fastPaths: true)
    /// Every fast path off, meshes to half a texel: each draw goes through
    /// `SDL_RenderGeometry`, blended, the pixels the fast paths are compared with.
    public static let reference = RenderOptions(fastPaths: false)
}
