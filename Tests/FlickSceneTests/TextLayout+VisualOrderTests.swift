import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

/// Character extents, selection spans and visual caret moves on mixed lines, over `BitmapFont`
/// (every glyph 6 pt wide at 8 pt) with `BidiTestShaper`'s levels: "ab אב cd" shows as
/// "ab בא cd".
final class TextLayoutVisualOrderTests: XCTestCase {
    let engine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
    let style = TextStyle(font: .system(size: 8), lineLimit: 0)
    let mixed = "ab אב cd"

    func testTheHebrewRunIsReversedAndItsCaretsSitOnTheRightEdgeOfTheirGlyph() {
        let layout = engine.layout(mixed, style: style)
        XCTAssertEqual(layout.lines[0].glyphs.map(\.cluster), [0, 1, 2, 4, 3, 5, 6, 7], "ב drawn left of א")
        // A caret stands on its character's leading edge: in the Hebrew run, its right edge.
        XCTAssertEqual(layout.caretStops(inLine: 0).map(\.x), [0, 6, 12, 30, 24, 30, 36, 42, 48])
    }

    func testEachCharacterSpansItsGlyph() {
        let extents = engine.layout(mixed, style: style).characterExtents(inLine: 0)
        XCTAssertEqual(extents, [0...6, 6...12, 12...18, 24...30, 18...24, 30...36, 36...42, 42...48])
        XCTAssertEqual(engine.layout("", style: style).characterExtents(inLine: 0), [])
        XCTAssertEqual(engine.layout("ab", style: style).characterExtents(inLine: 3), [], "no such line")
    }

    func testASelectionAcrossADirectionBoundaryShowsOneSpanPerStretch() {
        let layout = engine.layout(mixed, style: style)
        // " א": the space left of the run, and א at its right end.
        XCTAssertEqual(layout.selectionSpans(for: 2..<4, inLine: 0), [12...18, 24...30])
        // "b אב": contiguous on screen.
        XCTAssertEqual(layout.selectionSpans(for: 1..<5, inLine: 0), [6...30])
        XCTAssertEqual(layout.selectionSpans(for: 3..<3, inLine: 0), [])
        XCTAssertEqual(TextLayout.merged([5...6, 0...2, 2...4, 4...4]), [0...4, 5...6], "empty extents dropped")
    }

    func testArrowsMoveTheCaretOnScreen() {
        let layout = engine.layout(mixed, style: style)
        func walk(from offset: Int, left: Bool) -> [Int] {
            var visited: [Int] = [], current = offset
            while let next = layout.offset(visuallyBeside: current, left: left, inLine: 0), visited.count < 20 {
                visited.append(next)
                current = next
            }
            return visited
        }
        // Rightwards the caret crosses the run from its left end (before ב) to its right one.
        XCTAssertEqual(walk(from: 0, left: false), [1, 2, 4, 3, 6, 7, 8])
        XCTAssertEqual(walk(from: 8, left: true), [7, 6, 5, 4, 2, 1, 0])
        XCTAssertNil(layout.offset(visuallyBeside: 0, left: true, inLine: 0), "the line's left end")
    }

    func testARightToLeftParagraphPutsItsStartOnTheRight() {
        let layout = engine.layout("אב cd", style: style)
        XCTAssertTrue(layout.lines[0].isRightToLeft)
        // Shown as "cd בא": the paragraph starts at the right end.
        XCTAssertEqual(layout.caretStops(inLine: 0).first?.x, 30)
        XCTAssertEqual(layout.selectionSpans(for: 0..<2, inLine: 0), [18...30])
        XCTAssertEqual(layout.offset(nearestTo: 31, inLine: 0), 0, "a tap at the right end: the text's start")
    }
}
