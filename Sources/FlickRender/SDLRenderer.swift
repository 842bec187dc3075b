import CSDL2
import FlickAnimation
import FlickInput
import FlickScene

/// Draws a `DisplayList` with an SDL renderer through `SDL_RenderGeometry`: every quad
/// is tessellated by `MeshBuilder` (CPU-projected perspective, subdivided so the affine
/// texture error stays under half a texel; rounded corners clipped to their arcs;
/// gradients and opacity as vertex colours), clips become `SDL_RenderSetClipRect`, and
/// bitmaps live in a texture cache keyed by identity and version.
///
/// The display list is in points; `scale` pixels per point is applied here (2 on a
/// high-DPI window). Not thread-safe: use it on the thread that owns the SDL renderer.
public final class SDLRenderer {
    /// The `SDL_Renderer*` drawn into.
    public let handle: OpaquePointer
    /// Device pixels per point.
    public var scale: Double
    /// How it draws: the fast paths and the mesh tolerance (`.standard`). Any change draws
    /// the next frame whole.
    public var options = RenderOptions.standard {
        didSet { if options != oldValue { damageTracker.invalidate() } }
    }
    /// The pixel format (`SDL_PIXELFORMAT_*`) of textures for fully opaque bitmaps, `nil`
    /// for RGBA like every other bitmap. Set it to the target's format when that format
    /// has no alpha: SDL's software renderer then copies opaque textures without
    /// conversion and blends them at an opacity with its per-surface-alpha blitter
    /// (measured by us, 48 tiles of 256×256 at opacity 0.6 into an XRGB8888 surface:
    /// 20 ms from RGBA textures, 2.5 ms from XRGB textures). Blended pixels may differ
    /// from the RGBA path by a rounding step. `WindowPresenter` sets it for software
    /// windows; headless targets (goldens) keep RGBA.
    public var opaqueTextureFormat: UInt32? {
        get { cache.opaqueFormat }
        set { cache.opaqueFormat = newValue }
    }
    /// When true, `render(_:background:)` draws only what changed since the previous frame
    /// it drew (`DamageTracker`: the bounds of items that appeared, disappeared, changed or
    /// moved), clipped to a few boxes; an unchanged frame draws nothing. Correct only on a
    /// target that keeps its pixels after a present: a software surface (`HeadlessRenderer`,
    /// a software `WindowPresenter`) turns it on; an accelerated window, whose back buffer
    /// is undefined after a present, keeps it off. False (the default here) draws every
    /// frame whole.
    public var tracksDamage = false {
        didSet { damageTracker.invalidate() }
    }
    /// The surface the renderer draws into, read when needed (a window's surface is made
    /// again when the window is resized), `nil` when unknown or when there is none (an
    /// accelerated renderer): `redraw(_:background:abandoningWhen:)` saves and puts back its
    /// pixels. `HeadlessRenderer` and a software `WindowPresenter` set it.
    public var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    /// When true (set by whoever redraws, the frame loop), `render(_:background:)` keeps the
    /// backup a redraw saves into made at the target's size, so no redraw racing its deadline
    /// makes it: 4 MB at 1280×800, about 1.7 ms the first time (measured by us on the headless
    /// tour, where that first redraw missed). False (the default): no backup is made until a
    /// redraw needs one.
    public var keepsRedrawBackup = false
    /// Work counted since creation.
    public internal(set) var counters = RenderCounters()
    /// The one byte budget of the caches below (textures, stretched copies, cross-fade
    /// resamples, glyph masks, scratch), which ends their frames together.
    let cacheBudget = RenderCacheBudget()
    let cache: TextureCache
    /// The texture cache's evictions counted in `counters.texturesDestroyed` so far.
    private var texturesEvictedCounted = 0
    /// The previous frame's items, for `render(_:background:)`.
    var damageTracker = DamageTracker()
    /// The target's pixels drawn since `takeChangedRects()` was called last (each frame's
    /// damage as the backend began it), `nil` for all of them.
    var changedPixels: [PixelBox]?
    /// Boxes `changedPixels` holds at most before it stands for the whole target (ours: a
    /// frame's damage is a few boxes; past this many, copying the whole target is as cheap).
    static let changedBoxLimit = 256
    let prescaled: PrescaledCopies
    /// The target's pixels under a redraw's damage, saved before it draws.
    let redrawBackup = SurfaceBackup()
    /// The target surface with a spare buffer, when Flick owns its pixels (`HeadlessRenderer`):
    /// a redraw of the whole target draws into the spare instead of saving.
    var ownedTarget: TargetPixels?
    /// Spare memory for `capturePixels()`, made in the background.
    let captureBuffers = CaptureBuffers()
    /// By target pixel format, the byte shifts `blendTranslucentMesh(_:of:)` blends with, or `nil`
    /// when SDL's blend onto that format was found not to be `SoftwareBlend`'s.
    var softwareBlendShifts: [UInt32: SoftwareBlend.Shifts?] = [:]
    /// By target pixel format, whether SDL blends a translucent rect fill onto it as `FillBlend`
    /// does (`directBlendTarget(for:)`).
    var fillBlendMatchesSDL: [UInt32: Bool] = [:]
    /// pixman's glyph cache for text (`options.compositesGlyphs`), made on first use; `nil` when pixman
    /// cannot make one.
    var glyphCompositor: GlyphCompositor? {
        if let made = madeGlyphCompositor { return made }
        let compositor = GlyphCompositor(budget: cacheBudget)
        madeGlyphCompositor = .some(compositor)
        return compositor
    }
    /// `glyphCompositor` once made (`nil` before).
    private(set) var madeGlyphCompositor: GlyphCompositor??
    /// The atlas pages text was composited from this frame (`keepGlyphPagesUploaded`).
    var glyphPagesDrawn: [Bitmap] = []
    /// Atlas pages text was composited from that have no texture yet, for `performIdleWork()`.
    var glyphPagesToUpload: [Bitmap] = []
    /// Scratch pixels kept between draws (a scaled copy at an opacity is stretched into them
    /// before it is blended: `drawScaledCopy(texture:filter:)`).
    let scratch: FrameAgedCache<RenderScratch, [UInt32]>
    /// The coarser texels of the pairs tiles fade in with, resampled, and their blends (`SDLRenderer+CrossFade`).
    let crossFadeResamples: CrossFadeResamples
    /// The vertices of the mesh op being drawn, as SDL takes them, owned by `drawTriangles(_:_:)`.
    var vertexBuffer: [SDL_Vertex] = []
    /// The GPU backend drawing the ops when `backend` is `.gpu`, else `nil` (`SDLRenderer+Backend`).
    var gpuBackend: GPUBackend?
    private let ownsHandle: Bool
    private let retained: AnyObject?
    var warnedGeometry = false

