import FlickAnimation
import FlickInput
@testable import FlickScene
import FlickTestSupport
import XCTest

/// Line breaking, truncation, alignment, fallback and caching, over `BitmapFont` (no font
/// file): at 8 pt an em is 8 dots of 1 pt, every advance 6 pt, every line 8 pt.
final class TextLayoutTests: XCTestCase {
    let engine = TextEngine(sources: [BitmapFont()])

    func style(lines: Int = 0, truncation: TextTruncation = .tail) -> TextStyle {
        TextStyle(font: .system(size: 8), lineLimit: lines, truncation: truncation)
    }

    func text(_ line: TextLine) -> String { String(String.UnicodeScalarView(line.glyphs.map(\.scalar))) }

    func testWrapsAtSpacesAndDropsTrailingSpaces() {
        let layout = engine.layout("aaa bbb ccc", style: style(), maxWidth: 7 * 6)
        XCTAssertEqual(layout.lines.map(text), ["aaa bbb", "ccc"])
        XCTAssertEqual(layout.size, Size(width: 42, height: 16))
        XCTAssertEqual(layout.lines.map(\.baseline), [7, 15], "baseline 7/8 em below each line's top")
        XCTAssertFalse(layout.isTruncated)
    }

    func testALongParagraphBreaksGreedilyWithLinesBeyondTheFirstWindow() {
        // Words of 1…9 letters: every line holds what fits and no more, far past the units
        // placed first when a break is looked for (LineBreaker.breakWindow).
        let words = (0..<600).map { String(repeating: "x", count: 1 + ($0 * 7) % 9) }
        let paragraph = words.joined(separator: " ")
        let width = 40.0 * 6
        let lines = engine.layout(paragraph, style: style(), maxWidth: width).lines.map(text)
        var expected: [String] = [], current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if Double(candidate.count) * 6 <= width {
                current = candidate
            } else {
                expected.append(current)
                current = word
            }
        }
        expected.append(current)
        XCTAssertEqual(lines, expected)
        XCTAssertGreaterThan(lines.count, 50)
        // A word longer than the width far into the paragraph breaks between characters.
        let long = String(repeating: "a ", count: 300) + String(repeating: "b", count: 100)
        let broken = engine.layout(long, style: style(), maxWidth: width).lines.map(text)
        XCTAssertEqual(
            broken.suffix(3),
            [String(repeating: "b", count: 40), String(repeating: "b", count: 40), String(repeating: "b", count: 20)])
    }

    func testBreaksAWordLongerThanTheWidthBetweenCharacters() {
        let layout = engine.layout("abcdefgh ij", style: style(), maxWidth: 3 * 6)
        XCTAssertEqual(layout.lines.map(text), ["abc", "def", "gh", "ij"])
    }

    func testNewlinesStartLinesAndEmptyLinesKeepTheirHeight() {
        let layout = engine.layout("a\n\nb", style: style())
        XCTAssertEqual(layout.lines.map(text), ["a", "", "b"])
        XCTAssertEqual(layout.size.height, 24)
    }

    func testTailTruncationEndsTheLastLineWithAnEllipsisWithinTheWidth() {
        let layout = engine.layout("one two three four five six", style: style(lines: 2), maxWidth: 9 * 6)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(text(layout.lines[0]), "one two")
        XCTAssertEqual(text(layout.lines[1]), "three fo\u{2026}")
        XCTAssertLessThanOrEqual(layout.lines[1].width, 9 * 6)
        XCTAssertTrue(layout.isTruncated)
        let oneLine = engine.layout("Wednesday 12 March", style: style(lines: 1), maxWidth: 10 * 6)
        XCTAssertEqual(oneLine.lines.map(text), ["Wednesday\u{2026}"], "UILabel's default: one line, cut at the tail")
    }

    func testTruncationAtTheLineLimitWithoutAWidth() {
        let layout = engine.layout("first\nsecond\nthird", style: style(lines: 2))
        XCTAssertEqual(layout.lines.map(text), ["first", "second\u{2026}"])
    }

    func testClipDropsLinesAndCutsAtTheWidth() {
        let layout = engine.layout("abcdef\nghi", style: style(lines: 1, truncation: .clip), maxWidth: 4 * 6)
        XCTAssertEqual(layout.lines.map(text), ["abcd"])
        XCTAssertTrue(layout.isTruncated)
    }

    func testAlignmentOffsetsLinesWithinTheWidth() {
        let layout = engine.layout("ab\nabcd", style: style())
        XCTAssertEqual(layout.lineOffset(0, in: 60, alignment: .leading), 0)
        XCTAssertEqual(layout.lineOffset(0, in: 60, alignment: .center), 24)
        XCTAssertEqual(layout.lineOffset(1, in: 60, alignment: .trailing), 36)
    }

    func testNaturalAlignmentFollowsEachParagraphsFirstStrongCharacter() {
        let bidi = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
        // A Hebrew paragraph (even with Latin after it) sits on the right, a Latin one (even
        // with Hebrew after it, or digits first) on the left; each paragraph on its own.
        let layout = bidi.layout("אב cd\nab אב\n12 אב", style: style())
        XCTAssertEqual(layout.lines.map(\.isRightToLeft), [true, false, true])
        XCTAssertEqual(layout.lineOffset(0, in: 60, alignment: .natural), 60 - 30)
        XCTAssertEqual(layout.lineOffset(1, in: 60, alignment: .natural), 0)
        XCTAssertEqual(layout.lineOffset(2, in: 60, alignment: .natural), 60 - 30, "digits are not strong")
        // `.leading` stays on the left (the interface's direction) whatever the text.
        XCTAssertEqual(layout.lineOffset(0, in: 60, alignment: .leading), 0)
        // Without a shaper there is no bidi: left to right, on the left.
        XCTAssertEqual(engine.layout("אב", style: style()).lineOffset(0, in: 60, alignment: .natural), 0)
    }

    func testACharacterNoSourceHasDrawsAsTheReplacementBox() {
        let resolved = engine.source(for: "\u{E000}")
        XCTAssertEqual(resolved.scalar, "\u{FFFD}")
        var c = Canvas(width: 8, height: 8)
        c.textEngine = engine
        c.draw(text: "\u{E000}", at: .zero, fontSize: 8, color: .black)
        XCTAssertEqual(c.bitmap[0, 0].alpha, 255, "the box's top-left corner")
        XCTAssertEqual(c.bitmap[2, 3].alpha, 0, "hollow")
        var question = Canvas(width: 8, height: 8)
        question.textEngine = engine
        question.draw(text: "?", at: .zero, fontSize: 8, color: .black)
        XCTAssertNotEqual(c.bitmap, question.bitmap, "not a question mark")
    }

    /// A source with only "A", to check the fallback order.
    struct OnlyA: GlyphSource {
        var name: String { "only-A" }
        func lineMetrics(weight: FontWeight) -> LineMetrics {
            LineMetrics(ascent: 0.75, descent: 0.25, lineHeight: 1.25)
        }
        func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double? { scalar == "A" ? 0.5 : nil }
        func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, weight: FontWeight) -> Double { -0.125 }
        func mask(of scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask? {
            scalar == "A" ? GlyphMask(width: 1, height: 1, coverage: [255], left: 0, top: 1) : nil
        }
    }

    func testCharactersComeFromTheFirstSourceThatHasThemWithItsKerning() {
        let engine = TextEngine(sources: [OnlyA()])
        XCTAssertTrue(engine.sources.last is BitmapFont, "BitmapFont is always last")
        let layout = engine.layout("AAB", style: style())
        let glyphs = layout.lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.source), [0, 0, 1])
        XCTAssertEqual(glyphs[1].x, 4 - 1, "advance 0.5 em, kerning −0.125 em at 8 pt")
        XCTAssertEqual(glyphs[2].x, 7, "no kerning across sources")
        XCTAssertEqual(layout.lineHeight, 10, "line metrics come from the first source")
    }

    func testLayoutsAreCachedSoAListMeasuresOnlyWhatItAsksFor() {
        let engine = TextEngine(sources: [BitmapFont()])
        let rows = (0..<10_000).map { "Row \($0)" }
        for row in rows.prefix(20) { _ = engine.measure(row, style: style()) }
        XCTAssertEqual(engine.layoutCacheCounts.misses, 20)
        for row in rows.prefix(20) { _ = engine.measure(row, style: style()) }
        XCTAssertEqual(engine.layoutCacheCounts.misses, 20, "measured again from the cache")
        XCTAssertEqual(engine.layoutCacheCounts.hits, 20)
    }

    func testConsecutiveLabelsMergeIntoOneMeshFromTheAtlas() {
        var list = DisplayList()
        for i in 0..<40 {
            engine.draw(
                "Label \(i)", at: Point(x: 0, y: Double(i) * 10), style: style(), pixelsPerPoint: 1, into: &list)
        }
        XCTAssertEqual(list.items.count, 1, "40 labels, one draw")
        guard case .mesh(let mesh) = list.items[0] else { return XCTFail("not a mesh") }
        let glyphs = (0..<40).map { "Label \($0)".filter { $0 != " " }.count }.reduce(0, +)
        XCTAssertEqual(mesh.triangleCount, 2 * glyphs, "two triangles a glyph, none for spaces")
        let before = engine.atlasStatistics.glyphs
        list.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        engine.draw("Label 7", at: .zero, style: style(), pixelsPerPoint: 1, into: &list)
        XCTAssertEqual(engine.atlasStatistics.glyphs, before, "drawn again from the atlas")
        XCTAssertEqual(list.items.count, 3, "a fill in between starts a new mesh")
        XCTAssertTrue(mesh.isCoverageMask, "white glyphs with their coverage in alpha")
        // A mesh on the same page that is not a coverage mask (the page drawn as an image)
        // keeps its colours: text is not merged into it.
        guard case .mesh(var image) = list.items[2] else { return XCTFail("not a mesh") }
        image.isCoverageMask = false
        var mixed = DisplayList()
        mixed.append(.mesh(image))
        engine.draw("Label 8", at: .zero, style: style(), pixelsPerPoint: 1, into: &mixed)
        XCTAssertEqual(mixed.items.count, 2)
    }

    func testMeshQuadsSitOnWholePixelsAndSampleTheAtlas() {
        var list = DisplayList()
        engine.draw("I", at: Point(x: 10.3, y: 5.2), style: style(), pixelsPerPoint: 2, into: &list)
        guard case .mesh(let mesh) = list.items.first else { return XCTFail("not a mesh") }
        let corner = mesh.vertices[0].position
        XCTAssertEqual(corner.x * 2, (corner.x * 2).rounded())
        XCTAssertEqual(corner.y * 2, (corner.y * 2).rounded())
        XCTAssertEqual(mesh.vertices[2].position.y - corner.y, 7, "7 dots of 1 pt")
        XCTAssertEqual(mesh.texture?.width, GlyphAtlas.initialPageSide, "a new atlas page starts small")
    }
}

