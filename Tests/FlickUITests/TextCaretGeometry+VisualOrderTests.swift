import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Carets, taps, arrow keys and selections over right-to-left and mixed text in a `TextField`
/// and a `TextView` of a real window on virtual time: over `BitmapFont` (every glyph one
/// advance wide) with `BidiTestShaper`'s levels, "ab אב cd" shows as "ab בא cd"; and over
/// the pinned DejaVu Sans through HarfBuzz and FriBidi.
final class TextCaretGeometryVisualOrderTests: XCTestCase {
    private let engine = MixedTextFixture.engine
    private var advance: Double { MixedTextFixture.advance }
    private let mixed = "ab אב cd"
    /// UTF-8 offsets in `mixed`: a 0, b 1, space 2, א 3, ב 5, space 7, c 8, d 9, end 10.
    private let beforeAlef = 3, beforeBet = 5, end = 10

    private func makeField(_ text: String, engine: TextEngine? = nil) -> (Window, TextField) {
        MixedTextFixture.makeField(text, engine: engine)
    }

    /// The window x of `x` points from the field's text start.
    private func windowX(_ x: Double, in field: TextField) -> Double { MixedTextFixture.windowX(x) }

    private func key(_ key: Key, _ modifiers: KeyModifiers = [], in window: Window) {
        MixedTextFixture.press(key, modifiers, in: window)
    }

    private func visibleSpans(_ field: TextField) -> [Rect] {
        ([field.selectionView] + field.selectionSpanViews).filter { !$0.isHidden }.map(\.frame).sorted {
            $0.minX < $1.minX
        }
    }

    func testTheCaretOfAHebrewLetterSitsOnItsGlyphsRightEdge() {
        let (_, field) = makeField(mixed)
        let geometry = field.caretGeometry
        XCTAssertTrue(geometry.hasRightToLeftRuns)
        let a = advance
        // Before א (drawn 4a–5a): its right edge; before ב (3a–4a): its right edge.
        XCTAssertEqual(geometry.x(forOffset: beforeAlef), 5 * a, accuracy: 1e-9)
        XCTAssertEqual(geometry.x(forOffset: beforeBet), 4 * a, accuracy: 1e-9)
        XCTAssertEqual(geometry.width, 8 * a, accuracy: 1e-9)
        XCTAssertEqual(field.textLabel.text, mixed, "reordered text is drawn whole")
    }