    /// Wraps an existing renderer; when `takingOwnership`, it is destroyed with this
    /// object. `retaining` is kept alive until after the renderer is destroyed (its
    /// target surface or window).
    public init(handle: OpaquePointer, scale: Double = 1, takingOwnership: Bool, retaining: AnyObject? = nil) {
        self.handle = handle
        self.scale = scale
        ownsHandle = takingOwnership
        retained = retaining
        cache = TextureCache(renderer: handle, budget: cacheBudget)
        prescaled = PrescaledCopies(renderer: handle, budget: cacheBudget)
        scratch = FrameAgedCache(maximumAge: RenderScratch.maximumAge, budget: cacheBudget)
        crossFadeResamples = CrossFadeResamples(budget: cacheBudget)
    }

    deinit {
        // Textures belong to the renderer: the cache must release them first.
        cache.removeAll()
        prescaled.removeAll()
        if ownsHandle { SDL_DestroyRenderer(handle) }
    }

    /// Textures the cache keeps even when unused (default 96); older unused ones beyond
    /// this count are destroyed after 30 frames without use.
    public var retainedTextureCount: Int {
        get { cache.retainedCount }
        set { cache.retainedCount = max(0, newValue) }
    }

    /// Number of textures held by the cache.
    public var cachedTextureCount: Int { cache.count }

