/// Where a caret can stand on a line: a boundary between characters (extended grapheme
/// clusters: a ZWJ emoji sequence, a letter with its combining marks, a flag is one).
public struct CaretStop: Hashable, Sendable {
    /// UTF-16 offset in the layout's text.
    public var offset: Int
    /// The caret's x, points from the line's left end (add `TextLayout.lineOffset` for the
    /// line's alignment).
    public var x: Double

    /// A caret stop.
    public init(offset: Int, x: Double) { (self.offset, self.x) = (offset, x) }
}

/// Carets and characters of a laid-out text: the API a text field places its caret,
/// selection and taps through. Offsets are UTF-16 offsets in `text`; a caret moves by whole
/// characters (Swift's `Character`, Unicode's extended grapheme clusters).
///
/// Carets follow the shaped clusters: a caret between two characters drawn by separate glyphs
/// stands at the leading edge of the glyphs of the character after it (the left edge in a
/// left-to-right run, the right edge in a right-to-left one); inside a ligature (one glyph
/// for several characters, "ffi", Arabic lam-alef) it stands at the font's ligature caret
/// when the font gives them (OpenType GDEF) and else splits the glyph's advance evenly among
/// its characters, as Apple's `lcar` fallback does. The caret after a line's last character
/// stands at that character's trailing edge.
extension TextLayout {
    /// UTF-16 offsets of the character boundaries of `text`, from 0 to its UTF-16 count.
    public var characterBoundaries: [Int] {
        var boundaries = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return boundaries
    }

    /// The index of the line that shows `offset` (the last line whose range starts at or
    /// before it; the first line for an offset before every line).
    public func line(atOffset offset: Int) -> Int {
        lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// The caret stops of line `index` in logical order: one per character boundary in its
    /// range, both ends included. A line with nothing on it has one stop, at 0.
    public func caretStops(inLine index: Int) -> [CaretStop] {
        guard lines.indices.contains(index) else { return [] }
        let line = lines[index]
        let boundaries = characterBoundaries.filter { line.range.contains($0) || $0 == line.range.upperBound }
        guard !line.glyphs.isEmpty else { return [CaretStop(offset: line.range.lowerBound, x: 0)] }
        // Each cluster's extent and direction; clusters in logical order.
        var extents: [Int: (minX: Double, maxX: Double, isRightToLeft: Bool, carets: [Double])] = [:]
        for (i, g) in line.glyphs.enumerated() {
            let e = extents[g.cluster]
            let carets = e?.carets.isEmpty == false ? e!.carets : line.ligatureCarets[i] ?? []
            extents[g.cluster] = (
                min(e?.minX ?? g.x, g.x), max(e?.maxX ?? g.x + g.advance, g.x + g.advance),
                g.isRightToLeft, carets
            )
        }
        let clusters = extents.keys.sorted()
        var stops: [CaretStop] = []
        stops.reserveCapacity(boundaries.count)
        for b in boundaries {
            // The cluster the boundary falls in: the last starting at or before it.
            var k = clusters.lastIndex { $0 <= b } ?? 0
            if b == line.range.upperBound { k = clusters.count - 1 }
            let start = clusters[k], end = k + 1 < clusters.count ? clusters[k + 1] : line.range.upperBound
            let e = extents[start]!
            if b >= end {
                // After the line's last character: its trailing edge.
                stops.append(CaretStop(offset: b, x: e.isRightToLeft ? e.minX : e.maxX))
                continue
            }
            // Inside the cluster: the j-th of its n characters.
            let inside = boundaries.filter { $0 > start && $0 < end }
            let n = inside.count + 1
            let j = b <= start ? 0 : (inside.firstIndex(of: b) ?? 0) + 1
            let x: Double
            if j > 0, e.carets.count == n - 1 {
                let ascending = e.carets.sorted()
                x = e.isRightToLeft ? ascending[n - 1 - j] : ascending[j - 1]
            } else {
                let step = (e.maxX - e.minX) * Double(j) / Double(n)
                x = e.isRightToLeft ? e.maxX - step : e.minX + step
            }
            stops.append(CaretStop(offset: b, x: x))
        }
        return stops
    }

    /// The x of the caret at `offset` on line `index`, points from the line's left end (the
    /// nearest stop's when `offset` is not a character boundary of the line).
    public func caretX(atOffset offset: Int, inLine index: Int) -> Double {
        let stops = caretStops(inLine: index)
        return stops.min { abs($0.offset - offset) < abs($1.offset - offset) }?.x ?? 0
    }

    /// The character boundary on line `index` whose caret is nearest `x` (points from the
    /// line's left end): where a tap at `x` places the caret.
    public func offset(nearestTo x: Double, inLine index: Int) -> Int {
        let stops = caretStops(inLine: index)
        return stops.min { abs($0.x - x) < abs($1.x - x) }?.offset ?? lines.first?.range.lowerBound ?? 0
    }
}
