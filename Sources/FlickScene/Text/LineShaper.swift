/// Places one line's units as glyphs (the `LineBreaker`'s `place`): picks each unit's source
/// (the fallback chain), splits the line into runs of one source and one direction, shapes
/// each run through the engine's `TextShaper` (or glyph by glyph with the source's kerning
/// when there is none, or it cannot shape that source), and orders the runs visually
/// (UAX #9 rule L2). Pure; sizes in points.
struct LineShaper {
    /// Resolved glyph for a scalar: source index, scalar drawn, advance in points.
    typealias Resolve = (Unicode.Scalar) -> (source: Int, scalar: Unicode.Scalar, advance: Double)
    /// Kerning in points between two scalars of one source.
    typealias Kerning = (_ source: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double
    /// The advance in points of a scalar in one source, `nil` when it lacks it.
    typealias Advance = (_ source: Int, _ scalar: Unicode.Scalar) -> Double?
    /// `scalars[range]` shaped with one source in one direction (`TextShaper.shape`), ems.
    typealias Shape = (_ scalars: [Unicode.Scalar], _ range: Range<Int>, _ source: Int, _ isRightToLeft: Bool)
        -> [ShapedGlyph]?
    /// The font's carets inside a ligature glyph of a source, ems from its origin
    /// (`TextShaper.ligatureCarets`).
    typealias Carets = (_ glyph: UInt32, _ source: Int, _ isRightToLeft: Bool) -> [Double]

    let resolve: Resolve
    let kerning: Kerning
    let advance: Advance
    let shape: Shape?
    let carets: Carets?
    /// The em size, points (shaped advances come in ems).
    let size: Double

    /// `units` placed from pen position 0.
    func place(_ units: [TextUnit]) -> PlacedLine {
        guard !units.isEmpty else { return PlacedLine(glyphs: [], advances: [], width: 0) }
        var sources: [Int] = [], drawn: [Unicode.Scalar] = [], unshaped: [Double] = []
        sources.reserveCapacity(units.count)
        drawn.reserveCapacity(units.count)
        unshaped.reserveCapacity(units.count)
        for (i, unit) in units.enumerated() {
            var r = resolve(unit.scalar)
            // A mark, joiner or variation selector stays in its base's font when that font has it.
            if i > 0, r.source != sources[i - 1], Self.extendsCharacter(unit.scalar),
                let inBase = advance(sources[i - 1], unit.scalar)
            {
                r = (sources[i - 1], unit.scalar, inBase)
            }
            sources.append(r.source)
            drawn.append(r.scalar)
            unshaped.append(r.advance)
        }
        // Runs of one source and one level, in logical order.
        var runs: [Range<Int>] = []
        var runStart = 0
        for i in 1...units.count
        where i == units.count || sources[i] != sources[runStart] || units[i].level != units[runStart].level {
            runs.append(runStart..<i)
            runStart = i
        }
        var advances = [Double](repeating: 0, count: units.count)
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(units.count)
        var pen = 0.0
        var ligatureCarets: [Int: [Double]] = [:]
        for r in Self.visualOrder(runs.map { units[$0.lowerBound].level }) {
            let run = runs[r]
            let source = sources[run.lowerBound], isRightToLeft = units[run.lowerBound].level % 2 == 1
            if let shaped = shape?(drawn, run, source, isRightToLeft) {
                var clusterStarts: [Int]?
                for s in shaped where run.contains(s.cluster) {
                    var g = PlacedGlyph(
                        source: source, scalar: s.nominalScalar ?? drawn[s.cluster], x: pen,
                        advance: s.advance * size)
                    g.glyph = s.nominalScalar == nil ? s.glyph : nil
                    (g.xOffset, g.yOffset) = (s.xOffset * size, s.yOffset * size)
                    g.cluster = units[s.cluster].offset
                    g.isRightToLeft = isRightToLeft
                    if s.nominalScalar == nil, let carets {
                        // A substitute drawing several scalars is a ligature: the font's carets.
                        if clusterStarts == nil { clusterStarts = Set(shaped.map(\.cluster)).sorted() }
                        let next = clusterStarts!.first { $0 > s.cluster } ?? run.upperBound
                        if next - s.cluster > 1 {
                            let inside = carets(s.glyph, source, isRightToLeft)
                            if !inside.isEmpty { ligatureCarets[glyphs.count] = inside.map { pen + $0 * size } }
                        }
                    }
                    glyphs.append(g)
                    advances[s.cluster] += g.advance
                    pen += g.advance
                }
            } else {
                // Glyph by glyph, kerned with the glyph on the left.
                var previous: Unicode.Scalar?
                for k in run.indices {
                    let i = isRightToLeft ? run.upperBound - 1 - (k - run.lowerBound) : k
                    let kern = previous.map { kerning(source, $0, drawn[i]) } ?? 0
                    var g = PlacedGlyph(source: source, scalar: drawn[i], x: pen + kern, advance: unshaped[i])
                    g.cluster = units[i].offset
                    g.isRightToLeft = isRightToLeft
                    glyphs.append(g)
                    advances[i] += kern + unshaped[i]
                    pen += kern + unshaped[i]
                    previous = drawn[i]
                }
            }
        }
        return PlacedLine(glyphs: glyphs, advances: advances, width: pen, ligatureCarets: ligatureCarets)
    }

    /// True for scalars that belong to the character before them: combining marks, the zero
    /// width joiner and variation selectors.
    static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.value == 0x200D || scalar.properties.isVariationSelector
        }
    }

    /// The visual order of runs with `levels` (logical order): from the highest level down to
    /// the lowest odd one, every maximal sequence at that level or higher is reversed
    /// (UAX #9 rule L2).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
