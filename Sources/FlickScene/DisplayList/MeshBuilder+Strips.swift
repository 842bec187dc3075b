import FlickAnimation
import FlickInput

/// Strips for quads turned about one of their own axes (a fold about x, a page flip about
/// y): fewer triangles than the grid for the same error.
///
/// **Exact error.** When w is constant along the quad's rows (a turn about x: w depends
/// on y only), every triangle between two rows has one side on a row (w₀) and its third
/// corner on the other (w₁). At a point with affine weight t on that corner, the
/// perspective-correct weight is λ = t/(t + (1 − t)k), k = w₁/w₀, and the weight lost
/// moves along the side's row in the same proportion, so the texture error is
/// (t − λ)·(corner − q) for the point q of the side the ray through it meets. Over t its
/// largest factor is (√k − 1)/(√k + 1), for every q, so the triangle's error is exactly
/// that factor times the farthest side end from the corner, in texels (derived; the grid's
/// bound is this with the cell diagonal). Two terms remain: the strip height along the
/// turned axis, and the corner's offset across it.
///
/// **Layout.** Rows are spaced so each strip reaches the tolerance (thinner where w changes
/// fastest relative to itself), and alternate rows are staggered by half a column, so each
/// corner sits over the middle of its opposite side: offset c/2 with 2n + 1 triangles a
/// strip, where the grid needs 4n triangles for the same offset. The column count is the
/// one with the fewest triangles in all (one unstaggered column when the fill does not
/// change across the strips, like a shade along the turned axis).
extension MeshBuilder {
    /// Strips of a quad turned about one of its axes: row positions along the turned axis
    /// and the columns across it.
    public struct StripLayout: Equatable, Sendable {
        /// The local axis along which w changes (rows run across it).
        public enum Axis: Sendable { case x, y }
        /// The axis along which w (and so the error) changes.
        public var axis: Axis
        /// Row positions along `axis`, local points, first the rect's min and last its max.
        public var rows: [Double]
        /// Columns across the strips.
        public var columns: Int
        /// True when odd rows are shifted by half a column.
        public var isStaggered: Bool

        /// Triangles the layout draws: 2n + 1 per strip staggered, 2n unstaggered.
        public var triangleCount: Int { (rows.count - 1) * (isStaggered ? 2 * columns + 1 : 2 * columns) }
    }

    /// The exact largest affine texture error (texels) of a strip triangle whose side lies
    /// on one row and whose corner lies on the other, `height` points away along the
    /// turned axis and at most `offset` points across from the side's ends, between rows
    /// of homogeneous weights `w0` and `w1`, for `texels` along and across (`isScalar`: a
    /// colour, whose range is the sum of the two).
    public static func stripErrorBound(w0: Double, w1: Double, height: Double, offset: Double,
                                       texels: (along: Double, across: Double), isScalar: Bool = false) -> Double {
        let lo = min(w0, w1), hi = max(w0, w1)
        guard lo > minimumW else { return .infinity }
        let rk = (hi / lo).squareRoot()
        let along = height * texels.along, across = offset * texels.across
        let range = isScalar ? along + across : (along * along + across * across).squareRoot()
        return range * (rk - 1) / (rk + 1)
    }

