import CSDL2
import FlickScene

/// Text on a software target composited by pixman (`GlyphCompositor`), not SDL's modulated
/// blit per glyph.
extension SDLRenderer {
    /// True when `mesh` is text this renderer composites with pixman when its quads are glyphs
    /// (`options.compositesGlyphs`, a `Mesh.isCoverageMask` mesh sampled nearest, the target's pixels
    /// at hand in a format pixman blends onto): its atlas page then needs no texture.
    func takesGlyphPath(_ mesh: Mesh) -> Bool {
        options.compositesGlyphs && mesh.isCoverageMask && mesh.filter == .nearest && mesh.texture != nil
            && pixmanSurface != nil
    }

    /// Draws `run`'s glyphs with pixman's glyph path onto the target's surface, inside the
    /// renderer's clip; returns false (nothing drawn) when the target's pixels are not at hand in
    /// a format pixman blends onto, or the run is no set of glyphs (`GlyphRun.glyphs`): its
    /// fallback is then drawn.
    func drawGlyphs(_ run: GlyphRun) -> Bool {
        guard let surface = pixmanSurface, let quads = run.glyphs, let compositor = glyphCompositor else {
            return false
        }
        let glyphs = quads.map(Self.glyph)
        // SDL's queued drawing lands first: this writes the pixels now.
        SDL_RenderFlush(handle)
        let cut = compositor.masksCut
        guard compositor.composite(glyphs, from: run.page, onto: surface, clip: currentClip) else { return false }
        counters.pixmanGlyphs += glyphs.count
        counters.glyphMasksCut += compositor.masksCut - cut
        counters.drawCalls += 1
        counters.triangles += quads.count * 2
        noteGlyphPage(run.page)
        return true
    }

    /// `quad` as the compositor takes it.
    static func glyph(_ quad: GlyphQuad) -> GlyphCompositor.Glyph {
        GlyphCompositor.Glyph(
            texelX: quad.texelX, texelY: quad.texelY, width: quad.width, height: quad.height, x: quad.x, y: quad.y,
            colour: SDL_Color(quad.colour))
    }

    /// Notes `page` as one this frame composites text from (its newest version).
    func noteGlyphPage(_ page: Bitmap) {
        if let i = glyphPagesDrawn.firstIndex(where: { $0.identity == page.identity }) {
            if glyphPagesDrawn[i].version < page.version { glyphPagesDrawn[i] = page }
        } else {
            glyphPagesDrawn.append(page)
        }
    }

    /// Keeps the atlas pages this frame composited text from uploaded as textures, then forgets
    /// them: text drawn transformed (an alert popping in, scaled) still goes through SDL, from
    /// the page's texture. A current page is only marked used (kept from eviction); a page whose
    /// texture only lacks the glyphs added since is brought up to date (their rectangles) in a
    /// frame that uploaded nothing else (`uploadsBefore`: the uploads counted when the frame
    /// began). Left to the frame that first draws it transformed, the 1024² page's upload took
    /// 2 ms of the alert's first pop-in frame (4.2–4.4 ms against 2.5 ms, measured by us on the
    /// headless tour at 120 Hz). All of that frame's pages, not one a frame as preparations are:
    /// text whose glyphs filled a page draws from that page and the next, and the one left over
    /// was uploaded in the transformed frame all the same (a frame draws from at most
    /// `GlyphAtlas.maximumPages` pages).
    ///
    /// A page with no texture yet (a new page, or one grown into a new bitmap) is not uploaded
    /// in a frame: it waits for `performIdleWork()`. Creating and filling a 1024² page's texture
    /// took 8.2 ms of a frame at rest on a 2-core AMD EPYC VM (SDL zeroes a new texture, 3.9 ms,
    /// then the whole upload, 4.8 ms, measured by us), and that frame missed its deadline in
    /// every headless tour at 60 Hz.
    func keepGlyphPagesUploaded(uploadsBefore: Int) {
        defer { glyphPagesDrawn.removeAll(keepingCapacity: true) }
        let idle = idleUploadBudget(uploadsBefore: uploadsBefore) > 0
        for page in glyphPagesDrawn {
            let hasTexture = cache.hasTexture(for: page)
            if cache.isCurrent(page) || (idle && hasTexture) {
                _ = cache.texture(for: page, filter: .nearest, counters: &counters)
            } else if !hasTexture {
                if let i = glyphPagesToUpload.firstIndex(where: { $0.identity == page.identity }) {
                    if glyphPagesToUpload[i].version < page.version { glyphPagesToUpload[i] = page }
                } else {
                    glyphPagesToUpload.append(page)
                    // Bounded, for a caller that never runs the idle work: the newest pages.
                    if glyphPagesToUpload.count > Self.maximumGlyphPagesToUpload { glyphPagesToUpload.removeFirst() }
                }
            }
        }
    }

    /// Atlas pages kept for `performIdleWork()` at the most (ours: `GlyphAtlas.maximumPages`,
    /// the pages one atlas holds; older ones are dropped, and a page dropped is uploaded by the
    /// frame that first draws its text transformed).
    static let maximumGlyphPagesToUpload = 4

    /// True when pages wait for `performIdleWork()` (it may find one uploaded since and skip
    /// it): a cheap check for a caller to make before it asks anything dearer (whether the app
    /// is at rest).
    public var hasIdleWork: Bool { !glyphPagesToUpload.isEmpty }

    /// Work the renderer defers out of its frames, one piece per call, for a caller to run
    /// between frames at rest (`Application` does, with no frame after it): uploads one
    /// atlas page that text was composited from and has no texture yet
    /// (`keepGlyphPagesUploaded(uploadsBefore:)`). Returns true when it did a piece, false when
    /// nothing is left. A renderer whose caller never calls it uploads such a page in the frame
    /// that first draws its text transformed, as it would without it.
    public func performIdleWork() -> Bool {
        while !glyphPagesToUpload.isEmpty {
            let page = glyphPagesToUpload.removeFirst()
            guard !cache.isCurrent(page) else { continue }
            _ = cache.texture(for: page, filter: .nearest, counters: &counters)
            return true
        }
        return false
    }

    /// The quads of `vertices` that `indices` draws as glyphs of `page`
    /// (`DrawOpCompiler.glyphQuads(in:indices:page:)`), as the compositor takes them.
    static func glyphs(in vertices: [SDL_Vertex], indices: [Int32], page: Bitmap) -> [GlyphCompositor.Glyph]? {
        let pixels = vertices.map { v in
            PixelVertex(
                x: v.position.x, y: v.position.y,
                colour: RGBA8(red: v.color.r, green: v.color.g, blue: v.color.b, alpha: v.color.a),
                u: v.tex_coord.x, v: v.tex_coord.y)
        }
        return DrawOpCompiler.glyphQuads(in: pixels, indices: indices, page: page)?.map(glyph)
    }
}
