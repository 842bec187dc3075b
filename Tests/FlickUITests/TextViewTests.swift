import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// A text view's delegate logging its calls, refusing changes that contain `refused`.
final class TextViewLog: TextViewDelegate {
    var calls: [String] = []
    var refused: String?
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd \(textView.text)") }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    {
        calls.append("shouldChange \(text.debugDescription)")
        if let refused, text.contains(refused) { return false }
        return true
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
}

/// `TextView` through a real window on virtual time: caret by tap on a lower line, the caret
/// kept in view while typing past the bottom, a drag that scrolls and does not select, line
/// breaks, the delegate's order and refusals, Up and Down by lines keeping the x, a double
/// tap's word, a megabyte paste and control characters.
final class TextViewTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()])
    /// One BitmapFont glyph's advance at 17 pt, points.
    private var advance: Double {
        Label.defaultFontSize * Double(BitmapFont.advanceDots) / Double(BitmapFont.lineHeightDots)
    }
    private var lineHeight: Double { engine.lineMetrics(for: .system(size: Label.defaultFontSize)).lineHeight }
    private let inset = TextView.defaultTextContainerInset

    private func makeView(text: String = "", height: Double = 200) -> (Window, TextView, TextViewLog) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.keyboardViewProvider = { _ in View() }
        let view = TextView(frame: Rect(x: 100, y: 100, width: 300, height: height))
        view.name = "notes"
        view.textEngine = engine
        view.text = text
        let log = TextViewLog()
        view.delegate = log
        window.addSubview(view)
        window.play([], settle: 0.1)
        return (window, view, log)
    }

    /// The window point of character `column` on visual line `line` of the text (both from 0),
    /// with the view scrolled to the top.
    private func point(line: Int, column: Double, in view: TextView) -> Point {
        Point(
            x: view.frame.minX + inset.left + column * advance,
            y: view.frame.minY + inset.top + (Double(line) + 0.5) * lineHeight - view.contentOffset.y)
    }

    private func tap(_ point: Point, in window: Window) {
        var trace = TraceBuilder(start: window.currentTime + 0.1)
        trace.down(0, at: point)
        trace.hold(0.05)
        trace.up(0)
        window.play(trace.frames, settle: 0.1)
    }

    private func key(_ key: Key, _ modifiers: KeyModifiers = [], in window: Window) {
        window.advance(to: window.currentTime + 0.05)
        window.handleKey(KeyEvent(key: key, modifiers: modifiers, time: window.currentTime))
        window.play([], settle: 0.02)
    }

    private func type(_ text: String, into window: Window) {
        for character in text {
            window.advance(to: window.currentTime + 0.05)
            window.insertText(String(character))
            window.play([], settle: 0.02)
        }
    }

    func testATapOnTheThirdLineBeginsEditingWithTheCaretThere() {
        let (window, view, log) = makeView(text: "one\ntwo\nthree\nfour")
        tap(point(line: 2, column: 2.3, in: view), in: window)
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertEqual(log.calls, ["shouldBegin", "didBegin"])
        XCTAssertEqual(view.editingState.selection, 10..<10, "between \"th\" and \"ree\"")
        XCTAssertFalse(view.caretView.isHidden)
        XCTAssertEqual(view.caretView.frame.minX, inset.left + 2 * advance, accuracy: 1e-9)
        XCTAssertEqual(view.caretView.frame.minY, inset.top + 2 * lineHeight, accuracy: 1e-9)
        type("X", into: window)
        XCTAssertEqual(view.text, "one\ntwo\nthXree\nfour")
    }

    func testTypingPastTheBottomScrollsToKeepTheCaretInView() {
        let (window, view, _) = makeView(height: 120)
        tap(point(line: 0, column: 0, in: view), in: window)
        XCTAssertEqual(view.contentOffset.y, 0)
        for line in 0..<12 {
            type("line \(line)\n", into: window)
            let caret = view.caretView.frame
            XCTAssertGreaterThanOrEqual(caret.minY, view.contentOffset.y - 1e-9, "line \(line)")
            XCTAssertLessThanOrEqual(caret.maxY, view.contentOffset.y + view.bounds.height + 1e-9, "line \(line)")
        }
        XCTAssertEqual(
            view.contentOffset.y, view.contentSize.height - view.bounds.height, accuracy: 1e-9,
            "scrolled to the bottom as the text grew")
        XCTAssertEqual(view.contentSize.height, 13 * lineHeight + inset.top + inset.bottom, accuracy: 1e-9)
        // The paragraphs in view are drawn; those scrolled away are not.
        let shown = view.paragraphLabels.filter { !$0.value.isHidden }.keys.sorted()
        XCTAssertFalse(shown.contains(0), "the first line is scrolled off")
        XCTAssertTrue(shown.contains(12), "the caret's line is drawn")
        XCTAssertEqual(view.paragraphLabels[11]?.text, "line 11")
    }

    func testADragScrollsAndNeitherMovesTheCaretNorSelects() {
        let text = (0..<40).map { "row \($0)" }.joined(separator: "\n")
        let (window, view, _) = makeView(text: text)
        tap(point(line: 1, column: 2, in: view), in: window)
        let caret = view.editingState.selection
        XCTAssertEqual(caret, 8..<8, "\"row 0\\n\" then two characters")
        var trace = TraceBuilder(start: window.currentTime + 0.1)
        trace.down(0, at: Point(x: 250, y: 280))
        trace.move(0, to: Point(x: 250, y: 140), duration: 0.3)
        trace.hold(0.1)
        trace.up(0)
        window.play(trace.frames, settle: 1)
        XCTAssertGreaterThan(view.contentOffset.y, 100, "the drag scrolled")
        XCTAssertEqual(view.editingState.selection, caret, "no caret move, no selection")
        XCTAssertTrue(view.isFirstResponder)
        // Not editing: a drag does not begin editing either.
        view.resignFirstResponder()
        view.setContentOffset(.zero, animated: false)
        window.play(
            trace.frames.map {
                var frame = $0; frame.time += 3; return frame
            }, settle: 1)
        XCTAssertFalse(view.isFirstResponder)
        XCTAssertGreaterThan(view.contentOffset.y, 100)
    }

    func testReturnInsertsALineBreakAndTheDelegateHearsEachChange() {
        let (window, view, log) = makeView(text: "ab")
        tap(point(line: 0, column: 1, in: view), in: window)
        key(.returnKey, in: window)
        XCTAssertEqual(view.text, "a\nb")
        XCTAssertEqual(view.caretView.frame.minY, inset.top + lineHeight, accuracy: 1e-9, "the caret on line 2")
        XCTAssertEqual(view.caretView.frame.minX, inset.left, accuracy: 1e-9)
        type("c", into: window)
        XCTAssertEqual(view.text, "a\ncb")
        view.resignFirstResponder()
        XCTAssertEqual(
            log.calls,
            [
                "shouldBegin", "didBegin", "shouldChange \"\\n\"", "didChange", "shouldChange \"c\"", "didChange",
                "shouldEnd", "didEnd a\ncb",
            ])
    }

    func testTheDelegateRefusesAChange() {
        let (window, view, log) = makeView(text: "keep")
        log.refused = "!"
        tap(point(line: 0, column: 4, in: view), in: window)
        type("s!", into: window)
        XCTAssertEqual(view.text, "keeps", "the refused \"!\" is not inserted")
        key(.backspace, in: window)
        XCTAssertEqual(view.text, "keep", "deleting asks too, and is allowed")
        XCTAssertEqual(log.calls.filter { $0 == "didChange" }.count, 2)
    }

    func testUpAndDownMoveByLinesKeepingTheX() {
        let (window, view, _) = makeView(text: "abcdef\nab\nabcdefgh")
        tap(point(line: 2, column: 5, in: view), in: window)
        XCTAssertEqual(view.editingState.head, 15)
        key(.upArrow, in: window)
        XCTAssertEqual(view.editingState.head, 9, "the short line's end")
        key(.upArrow, in: window)
        XCTAssertEqual(view.editingState.head, 5, "back to column 5: the x is kept across the short line")
        key(.downArrow, [.shift], in: window)
        XCTAssertEqual(view.editingState.selection, 5..<9, "Shift extends")
        key(.upArrow, in: window)
        key(.upArrow, in: window)
        XCTAssertEqual(view.editingState.head, 0, "up from the first line: the start")
        key(.end, in: window)
        XCTAssertEqual(view.editingState.head, 6, "End: the line's end")
        key(.downArrow, in: window)
        key(.downArrow, in: window)
        key(.downArrow, in: window)
        XCTAssertEqual(view.editingState.head, view.text.utf8.count, "down from the last line: the end")
    }

    func testWrappedLinesAreLinesForTapsAndArrows() {
        // 300 pt minus the insets hold fewer than 60 glyphs: the words wrap to three lines.
        let words = String(repeating: "word ", count: 12)
        let (window, view, _) = makeView(text: words)
        XCTAssertEqual(view.contentSize.height, 3 * lineHeight + inset.top + inset.bottom, accuracy: 1e-9)
        tap(point(line: 1, column: 1, in: view), in: window)
        let head = view.editingState.head
        let caret = view.caretView.frame
        XCTAssertEqual(caret.minY, inset.top + lineHeight, accuracy: 1e-9)
        XCTAssertEqual(caret.minX, inset.left + advance, accuracy: 1e-9)
        key(.downArrow, in: window)
        XCTAssertEqual(view.caretView.frame.minY, caret.minY + lineHeight, accuracy: 1e-9, "one wrapped line down")
        XCTAssertEqual(view.caretView.frame.minX, caret.minX, accuracy: 1e-9, "at the same x")
        XCTAssertEqual((view.editingState.head - head) % 5, 0, "whole words on")
    }

    func testADoubleTapSelectsTheWordAndShowsTheMenu() {
        let (window, view, _) = makeView(text: "first line\nsecond word here")
        tap(point(line: 1, column: 2, in: view), in: window)
        var trace = TraceBuilder(start: window.currentTime + 0.5)
        for _ in 0..<2 {
            trace.down(0, at: point(line: 1, column: 9, in: view))
            trace.hold(0.05)
            trace.up(0)
            trace.wait(0.1)
        }
        window.play(trace.frames, settle: 0.1)
        XCTAssertEqual(String(view.editingState.selectedText), "word")
        XCTAssertTrue(view.isShowingEditMenu)
        XCTAssertTrue(view.caretView.isHidden)
        XCTAssertFalse(view.selectionViews[0].isHidden)
        XCTAssertEqual(view.selectionViews[0].frame.width, 4 * advance, accuracy: 1e-9)
        key(.character("c"), [.control], in: window)
        XCTAssertEqual(window.pasteboard.string, "word")
    }

    func testALongPressDragsTheCaretUnderTheLoupeWithoutScrolling() {
        let text = (0..<40).map { "row \($0)" }.joined(separator: "\n")
        let (window, view, _) = makeView(text: text)
        var trace = TraceBuilder(start: 1)
        trace.down(0, at: point(line: 2, column: 1.1, in: view))
        trace.hold(0.6)
        let pressed = trace.frames.count
        trace.move(0, to: point(line: 3, column: 4.2, in: view), duration: 0.3)
        let moved = trace.frames.count
        trace.up(0)
        window.play(Array(trace.frames[..<pressed]), settle: 0.05)
        XCTAssertTrue(view.isFirstResponder, "a long press begins editing")
        XCTAssertEqual(view.editingState.head, 13, "the caret under the finger: row 2, after \"r\"")
        window.play(Array(trace.frames[pressed..<moved]))
        XCTAssertEqual(view.editingState.head, 22, "the caret followed the finger to row 3, after \"row \"")
        XCTAssertFalse(view.loupe.isHidden)
        XCTAssertEqual(view.loupe.label.text, "row 3", "the caret's line, enlarged")
        window.play(Array(trace.frames[moved...]), settle: 0.5)
        XCTAssertTrue(view.loupe.isHidden, "gone with the finger")
        XCTAssertEqual(view.editingState.head, 22, "the caret stays; the lift is no tap")
        XCTAssertEqual(view.contentOffset.y, 0, "the press did not scroll")
    }

    func testDraggingTheSelectionHandlesAcrossLines() {
        let (window, view, _) = makeView(text: "first line\nsecond word here")
        tap(point(line: 1, column: 2, in: view), in: window)
        var trace = TraceBuilder(start: window.currentTime + 0.5)
        for _ in 0..<2 {
            trace.down(0, at: point(line: 1, column: 9, in: view))
            trace.hold(0.05)
            trace.up(0)
            trace.wait(0.1)
        }
        window.play(trace.frames, settle: 0.1)
        XCTAssertEqual(String(view.editingState.selectedText), "word")
        XCTAssertFalse(view.startHandle.isHidden)
        let grip = try! XCTUnwrap(
            view.startHandle.convert(Point(x: view.startHandle.bounds.midX, y: TextSelectionHandle.ballRadius), to: nil)
        )
        // Up a line and left: the start goes to "first |line".
        window.play(
            TraceBuilder.drag(from: grip, by: Point(x: -1 * advance, y: -lineHeight), start: window.currentTime + 0.5),
            settle: 0.5)
        XCTAssertEqual(String(view.editingState.selectedText), "line\nsecond word", "the start followed the finger")
        XCTAssertEqual(view.selectionViews.filter { !$0.isHidden }.count, 2, "one highlight per line")
        XCTAssertEqual(view.contentOffset.y, 0, "the handle's drag did not scroll")
    }

    func testKeepingTheCaretAboveTheKeyboard() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        var keyboard: Rect?
        window.addKeyboardObserver { if $0.name == .willShow { keyboard = $0.frameEnd } }
        let view = TextView(frame: Rect(x: 100, y: 100, width: 600, height: 650))
        view.textEngine = engine
        view.keepsFirstResponderVisible = true
        view.text = (0..<40).map { "row \($0)" }.joined(separator: "\n")
        window.addSubview(view)
        window.play([], settle: 0.1)
        // Row 30 is on screen now, under where the keyboard will be.
        tap(point(line: 30, column: 1, in: view), in: window)
        window.play([], settle: 1)
        let top = try! XCTUnwrap(keyboard).minY
        XCTAssertLessThan(top, 100 + inset.top + 31 * lineHeight, "the keyboard covers row 30 unscrolled")
        XCTAssertEqual(view.editingState.head, view.text.utf8.count - "row 39".utf8.count - 9 * 7 + 1)
        let caretBottom = 100 + view.caretView.frame.maxY - view.contentOffset.y
        XCTAssertLessThanOrEqual(caretBottom, top + 1e-6, "the caret's line above the keyboard")
        XCTAssertGreaterThan(caretBottom, top - inset.bottom - 1, "scrolled no further than that and the inset")
        XCTAssertGreaterThan(view.contentOffset.y, 0)
        XCTAssertEqual(view.contentInset.bottom, 750 - top, accuracy: 1e-9, "room for the keyboard below the text")
        // Typing lines keeps the caret above the keyboard.
        type("new\nlines\nhere\n", into: window)
        window.play([], settle: 0.5)
        let typedBottom = 100 + view.caretView.frame.maxY - view.contentOffset.y
        XCTAssertLessThanOrEqual(typedBottom, top + 1e-6, "still above the keyboard after three more lines")
    }

    func testAMegabytePasteLaysOutAndTypingAfterItStaysLocal() {
        let (window, view, _) = makeView()
        let unit = "Lorem ipsum dolor sit amet, 0123456789.\n"
        window.pasteboard.string = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
        tap(point(line: 0, column: 0, in: view), in: window)
        view.paste()
        window.play([], settle: 0.02)
        XCTAssertEqual(view.text.utf8.count, ((1 << 20) / unit.utf8.count) * unit.utf8.count)
        let paragraphs = view.textLayout?.paragraphs.count ?? 0
        XCTAssertEqual(paragraphs, (1 << 20) / unit.utf8.count + 1)
        XCTAssertLessThan(view.paragraphLabels.count, 20, "only the paragraphs in view are drawn")
        XCTAssertGreaterThan(view.contentOffset.y, 10_000, "the caret at the end is in view")
        let before = engine.layoutCacheCounts.misses
        type("x", into: window)
        XCTAssertEqual(engine.layoutCacheCounts.misses - before, 1, "one paragraph laid out again")
        XCTAssertTrue(view.text.hasSuffix("\nx"))
    }

    func testControlCharactersAreReplaced() {
        let (window, view, _) = makeView()
        tap(point(line: 0, column: 0, in: view), in: window)
        window.insertText("a\u{0}b\u{7F}c\r\nd")
        XCTAssertEqual(view.text, "a\u{FFFD}b\u{FFFD}c\nd")
        view.text = "x\u{1B}y"
        XCTAssertEqual(view.text, "x\u{FFFD}y")
    }

    func testANotEditableViewSelectsButDoesNotEdit() {
        let (window, view, _) = makeView(text: "read only")
        view.isEditable = false
        tap(point(line: 0, column: 1, in: view), in: window)
        XCTAssertFalse(view.isFirstResponder)
        view.insertText("x")
        XCTAssertEqual(view.text, "read only")
    }
}
