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
    /// the page's texture. A current page is only marked used (kept from eviction); the pages
    /// whose glyphs changed are uploaded in a frame that uploaded nothing else (`uploadsBefore`:
    /// the uploads counted when the frame began). Left to the frame that first draws it
    /// transformed, the 1024² page's upload took 2 ms of the alert's first pop-in frame
    /// (4.2–4.4 ms against 2.5 ms, measured by us on the headless tour at 120 Hz). All of that
    /// frame's pages, not one a frame as preparations are: text whose glyphs filled a page draws
    /// from that page and the next, and the one left over was uploaded in the transformed frame
    /// all the same (a frame draws from at most `GlyphAtlas.maximumPages` pages).
    func keepGlyphPagesUploaded(uploadsBefore: Int) {
        defer { glyphPagesDrawn.removeAll(keepingCapacity: true) }
        let idle = idleUploadBudget(uploadsBefore: uploadsBefore) > 0
        for page in glyphPagesDrawn where idle || cache.isCurrent(page) {
            _ = cache.texture(for: page, filter: .nearest, counters: &counters)
        }
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
