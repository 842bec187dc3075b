import CSDL2
import FlickScene

/// A translucent bitmap's opaque interior (a folding card's middle, `options.drawsOpaqueInteriors`),
/// or an opaque bitmap in perspective (a page turning), copied span by span into the target, in
/// two halves at once when large (`visitSpans`, `BandWorker`).
///
/// SDL's software renderer copies an unblended textured triangle with `SDL_SW_BlitTriangle`:
/// it tests every pixel of the triangle's bounding box and computes each inside pixel's texel
/// with two 64-bit divisions. Here each triangle's pixels are found row by row with SDL's rule
/// (`SoftwareTriangle`) and the texel coordinates stepped along each span with SDL's arithmetic,
/// without a division per pixel: the same texels in the same pixels.
extension SDLRenderer {
    /// Copies the triangles `indices` (into `vertices`, every vertex white and opaque) of
    /// `bitmap`'s interior into the target as SDL's unblended `SDL_RenderGeometry` with the
    /// interior's copy in the target's format would; false (nothing drawn) when the target's
    /// pixels are not at hand or not in `opaqueTextureFormat`, a vertex is tinted or lies outside
    /// what SDL computes without overflow, SDL might draw two triangles as a rect, or two
    /// triangles share a pixel.
    func copyInterior(_ indices: [Int32], of vertices: [SDL_Vertex], bitmap: Bitmap) -> Bool {
        guard options.copiesInteriorsBySpans, indices.count >= 3, let format = opaqueTextureFormat,
            let (target, pixels) = targetPixels(),
            target.pointee.format.pointee.format == format
        else { return false }
        guard let (triangles, spans) = texturedSpans(indices, of: vertices, bitmap: bitmap, on: target) else {
            return false
        }
        let f = target.pointee.format.pointee
        let (rs, gs, bs) = (UInt32(f.Rshift), UInt32(f.Gshift), UInt32(f.Bshift))
        let width = bitmap.width
        visitSpans(of: spans, in: triangles, sampling: bitmap, on: target, pixels: pixels) { line, span, walk, texels in
            for x in span.from..<span.to {
                // Wrapping shifts: a format's channels shift by less than 32.
                let i = walk.byteOffset(rowWidth: width)
                walk.advance()
                line[x] = UInt32(texels[i]) &<< rs | UInt32(texels[i &+ 1]) &<< gs | UInt32(texels[i &+ 2]) &<< bs
            }
        }
        counters.drawCalls += 1
        counters.triangles += indices.count / 3
        counters.interiorSpanCopies += 1
        return true
    }
}
