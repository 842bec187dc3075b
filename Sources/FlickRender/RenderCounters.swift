/// Work done by an `SDLRenderer`, counted since it was created (for the profiler).
public struct RenderCounters: Hashable, Sendable {
    /// Textures created (`SDL_CreateTexture`).
    public var texturesCreated = 0
    /// Textures destroyed by eviction or replacement.
    public var texturesDestroyed = 0
    /// Bitmap uploads (`SDL_UpdateTexture`), including first uploads.
    public var uploads = 0
    /// Bytes of texels those uploads sent: whole bitmaps, or only the rectangles added to a
    /// glyph atlas page since the version its texture held (`AtlasPageLog`).
    public var uploadedBytes = 0
    /// Texture lookups answered by the cache without an upload.
    public var cacheHits = 0
    /// `SDL_RenderGeometry` calls.
    public var drawCalls = 0
    /// Draw calls written without blending (opaque colours over an opaque texture or none).
    public var opaqueDraws = 0
    /// One-colour axis-aligned rectangles drawn as rect fills (`SDL_RenderFillRect`).
    public var rectFills = 0
    /// Axis-aligned linear gradients filled line by line with rect fills.
    public var gradientFills = 0
    /// Triangles submitted.
    public var triangles = 0
    /// Blended triangles dropped because all three vertex alphas were 0 (they draw nothing).
    public var culledTriangles = 0
    /// One-colour rounded rectangles filled row by row (`SDLRenderer+RoundedFill`).
    public var roundedFills = 0
    /// Pieces of scaled copies cut at the target's edges (`SDLRenderer+EdgeCopy`).
    public var cutCopies = 0
    /// Scaled copies drawn from a copy stretched once (`RenderOptions.prescalesCopies`).
    public var prescaledCopies = 0
    /// Bitmaps stretched once for those copies (`PrescaledCopies`; not in `texturesCreated`
    /// or `uploads`).
    public var prescaledStretches = 0
    /// Triangles of translucent bitmaps drawn unblended because they sample only opaque
    /// texels (`RenderOptions.drawsOpaqueInteriors`).
    public var opaqueInteriorTriangles = 0
    /// Opacities folded into a kept copy's faded twin (`PrescaledCopies.fadedTexture`).
    public var prescaledFades = 0
    /// Kept copies premultiplied for pixman on the frame thread (`PrescaledCopies.premultipliedCopy`;
    /// not those prepared in the background).
    public var premultipliedCopies = 0
    /// Kept copies blended by pixman onto a software target (`PremultipliedCopy.blend`; also
    /// counted in `prescaledCopies`).
    public var pixmanBlends = 0
    /// Glyphs composited by pixman onto a software target (`RenderOptions.compositesGlyphs`).
    public var pixmanGlyphs = 0
    /// Scaled copies of opaque textures composited by pixman onto a software target
    /// (`RenderOptions.compositesScaledCopies`).
    public var pixmanCopies = 0
    /// Translucent untextured meshes rasterised span by span and blended in place
    /// (`RenderOptions.blendsTranslucentMeshesBySpans`).
    public var translucentMeshBlends = 0
    /// Opaque interiors copied span by span into the target (`RenderOptions.copiesInteriorsBySpans`).
    public var interiorSpanCopies = 0
    /// Translucent textured meshes blended span by span into the target
    /// (`RenderOptions.blendsTexturedTrianglesBySpans`).
    public var texturedSpanBlends = 0
    /// Opaque fills (a box cleared, a rect, a gradient's or rounded rectangle's rows) written
    /// straight into the target (`RenderOptions.fillsDirectly`); a gradient or rounded rectangle
    /// counts once.
    public var directFills = 0
    /// Glyph coverage masks cut from atlas pages into pixman's glyph cache (once per glyph).
    public var glyphMasksCut = 0
    /// Copies kept from a stretch done ahead on a background thread (`DisplayList.preparations`;
    /// not in `prescaledStretches`).
    public var prescaledPreparations = 0
    /// Tiles fading in drawn with the fallback under them in one stretch, a tile over the part
    /// of a coarser fallback or a part of a tile over a finer fallback
    /// (`RenderOptions.crossFadesTiles`); each counts as two draw calls.
    public var crossFades = 0
    /// The coarser texels of such pairs resampled to the finer one's grid, once for a fade
    /// (`CrossFadeResamples`): a fallback's part under a tile, or a tile's part over a fallback.
    public var crossFadeResamples = 0
    /// Such pairs drawn from the blend kept from an earlier draw at the same opacity (a late
    /// redraw of the frame: `CrossFadeResamples`), stretched without blending.
    public var crossFadeBlendsKept = 0
    /// Such pairs drawn one by one because their resampled texels and blend would take what is
    /// kept past the caches' budget (`cacheBudgetBytes`).
    public var crossFadesOverBudget = 0
    /// Bytes the renderer's frame-aged caches held when the last frame ended, all drawing from
    /// one budget (`RenderCacheBudget`: textures, stretched copies, cross-fade resamples, glyph
    /// masks, scratch pixels); past the budget only by what that frame used.
    public var cachedBytes = 0
    /// The most those caches held when a frame ended, since the renderer was made: what a
    /// workload asks of the budget (`RenderCacheBudget.defaultBudgetBytes`).
    public var peakCachedBytes = 0
    /// Entries those caches held when the last frame ended.
    public var cachedEntries = 0
    /// Entries those caches dropped by age or budget (`FrameAgedCache.endFrame()`).
    public var cacheEvictions = 0
    /// Changes of a texture's sampling filter (each flushes SDL's command queue).
    public var filterChanges = 0
    /// Items skipped because the clip was empty.
    public var clippedItems = 0
    /// Frames begun on the backend (`RenderBackend.begin(frame:)`): one for each frame or redraw
    /// drawn, whatever the boxes of its damage.
    public var backendFrames = 0
    /// Frames drawn (`draw(_:)` and `render(_:background:)` calls).
    public var frames = 0
    /// Items not drawn because their bounds miss the target or, with damage tracking, every
    /// damaged box.
    public var culledItems = 0
    /// Items not drawn in a box (or the whole target) because an opaque item drawn later covers
    /// it (`RenderOptions.skipsOccludedItems`).
    public var occludedItems = 0
    /// Damaged boxes (or whole targets) not cleared to the background because an opaque item
    /// covers them (`RenderOptions.skipsOccludedItems`).
    public var skippedClears = 0
    /// Pixels cleared to the background: a frame's damaged boxes, or the whole target, less
    /// what opaque items cover (`SDLRenderer+Occlusion`).
    public var clearedPixels = 0
    /// Pixels of opaque rect fills not written because opaque items drawn later cover them
    /// (`SDLRenderer+Occlusion`).
    public var occludedFillPixels = 0
    /// Damage-tracked frames whose scrolled content's pixels were moved, not drawn again
    /// (`PixelMove`).
    public var pixelMoves = 0
    /// Pixels those frames moved.
    public var movedPixels = 0
    /// Damage-tracked frames (`render(_:background:)` with `tracksDamage`) and completed
    /// redraws (`redraw(_:background:abandoningWhen:)`) drawn whole.
    public var fullRedraws = 0
    /// Damage-tracked frames and completed redraws drawn only inside their damaged boxes.
    public var partialRedraws = 0
    /// Damage-tracked frames that changed nothing and drew nothing.
    public var unchangedFrames = 0
    /// Pixels cleared and drawn again by damage-tracked frames and completed redraws (the
    /// whole target for a full one).
    public var redrawnPixels = 0
    /// Redraws of the frame drawn last with a newer list (`redraw(_:background:abandoningWhen:)`)
    /// drawn to the end, including those that found nothing to draw. Not in `frames`.
    public var redraws = 0
    /// Redraws abandoned midway, the pixels and damage state of the frame drawn before put back.
    public var abandonedRedraws = 0
    /// Of `redraws`, those drawn whole into the target's spare buffer (`HeadlessRenderer`'s
    /// surface), with no save before them.
    public var redrawsIntoSpare = 0

    /// All zero.
    public init() {}
}
