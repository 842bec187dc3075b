import CSDL2
import FlickScene

/// Translucent bitmaps in perspective (a folding card's edges, a fold's first frame) blended
/// span by span into the target, with SDL's arithmetic.
///
/// SDL 2.26's software renderer blends a textured triangle with `SDL_BlitTriangle_Slow`: for
/// every pixel of the triangle's bounding box it tests the pixel, computes its texel with two
/// 64-bit divisions, unpacks texel and target by their formats and blends with six divisions by
/// 255 (`srcC · srcA / 255`, then `srcC + (255 − srcA) · dstC / 255`). A pinch fold's first
/// frame, whose card halves are meshes of three large triangles, spent 3.2 ms there (measured
/// by us on the headless tour).
///
/// Here each triangle's pixels are found row by row with SDL's rule, the texel coordinates are
/// stepped along each span as SDL computes them (`SoftwareTriangle`, as `copyInterior` does),
/// and each texel is blended with SDL's own formula: the same pixels.
extension SDLRenderer {
    /// Blends the triangles `indices` (into `vertices`, every vertex white and opaque) of
    /// `bitmap` (its RGBA texture, blended) into the target as SDL's `SDL_RenderGeometry` would;
    /// false (nothing drawn) when the target's pixels are not at hand in a 32-bit format of
    /// 8-bit channels, a vertex is tinted or lies outside what SDL computes without overflow,
    /// SDL might draw two triangles as a rect, or two triangles share a pixel.
    func blendTexturedTriangles(_ indices: [Int32], of vertices: [SDL_Vertex], bitmap: Bitmap) -> Bool {
        guard options.blendsTexturedTrianglesBySpans, indices.count >= 3, let (target, pixels) = targetPixels() else { return false }
        let f = target.pointee.format.pointee
        guard f.BytesPerPixel == 4, f.Rloss == 0, f.Gloss == 0, f.Bloss == 0, f.Amask == 0 || f.Aloss == 0 else { return false }
        guard let (triangles, spans) = texturedSpans(indices, of: vertices, bitmap: bitmap, on: target) else { return false }
        let (rs, gs, bs, ash) = (UInt32(f.Rshift), UInt32(f.Gshift), UInt32(f.Bshift), UInt32(f.Ashift))
        let hasAlpha = f.Amask != 0
        let width = bitmap.width
        visitSpans(of: spans, in: triangles, sampling: bitmap, on: target, pixels: pixels) { line, span, walk, texels in
            for x in span.from..<span.to {
                // Wrapping arithmetic: products of channels fit 16 bits, and a format's shifts
                // are under 32.
                let i = walk.byteOffset(rowWidth: width)
                walk.advance()
                var r = UInt32(texels[i]), g = UInt32(texels[i &+ 1]), b = UInt32(texels[i &+ 2])
                let a = UInt32(texels[i &+ 3])
                // SDL_BlitTriangle_Slow, SDL_COPY_BLEND: the colour premultiplied by its alpha, then
                // over the target, each step truncated.
                if a < 255 { r = r &* a / 255; g = g &* a / 255; b = b &* a / 255 }
                let d = line[x], inverse = 255 &- a
                r = r &+ inverse &* ((d &>> rs) & 0xFF) / 255
                g = g &+ inverse &* ((d &>> gs) & 0xFF) / 255
                b = b &+ inverse &* ((d &>> bs) & 0xFF) / 255
                var pixel = r &<< rs | g &<< gs | b &<< bs
                if hasAlpha { pixel |= (a &+ inverse &* ((d &>> ash) & 0xFF) / 255) &<< ash }
                line[x] = pixel
            }
        }
        counters.drawCalls += 1
        counters.triangles += indices.count / 3
        counters.texturedSpanBlends += 1
        return true
    }

