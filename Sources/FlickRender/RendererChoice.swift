/// The backend a window is asked to draw with (`WindowPresenter.init`, `flick-demo --renderer`).
public enum RendererChoice: String, CaseIterable, Sendable {
    /// The GPU backend when SDL gives an accelerated renderer that is not a CPU rasteriser
    /// (`WindowPresenter.isSoftwareRasterizer`), else the software backend on SDL's software
    /// renderer.
    case automatic
    /// The software backend on SDL's software renderer (a panel without a GPU).
    case software
    /// The GPU backend on SDL's accelerated renderer, even a CPU rasteriser (Mesa's llvmpipe);
    /// when SDL cannot make one, the software backend, with a message naming the driver tried.
    case gpu
}
