/// A scalar of the text being laid out, with where it sits in the text and its direction.
struct TextUnit: Hashable {
    /// The scalar.
    var scalar: Unicode.Scalar
    /// UTF-16 offset in the layout's text.
    var offset: Int
    /// UTF-16 length in the text (0 for the "…" truncation adds).
    var length: Int
    /// Bidirectional embedding level (odd: right to left).
    var level: UInt8
}

/// Units placed on one line: glyphs in visual order, and each unit's share of the width in
/// logical order (what the breaker sums to find where a line ends).
struct PlacedLine {
    /// The glyphs, left to right, pen positions from 0.
    var glyphs: [PlacedGlyph]
    /// Each unit's advance, points: the advances of the glyphs whose cluster starts at it
    /// (0 for a unit inside a cluster), kerning included.
    var advances: [Double]
    /// The sum of the advances, points.
    var width: Double
    /// The font's carets inside ligatures, by glyph index, points from the line's left end.
    var ligatureCarets: [Int: [Double]] = [:]
}

/// A line the breaker made.
struct BrokenLine {
    /// The placed glyphs.
    var placed: PlacedLine
    /// The units it shows (logical order).
    var units: [TextUnit]
    /// The paragraph's level (odd: right to left).
    var paragraphLevel: UInt8
    /// UTF-16 offset of the paragraph's start (the range of a line that shows nothing).
    var paragraphOffset: Int
}

/// The line breaker: pure, over placement supplied by the engine (`LineShaper`). The one line
/// breaker of Flick (FlickUI's `Label` lays out through it): paragraphs split at "\n", their
/// bidirectional levels resolved once, lines wrapped by word or character to a width, at most
/// a line limit, the last line allowed shortened with "…" at its tail, head or middle
/// (UIKit's `NSLineBreakMode`). Lines are broken in logical order first and each is then
/// placed (shaped and reordered visually) on its own, as libass does with FriBidi.
struct LineBreaker {
    /// Units placed as one line.
    typealias Place = ([TextUnit]) -> PlacedLine
    /// The levels of a paragraph's scalars.
    typealias Levels = ([Unicode.Scalar]) -> BidiLevels

    /// "…", U+2026: the truncation mark.
    static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// Tolerance when comparing a width with the layout width, points (our choice: sums of
    /// advances must not lose a glyph that fits exactly to rounding).
    static let widthSlack = 1e-9
    /// Units placed first when looking for a line's break (our choice: a few lines' worth
    /// of a text field or note), doubled until the break is found inside.
    static let breakWindow = 128
    /// Units a break must lie before the end of a window to be taken from it (our choice:
    /// further than any kerning, ligature or joining reaches).
    static let breakWindowMargin = 16
    /// The first scalar that can have a right-to-left or explicit bidirectional class
    /// (Hebrew, U+0590): a paragraph below it is left to right throughout and skips the
    /// bidirectional algorithm.
    static let firstBidiScalar: UInt32 = 0x0590

    let place: Place
    let levels: Levels

    /// Lines of `text`: split at "\n", wrapped per `wrapping` to `maxWidth` when given, at
    /// most `lineLimit` (0: all). The last line allowed takes the rest of its paragraph and
    /// is shortened per `truncation` when it does not fit or text follows it.
    func lines(
        _ text: String, maxWidth: Double?, lineLimit: Int, truncation: TextTruncation,
        wrapping: TextWrapping
    ) -> (lines: [BrokenLine], truncated: Bool) {
        var out: [BrokenLine] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var paragraphOffset = 0
        for (p, paragraph) in paragraphs.enumerated() {
            defer { paragraphOffset += paragraph.utf16.count + 1 }
            let followed = p < paragraphs.count - 1
            let (units, level) = self.units(of: paragraph, at: paragraphOffset)
            func line(_ units: [TextUnit], _ placed: PlacedLine? = nil) -> BrokenLine {
                BrokenLine(
                    placed: placed ?? place(units), units: units, paragraphLevel: level,
                    paragraphOffset: paragraphOffset)
            }
            var start = 0
            repeat {
                if lineLimit > 0, out.count == lineLimit - 1, truncation != .wrap {
                    // The last line allowed: the rest of the paragraph, shortened.
                    let rest = Array(units[start...])
                    let whole = trimmed(rest)
                    let placed = place(whole)
                    if !followed, fits(placed, maxWidth) { out.append(line(whole, placed)); break }
                    let short = shortened(rest, maxWidth: maxWidth, truncation: truncation, level: level)
                    out.append(line(short.units, short.placed))
                    return (out, true)
                }
                let (end, placedRest) = breakIndex(
                    units, from: start, maxWidth: maxWidth, wrapping: wrapping,
                    paragraph: paragraph)
                if let placedRest {
                    out.append(line(placedRest.units, placedRest.placed))
                } else {
                    out.append(line(trimmed(units[start..<end])))
                }
                start = end
                // A wrapped line starts after the spaces it broke at.
                while start < units.count, units[start].scalar == " " { start += 1 }
                if lineLimit > 0, out.count == lineLimit, start < units.count || followed { return (out, true) }
            } while start < units.count
        }
        return (out, false)
    }

