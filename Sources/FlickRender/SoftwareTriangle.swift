import CSDL2

/// One untextured triangle as SDL's software renderer (2.26, `SDL_SW_FillTriangle`)
/// rasterises it: its vertices truncated to whole pixels and doubled (`FP_BITS` 1), the
/// bounding box it visits (the vertices' extent, clipped), the edge functions it tests at
/// pixel centres with the top-left rule, and the colour it interpolates from the three
/// vertices' with those functions as weights, each channel `(w₀·c₀ + w₁·c₁ + w₂·c₂) / area`
/// in 64-bit integers. Found here row by row as spans, the colour stepped along each span
/// without a division per pixel, with the same pixels and colours, and blended as SDL blends
/// them (`SoftwareBlend`).
struct SoftwareTriangle {
    /// A vertex in doubled whole pixels, as SDL holds it.
    typealias Vertex = (x: Int, y: Int)
    /// A colour's channels, 0…255.
    typealias Channels = (r: Int, g: Int, b: Int, a: Int)

    /// `position` (pixels) as SDL holds a vertex: truncated to whole pixels (`(int)x`), then
    /// doubled (FP_BITS 1); `nil` beyond `largestCoordinate`.
    static func vertex(at position: SDL_FPoint) -> Vertex? {
        guard abs(position.x) < largestCoordinate, abs(position.y) < largestCoordinate else { return nil }
        return (Int(Int32(position.x)) << 1, Int(Int32(position.y)) << 1)
    }

    /// The largest vertex coordinate, in pixels, taken from SDL (ours: SDL rasterises in 32-bit
    /// integers of doubled pixels, whose edge products stay far from overflow below this; beyond
    /// it a mesh is left to SDL).
    static let largestCoordinate: Float = 8192

    /// The pixels SDL visits, clipped.
    let box: PixelBox
    /// The vertices' colour when the three have one, else `nil`.
    let uniformColour: Channels?
    /// Twice the triangle's area in doubled pixels, positive: the weights' sum.
    let area: Int
    /// The vertices' colours, in the order of the weights.
    private let colours: [Channels]
    /// Each edge function (the weight of the vertex opposite) at the centre of the box's
    /// first pixel, its step one pixel right and one row down, and its top-left bias.
    private let edges: [(start: Int, stepX: Int, stepY: Int, bias: Int)]

    /// The triangle `a`, `b`, `c` (doubled pixels) of colours `ca`, `cb`, `cc` within `clip`;
    /// `nil` when it is flat (SDL draws nothing) or its box misses `clip`.
    init?(_ a: Vertex, _ b: Vertex, _ c: Vertex, colours ca: Channels, _ cb: Channels, _ cc: Channels,
          within clip: PixelBox) {
        func cross(_ p: Vertex, _ q: Vertex, _ x: Int, _ y: Int) -> Int {
            (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x)
        }
        let signedArea = cross(a, b, c.x, c.y)
        guard signedArea != 0 else { return nil }
        let minX = min(a.x, b.x, c.x), maxX = max(a.x, b.x, c.x)
        let minY = min(a.y, b.y, c.y), maxY = max(a.y, b.y, c.y)
        let x0 = minX >> 1, y0 = minY >> 1
        let box = PixelBox(x0: x0, y0: y0, x1: x0 + ((maxX - minX) >> 1), y1: y0 + ((maxY - minY) >> 1))
            .intersection(clip)
        guard !box.isEmpty else { return nil }
        self.box = box
        area = abs(signedArea)
        colours = [ca, cb, cc]
        uniformColour = ca == cb && cb == cc ? ca : nil
        let clockwise = signedArea > 0
        let sign = clockwise ? 1 : -1
        func isTopLeft(_ p: Vertex, _ q: Vertex) -> Bool {
            clockwise ? (p.y == q.y && p.x < q.x) || q.y < p.y : (p.y == q.y && q.x < p.x) || p.y < q.y
        }
        let px = (box.x0 << 1) + 1, py = (box.y0 << 1) + 1
        edges = [(b, c), (c, a), (a, b)].map { p, q in
            (start: sign * cross(p, q, px, py), stepX: sign * ((p.y - q.y) << 1), stepY: sign * ((q.x - p.x) << 1),
             bias: isTopLeft(p, q) ? 0 : -1)
        }
    }

