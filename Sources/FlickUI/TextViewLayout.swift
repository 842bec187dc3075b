import FlickInput
import FlickScene

/// A `TextView`'s text laid out as paragraphs (the runs between "\n"), each wrapped to the
/// text container's width by the engine (shaped, bidirectional), stacked top to bottom: the
/// one place the view's caret, hit-testing and line moves are computed. A change re-lays out
/// only the paragraphs it touches and shifts the rest (offsets and tops), so typing into a
/// long text costs one paragraph's layout, not the text's.
///
/// A paragraph longer than `pieceByteLimit` is laid out in pieces, as a field shapes a long
/// line (TextCaretGeometry+Pieces.swift): each piece is an entry of `paragraphs` of its own
/// (`continues` true on all but the last), cut at the start of a wrapped line whose first
/// character is a letter of the paragraph's direction, so the piece wraps as the whole
/// paragraph does and reorders on its own as the paragraph would (UAX #9 reverses no run
/// across such a place, and the piece takes its direction from that letter). A change lays
/// out again only the pieces it touches, keeping the cuts around them; the last line of an
/// edited piece may then end short of where the whole paragraph would wrap it, until the
/// paragraph is laid out whole again (a new width or font).
///
/// Offsets are UTF-8 offsets into the whole text (as `TextEditingState`'s); positions are
/// points in the text container (its top-left corner at 0, 0). Carets come from the shaped
/// clusters (TextLayout+Carets.swift): a ligature's characters share its glyph, a
/// right-to-left run puts its carets in visual order.
struct TextViewLayout {
    /// One paragraph: where it is in the text and on screen, and its layout.
    struct Paragraph {
        /// UTF-8 offset of its first byte in the text.
        var start: Int
        /// Its length in UTF-8 bytes, without the "\n" after it.
        var length: Int
        /// Its text wrapped to the container's width.
        var layout: TextLayout
        /// Its top, points from the container's top.
        var top: Double
        /// Its height, points (one line at least: an empty paragraph holds the caret).
        var height: Double
        /// True when it is a piece of a long paragraph the next entry goes on with (no "\n"
        /// after it: the next starts at its `end`).
        var continues = false
        /// UTF-8 offset just after its last character (where its "\n" is).
        var end: Int { start + length }
        /// UTF-8 offset where the next entry starts.
        var next: Int { continues ? end : end + 1 }
    }

    /// The paragraphs, in order.
    private(set) var paragraphs: [Paragraph] = []
    /// Baseline-to-baseline distance, points.
    let lineHeight: Double
    /// The container's width, points.
    let width: Double
    /// Where lines sit across the width.
    let alignment: TextAlignment
    /// Lays out one paragraph (no "\n" inside) for `width`.
    let layoutParagraph: (String) -> TextLayout
    /// The longest paragraph, UTF-8 bytes, laid out whole; a longer one is laid out in pieces
    /// of at most this many.
    let pieceByteLimit: Int

    /// The longest paragraph a `TextView` lays out whole, UTF-8 bytes (our choice: about 15
    /// lines 600 pt wide, so the piece laid out again per keystroke stays near a millisecond,
    /// as `flick bench text --text-view --paragraph-length` measures).
    static let defaultPieceByteLimit = 1024

    /// The layout of `text`, paragraphs longer than `pieceByteLimit` bytes laid out in pieces.
    init(
        text: String, width: Double, lineHeight: Double, alignment: TextAlignment,
        pieceByteLimit: Int = Self.defaultPieceByteLimit, layoutParagraph: @escaping (String) -> TextLayout
    ) {
        (self.width, self.lineHeight, self.alignment) = (width, lineHeight, alignment)
        self.layoutParagraph = layoutParagraph
        self.pieceByteLimit = max(pieceByteLimit, 4)
        paragraphs = makeParagraphs(text.utf8[...], start: 0, top: 0, continuesAtEnd: false)
    }

    /// The height of all paragraphs, points.
    var height: Double { paragraphs.last.map { $0.top + $0.height } ?? lineHeight }

