import FlickAnimation
import FlickInput

/// Level bands: a gradient that changes only along the axis a quad is turned about (a
/// fold's or flip's shade) drawn as bands of one 8-bit colour each.
///
/// Within a band every channel of the exact colour rounds to the same level, so each pixel
/// is at most half a level off, as the interpolated strips promise, and without any
/// perspective error: the bands' edges are exact lines of the plane. One colour per
/// triangle is also what SDL's software renderer draws fastest: it interpolates vertex
/// colours with four divisions a pixel, while a one-colour triangle is a plain fill
/// (measured by us: a blended 600×180 trapezoid, 0.89 ms interpolated in 16 triangles
/// against 0.27–0.30 ms in 16–128 one-colour triangles), and bands of alpha 0 are not
/// drawn at all (`SDLRenderer` culls them).
extension MeshBuilder {
    /// Most bands drawn for one quad; a gradient spanning more levels is drawn as strips
    /// (our choice: the fold's shade spans at most 0.25 of alpha, 64 levels).
    public static let maximumBands = 64

    /// Band edges along `axis` (local points, first the rect's min and last its max) for a
    /// gradient `quad` whose colour changes along `axis` only: a new band wherever a
    /// channel's exact value crosses a half level. `nil` for other fills or past
    /// `maximumBands`.
    public static func levelBands(for quad: TransformedQuad, along axis: StripLayout.Axis) -> [Double]? {
        guard case .gradient(let g, let from, let to) = quad.fill, !quad.rect.isEmpty else { return nil }
        let r = quad.rect
        let (start, length) = axis == .y ? (r.minY, r.height) : (r.minX, r.width)
        let (a0, a1, c0, c1) = axis == .y ? (from.y, to.y, from.x, to.x) : (from.x, to.x, from.y, to.y)
        guard a0 != a1, c0 == c1 else { return nil }
        func color(_ s: Double) -> Color {
            vertex(quad, axis == .y ? Point(x: r.minX, y: s) : Point(x: s, y: r.minY), .zero).color
        }
        // The colour is linear in s between the stops' positions.
        let stops = g.stops.map { start + length * (a0 + $0.location * (a1 - a0)) }
        let pieces = ([start, start + length] + stops.filter { $0 > start && $0 < start + length }).sorted()
        var edges = pieces
        let channels: [(Color) -> Double] = [{ $0.red }, { $0.green }, { $0.blue }, { $0.alpha }]
        for (sA, sB) in zip(pieces, pieces.dropFirst()) where sB > sA {
            let cA = color(sA), cB = color(sB)
            for channel in channels {
                let vA = channel(cA) * colorLevels, vB = channel(cB) * colorLevels
                guard vA != vB else { continue }
                // Every half level strictly between the ends.
                var k = (min(vA, vB) - 0.5).rounded(.down) + 1
                while k + 0.5 < max(vA, vB) {
                    edges.append(sA + (k + 0.5 - vA) / (vB - vA) * (sB - sA))
                    k += 1
                    if edges.count > 4 * maximumBands { return nil }
                }
            }
        }
        edges.sort()
        // Merge neighbours of the same rounded colour (stops a band does not notice,
        // coincident crossings).
        var bands = [start]
        var previous: RGBA8?
        for (sA, sB) in zip(edges, edges.dropFirst()) where sB > sA {
            let level = RGBA8(color((sA + sB) / 2))
            if level == previous { bands[bands.count - 1] = sB } else { bands.append(sB) }
            previous = level
        }
        return bands.count - 1 <= maximumBands ? bands : nil
    }

    /// The bands of `quad` as quads of one colour each (the exact colour at the band's
    /// middle, rounded to 8-bit levels), in window points; `nil` when `levelBands` is.
    static func bandMesh(for quad: TransformedQuad, along axis: StripLayout.Axis) -> Mesh? {
        guard let bands = levelBands(for: quad, along: axis) else { return nil }
        let r = quad.rect, t = quad.transform
        var mesh = Mesh(filter: quad.filter)
        for (s0, s1) in zip(bands, bands.dropFirst()) {
            let corners = axis == .y
                ? [Point(x: r.minX, y: s0), Point(x: r.maxX, y: s0), Point(x: r.maxX, y: s1), Point(x: r.minX, y: s1)]
                : [Point(x: s0, y: r.minY), Point(x: s0, y: r.maxY), Point(x: s1, y: r.maxY), Point(x: s1, y: r.minY)]
            let middle = axis == .y ? Point(x: r.minX, y: (s0 + s1) / 2) : Point(x: (s0 + s1) / 2, y: r.minY)
            let level = RGBA8(vertex(quad, middle, .zero).color).color
            var polygon: [MeshVertex] = []
            for p in corners {
                // Every corner is in front of the eye (checked by the strip layout).
                guard let screen = project(t, p) else { return nil }
                polygon.append(MeshVertex(position: screen, uv: .zero, color: level))
            }
            mesh.appendFan(polygon)
        }
        return mesh
    }
}