    /// Fills the whole target with `color` (no blending). The next `render(_:background:)`
    /// draws the whole target.
    public func clear(_ color: Color) {
        damageTracker.invalidate()
        clearTarget(color)
    }

    /// Draws the items of `list` in order over what is there, then ends the frame for
    /// the texture cache. The next `render(_:background:)` draws the whole target.
    public func draw(_ list: DisplayList) { draw(list, clearingTo: nil) }

    /// Ends a frame for the caches (`RenderCacheBudget.endFrame()`) and counts it.
    func endFrame() {
        cacheBudget.endFrame()
        prescaled.endFrame()
        counters.texturesDestroyed += cache.evictions - texturesEvictedCounted
        texturesEvictedCounted = cache.evictions
        let glyphs = madeGlyphCompositor ?? nil
        counters.cachedBytes = cacheBudget.bytes
        counters.peakCachedBytes = max(counters.peakCachedBytes, counters.cachedBytes)
        counters.cachedEntries =
            cache.count + prescaled.count + crossFadeResamples.count + scratch.count
            + (glyphs?.pageCount ?? 0)
        counters.cacheEvictions =
            cache.evictions + prescaled.evictions + crossFadeResamples.evictions + scratch.evictions
            + (glyphs?.evictions ?? 0)
        counters.frames += 1
    }

    /// Draws one quad or mesh item (clips are applied by the caller).
    func draw(item: DisplayItem) {
        if let op = DrawOpCompiler.op(for: item, scale: scale, options: options) { drawWithBackend(op) }
    }

    /// Draws one mesh (window points) with `SDL_RenderGeometry`. The next
    /// `render(_:background:)` draws the whole target.
    public func draw(_ mesh: Mesh) {
        damageTracker.invalidate()
        drawWithBackend(DrawOpCompiler.op(for: mesh, scale: scale, options: options))
    }

    /// A mesh op's texture and blending, set up for SDL (`prepare(_:)`).
    struct PreparedMesh {
        /// The cache's texture, `nil` for none.
        var texture: OpaquePointer?
        /// True when the texture (or none) is opaque.
        var textureIsOpaque: Bool
        /// True when drawn unblended: every vertex alpha 255 over an opaque texture (or none),
        /// with `options.usesOpaqueFastPath`.
        var isOpaque: Bool
        /// The blend mode set on the renderer and the texture.
        var mode: SDL_BlendMode
    }

    /// Looks `mesh`'s texture up (uploading a new version), counts its culled triangles and sets
    /// the blend mode: none when it is opaque (it blends to exactly the source, and SDL's
    /// software renderer writes unblended triangles directly where it blends others through an
    /// intermediate surface of their bounding box: research note §3; measured by us); `nil`
    /// (nothing to draw) when the texture cannot be had.
    func prepare(_ mesh: PixelMesh) -> PreparedMesh? {
        var texture: OpaquePointer?
        var textureIsOpaque = true
        if let bitmap = mesh.texture {
            guard let lookup = cache.texture(for: bitmap, filter: mesh.filter, counters: &counters) else { return nil }
            texture = lookup.texture
            textureIsOpaque = lookup.isOpaque
        }
        counters.culledTriangles += mesh.triangleCount - mesh.indices.count / 3
        let opaque = options.usesOpaqueFastPath && mesh.verticesOpaque && textureIsOpaque
        let mode = opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if let texture { SDL_SetTextureBlendMode(texture, mode) }
        SDL_SetRenderDrawBlendMode(handle, mode)
        if opaque { counters.opaqueDraws += 1 }
        return PreparedMesh(texture: texture, textureIsOpaque: textureIsOpaque, isOpaque: opaque, mode: mode)
    }

