import CSDL2
import FlickScene

/// The GPU backend: draws every `DrawOp` through SDL's accelerated renderer (`opengl`,
/// `opengles2`, …) as geometry, with no pixel touched by the CPU. Fills, rounded rectangles and
/// gradients are vertex-coloured triangles, copies and cross-fades textured triangles sampled
/// with the op's filter, text the glyph quads over their atlas page (a texture), meshes as they are
/// (`GPUBackend+Geometry`).
///
/// An accelerated window's back buffer is undefined after a present, so the backend declares no
/// capability: every frame is drawn whole (damage only clips), and no redraw is abandoned. Its
/// textures are the `SDLRenderer`'s `TextureCache`, made on the accelerated renderer: a texture
/// unused for `TextureCache.evictionAgeFrames` frames is destroyed once more than
/// `TextureCache.retainedCount` exist. What it draws and how its pixels differ from the software
/// backend's: `FlickRender.docc/GPUBackend.md`.
///
/// Made by `SDLRenderer` when its `backend` is `.gpu`, which owns it and its frame: the display
/// list, clips and occlusion stay the renderer's.
final class GPUBackend {
    /// The renderer whose handle, texture cache, options and counters this backend draws with.
    unowned let renderer: SDLRenderer
    /// The vertices of the op being drawn, as SDL takes them (kept between ops).
    var vertices: [SDL_Vertex] = []
    /// The triangles of the op being drawn, into `vertices`.
    var indices: [Int32] = []
    /// True once a failed SDL call was logged (logged once, not every frame).
    var warned = false

    /// A backend drawing with `renderer`'s accelerated renderer.
    init(renderer: SDLRenderer) {
        self.renderer = renderer
    }
}

extension GPUBackend: RenderBackend {
    var capabilities: RenderBackendCapabilities { [] }

    func begin(frame damage: [PixelBox]?) {
        renderer.counters.backendFrames += 1
        if var r = Self.clip(of: damage) {
            SDL_RenderSetClipRect(renderer.handle, &r)
        } else {
            SDL_RenderSetClipRect(renderer.handle, nil)
        }
    }

    func draw(_ op: DrawOp) {
        switch op {
        case .culled(let texture, let filter, let triangles):
            if let texture {
                _ = renderer.cache.texture(for: texture, filter: filter, counters: &renderer.counters)
            }
            renderer.counters.culledTriangles += triangles
        case .fill(let fill):
            drawFill(fill)
        case .gradient(let bands):
            drawGradient(bands)
        case .roundedRect(let rounded):
            drawRoundedRect(rounded)
        case .texelCopy(let quad):
            drawMesh(quad.mesh)
        case .crossFade(let under, let over):
            // The tile at its opacity over the copy under it: two textured quads, blended.
            drawMesh(under.mesh)
            drawMesh(over.mesh)
        case .glyphRun(let run):
            // The run's mesh: its glyph quads over the atlas page, as a texture, in one call.
            run.fallback.forEach(draw)
        case .texturedMesh(let mesh), .translucentMesh(let mesh), .mesh(let mesh):
            drawMesh(mesh)
        }
    }

    func end() {
        SDL_RenderSetClipRect(renderer.handle, nil)
    }
}
