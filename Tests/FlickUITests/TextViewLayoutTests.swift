import FlickInput
import FlickScene
@testable import FlickUI
import XCTest

/// `TextViewLayout`: changes laid out paragraph by paragraph give what laying the whole text
/// out gives; lookups by offset and by point agree.
final class TextViewLayoutTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()])
    private let style = TextStyle(font: .system(size: 17), lineLimit: 0, truncation: .wrap)

    private func layout(
        _ text: String, width: Double = 100, pieceByteLimit: Int = TextViewLayout.defaultPieceByteLimit,
        engine: TextEngine? = nil
    ) -> TextViewLayout {
        let engine = engine ?? self.engine, style = style
        return TextViewLayout(
            text: text, width: width, lineHeight: engine.lineMetrics(for: style.font).lineHeight, alignment: .leading,
            pieceByteLimit: pieceByteLimit
        ) { engine.layout($0, style: style, maxWidth: width) }
    }

    /// Asserts that `made`'s entries lay `text` out end to end: each one's layout holds its
    /// own slice of the text, the next starts where it ends (after its "\n" unless it
    /// continues), and each sits under the one before.
    private func assertTiles(_ made: TextViewLayout, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let utf8 = Array(text.utf8)
        var offset = 0, top = 0.0
        for paragraph in made.paragraphs {
            XCTAssertEqual(paragraph.start, offset, file: file, line: line)
            XCTAssertEqual(paragraph.top, top, accuracy: 1e-9, file: file, line: line)
            let slice = String(decoding: utf8[paragraph.start..<min(paragraph.end, utf8.count)], as: UTF8.self)
            XCTAssertEqual(paragraph.layout.text, slice, file: file, line: line)
            offset = paragraph.next
            top += paragraph.height
        }
        XCTAssertEqual(offset, utf8.count + 1, "the last entry ends the text", file: file, line: line)
    }

    private func assertSame(
        _ a: TextViewLayout, _ b: TextViewLayout, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.paragraphs.map(\.start), b.paragraphs.map(\.start), file: file, line: line)
        XCTAssertEqual(a.paragraphs.map(\.length), b.paragraphs.map(\.length), file: file, line: line)
        XCTAssertEqual(a.paragraphs.map(\.top), b.paragraphs.map(\.top), file: file, line: line)
        XCTAssertEqual(a.paragraphs.map(\.layout), b.paragraphs.map(\.layout), file: file, line: line)
    }

    func testChangesMatchAFullLayout() {
        var text = "one two three four five six\nshort\n\nlast paragraph here"
        var incremental = layout(text)
        let edits: [(Range<Int>, String)] = [
            (3..<3, " more words to wrap"), (0..<0, "\n"), (10..<40, ""), (5..<6, "\n\n"),
            (0..<text.utf8.count - 30, "é"),
        ]
        for (range, replacement) in edits {
            let upper = min(range.upperBound, text.utf8.count)
            let clamped = min(range.lowerBound, upper)..<upper
            var state = TextEditingState(text: text)
            state.replace(clamped, with: replacement)
            text = state.text
            incremental.replace(clamped, replacementCount: replacement.utf8.count, in: text)
            assertSame(incremental, layout(text))
        }
    }

    func testOffsetsAndPointsAgree() {
        let text = "alpha beta gamma delta\n\nepsilon"
        let made = layout(text)
        XCTAssertEqual(made.paragraphs.count, 3)
        for offset in [0, 3, 6, 11, 17, 22, 23, 24, 28, 31] {
            let origin = made.caretOrigin(forOffset: offset)
            let back = made.offset(nearest: Point(x: origin.x, y: origin.y + made.lineHeight / 2))
            XCTAssertEqual(
                made.caretOrigin(forOffset: back), origin, "offset \(offset) comes back to the same caret place")
        }
        XCTAssertEqual(made.offset(nearest: Point(x: -50, y: -50)), 0)
        XCTAssertEqual(made.offset(nearest: Point(x: 999, y: 999)), text.utf8.count)
    }

    // MARK: Long paragraphs in pieces

    private let words = String(repeating: "lorem ipsum dolor sit amet ", count: 20)

    func testALongParagraphIsLaidOutInPiecesThatWrapAsTheWholeParagraph() {
        let whole = layout(words)
        let pieced = layout(words, pieceByteLimit: 64)
        XCTAssertEqual(whole.paragraphs.count, 1)
        XCTAssertGreaterThan(pieced.paragraphs.count, 8)
        XCTAssertTrue(pieced.paragraphs.allSatisfy { $0.length <= 64 })
        let count = pieced.paragraphs.count
        XCTAssertEqual(pieced.paragraphs.map(\.continues), pieced.paragraphs.indices.map { $0 < count - 1 })
        assertTiles(pieced, words)
        // Cut at wrapped lines' starts: the same lines, carets and height as the whole.
        XCTAssertEqual(
            pieced.paragraphs.flatMap { $0.layout.lines.map(\.text) }, whole.paragraphs[0].layout.lines.map(\.text))
        XCTAssertEqual(pieced.height, whole.height, accuracy: 1e-9)
        for offset in 0...words.utf8.count {
            XCTAssertEqual(
                pieced.caretOrigin(forOffset: offset), whole.caretOrigin(forOffset: offset), "offset \(offset)")
        }
    }

    func testAChangeInALongParagraphLaysOutOnlyThePiecesItTouches() {
        var text = words
        var pieced = layout(text, pieceByteLimit: 64)
        let before = pieced.paragraphs
        let middle = before[before.count / 2].start + 6
        var edits: [(Range<Int>, String)] = [(middle..<middle, "xyz "), (middle..<(middle + 2), "")]
        // At a cut: the piece before it is laid out again with the one after.
        edits.append((before[3].start..<before[3].start, "q"))
        for (range, replacement) in edits {
            var state = TextEditingState(text: text)
            state.replace(range, with: replacement)
            text = state.text
            pieced.replace(range, replacementCount: replacement.utf8.count, in: text)
            assertTiles(pieced, text)
        }
        XCTAssertEqual(pieced.paragraphs.first?.layout, before.first?.layout, "far from the changes: kept")
        XCTAssertEqual(pieced.paragraphs.last?.layout, before.last?.layout)
        XCTAssertEqual(pieced.paragraphs.last?.start, before.last.map { $0.start + 4 - 2 + 1 })
        // Typing on grows a piece past the limit: it is cut again.
        for _ in 0..<80 {
            let end = pieced.paragraphs[1].end
            var state = TextEditingState(text: text)
            state.replace(end..<end, with: "ab ")
            text = state.text
            pieced.replace(end..<end, replacementCount: 3, in: text)
        }
        assertTiles(pieced, text)
        XCTAssertTrue(pieced.paragraphs.allSatisfy { $0.length <= 64 })
    }

    func testPiecesOfARightToLeftParagraphRunRightToLeftAndTurnWithIt() {
        let engine = MixedTextFixture.engine
        var text = String(repeating: "אבג דהו ab ", count: 20)
        var pieced = layout(text, pieceByteLimit: 64, engine: engine)
        XCTAssertGreaterThan(pieced.paragraphs.count, 4)
        XCTAssertTrue(pieced.paragraphs.allSatisfy { $0.layout.lines.allSatisfy(\.isRightToLeft) })
        let whole = layout(text, engine: engine)
        XCTAssertEqual(
            pieced.paragraphs.flatMap { $0.layout.lines.map(\.text) }, whole.paragraphs[0].layout.lines.map(\.text))
        // Its first letter becomes Latin: the whole paragraph, every piece, runs left to right.
        let first = 0..<"אבג".utf8.count
        var state = TextEditingState(text: text)
        state.replace(first, with: "xy")
        text = state.text
        pieced.replace(first, replacementCount: 2, in: text)
        assertTiles(pieced, text)
        XCTAssertTrue(pieced.paragraphs.allSatisfy { !$0.layout.lines.contains(where: \.isRightToLeft) })
    }

    // MARK: Wrapped lines' ends

    func testUpstreamAtAWrappedLinesStartIsTheEndOfTheLineBefore() {
        // A word longer than a line wraps by character: lines meet with no space between.
        let made = layout("abcdefghijklmnop")
        let a = MixedTextFixture.advance
        XCTAssertEqual(made.paragraphs[0].layout.lines.count, 3)
        let join = made.lineBounds(ofOffset: 0).upperBound
        XCTAssertEqual(join, 7)
        XCTAssertEqual(made.caretOrigin(forOffset: join), Point(x: 0, y: made.lineHeight))
        XCTAssertEqual(made.caretOrigin(forOffset: join, affinity: .upstream), Point(x: 7 * a, y: 0))
        XCTAssertEqual(made.lineBounds(ofOffset: join, affinity: .upstream), 0..<7)
        XCTAssertEqual(made.lineBounds(ofOffset: join), 7..<14)
        // Down from the end of the first line keeps its x: the end of the second, upstream.
        let down = made.place(movingVerticallyFrom: join, affinity: .upstream, up: false, x: 7 * a)
        XCTAssertEqual(down, CaretPlace(offset: 14, affinity: .upstream))
        XCTAssertEqual(
            made.caretOrigin(forOffset: down.offset, affinity: down.affinity), Point(x: 7 * a, y: made.lineHeight))
        let up = made.place(movingVerticallyFrom: 14, affinity: .upstream, up: true, x: 0)
        XCTAssertEqual(up, CaretPlace(offset: 0))
        // A tap right of the first line's end: its end, drawn there.
        XCTAssertEqual(made.place(nearest: Point(x: 95, y: 2)), CaretPlace(offset: 7, affinity: .upstream))
        // A paragraph's first line has no line before it.
        let two = layout("abc\ndef")
        XCTAssertEqual(two.caretOrigin(forOffset: 4, affinity: .upstream), two.caretOrigin(forOffset: 4))
    }

    func testArrowsAtTheVisualEndOfAWrappedRightToLeftLineGoOnToTheNextLine() {
        let engine = MixedTextFixture.engine
        // "אבג דהו זחט" wraps after "אבג דהו": two right-to-left lines.
        let text = "אבג דהו זחט"
        let made = layout(text, engine: engine)
        XCTAssertEqual(made.paragraphs[0].layout.lines.count, 2)
        let secondStart = "אבג דהו ".utf8.count
        let firstEnd = made.lineBounds(ofOffset: 0).upperBound
        // Left at the first line's left end (its logical end): the second line's start, on
        // its right end.
        let leftEnd = made.paragraphs[0].layout.lines[0]
        var place = CaretPlace(offset: firstEnd)
        XCTAssertEqual(made.caretOrigin(forOffset: firstEnd).y, 0)
        XCTAssertEqual(made.caretOrigin(forOffset: firstEnd).x, 0, accuracy: 1e-9, "\(leftEnd.text)")
        place = made.place(visuallyBeside: place.offset, affinity: place.affinity, left: true, changingOffset: false)!
        XCTAssertEqual(place, CaretPlace(offset: secondStart))
        let second = made.caretOrigin(forOffset: place.offset, affinity: place.affinity)
        XCTAssertEqual(second.y, made.lineHeight)
        XCTAssertEqual(second.x, made.paragraphs[0].layout.lines[1].width, accuracy: 1e-9, "the right end")
        // Right from there: back to the first line's left end.
        let back = made.place(
            visuallyBeside: place.offset, affinity: place.affinity, left: false, changingOffset: false)!
        XCTAssertEqual(back.offset, firstEnd)
        XCTAssertEqual(made.caretOrigin(forOffset: back.offset, affinity: back.affinity), Point(x: 0, y: 0))
        // At the text's visual end: nowhere further.
        let end = text.utf8.count
        XCTAssertEqual(
            made.place(visuallyBeside: end, affinity: .downstream, left: true, changingOffset: false),
            CaretPlace(offset: end))
    }
}
