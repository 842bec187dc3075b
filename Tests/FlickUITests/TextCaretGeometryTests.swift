import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Caret stops measured as the engine lays glyphs out.
final class TextCaretGeometryTests: XCTestCase {
    func testBoundariesMatchTheEnginesLayout() {
        let engine = TextEngine(sources: [BitmapFont()])
        let font = Font.system(size: 20)
        let measurer = TextAdvanceMeasurer(engine: engine, font: font)
        let text = "Kiosk 7"
        let geometry = TextCaretGeometry(text: text, measurer: measurer)
        let layout = engine.layout(text, style: TextStyle(font: font))
        let glyphs = layout.lines[0].glyphs
        XCTAssertEqual(geometry.count, 7)
        for (index, glyph) in glyphs.enumerated() {
            XCTAssertEqual(geometry.boundaryX[index], glyph.x, accuracy: 1e-9, "boundary \(index)")
        }
        XCTAssertEqual(geometry.width, layout.size.width, accuracy: 1e-9)
        let step = geometry.boundaryX[1]
        XCTAssertEqual(geometry.nearestOffset(toX: 2.4 * step), 2)
        XCTAssertEqual(geometry.nearestOffset(toX: 2.6 * step), 3)
        XCTAssertEqual(geometry.nearestOffset(toX: -50), 0)
        XCTAssertEqual(geometry.nearestOffset(toX: 1e6), 7)
        XCTAssertEqual(geometry.x(forOffset: 3), geometry.boundaryX[3])
        let secure = TextCaretGeometry(text: "ab", mask: "\u{2022}", revealed: 1, measurer: measurer)
        XCTAssertEqual(secure.count, 2)
    }

    /// Updating around a change gives the stops measuring the new text from scratch does:
    /// inserts, deletions and replacements at the ends and inside, a combining mark joining
    /// the grapheme before it, emoji, an empty text.
    func testUpdatingAroundAChangeMatchesMeasuringAgain() throws {
        // DejaVu Sans kerns "AV"; BitmapFont is monospaced.
        for engine in [TextEngine(sources: [BitmapFont()]), try TestFonts.engine()] {
            try checkUpdates(TextAdvanceMeasurer(engine: engine, font: .system(size: 17)))
        }
    }

    private func checkUpdates(_ measurer: TextAdvanceMeasurer) throws {
        let edits: [(String, Range<Int>, String)] = [
            ("", 0..<0, "hello"), ("hello", 5..<5, "!"), ("hello", 0..<0, ">"), ("hello", 1..<3, ""),
            ("hello", 0..<5, ""), ("cafe", 4..<4, "\u{301}"), ("a👍b", 1..<5, "xyz"), ("AVAV", 2..<2, "W"),
            ("ab", 1..<1, "\u{200D}"),
        ]
        for (text, range, replacement) in edits {
            var changed = text
            let utf8 = changed.utf8
            changed.replaceSubrange(
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound),
                with: replacement)
            var geometry = TextCaretGeometry(text: text, measurer: measurer)
            geometry.replace(range, replacementCount: replacement.utf8.count, in: changed, measurer: measurer)
            let fresh = TextCaretGeometry(text: changed, measurer: measurer)
            XCTAssertEqual(geometry.boundaryOffsets, fresh.boundaryOffsets, "\(text) → \(changed)")
            XCTAssertEqual(geometry.boundaryX.count, fresh.boundaryX.count, "\(text) → \(changed)")
            for (a, b) in zip(geometry.boundaryX, fresh.boundaryX) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        }
    }
}
