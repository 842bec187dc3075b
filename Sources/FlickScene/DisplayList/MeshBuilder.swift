import RealModule
import FlickAnimation
import FlickInput
import FoundationEssentials

/// Turns a `TransformedQuad` into triangles that SDL can draw correctly.
///
/// SDL 2.26 maps textures affinely (w = 1 in the GLES2 shader; integer barycentrics in
/// the software rasterizer), so one quad under perspective samples the wrong texels:
/// 15–29 texels off for a fold panel (research note §3). The builder projects a grid of
/// points on the CPU and picks the grid from an error bound, so the affine error in
/// every cell stays under `maximumTexelError`.
///
/// **Bound.** Along a segment whose ends have homogeneous weights w₀ ≤ w₁ (k = w₁/w₀),
/// the largest gap between the affine and the perspective-correct parameter is
/// (√k − 1)/(√k + 1) of its length (derived). A cell of diagonal L texels with weight
/// ratio k therefore errs by at most L·(√k − 1)/(√k + 1) texels. Since w is affine in
/// the layer's (x, y), the columns and rows are refined until the worst cell meets the
/// tolerance.
///
/// **Strips.** A quad turned about one of its own axes (a fold about x, a page flip about
/// y) keeps w constant along its rows; for it the error is known exactly and the builder
/// lays out strips instead of the grid: rows spaced to the tolerance, alternate rows
/// staggered by half a column, about half the grid's triangles (`MeshBuilder+Strips`). Its
/// gradient along the turned axis (a shade) is drawn in bands of one 8-bit colour each,
/// exact to half a level (`MeshBuilder+Bands`).
///
/// Rounded corners: the rounded rectangle is convex, so each grid cell is clipped to
/// its outline (arcs as chords) and fanned. Where the plane passes the eye (w ≤
/// `minimumW`), cells are cut along the line w = `drawableW` (w is affine in x, y) and
/// only the part in front is drawn.
public enum MeshBuilder {
    /// Tolerated affine texture error, in texels (issue #7: under half a texel).
    public static let maximumTexelError = 0.5
    /// Cap on columns and rows of one quad's grid (measured by us: the research note's
    /// fold needs at most 8 per side at 85°; 64 leaves room for steeper views).
    public static let maximumCellsPerSide = 64
    /// Colour levels per unit of a 0…1 component (8-bit output).
    public static let colorLevels = 255.0
    /// Smallest homogeneous w still drawn (points nearer the eye plane are dropped).
    public static let minimumW = 1e-3
    /// Longest chord of a corner arc, in points (our choice: invisible at ≤ 2× scale).
    public static let cornerChordLength = 1.5
    /// Most chords per corner arc.
    public static let maximumCornerSegments = 16

    /// The texels per local point of `quad`'s fill along x and y (0 for plain colour; for a
    /// gradient, 8-bit colour levels per point along each axis).
    public static func texelsPerPoint(_ quad: TransformedQuad) -> (x: Double, y: Double) {
        switch quad.fill {
        case .color: return (0, 0)
        case .gradient(let g, let start, let end):
            // A gradient's "texel" is one colour level: its steepest slope, in 8-bit
            // levels per point after opacity, so the bound keeps the vertex-colour error
            // under half a level.
            let axis = Point(x: (end.x - start.x) * quad.rect.width, y: (end.y - start.y) * quad.rect.height).length
            guard axis > 0 else { return (0, 0) }
            var steepest = 0.0
            for (a, b) in zip(g.stops, g.stops.dropFirst()) where b.location > a.location {
                let d = max(abs(b.color.red - a.color.red), abs(b.color.green - a.color.green),
                            abs(b.color.blue - a.color.blue), abs(b.color.alpha - a.color.alpha))
                steepest = max(steepest, d / (b.location - a.location))
            }
            // Levels per point along each local axis: the gradient parameter changes by
            // axis.x / |axis|² per point along x (and likewise y), so a gradient along y
            // does not change along x and needs no columns under a tilt about x.
            let levels = steepest * colorLevels * quad.opacity / (axis * axis)
            return (levels * abs(end.x - start.x) * quad.rect.width, levels * abs(end.y - start.y) * quad.rect.height)
        case .texture(let bitmap, let uv, _):
            guard quad.rect.width > 0, quad.rect.height > 0 else { return (0, 0) }
            return (Double(bitmap.width) * uv.width / quad.rect.width,
                    Double(bitmap.height) * uv.height / quad.rect.height)
        }
    }