    /// The pixels of `row` (a row of `box`) inside the triangle, as the half-open range of
    /// their x, or `nil` when none are.
    func span(row: Int) -> (Int, Int)? {
        var low = box.x0, high = box.x1 - 1
        for edge in edges {
            // Inside when start + bias + stepY·(row − y0) + stepX·(x − x0) ≥ 0.
            let at = edge.start + edge.bias + edge.stepY * (row - box.y0)
            if edge.stepX > 0 {
                low = max(low, box.x0 - Self.floorDivision(at, edge.stepX))
            } else if edge.stepX < 0 {
                high = min(high, box.x0 + Self.floorDivision(at, -edge.stepX))
            } else if at < 0 {
                return nil
            }
        }
        return low <= high ? (low, high + 1) : nil
    }

    /// Blends the pixels of `row` from `from` to `to` (a span of `span(row:)`) onto `line`
    /// (the target's pixels of that row, indexed by x) in the colours SDL interpolates there,
    /// packed with `shifts` (red, green, blue, alpha), with `SoftwareBlend`.
    func blend(row: Int, from: Int, to: Int, onto line: UnsafeMutablePointer<UInt32>,
               shifts: SoftwareBlend.Shifts) {
        if let c = uniformColour {
            let source = UInt32(c.r) << shifts.r | UInt32(c.g) << shifts.g | UInt32(c.b) << shifts.b | UInt32(c.a) << shifts.a
            for x in from..<to { line[x] = SoftwareBlend.pixel(source, onto: line[x]) }
            return
        }
        var a = stepper(row: row, from: from, \.a)
        if colours[0].r == colours[1].r, colours[1].r == colours[2].r, colours[0].g == colours[1].g,
           colours[1].g == colours[2].g, colours[0].b == colours[1].b, colours[1].b == colours[2].b {
            // One colour, its alpha changing (a shade): SDL's quotients of the colour are the
            // colour itself, (Σw·c)/Σw = c.
            let c = colours[0]
            let colour = UInt32(c.r) << shifts.r | UInt32(c.g) << shifts.g | UInt32(c.b) << shifts.b
            for x in from..<to {
                line[x] = SoftwareBlend.pixel(colour | UInt32(truncatingIfNeeded: a.quotient) << shifts.a, onto: line[x])
                a.advance()
            }
            return
        }
        var r = stepper(row: row, from: from, \.r), g = stepper(row: row, from: from, \.g)
        var b = stepper(row: row, from: from, \.b)
        for x in from..<to {
            let source = UInt32(truncatingIfNeeded: r.quotient) << shifts.r | UInt32(truncatingIfNeeded: g.quotient) << shifts.g
                | UInt32(truncatingIfNeeded: b.quotient) << shifts.b | UInt32(truncatingIfNeeded: a.quotient) << shifts.a
            line[x] = SoftwareBlend.pixel(source, onto: line[x])
            r.advance(); g.advance(); b.advance(); a.advance()
        }
    }

    /// The texels SDL's `SDL_SW_BlitTriangle` samples along `row` from the pixel at `from` (the
    /// start of a span of `span(row:)`), left to right: the triangle built with its vertices'
    /// texel coordinates as the red and green of `colours`, whose interpolation SDL computes with
    /// the same weights and division. Stepped by the caller, one pixel at a time, so the loop over
    /// a span's pixels is the caller's own code (a closure called per pixel cost about as much
    /// as the copy it made).
    func texels(row: Int, from: Int) -> TexelWalk {
        TexelWalk(column: stepper(row: row, from: from, \.r), row: stepper(row: row, from: from, \.g))
    }

    /// The texel under one pixel of a span and the way to the next pixel's (`texels(row:from:)`).
    struct TexelWalk {
        fileprivate var columns: Stepper
        fileprivate var rows: Stepper

        fileprivate init(column: Stepper, row: Stepper) {
            columns = column
            rows = row
        }

        /// The texel's column.
        var column: Int { columns.quotient }
        /// The texel's row.
        var row: Int { rows.quotient }

