/// Where characters lie on a line in visual order, for text whose runs go both ways (Hebrew or
/// Arabic among Latin, "abc אבג 123"): a selection's highlight, one span per run it shows as,
/// and the caret moving left or right on screen rather than through the text.
///
/// A character's extent runs from its caret stop (its leading edge: the left edge in a
/// left-to-right run, the right one in a right-to-left run; TextLayout+Carets.swift) to its
/// trailing edge (the next character's stop in the same cluster, else the cluster's other
/// edge). Offsets are UTF-16 offsets in `text`.
extension TextLayout {
    /// The extent of each character of line `index`, points from the line's left end, in
    /// logical order (as `characterBoundaries`: the character from boundary k to k + 1). A
    /// character the line does not draw (a trailing space) has an empty extent at the line's
    /// trailing edge. Linear in the line's length (plus sorting its clusters).
    public func characterExtents(inLine index: Int) -> [ClosedRange<Double>] {
        guard lines.indices.contains(index) else { return [] }
        let line = lines[index]
        let stops = caretStops(inLine: index)
        guard stops.count > 1 else { return [] }
        // Each cluster's extent and direction, clusters in logical order.
        var extents: [Int: (minX: Double, maxX: Double, isRightToLeft: Bool)] = [:]
        for glyph in line.glyphs {
            let known = extents[glyph.cluster]
            extents[glyph.cluster] = (
                min(known?.minX ?? glyph.x, glyph.x),
                max(known?.maxX ?? glyph.x + glyph.advance, glyph.x + glyph.advance),
                glyph.isRightToLeft
            )
        }
        let clusters = extents.keys.sorted()
        var result: [ClosedRange<Double>] = []
        result.reserveCapacity(stops.count - 1)
        var c = 0
        for k in 0..<(stops.count - 1) {
            let offset = stops[k].offset, next = stops[k + 1].offset
            // The cluster this character starts in (the first one for characters before it).
            while c + 1 < clusters.count, clusters[c + 1] <= offset { c += 1 }
            guard !clusters.isEmpty, let cluster = extents[clusters[c]] else {
                result.append(stops[k].x...stops[k].x)
                continue
            }
            let clusterEnd = c + 1 < clusters.count ? clusters[c + 1] : line.range.upperBound
            let leading = stops[k].x
            let trailing: Double
            if offset >= line.range.upperBound {
                trailing = leading
            } else if next < clusterEnd {
                trailing = stops[k + 1].x
            } else {
                trailing = cluster.isRightToLeft ? cluster.minX : cluster.maxX
            }
            result.append(min(leading, trailing)...max(leading, trailing))
        }
        return result
    }

    /// The spans (points from the line's left end, left to right) that highlight UTF-16
    /// `range` on line `index`: its characters' extents merged where they touch, so one span
    /// per stretch of the line the selection covers on screen — "abc א" selected in
    /// "abc אבג" shows as two.
    public func selectionSpans(for range: Range<Int>, inLine index: Int) -> [ClosedRange<Double>] {
        let boundaries = characterBoundaries(inLine: index)
        let extents = characterExtents(inLine: index)
        let selected = zip(boundaries, extents).filter { range.contains($0.0) }.map(\.1)
        return Self.merged(selected)
    }

    /// `extents` sorted and merged where they touch or overlap (within `visualTolerance`),
    /// empty ones dropped.
    public static func merged(_ extents: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var spans: [ClosedRange<Double>] = []
        for extent in extents.sorted(by: { $0.lowerBound < $1.lowerBound }) where extent.upperBound > extent.lowerBound
        {
            if let last = spans.last, extent.lowerBound <= last.upperBound + visualTolerance {
                spans[spans.count - 1] = last.lowerBound...max(last.upperBound, extent.upperBound)
            } else {
                spans.append(extent)
            }
        }
        return spans
    }

    /// How far apart two extents may be and still show as one span, and two caret stops and
    /// still stand in one place, points (our choice: rounding in glyph positions; far below
    /// any glyph's advance).
    public static let visualTolerance = 0.01

    /// The caret stop of line `index` next to the one at UTF-16 `offset` on screen: the nearest
    /// one to its left (`left`) or right whose x differs, whatever the text's order (as the
    /// arrow keys move in macOS's text views); `nil` at the line's visual end.
    public func offset(visuallyBeside offset: Int, left: Bool, inLine index: Int) -> Int? {
        let stops = caretStops(inLine: index)
        guard let current = stops.indices.min(by: { abs(stops[$0].offset - offset) < abs(stops[$1].offset - offset) }),
            let next = Self.stop(visuallyBeside: current, left: left, among: stops.map(\.x))
        else { return nil }
        return stops[next].offset
    }

    /// The index, in `xs` (caret stops' x in logical order), of the stop nearest to stop
    /// `index` on its left (`left`) or right with another x; of stops sharing that x, the
    /// one nearest in the text. `nil` when there is none on that side.
    public static func stop(visuallyBeside index: Int, left: Bool, among xs: [Double]) -> Int? {
        let x = xs[index]
        var best: Int?
        for (k, candidate) in xs.enumerated() {
            let distance = left ? x - candidate : candidate - x
            guard distance > visualTolerance else { continue }
            if let b = best {
                let bestDistance = abs(xs[b] - x)
                if distance < bestDistance - visualTolerance
                    || (abs(distance - bestDistance) <= visualTolerance && abs(k - index) < abs(b - index))
                {
                    best = k
                }
            } else {
                best = k
            }
        }
        return best
    }
}
