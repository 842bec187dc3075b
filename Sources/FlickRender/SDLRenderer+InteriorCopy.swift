import CSDL2
import FlickScene

/// A translucent bitmap's opaque interior (a folding card's middle, `drawsOpaqueInteriors`)
/// copied span by span into the target.
///
/// SDL's software renderer copies an unblended textured triangle with `SDL_SW_BlitTriangle`:
/// it tests every pixel of the triangle's bounding box and computes each inside pixel's texel
/// with two 64-bit divisions. Here each triangle's pixels are found row by row with SDL's rule
/// (`SoftwareTriangle`) and the texel coordinates stepped along each span with SDL's arithmetic,
/// without a division per pixel: the same texels in the same pixels.
extension SDLRenderer {
    /// Copies the triangles `indices` (into `vertexBuffer`, every vertex white and opaque) of
    /// `bitmap`'s interior into the target as SDL's unblended `SDL_RenderGeometry` with the
    /// interior's copy in the target's format would; false (nothing drawn) when the target's
    /// pixels are not at hand or not in `opaqueTextureFormat`, a vertex is tinted or lies outside
    /// what SDL computes without overflow, SDL might draw two triangles as a rect, or two
    /// triangles share a pixel.
    func copyInterior(_ indices: [Int32], of bitmap: Bitmap) -> Bool {
        guard copiesInteriorsBySpans, indices.count >= 3, let format = opaqueTextureFormat, let target = targetSurface?(),
              target.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = target.pointee.pixels,
              target.pointee.format.pointee.format == format, !Self.hasPairsSDLDrawsAsRects(indices, vertexBuffer)
        else { return false }
        let width = bitmap.width, height = bitmap.height
        let clip = clipInForce(on: target)
        var triangles: [SoftwareTriangle] = []
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            var points: [SoftwareTriangle.Vertex] = [], texels: [(x: Int, y: Int)] = []
            for k in 0..<3 {
                let v = vertexBuffer[Int(indices[t + k])]
                guard v.color.r == 255, v.color.g == 255, v.color.b == 255, v.color.a == 255,
                      let point = SoftwareTriangle.vertex(at: v.position) else { return false }
                points.append(point)
                // SDL: `(int)(u * texture->w)`.
                texels.append((Int(Int32(v.tex_coord.x * Float(width))), Int(Int32(v.tex_coord.y * Float(height)))))
            }
            // SDL interpolates up to the texels' largest coordinates included, so it takes one
            // off a vertex on them (`SDL_SW_BlitTriangle`).
            let maxX = texels.map(\.x).max()!, maxY = texels.map(\.y).max()!
            let spansX = maxX > texels.map(\.x).min()!, spansY = maxY > texels.map(\.y).min()!
            texels = texels.map { (spansX && $0.x == maxX ? $0.x - 1 : $0.x, spansY && $0.y == maxY ? $0.y - 1 : $0.y) }
            // A triangle on the texture's last column or row alone (no extent there) would read
            // past it, as SDL reads past its surface: left to SDL.
            guard texels.allSatisfy({ (0..<width).contains($0.x) && (0..<height).contains($0.y) }) else { return false }
            guard let triangle = SoftwareTriangle(points[0], points[1], points[2],
                                                  colours: (texels[0].x, texels[0].y, 0, 0), (texels[1].x, texels[1].y, 0, 0),
                                                  (texels[2].x, texels[2].y, 0, 0), within: clip) else { continue }
            // SDL holds `texel.x · area` of the third vertex in a 32-bit int.
            guard texels[2].x * triangle.area < Int(Int32.max), texels[2].y * triangle.area < Int(Int32.max) else { return false }
            triangles.append(triangle)
        }
        guard let spans = SoftwareTriangle.spans(of: triangles) else { return false }
        SDL_RenderFlush(handle)
        let f = target.pointee.format.pointee
        let (rs, gs, bs) = (UInt32(f.Rshift), UInt32(f.Gshift), UInt32(f.Bshift))
        let rows = pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(target.pointee.pitch) / 4
        bitmap.pixels.withUnsafeBufferPointer { texels in
            for span in spans {
                triangles[span.triangle].copy(row: span.row, from: span.from, to: span.to, onto: rows + span.row * pitch) { x, y in
                    let i = (y * width + x) * 4
                    return UInt32(texels[i]) << rs | UInt32(texels[i + 1]) << gs | UInt32(texels[i + 2]) << bs
                }
            }
        }
        counters.drawCalls += 1
        counters.triangles += indices.count / 3
        counters.interiorSpanCopies += 1
        return true
    }
}
