import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// Text through SDL2_ttf with DejaVu Sans pinned by path: non-ASCII glyphs, fallbacks,
/// bad font files, and a golden drawn through the display list and the SDL renderer.
final class TextRenderingTests: XCTestCase {
    let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    func canvas(_ engine: TextEngine, _ text: String) -> Bitmap {
        var c = Canvas(width: 240, height: 40, scale: 2, fill: white)
        c.textEngine = engine
        c.draw(text: text, at: Point(x: 4, y: 2), fontSize: 14, color: .black)
        return c.bitmap
    }

    func testNonASCIIDrawsItsOwnGlyphsNotQuestionMarks() throws {
        let engine = try TestFonts.engine()
        for scalar: Unicode.Scalar in ["é", "ß", "\u{2192}", "\u{20AC}"] { // é ß → €
            let resolved = engine.source(for: scalar)
            XCTAssertEqual(resolved.index, 0, "DejaVu Sans has U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(resolved.scalar, scalar, "drawn as itself, not U+FFFD")
            let mask = try XCTUnwrap(engine.sources[0].mask(of: scalar, weight: .regular, pixelsPerEm: 28))
            XCTAssertGreaterThan(mask.coverage.filter { $0 > 128 }.count, 20, "a glyph with ink")
        }
        let drawn = canvas(engine, "é ß → €")
        XCTAssertNotEqual(drawn, canvas(engine, "? ? ? ?"))
        XCTAssertNotEqual(drawn, canvas(engine, "e ss -> E"))
        XCTAssertNotEqual(drawn, Bitmap(width: 240, height: 40, fill: white), "something was drawn")
    }

    func testAListKeepsItsTextWhenTheAtlasGainsGlyphsAfterIt() throws {
        let pinned = try TestFonts.engine()
        let engine = TextEngine(sources: pinned.sources, shaper: pinned.shaper)
        func list(_ text: String) -> DisplayList {
            var list = DisplayList()
            engine.draw(text, at: Point(x: 4, y: 4), style: TextStyle(font: .system(size: 16)), pixelsPerPoint: 1, into: &list)
            return list
        }
        for compositing in [true, false] {
            let renderer = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 30)
            renderer.renderer.options.compositesGlyphs = compositing
            let old = list("Atlas")
            let first = try renderer.render(old, background: .white)
            let new = list("Atlas pages grow")
            let drawn = try renderer.render(new, background: .white)
            XCTAssertEqual(try renderer.render(old, background: .white), first, "the older list after glyphs were added")
            let fresh = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 30)
            fresh.renderer.options.compositesGlyphs = compositing
            XCTAssertEqual(drawn, try fresh.render(new, background: .white), "the newer list as a fresh renderer draws it")
            XCTAssertNotEqual(drawn, first)
        }
    }

    func testACharacterNoFontHasDrawsTheFontsReplacementGlyph() throws {
        let engine = try TestFonts.engine()
        let resolved = engine.source(for: "\u{10FFFD}") // plane 16 private use: in no font
        XCTAssertEqual(resolved.scalar, "\u{FFFD}")
        XCTAssertEqual(resolved.index, 0, "DejaVu Sans's own U+FFFD (a diamond with a question mark)")
        XCTAssertEqual(canvas(engine, "\u{10FFFD}"), canvas(engine, "\u{FFFD}"))
    }

    func testACharacterTheFirstFontLacksComesFromTheNextFont() throws {
        let dejaVu = try TestFonts.engine().sources[0]
        let engine = TextEngine(sources: [BitmapFont(), dejaVu])
        let glyphs = engine.layout("Aé", style: TextStyle(font: .system(size: 14))).lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.source), [0, 1], "A from BitmapFont, é from DejaVu Sans")
    }

    func testAMissingFontFileIsAnErrorNamingItAndTheEngineFallsBack() throws {
        let path = "/nonexistent/flick/NoSuchFont.ttf"
        XCTAssertThrowsError(try TTFGlyphSource(regular: path)) {
            XCTAssertEqual($0 as? FontError, .fileNotFound(path: path))
            XCTAssertTrue("\($0)".contains(path))
        }
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("flick-not-a-font-\(UUID()).ttf")
        try Data("this is not a font".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        XCTAssertThrowsError(try TTFGlyphSource(regular: garbage.path)) { error in
            guard case .unreadable(let file, _)? = error as? FontError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, garbage.path)
        }
        XCTAssertThrowsError(try SystemFonts.pinnedEngine(regular: path, bold: nil))
        // An engine with no usable font still draws, with BitmapFont.
        let fallback = TextEngine(sources: [])
        XCTAssertTrue(fallback.sources.count == 1 && fallback.sources[0] is BitmapFont)
        XCTAssertNotEqual(canvas(fallback, "Hello"), Bitmap(width: 240, height: 40, fill: white))
    }

    func testFontconfigFindsThePinnedFileForTheDefaultFamily() {
        let files = SystemFonts.files(family: Font.defaultFamily)
        XCTAssertEqual(files.first, SystemFonts.dejaVuSansPath)
        XCTAssertEqual(SystemFonts.files(family: Font.defaultFamily, weight: .bold).first, SystemFonts.dejaVuSansBoldPath)
        let engine = SystemFonts.makeEngine()
        XCTAssertEqual(engine.sources.first?.name, SystemFonts.dejaVuSansPath)
        XCTAssertTrue(engine.sources.last is BitmapFont)
    }

    func testMetricsAreInEmsSoLayoutsDoNotDependOnScale() throws {
        let engine = try TestFonts.engine()
        let small = engine.measure("Flick", style: TextStyle(font: .system(size: 10)))
        let large = engine.measure("Flick", style: TextStyle(font: .system(size: 40)))
        XCTAssertEqual(large.width, small.width * 4, accuracy: 1e-9)
        XCTAssertEqual(large.height, 40 * 1.1640625, accuracy: 0.2, "DejaVu Sans's line: about 1.164 em")
        let bold = engine.measure("Flick", style: TextStyle(font: .system(size: 10, weight: .bold)))
        XCTAssertGreaterThan(bold.width, small.width, "bold is wider")
    }

    func testALoneGlyphDrawnThroughATransformMatchesTheSameGlyphInARun() throws {
        // Its own engine: the glyph's place in the atlas must not depend on other tests.
        let engine = try SystemFonts.pinnedEngine()
        let scale = 2.0
        let turned = Transform3D(translationX: -10, y: -10).concatenating(Transform3D(scaleX: 1.5, y: 1.5))
            .concatenating(Transform3D(translationX: 10, y: 10))
        func render(_ text: String) throws -> Bitmap {
            let renderer = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 80, scale: scale)
            var list = DisplayList()
            engine.draw(text, at: Point(x: 10, y: 10), style: TextStyle(font: .system(size: 12), color: .black),
                        opacity: 0.8, transform: turned, pixelsPerPoint: scale, into: &list)
            return try renderer.render(list, background: .white)
        }
        let alone = try render("×"), inRun = try render("×a")
        // The "×" spans pixels 20…48 (12 pt at 2 px/pt, 1.5×, from x = 10 pt); "a" starts past them.
        var worst = 0
        for y in 0..<alone.height {
            for x in 0..<46 { worst = max(worst, abs(Int(alone[x, y].red) - Int(inRun[x, y].red))) }
        }
        XCTAssertLessThanOrEqual(worst, 2, "a one-glyph run is not copied at another size (it was, snapped to pixels)")
    }

    func testStylesGolden() throws {
        let engine = try TestFonts.engine()
        let scale = 2.0
        let renderer = try HeadlessRenderer(pixelWidth: 360 * 2, pixelHeight: 200 * 2, scale: scale)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 360, height: 200), color: .white)
        engine.draw("Grüße aus Köln → 5 € · AV To", at: Point(x: 10, y: 8),
                    style: TextStyle(font: .system(size: 16), color: .black), pixelsPerPoint: scale, into: &list)
        engine.draw("Bold, blue", at: Point(x: 10, y: 32),
                    style: TextStyle(font: .system(size: 16, weight: .bold), color: Color(red: 0.1, green: 0.3, blue: 0.8)),
                    pixelsPerPoint: scale, into: &list)
        let paragraph = "A long paragraph wraps at spaces, centred in 200 points, and is cut with an ellipsis "
            + "on its third line because it goes on and on."
        list.fill(Rect(x: 10, y: 60, width: 200, height: 60), color: Color(white: 0.92))
        engine.draw(paragraph, at: Point(x: 10, y: 60), width: 200,
                    style: TextStyle(font: .system(size: 13), color: Color(white: 0.2), alignment: .center, lineLimit: 3),
                    pixelsPerPoint: scale, into: &list)
        engine.draw("trailing", at: Point(x: 10, y: 130), width: 200,
                    style: TextStyle(font: .system(size: 13), color: Color(red: 0.7, green: 0.1, blue: 0.1), alignment: .trailing),
                    pixelsPerPoint: scale, into: &list)
        let aboutOrigin = Transform3D(translationX: -10, y: -160).concatenating(Transform3D(scaleX: 1.5, y: 1.5))
            .concatenating(Transform3D(translationX: 10, y: 160))
        engine.draw("Scaled ×1.5 through a transform", at: Point(x: 10, y: 160),
                    style: TextStyle(font: .system(size: 12), color: .black), opacity: 0.8,
                    transform: aboutOrigin, pixelsPerPoint: scale, into: &list)
        let image = try renderer.render(list, background: .white)
        let outcome = try GoldenImage.compare(image, named: "text-styles", in: GoldenImage.directory(besides: #filePath))
        XCTAssertEqual(outcome, .matched)
    }
}
