import FlickScene

/// Where the caret stops of one line of text lie: the x of every grapheme-cluster boundary,
/// points from the line's start, with the UTF-8 offset of each in the edited text. The one
/// place caret math lives: it measures as the engine's line breaker places glyphs (one per
/// scalar, fallback sources, kerning between neighbours of one source), so the caret
/// sits on the glyphs drawn. With a shaping engine (`TextEngine.shaper`) a line of up to
/// `shapedByteLimit` bytes takes its stops from the shaped clusters instead
/// (`init(shaping:measurer:)`: a ligature's letters share its glyph, a Devanagari vowel
/// sign drawn before its consonant is one step), as labels draw it; with right-to-left runs
/// (Hebrew, Arabic, mixed with Latin) the stops are in visual order on screen, each on the
/// leading edge of the character after it (the right edge in a right-to-left run), so the x
/// of successive offsets is not ascending there (`visualExtents`).
public struct TextCaretGeometry: Hashable, Sendable {
    /// The x of each boundary, points, in the text's order (one more than the graphemes):
    /// ascending unless the text has right-to-left runs.
    public internal(set) var boundaryX: [Double] = [0]
    /// The UTF-8 offset of each boundary in the text, ascending.
    public internal(set) var boundaryOffsets: [Int] = [0]
    /// True when the stops come from the shaped line (a change lays it out again, rather
    /// than measuring around the change: `replace(_:replacementCount:in:measurer:)` does not
    /// apply).
    public internal(set) var isShaped = false
    /// Each grapheme's extent on screen, points, when the text has right-to-left runs; `nil`
    /// for left-to-right text, whose grapheme k spans `boundaryX[k]...boundaryX[k + 1]`.
    public internal(set) var visualExtents: [ClosedRange<Double>]?
    /// Where the shaped line's left end lies, points: 0, or the width of the trailing spaces
    /// a right-to-left line keeps on its left (the line's layout does not place them).
    public internal(set) var layoutOrigin = 0.0
    /// True when the text's paragraph runs right to left (its first strong character is of a
    /// right-to-left script: `TextLine.isRightToLeft`), from the shaped line.
    public internal(set) var isRightToLeft = false
    /// The rightmost x, points, when the text has right-to-left runs.
    var visualWidth: Double?
    /// The pieces a line longer than `shapedByteLimit` is shaped in (TextCaretGeometry+Pieces.swift).
    var pieces: [Piece] = []

    /// True when the text has right-to-left runs: its carets do not ascend with the offsets.
    public var hasRightToLeftRuns: Bool { visualExtents != nil }

    /// The longest text, UTF-8 bytes, whose stops are taken from the shaped line (our
    /// choice: a field's line laid out whole per keystroke stays well under a millisecond;
    /// longer text is measured glyph by glyph around each change).
    public static let shapedByteLimit = 4096

    /// The geometry of `text` from its shaped layout in the measurer's engine and font
    /// (`TextLayout.caretStops`), trailing spaces (which a line does not draw) measured after
    /// it (on its left in a right-to-left line): `nil` when the engine does not shape, or the
    /// text is longer than `shapedByteLimit` or holds a line break.
    public init?(shaping text: String, measurer: TextAdvanceMeasurer) {
        guard measurer.engine.shaper != nil, !text.isEmpty, text.utf8.count <= Self.shapedByteLimit,
            !text.utf8.contains(0x0A)
        else { return nil }
        let layout = measurer.engine.layout(
            text, style: TextStyle(font: measurer.font, lineLimit: 1, truncation: .clip))
        guard layout.lines.count == 1 else { return nil }
        let line = layout.lines[0]
        var stops = layout.caretStops(inLine: 0)
        let hasRightToLeftRuns = line.glyphs.contains(where: \.isRightToLeft)
        var extents = hasRightToLeftRuns ? layout.characterExtents(inLine: 0) : []
        // The spaces after the line's range: each one's advance on, leftwards in a
        // right-to-left line (its end is on its left).
        let direction = line.isRightToLeft ? -1.0 : 1.0
        // They follow the paragraph's end: the line's left end in a right-to-left paragraph,
        // its right end in a left-to-right one (past a right-to-left run ending it).
        var pen = hasRightToLeftRuns ? (line.isRightToLeft ? 0 : line.width) : stops.last?.x ?? 0
        var end = line.range.upperBound
        let trailing = text.unicodeScalars[String.Index(utf16Offset: min(end, text.utf16.count), in: text)...]
        for scalar in trailing {
            let start = pen
            pen += direction * measurer.glyph(scalar).advance
            end += scalar.utf16.count
            stops.append(CaretStop(offset: end, x: pen))
            if hasRightToLeftRuns { extents.append(min(start, pen)...max(start, pen)) }
        }
        // Spaces left of the line's start move everything right.
        let shift = max(-(stops.map(\.x).min() ?? 0), 0)
        // UTF-16 stops to UTF-8 offsets, walking the text once.
        var xs: [Double] = [], offsets: [Int] = []
        xs.reserveCapacity(stops.count)
        offsets.reserveCapacity(stops.count)
        var utf16 = 0, utf8 = 0
        var index = text.unicodeScalars.startIndex
        for stop in stops {
            while utf16 < stop.offset, index < text.unicodeScalars.endIndex {
                let scalar = text.unicodeScalars[index]
                utf16 += scalar.utf16.count
                utf8 += scalar.utf8.count
                index = text.unicodeScalars.index(after: index)
            }
            guard utf16 == stop.offset, hasRightToLeftRuns || (xs.last.map({ stop.x >= $0 }) ?? true) else {
                return nil
            }
            xs.append(stop.x + shift)
            offsets.append(utf8)
        }
        guard offsets.first == 0, offsets.last == text.utf8.count else { return nil }
        (boundaryX, boundaryOffsets, isShaped, isRightToLeft) = (xs, offsets, true, line.isRightToLeft)
        if hasRightToLeftRuns {
            guard extents.count == xs.count - 1 else { return nil }
            visualExtents = extents.map { ($0.lowerBound + shift)...($0.upperBound + shift) }
            visualWidth = max(xs.max() ?? 0, line.width + shift)
            layoutOrigin = shift
        }
    }

