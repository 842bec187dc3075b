import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import FlickUI
import Foundation
import XCTest

/// `TextView` over real shaped fonts (HarfBuzz and FriBidi through FlickRender), taps replayed
/// through a real Window on virtual time: carets inside a ligature, a right-to-left word's
/// carets from right to left, a Devanagari syllable as one caret step.
final class ShapedTextViewTests: XCTestCase {
    /// The font size, points.
    private let size = 40.0

    private func makeView(_ text: String, engine: TextEngine) -> (Window, TextView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        window.keyboardViewProvider = { _ in View() }
        let view = TextView(frame: Rect(x: 100, y: 100, width: 500, height: 300))
        view.textEngine = engine
        view.font = .system(size: size)
        view.text = text
        window.addSubview(view)
        run(window, [], until: 0.1)
        return (window, view)
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

    /// Taps at container x `x` on the first line; the caret's UTF-8 offset after it.
    private func tap(atX x: Double, in view: TextView, window: Window) -> Int {
        let inset = view.textContainerInset
        var trace = TraceBuilder(start: window.currentTime + 0.5)
        trace.down(0, at: Point(x: view.frame.minX + inset.left + x, y: view.frame.minY + inset.top + size / 2))
        trace.hold(0.05)
        trace.up(0)
        run(window, trace.frames, until: trace.frames.last!.time + 0.1)
        return view.editingState.head
    }

    /// The caret stops of the first line of `text`, by UTF-8 offset.
    private func stops(_ text: String, engine: TextEngine) -> [(offset: Int, x: Double)] {
        let layout = engine.layout(text, style: TextStyle(font: .system(size: size), lineLimit: 0))
        return layout.caretStops(inLine: 0).map { stop in
            let index = String.Index(utf16Offset: stop.offset, in: text)
            return (text.utf8.distance(from: text.utf8.startIndex, to: index), stop.x)
        }
    }

    func testTapsInsideALigaturePutTheCaretBetweenItsLetters() throws {
        let engine = try SystemFonts.pinnedEngine()
        let text = "office"
        let glyphs = engine.layout(text, style: TextStyle(font: .system(size: size))).lines[0].glyphs
        XCTAssertEqual(glyphs.map(\.cluster), [0, 1, 4, 5], "DejaVu Sans draws \"ffi\" as one glyph")
        let (window, view) = makeView(text, engine: engine)
        let ligature = glyphs[1]
        // A third of the way into the ligature: between "f" and "f"; two thirds: "f" and "i".
        for (fraction, offset) in [(1.0 / 3, 2), (2.0 / 3, 3), (0.02, 1), (0.98, 4)] {
            let x = ligature.x + fraction * ligature.advance
            XCTAssertEqual(tap(atX: x, in: view, window: window), offset, "at \(fraction) of the ligature")
            XCTAssertEqual(
                view.caretView.frame.minX - view.textContainerInset.left, x, accuracy: ligature.advance / 6,
                "the caret where the tap was")
        }
    }

    func testARightToLeftWordPutsItsCaretsFromRightToLeft() throws {
        let engine = try SystemFonts.pinnedEngine()
        let text = "سلام"  // salaam: four letters, lam-alef one glyph
        let (window, view) = makeView(text, engine: engine)
        // Measured from the left end (`.natural` would put the Arabic line on the right).
        view.textAlignment = .leading
        let width = engine.layout(text, style: TextStyle(font: .system(size: size))).lines[0].width
        XCTAssertEqual(tap(atX: width - 1, in: view, window: window), 0, "the right edge is the start")
        XCTAssertEqual(tap(atX: 1, in: view, window: window), text.utf8.count, "the left edge is the end")
        // The left arrow moves the caret left on screen: on through the right-to-left text.
        view.placeCaret(at: 0)
        var xs: [Double] = [], offsets: [Int] = []
        for _ in 0...text.count {
            run(window, [], until: window.currentTime + 0.05)
            xs.append(view.caretView.frame.minX)
            offsets.append(view.editingState.head)
            window.handleKey(KeyEvent(key: .leftArrow, time: window.currentTime))
        }
        XCTAssertEqual(offsets, offsets.sorted(), "on in the text")
        XCTAssertEqual(xs, xs.sorted(by: >), "right to left")
        XCTAssertEqual(Set(xs).count, text.count + 1, "a caret stop per letter, the ligature's split")
    }

    func testADevanagariSyllableIsOneCaretStep() throws {
        let path = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) missing: fonts-lohit-deva comes with `scripts/setup test`")
        }
        let engine = TextEngine(sources: [try TTFGlyphSource(regular: path)], shaper: SystemFonts.shaper)
        let text = "किताब"  // kitaab: ki, taa, b; the vowel sign i is drawn before ka
        let (window, view) = makeView(text, engine: engine)
        let expected = stops(text, engine: engine)
        XCTAssertEqual(expected.map(\.offset), [0, 6, 12, 15], "ki, taa, b: three characters")
        for (index, stop) in expected.enumerated().dropFirst().dropLast() {
            XCTAssertEqual(tap(atX: stop.x + 1, in: view, window: window), stop.offset, "stop \(index)")
            XCTAssertEqual(view.caretView.frame.minX - view.textContainerInset.left, stop.x, accuracy: 1e-9)
        }
    }
}
