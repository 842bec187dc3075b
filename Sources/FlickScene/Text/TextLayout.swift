import FlickInput

/// A glyph placed on a line: which source draws which scalar, at what pen position.
public struct PlacedGlyph: Hashable, Sendable {
    /// Index of the glyph source in the `TextEngine`.
    public var source: Int
    /// The scalar drawn (U+FFFD where no source has the character).
    public var scalar: Unicode.Scalar
    /// The pen position on the line, points from the line's start.
    public var x: Double
    /// The advance, points.
    public var advance: Double
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The glyphs, left to right.
    public var glyphs: [PlacedGlyph]
    /// The width, points (the last glyph's pen position plus its advance; trailing
    /// spaces excluded).
    public var width: Double
    /// The baseline, points from the top of the layout.
    public var baseline: Double
}

/// Text broken into lines for a width, measured in points (`NSLayoutManager`'s result for
/// one text container). Made by `TextEngine.layout(_:style:maxWidth:)`; a value, cached by
/// the engine, independent of colour, alignment and pixel scale.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Width (the widest line) and height (line count × line height), points.
    public var size: Size
    /// The font laid out with.
    public var font: Font
    /// Baseline-to-baseline distance, points.
    public var lineHeight: Double
    /// Top of a line to its baseline, points.
    public var ascent: Double
    /// True when text was cut by the line limit (the last line shortened with "…" under the
    /// truncating modes, cut or dropped otherwise).
    public var isTruncated: Bool

    /// The x offset of line `index` in a box `width` points wide, for `alignment`.
    public func lineOffset(_ index: Int, in width: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .leading: return 0
        case .center: return (width - lines[index].width) / 2
        case .trailing: return width - lines[index].width
        }
    }
}