    /// The geometry of `text` drawn with each grapheme replaced by `mask` (secure entry)
    /// except the one starting at UTF-8 offset `revealed`, measured by `measurer`.
    public init(text: String, mask: Character? = nil, revealed: Int? = nil, measurer: TextAdvanceMeasurer) {
        boundaryX.reserveCapacity(text.utf8.count / 2 + 1)
        boundaryOffsets.reserveCapacity(text.utf8.count / 2 + 1)
        var pen = 0.0, offset = 0
        var previous: TextAdvanceMeasurer.Glyph?
        for character in text {
            let drawn = mask == nil || offset == revealed ? character : mask!
            Self.measure(drawn, pen: &pen, previous: &previous, measurer: measurer)
            offset += character.utf8.count
            boundaryX.append(pen)
            boundaryOffsets.append(offset)
        }
    }

    /// Moves `pen` (points) past `character`'s glyphs, kerned against `previous` (the glyph
    /// before it, which becomes its last).
    private static func measure(
        _ character: Character, pen: inout Double, previous: inout TextAdvanceMeasurer.Glyph?,
        measurer: TextAdvanceMeasurer
    ) {
        for scalar in character.unicodeScalars {
            let glyph = measurer.glyph(scalar)
            if let last = previous, last.source == glyph.source { pen += measurer.kerning(last, glyph) }
            pen += glyph.advance
            previous = glyph
        }
    }

    /// Updates the geometry of unmasked text after UTF-8 `range` (offsets before the change)
    /// became `replacementCount` bytes, giving `text`: the graphemes around the change are
    /// measured again (one before it, for a combining mark joining it and for kerning, and
    /// one after) and the boundaries after them shift, so typing into a long text costs a
    /// few measurements and one pass of additions, not a walk over every grapheme. Falls
    /// back to measuring everything when the change moved grapheme boundaries further away.
    public mutating func replace(
        _ range: Range<Int>, replacementCount: Int, in text: String,
        measurer: TextAdvanceMeasurer
    ) {
        let delta = replacementCount - range.count
        let first = max(boundaryIndex(forOffset: range.lowerBound) - 1, 0)
        var after = boundaryIndex(forOffset: range.upperBound)
        if boundaryOffsets[after] < range.upperBound { after += 1 }
        let last = min(after + 1, count)
        let lowerOffset = boundaryOffsets[first], upperOffset = boundaryOffsets[last] + delta
        let utf8 = text.utf8
        guard upperOffset <= utf8.count, lowerOffset <= upperOffset else {
            self = TextCaretGeometry(text: text, measurer: measurer)
            return
        }
        let lower = utf8.index(utf8.startIndex, offsetBy: lowerOffset)
        let upper = utf8.index(lower, offsetBy: upperOffset - lowerOffset)
        var pen = boundaryX[first], offset = lowerOffset
        var previous: TextAdvanceMeasurer.Glyph?
        if first > 0, let scalar = text[text.index(before: lower)].unicodeScalars.last {
            previous = measurer.glyph(scalar)
        }
        var xs: [Double] = [], offsets: [Int] = []
        for character in text[lower..<upper] {
            Self.measure(character, pen: &pen, previous: &previous, measurer: measurer)
            offset += character.utf8.count
            xs.append(pen)
            offsets.append(offset)
        }
        guard offset == upperOffset else {
            self = TextCaretGeometry(text: text, measurer: measurer)
            return
        }
        let shift = pen - boundaryX[last]
        boundaryX.replaceSubrange((first + 1)..<(last + 1), with: xs)
        boundaryOffsets.replaceSubrange((first + 1)..<(last + 1), with: offsets)
        let tail = (first + 1 + xs.count)..<boundaryX.count
        if shift != 0 { for index in tail { boundaryX[index] += shift } }
        if delta != 0 { for index in tail { boundaryOffsets[index] += delta } }
    }

