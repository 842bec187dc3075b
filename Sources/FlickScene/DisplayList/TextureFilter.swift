/// How a texture is sampled when it is drawn larger or smaller than its pixels
/// (`CALayer.magnificationFilter`/`minificationFilter`: `kCAFilterLinear`,
/// `kCAFilterNearest`).
public enum TextureFilter: Hashable, Sendable {
    /// Bilinear: smooth, the default (Core Animation's default too).
    case linear
    /// Nearest texel: blocky when magnified, but cheaper on a software renderer (measured
    /// by us with SDL 2.26, `flick bench render --scene zoom`: a zoom frame of magnified
    /// tiles, 3.3 ms bilinear against 2.0 ms nearest).
    case nearest
}
