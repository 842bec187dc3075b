import FlickScene
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
}
