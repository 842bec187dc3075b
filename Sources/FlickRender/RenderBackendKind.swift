/// Which backend draws an `SDLRenderer`'s ops.
public enum RenderBackendKind: String, CaseIterable, Sendable {
    /// `SDLRenderer`'s own drawing: the fast paths straight into the target's pixels when they
    /// are at hand (damage, occlusion, moved pixels, pixman), else SDL's plain calls.
    case software
    /// `GPUBackend`: every op through SDL's accelerated renderer as geometry, each frame drawn
    /// whole (`FlickRender.docc/GPUBackend.md`).
    case gpu
}
