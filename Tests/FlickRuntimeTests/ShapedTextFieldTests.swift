import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import FlickUI
import Foundation
import XCTest

/// `TextField` carets over real shaped fonts (HarfBuzz through FlickRender), taps replayed
/// through a real Window on virtual time: the caret stops are the shaped line's, so a tap
/// inside a ligature or on a Devanagari syllable puts the caret where the glyphs are drawn.
final class ShapedTextFieldTests: XCTestCase {
    /// The font size, points.
    private let size = 40.0

    private func makeField(_ text: String, engine: TextEngine) -> (Window, TextField) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        window.keyboardViewProvider = { _ in View() }
        let field = TextField(frame: Rect(x: 100, y: 100, width: 500, height: 60))
        field.textEngine = engine
        field.font = .system(size: size)
        field.text = text
        window.addSubview(field)
        run(window, [], until: 0.1)
        return (window, field)
    }

    /// Plays `frames`, then frames at 120 Hz until `end` seconds.
    private func run(_ window: Window, _ frames: [TouchFrame], until end: Double) {
        for frame in frames {
            window.handle(frame)
            window.advance(to: frame.time)
            _ = window.prepareFrame(at: frame.time)
        }
        var time = max(window.currentTime, frames.last?.time ?? 0)
        while time < end {
            time += 1.0 / 120
            window.advance(to: time)
            _ = window.prepareFrame(at: time)
        }
    }

    /// Taps at text x `x` (points from the text's start); the caret's UTF-8 offset after it.
    private func tap(atX x: Double, in field: TextField, window: Window) -> Int {
        var trace = TraceBuilder(start: window.currentTime + 0.5)
        trace.down(0, at: Point(x: field.frame.minX + TextField.horizontalPadding + x, y: field.frame.midY))
        trace.hold(0.05)
        trace.up(0)
        run(window, trace.frames, until: trace.frames.last!.time + 0.1)
        return field.editingState.head
    }

    func testTapsInsideALigaturePutTheCaretOnTheShapedStops() throws {
        let engine = try SystemFonts.pinnedEngine()
        let (window, field) = makeField("office", engine: engine)
        let stops = engine.layout("office", style: TextStyle(font: .system(size: size))).caretStops(inLine: 0)
        XCTAssertTrue(field.caretGeometry.isShaped)
        XCTAssertEqual(field.caretGeometry.boundaryX, stops.map(\.x), "the shaped line's stops")
        let perGlyph = TextCaretGeometry(
            text: "office", measurer: TextAdvanceMeasurer(engine: engine, font: field.font))
        XCTAssertNotEqual(perGlyph.boundaryX, stops.map(\.x), "glyph by glyph the ffi ligature would measure otherwise")
        for (offset, stop) in zip([2, 3], stops[2...3].map(\.x)) {
            XCTAssertEqual(tap(atX: stop + 0.5, in: field, window: window), offset)
            XCTAssertEqual(field.caretView.frame.minX, stop, accuracy: 1e-9, "the caret on the stop")
        }
        // A trailing space (a line does not draw it) still moves the caret on by its advance.
        field.insertText(" ")
        let withSpace = field.caretGeometry
        XCTAssertTrue(withSpace.isShaped)
        XCTAssertEqual(withSpace.boundaryOffsets, [0, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertGreaterThan(withSpace.width, stops.last!.x + 1)
    }

    func testADevanagariSyllableIsOneCaretStep() throws {
        let path = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) missing: fonts-lohit-deva comes with `scripts/setup test`")
        }
        let engine = TextEngine(sources: [try TTFGlyphSource(regular: path)], shaper: SystemFonts.shaper)
        let (window, field) = makeField("किताब", engine: engine)
        XCTAssertEqual(field.caretGeometry.boundaryOffsets, [0, 6, 12, 15])
        let stops = engine.layout("किताब", style: TextStyle(font: .system(size: size))).caretStops(inLine: 0)
        XCTAssertEqual(field.caretGeometry.boundaryX, stops.map(\.x))
        XCTAssertEqual(tap(atX: stops[1].x + 0.5, in: field, window: window), 6)
    }

    func testRightToLeftTextTakesItsStopsFromTheShapedLineRightToLeft() throws {
        let engine = try SystemFonts.pinnedEngine()
        let (_, field) = makeField("سلام", engine: engine)
        let geometry = field.caretGeometry
        XCTAssertTrue(geometry.isShaped)
        XCTAssertTrue(geometry.hasRightToLeftRuns)
        XCTAssertEqual(geometry.count, 4)
        let stops = engine.layout("سلام", style: TextStyle(font: .system(size: size))).caretStops(inLine: 0)
        XCTAssertEqual(geometry.boundaryX, stops.map(\.x))
        XCTAssertEqual(geometry.boundaryX, geometry.boundaryX.sorted(by: >), "the start on the right")
    }
}
