import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// The caret's affinity at direction boundaries in a `TextField` and a `TextView` of a real
/// window on virtual time: taps replayed through the window, arrow keys as key events,
/// typed text. Over `BitmapFont` (every glyph one advance wide) with `BidiTestShaper`'s
/// levels "ab אב cd" shows as "ab בא cd": the offset before א stands right of "ab "
/// (upstream) and at the run's right end (downstream); and over the pinned DejaVu Sans
/// through HarfBuzz and FriBidi.
final class TextCaretGeometryAffinityTests: XCTestCase {
    private let engine = MixedTextFixture.engine
    private var advance: Double { MixedTextFixture.advance }
    private let mixed = "ab אב cd"
    /// UTF-8 offsets in `mixed`: a 0, b 1, space 2, א 3, ב 5, space 7, c 8, d 9, end 10.
    private let beforeAlef = 3, beforeBet = 5, afterBet = 7, end = 10

    private func makeField(_ text: String, engine: TextEngine? = nil) -> (Window, TextField) {
        MixedTextFixture.makeField(text, engine: engine)
    }

    private func windowX(_ x: Double) -> Double { MixedTextFixture.windowX(x) }

    private func key(_ key: Key, _ modifiers: KeyModifiers = [], in window: Window) {
        MixedTextFixture.press(key, modifiers, in: window)
    }

    private func tap(_ x: Double, y: Double = 120, in window: Window) {
        window.play(TraceBuilder.tap(at: Point(x: x, y: y), start: window.currentTime + 1))
    }

    func testLeftArrowVisitsBothPlacesOfEachRunBoundary() {
        let (window, field) = makeField(mixed)
        field.becomeFirstResponder()
        field.placeCaret(at: end)
        var heads: [Int] = [], xs: [Double] = []
        for _ in 0..<8 {
            key(.leftArrow, in: window)
            heads.append(field.editingState.head)
            xs.append(field.caretView.frame.minX / advance)
        }
        // One advance per press, never standing still: after ב, the run's left end (after ב,
        // upstream) is its own stop now, and a press from the run's right end into it only
        // changes where after-ב is drawn.
        XCTAssertEqual(heads, [9, 8, afterBet, beforeBet, afterBet, 2, 1, 0])
        for (x, expected) in zip(xs, [7.0, 6, 5, 4, 3, 2, 1, 0]) { XCTAssertEqual(x, expected, accuracy: 1e-9) }
        XCTAssertEqual(field.editingState.affinity, .downstream)
        // And back rightwards: the space's trailing edge is after it (upstream), then across
        // the run to before א (downstream), the run's right end.
        var rightHeads: [Int] = []
        for _ in 0..<5 {
            key(.rightArrow, in: window)
            rightHeads.append(field.editingState.head)
        }
        XCTAssertEqual(rightHeads, [1, 2, beforeAlef, beforeBet, beforeAlef])
        XCTAssertEqual(field.caretView.frame.minX, 5 * advance, accuracy: 1e-9)
    }

    func testAPressThatOnlyChangesTheAffinityMovesTheCaretOnScreen() {
        // "abא": after b stands right of b (upstream) and at א's right edge (downstream).
        let (window, field) = makeField("abא")
        field.becomeFirstResponder()
        field.placeCaret(at: 2, affinity: .upstream)
        window.play([], settle: 0.02)
        XCTAssertEqual(field.caretView.frame.minX, 2 * advance, accuracy: 1e-9)
        key(.rightArrow, in: window)
        XCTAssertEqual(field.editingState.head, 2, "the offset stays")
        XCTAssertEqual(field.editingState.affinity, .downstream)
        XCTAssertEqual(field.caretView.frame.minX, 3 * advance, accuracy: 1e-9, "drawn at א's right edge")
        // Shift-Left from there selects א: the selection's head moves in the text.
        key(.leftArrow, .shift, in: window)
        XCTAssertEqual(String(field.editingState.selectedText), "א")
    }

