import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Right-to-left text longer than `TextCaretGeometry.shapedByteLimit` keeps its visual caret
/// stops: shaped in pieces cut where the text is at the paragraph's level, laid side by side.
/// Over `BitmapFont` (every glyph one advance wide) with `BidiTestShaper`'s levels, "ab אב cd "
/// repeated shows as "ab בא cd " repeated, so every stop of the long line is known.
final class TextCaretGeometryPiecesTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
    /// One BitmapFont glyph's advance at 17 pt, points.
    private var advance: Double {
        Label.defaultFontSize * Double(BitmapFont.advanceDots) / Double(BitmapFont.lineHeightDots)
    }
    private var measurer: TextAdvanceMeasurer { TextAdvanceMeasurer(engine: engine, font: .system(size: 17)) }
    private let unit = "ab אב cd "
    /// The stops of one `unit` on screen, advances from its left end ("ab בא cd ").
    private let unitStops: [Double] = [0, 1, 2, 5, 4, 5, 6, 7, 8]
    private let units = 2000

    private func makeField(_ text: String) -> (Window, TextField) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.keyboardViewProvider = { _ in View() }
        let field = TextField(frame: Rect(x: 100, y: 100, width: 300, height: 40))
        field.textEngine = engine
        field.textAlignment = .leading
        field.text = text
        window.addSubview(field)
        window.play([], settle: 0.1)
        return (window, field)
    }

    private func key(_ key: Key, in window: Window) {
        window.advance(to: window.currentTime + 0.05)
        XCTAssertTrue(window.handleKey(KeyEvent(key: key, time: window.currentTime)))
        window.play([], settle: 0.02)
    }

    /// The field's stops, updated piece by piece while typing, are those of its text shaped
    /// in pieces anew.
    private func assertSameStopsAsAWholeRebuild(_ field: TextField, line: UInt = #line) throws {
        let incremental = field.caretGeometry
        let whole = try XCTUnwrap(TextCaretGeometry(shapingPieces: field.text, measurer: measurer))
        XCTAssertEqual(incremental.boundaryOffsets, whole.boundaryOffsets, line: line)
        XCTAssertEqual(incremental.width, whole.width, accuracy: 1e-6, line: line)
        XCTAssertEqual(incremental.boundaryX.count, whole.boundaryX.count, line: line)
        for (x, y) in zip(incremental.boundaryX, whole.boundaryX) { XCTAssertEqual(x, y, accuracy: 1e-6, line: line) }
        for (x, y) in zip(incremental.visualExtents ?? [], whole.visualExtents ?? []) {
            XCTAssertEqual(x.lowerBound, y.lowerBound, accuracy: 1e-6, line: line)
            XCTAssertEqual(x.upperBound, y.upperBound, accuracy: 1e-6, line: line)
        }
    }

    func testALongMixedLineKeepsEveryVisualStop() throws {
        let text = String(repeating: unit, count: units)
        XCTAssertGreaterThan(text.utf8.count, TextCaretGeometry.shapedByteLimit)
        XCTAssertNil(TextCaretGeometry(shaping: text, measurer: measurer), "too long to shape whole")
        let geometry = try XCTUnwrap(TextCaretGeometry(shapingPieces: text, measurer: measurer))
        XCTAssertGreaterThan(geometry.pieces.count, 1)
        XCTAssertTrue(geometry.hasRightToLeftRuns)
        XCTAssertEqual(geometry.count, text.count)
        let a = advance
        for k in 0..<geometry.count {
            let expected = (Double(k / 9) * 9 + unitStops[k % 9]) * a
            XCTAssertEqual(geometry.boundaryX[k], expected, accuracy: 1e-6, "stop \(k)")
        }
        XCTAssertEqual(geometry.boundaryX.last ?? 0, Double(units * 9) * a, accuracy: 1e-6)
        XCTAssertEqual(geometry.width, Double(units * 9) * a, accuracy: 1e-6)
        // Each piece is cut before a letter at the paragraph's level (a Latin one).
        for piece in geometry.pieces.dropFirst() {
            let byte = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: piece.start)]
            XCTAssertTrue(Unicode.Scalar(byte).properties.isAlphabetic && byte < 0x80, "\(piece.start)")
        }
    }

    func testARightToLeftParagraphLaysItsPiecesFromTheRight() throws {
        let rightToLeft = "אב cd "
        let text = String(repeating: rightToLeft, count: 800)
        let geometry = try XCTUnwrap(TextCaretGeometry(shapingPieces: text, measurer: measurer))
        XCTAssertTrue(geometry.isRightToLeft)
        XCTAssertGreaterThan(geometry.pieces.count, 1)
        let a = advance, width = Double(800 * 6) * a
        XCTAssertEqual(geometry.width, width, accuracy: 1e-6)
        // Unit u spans width − 6a(u + 1) … width − 6a·u; its stops ␣cd␣בא from there.
        let pattern: [Double] = [6, 5, 4, 1, 2, 1]
        for k in 0..<(geometry.count - 1) {
            let left = width - Double(k / 6 + 1) * 6 * a
            XCTAssertEqual(geometry.boundaryX[k], left + pattern[k % 6] * a, accuracy: 1e-6, "stop \(k)")
        }
        // Before the line's trailing space (which a line does not place, so as a short
        // field's): the trailing edge of the last "d".
        XCTAssertEqual(geometry.boundaryX[geometry.count - 1], 3 * a, accuracy: 1e-6)
        XCTAssertEqual(geometry.boundaryX.last ?? -1, 0, accuracy: 1e-6, "the text's end at the left end")
    }

    func testTypingShapesOnlyThePiecesItTouchesAndMatchesAWholeRebuild() throws {
        let (window, field) = makeField(String(repeating: unit, count: units))
        XCTAssertTrue(field.caretGeometry.isPieced)
        let middle = (units / 2) * unit.utf8.count + 3  // before an א in the middle
        field.becomeFirstResponder()
        field.placeCaret(at: middle)
        let before = field.caretGeometry.pieces
        for text in ["x", "ג", " ", "y"] { field.insertText(text) }
        field.deleteBackward()
        window.play([], settle: 0.02)
        let incremental = field.caretGeometry
        try assertSameStopsAsAWholeRebuild(field)
        // Far from the change the pieces are the ones made before it.
        XCTAssertGreaterThan(before.count, 3)
        XCTAssertEqual(incremental.pieces.first, before.first)
        XCTAssertEqual(incremental.pieces.last?.geometry, before.last?.geometry)
        // Only the pieces in view are drawn, each in its own label, and they hold the caret's
        // neighbourhood.
        let drawn = field.pieceLabels.filter { !$0.isHidden }.compactMap(\.text).joined()
        XCTAssertLessThan(drawn.utf8.count, 3 * TextCaretGeometry.shapedByteLimit)
        XCTAssertTrue(drawn.contains("xג "))
        XCTAssertEqual(field.textLabel.text, "", "the field's own label draws no piece")
    }

    func testAKeystrokeLaysOutOnlyThePieceItChanges() {
        let (window, field) = makeField(String(repeating: unit, count: units))
        field.becomeFirstResponder()
        field.placeCaret(at: field.editingState.endOffset)
        window.play([], settle: 0.02)
        let before = engine.layoutCacheCounts.misses
        field.insertText("ג")
        window.play([], settle: 0.02)
        // The piece typed into is shaped once: its label draws the layout it was measured with.
        XCTAssertEqual(engine.layoutCacheCounts.misses - before, 1)
        XCTAssertTrue(field.pieceLabels.contains { !$0.isHidden && $0.text?.hasSuffix("cd ג") == true })
    }

    func testTypingIntoALongRightToLeftParagraphMatchesAWholeRebuild() throws {
        let (window, field) = makeField(String(repeating: "אב cd ", count: 3000))
        XCTAssertTrue(field.caretGeometry.isRightToLeft)
        field.becomeFirstResponder()
        field.placeCaret(at: 1500 * "אב cd ".utf8.count + 2)
        for text in ["ג", "x", " ", "דה"] { field.insertText(text) }
        field.deleteBackward()
        window.play([], settle: 0.02)
        try assertSameStopsAsAWholeRebuild(field)
    }

    func testArrowsMoveOnScreenThroughALongLine() {
        let (window, field) = makeField(String(repeating: unit, count: units))
        field.becomeFirstResponder()
        let unitStart = (units / 2) * unit.utf8.count
        field.placeCaret(at: unitStart + unit.utf8.count)  // after a unit: its right end
        window.play([], settle: 0.02)
        // The caret's x in the text (the field scrolls to keep it in view).
        var xs = [field.caretView.frame.minX - field.textOrigin]
        for _ in 0..<9 {
            key(.leftArrow, in: window)
            xs.append(field.caretView.frame.minX - field.textOrigin)
        }
        // One advance left per press, both places of each run boundary included.
        for (x, next) in zip(xs, xs.dropFirst()) { XCTAssertEqual(x - next, advance, accuracy: 1e-6) }
        XCTAssertEqual(field.editingState.head, unitStart)
    }

    func testOnlyTextThatMayHoldARightToLeftScriptIsShapedInPieces() {
        XCTAssertFalse(TextCaretGeometry.mayHoldRightToLeftScript("Lorem ipsum, 0123 é ü ß — “quoted”".utf8))
        XCTAssertTrue(TextCaretGeometry.mayHoldRightToLeftScript("abc אבג".utf8))
        XCTAssertTrue(TextCaretGeometry.mayHoldRightToLeftScript("abc سلام".utf8))
        XCTAssertTrue(TextCaretGeometry.mayHoldRightToLeftScript("\u{FEFB}".utf8), "a presentation form")
        let latin = String(repeating: "Lorem ipsum dolor sit amet. ", count: 300)
        XCTAssertNil(TextCaretGeometry(shapingPieces: latin, measurer: measurer), "measured glyph by glyph")
        let (_, field) = makeField(latin)
        XCTAssertFalse(field.caretGeometry.isShaped)
        // Hebrew typed into it makes it shaped in pieces.
        field.becomeFirstResponder()
        field.insertText("אב")
        XCTAssertTrue(field.caretGeometry.isPieced)
    }
}
