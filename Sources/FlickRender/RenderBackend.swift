import CSDL2

/// What a backend can do besides drawing: the frame loop asks before it relies on either.
struct RenderBackendCapabilities: OptionSet, Hashable, Sendable {
    let rawValue: Int

    /// The target keeps its pixels between frames (a software surface): a frame may draw only
    /// its damage, and move pixels instead of drawing them again. An accelerated window's back
    /// buffer is undefined after a present: it draws every frame whole.
    static let keepsPixels = RenderBackendCapabilities(rawValue: 1 << 0)
    /// A redraw may be abandoned half drawn and the frame drawn before put back
    /// (`SDLRenderer.redraw(_:background:abandoningWhen:)`): the pixels it draws over can be
    /// saved first.
    static let abandonsRedraws = RenderBackendCapabilities(rawValue: 1 << 1)
}

/// Draws `DrawOp`s into a target, a frame at a time: `begin(frame:)` once with the frame's
/// damage, its ops in paint order (`draw(_:)`, whatever boxes the damage has: the renderer
/// narrows the clip to each box as it draws it), then `end()` once. Each op draws the pixels of the plain path
/// it stands for (SDL's `SDL_RenderGeometry`, blended), or within the levels its documentation
/// states (`FlickRender.docc/DrawOps.md`); an op whose fast path a backend cannot take (no
/// pixels at hand, a texture in another format) is drawn through its plain path, never dropped.
protocol RenderBackend: AnyObject {
    /// What this backend can do besides drawing, as its target is now.
    var capabilities: RenderBackendCapabilities { get }
    /// Starts a frame whose damage is `damage` (target pixels, boxes; `nil` for the whole
    /// target): the ops drawn until `end()` are clipped to the boxes' bounds.
    func begin(frame damage: [PixelBox]?)
    /// Draws `op` over what is there, inside the damage.
    func draw(_ op: DrawOp)
    /// Ends the frame `begin(frame:)` started: the clip is lifted.
    func end()
}

extension RenderBackend {
    /// The clip of a frame whose damage is `damage` (`begin(frame:)`): the boxes' bounds, `nil`
    /// (no clip) for the whole target.
    static func clip(of damage: [PixelBox]?) -> SDL_Rect? {
        guard let damage else { return nil }
        guard let first = damage.first else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        return damage.dropFirst().reduce(first) { $0.union($1) }.sdlRect
    }
}
