import CSDL2
import FlickScene

/// Each op as SDL geometry on the accelerated renderer: vertex colours for fills and gradients,
/// the cache's textures for copies and meshes, blended unless every vertex and texel is opaque.
extension GPUBackend {
    /// A rectangle fill: one `SDL_RenderFillRect`, unblended when opaque.
    func drawFill(_ fill: RectFill) {
        let handle = renderer.handle
        let opaque = fill.colour.alpha == 255
        SDL_SetRenderDrawBlendMode(handle, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(handle, fill.colour.red, fill.colour.green, fill.colour.blue, fill.colour.alpha)
        var r = fill.box.sdlRect
        if SDL_RenderFillRect(handle, &r) != 0 { warn("SDL_RenderFillRect") }
        count(opaque: opaque, triangles: fill.triangleCount)
        renderer.counters.rectFills += 1
    }

    /// A gradient: one quad, its colours at the edges, interpolated per pixel by the GPU (the
    /// software backend fills bands in the colour at each band's centre: the same colours
    /// within a level).
    func drawGradient(_ bands: GradientBands) {
        let b = bands.box
        let x0 = Float(b.x0), y0 = Float(b.y0), x1 = Float(b.x1), y1 = Float(b.y1)
        let start = SDL_Color(bands.start), end = SDL_Color(bands.end)
        // Top-left, top-right, bottom-right, bottom-left.
        let colours = bands.isVertical ? [start, start, end, end] : [start, end, end, start]
        beginGeometry()
        appendQuad(x0: x0, y0: y0, x1: x1, y1: y1, colours: colours)
        submit(texture: nil, blendMode: SDL_BLENDMODE_NONE)
        count(opaque: true, triangles: bands.triangleCount)
        renderer.counters.gradientFills += 1
    }

    /// A rounded rectangle: the software backend's spans (the straight middle, then each row of
    /// the corner bands ending on the corner's ellipse at the row's centre, `RoundedRectFill.spans`)
    /// as quads in one call, so the two backends cover the same pixels.
    func drawRoundedRect(_ rounded: RoundedRectFill) {
        let colour = SDL_Color(rounded.colour)
        let colours = [colour, colour, colour, colour]
        beginGeometry()
        for span in rounded.spans {
            appendQuad(x0: Float(span.x0), y0: Float(span.y0), x1: Float(span.x1), y1: Float(span.y1), colours: colours)
        }
        let opaque = rounded.colour.alpha == 255
        if !indices.isEmpty { submit(texture: nil, blendMode: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND) }
        count(opaque: opaque, triangles: indices.count / 3)
        renderer.counters.roundedFills += 1
    }

    /// A mesh, textured or not, as it is: one `SDL_RenderGeometry` with its texture from the
    /// cache (uploaded when its version is new), unblended when every vertex and texel is
    /// opaque. Nothing is drawn when the texture cannot be had (logged by the cache).
    func drawMesh(_ mesh: PixelMesh) {
        var texture: OpaquePointer?
        var textureIsOpaque = true
        if let bitmap = mesh.texture {
            guard let lookup = renderer.cache.texture(for: bitmap, filter: mesh.filter, counters: &renderer.counters)
            else { return }
            texture = lookup.texture
            textureIsOpaque = lookup.isOpaque
        }
        renderer.counters.culledTriangles += mesh.triangleCount - mesh.indices.count / 3
        guard !mesh.indices.isEmpty else { return }
        let opaque = mesh.verticesOpaque && textureIsOpaque
        beginGeometry()
        for v in mesh.vertices { vertices.append(SDLRenderer.sdlVertex(v)) }
        indices.append(contentsOf: mesh.indices)
        submit(texture: texture, blendMode: opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        count(opaque: opaque, triangles: mesh.indices.count / 3)
    }

    /// Empties the vertex and index scratch.
    private func beginGeometry() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Appends the quad `x0…x1` × `y0…y1` (pixels) in `colours` (top-left, top-right,
    /// bottom-right, bottom-left) as two triangles.
    private func appendQuad(x0: Float, y0: Float, x1: Float, y1: Float, colours: [SDL_Color]) {
        let first = Int32(vertices.count)
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        for (corner, colour) in zip(corners, colours) {
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: corner.0, y: corner.1), color: colour, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Draws the scratch geometry with `texture` in `blendMode`.
    private func submit(texture: OpaquePointer?, blendMode: SDL_BlendMode) {
        let handle = renderer.handle
        if let texture { SDL_SetTextureBlendMode(texture, blendMode) }
        SDL_SetRenderDrawBlendMode(handle, blendMode)
        let result = vertices.withUnsafeBufferPointer { vb in
            indices.withUnsafeBufferPointer { ib in
                SDL_RenderGeometry(handle, texture, vb.baseAddress, Int32(vb.count), ib.baseAddress, Int32(ib.count))
            }
        }
        if result != 0 { warn("SDL_RenderGeometry") }
    }

    /// Counts one draw call of `triangles`.
    private func count(opaque: Bool, triangles: Int) {
        renderer.counters.drawCalls += 1
        renderer.counters.triangles += triangles
        if opaque { renderer.counters.opaqueDraws += 1 }
    }

    /// Logs the failure of SDL's `call` the first time one fails.
    private func warn(_ call: String) {
        guard !warned else { return }
        warned = true
        log.error("\(RenderError.sdl(call))")
    }
}