extension TextLayoutTests {
    func testPreparedGlyphsAreDrawnWithoutAddingToTheAtlas() {
        let engine = TextEngine(sources: [BitmapFont()])
        engine.prepareGlyphs("Helo", fonts: [.system(size: 8)], pixelsPerPoint: 2)
        let prepared = engine.atlasStatistics.glyphs
        XCTAssertEqual(prepared, 4)
        var list = DisplayList()
        engine.draw("Hello", at: .zero, style: style(), pixelsPerPoint: 2, into: &list)
        XCTAssertEqual(engine.atlasStatistics.glyphs, prepared)
    }
}

extension TextLayoutTests {
    func testCanvasTextNeverRenewsTheTexturedAtlas() {
        let engine = TextEngine(sources: [BitmapFont()])
        var list = DisplayList()
        engine.draw("Map", at: .zero, style: style(), pixelsPerPoint: 1, into: &list)
        guard case .mesh(let mesh) = list.items.first, let page = mesh.texture else { return XCTFail("no mesh") }
        var canvas = Canvas(width: 64, height: 16)
        canvas.textEngine = engine
        canvas.draw(text: "12,34 zoom", at: .zero, fontSize: 8, color: .black)
        XCTAssertEqual(engine.canvasAtlasGlyphCount, 9)
        XCTAssertEqual(engine.atlasStatistics.glyphs, 3, "tile text went to the canvas atlas")
        var again = DisplayList()
        engine.draw("Map", at: .zero, style: style(), pixelsPerPoint: 1, into: &again)
        guard case .mesh(let second) = again.items.first else { return XCTFail("no mesh") }
        XCTAssertEqual(second.texture?.version, page.version, "the texture is not uploaded again")
    }
}

