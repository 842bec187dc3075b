import CSDL2
import FlickScene

/// Scaled copies that cross the target's edges, cut so SDL never scales through a
/// temporary surface.
///
/// SDL 2.26's software renderer copies a scaled texture whose destination crosses the
/// target's edges by scaling the *whole* texture into a temporary surface, allocated per
/// copy, then blitting that (`SW_RenderCopy`, "prevent to do scaling + clipping on viewport
/// boundaries as it may lose proportion"). A zoomed map has a ring of such tiles, and the
/// fallback tiles of a zoom (a quarter of the screen each, magnified) nearly all cross an
/// edge: measured by us, a frame of the demo's double-tap zoom spent 14 ms in render, and
/// `flick bench render --scene zoom` draws its zoom frame in 10.4 ms left to SDL against
/// 3.3 ms cut (bilinear; 4.4 against 2.0 ms nearest). Here
/// such a copy is cut into pieces inside the target: the whole texels that are visible keep
/// their exact places (neighbouring tiles still meet), and a texel cut by the edge becomes a
/// strip of that one texel stretched over its visible pixels, which is exact for nearest
/// sampling and within one texel of bilinear sampling at the edge.
extension SDLRenderer {
    /// One axis of a copy: texels `source ..< source + sourceLength` onto pixels
    /// `destination ..< destination + destinationLength`.
    struct CopySpan: Equatable {
        var source: Int
        var sourceLength: Int
        var destination: Int
        var destinationLength: Int
    }

    /// Tolerance when a texel boundary falls on a pixel boundary, texels (rounding).
    static let texelBoundarySlack = 1e-9
    /// Largest distance of a texture coordinate × size from a whole texel for the copy to be
    /// cut (texel units; edge tiles and whole images land on whole texels).
    static let wholeTexelTolerance = 1e-3

    /// `span` cut to the pixels `0 ..< limit`: the whole texels inside, plus a one-texel
    /// strip at each end where a texel is cut; the span itself when it lies inside or is not
    /// scaled; empty when nothing is visible.
    static func cut(_ span: CopySpan, to limit: Int) -> [CopySpan] {
        let d = span.destination, dl = span.destinationLength, s = span.source, sl = span.sourceLength
        let v0 = max(d, 0), v1 = min(d + dl, limit)
        guard v1 > v0, sl > 0, dl > 0 else { return [] }
        if (d >= 0 && d + dl <= limit) || dl == sl { return [span] }
        let scale = Double(dl) / Double(sl)
        func pixel(_ k: Int) -> Int { k == 0 ? d : k == sl ? d + dl : Int((Double(d) + Double(k) * scale).rounded()) }
        let k0 = min(sl, Int((Double(v0 - d) / scale - texelBoundarySlack).rounded(.up)))
        let k1 = max(0, Int((Double(v1 - d) / scale + texelBoundarySlack).rounded(.down)))
        guard k0 <= k1 else {
            // Every visible pixel lies in one texel.
            return [CopySpan(source: s + min(k1, sl - 1), sourceLength: 1, destination: v0, destinationLength: v1 - v0)]
        }
        let m0 = max(v0, pixel(k0)), m1 = min(v1, pixel(k1))
        var spans: [CopySpan] = []
        if m0 > v0 {
            spans.append(CopySpan(source: s + k0 - 1, sourceLength: 1, destination: v0, destinationLength: m0 - v0))
        }
        if k1 > k0, m1 > m0 {
            spans.append(CopySpan(source: s + k0, sourceLength: k1 - k0, destination: m0, destinationLength: m1 - m0))
        }
        if m1 < v1 {
            spans.append(CopySpan(source: s + k1, sourceLength: 1, destination: m1, destinationLength: v1 - m1))
        }
        return spans
    }

    /// Draws `quad` (`texture` its bitmap's) as cut copies when it is scaled and crosses the
    /// target's edges; returns false (nothing drawn) when it is not such a quad.
    func drawCutCopy(_ quad: TexelQuad, texture: OpaquePointer) -> Bool {
        let c = SDL_Color(quad.colour), x0 = quad.x0, y0 = quad.y0, x1 = quad.x1, y1 = quad.y1, bitmap = quad.bitmap
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &width, &height) == 0 else { return false }
        guard x0 < 0 || y0 < 0 || x1 > Float(width) || y1 > Float(height) else { return false }
        // Texture coordinates must grow with x and y (no flips) and land on whole texels.
        guard let (u0, u1, t0, t1) = quad.edges,
            let su0 = Self.wholeTexel(u0, bitmap.width), let su1 = Self.wholeTexel(u1, bitmap.width),
            let sv0 = Self.wholeTexel(t0, bitmap.height), let sv1 = Self.wholeTexel(t1, bitmap.height)
        else { return false }
        let across = CopySpan(
            source: su0, sourceLength: su1 - su0, destination: Int(x0), destinationLength: Int(x1 - x0))
        let down = CopySpan(source: sv0, sourceLength: sv1 - sv0, destination: Int(y0), destinationLength: Int(y1 - y0))
        guard across.sourceLength != across.destinationLength || down.sourceLength != down.destinationLength else {
            return false
        }
        SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(texture, c.a)
        let columns = Self.cut(across, to: Int(width)), rows = Self.cut(down, to: Int(height))
        for row in rows {
            for column in columns {
                var source = SDL_Rect(
                    x: Int32(column.source), y: Int32(row.source), w: Int32(column.sourceLength),
                    h: Int32(row.sourceLength))
                var destination = SDL_Rect(
                    x: Int32(column.destination), y: Int32(row.destination),
                    w: Int32(column.destinationLength), h: Int32(row.destinationLength))
                SDL_RenderCopy(handle, texture, &source, &destination)
                counters.cutCopies += 1
            }
        }
        return true
    }
}
