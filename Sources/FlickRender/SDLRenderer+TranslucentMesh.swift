import CSDL2

/// Translucent untextured meshes (a fold's shading: black whose alpha changes along the fold,
/// in perspective) rasterised span by span and blended straight into the target.
///
/// SDL's software renderer (2.26) blends each translucent untextured triangle through a
/// temporary surface of the triangle's bounding box: it allocates and clears that surface,
/// tests every pixel of it against the triangle, interpolates the colour of those inside with
/// four 64-bit divisions each, and blits the whole box onto the target with its per-pixel
/// alpha blitter. The strips a turned quad is tessellated into have triangles as wide as the
/// quad, so a fold's shading was tested and blitted over about twice its area, one triangle at
/// a time: 0.29 ms a mesh on average in the headless tour's folds, two a frame (measured by us).
/// (Put together in one scratch surface and blitted once, it still cost 0.29 ms: 0.14 ms for
/// SDL's blit alone.)
///
/// Here each triangle's pixels are found row by row, as spans, their colours stepped along each
/// span (`SoftwareTriangle`: SDL's rule and arithmetic) and blended into the target's pixels
/// with SDL's own blend (`SoftwareBlend`, checked against SDL's blit for the target's format
/// before it is used). The pixels are SDL's, exactly, when no two triangles share a pixel,
/// which a mesh tessellating a quad never does; a mesh whose triangles overlap is left to SDL,
/// which blends such pixels twice.
extension SDLRenderer {
    /// Blends the triangles `indices` (into `mesh`) into the target as SDL's blended
    /// `SDL_RenderGeometry` would; returns false (nothing drawn) when the target's pixels are
    /// not at hand, SDL's blend onto its format is not `SoftwareBlend`'s, a vertex lies outside
    /// what SDL rasterises without overflow, or two triangles share a pixel.
    func blendTranslucentMesh(_ indices: [Int32], of mesh: [SDL_Vertex]) -> Bool {
        guard options.blendsTranslucentMeshesBySpans, indices.count >= 3, let (target, pixels) = targetPixels(),
            let shifts = blendShifts(onto: target)
        else { return false }
        guard !Self.hasPairsSDLDrawsAsRects(indices, mesh) else { return false }
        var vertices: [(point: SoftwareTriangle.Vertex, colour: SoftwareTriangle.Channels)] = []
        vertices.reserveCapacity(indices.count)
        for index in indices {
            let v = mesh[Int(index)]
            guard let point = SoftwareTriangle.vertex(at: v.position) else { return false }
            vertices.append((point, (Int(v.color.r), Int(v.color.g), Int(v.color.b), Int(v.color.a))))
        }
        let clip = clipInForce(on: target)
        let triangles = stride(from: 0, to: vertices.count - 2, by: 3).compactMap { t in
            SoftwareTriangle(
                vertices[t].point, vertices[t + 1].point, vertices[t + 2].point,
                colours: vertices[t].colour, vertices[t + 1].colour, vertices[t + 2].colour, within: clip)
        }
        // Every span first: a pixel in two triangles' spans would be blended twice by SDL.
        guard let spans = SoftwareTriangle.spans(of: triangles) else { return false }
        SDL_RenderFlush(handle)
        let rows = pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(target.pointee.pitch) / 4
        for span in spans {
            triangles[span.triangle].blend(
                row: span.row, from: span.from, to: span.to, onto: rows + span.row * pitch,
                shifts: shifts)
        }
        counters.drawCalls += 1
        counters.triangles += indices.count / 3
        counters.translucentMeshBlends += 1
        return true
    }

    /// The shifts (red, green, blue, alpha) of the pixels SDL blends a translucent triangle
    /// from onto `target` (the target's format when it has alpha, else ARGB8888), or `nil`
    /// when SDL's blend from those onto the target's format is not `SoftwareBlend`'s (checked
    /// once per format, and kept).
    private func blendShifts(onto target: UnsafeMutablePointer<SDL_Surface>) -> SoftwareBlend.Shifts? {
        let targetFormat = target.pointee.format.pointee
        if let known = softwareBlendShifts[targetFormat.format] { return known }
        let source = targetFormat.Amask != 0 ? targetFormat.format : SDL_PIXELFORMAT_ARGB8888.rawValue
        var shifts: SoftwareBlend.Shifts?
        if SoftwareBlend.matchesSDL(from: source, onto: targetFormat.format), let format = SDL_AllocFormat(source) {
            let f = format.pointee
            shifts = (UInt32(f.Rshift), UInt32(f.Gshift), UInt32(f.Bshift), UInt32(f.Ashift))
            SDL_FreeFormat(format)
        } else {
            log.debug("SDL's blend onto format \(targetFormat.format) is not SoftwareBlend's: meshes left to SDL")
        }
        softwareBlendShifts[targetFormat.format] = .some(shifts)
        return shifts
    }

    /// True when SDL might not draw `indices` (into `vertices`) triangle by triangle: its
    /// `SDL_RenderGeometry` for the software renderer draws two consecutive triangles that
    /// share an edge and make an axis-aligned rectangle as a rect fill, whose pixels differ
    /// from the triangles'; and a triangle with two vertices at one position (a fan's
    /// corner) can make such a pair with its neighbour. Either leaves the mesh to SDL.
    static func hasPairsSDLDrawsAsRects(_ indices: [Int32], _ vertices: [SDL_Vertex]) -> Bool {
        func point(_ k: Int) -> SDL_FPoint { vertices[Int(indices[k])].position }
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = point(t), b = point(t + 1), c = point(t + 2)
            if (a.x == b.x && a.y == b.y) || (b.x == c.x && b.y == c.y) || (a.x == c.x && a.y == c.y) { return true }
            guard t + 5 < indices.count else { continue }
            let corners = [a, b, c, point(t + 3), point(t + 4), point(t + 5)]
            if Set(corners.map(\.x)).count <= 2 && Set(corners.map(\.y)).count <= 2 { return true }
        }
        return false
    }
}