    /// Draws `mesh` (a `.mesh`, `.translucentMesh` or `.texturedMesh` op, or a texel copy no
    /// copy path took) set up by `prepare(_:)`: a large quad turned or many textured triangles
    /// with their opaque interior drawn unblended, translucent untextured triangles blended span
    /// by span, translucent textured ones blended span by span, else `SDL_RenderGeometry`.
    func drawTriangles(_ mesh: PixelMesh, _ prepared: PreparedMesh) {
        loadVertices(mesh.vertices)
        var indices = mesh.indices
        // A large quad barely turned (a fold's first frame) is two triangles that each span the
        // corners, so none lies inside the opaque cells and SDL blends both whole: it is split,
        // so its middle is drawn unblended. (An axis-aligned quad is left whole: SDL copies
        // such a pair of triangles as a rectangle, faster still.) Never text: a glyph atlas page
        // has no opaque cells worth drawing apart, and looking for them in a 1024² page took
        // 6 ms in the first frame after each page change (measured by us on the headless tour).
        if options.drawsOpaqueInteriors, options.usesOpaqueFastPath, !prepared.isOpaque, mesh.verticesOpaque,
            !mesh.isCoverageMask, let texture = prepared.texture, let bitmap = mesh.texture
        {
            let splits = !mesh.isSnappedQuad && indices.count == Self.quadIndices && isLarge(indices)
            if splits || indices.count >= Self.minimumInteriorIndices,
                let interior = cache.interior(for: bitmap, counters: &counters)
            {
                if splits { indices = subdivided(indices, pieces: Self.interiorSubdivisions) }
                indices = drawInterior(of: indices, with: interior, bitmap: bitmap)
                if indices.isEmpty { return }
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            }
        }
        // An opaque bitmap turned (a page turning, a card flipping): copied span by span as SDL
        // copies it, in halves at once when large (`copyInterior`, `BandWorker`), where SDL's
        // own copy took 5.3 ns a pixel, a turning page's half 0.6 ms (measured by us on the
        // headless tour).
        if options.usesOpaqueFastPath, prepared.isOpaque, prepared.texture != nil, !mesh.isCoverageMask,
            let bitmap = mesh.texture, copyInterior(indices, of: vertexBuffer, bitmap: bitmap)
        {
            return
        }
        if options.usesOpaqueFastPath, prepared.texture == nil, !prepared.isOpaque,
            blendTranslucentMesh(indices, of: vertexBuffer)
        {
            return
        }
        if options.usesOpaqueFastPath, !prepared.isOpaque, !mesh.isCoverageMask, let bitmap = mesh.texture,
            blendTexturedTriangles(indices, of: vertexBuffer, bitmap: bitmap)
        {
            return
        }
        renderGeometry(prepared.texture, indices)
    }

    /// Puts `vertices` into `vertexBuffer` as SDL takes them: the scratch `drawTriangles(_:_:)`
    /// splits triangles into and hands the span paths.
    private func loadVertices(_ vertices: [PixelVertex]) {
        vertexBuffer.removeAll(keepingCapacity: true)
        for v in vertices { vertexBuffer.append(Self.sdlVertex(v)) }
    }

