import FlickInput
import FlickScene
@testable import FlickUI
import XCTest

/// `TextViewLayout`: changes laid out paragraph by paragraph give what laying the whole text
/// out gives; lookups by offset and by point agree.
final class TextViewLayoutTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()])
    private let style = TextStyle(font: .system(size: 17), lineLimit: 0, truncation: .wrap)

    private func layout(_ text: String, width: Double = 100) -> TextViewLayout {
        let engine = engine, style = style
        return TextViewLayout(
            text: text, width: width, lineHeight: engine.lineMetrics(for: style.font).lineHeight, alignment: .leading
        ) { engine.layout($0, style: style, maxWidth: width) }
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
}