    func testATapTakesTheOffsetAndAffinityOfThePlaceTapped() {
        let (window, field) = makeField(mixed)
        let a = advance
        // Over the first space's right half: after it, drawn right of it (upstream).
        tap(windowX(2.9 * a), in: window)
        XCTAssertEqual(field.editingState.head, beforeAlef)
        XCTAssertEqual(field.editingState.affinity, .upstream)
        XCTAssertEqual(field.caretView.frame.minX, 3 * a, accuracy: 1e-9)
        // Over ב's left half (its trailing edge): after ב, at the same x.
        tap(windowX(3.1 * a), in: window)
        XCTAssertEqual(field.editingState.head, afterBet)
        XCTAssertEqual(field.editingState.affinity, .upstream)
        XCTAssertEqual(field.caretView.frame.minX, 3 * a, accuracy: 1e-9)
        // Over א's right half: before it (downstream), at the run's right end.
        tap(windowX(4.9 * a), in: window)
        XCTAssertEqual(field.editingState.head, beforeAlef)
        XCTAssertEqual(field.editingState.affinity, .downstream)
        XCTAssertEqual(field.caretView.frame.minX, 5 * a, accuracy: 1e-9)
    }

    func testTypedTextLandsTheCaretWhereItsRunDrewIt() {
        let a = advance
        /// The text and the caret's x (advances) after tapping `mixed` at `x` advances and
        /// typing `typed`.
        func type(_ typed: String, afterTappingAt x: Double) -> (String, Double) {
            let (window, field) = makeField(mixed)
            tap(windowX(x * a), in: window)
            field.insertText(typed)
            window.play([], settle: 0.02)
            XCTAssertEqual(field.editingState.affinity, .upstream)
            return (field.text, field.caretView.frame.minX / a)
        }
        // After the space, upstream: a Latin letter goes on right of the space, the caret
        // right of it.
        XCTAssertTrue(type("x", afterTappingAt: 2.9) == ("ab xאב cd", 4))
        // Before א, downstream (the run's right end): a Hebrew letter joins the run at its
        // right end (5a–6a), and the caret stands left of it, where the next one goes.
        XCTAssertTrue(type("ג", afterTappingAt: 4.9) == ("ab גאב cd", 5))
        // A Latin letter typed after the Hebrew run's last letter (after ב, upstream) goes
        // right of the run (5a–6a); the caret follows it there.
        XCTAssertTrue(type("y", afterTappingAt: 3.1) == ("ab אבy cd", 6))
    }

    func testATextViewMovesThroughBothPlacesPerLine() {
        let (window, view) = MixedTextFixture.makeTextView("first\n" + mixed)
        let start = "first\n".utf8.count
        view.placeCaret(at: start + end)
        let a = advance, left = TextView.defaultTextContainerInset.left
        var xs: [Double] = []
        for _ in 0..<8 {
            window.advance(to: window.currentTime + 0.05)
            XCTAssertTrue(window.handleKey(KeyEvent(key: .leftArrow, time: window.currentTime)))
            window.play([], settle: 0.02)
            xs.append((view.caretView.frame.minX - left) / a)
        }
        for (x, expected) in zip(xs, [7.0, 6, 5, 4, 3, 2, 1, 0]) { XCTAssertEqual(x, expected, accuracy: 1e-9) }
        // A tap on the second line over the first space's right half: after it, upstream.
        let lineY = 100 + TextView.defaultTextContainerInset.top + view.currentLayout.lineHeight * 1.5
        tap(100 + left + 2.9 * a, y: lineY, in: window)
        XCTAssertEqual(view.editingState.head, start + beforeAlef)
        XCTAssertEqual(view.editingState.affinity, .upstream)
        XCTAssertEqual(view.caretRect.minX - left, 3 * a, accuracy: 1e-9)
    }