    /// The homogeneous w of local point `p` under `t` (z = 0).
    static func w(_ t: Transform3D, _ x: Double, _ y: Double) -> Double { x * t.m14 + y * t.m24 + t.m44 }

    /// Upper bound of the affine texture error (texels) in the local cell `cell` under
    /// `transform`, for a fill of `texels` per point; infinite when a corner is not
    /// drawable.
    ///
    /// A texture coordinate is a vector: its range over the cell is the diagonal
    /// √((w·tx)² + (h·ty)²). A gradient colour is one value per channel (`isScalar`): its
    /// range is w·tx + h·ty, which for a gradient along one axis is just that side. Both
    /// follow from the segment bound: every affine barycentric weight is off from the
    /// perspective-correct one by the same factor bound, so the error is at most
    /// (√k − 1)/(√k + 1) of the value's range over the cell's corners (derived).
    public static func affineErrorBound(cell: Rect, transform: Transform3D, texels: (x: Double, y: Double),
                                        isScalar: Bool = false) -> Double {
        let ws = [w(transform, cell.minX, cell.minY), w(transform, cell.maxX, cell.minY),
                  w(transform, cell.minX, cell.maxY), w(transform, cell.maxX, cell.maxY)]
        guard let lo = ws.min(), let hi = ws.max(), hi > minimumW else { return .infinity }
        // A cell crossing the eye plane is drawn only where w ≥ minimumW.
        let k = hi / max(lo, minimumW)
        let range = isScalar ? cell.width * texels.x + cell.height * texels.y
            : ((cell.width * texels.x) * (cell.width * texels.x)
               + (cell.height * texels.y) * (cell.height * texels.y)).squareRoot()
        let rk = k.squareRoot()
        return range * (rk - 1) / (rk + 1)
    }

    /// The worst cell bound for an `columns × rows` grid over `rect`, ignoring cells
    /// that are not drawable.
    static func worstError(_ rect: Rect, _ t: Transform3D, _ texels: (x: Double, y: Double), _ isScalar: Bool,
                           _ columns: Int, _ rows: Int) -> Double {
        let cw = rect.width / Double(columns), ch = rect.height / Double(rows)
        var worst = 0.0
        for j in 0..<rows {
            for i in 0..<columns {
                let cell = Rect(x: rect.minX + Double(i) * cw, y: rect.minY + Double(j) * ch, width: cw, height: ch)
                let e = affineErrorBound(cell: cell, transform: t, texels: texels, isScalar: isScalar)
                if e.isFinite { worst = max(worst, e) }
            }
        }
        return worst
    }

    /// The grid (columns, rows) for `quad`: the fewest cells (refining the direction that
    /// helps more) whose worst bound is at most `tolerance` texels, capped at
    /// `maximumCellsPerSide`. Affine transforms (no perspective) need one cell.
    public static func grid(for quad: TransformedQuad, tolerance: Double = maximumTexelError) -> (columns: Int, rows: Int) {
        let texels = texelsPerPoint(quad)
        let t = quad.transform
        guard texels.x > 0 || texels.y > 0, t.m14 != 0 || t.m24 != 0, !quad.rect.isEmpty else { return (1, 1) }
        let isScalar = quad.fill.isUntextured
        var columns = 1, rows = 1
        var error = worstError(quad.rect, t, texels, isScalar, columns, rows)
        while error > tolerance && (columns < maximumCellsPerSide || rows < maximumCellsPerSide) {
            let wider = columns < maximumCellsPerSide ? worstError(quad.rect, t, texels, isScalar, columns + 1, rows) : .infinity
            let taller = rows < maximumCellsPerSide ? worstError(quad.rect, t, texels, isScalar, columns, rows + 1) : .infinity
            if wider <= taller { columns += 1; error = wider } else { rows += 1; error = taller }
        }
        return (columns, rows)
    }

