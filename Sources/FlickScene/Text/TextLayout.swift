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
    /// True when text was cut by the line limit (the last line ends in "…" with `.tail`).
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

/// The line breaker: pure, over glyph metrics supplied by the engine.
struct LineBreaker {
    /// Resolved glyph for a scalar: source index, scalar drawn, advance in points.
    typealias Resolve = (Unicode.Scalar) -> (source: Int, scalar: Unicode.Scalar, advance: Double)
    /// Kerning in points between two scalars of one source.
    typealias Kerning = (_ source: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double

    /// "…", U+2026: the truncation mark.
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    let resolve: Resolve
    let kerning: Kerning

    /// Lines of `text` (split at "\n", wrapped at spaces to `maxWidth` when given),
    /// at most `lineLimit` (0: all), the last cut with "…" under `.tail` when text remains.
    func lines(_ text: String, maxWidth: Double?, lineLimit: Int, truncation: TextTruncation) -> (lines: [[PlacedGlyph]], truncated: Bool) {
        var out: [[PlacedGlyph]] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var truncated = false
        paragraphLoop: for (p, paragraph) in paragraphs.enumerated() {
            var line: [PlacedGlyph] = []
            var pen = 0.0
            /// Index in `line` just after the last space (a break opportunity).
            var breakAfter: Int?
            for scalar in paragraph.unicodeScalars {
                var g = place(scalar, after: line.last, pen: pen)
                if let maxWidth, !line.isEmpty, scalar != " ", g.x + g.advance > maxWidth + 1e-9 {
                    if lineLimit > 0 && out.count == lineLimit - 1 {
                        // The last line allowed is not wrapped: it keeps what fits and is
                        // cut with "…" (or at the width), as UILabel's tail truncation does.
                        out.append(line)
                        truncated = true
                        break paragraphLoop
                    }
                    // Wrap: at the last space, or before this glyph in a long word.
                    let cut = breakAfter ?? line.count
                    let carried = Array(line[cut...])
                    out.append(trimmed(Array(line[..<cut])))
                    line = []
                    pen = 0
                    breakAfter = nil
                    for c in carried where !(line.isEmpty && c.scalar == " ") {
                        let r = place(c.scalar, after: line.last, pen: pen, resolved: c)
                        line.append(r)
                        pen = r.x + r.advance
                    }
                    g = place(scalar, after: line.last, pen: pen)
                }
                line.append(g)
                pen = g.x + g.advance
                if scalar == " " { breakAfter = line.count }
            }
            out.append(trimmed(line))
            if lineLimit > 0 && out.count == lineLimit && p < paragraphs.count - 1 {
                truncated = true
                break
            }
        }
        if truncated && truncation == .tail, let last = out.popLast() {
            out.append(ellipsized(last, maxWidth: maxWidth))
        }
        if truncated && truncation == .clip, let maxWidth, let last = out.popLast() {
            out.append(trimmed(last.filter { $0.x + $0.advance <= maxWidth + 1e-9 }))
        }
        return (out, truncated)
    }

    /// `glyph` placed after `previous` at `pen`, kerned; `resolved` reuses a resolution.
    private func place(_ scalar: Unicode.Scalar, after previous: PlacedGlyph?, pen: Double,
                       resolved: PlacedGlyph? = nil) -> PlacedGlyph {
        let r = resolved.map { (source: $0.source, scalar: $0.scalar, advance: $0.advance) } ?? resolve(scalar)
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

    /// The line cut so that it and "…" fit `maxWidth`, then "…" appended.
    private func ellipsized(_ line: [PlacedGlyph], maxWidth: Double?) -> [PlacedGlyph] {
        var line = line
        let mark = resolve(Self.ellipsis)
        while let last = line.last {
            let end = last.x + last.advance
            let fits = maxWidth.map { end + mark.advance <= $0 + 1e-9 } ?? true
            if fits && last.scalar != " " { break }
            line.removeLast()
        }
        return line + [place(mark.scalar, after: line.last, pen: line.last.map { $0.x + $0.advance } ?? 0, resolved:
                                PlacedGlyph(source: mark.source, scalar: mark.scalar, x: 0, advance: mark.advance))]
    }
}
