import FlickAnimation
import FlickInput
import FlickScene
import XCTest

/// Carets and character boundaries over `BitmapFont` (no font file, no shaper): at 8 pt
/// every glyph is 6 pt wide, a character the font lacks draws as a 6 pt box.
final class TextLayoutCaretsTests: XCTestCase {
    let engine = TextEngine(sources: [BitmapFont()])
    let style = TextStyle(font: .system(size: 8), lineLimit: 0)

    func testCaretsStandBetweenGlyphs() {
        let layout = engine.layout("abc", style: style)
        XCTAssertEqual(
            layout.caretStops(inLine: 0),
            [
                CaretStop(offset: 0, x: 0), CaretStop(offset: 1, x: 6),
                CaretStop(offset: 2, x: 12), CaretStop(offset: 3, x: 18),
            ])
        XCTAssertEqual(layout.caretX(atOffset: 2, inLine: 0), 12)
        XCTAssertEqual(layout.offset(nearestTo: 8, inLine: 0), 1)
        XCTAssertEqual(layout.offset(nearestTo: 10, inLine: 0), 2)
        XCTAssertEqual(layout.offset(nearestTo: -40, inLine: 0), 0)
        XCTAssertEqual(layout.offset(nearestTo: 400, inLine: 0), 3)
    }

    func testCaretsNeverStopInsideACharacter() {
        // A ZWJ emoji sequence (woman, ZWJ, woman, ZWJ, girl: 8 UTF-16 units) and a letter with
        // a combining accent are one character each, whatever the font draws for them.
        let layout = engine.layout("a👩‍👩‍👧e\u{301}b", style: style)
        XCTAssertEqual(layout.characterBoundaries, [0, 1, 9, 11, 12])
        let stops = layout.caretStops(inLine: 0)
        XCTAssertEqual(stops.map(\.offset), [0, 1, 9, 11, 12])
        XCTAssertEqual(stops.map(\.x), stops.map(\.x).sorted())
        XCTAssertEqual(stops.last?.x, layout.lines[0].width)
        XCTAssertEqual(layout.caretX(atOffset: 4, inLine: 0), stops[1].x, "inside the sequence: the nearest stop")
    }

    func testLinesKnowTheirRangeAndText() {
        let layout = engine.layout("ab cd\nef", style: style, maxWidth: 3 * 6)
        XCTAssertEqual(layout.lines.map(\.text), ["ab", "cd", "ef"])
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 3..<5, 6..<8])
        XCTAssertEqual(layout.line(atOffset: 4), 1)
        XCTAssertEqual(layout.line(atOffset: 7), 2)
        XCTAssertEqual(layout.caretStops(inLine: 1).map(\.offset), [3, 4, 5])
        XCTAssertEqual(layout.caretStops(inLine: 1).first?.x, 0, "each line's carets start at its left end")
        XCTAssertEqual(layout.lines.flatMap { $0.glyphs.map(\.cluster) }, [0, 1, 3, 4, 6, 7])
        let empty = engine.layout("a\n\nb", style: style)
        XCTAssertEqual(empty.lines[1].range, 2..<2)
        XCTAssertEqual(empty.caretStops(inLine: 1), [CaretStop(offset: 2, x: 0)])
        XCTAssertEqual(empty.caretStops(inLine: 7), [], "no such line")
    }

    func testATruncatedLineShowsTheEllipsisInItsText() {
        let layout = engine.layout("HELLO WORLD", style: TextStyle(font: .system(size: 8), lineLimit: 1), maxWidth: 40)
        XCTAssertEqual(layout.lines[0].text, "HELLO…")
        XCTAssertEqual(layout.lines[0].range, 0..<6, "the kept characters and where the ellipsis stands")
    }

    func testCharacterWrappingNeverSplitsACharacter() {
        // e + combining acute: two glyphs (the accent draws as a box), one character 12 pt wide.
        let text = "e\u{301}e\u{301}e\u{301}"
        let style = TextStyle(font: .system(size: 8), lineLimit: 0, wrapping: .character)
        let layout = engine.layout(text, style: style, maxWidth: 18)
        XCTAssertEqual(layout.lines.map(\.text), ["e\u{301}", "e\u{301}", "e\u{301}"])
    }

    func testInvisibleCharactersNoFontHasDrawNothing() {
        let layout = engine.layout("a\u{200D}\u{202E}b", style: style)
        XCTAssertEqual(layout.lines[0].width, 12, "the joiner and the override take no room")
        XCTAssertEqual(layout.lines[0].glyphs.map(\.scalar), ["a", "\u{200D}", "\u{202E}", "b"])
        var list = DisplayList()
        engine.draw(layout, at: .zero, color: .black, pixelsPerPoint: 1, into: &list)
        guard case .mesh(let mesh) = list.items.first else { return XCTFail("no mesh") }
        XCTAssertEqual(mesh.triangleCount, 4, "two glyphs drawn")
    }
}

extension TextLayoutCaretsTests {
    func testCaretsOfALongLineCostItsLengthNotItsSquare() {
        // 20,000 characters on one line (a long text field): one stop each, left to right.
        let text = String(repeating: "ab", count: 10_000)
        let layout = engine.layout(text, style: style)
        let stops = layout.caretStops(inLine: 0)
        XCTAssertEqual(stops.count, 20_001)
        XCTAssertEqual(stops[12_345], CaretStop(offset: 12_345, x: 12_345 * 6))
        XCTAssertEqual(layout.offset(nearestTo: 6 * 777 + 2, inLine: 0), 777)
    }
}
