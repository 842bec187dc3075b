import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// Shaped text through HarfBuzz and FriBidi with DejaVu Sans pinned by path (it has Arabic
/// joining forms, Hebrew, and the "fi", "fl", "ffi" ligatures; no GDEF ligature carets):
/// joining, ligatures, bidirectional reordering, carets, the fallback chain per font run,
/// bad input, and a golden; Devanagari with Lohit Devanagari (fonts-lohit-deva) when installed.
final class HarfBuzzShaperTests: XCTestCase {
    /// fonts-dejavu-core's DejaVu Serif: no Arabic, no Hebrew (the first font of a fallback chain).
    static let dejaVuSerifPath = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

    func style(_ size: Double = 20, lines: Int = 0) -> TextStyle {
        TextStyle(font: .system(size: size), lineLimit: lines)
    }

    func testArabicJoinsIntoContextualFormsLaidOutRightToLeft() throws {
        let shaped = try TestFonts.engine(), unshaped = try SystemFonts.pinnedEngine(shaped: false)
        let word = "سلام"  // salaam: seen, lam-alef (one ligature), meem
        let line = shaped.layout(word, style: style()).lines[0]
        XCTAssertTrue(line.isRightToLeft, "the paragraph starts with an Arabic letter")
        XCTAssertTrue(line.glyphs.allSatisfy(\.isRightToLeft))
        XCTAssertEqual(line.glyphs.map(\.cluster), [3, 1, 0], "visual order: meem at the left, seen at the right")
        XCTAssertEqual(
            line.glyphs.map { $0.glyph != nil }, [false, true, true],
            "lam-alef and initial seen are substitutes; meem after alef (which joins on one side only) stays isolated")
        let isolated = unshaped.layout(word, style: style()).lines[0]
        XCTAssertEqual(
            isolated.glyphs.map(\.scalar), Array(word.unicodeScalars), "per codepoint: isolated forms, left to right")
        XCTAssertTrue(isolated.glyphs.allSatisfy { $0.glyph == nil })
        XCTAssertNotEqual(line.width, isolated.width, "joined forms have their own advances")
        // The engine's atlas holds them by glyph id: each drawn from FreeType with ink.
        let placed = shaped.place(shaped.layout(word, style: style()), pixelsPerPoint: 2)
        XCTAssertEqual(placed.layout.lines[0].glyphs.count, 3)
        for g in line.glyphs where g.glyph != nil {
            let mask = try XCTUnwrap(
                shaped.shaper?.mask(
                    ofGlyph: try XCTUnwrap(g.glyph), source: shaped.sources[0],
                    weight: .regular, pixelsPerEm: 40))
            XCTAssertGreaterThan(mask.coverage.filter { $0 > 128 }.count, 10, "glyph \(g.glyph!) has ink")
        }
    }

    func testPreparedGlyphsCoverALigatureAcrossAPiecesBoundary() throws {
        // "office" in pieces of two characters: "of", then "fi" shaped with the "of" before
        // it, so the "ffi" ligature the word draws is among the glyphs prepared.
        let font = Font.system(size: 23)
        for pieceLength in [1, 2, 3, 6] {
            let engine = try SystemFonts.pinnedEngine()
            for piece in engine.glyphPreparation(
                "office", fonts: [font], pixelsPerPoint: 1, charactersPerPiece: pieceLength) { piece() }
            let prepared = engine.atlasStatistics.glyphs
            _ = engine.place(engine.layout("office", style: TextStyle(font: font, lineLimit: 0)), pixelsPerPoint: 1)
            XCTAssertEqual(
                engine.atlasStatistics.glyphs, prepared, "pieces of \(pieceLength): drawing the word rasterizes nothing")
        }
        let whole = try SystemFonts.pinnedEngine()
        whole.prepareGlyphs("office", fonts: [font], pixelsPerPoint: 1)
        XCTAssertEqual(whole.atlasStatistics.glyphs, 4, "in one go: o, ffi, c, e")
    }