    /// `v` as SDL draws it.
    static func sdlVertex(_ v: PixelVertex) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: v.x, y: v.y), color: SDL_Color(v.colour), tex_coord: SDL_FPoint(x: v.u, y: v.v))
    }

    /// Triangle indices from which a mesh's opaque interior is worth drawing apart (ours: a
    /// quad of two triangles spans its whole texture, corners included).
    static let minimumInteriorIndices = 12

    /// Pieces each edge of a large turned triangle is split into before its opaque interior is
    /// looked for (ours: 4, 16 triangles each. SDL blends a triangle through a surface of its
    /// bounding box, so a 640 × 440 card barely folded, drawn as two blended triangles, cost
    /// 3.3 ms in the fold's first frame where the frames after it, whose meshes have more
    /// triangles, cost 2.0, measured on the headless tour).
    static let interiorSubdivisions = 4
    /// The indices of a quad's two triangles: the only meshes split (ours: more triangles may
    /// meet at a vertex in the middle of an edge, where a split would open a crack).
    static let quadIndices = 6
    /// The pixel area of a triangle's bounding box from which it is split (ours: 128 × 128 px;
    /// smaller ones blend in little time).
    static let minimumSubdividedArea: Float = 128 * 128

    /// True when a triangle of `indices` (into `vertexBuffer`) has a bounding box of at least
    /// `minimumSubdividedArea` pixels.
    private func isLarge(_ indices: [Int32]) -> Bool {
        stride(from: 0, to: indices.count - 2, by: 3).contains { t in
            let a = vertexBuffer[Int(indices[t])].position, b = vertexBuffer[Int(indices[t + 1])].position
            let c = vertexBuffer[Int(indices[t + 2])].position
            let w = max(a.x, b.x, c.x) - min(a.x, b.x, c.x), h = max(a.y, b.y, c.y) - min(a.y, b.y, c.y)
            return w * h >= Self.minimumSubdividedArea
        }
    }

    /// `indices` (triangles into `vertexBuffer`) with each triangle split into `pieces`²
    /// triangles: new vertices are appended at barycentric points, positions, texture
    /// coordinates and colours interpolated linearly, so each piece maps the texture as the
    /// whole triangle did (SDL interpolates a triangle affinely). A point on an edge is made
    /// once, from the edge's lower vertex index, and shared by both triangles along it, so no
    /// crack opens between them.
    private func subdivided(_ indices: [Int32], pieces n: Int) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(indices.count * n * n)
        var edgePoints: [Int64: Int32] = [:]
        func edgePoint(_ p: Int32, _ q: Int32, _ k: Int) -> Int32 {
            if k == 0 { return p }
            if k == n { return q }
            let (lo, hi, step) = p < q ? (p, q, k) : (q, p, n - k)
            let key = (Int64(lo) << 32 | Int64(hi)) &* Int64(n + 1) &+ Int64(step)
            if let index = edgePoints[key] { return index }
            let index = Int32(vertexBuffer.count)
            vertexBuffer.append(
                Self.vertex(
                    vertexBuffer[Int(lo)], vertexBuffer[Int(hi)], vertexBuffer[Int(hi)],
                    u: Float(step) / Float(n), v: 0))
            edgePoints[key] = index
            return index
        }
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let ia = indices[t], ib = indices[t + 1], ic = indices[t + 2]
            let a = vertexBuffer[Int(ia)], b = vertexBuffer[Int(ib)], c = vertexBuffer[Int(ic)]
            // Grid point (i, j) is a + (b − a)·i/n + (c − a)·j/n, i + j ≤ n.
            var point: [[Int32]] = []
            for i in 0...n {
                var row: [Int32] = []
                for j in 0...(n - i) {
                    if j == 0 {
                        row.append(edgePoint(ia, ib, i))
                    } else if i == 0 {
                        row.append(edgePoint(ia, ic, j))
                    } else if i + j == n {
                        row.append(edgePoint(ib, ic, j))
                    } else {
                        row.append(Int32(vertexBuffer.count))
                        vertexBuffer.append(Self.vertex(a, b, c, u: Float(i) / Float(n), v: Float(j) / Float(n)))
                    }
                }
                point.append(row)
            }
            for i in 0..<n {
                for j in 0..<(n - i) {
                    result += [point[i][j], point[i + 1][j], point[i][j + 1]]
                    if i + j < n - 1 { result += [point[i + 1][j], point[i + 1][j + 1], point[i][j + 1]] }
                }
            }
        }
        return result
    }

    /// The vertex at `a + (b − a)·u + (c − a)·v`: position, texture coordinates and colour.
    private static func vertex(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, u: Float, v: Float) -> SDL_Vertex {
        let w = 1 - u - v
        func mix(_ x: Float, _ y: Float, _ z: Float) -> Float { x * w + y * u + z * v }
        func mix8(_ x: UInt8, _ y: UInt8, _ z: UInt8) -> UInt8 {
            UInt8(max(0, min(255, mix(Float(x), Float(y), Float(z)).rounded())))
        }
        return SDL_Vertex(
            position: SDL_FPoint(
                x: mix(a.position.x, b.position.x, c.position.x), y: mix(a.position.y, b.position.y, c.position.y)),
            color: SDL_Color(
                r: mix8(a.color.r, b.color.r, c.color.r), g: mix8(a.color.g, b.color.g, c.color.g),
                b: mix8(a.color.b, b.color.b, c.color.b), a: mix8(a.color.a, b.color.a, c.color.a)),
            tex_coord: SDL_FPoint(
                x: mix(a.tex_coord.x, b.tex_coord.x, c.tex_coord.x),
                y: mix(a.tex_coord.y, b.tex_coord.y, c.tex_coord.y)))
    }

    /// Draws, unblended from `interior`'s opaque copy, the triangles of `indices` (into
    /// `vertexBuffer`) whose texture coordinates sample only opaque cells, and returns the
    /// others.
    private func drawInterior(of indices: [Int32], with interior: TextureCache.Interior, bitmap: Bitmap) -> [Int32] {
        var inside: [Int32] = [], border: [Int32] = []
        inside.reserveCapacity(indices.count)
        border.reserveCapacity(indices.count)
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = vertexBuffer[Int(indices[t])].tex_coord, b = vertexBuffer[Int(indices[t + 1])].tex_coord
            let c = vertexBuffer[Int(indices[t + 2])].tex_coord
            let opaque = interior.grid.isOpaque(
                u0: min(a.x, b.x, c.x), v0: min(a.y, b.y, c.y),
                u1: max(a.x, b.x, c.x), v1: max(a.y, b.y, c.y))
            if opaque {
                inside.append(contentsOf: indices[t...(t + 2)])
            } else {
                border.append(contentsOf: indices[t...(t + 2)])
            }
        }
        guard !inside.isEmpty else { return indices }
        if !copyInterior(inside, of: vertexBuffer, bitmap: bitmap) {
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
            renderGeometry(interior.texture, inside)
        }
        counters.opaqueDraws += 1
        counters.opaqueInteriorTriangles += inside.count / 3
        return border
    }

    /// One `SDL_RenderGeometry` call over `vertexBuffer` with `indices`.
    private func renderGeometry(_ texture: OpaquePointer?, _ indices: [Int32]) {
        let result = vertexBuffer.withUnsafeBufferPointer { vb in
            indices.withUnsafeBufferPointer { ib in
                SDL_RenderGeometry(handle, texture, vb.baseAddress, Int32(vb.count), ib.baseAddress, Int32(ib.count))
            }
        }
        if result != 0 && !warnedGeometry {
            warnedGeometry = true
            log.error("\(RenderError.sdl("SDL_RenderGeometry"))")
        }
        counters.drawCalls += 1
        counters.triangles += indices.count / 3
    }

    /// The texel `coordinate` (a texture coordinate) lands on in a texture `size` texels across,
    /// when it lands within `wholeTexelTolerance` of a whole one; else `nil`.
    static func wholeTexel(_ coordinate: Float, _ size: Int) -> Int? {
        let exact = Double(coordinate) * Double(size)
        let whole = exact.rounded()
        return abs(exact - whole) <= wholeTexelTolerance ? Int(whole) : nil
    }

    /// The target's pixels read back (`SDL_RenderReadPixels`), RGBA straight alpha.
    public func readPixels() throws -> Bitmap {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { throw RenderError.sdl("SDL_GetRendererOutputSize") }
        var bitmap = Bitmap(width: Int(w), height: Int(h))
        let ok = bitmap.withUnsafeMutablePixels { p in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_RGBA32.rawValue, p.baseAddress, w * 4) == 0
        }
        guard ok else { throw RenderError.sdl("SDL_RenderReadPixels") }
        return bitmap
    }
}
