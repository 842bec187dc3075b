import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `KeyboardView.prepareGlyphs(for:engine:pixelsPerPoint:)`: every label a keyboard shows —
/// capitals at a sentence's start, lower case after a letter, the alternates of a long
/// press, every page — is already in the atlas it prepared; its pieces
/// (`glyphPreparation(for:engine:pixelsPerPoint:)`) prepare the same, one short piece at a time.
final class KeyboardViewPreparationTests: XCTestCase {
    func testPreparedGlyphsCoverEveryLabelTheKeyboardShows() {
        let engine = TextEngine(sources: [BitmapFont()])
        KeyboardView.prepareGlyphs(engine: engine, pixelsPerPoint: 2)
        let prepared = engine.atlasStatistics.glyphs
        XCTAssertGreaterThan(prepared, 0)

        let harness = KeyboardHarness(input: KeyboardTestInput(autocapitalization: .sentences))
        var shown: [(text: String, font: Font)] = []
        func collect() {
            for case let label as Label in harness.window.subtree where !label.isHidden {
                if let text = label.text, !text.isEmpty { shown.append((text, label.font)) }
            }
        }
        collect()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: harness.point("h")); trace.hold(0.05); trace.up(0); trace.wait(0.1)
        trace.down(0, at: harness.point("e")); trace.hold(KeyPress.longPressDelay + 0.2); trace.up(0)
        harness.window.play(trace.frames, settle: 0.1) { _ in collect() }
        for page in harness.keyboard.layout.pages {
            harness.keyboard.showPage(named: page.name)
            harness.window.layoutIfNeeded()
            collect()
        }
        XCTAssertTrue(shown.contains { $0.text == "H" }, "capitals at the sentence's start")
        XCTAssertTrue(shown.contains { $0.text == "q" }, "lower case after a letter")
        XCTAssertTrue(shown.contains { $0.text == "é" }, "the long press's alternates")

        for (text, font) in shown {
            _ = engine.place(engine.layout(text, style: TextStyle(font: font, lineLimit: 0)), pixelsPerPoint: 2)
        }
        XCTAssertEqual(engine.atlasStatistics.glyphs, prepared, "no label the keyboard showed adds a glyph")
    }

    func testThePiecesPrepareWhatPreparingInOneGoDoes() {
        let whole = TextEngine(sources: [BitmapFont()])
        KeyboardView.prepareGlyphs(engine: whole, pixelsPerPoint: 2)
        let pieced = TextEngine(sources: [BitmapFont()])
        let pieces = KeyboardView.glyphPreparation(engine: pieced, pixelsPerPoint: 2)
        XCTAssertEqual(pieced.atlasStatistics.glyphs, 0, "nothing rasterized before a piece runs")
        // Three fonts, each of more characters than a piece takes.
        XCTAssertGreaterThan(pieces.count, 3)
        for piece in pieces {
            let before = pieced.atlasStatistics.glyphs
            piece()
            XCTAssertLessThanOrEqual(pieced.atlasStatistics.glyphs - before, TextEngine.glyphPreparationCharactersPerPiece)
        }
        XCTAssertEqual(pieced.atlasStatistics.glyphs, whole.atlasStatistics.glyphs)
    }
}