    /// The strips for `quad`, or `nil` when it is not turned about one of its own axes
    /// (w changes along both or neither), has rounded corners, passes the eye, has a
    /// gradient with stops across the strips, or needs more than `maximumCellsPerSide`
    /// rows or columns (the grid takes those). `patience`: see `columnPatience`.
    public static func stripLayout(for quad: TransformedQuad, tolerance: Double = maximumTexelError,
                                   patience: Int = columnPatience) -> StripLayout? {
        let t = quad.transform, r = quad.rect
        let axis: StripLayout.Axis
        if t.m14 == 0, t.m24 != 0 { axis = .y } else if t.m24 == 0, t.m14 != 0 { axis = .x } else { return nil }
        guard !r.isEmpty, quad.cornerRadius <= 0 else { return nil }
        let texels = texelsPerPoint(quad)
        guard texels.x > 0 || texels.y > 0 else { return nil }
        let (start, length, across) = axis == .y ? (r.minY, r.height, r.width) : (r.minX, r.width, r.height)
        let slope = axis == .y ? t.m24 : t.m14
        let w0 = start * slope + t.m44
        guard min(w0, w0 + length * slope) > minimumW else { return nil }
        let perPoint = axis == .y ? (along: texels.y, across: texels.x) : (along: texels.x, across: texels.y)
        // Gradient stops along the turned axis are rows (exact vertex colours); stops
        // across it would need columns the staggered rows do not have.
        var breaks: [Double] = []
        if case .gradient(let g, let from, let to) = quad.fill {
            let (a0, a1, c0, c1) = axis == .y ? (from.y, to.y, from.x, to.x) : (from.x, to.x, from.y, to.y)
            if a0 != a1, c0 == c1 {
                breaks = g.stops.map { start + length * (a0 + $0.location * (a1 - a0)) }
                    .filter { $0 > start && $0 < start + length }.sorted()
            } else if a0 == a1, c0 != c1, hasGradientStopsInside(quad.fill) {
                return nil
            }
        }
        let isScalar = quad.fill.isUntextured
        func rows(offset: Double) -> [Double]? {
            rowPositions(start: start, length: length, breaks: breaks, tolerance: tolerance) { a, b in
                stripErrorBound(w0: a * slope + t.m44, w1: b * slope + t.m44, height: b - a, offset: offset,
                                texels: perPoint, isScalar: isScalar)
            }
        }
        // One unstaggered column: each corner up to the full width across from its side's
        // far end (nothing, for a fill that does not change across).
        var best = rows(offset: perPoint.across > 0 ? across : 0)
            .map { StripLayout(axis: axis, rows: $0, columns: 1, isStaggered: false) }
        guard perPoint.across > 0 else { return best }
        // Staggered columns, from one up: the fewest rows any column count can have bounds
        // the search, and it stops after `patience` counts in a row that do not improve
        // (more columns only add triangles once rows no longer fall).
        guard let fewest = rows(offset: 0)?.count else { return best }
        var columns = 1, worse = 0
        while columns <= maximumCellsPerSide, worse < patience,
              (fewest - 1) * (2 * columns + 1) < (best?.triangleCount ?? .max) {
            if let candidate = rows(offset: across / Double(2 * columns)) {
                let layout = StripLayout(axis: axis, rows: candidate, columns: columns, isStaggered: true)
                if layout.triangleCount < best?.triangleCount ?? .max { best = layout; worse = 0 } else { worse += 1 }
            }
            columns += 1
        }
        return best
    }

    /// Row positions from `start` over `length`: each strip as tall as `error` allows up
    /// to `tolerance`, never crossing a `breaks` position; `nil` past
    /// `maximumCellsPerSide` strips.
    static func rowPositions(start: Double, length: Double, breaks: [Double], tolerance: Double,
                             error: (Double, Double) -> Double) -> [Double]? {
        let end = start + length
        var rows = [start]
        var nextBreak = 0
        while let a = rows.last, a < end {
            while nextBreak < breaks.count, breaks[nextBreak] <= a { nextBreak += 1 }
            let limit = nextBreak < breaks.count ? breaks[nextBreak] : end
            if error(a, limit) <= tolerance {
                rows.append(limit)
            } else {
                // The error grows with the strip's height: the tallest strip within the
                // tolerance, by regula falsi (Illinois), keeping `lo` within it.
                // Neighbouring strips are alike: the last height brackets the next.
                var lo = a, hi = limit
                var fLo = -tolerance, fHi = error(a, limit) - tolerance
                if rows.count > 1, case let guess = a + (a - rows[rows.count - 2]), guess < limit {
                    let f = error(a, guess) - tolerance
                    if f > 0 { hi = guess; fHi = f } else { lo = guess; fLo = f }
                }
                var side = 0, steps = 0
                while steps < maximumRootSteps, hi - lo > length * rowPrecision {
                    steps += 1
                    let mid = max(lo, min(hi, hi - fHi * (hi - lo) / (fHi - fLo)))
                    let f = error(a, mid) - tolerance
                    if f <= 0 {
                        lo = mid; fLo = f
                        if side == -1 { fHi /= 2 }
                        side = -1
                    } else {
                        hi = mid; fHi = f
                        if side == 1 { fLo /= 2 }
                        side = 1
                    }
                }
                guard lo > a else { return nil }
                rows.append(lo)
            }
            if rows.count > maximumCellsPerSide + 1 { return nil }
        }
        return rows
    }

