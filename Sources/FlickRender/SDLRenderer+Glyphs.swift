import CSDL2
import FlickScene

/// Text on a software target composited by pixman (`GlyphCompositor`), not SDL's modulated
/// blit per glyph.
extension SDLRenderer {
    /// True when `mesh` is text this renderer composites with pixman when its quads are glyphs
    /// (`options.compositesGlyphs`, a `Mesh.isCoverageMask` mesh sampled nearest, the target's pixels
    /// at hand in a format pixman blends onto): its atlas page then needs no texture.
    func takesGlyphPath(_ mesh: Mesh) -> Bool {
        options.compositesGlyphs && mesh.isCoverageMask && mesh.filter == .nearest && mesh.texture != nil && pixmanSurface != nil
    }

    /// Draws the coverage-mask mesh in `vertexBuffer` (its triangles `indices`, quads as
    /// `Mesh.appendQuad` makes them) with pixman's glyph path onto the target's surface, inside
    /// the renderer's clip; returns false (nothing drawn) when the target's pixels are not at
    /// hand in a format pixman blends onto, or any quad is not a glyph
    /// (`glyphs(in:indices:page:)`): SDL then draws the mesh.
    func drawGlyphs(page: Bitmap, indices: [Int32]) -> Bool {
        guard let surface = pixmanSurface, let glyphs = Self.glyphs(in: vertexBuffer, indices: indices, page: page),
              let compositor = glyphCompositor else { return false }
        // SDL's queued drawing lands first: this writes the pixels now.
        SDL_RenderFlush(handle)
        let cut = compositor.masksCut
        guard compositor.composite(glyphs, from: page, onto: surface, clip: currentClip) else { return false }
        counters.pixmanGlyphs += glyphs.count
        counters.glyphMasksCut += compositor.masksCut - cut
        noteGlyphPage(page)
        return true
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
    /// glyphs changed is uploaded in a frame that uploaded nothing else (`uploadsBefore`: the
    /// uploads counted when the frame began), one a frame, as preparations are. Left to the frame
    /// that first draws it transformed, the 1024² page's upload took 2 ms of the alert's first
    /// pop-in frame (4.2–4.4 ms against 2.5 ms, measured by us on the headless tour at 120 Hz).
    func keepGlyphPagesUploaded(uploadsBefore: Int) {
        defer { glyphPagesDrawn.removeAll(keepingCapacity: true) }
        var budget = idleUploadBudget(uploadsBefore: uploadsBefore)
        for page in glyphPagesDrawn {
            if !cache.isCurrent(page) {
                guard budget > 0 else { continue }
                budget -= 1
            }
            _ = cache.texture(for: page, filter: .nearest, counters: &counters)
        }
    }

    /// Largest distance from a whole pixel or texel still taken as one (pixels, texels;
    /// rounding of positions placed on whole pixels).
    static let wholePixelTolerance: Float = 1e-3
    /// Largest pixel or texel coordinate taken (far beyond any target; keeps `Int32` exact).
    static let largestPixel: Float = 16_777_216

    /// The quads of `vertices` that `indices` draws as glyphs of `page`: each quad axis-aligned
    /// on whole pixels, one colour, textured with whole texels of `page` unscaled and unflipped;
    /// `nil` when any quad is not such a glyph or the indices are not quads made by
    /// `Mesh.appendQuad` (four vertices in order around the quad, triangles 0 1 2 and 0 2 3).
    static func glyphs(in vertices: [SDL_Vertex], indices: [Int32], page: Bitmap) -> [GlyphCompositor.Glyph]? {
        guard indices.count % 6 == 0 else { return nil }
        func whole(_ value: Float) -> Int32? {
            let rounded = value.rounded()
            guard Swift.abs(value - rounded) <= wholePixelTolerance, Swift.abs(rounded) < Self.largestPixel else { return nil }
            return Int32(rounded)
        }
        func same(_ a: SDL_Color, _ b: SDL_Color) -> Bool { GlyphCompositor.sameColour(a, b) }
        let pageWidth = Float(page.width), pageHeight = Float(page.height)
        var glyphs: [GlyphCompositor.Glyph] = []
        glyphs.reserveCapacity(indices.count / 6)
        for q in stride(from: 0, to: indices.count, by: 6) {
            let b = indices[q]
            guard b >= 0, Int(b) + 3 < vertices.count, indices[q + 1] == b + 1, indices[q + 2] == b + 2,
                  indices[q + 3] == b, indices[q + 4] == b + 2, indices[q + 5] == b + 3 else { return nil }
            let i = Int(b)
            let v0 = vertices[i], v1 = vertices[i + 1], v2 = vertices[i + 2], v3 = vertices[i + 3]
            // Top-left, top-right, bottom-right, bottom-left, the texture on the same axes.
            guard v0.position.y == v1.position.y, v2.position.y == v3.position.y,
                  v0.position.x == v3.position.x, v1.position.x == v2.position.x,
                  v0.tex_coord.y == v1.tex_coord.y, v2.tex_coord.y == v3.tex_coord.y,
                  v0.tex_coord.x == v3.tex_coord.x, v1.tex_coord.x == v2.tex_coord.x,
                  same(v0.color, v1.color), same(v0.color, v2.color), same(v0.color, v3.color) else { return nil }
            guard let x0 = whole(v0.position.x), let x1 = whole(v1.position.x),
                  let y0 = whole(v0.position.y), let y1 = whole(v2.position.y),
                  let u0 = whole(v0.tex_coord.x * pageWidth), let u1 = whole(v1.tex_coord.x * pageWidth),
                  let t0 = whole(v0.tex_coord.y * pageHeight), let t1 = whole(v2.tex_coord.y * pageHeight),
                  x1 > x0, y1 > y0, u1 - u0 == x1 - x0, t1 - t0 == y1 - y0 else { return nil }
            glyphs.append(GlyphCompositor.Glyph(texelX: u0, texelY: t0, width: x1 - x0, height: y1 - y0,
                                                x: x0, y: y0, colour: v0.color))
        }
        return glyphs
    }
}