    /// The line's width, points.
    public var width: Double { visualWidth ?? boundaryX.last ?? 0 }
    /// The number of grapheme clusters.
    public var count: Int { boundaryX.count - 1 }

    /// The boundary index of UTF-8 `offset` (the last boundary at or before it).
    public func boundaryIndex(forOffset offset: Int) -> Int {
        var low = 0, high = boundaryOffsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaryOffsets[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The caret's x for UTF-8 `offset`, points.
    public func x(forOffset offset: Int) -> Double { boundaryX[boundaryIndex(forOffset: offset)] }

    /// The boundary nearest to `x` (points from the line's start), as a UTF-8 offset: where a
    /// tap at `x` puts the caret.
    public func nearestOffset(toX x: Double) -> Int { boundaryOffsets[nearestIndex(toX: x)] }

    /// The boundary index nearest to `x`, points (of boundaries in one place on screen, the
    /// first in the text).
    public func nearestIndex(toX x: Double) -> Int {
        if hasRightToLeftRuns {
            return boundaryX.indices.min { abs(boundaryX[$0] - x) < abs(boundaryX[$1] - x) } ?? 0
        }
        var low = 0, high = boundaryX.count - 1
        while low < high {
            let mid = (low + high) / 2
            if boundaryX[mid] < x { low = mid + 1 } else { high = mid }
        }
        // `low` is the first boundary at or right of x; the one before may be nearer.
        if low > 0, x - boundaryX[low - 1] <= boundaryX[low] - x { return low - 1 }
        return low
    }
}

/// Glyph advances and kerning for caret geometry, from a `TextEngine`'s sources, kept per
/// scalar and pair (a field measures its text on every change).
public final class TextAdvanceMeasurer {
    /// A resolved glyph: which source draws the scalar, which scalar it draws, its advance.
    public struct Glyph: Hashable, Sendable {
        /// The source's index in the engine.
        public var source: Int
        /// The scalar drawn (a space for controls, U+FFFD where no source has it).
        public var scalar: Unicode.Scalar
        /// The advance, points.
        public var advance: Double
    }
    private struct Pair: Hashable { var source: Int; var left: Unicode.Scalar; var right: Unicode.Scalar }

    /// The engine measured with.
    public let engine: TextEngine
    /// The font measured in.
    public let font: Font
    private var glyphs: [Unicode.Scalar: Glyph] = [:]
    private var pairs: [Pair: Double] = [:]

    /// A measurer for `font` in `engine`.
    public init(engine: TextEngine, font: Font) {
        self.engine = engine
        self.font = font
    }

    /// The glyph `scalar` is drawn with.
    public func glyph(_ scalar: Unicode.Scalar) -> Glyph {
        if let known = glyphs[scalar] { return known }
        let resolved = engine.source(for: scalar, weight: font.weight)
        let ems = engine.sources[resolved.index].advance(of: resolved.scalar, weight: font.weight) ?? 0
        let glyph = Glyph(source: resolved.index, scalar: resolved.scalar, advance: ems * font.size)
        glyphs[scalar] = glyph
        return glyph
    }

    /// The kerning between two glyphs of one source, points.
    public func kerning(_ left: Glyph, _ right: Glyph) -> Double {
        let pair = Pair(source: left.source, left: left.scalar, right: right.scalar)
        if let known = pairs[pair] { return known }
        let value =
            engine.sources[left.source].kerning(between: left.scalar, and: right.scalar, weight: font.weight)
            * font.size
        pairs[pair] = value
        return value
    }
}
