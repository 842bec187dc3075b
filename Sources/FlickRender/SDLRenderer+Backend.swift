/// Which backend draws the ops of the frames `SDLRenderer` prepares (its display list, clips,
/// culling and occlusion stay the same for both).
extension SDLRenderer {
    /// The backend drawing the ops: `.software` (the default: the fast paths when the target's
    /// pixels are at hand, else SDL's plain calls) or `.gpu` (`GPUBackend`: every op as SDL
    /// geometry on the accelerated renderer, every frame whole). Choosing `.gpu` turns
    /// `tracksDamage` off, as an accelerated window's back buffer is undefined after a present;
    /// the next frame is drawn whole either way.
    public var backend: RenderBackendKind {
        get { gpuBackend == nil ? .software : .gpu }
        set {
            guard newValue != backend else { return }
            gpuBackend = newValue == .gpu ? GPUBackend(renderer: self) : nil
            if newValue == .gpu { tracksDamage = false }
            damageTracker.invalidate()
        }
    }

    /// Draws `op` with the backend chosen (`backend`).
    func drawWithBackend(_ op: DrawOp) {
        if let gpuBackend { gpuBackend.draw(op) } else { draw(op) }
    }
}