    func testTheSystemEnginesShapeSoLabelsDo() throws {
        let engine = SystemFonts.makeEngine()
        XCTAssertTrue(engine.shaper is HarfBuzzShaper, "what installStandard() makes standard")
        XCTAssertTrue(try SystemFonts.pinnedEngine().shaper is HarfBuzzShaper)
        XCTAssertNil(try SystemFonts.pinnedEngine(shaped: false).shaper)
        XCTAssertNotNil(engine.layout("office", style: style()).lines[0].glyphs[1].glyph, "the ffi ligature")
    }

    func testLigatureIsOneGlyphAndCaretsSplitItEvenly() throws {
        let engine = try TestFonts.engine()
        let layout = engine.layout("office", style: style())
        let glyphs = layout.lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.cluster), [0, 1, 4, 5], "o, ffi, c, e")
        let ffi = glyphs[1]
        XCTAssertNotNil(ffi.glyph, "the ffi ligature is not a scalar's own glyph")
        XCTAssertEqual(layout.lines[0].ligatureCarets, [:], "DejaVu Sans has no GDEF carets")
        let stops = layout.caretStops(inLine: 0)
        XCTAssertEqual(stops.map(\.offset), [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(stops[1].x, ffi.x, accuracy: 1e-9)
        XCTAssertEqual(stops[2].x, ffi.x + ffi.advance / 3, accuracy: 1e-9, "a third of the ligature per character")
        XCTAssertEqual(stops[3].x, ffi.x + 2 * ffi.advance / 3, accuracy: 1e-9)
        XCTAssertEqual(stops[4].x, glyphs[2].x, accuracy: 1e-9)
        XCTAssertEqual(stops[6].x, layout.lines[0].width, accuracy: 1e-9)
        XCTAssertEqual(layout.offset(nearestTo: ffi.x + ffi.advance * 0.4, inLine: 0), 2, "a tap inside the ligature")
        XCTAssertEqual(layout.lines[0].text, "office")
    }

    func testLatinIsPlacedAsGlyphByGlyphLayoutPlacedIt() throws {
        let shaped = try TestFonts.engine(), unshaped = try SystemFonts.pinnedEngine(shaped: false)
        for text in ["Grüße aus Köln → 5 € · AV To", "Wednesday 12 March 2026", "Yes, Tom. WAVE"] {
            for size in [13.0, 16, 20] {
                let a = shaped.layout(text, style: style(size)).lines[0],
                    b = unshaped.layout(text, style: style(size)).lines[0]
                XCTAssertEqual(a.glyphs.map(\.scalar), b.glyphs.map(\.scalar), text)
                XCTAssertTrue(a.glyphs.allSatisfy { $0.glyph == nil }, "each glyph is its scalar's own")
                // GPOS kerning against the kern table, each rounded to 1/256 em: at most a
                // 256th of an em apart per kerned pair.
                for (g, h) in zip(a.glyphs, b.glyphs) {
                    XCTAssertEqual(g.x, h.x, accuracy: size / 256 * 2 + 1e-9, "\(text) at \(size) pt: \(g.scalar)")
                }
                XCTAssertEqual(a.width, b.width, accuracy: size / 256 * 2 + 1e-9)
            }
        }
    }

    func testMixedDirectionsAreBrokenLogicallyThenReorderedPerLine() throws {
        let engine = try TestFonts.engine()
        // A left-to-right paragraph with a Hebrew word: the word reads right to left inside it.
        let mixed = engine.layout("abc שלום def", style: style()).lines[0]
        XCTAssertFalse(mixed.isRightToLeft)
        XCTAssertEqual(mixed.glyphs.map(\.cluster), [0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11])
        XCTAssertEqual(
            mixed.glyphs.map(\.isRightToLeft),
            [false, false, false, false, true, true, true, true, false, false, false, false])
        // A right-to-left paragraph with a Latin word: the Latin run sits at the left end.
        let rtl = engine.layout("שלום abc", style: style()).lines[0]
        XCTAssertTrue(rtl.isRightToLeft)
        XCTAssertEqual(rtl.glyphs.map(\.cluster), [5, 6, 7, 4, 3, 2, 1, 0])
        // Wrapped: lines break in logical order, so the first line holds the first word.
        let words = "שלום עולם", first = engine.measure("שלום", style: style()).width
        let wrapped = engine.layout(words, style: style(), maxWidth: first + 5)
        XCTAssertEqual(wrapped.lines.map(\.text), ["שלום", "עולם"])
        XCTAssertEqual(wrapped.lines[1].range, 5..<9)
        XCTAssertEqual(wrapped.lines[1].glyphs.map(\.cluster), [8, 7, 6, 5])
        // Carets in the Hebrew word run from its right edge leftwards.
        let stops = engine.layout("שלום", style: style()).caretStops(inLine: 0)
        XCTAssertEqual(stops.map(\.offset), [0, 1, 2, 3, 4])
        XCTAssertEqual(stops.first?.x ?? 0, first, accuracy: 1e-9, "before the first letter: the right edge")
        XCTAssertEqual(stops.last?.x ?? 1, 0, accuracy: 1e-9, "after the last: the left edge")
        XCTAssertEqual(stops.map(\.x), stops.map(\.x).sorted(by: >))
    }

    func testEachFontRunOfTheFallbackChainIsShapedOnItsOwn() throws {
        let serif = try TTFGlyphSource(regular: Self.dejaVuSerifPath), sans = try TestFonts.engine().sources[0]
        let engine = TextEngine(sources: [serif, sans], shaper: SystemFonts.shaper)
        let line = engine.layout("fi سلام", style: style()).lines[0]
        XCTAssertFalse(line.isRightToLeft)
        XCTAssertEqual(
            line.glyphs.map(\.source), [0, 0, 1, 1, 1], "fi and the space from DejaVu Serif, Arabic from DejaVu Sans")
        XCTAssertEqual(line.glyphs.map(\.cluster), [0, 2, 6, 4, 3])
        XCTAssertNotNil(line.glyphs[0].glyph, "DejaVu Serif's fi ligature")
        XCTAssertEqual(line.glyphs.filter { $0.source == 1 && $0.glyph != nil }.count, 2, "joined in DejaVu Sans")
        // A character no font has still draws as the first font's U+FFFD that has one.
        let missing = engine.layout("a\u{10FFFD}b", style: style()).lines[0]
        XCTAssertEqual(missing.glyphs.map(\.scalar), ["a", "\u{FFFD}", "b"])
        XCTAssertEqual(missing.glyphs.map(\.cluster), [0, 1, 3], "the missing character is two UTF-16 units")
    }

    func testDevanagariIsShapedApartFromTheLatinOfItsFontRun() throws {
        let path = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) missing: fonts-lohit-deva comes with `scripts/setup test`")
        }
        let engine = TextEngine(sources: [try TTFGlyphSource(regular: path)], shaper: SystemFonts.shaper)
        // ki: the vowel sign i (U+093F) is drawn before the consonant ka, one cluster of two.
        let alone = engine.layout("कि", style: style()).lines[0].glyphs
        XCTAssertEqual(alone.map(\.cluster), [0, 0])
        XCTAssertNotNil(alone[0].glyph, "the vowel sign first")
        XCTAssertEqual(alone[1].scalar, "क")
        // Lohit Devanagari also has Latin: one font run of two scripts, each shaped as its own.
        let mixed = engine.layout("Hi कि", style: style()).lines[0].glyphs
        XCTAssertEqual(mixed.map(\.source), [0, 0, 0, 0, 0])
        XCTAssertEqual(mixed.suffix(2).map(\.glyph), alone.map(\.glyph))
        XCTAssertEqual(mixed.suffix(2).map(\.scalar), alone.map(\.scalar))
        let stops = engine.layout("कि", style: style()).caretStops(inLine: 0)
        XCTAssertEqual(stops.map(\.offset), [0, 2], "ki is one character")
    }

    func testCaretsStepOverWholeCharacters() throws {
        let engine = try TestFonts.engine()
        let family = "👩‍👩‍👧"  // three emoji joined by ZWJ: one character, 8 UTF-16 units
        let layout = engine.layout("a\(family)e\u{301}b", style: style())
        XCTAssertEqual(layout.characterBoundaries, [0, 1, 9, 11, 12])
        XCTAssertEqual(layout.caretStops(inLine: 0).map(\.offset), [0, 1, 9, 11, 12])
        let xs = layout.caretStops(inLine: 0).map(\.x)
        XCTAssertEqual(xs, xs.sorted(), "left to right")
        XCTAssertEqual(xs.last ?? 0, layout.lines[0].width, accuracy: 1e-9)
        XCTAssertEqual(layout.caretX(atOffset: 11, inLine: 0), xs[3])
    }

    func testBadInputLaysOutWithoutCrashing() throws {
        let engine = try TestFonts.engine()
        let empty = engine.layout("", style: style())
        XCTAssertEqual(empty.lines.count, 1)
        XCTAssertEqual(empty.caretStops(inLine: 0), [CaretStop(offset: 0, x: 0)])
        XCTAssertEqual(empty.offset(nearestTo: 50, inLine: 0), 0)
        // Invalid UTF-8 arrives as U+FFFD; a lone mark, lone joiners, bidi overrides and a lone
        // surrogate's replacement are laid out like any text.
        let invalid = String(decoding: [0xFF, 0xFE, 0x41] as [UInt8], as: UTF8.self)
        XCTAssertEqual(
            engine.layout(invalid, style: style()).lines[0].glyphs.map(\.scalar), ["\u{FFFD}", "\u{FFFD}", "A"])
        for text in [
            "\u{301}", "\u{200D}\u{200D}", "\u{202E}abc\u{202C}", "\u{2067}שלום\u{2069} x", "\t\u{1}",
            String(repeating: "ab שלום ", count: 200),
        ] {
            let layout = engine.layout(text, style: style(), maxWidth: 120)
            XCTAssertFalse(layout.lines.isEmpty, text)
            for l in layout.lines.indices {
                let stops = layout.caretStops(inLine: l)
                XCTAssertFalse(stops.isEmpty)
                XCTAssertTrue(
                    stops.allSatisfy { $0.x.isFinite && $0.x >= -1e-9 && $0.x <= layout.lines[l].width + 1e-9 })
            }
        }
        // A right-to-left override reverses Latin letters.
        let overridden = engine.layout("\u{202E}abc\u{202C}", style: style()).lines[0]
        XCTAssertEqual(
            overridden.glyphs.filter { $0.scalar != "\u{202E}" && $0.scalar != "\u{202C}" }.map(\.scalar),
            ["c", "b", "a"])
    }

    func testShapedGolden() throws {
        let engine = try TestFonts.engine()
        let scale = 2.0
        let renderer = try HeadlessRenderer(pixelWidth: 320 * 2, pixelHeight: 130 * 2, scale: scale)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 320, height: 130), color: .white)
        // "Hello, world" in Arabic, right-aligned as an Arabic label is.
        engine.draw(
            "مرحبا بالعالم", at: Point(x: 10, y: 8), width: 300,
            style: TextStyle(font: .system(size: 20), color: .black, alignment: .trailing), pixelsPerPoint: scale,
            into: &list)
        engine.draw(
            "office fluffy fish", at: Point(x: 10, y: 44),
            style: TextStyle(font: .system(size: 20), color: Color(red: 0.1, green: 0.3, blue: 0.8)),
            pixelsPerPoint: scale, into: &list)
        engine.draw(
            "Order 42 — طلب رقم ٤٢ — ready", at: Point(x: 10, y: 82),
            style: TextStyle(font: .system(size: 16), color: Color(white: 0.2)), pixelsPerPoint: scale, into: &list)
        let image = try renderer.render(list, background: .white)
        let outcome = try GoldenImage.compare(
            image, named: "text-shaped", in: GoldenImage.directory(besides: #filePath))
        XCTAssertEqual(outcome, .matched)
    }
}
