/// How a texture is sampled when it is drawn larger or smaller than its pixels
/// (`CALayer.magnificationFilter`/`minificationFilter`: `kCAFilterLinear`,
/// `kCAFilterNearest`).
public enum TextureFilter: Hashable, Sendable {
    /// Bilinear: smooth, the default (Core Animation's default too).
    case linear
    /// Nearest texel: blocky when magnified, but a software renderer scales with it
    /// several times faster than bilinear (measured by us with SDL 2.26: a full screen of
    /// magnified tiles, 20 ms bilinear against 8 ms nearest).
    case nearest
}