/// The truncation and wrapping modes a UILabel needs (`NSLineBreakMode`), at 8 pt: every
/// glyph, "…" included, 6 pt wide.
extension TextLayoutTests {
    func lines(
        _ string: String, width: Double?, lines limit: Int, _ truncation: TextTruncation = .tail,
        wrapping: TextWrapping = .word
    ) -> [String] {
        let style = TextStyle(font: .system(size: 8), lineLimit: limit, truncation: truncation, wrapping: wrapping)
        return engine.layout(string, style: style, maxWidth: width).lines.map(text)
    }

    func testOneLineTruncatesAtTheTailHeadOrMiddle() {
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1), ["HELLO…"])  // 5 × 6 + 6 = 36 ≤ 40
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .head), ["…WORLD"])
        XCTAssertEqual(
            lines("HELLO WORLD", width: 40, lines: 1, .middle), ["HEL…LD"], "the extra character at the start")
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .clip), ["HELLO"], "glyphs that fit whole")
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .wrap), ["HELLO"], "wrapped, the rest not shown")
        XCTAssertEqual(lines("HELLO", width: 40, lines: 1, .head), ["HELLO"], "fits: untouched")
        XCTAssertEqual(lines("HELLO WORLD", width: 10, lines: 1), ["…"], "no room for any character")
        XCTAssertEqual(lines("HELLO WORLD", width: 10, lines: 1, .middle), ["…"])
    }

    func testTruncationDropsTheSpaceNextToTheEllipsis() {
        XCTAssertEqual(lines("AB CDEFGH", width: 24, lines: 1), ["AB…"], "not \"AB …\"")
        XCTAssertEqual(lines("AB CDEFGH", width: 42, lines: 1), ["AB CDE…"], "by character, as UIKit")
        XCTAssertEqual(lines("ABCDE FG", width: 24, lines: 1, .head), ["…FG"], "not \"… FG\"")
        XCTAssertEqual(lines("AB CD EF", width: 36, lines: 1, .middle), ["AB…EF"], "spaces beside … dropped")
    }

    func testWrapsByWordOrByCharacter() {
        XCTAssertEqual(lines("AB CD EF GH", width: 40, lines: 0), ["AB CD", "EF GH"])
        XCTAssertEqual(lines("A ABCDEFGHIJ", width: 24, lines: 0), ["A", "ABCD", "EFGH", "IJ"])
        XCTAssertEqual(lines("AB CDEFGHIJ", width: 24, lines: 0, wrapping: .character), ["AB C", "DEFG", "HIJ"])
        XCTAssertEqual(lines("ONE\n\nTWO", width: 100, lines: 0), ["ONE", "", "TWO"], "empty paragraphs keep a line")
    }

    func testTheLastAllowedLineTakesTheRestOfItsParagraph() {
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2), ["AAA BBB", "CCC DD…"])
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2, .head), ["AAA BBB", "…DD EEE"])
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2, .middle), ["AAA BBB", "CCC…EEE"])
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2, .wrap), ["AAA BBB", "CCC DDD"])
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2, .clip), ["AAA BBB", "CCC DDD"])
        XCTAssertEqual(lines("AAA BBB CCC", width: 42, lines: 2), ["AAA BBB", "CCC"], "fits: no mark")
        XCTAssertEqual(lines("ONE\nTWO", width: 100, lines: 1), ["ONE…"], "a second paragraph is text that remains")
        XCTAssertEqual(lines("ONE\nTWO", width: 100, lines: 1, .wrap), ["ONE"])
        let wrapped = engine.layout(
            "ONE\nTWO", style: TextStyle(font: .system(size: 8), truncation: .wrap), maxWidth: 100)
        XCTAssertTrue(wrapped.isTruncated, "lines were dropped")
    }

    func testDegenerateWidths() {
        XCTAssertEqual(lines("", width: 40, lines: 0), [""], "an empty text is one empty line")
        XCTAssertEqual(lines("ABC", width: 0, lines: 0), ["A", "B", "C"], "no width: a line per character, no hang")
        XCTAssertEqual(lines("ABC", width: 0, lines: 2), ["A", "…"])
        XCTAssertEqual(lines("ABC DEF", width: nil, lines: 0, wrapping: .character), ["ABC DEF"])
    }
}