    func testArrowsCrossTheWrappedLinesOfARightToLeftTextViewOnScreen() {
        // Three right-to-left lines (22 glyphs a line in the view's 290 pt).
        let text = String(repeating: "אבגד ", count: 11) + "הוזח"
        let (window, view) = MixedTextFixture.makeTextView(text)
        let lineHeight = view.currentLayout.lineHeight
        view.placeCaret(at: 0)
        window.play([], settle: 0.02)
        // Left: along each line to its left end, then on to the next line's right end; the
        // caret never goes back in the text, and reaches its end.
        var previous = view.caretRect, heads = [0], lines = 0
        for _ in 0..<90 where view.editingState.head < text.utf8.count {
            key(.leftArrow, in: window)
            let rect = view.caretRect
            if rect.minY == previous.minY {
                XCTAssertLessThan(rect.minX, previous.minX, "at head \(view.editingState.head)")
            } else {
                XCTAssertEqual(rect.minY, previous.minY + lineHeight, accuracy: 1e-9)
                XCTAssertGreaterThan(rect.minX, previous.minX, "the next line's right end")
                lines += 1
            }
            heads.append(view.editingState.head)
            previous = rect
        }
        XCTAssertEqual(view.editingState.head, text.utf8.count)
        XCTAssertEqual(heads, heads.sorted())
        XCTAssertEqual(lines, 2)
        // Right: the same way back to the start.
        for _ in 0..<90 where view.editingState.head > 0 {
            key(.rightArrow, in: window)
            let rect = view.caretRect
            if rect.minY == previous.minY {
                XCTAssertGreaterThan(rect.minX, previous.minX, "at head \(view.editingState.head)")
            } else {
                XCTAssertEqual(rect.minY, previous.minY - lineHeight, accuracy: 1e-9)
                XCTAssertLessThan(rect.minX, previous.minX, "the line before's left end")
            }
            previous = rect
        }
        XCTAssertEqual(view.editingState.head, 0)
        // Down and Up keep the caret's x.
        view.placeCaret(at: "אבגד אב".utf8.count)
        window.play([], settle: 0.02)
        let x = view.caretRect.minX
        key(.downArrow, in: window)
        XCTAssertEqual(view.caretRect.minY, previous.minY + lineHeight, accuracy: 1e-9)
        XCTAssertEqual(view.caretRect.minX, x, accuracy: advance / 2)
        key(.upArrow, in: window)
        XCTAssertEqual(view.editingState.head, "אבגד אב".utf8.count)
    }

    func testEndPutsTheCaretAtAWrappedLinesEndAndHomeBringsItBack() {
        // A word longer than a line: its lines meet with no space between.
        let (window, view) = MixedTextFixture.makeTextView(String(repeating: "x", count: 30))
        view.placeCaret(at: 3)
        window.play([], settle: 0.02)
        let top = view.caretRect.minY
        key(.end, in: window)
        XCTAssertEqual(view.editingState.head, 22)
        XCTAssertEqual(view.editingState.affinity, .upstream)
        XCTAssertEqual(view.caretRect.minY, top, accuracy: 1e-9, "on the first line, at its end")
        XCTAssertEqual(view.caretRect.minX, TextView.defaultTextContainerInset.left + 22 * advance, accuracy: 1e-9)
        key(.home, in: window)
        XCTAssertEqual(view.editingState.head, 0)
        // Right from the end of the first line: past the first character of the second.
        key(.end, in: window)
        key(.rightArrow, in: window)
        XCTAssertEqual(view.editingState.head, 23)
        XCTAssertEqual(view.caretRect.minY, top + view.currentLayout.lineHeight, accuracy: 1e-9)
    }

    func testRealHebrewAndArabicAmongLatinThroughFriBidi() throws {
        let fonts = try TestFonts.engine()
        for text in ["abc אבג def", "שלום world שלום", "abc سلام def"] {
            let (window, field) = makeField(text, engine: fonts)
            field.becomeFirstResponder()
            field.placeCaret(at: 0)
            window.play([], settle: 0.02)
            // From the line's visual left end rightwards: every press moves the caret right,
            // and the stops are the boundaries plus one per run boundary inside the line.
            key(.home, in: window)
            var xs = [field.caretView.frame.minX]
            var places: Set<CaretPlace> = []
            // Start at the left end on screen: keep pressing Left until it stops moving (at
            // the end, Left leaves the caret where it is).
            for _ in 0..<40 {
                key(.leftArrow, in: window)
                if field.caretView.frame.minX >= xs[0] - 0.01 { break }
                xs = [field.caretView.frame.minX]
            }
            XCTAssertEqual(xs[0], 0, accuracy: 0.01, text)
            for _ in 0..<40 {
                key(.rightArrow, in: window)
                let x = field.caretView.frame.minX
                if x <= xs.last! + 0.01 { break }
                xs.append(x)
                places.insert(CaretPlace(offset: field.editingState.head, affinity: field.editingState.affinity))
            }
            // Every gap between glyphs on screen and both ends: one more than the characters
            // (the old stops, one per offset, skipped a run end on screen).
            XCTAssertEqual(xs.count, text.count + 1, "\(text)")
            XCTAssertEqual(places.count, xs.count - 1, "\(text): each press a new place")
        }
    }
}