    /// The triangles for `quad`, in window points.
    public static func mesh(for quad: TransformedQuad, tolerance: Double = maximumTexelError) -> Mesh {
        guard !quad.rect.isEmpty, quad.opacity > 0 else { return Mesh() }
        // Turned about one of its own axes (folds, flips): strips, fewer triangles than
        // the grid for the same error (MeshBuilder+Strips).
        // A gradient along the turned axis (their shades): bands of one colour each
        // (MeshBuilder+Bands), unless the tolerance asks for no refinement.
        if let layout = stripLayout(for: quad, tolerance: tolerance) {
            if tolerance.isFinite, let bands = bandMesh(for: quad, along: layout.axis) { return bands }
            if layout.triangleCount > 2 { return stripMesh(for: quad, layout: layout) }
        }
        return gridMesh(for: quad, tolerance: tolerance)
    }

    /// The triangles for `quad` on the grid of `grid(for:tolerance:)`, in window points.
    static func gridMesh(for quad: TransformedQuad, tolerance: Double) -> Mesh {
        let rect = quad.rect
        guard !rect.isEmpty, quad.opacity > 0 else { return Mesh() }
        let (columns, rows) = grid(for: quad, tolerance: tolerance)
        let radius = quad.maskedCorners.isEmpty ? 0 : max(0, min(quad.cornerRadius, rect.width / 2, rect.height / 2))
        let t = quad.transform
        // Fast path: one cell, square corners, nothing to cut (most 2D quads and tiles).
        if columns == 1, rows == 1, radius == 0, !hasGradientStopsInside(quad.fill),
           let p00 = project(t, rect.origin), let p10 = project(t, Point(x: rect.maxX, y: rect.minY)),
           let p11 = project(t, Point(x: rect.maxX, y: rect.maxY)), let p01 = project(t, Point(x: rect.minX, y: rect.maxY)) {
            let texture: Bitmap?
            if case .texture(let bitmap, _, _) = quad.fill { texture = bitmap } else { texture = nil }
            return Mesh(vertices: [vertex(quad, rect.origin, p00), vertex(quad, Point(x: rect.maxX, y: rect.minY), p10),
                                   vertex(quad, Point(x: rect.maxX, y: rect.maxY), p11),
                                   vertex(quad, Point(x: rect.minX, y: rect.maxY), p01)],
                        indices: [0, 1, 2, 0, 2, 3], texture: texture, filter: quad.filter)
        }
        var xs = (0...columns).map { rect.minX + rect.width * Double($0) / Double(columns) }
        var ys = (0...rows).map { rect.minY + rect.height * Double($0) / Double(rows) }
        // Axis-aligned gradients get a grid line at every stop, so vertex colours are exact.
        if case .gradient(let g, let start, let end) = quad.fill {
            if start.y == end.y, start.x != end.x {
                xs = merged(xs, g.stops.map { rect.minX + rect.width * (start.x + $0.location * (end.x - start.x)) }, rect.minX, rect.maxX)
            } else if start.x == end.x, start.y != end.y {
                ys = merged(ys, g.stops.map { rect.minY + rect.height * (start.y + $0.location * (end.y - start.y)) }, rect.minY, rect.maxY)
            }
        }
        // Rounded corners get grid lines where the arcs end, so only the four corner cells
        // are clipped to the outline and fanned; the rest stay quads. One fan over the
        // whole outline would make long thin triangles whose bounding boxes span the
        // quad, and SDL's software renderer blends each triangle over its bounding box
        // (measured by us: 40 translucent 120×80 rounded rectangles, 20 ms against 4 ms).
        // Not for textures: SDL's software renderer draws a textured pair of triangles
        // that forms a rectangle as a blit, which samples differently (research note §3).
        if radius > 0, quad.fill.isUntextured {
            xs = merged(xs, [rect.minX + radius, rect.maxX - radius], rect.minX, rect.maxX)
            ys = merged(ys, [rect.minY + radius, rect.maxY - radius], rect.minY, rect.maxY)
        }
        let texture: Bitmap?
        if case .texture(let bitmap, _, _) = quad.fill { texture = bitmap } else { texture = nil }
        var mesh = Mesh(texture: texture, filter: quad.filter)
        let outline = radius > 0 ? roundedOutline(rect, radius, corners: quad.maskedCorners) : []
        // Project every grid point once so neighbouring cells share exact edges.
        var projected = [[Point?]](repeating: [Point?](repeating: nil, count: xs.count), count: ys.count)
        for (j, y) in ys.enumerated() {
            for (i, x) in xs.enumerated() { projected[j][i] = project(t, Point(x: x, y: y)) }
        }
        for j in 0..<(ys.count - 1) {
            for i in 0..<(xs.count - 1) {
                let cell = [Point(x: xs[i], y: ys[j]), Point(x: xs[i + 1], y: ys[j]),
                            Point(x: xs[i + 1], y: ys[j + 1]), Point(x: xs[i], y: ys[j + 1])]
                let corners = (projected[j][i], projected[j][i + 1], projected[j + 1][i + 1], projected[j + 1][i])
                if let p00 = corners.0, let p10 = corners.1, let p11 = corners.2, let p01 = corners.3,
                   !(radius > 0 && touchesCorner(xs[i], ys[j], xs[i + 1], ys[j + 1], rect, radius)) {
                    mesh.appendFan([vertex(quad, cell[0], p00), vertex(quad, cell[1], p10),
                                    vertex(quad, cell[2], p11), vertex(quad, cell[3], p01)])
                } else {
                    var polygon = radius > 0 ? clip(cell, to: outline) : cell
                    if corners.0 == nil || corners.1 == nil || corners.2 == nil || corners.3 == nil {
                        // Keep the part in front of the eye plane (w is affine in x, y).
                        polygon = clip(polygon, keeping: { w(t, $0.x, $0.y) - drawableW })
                    }
                    var vertices: [MeshVertex] = []
                    for p in polygon {
                        guard let s = project(t, p) else { vertices = []; break }
                        vertices.append(vertex(quad, p, s))
                    }
                    mesh.appendFan(vertices)
                }
            }
        }
        return mesh
    }