    func testATapPlacesTheCaretAtTheNearestBoundaryOnScreen() {
        let (window, field) = makeField(mixed)
        let a = advance
        // Just right of the gap between ב and א on screen: the caret between them (after א).
        window.play(TraceBuilder.tap(at: Point(x: windowX(4.3 * a, in: field), y: 120), start: 1))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.editingState.head, beforeBet)
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertEqual(field.caretView.frame.minX, 4 * a, accuracy: 1e-9)
        // At the run's right end, over א: before א, the first Hebrew letter in the text.
        window.play(TraceBuilder.tap(at: Point(x: windowX(4.9 * a, in: field), y: 120), start: 2))
        XCTAssertEqual(field.editingState.head, beforeAlef)
    }

    func testArrowKeysMoveOnScreenAndShiftSelectsOneSpanPerStretch() {
        let (window, field) = makeField(mixed)
        field.becomeFirstResponder()
        field.placeCaret(at: end)
        var visited: [Int] = []
        for _ in 0..<8 {
            key(.leftArrow, in: window)
            visited.append(field.editingState.head)
        }
        // After ב twice: left of the second space, then at the run's left end (its affinity).
        XCTAssertEqual(visited, [9, 8, 7, beforeBet, 7, 2, 1, 0])
        key(.leftArrow, in: window)
        XCTAssertEqual(field.editingState.head, 0, "the line's left end: nowhere to go")
        // From after "ab": Shift-Right selects the space (the run's left end), then crosses
        // to before ב on screen, selecting " א": the space and א, apart on screen.
        field.placeCaret(at: 2)
        key(.rightArrow, .shift, in: window)
        XCTAssertEqual(String(field.editingState.selectedText), " ")
        key(.rightArrow, .shift, in: window)
        XCTAssertEqual(String(field.editingState.selectedText), " א")
        let a = advance
        let spans = visibleSpans(field)
        XCTAssertEqual(spans.count, 2)
        XCTAssertEqual(spans[0].minX, 2 * a, accuracy: 1e-9)
        XCTAssertEqual(spans[0].width, a, accuracy: 1e-9)
        XCTAssertEqual(spans[1].minX, 4 * a, accuracy: 1e-9)
        XCTAssertEqual(spans[1].width, a, accuracy: 1e-9)
        // All of it: one span.
        key(.character("a"), .control, in: window)
        XCTAssertEqual(visibleSpans(field).map(\.width), [8 * a])
        // Without Shift a selection collapses to its start in the text, as UIKit's does.
        key(.leftArrow, in: window)
        XCTAssertEqual(field.editingState.head, 0)
    }

    func testLeftToRightTextKeepsMovingThroughTheText() {
        let (window, field) = makeField("abc")
        XCTAssertFalse(field.caretGeometry.hasRightToLeftRuns)
        XCTAssertNil(field.caretGeometry.offset(visuallyBeside: 1, left: true))
        field.becomeFirstResponder()
        field.placeCaret(at: 1)
        key(.rightArrow, .shift, in: window)
        XCTAssertEqual(visibleSpans(field).count, 1)
        XCTAssertEqual(String(field.editingState.selectedText), "b")
    }

    func testATrailingSpaceOfARightToLeftLineGoesOnItsLeft() {
        let (_, field) = makeField("אב ")
        let geometry = field.caretGeometry
        let a = advance
        // The space is drawn left of the word, so the word moves right by one advance.
        XCTAssertEqual(geometry.layoutOrigin, a, accuracy: 1e-9)
        XCTAssertEqual(geometry.x(forOffset: 0), 3 * a, accuracy: 1e-9)
        XCTAssertEqual(geometry.x(forOffset: "אב ".utf8.count), 0, accuracy: 1e-9)
        XCTAssertEqual(field.textLabel.frame.minX, a, accuracy: 1e-9)
    }

    func testRealHebrewAndDigitsThroughFriBidi() throws {
        let (window, field) = makeField("abc אבג 123", engine: try TestFonts.engine())
        let geometry = field.caretGeometry
        XCTAssertTrue(geometry.hasRightToLeftRuns)
        let alef = "abc ".utf8.count, bet = alef + 2, gimel = bet + 2
        // Right to left: each Hebrew letter's caret right of the next one's.
        XCTAssertGreaterThan(geometry.x(forOffset: alef), geometry.x(forOffset: bet))
        XCTAssertGreaterThan(geometry.x(forOffset: bet), geometry.x(forOffset: gimel))
        // The Hebrew word is one stretch; "c א" is two.
        XCTAssertEqual(geometry.selectionSpans(from: alef, to: gimel + 2).count, 1)
        XCTAssertEqual(geometry.selectionSpans(from: 2, to: bet).count, 2)
        // A tap on each caret stop puts the caret there.
        for offset in [alef, bet, gimel] {
            window.play(
                TraceBuilder.tap(
                    at: Point(x: windowX(geometry.x(forOffset: offset) + 0.5, in: field), y: 120),
                    start: window.currentTime + 1))
            XCTAssertEqual(field.editingState.head, offset)
        }
    }

    func testATextViewHighlightsOneRectPerStretchAndMovesOnScreen() {
        let (window, view) = MixedTextFixture.makeTextView("first\n" + mixed)
        let start = "first\n".utf8.count
        view.placeCaret(at: start + 2)
        for _ in 0..<2 {
            window.advance(to: window.currentTime + 0.05)
            XCTAssertTrue(window.handleKey(KeyEvent(key: .rightArrow, modifiers: .shift, time: window.currentTime)))
        }
        window.play([], settle: 0.02)
        XCTAssertEqual(String(view.editingState.selectedText), " א")
        let rects = view.selectionViews.filter { !$0.isHidden }.map(\.frame).sorted { $0.minX < $1.minX }
        XCTAssertEqual(rects.count, 2)
        let a = advance, left = TextView.defaultTextContainerInset.left
        XCTAssertEqual(rects.map(\.minX), [left + 2 * a, left + 4 * a])
        XCTAssertEqual(rects.map(\.width), [a, a])
        // A whole line and the line break: one rect, then the next line's own.
        view.placeCaret(at: 0)
        for _ in 0..<("first".count + 2) {
            window.advance(to: window.currentTime + 0.05)
            window.handleKey(KeyEvent(key: .rightArrow, modifiers: .shift, time: window.currentTime))
        }
        window.play([], settle: 0.02)
        XCTAssertEqual(view.selectionViews.filter { !$0.isHidden }.count, 2)
    }
}