    /// Strips are found to `rowPrecision` of the quad's length (our choice: 1e-9 gives the
    /// same triangle counts on the fold's sweep; bisection to 1/512 gave more).
    static let rowPrecision = 1e-5
    /// Column counts in a row without fewer triangles after which the search stops (our
    /// choice: on the fold's and flip's sweeps the best count is never more than two past
    /// a worse one: MeshBuilderStripsTests compares with the exhaustive search).
    public static let columnPatience = 3
    /// Most root-finding steps per strip (a safety bound: Illinois converges
    /// superlinearly, so it stops on `rowPrecision` long before).
    static let maximumRootSteps = 40

    /// The triangles for `quad` laid out in `layout` (each strip zipped between its two
    /// rows, each triangle's corner over the middle of its opposite side).
    static func stripMesh(for quad: TransformedQuad, layout: StripLayout) -> Mesh {
        let r = quad.rect, t = quad.transform
        let (acrossStart, across) = layout.axis == .y ? (r.minX, r.width) : (r.minY, r.height)
        let column = across / Double(layout.columns)
        let texture: Bitmap?
        if case .texture(let bitmap, _, _) = quad.fill { texture = bitmap } else { texture = nil }
        var mesh = Mesh(texture: texture, filter: quad.filter)
        var previous: (positions: [Double], first: Int32)?
        for (j, s) in layout.rows.enumerated() {
            var positions = (0...layout.columns).map { acrossStart + column * Double($0) }
            if layout.isStaggered, j % 2 == 1 {
                positions = [acrossStart] + (0..<layout.columns).map { acrossStart + column * (Double($0) + 0.5) }
                    + [acrossStart + across]
            }
            let first = Int32(mesh.vertices.count)
            for p in positions {
                let local = layout.axis == .y ? Point(x: p, y: s) : Point(x: s, y: p)
                // Every row is in front of the eye (checked by the layout).
                guard let screen = project(t, local) else { return mesh }
                mesh.vertices.append(vertex(quad, local, screen))
            }
            if let (above, base) = previous { triangulateStrip(above, base, positions, first, into: &mesh) }
            previous = (positions, first)
        }
        return mesh
    }

    /// Triangulates the strip between two rows of vertices (positions across, ascending,
    /// sharing both ends): walks both rows, each step taking the triangle whose corner
    /// lies nearer the middle of its side.
    private static func triangulateStrip(_ a: [Double], _ aFirst: Int32, _ b: [Double], _ bFirst: Int32, into mesh: inout Mesh) {
        var i = 0, j = 0
        while i < a.count - 1 || j < b.count - 1 {
            let advanceA: Bool
            if i == a.count - 1 { advanceA = false } else if j == b.count - 1 { advanceA = true } else {
                let offsetA = max(abs(b[j] - a[i]), abs(b[j] - a[i + 1]))
                let offsetB = max(abs(a[i] - b[j]), abs(a[i] - b[j + 1]))
                advanceA = offsetA <= offsetB
            }
            if advanceA {
                mesh.indices += [aFirst + Int32(i), aFirst + Int32(i + 1), bFirst + Int32(j)]
                i += 1
            } else {
                mesh.indices += [aFirst + Int32(i), bFirst + Int32(j + 1), bFirst + Int32(j)]
                j += 1
            }
        }
    }
}