    /// True for an axis-aligned gradient with a stop strictly inside the quad (needing
    /// a grid line there).
    static func hasGradientStopsInside(_ fill: QuadFill) -> Bool {
        guard case .gradient(let g, let start, let end) = fill else { return false }
        let along: (Double, Double)
        if start.y == end.y, start.x != end.x { along = (start.x, end.x) }
        else if start.x == end.x, start.y != end.y { along = (start.y, end.y) }
        else { return false }
        return g.stops.contains { stop in
            let p = along.0 + stop.location * (along.1 - along.0)
            return p > 0 && p < 1
        }
    }

    /// Where local point `p` lands in the window, or `nil` at or behind the eye.
    static func project(_ t: Transform3D, _ p: Point) -> Point? {
        let h = t.apply(to: Vector4(x: p.x, y: p.y, z: 0, w: 1))
        guard h.w > minimumW else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The vertex for local point `p` projected to `s`.
    static func vertex(_ quad: TransformedQuad, _ p: Point, _ s: Point) -> MeshVertex {
        let r = quad.rect
        let unit = Point(x: (p.x - r.minX) / r.width, y: (p.y - r.minY) / r.height)
        switch quad.fill {
        case .color(let c):
            return MeshVertex(position: s, uv: unit, color: c.withAlpha(c.alpha * quad.opacity))
        case .texture(_, let uv, let tint):
            let coordinate = Point(x: uv.minX + unit.x * uv.width, y: uv.minY + unit.y * uv.height)
            return MeshVertex(position: s, uv: coordinate, color: tint.withAlpha(tint.alpha * quad.opacity))
        case .gradient(let g, let start, let end):
            let axis = end - start, d = unit - start
            let len2 = axis.x * axis.x + axis.y * axis.y
            let c = g.color(at: len2 > 0 ? (d.x * axis.x + d.y * axis.y) / len2 : 0)
            return MeshVertex(position: s, uv: unit, color: c.withAlpha(c.alpha * quad.opacity))
        }
    }

    private static func merged(_ grid: [Double], _ extra: [Double], _ lo: Double, _ hi: Double) -> [Double] {
        let inside = extra.filter { $0 > lo && $0 < hi }
        return Array(Set(grid + inside)).sorted()
    }

    private static func touchesCorner(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                      _ r: Rect, _ radius: Double) -> Bool {
        (x0 < r.minX + radius || x1 > r.maxX - radius) && (y0 < r.minY + radius || y1 > r.maxY - radius)
    }

    /// The outline of a rectangle rounded at `corners`, clockwise on a y-down screen, arcs as
    /// chords; a corner left out is its one square point.
    static func roundedOutline(_ r: Rect, _ radius: Double, corners: CornerMask = .all) -> [Point] {
        let segments = max(2, min(maximumCornerSegments, Int((radius * Double.pi / 2 / cornerChordLength).rounded(.up))))
        let centres: [(Point, Double, CornerMask, Point)] = [
            (Point(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2, .maxXMinY, Point(x: r.maxX, y: r.minY)),
            (Point(x: r.maxX - radius, y: r.maxY - radius), 0, .maxXMaxY, Point(x: r.maxX, y: r.maxY)),
            (Point(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2, .minXMaxY, Point(x: r.minX, y: r.maxY)),
            (Point(x: r.minX + radius, y: r.minY + radius), Double.pi, .minXMinY, Point(x: r.minX, y: r.minY)),
        ]
        var points: [Point] = []
        for (c, start, corner, square) in centres {
            guard corners.contains(corner) else {
                points.append(square)
                continue
            }
            for k in 0...segments {
                let a = start + Double.pi / 2 * Double(k) / Double(segments)
                points.append(Point(x: c.x + radius * Double.cos(a), y: c.y + radius * Double.sin(a)))
            }
        }
        return points
    }

    /// The w at which polygons crossing the eye plane are cut: a little above
    /// `minimumW`, so cut points project (our choice).
    static let drawableW = 2 * minimumW

    /// The part of the convex `polygon` where `f ≥ 0`, for an affine function `f`.
    static func clip(_ polygon: [Point], keeping f: (Point) -> Double) -> [Point] {
        var result: [Point] = []
        for i in 0..<polygon.count {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let fp = f(p), fq = f(q)
            if fp >= 0 { result.append(p) }
            if (fp >= 0) != (fq >= 0) {
                let k = fp / (fp - fq)
                result.append(Point(x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k))
            }
        }
        return result
    }

    /// Sutherland–Hodgman: the convex `polygon` clipped to the convex, clockwise (y-down)
    /// `outline`.
    static func clip(_ polygon: [Point], to outline: [Point]) -> [Point] {
        var result = polygon
        for k in 0..<outline.count {
            guard !result.isEmpty else { break }
            let a = outline[k], b = outline[(k + 1) % outline.count]
            if a == b { continue }
            func inside(_ p: Point) -> Bool { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0 }
            let input = result
            result = []
            for i in 0..<input.count {
                let p = input[i], q = input[(i + 1) % input.count]
                let pin = inside(p), qin = inside(q)
                if pin { result.append(p) }
                if pin != qin {
                    let d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                    let d2 = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
                    let f = d1 / (d1 - d2)
                    result.append(Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
                }
            }
        }
        return result
    }
}
