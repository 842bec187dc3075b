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

    /// The character boundaries of line `index`: UTF-16 offsets in its range, both ends
    /// included (the characters of its text only: linear in the line's length).
    func characterBoundaries(inLine index: Int) -> [Int] {
        let range = lines[index].range
        guard range.upperBound <= text.utf16.count, !range.isEmpty else { return [range.lowerBound] }
        let lower = String.Index(utf16Offset: range.lowerBound, in: text)
        let upper = String.Index(utf16Offset: range.upperBound, in: text)
        var boundaries = [range.lowerBound]
        var offset = range.lowerBound
        for character in text[lower..<upper] {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return boundaries
    }

    /// The caret stops of line `index` in logical order: one per character boundary in its
    /// range, both ends included. A line with nothing on it has one stop, at 0. Linear in the
    /// line's length (plus sorting its clusters).
    public func caretStops(inLine index: Int) -> [CaretStop] {
        guard lines.indices.contains(index) else { return [] }
        let line = lines[index]
        guard !line.glyphs.isEmpty else { return [CaretStop(offset: line.range.lowerBound, x: 0)] }
        let boundaries = characterBoundaries(inLine: index)
        // Each cluster's extent, direction and font carets; clusters in logical order.
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
        var b = 0
        for (k, start) in clusters.enumerated() {
            let end = k + 1 < clusters.count ? clusters[k + 1] : line.range.upperBound
            let e = extents[start]!
            // The boundaries this cluster holds (those before the first cluster go with it).
            var inCluster: [Int] = []
            while b < boundaries.count, boundaries[b] < end {
                inCluster.append(boundaries[b])
                b += 1
            }
            // Characters starting inside the cluster: n characters share its extent.
            let leading = inCluster.prefix { $0 <= start }.count
            let n = inCluster.count - leading + 1
            let ascending = e.carets.count == n - 1 ? e.carets.sorted() : []
            for (i, offset) in inCluster.enumerated() {
                let j = i < leading ? 0 : i - leading + 1
                let x: Double
                if j > 0, !ascending.isEmpty {
                    x = e.isRightToLeft ? ascending[n - 1 - j] : ascending[j - 1]
                } else {
                    let step = (e.maxX - e.minX) * Double(j) / Double(n)
                    x = e.isRightToLeft ? e.maxX - step : e.minX + step
                }
                stops.append(CaretStop(offset: offset, x: x))
            }
        }
        // After the line's last character: the trailing edge of its last cluster.
        if let last = clusters.last, let e = extents[last] {
            for offset in boundaries[b...] {
                stops.append(CaretStop(offset: offset, x: e.isRightToLeft ? e.minX : e.maxX))
            }
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