    /// The units of one paragraph, with their levels, and the paragraph's level.
    private func units(of paragraph: Substring, at offset: Int) -> (units: [TextUnit], level: UInt8) {
        var units: [TextUnit] = []
        units.reserveCapacity(paragraph.utf8.count)
        var utf16 = offset
        var needsBidi = false
        for scalar in paragraph.unicodeScalars {
            let length = scalar.utf16.count
            units.append(TextUnit(scalar: scalar, offset: utf16, length: length, level: 0))
            utf16 += length
            needsBidi = needsBidi || scalar.value >= Self.firstBidiScalar
        }
        guard needsBidi else { return (units, 0) }
        let bidi = levels(units.map(\.scalar))
        guard bidi.levels.count == units.count else { return (units, 0) }
        for i in units.indices { units[i].level = bidi.levels[i] }
        return (units, bidi.paragraphLevel)
    }

    /// Where the line starting at `start` ends, and the rest of the paragraph (trailing spaces
    /// dropped) and its placement when it is all one line: the whole rest when it fits; else after the last space that fits (by
    /// word) or the last character that fits, at least one (never inside a character).
    /// Spaces past the width hang (they never cause a break).
    private func breakIndex(
        _ units: [TextUnit], from start: Int, maxWidth: Double?, wrapping: TextWrapping,
        paragraph: Substring
    ) -> (end: Int, rest: (units: [TextUnit], placed: PlacedLine)?) {
        guard let maxWidth else { return (units.count, nil) }
        let rest = trimmed(units[start...])
        // Placing the whole rest for every line makes a long paragraph quadratic: a window of
        // it is placed, widened until the line overflows well inside it (shaping across the
        // window's cut, a kerning pair or a joining form, cannot reach a break that far back).
        var count = min(rest.count, Self.breakWindow)
        while true {
            let isWhole = count == rest.count
            let placed = place(isWhole ? rest : Array(rest[0..<count]))
            if isWhole, fits(placed, maxWidth) { return (units.count, (rest, placed)) }
            var pen = 0.0
            var afterSpace: Int?
            for j in 0..<count {
                let i = start + j
                pen += placed.advances[j]
                if rest[j].scalar == " " {
                    afterSpace = i + 1
                } else if pen > maxWidth + Self.widthSlack {
                    guard isWhole || j < count - Self.breakWindowMargin else { break }
                    if wrapping == .word, let afterSpace { return (afterSpace, nil) }
                    return (
                        characterStart(atOrBefore: max(i, start + 1), after: start, in: units, paragraph: paragraph),
                        nil
                    )
                }
            }
            if isWhole { return (units.count, nil) }
            count = min(rest.count, count * 2)
        }
    }

    /// `index` moved back to the start of the character (extended grapheme cluster) it is in,
    /// but not to `start` or before: a break between characters, never inside one.
    private func characterStart(
        atOrBefore index: Int, after start: Int, in units: [TextUnit],
        paragraph: Substring
    ) -> Int {
        guard index < units.count else { return index }
        let wanted = units[index].offset - units[0].offset
        var utf16 = 0, best = start + 1
        var unit = 0
        for character in paragraph {
            if utf16 > wanted { break }
            if unit > start { best = unit }
            utf16 += character.utf16.count
            unit += character.unicodeScalars.count
        }
        return max(start + 1, min(best, index))
    }

    /// The last line allowed, shortened to `maxWidth` per `truncation` (`.clip`: the
    /// characters that fit whole; the others: "…" at the tail, head or middle, with as many
    /// characters as fit, at least "…").
    private func shortened(
        _ units: [TextUnit], maxWidth: Double?, truncation: TextTruncation,
        level: UInt8
    ) -> (units: [TextUnit], placed: PlacedLine) {
        let count = units.count
        func prefix(_ n: Int) -> ArraySlice<TextUnit> {
            var s = units[0..<n]
            while s.last?.scalar == " " { s.removeLast() }
            return s
        }
        func suffix(_ n: Int) -> ArraySlice<TextUnit> {
            var s = units[(count - n)...]
            while s.first?.scalar == " " { s.removeFirst() }
            return s
        }
        func mark(at n: Int) -> TextUnit {
            let offset = n < count ? units[n].offset : (units.last.map { $0.offset + $0.length } ?? 0)
            return TextUnit(scalar: Self.ellipsis, offset: offset, length: 0, level: level)
        }
        let candidate: (Int) -> [TextUnit]
        switch truncation {
        case .tail: candidate = { prefix($0) + [mark(at: $0)] }
        case .head: candidate = { [mark(at: 0)] + suffix($0) }
        case .middle: candidate = { prefix(($0 + 1) / 2) + [mark(at: ($0 + 1) / 2)] + suffix($0 / 2) }
        case .clip, .wrap: candidate = { Array(prefix($0)) }
        }
        // The most characters kept whose line fits (fitting is monotone in the count).
        var low = 0, high = count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(place(candidate(mid)), maxWidth) { low = mid } else { high = mid - 1 }
        }
        let kept = trimmed(candidate(low))
        return (kept, place(kept))
    }

    /// True when `line` ends within `maxWidth` (always without a width).
    private func fits(_ line: PlacedLine, _ maxWidth: Double?) -> Bool {
        guard let maxWidth else { return true }
        return line.width <= maxWidth + Self.widthSlack
    }

    /// The units without trailing spaces.
    private func trimmed<C: BidirectionalCollection<TextUnit>>(_ units: C) -> [TextUnit] {
        var end = units.endIndex
        while end > units.startIndex, units[units.index(before: end)].scalar == " " { end = units.index(before: end) }
        return Array(units[units.startIndex..<end])
    }
}