/// The line breaker: pure, over glyph metrics supplied by the engine. The one line breaker
/// of Flick (FlickUI's `Label` lays out through it): paragraphs split at "\n", lines
/// wrapped by word or character to a width, at most a line limit, the last line allowed
/// shortened with "…" at its tail, head or middle (UIKit's `NSLineBreakMode`).
struct LineBreaker {
    /// Resolved glyph for a scalar: source index, scalar drawn, advance in points.
    typealias Resolve = (Unicode.Scalar) -> (source: Int, scalar: Unicode.Scalar, advance: Double)
    /// Kerning in points between two scalars of one source.
    typealias Kerning = (_ source: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double

    /// "…", U+2026: the truncation mark.
    static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// Tolerance when comparing a width with the layout width, points (our choice: sums of
    /// advances must not lose a glyph that fits exactly to rounding).
    static let widthSlack = 1e-9

    let resolve: Resolve
    let kerning: Kerning

    /// Lines of `text`: split at "\n", wrapped per `wrapping` to `maxWidth` when given, at
    /// most `lineLimit` (0: all). The last line allowed takes the rest of its paragraph and
    /// is shortened per `truncation` when it does not fit or text follows it.
    func lines(_ text: String, maxWidth: Double?, lineLimit: Int, truncation: TextTruncation,
               wrapping: TextWrapping) -> (lines: [[PlacedGlyph]], truncated: Bool) {
        var out: [[PlacedGlyph]] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        for (p, scalars) in paragraphs.enumerated() {
            let followed = p < paragraphs.count - 1
            var start = 0
            repeat {
                if lineLimit > 0, out.count == lineLimit - 1, truncation != .wrap {
                    // The last line allowed: the rest of the paragraph, shortened.
                    let rest = Array(scalars[start...])
                    let whole = trimmed(place(rest))
                    if !followed, fits(whole, maxWidth) { out.append(whole); break }
                    out.append(shortened(rest, maxWidth: maxWidth, truncation: truncation))
                    return (out, true)
                }
                let end = breakIndex(scalars, from: start, maxWidth: maxWidth, wrapping: wrapping)
                out.append(trimmed(place(scalars[start..<end])))
                start = end
                // A wrapped line starts after the spaces it broke at.
                while start < scalars.count, scalars[start] == " " { start += 1 }
                if lineLimit > 0, out.count == lineLimit, start < scalars.count || followed { return (out, true) }
            } while start < scalars.count
        }
        return (out, false)
    }

    /// Where the line starting at `start` ends: the whole rest when it fits; else after the
    /// last space that fits (by word) or the last glyph that fits, at least one glyph.
    /// Spaces past the width hang (they never cause a break).
    private func breakIndex(_ scalars: [Unicode.Scalar], from start: Int, maxWidth: Double?,
                            wrapping: TextWrapping) -> Int {
        guard let maxWidth else { return scalars.count }
        var previous: PlacedGlyph?
        var pen = 0.0
        var afterSpace: Int?
        for i in start..<scalars.count {
            let g = glyph(scalars[i], after: previous, pen: pen)
            if scalars[i] == " " {
                afterSpace = i + 1
            } else if g.x + g.advance > maxWidth + Self.widthSlack {
                if wrapping == .word, let afterSpace { return afterSpace }
                return max(i, start + 1)
            }
            previous = g
            pen = g.x + g.advance
        }
        return scalars.count
    }

    /// The last line allowed, shortened to `maxWidth` per `truncation` (`.clip`: the glyphs
    /// that fit whole; the others: "…" at the tail, head or middle, with as many characters
    /// as fit, at least "…").
    private func shortened(_ scalars: [Unicode.Scalar], maxWidth: Double?,
                           truncation: TextTruncation) -> [PlacedGlyph] {
        let count = scalars.count
        func prefix(_ n: Int) -> ArraySlice<Unicode.Scalar> {
            var s = scalars[0..<n]
            while s.last == " " { s.removeLast() }
            return s
        }
        func suffix(_ n: Int) -> ArraySlice<Unicode.Scalar> {
            var s = scalars[(count - n)...]
            while s.first == " " { s.removeFirst() }
            return s
        }
        let candidate: (Int) -> [Unicode.Scalar]
        switch truncation {
        case .tail: candidate = { prefix($0) + [Self.ellipsis] }
        case .head: candidate = { [Self.ellipsis] + suffix($0) }
        case .middle: candidate = { prefix(($0 + 1) / 2) + [Self.ellipsis] + suffix($0 / 2) }
        case .clip, .wrap: candidate = { Array(prefix($0)) }
        }
        // The most characters kept whose line fits (fitting is monotone in the count).
        var low = 0, high = count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(place(candidate(mid)), maxWidth) { low = mid } else { high = mid - 1 }
        }
        return trimmed(place(candidate(low)))
    }

    /// True when `line` ends within `maxWidth` (always without a width).
    private func fits(_ line: [PlacedGlyph], _ maxWidth: Double?) -> Bool {
        guard let maxWidth, let last = line.last else { return true }
        return last.x + last.advance <= maxWidth + Self.widthSlack
    }

    /// `scalars` placed from pen position 0, kerned.
    private func place<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> [PlacedGlyph] {
        var line: [PlacedGlyph] = []
        for scalar in scalars {
            line.append(glyph(scalar, after: line.last, pen: line.last.map { $0.x + $0.advance } ?? 0))
        }
        return line
    }

    /// `scalar` placed after `previous` at `pen`, kerned when both come from one source.
    private func glyph(_ scalar: Unicode.Scalar, after previous: PlacedGlyph?, pen: Double) -> PlacedGlyph {
        let r = resolve(scalar)
        var x = pen
        if let previous, previous.source == r.source { x += kerning(r.source, previous.scalar, r.scalar) }
        return PlacedGlyph(source: r.source, scalar: r.scalar, x: x, advance: r.advance)
    }

    /// The line without trailing spaces.
    private func trimmed(_ line: [PlacedGlyph]) -> [PlacedGlyph] {
        var line = line
        while line.last?.scalar == " " { line.removeLast() }
        return line
    }
}
