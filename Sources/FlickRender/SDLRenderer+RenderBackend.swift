import CSDL2
import FlickScene

/// The software backend: `SDLRenderer` draws each `DrawOp` with its fast path when the target's
/// pixels are at hand and the options allow it, else with SDL (`SDL_RenderGeometry`,
/// `SDL_RenderFillRect`, `SDL_RenderCopy`), which also serves an accelerated renderer.
extension SDLRenderer: RenderBackend {
    var capabilities: RenderBackendCapabilities {
        gpuBackend != nil || targetSurface == nil ? [] : [.keepsPixels, .abandonsRedraws]
    }

    func begin(frame damage: [PixelBox]?) {
        counters.backendFrames += 1
        if let damage { changedPixels?.append(contentsOf: damage) } else { changedPixels = nil }
        // Not taken for a while (a panel unplugged for days): the whole target, not a list
        // that grows with every frame.
        if let count = changedPixels?.count, count > Self.changedBoxLimit { changedPixels = nil }
        if var r = Self.clip(of: damage) {
            SDL_RenderSetClipRect(handle, &r)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
    }

    func draw(_ op: DrawOp) {
        switch op {
        case .culled(let texture, let filter, let triangles):
            if let texture, cache.texture(for: texture, filter: filter, counters: &counters) == nil { return }
            counters.culledTriangles += triangles
        case .fill(let fill):
            self.fill(fill)
        case .gradient(let bands):
            self.fill(bands)
        case .roundedRect(let rounded):
            fill(rounded)
        case .texelCopy(let quad):
            drawCopy(quad)
        case .crossFade(let under, let over):
            if !drawCrossFade(under: under, over: over) {
                drawCopy(under)
                drawCopy(over)
            }
        case .glyphRun(let run):
            if !drawGlyphs(run) { run.fallback.forEach(draw) }
        case .texturedMesh(let mesh), .translucentMesh(let mesh), .mesh(let mesh):
            // `drawTriangles` takes the span paths by the mesh's texture and opacity.
            guard let prepared = prepare(mesh) else { return }
            drawTriangles(mesh, prepared)
        }
    }

    func end() {
        SDL_RenderSetClipRect(handle, nil)
    }

    /// Fills `fill`: straight into the target's pixels when they are at hand, blended with SDL's
    /// formula when translucent (`SDLRenderer+DirectFill`), else with `SDL_RenderFillRect`,
    /// blended when translucent.
    /// SDL's software renderer rasterises untextured triangles pixel by pixel (about 6 ns a
    /// pixel), a rect fill runs at memory speed (measured by us: 1280×800 in 6 ms against 0.2 ms).
    private func fill(_ fill: RectFill) {
        let opaque = fill.colour.alpha == 255
        if opaque { counters.opaqueDraws += 1 }
        self.fill([fill.box], colour: SDL_Color(fill.colour), blended: !opaque)
        counters.drawCalls += 1
        counters.rectFills += 1
        counters.triangles += fill.triangleCount
    }

    /// Fills `bands` one pixel row (or column) at a time, each in the colour at its centre,
    /// unblended (they are opaque), straight into the target when its pixels are at hand,
    /// instead of SDL's per-pixel Gouraud triangles (measured by us: a 1280×800 window
    /// background 10 ms against under 1 ms). Colours agree with SDL's interpolation within one
    /// 8-bit level (tested). Opaque only: blended lines differ from SDL's blended triangles by up
    /// to two levels (measured by us).
    private func fill(_ bands: GradientBands) {
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        counters.opaqueDraws += 1
        let box = bands.box
        let count = bands.isVertical ? box.y1 - box.y0 : box.x1 - box.x0
        let direct = directFillTarget()
        for k in 0..<max(0, count) {
            let c = SDL_Color(bands.colour(ofBand: k, of: count))
            var line =
                bands.isVertical
                ? SDL_Rect(x: Int32(box.x0), y: Int32(box.y0 + k), w: Int32(box.x1 - box.x0), h: 1)
                : SDL_Rect(x: Int32(box.x0 + k), y: Int32(box.y0), w: 1, h: Int32(box.y1 - box.y0))
            if let direct {
                direct.fill(line, c)
            } else {
                SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
                SDL_RenderFillRect(handle, &line)
            }
        }
        counters.drawCalls += 1
        counters.gradientFills += 1
        counters.triangles += bands.triangleCount
    }

    /// Draws the textured rectangle `quad`: from a copy kept stretched at its size
    /// (`PrescaledCopies`), stretched by pixman (`SDLRenderer+ScaledCopy`), cut at the target's
    /// edges (`SDLRenderer+EdgeCopy`), or as triangles, the first of these that takes it.
    private func drawCopy(_ quad: TexelQuad) {
        guard let prepared = prepare(quad.mesh), let texture = prepared.texture else { return }
        let pixmanStretches = stretchesWithPixman(textureIsOpaque: prepared.textureIsOpaque)
        if options.prescalesCopies, quad.filter == .linear,
            drawPrescaledCopy(quad, blendMode: prepared.mode, keepingFadedAtOnce: !pixmanStretches)
        {
            counters.drawCalls += 1
            counters.triangles += quad.mesh.triangleCount
            return
        }
        // A kept stretched copy first (a plain blit); else pixman stretches an opaque copy.
        if pixmanStretches, drawScaledCopy(quad, texture: texture) { return }
        if options.cutsScaledCopiesAtEdges, drawCutCopy(quad, texture: texture) {
            counters.drawCalls += 1
            counters.triangles += quad.mesh.triangleCount
            return
        }
        drawTriangles(quad.mesh, prepared)
    }
}