    /// Visits every span of `spans` (of `triangles`, sampling `bitmap`) on `target`, whose
    /// pixels are `pixels`, after SDL's queued drawing has landed: `body` gets the span's row of
    /// the target, the span, the walk of its texels from its first pixel
    /// (`SoftwareTriangle.texels(row:from:)`), and the bitmap's texels (RGBA, as `Bitmap` keeps
    /// them); it visits the span's pixels itself.
    @inline(__always)
    func visitSpans(of spans: [SoftwareTriangle.Span], in triangles: [SoftwareTriangle], sampling bitmap: Bitmap,
                    on target: UnsafeMutablePointer<SDL_Surface>, pixels: UnsafeMutableRawPointer,
                    _ body: (_ line: UnsafeMutablePointer<UInt32>, _ span: SoftwareTriangle.Span,
                             _ walk: inout SoftwareTriangle.TexelWalk, _ texels: UnsafeBufferPointer<UInt8>) -> Void) {
        SDL_RenderFlush(handle)
        let rows = pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(target.pointee.pitch) / 4
        // In two halves at once when large (`BandWorker`): the spans hold apart pixels, and each
        // walk starts from its span's first pixel. The halves split the pixels, not the spans.
        let pixelCount = spans.reduce(0) { $0 + ($1.to - $1.from) }
        var middle = spans.count
        if pixelCount >= BandWorker.minimumPixels {
            var counted = 0
            middle = spans.firstIndex { span in
                counted += span.to - span.from
                return counted * 2 >= pixelCount
            }.map { $0 + 1 } ?? spans.count
        }
        bitmap.pixels.withUnsafeBufferPointer { texels in
            func visit(_ part: Range<Int>) -> Bool {
                for span in spans[part] {
                    var walk = triangles[span.triangle].texels(row: span.row, from: span.from)
                    body(rows + span.row * pitch, span, &walk, texels)
                }
                return true
            }
            guard middle < spans.count else {
                _ = visit(0..<spans.count)
                return
            }
            _ = BandWorker.shared.performHalves { half in visit(half == 0 ? 0..<middle : middle..<spans.count) }
        }
    }

    /// The triangles `indices` (into `vertices`) of `bitmap` as SDL rasterises them onto
    /// `target` within the clip, their texel coordinates as SDL computes them, and their spans;
    /// `nil` when a vertex is tinted or translucent, lies outside what SDL computes without
    /// overflow, a triangle would read past the texture, SDL might draw two triangles as a rect
    /// (`hasPairsSDLDrawsAsRects`), or two triangles share a pixel.
    func texturedSpans(_ indices: [Int32], of vertices: [SDL_Vertex], bitmap: Bitmap, on target: UnsafeMutablePointer<SDL_Surface>)
        -> (triangles: [SoftwareTriangle], spans: [SoftwareTriangle.Span])? {
        guard !Self.hasPairsSDLDrawsAsRects(indices, vertices) else { return nil }
        let width = bitmap.width, height = bitmap.height
        let clip = clipInForce(on: target)
        var triangles: [SoftwareTriangle] = []
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            var points: [SoftwareTriangle.Vertex] = [], texels: [(x: Int, y: Int)] = []
            for k in 0..<3 {
                let v = vertices[Int(indices[t + k])]
                guard v.color.r == 255, v.color.g == 255, v.color.b == 255, v.color.a == 255,
                      let point = SoftwareTriangle.vertex(at: v.position) else { return nil }
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
            guard texels.allSatisfy({ (0..<width).contains($0.x) && (0..<height).contains($0.y) }) else { return nil }
            guard let triangle = SoftwareTriangle(points[0], points[1], points[2],
                                                  colours: (texels[0].x, texels[0].y, 0, 0), (texels[1].x, texels[1].y, 0, 0),
                                                  (texels[2].x, texels[2].y, 0, 0), within: clip) else { continue }
            // SDL holds `texel.x · area` of the third vertex in a 32-bit int.
            guard texels[2].x * triangle.area < Int(Int32.max), texels[2].y * triangle.area < Int(Int32.max) else { return nil }
            triangles.append(triangle)
        }
        guard let spans = SoftwareTriangle.spans(of: triangles) else { return nil }
        return (triangles, spans)
    }
}
