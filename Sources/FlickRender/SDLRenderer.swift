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
    let cache: TextureCache
    /// The previous frame's items, for `render(_:background:)`.
    var damageTracker = DamageTracker()
    let prescaled: PrescaledCopies
    /// The target's pixels under a redraw's damage, saved before it draws.
    let redrawBackup = SurfaceBackup()
    /// Spare memory for `capturePixels()`, made in the background.
    let captureBuffers = CaptureBuffers()
    /// By target pixel format, the byte shifts `blendTranslucentMesh(_:)` blends with, or `nil`
    /// when SDL's blend onto that format was found not to be `SoftwareBlend`'s.
    var softwareBlendShifts: [UInt32: SoftwareBlend.Shifts?] = [:]
    /// pixman's glyph cache for text (`options.compositesGlyphs`), made on first use; `nil` when pixman
    /// cannot make one.
    lazy var glyphCompositor: GlyphCompositor? = GlyphCompositor()
    /// The atlas pages text was composited from this frame (`keepGlyphPagesUploaded`).
    var glyphPagesDrawn: [Bitmap] = []
    /// Pixels a scaled copy at an opacity is stretched into before it is blended
    /// (`drawScaledCopy(texture:filter:)`), kept between copies.
    var scaledCopyScratch: [UInt32] = []
    /// The coarser texels of the pairs tiles fade in with, resampled, and their blends (`SDLRenderer+CrossFade`).
    let crossFadeResamples = CrossFadeResamples()
    var vertexBuffer: [SDL_Vertex] = []
    private var indexBuffer: [Int32] = []
    private let ownsHandle: Bool
    private let retained: AnyObject?
    private var warnedGeometry = false

    /// Wraps an existing renderer; when `takingOwnership`, it is destroyed with this
    /// object. `retaining` is kept alive until after the renderer is destroyed (its
    /// target surface or window).
    public init(handle: OpaquePointer, scale: Double = 1, takingOwnership: Bool, retaining: AnyObject? = nil) {
        self.handle = handle
        self.scale = scale
        ownsHandle = takingOwnership
        retained = retaining
        cache = TextureCache(renderer: handle)
        prescaled = PrescaledCopies(renderer: handle)
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

    /// Ends a frame for the texture cache and counts it; true when the cache destroyed a
    /// texture.
    @discardableResult
    func endFrame() -> Bool {
        let destroyed = counters.texturesDestroyed
        cache.endFrame(counters: &counters)
        prescaled.endFrame()
        crossFadeResamples.endFrame()
        counters.frames += 1
        return counters.texturesDestroyed != destroyed
    }

    /// Draws one quad or mesh item (clips are applied by the caller).
    func draw(item: DisplayItem) {
        switch item {
        case .quad(let quad):
            if options.usesOpaqueFastPath, fillRoundedRect(quad) { return }
            drawTriangles(MeshBuilder.mesh(for: quad, tolerance: options.meshTolerance))
        case .mesh(let mesh):
            drawTriangles(mesh)
        case .pushClip, .popClip:
            break
        }
    }

    /// Draws one mesh (window points) with `SDL_RenderGeometry`. The next
    /// `render(_:background:)` draws the whole target.
    public func draw(_ mesh: Mesh) {
        damageTracker.invalidate()
        drawTriangles(mesh)
    }

    /// Draws one mesh (window points) with `SDL_RenderGeometry`.
    func drawTriangles(_ mesh: Mesh) {
        guard !mesh.indices.isEmpty else { return }
        vertexBuffer.removeAll(keepingCapacity: true)
        let s = Float(scale)
        // An axis-aligned quad is snapped to whole pixels: SDL's software renderer turns
        // it into a rect, truncating x and w separately, which opens 1-pixel seams
        // between adjacent tiles at fractional positions (measured by us).
        let snap = SDLRenderer.isAxisAlignedQuad(mesh)
        var verticesOpaque = true
        for v in mesh.vertices {
            let vertex = Self.vertex(v, scale: s, snapped: snap)
            if vertex.color.a != 255 { verticesOpaque = false }
            vertexBuffer.append(vertex)
        }
        // Text composited by pixman from its glyph masks: the atlas page is not uploaded for it.
        if takesGlyphPath(mesh), let page = mesh.texture, drawGlyphs(page: page, indices: mesh.indices) {
            counters.drawCalls += 1
            counters.triangles += mesh.triangleCount
            return
        }
        var texture: OpaquePointer?
        var textureIsOpaque = true
        if let bitmap = mesh.texture {
            guard let lookup = cache.texture(for: bitmap, filter: mesh.filter, counters: &counters) else { return }
            texture = lookup.texture
            textureIsOpaque = lookup.isOpaque
        }
        // Opaque fast path: every vertex alpha 255 over an opaque texture (or none) blends
        // to exactly the source, so it is written without blending. SDL's software
        // renderer blends a triangle through an intermediate surface of its bounding box;
        // unblended it writes directly (research note §3; measured by us).
        let opaque = options.usesOpaqueFastPath && verticesOpaque && textureIsOpaque
        // Culling: a blended triangle whose three vertex alphas are 0 leaves the target as it
        // is (SDL interpolates alpha 0 and blends dst = src·0 + dst·1 exactly), yet SDL's
        // software renderer still fills and blends its whole bounding box. Such triangles
        // (the transparent end of a fold's shade, a quad fading in from 0) are dropped.
        var indices = mesh.indices
        if options.usesOpaqueFastPath, !opaque {
            indexBuffer.removeAll(keepingCapacity: true)
            for t in stride(from: 0, to: mesh.indices.count - 2, by: 3) {
                let a = mesh.indices[t], b = mesh.indices[t + 1], c = mesh.indices[t + 2]
                if vertexBuffer[Int(a)].color.a == 0 && vertexBuffer[Int(b)].color.a == 0
                    && vertexBuffer[Int(c)].color.a == 0 { continue }
                indexBuffer.append(a); indexBuffer.append(b); indexBuffer.append(c)
            }
            counters.culledTriangles += (mesh.indices.count - indexBuffer.count) / 3
            if indexBuffer.isEmpty { return }
            if indexBuffer.count != mesh.indices.count { indices = indexBuffer }
        }
        let mode = opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if let texture { SDL_SetTextureBlendMode(texture, mode) }
        SDL_SetRenderDrawBlendMode(handle, mode)
        if opaque { counters.opaqueDraws += 1 }
        // A one-colour axis-aligned rectangle is a rect fill: SDL's software renderer
        // rasterises untextured triangles pixel by pixel (about 6 ns a pixel), a rect fill
        // runs at memory speed (measured by us: 1280×800 in 6 ms against 0.2 ms).
        if options.usesOpaqueFastPath, snap, texture == nil, let rect = uniformRect() {
            let c = vertexBuffer[0].color
            SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
            var r = rect
            if opaque, let direct = directFillTarget() {
                direct.fill(r, c)
            } else if SDL_RenderFillRect(handle, &r) != 0 && !warnedGeometry {
                warnedGeometry = true
                log.error("\(RenderError.sdl("SDL_RenderFillRect"))")
            }
            counters.drawCalls += 1
            counters.rectFills += 1
            counters.triangles += mesh.triangleCount
            return
        }
        // A two-colour axis-aligned linear gradient (colours change along one axis only)
        // is filled line by line: one rect fill per pixel row (or column) in the colour
        // at its centre, instead of SDL's per-pixel Gouraud triangles (measured by us:
        // a 1280×800 window background 10 ms against under 1 ms). Colours agree with
        // SDL's interpolation within one 8-bit level (tested). Opaque only: blended
        // lines differ from SDL's blended triangles by up to two levels (measured by us).
        if options.usesOpaqueFastPath, snap, texture == nil, verticesOpaque, let bands = linearBands() {
            fill(bands)
            counters.drawCalls += 1
            counters.gradientFills += 1
            counters.triangles += mesh.triangleCount
            return
        }
        let pixmanStretches = snap && texture != nil && stretchesWithPixman(textureIsOpaque: textureIsOpaque)
        if options.prescalesCopies, snap, texture != nil, let bitmap = mesh.texture, mesh.filter == .linear,
           drawPrescaledCopy(bitmap: bitmap, blendMode: mode, keepingFadedAtOnce: !pixmanStretches) {
            counters.drawCalls += 1
            counters.triangles += mesh.triangleCount
            return
        }
        // A kept stretched copy first (a plain blit); else pixman stretches an opaque copy.
        if pixmanStretches, let texture, drawScaledCopy(texture: texture, filter: mesh.filter) {
            return
        }
        if options.cutsScaledCopiesAtEdges, snap, let texture, let bitmap = mesh.texture,
           drawCutCopy(texture: texture, bitmap: bitmap) {
            counters.drawCalls += 1
            counters.triangles += mesh.triangleCount
            return
        }
        // A large quad barely turned (a fold's first frame) is two triangles that each span the
        // corners, so none lies inside the opaque cells and SDL blends both whole: it is split,
        // so its middle is drawn unblended. (An axis-aligned quad is left whole: SDL copies
        // such a pair of triangles as a rectangle, faster still.) Never text: a glyph atlas page
        // has no opaque cells worth drawing apart, and looking for them in a 1024² page took
        // 6 ms in the first frame after each page change (measured by us on the headless tour).
        if options.drawsOpaqueInteriors, options.usesOpaqueFastPath, !opaque, verticesOpaque, !mesh.isCoverageMask, let texture,
           let bitmap = mesh.texture {
            let splits = !snap && indices.count == Self.quadIndices && isLarge(indices)
            if splits || indices.count >= Self.minimumInteriorIndices, let interior = cache.interior(for: bitmap, counters: &counters) {
                if splits { indices = subdivided(indices, pieces: Self.interiorSubdivisions) }
                indices = drawInterior(of: indices, with: interior, bitmap: bitmap)
                if indices.isEmpty { return }
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            }
        }
        if options.usesOpaqueFastPath, texture == nil, !opaque, blendTranslucentMesh(indices) { return }
        if options.usesOpaqueFastPath, !opaque, !mesh.isCoverageMask, let bitmap = mesh.texture,
           blendTexturedTriangles(indices, of: bitmap) { return }
        renderGeometry(texture, indices)
    }

    /// `v` as SDL draws it: its position in pixels (`scale` pixels per point), snapped to whole
    /// pixels when `snapped`, its colour in 8 bits, its texture coordinates clamped to 0…1.
    static func vertex(_ v: MeshVertex, scale s: Float, snapped snap: Bool) -> SDL_Vertex {
        let rgba = RGBA8(v.color)
        return SDL_Vertex(
            position: snap ? SDL_FPoint(x: snapped(Float(v.position.x) * s), y: snapped(Float(v.position.y) * s))
                : SDL_FPoint(x: Float(v.position.x) * s, y: Float(v.position.y) * s),
            color: SDL_Color(r: rgba.red, g: rgba.green, b: rgba.blue, a: rgba.alpha),
            // SDL 2.26 rejects texture coordinates outside 0…1 (research note §3).
            tex_coord: SDL_FPoint(x: Float(max(0, min(1, v.uv.x))), y: Float(max(0, min(1, v.uv.y)))))
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
            vertexBuffer.append(Self.vertex(vertexBuffer[Int(lo)], vertexBuffer[Int(hi)], vertexBuffer[Int(hi)],
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
            position: SDL_FPoint(x: mix(a.position.x, b.position.x, c.position.x), y: mix(a.position.y, b.position.y, c.position.y)),
            color: SDL_Color(r: mix8(a.color.r, b.color.r, c.color.r), g: mix8(a.color.g, b.color.g, c.color.g),
                             b: mix8(a.color.b, b.color.b, c.color.b), a: mix8(a.color.a, b.color.a, c.color.a)),
            tex_coord: SDL_FPoint(x: mix(a.tex_coord.x, b.tex_coord.x, c.tex_coord.x),
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
            let opaque = interior.grid.isOpaque(u0: min(a.x, b.x, c.x), v0: min(a.y, b.y, c.y),
                                                u1: max(a.x, b.x, c.x), v1: max(a.y, b.y, c.y))
            if opaque {
                inside.append(contentsOf: indices[t...(t + 2)])
            } else {
                border.append(contentsOf: indices[t...(t + 2)])
            }
        }
        guard !inside.isEmpty else { return indices }
        if !copyInterior(inside, of: bitmap) {
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

    /// The snapped 4-vertex quad in `vertexBuffer` as its one colour and its pixel bounds,
    /// or `nil` when its vertex colours differ or it is empty.
    func uniformQuad() -> (color: SDL_Color, x0: Float, y0: Float, x1: Float, y1: Float)? {
        guard vertexBuffer.count == 4 else { return nil }
        let c = vertexBuffer[0].color
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for v in vertexBuffer {
            guard v.color.r == c.r, v.color.g == c.g, v.color.b == c.b, v.color.a == c.a else { return nil }
            x0 = min(x0, v.position.x); x1 = max(x1, v.position.x)
            y0 = min(y0, v.position.y); y1 = max(y1, v.position.y)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return (c, x0, y0, x1, y1)
    }

    /// The texture coordinates along the left, right, top and bottom edges (`x0`…`y1`, from
    /// `uniformQuad()`) of the axis-aligned quad in `vertexBuffer`, when each edge has one and
    /// they grow with x and y (no flips); else `nil`.
    func edgeTextureCoordinates(x0: Float, y0: Float, x1: Float, y1: Float) -> (u0: Float, u1: Float, v0: Float, v1: Float)? {
        var u0 = Float.nan, u1 = Float.nan, v0 = Float.nan, v1 = Float.nan
        for vertex in vertexBuffer {
            let u = vertex.tex_coord.x, v = vertex.tex_coord.y
            if vertex.position.x == x0 { guard u0.isNaN || u0 == u else { return nil }; u0 = u }
            if vertex.position.x == x1 { guard u1.isNaN || u1 == u else { return nil }; u1 = u }
            if vertex.position.y == y0 { guard v0.isNaN || v0 == v else { return nil }; v0 = v }
            if vertex.position.y == y1 { guard v1.isNaN || v1 == v else { return nil }; v1 = v }
        }
        guard u1 > u0, v1 > v0 else { return nil }
        return (u0, u1, v0, v1)
    }

    /// The texel `coordinate` (a texture coordinate) lands on in a texture `size` texels across,
    /// when it lands within `wholeTexelTolerance` of a whole one; else `nil`.
    static func wholeTexel(_ coordinate: Float, _ size: Int) -> Int? {
        let exact = Double(coordinate) * Double(size)
        let whole = exact.rounded()
        return abs(exact - whole) <= wholeTexelTolerance ? Int(whole) : nil
    }

    /// The pixel rectangle covered by the snapped 4-vertex quad in `vertexBuffer` when its
    /// four vertex colours are equal, else `nil` (also for an empty rectangle).
    private func uniformRect() -> SDL_Rect? {
        guard let q = uniformQuad() else { return nil }
        return SDL_Rect(x: Int32(q.x0), y: Int32(q.y0), w: Int32(q.x1 - q.x0), h: Int32(q.y1 - q.y0))
    }

    /// A snapped 4-vertex quad in `vertexBuffer` whose colours change along one axis only.
    private struct LinearBands {
        var rect: SDL_Rect
        /// True when colours change from top to bottom (rows), false left to right.
        var vertical: Bool
        var start: SDL_Color
        var end: SDL_Color
    }

    /// The quad in `vertexBuffer` as a linear gradient along x or y, else `nil`.
    private func linearBands() -> LinearBands? {
        guard vertexBuffer.count == 4 else { return nil }
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for v in vertexBuffer {
            x0 = min(x0, v.position.x); x1 = max(x1, v.position.x)
            y0 = min(y0, v.position.y); y1 = max(y1, v.position.y)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        func same(_ a: SDL_Color, _ b: SDL_Color) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a }
        func colour(where test: (SDL_FPoint) -> Bool) -> SDL_Color? {
            let matching = vertexBuffer.filter { test($0.position) }
            guard matching.count == 2, same(matching[0].color, matching[1].color) else { return nil }
            return matching[0].color
        }
        let rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        if let top = colour(where: { $0.y == y0 }), let bottom = colour(where: { $0.y == y1 }) {
            return LinearBands(rect: rect, vertical: true, start: top, end: bottom)
        }
        if let left = colour(where: { $0.x == x0 }), let right = colour(where: { $0.x == x1 }) {
            return LinearBands(rect: rect, vertical: false, start: left, end: right)
        }
        return nil
    }

    /// Fills `bands` one pixel row (or column) at a time, each in the colour at its centre,
    /// unblended (they are opaque), straight into the target when its pixels are at hand.
    private func fill(_ bands: LinearBands) {
        let count = bands.vertical ? bands.rect.h : bands.rect.w
        let direct = directFillTarget()
        func mix(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
        }
        for k in 0..<count {
            let t = (Double(k) + 0.5) / Double(count)
            let c = SDL_Color(r: mix(bands.start.r, bands.end.r, t), g: mix(bands.start.g, bands.end.g, t),
                              b: mix(bands.start.b, bands.end.b, t), a: mix(bands.start.a, bands.end.a, t))
            var line = bands.vertical ? SDL_Rect(x: bands.rect.x, y: bands.rect.y + k, w: bands.rect.w, h: 1)
                : SDL_Rect(x: bands.rect.x + k, y: bands.rect.y, w: 1, h: bands.rect.h)
            if let direct {
                direct.fill(line, c)
            } else {
                SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
                SDL_RenderFillRect(handle, &line)
            }
        }
    }

    /// `x` rounded to the nearest whole pixel, halves up: the same under every whole-pixel
    /// translation, so a quad of whole-pixel width keeps its width wherever it lands (plain
    /// rounding sends halves away from zero, which widened the tile straddling x = 0 by a
    /// pixel, and so resampled it, at half-pixel offsets).
    static func snapped(_ x: Float) -> Float { (x + 0.5).rounded(.down) }

    /// True for a mesh of one quad (4 vertices) whose edges are horizontal and vertical.
    static func isAxisAlignedQuad(_ mesh: Mesh) -> Bool {
        guard mesh.vertices.count == 4 else { return false }
        let v = mesh.vertices
        // Corners in order around the quad: each edge is horizontal or vertical.
        for k in 0..<4 {
            let a = v[k].position, b = v[(k + 1) % 4].position
            if a.x != b.x && a.y != b.y { return false }
        }
        return true
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