        /// Where the texel's first byte is in RGBA texels `width` pixels a row (as `Bitmap` keeps
        /// them). Wrapping: the texel is inside the bitmap (`SDLRenderer.texturedSpans`), and the
        /// checks cost a third of a copy's loop.
        @inline(__always)
        func byteOffset(rowWidth width: Int) -> Int { (row &* width &+ column) &* 4 }

        /// Moves to the next pixel to the right.
        @inline(__always)
        mutating func advance() {
            columns.advance()
            rows.advance()
        }
    }

    /// The stepper of the channel `pick` of `colours` along `row` from `from`: its numerator
    /// there (the weights times the vertices' values) and its step one pixel right.
    private func stepper(row: Int, from: Int, _ pick: (Channels) -> Int) -> Stepper {
        var start = 0, step = 0
        for i in 0..<3 {
            let edge = edges[i], value = pick(colours[i])
            start += (edge.start + edge.stepY * (row - box.y0) + edge.stepX * (from - box.x0)) * value
            step += edge.stepX * value
        }
        return Stepper(numerator: start, step: step, denominator: area)
    }

    /// ⌊numerator / denominator⌋ of a numerator growing by `step` a pixel, kept as a quotient
    /// and remainder so no pixel divides.
    fileprivate struct Stepper {
        var quotient: Int
        var remainder: Int
        let stepQuotient: Int
        let stepRemainder: Int
        let denominator: Int

        init(numerator: Int, step: Int, denominator: Int) {
            quotient = SoftwareTriangle.floorDivision(numerator, denominator)
            remainder = numerator - quotient * denominator
            stepQuotient = SoftwareTriangle.floorDivision(step, denominator)
            stepRemainder = step - stepQuotient * denominator
            self.denominator = denominator
        }

        @inline(__always)
        mutating func advance() {
            // Wrapping: the quotient stays within the triangle's texels or colours, and the
            // remainder below twice the denominator.
            quotient &+= stepQuotient
            remainder &+= stepRemainder
            if remainder >= denominator {
                quotient &+= 1
                remainder &-= denominator
            }
        }
    }

    /// A run of pixels of one row inside one of a mesh's triangles (its index).
    typealias Span = (row: Int, from: Int, to: Int, triangle: Int)

    /// Every row's spans of `triangles`, in order of row and x, or `nil` when two share a pixel
    /// (SDL would draw that pixel twice).
    static func spans(of triangles: [SoftwareTriangle]) -> [Span]? {
        guard let top = triangles.lazy.map(\.box.y0).min(), let bottom = triangles.lazy.map(\.box.y1).max() else {
            return []
        }
        // Placed by row (a counting sort: each triangle gives its rows in order), then by x
        // within each row by insertion, since a mesh's triangles come mostly left to right. A
        // comparison sort of every span took a third of this function's time, and this function
        // a quarter of a turning page's drawing (measured by us on the headless tour).
        var rowStarts = [Int](repeating: 0, count: bottom - top + 1)
        var found: [Span] = []
        for (i, triangle) in triangles.enumerated() {
            for row in triangle.box.y0..<triangle.box.y1 {
                guard let (from, to) = triangle.span(row: row) else { continue }
                found.append((row, from, to, i))
                rowStarts[row - top + 1] += 1
            }
        }
        for r in 1..<rowStarts.count { rowStarts[r] += rowStarts[r - 1] }
        var spans = [Span](repeating: (0, 0, 0, 0), count: found.count)
        var next = rowStarts
        for span in found {
            spans[next[span.row - top]] = span
            next[span.row - top] += 1
        }
        for r in 0..<(rowStarts.count - 1) {
            let start = rowStarts[r], end = rowStarts[r + 1]
            guard end - start > 1 else { continue }
            for k in (start + 1)..<end {
                let span = spans[k]
                var j = k
                while j > start, spans[j - 1].from > span.from {
                    spans[j] = spans[j - 1]
                    j -= 1
                }
                spans[j] = span
            }
            for k in (start + 1)..<end where spans[k].from < spans[k - 1].to { return nil }
        }
        return spans
    }

    /// ⌊a / b⌋ for b > 0 or b < 0.
    static func floorDivision(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