    /// Paragraphs for `bytes` (the text from UTF-8 offset `start`), stacked from `top`; the
    /// last one's last piece `continues` when `continuesAtEnd` (a piece of a paragraph going
    /// on after `bytes`).
    private func makeParagraphs(_ bytes: Substring.UTF8View, start: Int, top: Double, continuesAtEnd: Bool)
        -> [Paragraph]
    {
        var made: [Paragraph] = []
        var top = top, offset = start
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while true {
            let atEnd = index == bytes.endIndex
            if atEnd || bytes[index] == 0x0A {
                let text = Substring(bytes[lineStart..<index])
                let pieces = pieces(of: text)
                for (k, piece) in pieces.enumerated() {
                    let layout = piece.layout
                    let height = Double(max(layout.lines.count, 1)) * lineHeight
                    let length = piece.text.utf8.count
                    let continues = k + 1 < pieces.count || (atEnd && continuesAtEnd)
                    made.append(
                        Paragraph(
                            start: offset, length: length, layout: layout, top: top, height: height,
                            continues: continues))
                    top += height
                    offset += length
                }
                offset += 1
                if atEnd { break }
                lineStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        return made
    }

    /// `paragraph` (no "\n" inside) laid out: whole when it has at most `pieceByteLimit`
    /// bytes, else in pieces of at most that many, each cut at the start of its last wrapped
    /// line that begins with a letter of the paragraph's direction (at a character boundary
    /// where no line does: a word longer than a piece).
    private func pieces(of paragraph: Substring) -> [(text: String, layout: TextLayout)] {
        let utf8 = paragraph.utf8
        guard utf8.count > pieceByteLimit else {
            let text = String(paragraph)
            return [(text, layoutParagraph(text))]
        }
        var made: [(text: String, layout: TextLayout)] = []
        var isRightToLeft: Bool?
        var start = utf8.startIndex
        while utf8.distance(from: start, to: utf8.endIndex) > pieceByteLimit {
            var end = utf8.index(start, offsetBy: pieceByteLimit)
            // Back to a scalar's first byte.
            while end > start, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
            let chunk = String(Substring(utf8[start..<end]))
            let chunkLayout = layoutParagraph(chunk)
            let direction = isRightToLeft ?? chunkLayout.lines.first?.isRightToLeft ?? false
            isRightToLeft = direction
            var cut = chunk.utf8.count
            if let line = Self.lastPieceStart(in: chunkLayout, isRightToLeft: direction) {
                cut = Self.utf8Offset(ofUTF16: chunkLayout.lines[line].range.lowerBound, in: chunk)
            } else if let last = chunk.indices.last, last > chunk.startIndex {
                // No line to cut before: the last character boundary (the piece ends there).
                cut = chunk.utf8.distance(from: chunk.utf8.startIndex, to: last)
            }
            if cut == chunk.utf8.count {
                made.append((chunk, chunkLayout))
            } else {
                let text = String(Substring(chunk.utf8.prefix(cut)))
                made.append((text, layoutParagraph(text)))
            }
            start = utf8.index(start, offsetBy: cut)
        }
        let text = String(Substring(utf8[start...]))
        made.append((text, layoutParagraph(text)))
        return made
    }

    /// The last line (after the first) of `layout` starting with a letter of the paragraph's
    /// direction (drawn right to left when `isRightToLeft`): a piece may end before it.
    private static func lastPieceStart(in layout: TextLayout, isRightToLeft: Bool) -> Int? {
        let scalars = layout.text.unicodeScalars
        for line in layout.lines.indices.dropFirst().reversed() {
            let offset = layout.lines[line].range.lowerBound
            let index = String.Index(utf16Offset: offset, in: layout.text)
            guard index < scalars.endIndex else { continue }
            switch scalars[index].properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: break
            default: continue
            }
            if let glyph = layout.lines[line].glyphs.first(where: { $0.cluster == offset }),
                glyph.isRightToLeft == isRightToLeft
            {
                return line
            }
        }
        return nil
    }

    /// Updates the layout after UTF-8 `range` (offsets before the change) became
    /// `replacementCount` bytes, giving `text`: the paragraphs the change touches are laid out
    /// again, those after it shift.
    mutating func replace(_ range: Range<Int>, replacementCount: Int, in text: String) {
        let delta = replacementCount - range.count
        var first = paragraphIndex(containing: range.lowerBound)
        // A change at a piece's start may change the letter it was cut before: the piece
        // before it is laid out again too.
        if first > 0, paragraphs[first - 1].continues, range.lowerBound == paragraphs[first].start { first -= 1 }
        var last = paragraphIndex(containing: range.upperBound)
        // The pieces of the paragraph holding the change's end take their direction from its
        // first piece: when that one is laid out again, so are they if it turns.
        var paragraphStart = last
        while paragraphStart > 0, paragraphs[paragraphStart - 1].continues { paragraphStart -= 1 }
        let direction = paragraphs[paragraphStart].layout.lines.first?.isRightToLeft
        var made: [Paragraph] = []
        while true {
            let spanStart = paragraphs[first].start
            let spanEnd = paragraphs[last].end + delta
            let utf8 = text.utf8
            guard spanStart <= spanEnd, spanEnd <= utf8.count else {
                paragraphs = makeParagraphs(text.utf8[...], start: 0, top: 0, continuesAtEnd: false)
                return
            }
            let lower = utf8.index(utf8.startIndex, offsetBy: spanStart)
            let upper = utf8.index(lower, offsetBy: spanEnd - spanStart)
            made = makeParagraphs(
                text[lower..<upper].utf8, start: spanStart, top: paragraphs[first].top,
                continuesAtEnd: paragraphs[last].continues)
            guard paragraphs[last].continues, paragraphStart >= first else { break }
            // The first piece of the paragraph going on after the span, among those made.
            var start = made.count - 1
            while start > 0, made[start - 1].continues { start -= 1 }
            if made[start].layout.lines.first?.isRightToLeft == direction { break }
            while paragraphs[last].continues { last += 1 }
        }
        let oldBottom = paragraphs[last].top + paragraphs[last].height
        let newBottom = made.last.map { $0.top + $0.height } ?? oldBottom
        paragraphs.replaceSubrange(first...last, with: made)
        let shift = newBottom - oldBottom
        for index in (first + made.count)..<paragraphs.count {
            paragraphs[index].start += delta
            paragraphs[index].top += shift
        }
    }

    // MARK: Lookups

    /// The paragraph holding UTF-8 `offset` (its "\n" belongs to it).
    func paragraphIndex(containing offset: Int) -> Int { lastParagraph(\.start, atOrBefore: offset) }

    /// The paragraph at `y` (points; above the first: the first, below the last: the last).
    func paragraphIndex(atY y: Double) -> Int { lastParagraph(\.top, atOrBefore: y) }

    /// The last paragraph whose `key` is at most `value` (the first when none is): a binary
    /// search, keys ascending.
    private func lastParagraph<Key: Comparable>(_ key: KeyPath<Paragraph, Key>, atOrBefore value: Key) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if paragraphs[mid][keyPath: key] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The paragraphs whose lines meet `top..<bottom` (points).
    func paragraphs(from top: Double, to bottom: Double) -> ClosedRange<Int> {
        paragraphIndex(atY: top)...paragraphIndex(atY: bottom)
    }

    /// A place on screen: paragraph, line in it, and the UTF-8 offset.
    struct Position: Hashable {
        /// The paragraph's index.
        var paragraph: Int
        /// The line's index in the paragraph's layout.
        var line: Int
    }

    /// The line UTF-8 `offset` is drawn on with `affinity`: where a wrapped line starts (not
    /// a paragraph's first line), upstream is the end of the line before it, as UIKit draws
    /// the caret after typing up to a wrap or after End.
    func position(ofOffset offset: Int, affinity: SelectionAffinity = .downstream) -> Position {
        let index = paragraphIndex(containing: offset)
        let paragraph = paragraphs[index]
        let local = Self.utf16Offset(ofUTF8: offset - paragraph.start, in: paragraph.layout.text)
        let line = paragraph.layout.lines.isEmpty ? 0 : paragraph.layout.line(atOffset: local)
        if affinity == .upstream {
            if line > 0, paragraph.layout.lines[line].range.lowerBound == local {
                return Position(paragraph: index, line: line - 1)
            }
            if offset == paragraph.start, index > 0, paragraphs[index - 1].continues {
                return Position(paragraph: index - 1, line: max(paragraphs[index - 1].layout.lines.count - 1, 0))
            }
        }
        return Position(paragraph: index, line: line)
    }

    /// The UTF-16 offset of UTF-8 `offset` in paragraph `index`'s layout (its length for an
    /// offset past it: the start of the next piece).
    private func localOffset(_ offset: Int, inParagraph index: Int) -> Int {
        let paragraph = paragraphs[index]
        return Self.utf16Offset(ofUTF8: offset - paragraph.start, in: paragraph.layout.text)
    }

    /// The caret's top-left corner for UTF-8 `offset` drawn with `affinity` (which of its two
    /// places at a run boundary or a wrapped line's end), points in the container.
    func caretOrigin(forOffset offset: Int, affinity: SelectionAffinity = .downstream) -> Point {
        let position = position(ofOffset: offset, affinity: affinity)
        let paragraph = paragraphs[position.paragraph]
        let layout = paragraph.layout
        let y = paragraph.top + Double(position.line) * lineHeight
        guard !layout.lines.isEmpty else { return Point(x: emptyLineX, y: y) }
        let local = localOffset(offset, inParagraph: position.paragraph)
        let x = layout.caretX(atOffset: local, affinity: affinity, inLine: position.line)
        return Point(x: x + layout.lineOffset(position.line, in: width, alignment: alignment), y: y)
    }

    /// The caret's x on an empty line, points.
    private var emptyLineX: Double {
        switch alignment {
        case .leading, .natural: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    /// The character boundary nearest to `point` (points in the container), as a UTF-8
    /// offset: where a tap there puts the caret.
    func offset(nearest point: Point) -> Int { place(nearest: point).offset }

    /// The caret place nearest to `point` (points in the container), UTF-8 offset and
    /// affinity: where a tap there puts the caret.
    func place(nearest point: Point) -> CaretPlace {
        let index = paragraphIndex(atY: point.y)
        let paragraph = paragraphs[index]
        let layout = paragraph.layout
        let line = min(
            max(Int(((point.y - paragraph.top) / lineHeight).rounded(.down)), 0), max(layout.lines.count - 1, 0))
        guard layout.hasRightToLeftRuns(inLine: line) else {
            let found = offset(nearestX: point.x, paragraph: index, line: line)
            // The end of a line the next one starts at (no space between): drawn on this one.
            let onLine = position(ofOffset: found) == Position(paragraph: index, line: line)
            return CaretPlace(offset: found, affinity: onLine ? .downstream : .upstream)
        }
        let place = layout.place(
            nearestTo: point.x - layout.lineOffset(line, in: width, alignment: alignment), inLine: line)
        return CaretPlace(
            offset: paragraph.start + Self.utf8Offset(ofUTF16: place.offset, in: layout.text), affinity: place.affinity)
    }

    /// The boundary on line `line` of paragraph `index` nearest to `x`, UTF-8 offset.
    func offset(nearestX x: Double, paragraph index: Int, line: Int) -> Int {
        let paragraph = paragraphs[index]
        let layout = paragraph.layout
        guard !layout.lines.isEmpty else { return paragraph.start }
        let local = layout.offset(nearestTo: x - layout.lineOffset(line, in: width, alignment: alignment), inLine: line)
        return paragraph.start + Self.utf8Offset(ofUTF16: local, in: layout.text)
    }

    /// The offset one line above (`up`) or below UTF-8 `offset` nearest to `x` (points, the
    /// x the caret keeps while moving by lines); the text's start above the first line, its
    /// end below the last.
    func offset(movingVerticallyFrom offset: Int, up: Bool, x: Double) -> Int {
        place(movingVerticallyFrom: offset, affinity: .downstream, up: up, x: x).offset
    }

    /// The place one line above (`up`) or below the caret at UTF-8 `offset` drawn with
    /// `affinity`, nearest to `x` (points, the x the caret keeps while moving by lines), with
    /// the affinity that keeps it on that line (upstream at a wrapped line's end); the text's
    /// start above the first line, its end below the last.
    func place(movingVerticallyFrom offset: Int, affinity: SelectionAffinity, up: Bool, x: Double) -> CaretPlace {
        let position = position(ofOffset: offset, affinity: affinity)
        let lineCount = max(paragraphs[position.paragraph].layout.lines.count, 1)
        var target = position
        if up {
            if position.line > 0 {
                target.line -= 1
            } else if position.paragraph > 0 {
                target.paragraph -= 1
                target.line = max(paragraphs[target.paragraph].layout.lines.count - 1, 0)
            } else {
                return CaretPlace(offset: 0)
            }
        } else {
            if position.line < lineCount - 1 {
                target.line += 1
            } else if position.paragraph < paragraphs.count - 1 {
                target.paragraph += 1
                target.line = 0
            } else {
                return CaretPlace(offset: paragraphs[position.paragraph].end)
            }
        }
        let found = self.offset(nearestX: x, paragraph: target.paragraph, line: target.line)
        // The end of a line the next one starts at (no space between): drawn on this one.
        let onLine = self.position(ofOffset: found) == target
        return CaretPlace(offset: found, affinity: onLine ? .downstream : .upstream)
    }

    /// The start and end (UTF-8 offsets) of the line the caret at `offset` drawn with
    /// `affinity` is on.
    func lineBounds(ofOffset offset: Int, affinity: SelectionAffinity = .downstream) -> Range<Int> {
        lineBounds(of: position(ofOffset: offset, affinity: affinity))
    }

    /// The start and end (UTF-8 offsets) of the line at `position`.
    private func lineBounds(of position: Position) -> Range<Int> {
        let paragraph = paragraphs[position.paragraph]
        let layout = paragraph.layout
        guard !layout.lines.isEmpty else { return paragraph.start..<paragraph.start }
        let lines = layout.lines
        let lower = Self.utf8Offset(ofUTF16: lines[position.line].range.lowerBound, in: layout.text)
        let upper =
            position.line + 1 < lines.count
            ? Self.utf8Offset(ofUTF16: lines[position.line].range.upperBound, in: layout.text) : paragraph.length
        return (paragraph.start + lower)..<(paragraph.start + max(upper, lower))
    }

    /// The caret place next on screen to the caret at UTF-8 `offset` drawn with `affinity`,
    /// left (`left`) or right, on a line with right-to-left runs, through both places of a
    /// run boundary (with `changingOffset`, only places of other offsets); from the line's
    /// visual end on to the next line in the paragraph's reading direction (its start, drawn
    /// there) or back to the line before (its end, drawn there), as UIKit's text views move
    /// visually. `nil` on a left-to-right line (moving through the text is the same).
    func place(visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool)
        -> CaretPlace?
    {
        let position = position(ofOffset: offset, affinity: affinity)
        let paragraph = paragraphs[position.paragraph]
        let layout = paragraph.layout
        guard layout.hasRightToLeftRuns(inLine: position.line) else { return nil }
        let local = localOffset(offset, inParagraph: position.paragraph)
        if let place = layout.place(
            visuallyBeside: local, affinity: affinity, left: left, changingOffset: changingOffset,
            inLine: position.line)
        {
            return CaretPlace(
                offset: paragraph.start + Self.utf8Offset(ofUTF16: place.offset, in: layout.text),
                affinity: place.affinity)
        }
        // At the line's visual end: the arrow pointing the way the paragraph reads goes on to
        // the next line, the other back to the line before.
        let forward = left == layout.lines[position.line].isRightToLeft
        guard let target = forward ? self.position(after: position) : self.position(before: position) else {
            return CaretPlace(offset: offset, affinity: affinity)
        }
        let bounds = lineBounds(of: target)
        // Where the lines meet without a space between, one offset is both lines' end: the
        // affinity says which (with `changingOffset`, the boundary past it instead).
        if forward {
            guard bounds.lowerBound == offset, changingOffset else { return CaretPlace(offset: bounds.lowerBound) }
            return CaretPlace(offset: min(nextStop(after: bounds.lowerBound, on: target), bounds.upperBound))
        }
        let end = bounds.upperBound
        guard end == offset else {
            return CaretPlace(offset: end, affinity: lineStartsAt(end) ? .upstream : .downstream)
        }
        guard changingOffset else { return CaretPlace(offset: end, affinity: .upstream) }
        return CaretPlace(offset: previousStop(before: end, on: target))
    }

    /// The line after `position` (the next paragraph's first after a paragraph's last);
    /// `nil` after the last.
    private func position(after position: Position) -> Position? {
        if position.line + 1 < paragraphs[position.paragraph].layout.lines.count {
            return Position(paragraph: position.paragraph, line: position.line + 1)
        }
        return position.paragraph + 1 < paragraphs.count ? Position(paragraph: position.paragraph + 1, line: 0) : nil
    }

    /// The line before `position`; `nil` before the first.
    private func position(before position: Position) -> Position? {
        if position.line > 0 { return Position(paragraph: position.paragraph, line: position.line - 1) }
        guard position.paragraph > 0 else { return nil }
        let previous = position.paragraph - 1
        return Position(paragraph: previous, line: max(paragraphs[previous].layout.lines.count - 1, 0))
    }

    /// True when a wrapped line (not a paragraph's first) starts at UTF-8 `offset`.
    private func lineStartsAt(_ offset: Int) -> Bool {
        position(ofOffset: offset, affinity: .upstream) != position(ofOffset: offset)
    }

    /// The caret stop after UTF-8 `offset` on the line at `position`, UTF-8 offset.
    private func nextStop(after offset: Int, on position: Position) -> Int {
        let paragraph = paragraphs[position.paragraph]
        let local = localOffset(offset, inParagraph: position.paragraph)
        let stop = paragraph.layout.caretStops(inLine: position.line).map(\.offset).filter { $0 > local }.min()
        return stop.map { paragraph.start + Self.utf8Offset(ofUTF16: $0, in: paragraph.layout.text) } ?? offset
    }

    /// The caret stop before UTF-8 `offset` on the line at `position`, UTF-8 offset.
    private func previousStop(before offset: Int, on position: Position) -> Int {
        let paragraph = paragraphs[position.paragraph]
        let local = localOffset(offset, inParagraph: position.paragraph)
        let stop = paragraph.layout.caretStops(inLine: position.line).map(\.offset).filter { $0 < local }.max()
        return stop.map { paragraph.start + Self.utf8Offset(ofUTF16: $0, in: paragraph.layout.text) } ?? offset
    }

    /// The rectangles (points in the container) that highlight UTF-8 `range`: per line it
    /// covers between `top` and `bottom` (the visible part), one per stretch of the line it
    /// shows as (several where it crosses right-to-left runs).
    func selectionRects(for range: Range<Int>, from top: Double, to bottom: Double) -> [Rect] {
        guard !range.isEmpty else { return [] }
        let lowerOrigin = caretOrigin(forOffset: range.lowerBound)
        let upperOrigin = caretOrigin(forOffset: range.upperBound)
        var rects: [Rect] = []
        let half = lineHeight / 2
        var y = lowerOrigin.y
        // From the first visible line on (whole lines: tops are multiples of the line height).
        if y < top - lineHeight { y += ((top - lineHeight - y) / lineHeight).rounded(.down) * lineHeight }
        while y <= min(upperOrigin.y, bottom) + half {
            let isLast = abs(y - upperOrigin.y) < half
            let index = paragraphIndex(atY: y + half)
            let paragraph = paragraphs[index]
            let line = min(
                max(Int(((y + half - paragraph.top) / lineHeight).rounded(.down)), 0),
                max(paragraph.layout.lines.count - 1, 0))
            let layout = paragraph.layout
            guard layout.lines.indices.contains(line) else {
                // An empty line inside the selection: the room of its line break.
                if !isLast { rects.append(Rect(x: emptyLineX, y: y, width: lineHeight / 4, height: lineHeight)) }
                y += lineHeight
                continue
            }
            let lineX = layout.lineOffset(line, in: width, alignment: alignment)
            let lower = Self.utf16Offset(
                ofUTF8: max(range.lowerBound, paragraph.start) - paragraph.start, in: layout.text)
            let upper = Self.utf16Offset(
                ofUTF8: min(range.upperBound, paragraph.end) - paragraph.start, in: layout.text)
            var spans = layout.selectionSpans(for: lower..<max(upper, lower), inLine: line).map {
                (lineX + $0.lowerBound)...(lineX + $0.upperBound)
            }
            // A line break inside the selection shows as a little room after the line (on
            // its left in a right-to-left paragraph).
            if !isLast {
                let room = lineHeight / 4
                if layout.lines[line].isRightToLeft {
                    let edge = spans.first?.lowerBound ?? lineX
                    spans.insert((edge - room)...edge, at: 0)
                } else {
                    let edge = spans.last?.upperBound ?? lineX + layout.lines[line].width
                    spans.append(edge...(edge + room))
                }
            }
            for span in TextLayout.merged(spans) {
                rects.append(
                    Rect(x: span.lowerBound, y: y, width: span.upperBound - span.lowerBound, height: lineHeight))
            }
            y += lineHeight
        }
        return rects
    }

    // MARK: Offsets

    /// The UTF-16 offset in `text` of UTF-8 offset `offset` (clamped).
    static func utf16Offset(ofUTF8 offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The UTF-8 offset in `text` of UTF-16 offset `offset` (clamped).
    static func utf8Offset(ofUTF16 offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}
