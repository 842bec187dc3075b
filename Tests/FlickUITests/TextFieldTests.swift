import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// A delegate logging its calls, with a digit filter and a length limit.
final class FieldLog: TextFieldDelegate {
    var calls: [String] = []
    var digitsOnly = false
    var maximumLength: Int?
    var returns = true
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd \(textField.text)") }
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool {
        calls.append("shouldChange \(string)")
        if digitsOnly, !string.allSatisfy(\.isWholeNumber) { return false }
        if let maximumLength {
            var text = textField.text
            text.replaceSubrange(range, with: string)
            if text.count > maximumLength { return false }
        }
        return true
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { calls.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { calls.append("shouldReturn"); return returns }
}

/// `TextField` through a real window on virtual time: the delegate's order with the keyboard
/// notifications and the editing events, refused changes, secure entry, caret placement by
/// tap, the caret's blink, hardware editing keys and the clipboard, a megabyte paste.
final class TextFieldTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()])
    /// One BitmapFont glyph's advance at 17 pt, points.
    private var advance: Double {
        Label.defaultFontSize * Double(BitmapFont.advanceDots) / Double(BitmapFont.lineHeightDots)
    }

    private func makeField(width: Double = 300) -> (Window, TextField, FieldLog) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.keyboardViewProvider = { _ in View() }
        let field = TextField(frame: Rect(x: 100, y: 100, width: width, height: 40))
        field.name = "name field"
        field.textEngine = engine
        let log = FieldLog()
        field.delegate = log
        window.addSubview(field)
        window.play([], settle: 0.1)
        return (window, field, log)
    }

    /// Two taps 0.15 s apart at `point` (a double tap), from `start` seconds.
    private static func doubleTap(at point: Point, start: Double) -> [TouchFrame] {
        var trace = TraceBuilder(start: start)
        trace.down(0, at: point)
        trace.hold(0.05)
        trace.up(0)
        trace.wait(0.15)
        trace.down(0, at: point)
        trace.hold(0.05)
        trace.up(0)
        return trace.frames
    }

    private func type(_ text: String, into window: Window) {
        for character in text {
            window.advance(to: window.currentTime + 0.1)
            window.insertText(String(character))
        }
    }

    func testTheDelegateAndEventsComeInUIKitsOrder() {
        let (window, field, log) = makeField()
        window.addKeyboardObserver { log.calls.append("keyboard \($0.name)") }
        field.addAction(for: [.editingDidBegin, .editingChanged, .editingDidEnd]) { _, event in
            log.calls.append("\(event)")
        }
        window.play(TraceBuilder.tap(at: Point(x: 150, y: 120), start: 1))
        XCTAssertTrue(field.isFirstResponder, "a tap begins editing")
        type("Al", into: window)
        window.play([], settle: 0.6)
        field.addAction(for: .editingDidEndOnExit) { control, _ in
            log.calls.append("on exit: \(control.isFirstResponder)")
        }
        window.handleKey(KeyEvent(key: .returnKey, time: window.currentTime + 0.1))
        XCTAssertFalse(field.isFirstResponder, "Return resigns: an action listens to editingDidEndOnExit")
        XCTAssertEqual(
            log.calls,
            [
                "shouldBegin", "keyboard willChangeFrame", "keyboard willShow", "didBegin", "[editingDidBegin]",
                "shouldChange A", "[editingChanged]", "shouldChange l", "[editingChanged]",
                "keyboard didChangeFrame", "keyboard didShow",
                "shouldReturn", "on exit: true", "shouldEnd", "keyboard willChangeFrame", "keyboard willHide",
                "didEnd Al", "[editingDidEnd]",
            ])
    }

    func testReturnWithoutAnExitActionKeepsEditing() {
        let (window, field, log) = makeField()
        field.becomeFirstResponder()
        window.insertText("a\nb")
        XCTAssertEqual(field.text, "ab", "the \\n is the return key, not text")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(log.calls.filter { $0 == "shouldReturn" }.count, 1)
    }

    func testShouldChangeCharactersRefusing() {
        let (window, field, log) = makeField()
        log.digitsOnly = true
        log.maximumLength = 4
        var changes = 0
        field.addAction(for: .editingChanged) { _, _ in changes += 1 }
        field.becomeFirstResponder()
        type("12a345", into: window)
        XCTAssertEqual(field.text, "1234", "the letter and the fifth digit refused")
        XCTAssertEqual(changes, 4, "editingChanged only for changes made")
        window.pasteboard = ProcessPasteboard()
        window.pasteboard.string = "99"
        field.paste()
        XCTAssertEqual(field.text, "1234", "a paste past the limit refused")
        field.deleteBackward()
        XCTAssertEqual(field.text, "123")
        field.text = "abcdef"
        XCTAssertEqual(field.text, "abcdef", "setting text asks no one")
    }

    func testSecureEntryShowsTheLastCharacterThenDots() {
        let (window, field, _) = makeField()
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        window.insertText("p")
        let typedAt = window.currentTime
        window.advance(to: typedAt + 0.1)
        window.insertText("w")
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertEqual(field.textLabel.text, "\u{2022}w", "the last one shown, the first dotted")
        window.play([], settle: TextField.secureRevealDuration - 0.05)
        XCTAssertEqual(field.textLabel.text, "\u{2022}w", "still shown just before 1.5 s")
        window.play([], settle: 0.1)
        XCTAssertEqual(field.textLabel.text, "\u{2022}\u{2022}", "dotted after 1.5 s")
        XCTAssertEqual(field.text, "pw")
        window.pasteboard = ProcessPasteboard()
        window.handleKey(KeyEvent(key: .character("a"), modifiers: .control, time: window.currentTime + 0.1))
        XCTAssertEqual(field.editingState.selectedText, "pw")
        XCTAssertFalse(field.copySelection())
        window.handleKey(KeyEvent(key: .character("x"), modifiers: .control, time: window.currentTime + 0.1))
        XCTAssertNil(window.pasteboard.string, "secure text is neither copied nor cut")
        XCTAssertEqual(field.text, "pw")
    }

    func testNaturalAlignmentPutsRightToLeftTextAndItsPlaceholderOnTheRight() {
        let (window, field, _) = makeField()
        field.textEngine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
        XCTAssertEqual(field.textAlignment, .natural, "UITextField's default")
        let inside = 300 - 2 * TextField.horizontalPadding
        field.text = "abc"
        window.play([], settle: 0.02)
        XCTAssertEqual(field.textLabel.frame.minX, 0, accuracy: 1e-9, "Latin: on the left")
        field.text = "אבג"
        window.play([], settle: 0.02)
        XCTAssertEqual(
            field.textLabel.frame.minX, inside - 3 * advance - TextField.caretWidth, accuracy: 1e-9,
            "Hebrew: on the right, room for the caret")
        // A tap at the right end puts the caret at the text's start, drawn there.
        window.play(TraceBuilder.tap(at: Point(x: 100 + 300 - 10, y: 120), start: 1))
        XCTAssertEqual(field.editingState.head, 0)
        XCTAssertEqual(field.caretView.frame.minX, inside - TextField.caretWidth, accuracy: 1e-9)
        // `.leading` is the interface's left edge whatever the text.
        field.textAlignment = .leading
        window.play([], settle: 0.02)
        XCTAssertEqual(field.textLabel.frame.minX, 0, accuracy: 1e-9)
        // The placeholder follows its own text: a Hebrew one is drawn on the right.
        field.textAlignment = .natural
        field.text = ""
        field.placeholder = "שם"
        window.play([], settle: 0.02)
        let placeholder = field.placeholderLabel
        XCTAssertEqual(placeholder.textAlignment, .natural)
        XCTAssertEqual(
            placeholder.textLayout.lineOffset(0, in: placeholder.bounds.width, alignment: placeholder.textAlignment),
            inside - 2 * advance, accuracy: 1e-9)
    }

    func testATapPutsTheCaretAtTheNearestGraphemeBoundary() {
        let (window, field, _) = makeField()
        field.text = "ae\u{301}iou"  // "é" as e + combining acute: one grapheme, two scalars
        let textStart = 100 + TextField.horizontalPadding
        // Between the 2nd and 3rd grapheme, a little right of the boundary: after "aé".
        let geometry = field.caretGeometry
        XCTAssertEqual(geometry.count, 5)
        let boundary = geometry.boundaryX[2]
        window.play(TraceBuilder.tap(at: Point(x: textStart + boundary + 0.3 * advance, y: 120), start: 1))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.editingState.head, "ae\u{301}".utf8.count, "never inside the é")
        window.play(TraceBuilder.tap(at: Point(x: textStart + geometry.boundaryX[1] + 0.4 * advance, y: 120), start: 2))
        XCTAssertEqual(field.editingState.head, 1, "after the a: nearer to the left boundary")
        window.play(TraceBuilder.tap(at: Point(x: 390, y: 120), start: 3))
        XCTAssertEqual(field.editingState.head, field.editingState.endOffset, "right of the text: its end")
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertEqual(field.caretView.frame.minX, field.caretGeometry.width, accuracy: 1e-9)
        XCTAssertEqual(field.caretView.frame.width, 2)
    }

    func testADoubleTapSelectsTheWord() {
        let (window, field, _) = makeField()
        field.text = "Ada Lovelace"
        let textStart = 100 + TextField.horizontalPadding
        let inLovelace = Point(x: textStart + field.caretGeometry.boundaryX[6] + 0.2 * advance, y: 120)
        window.play(Self.doubleTap(at: inLovelace, start: 1), settle: 0.1)
        XCTAssertEqual(field.editingState.selectedText, "Lovelace")
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertFalse(field.selectionView.isHidden)
        XCTAssertTrue(field.caretView.isHidden, "a selection, no caret")
        window.play(TraceBuilder.tap(at: inLovelace, start: 3))
        XCTAssertEqual(field.editingState.selection, 6..<6, "a later single tap places the caret")
    }

    func testDraggingTheSelectionHandles() {
        let (window, field, _) = makeField()
        field.text = "Ada Lovelace"
        let textStart = 100 + TextField.horizontalPadding
        let inAda = Point(x: textStart + 1.5 * advance, y: 120)
        window.play(Self.doubleTap(at: inAda, start: 1), settle: 0.1)
        XCTAssertEqual(field.editingState.selectedText, "Ada")
        XCTAssertFalse(field.endHandle.isHidden)
        XCTAssertFalse(field.startHandle.isHidden)
        let grip = try! XCTUnwrap(
            field.endHandle.convert(
                Point(x: field.endHandle.bounds.midX, y: field.endHandle.bounds.maxY - TextSelectionHandle.ballRadius),
                to: nil))
        XCTAssertEqual(grip.x, textStart + field.caretGeometry.boundaryX[3], accuracy: 1e-9, "at the selection's end")
        window.play(TraceBuilder.drag(from: grip, by: Point(x: 5 * advance, y: 0), start: 2), settle: 0.1)
        XCTAssertEqual(field.editingState.selectedText, "Ada Love", "the end followed the finger")
        let start = try! XCTUnwrap(
            field.startHandle.convert(
                Point(x: field.startHandle.bounds.midX, y: TextSelectionHandle.ballRadius), to: nil))
        window.play(TraceBuilder.drag(from: start, by: Point(x: 20 * advance, y: 0), start: 3), settle: 0.1)
        XCTAssertEqual(field.editingState.selectedText, "e", "the start stops one grapheme before the end")
        field.resignFirstResponder()
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertTrue(field.endHandle.isHidden, "no handles once editing ends")
    }

    func testALongPressDragsTheCaretUnderTheLoupe() {
        let (window, field, _) = makeField()
        field.text = "Ada Lovelace"
        let textStart = 100 + TextField.horizontalPadding
        var trace = TraceBuilder(start: 1)
        trace.down(0, at: Point(x: textStart + 1.1 * advance, y: 120))
        trace.hold(0.6)
        let pressed = trace.frames.count
        trace.move(0, to: Point(x: textStart + 6.2 * advance, y: 120), duration: 0.3)
        let moved = trace.frames.count
        trace.up(0)
        window.play(Array(trace.frames[..<pressed]), settle: 0.05)
        XCTAssertTrue(field.isFirstResponder, "a long press begins editing")
        XCTAssertEqual(field.editingState.head, 1, "the caret under the finger")
        window.play(Array(trace.frames[pressed..<moved]))
        XCTAssertEqual(field.editingState.head, 6, "the caret followed the finger")
        XCTAssertFalse(field.loupe.isHidden)
        XCTAssertEqual(field.loupe.label.text, "Ada Lovelace", "the visible text, enlarged")
        XCTAssertEqual(field.loupe.label.font.size, field.font.size * TextLoupe.zoom)
        XCTAssertLessThan(field.loupe.frame.maxY, 20, "above the line (its centre 20 pt in)")
        window.play(Array(trace.frames[moved...]), settle: 0.1)
        XCTAssertTrue(field.loupe.isHidden, "gone with the finger")
        XCTAssertEqual(field.editingState.head, 6, "the caret stays; the lift is no tap")
    }

    func testTheEditMenuCopiesAndPastes() throws {
        let (window, field, _) = makeField()
        window.pasteboard = ProcessPasteboard()
        field.text = "Ada Lovelace"
        let textStart = 100 + TextField.horizontalPadding
        let inAda = Point(x: textStart + 1.5 * advance, y: 120)
        window.play(Self.doubleTap(at: inAda, start: 1), settle: 0.1)
        XCTAssertTrue(field.isShowingEditMenu, "a double tap's selection shows the menu")
        XCTAssertEqual(field.editMenu.items, [.cut, .copy, .selectAll], "nothing to paste yet")
        XCTAssertLessThanOrEqual(field.editMenu.frame.maxY, 120 - field.textLabel.lineHeight / 2, "above the line")
        func tap(_ title: String, at start: Double) throws {
            let button = try XCTUnwrap(field.editMenu.subviews.first { $0.name == title })
            let center = try XCTUnwrap(button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            window.play(TraceBuilder.tap(at: center, start: start), settle: 0.1)
        }
        try tap("Copy", at: 2)
        XCTAssertEqual(window.pasteboard.string, "Ada")
        XCTAssertFalse(field.isShowingEditMenu)
        XCTAssertTrue(field.isFirstResponder, "the menu's tap keeps the field editing")
        window.handleKey(KeyEvent(key: .end, time: 3))
        let caret = Point(x: textStart + field.caretGeometry.width, y: 120)
        window.play(TraceBuilder.tap(at: caret, start: 4), settle: 0.1)
        XCTAssertEqual(field.editMenu.items, [.paste, .selectAll], "a tap on the caret: what applies there")
        try tap("Paste", at: 5)
        XCTAssertEqual(field.text, "Ada LovelaceAda")
        window.play(
            TraceBuilder.tap(at: Point(x: textStart + field.caretGeometry.width, y: 120), start: 6), settle: 0.1)
        try tap("Select All", at: 7)
        XCTAssertEqual(field.editingState.selectedText, "Ada LovelaceAda")
        XCTAssertEqual(field.editMenu.items, [.cut, .copy, .paste], "shown again for the new selection")
        try tap("Cut", at: 8)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(window.pasteboard.string, "Ada LovelaceAda")
    }

    func testAnInputMethodsCompositionIsUnderlinedThenCommitted() {
        let (window, field, log) = makeField()
        var changes = 0
        field.addAction(for: .editingChanged) { _, _ in changes += 1 }
        field.becomeFirstResponder()
        window.insertText("a")
        XCTAssertTrue(window.setMarkedText("k", cursor: 1))
        window.setMarkedText("ka", cursor: 2)
        XCTAssertEqual(field.text, "aka", "the composition sits in the text")
        XCTAssertEqual(field.markedRange, 1..<3)
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertFalse(field.markedUnderline.isHidden)
        XCTAssertEqual(field.markedUnderline.frame.minX, field.caretGeometry.boundaryX[1], accuracy: 1e-9)
        XCTAssertEqual(field.markedUnderline.frame.width, 2 * advance, accuracy: 1e-9)
        window.deleteBackward()
        XCTAssertEqual(field.text, "aka", "the input method's keys edit its composition")
        window.insertText("か")
        XCTAssertEqual(field.text, "aか", "the result replaces the composition")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(changes, 2, "the typed a and the committed result; the composition asks no one")
        XCTAssertEqual(log.calls.filter { $0.hasPrefix("shouldChange") }, ["shouldChange a", "shouldChange か"])
        window.setMarkedText("x", cursor: 0)
        window.setMarkedText("", cursor: 0)
        XCTAssertEqual(field.text, "aか", "an empty composition ends it")
        window.setMarkedText("zz", cursor: 1)
        XCTAssertEqual(field.editingState.head, "aかz".utf8.count, "the caret inside the composition")
        field.resignFirstResponder()
        XCTAssertEqual(field.text, "aか", "resigning drops an uncommitted composition")
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertTrue(field.markedUnderline.isHidden)
    }

    func testTheCaretBlinksAndStaysSolidWhileTyping() {
        let (window, field, _) = makeField()
        field.becomeFirstResponder()
        let start = window.currentTime
        var seen: [(Double, Double)] = []
        window.play([], settle: 1.0, rate: 80) { time in seen.append((time - start, field.caretView.alpha)) }
        for (elapsed, alpha) in seen {
            XCTAssertEqual(alpha, CaretBlink.opacity(after: elapsed), accuracy: 1e-9, "at \(elapsed)")
        }
        XCTAssertTrue(seen.contains { $0.1 == 0 }, "it goes dark")
        XCTAssertTrue(seen.contains { $0.1 > 0 && $0.1 < 1 }, "through steps")
        window.play([], settle: 0.7)
        XCTAssertEqual(field.caretView.alpha, 0, "off at 0.7 s into a loop")
        window.insertText("x")
        XCTAssertEqual(field.caretView.alpha, 1, "solid on typing")
        window.play([], settle: 0.4)
        XCTAssertEqual(field.caretView.alpha, 1, "the loop restarted")
        XCTAssertFalse(window.isSettled, "a blinking caret keeps frames coming")
    }

    func testHardwareEditingKeysAndTheClipboard() {
        let (window, field, _) = makeField()
        window.pasteboard = ProcessPasteboard()
        field.becomeFirstResponder()
        type("hello", into: window)
        func key(_ key: Key, _ modifiers: KeyModifiers = []) {
            XCTAssertTrue(window.handleKey(KeyEvent(key: key, modifiers: modifiers, time: window.currentTime + 0.05)))
        }
        key(.leftArrow)
        key(.leftArrow, .shift)
        key(.leftArrow, .shift)
        XCTAssertEqual(field.editingState.selectedText, "ll")
        key(.character("c"), .control)
        XCTAssertEqual(window.pasteboard.string, "ll")
        key(.home)
        key(.character("v"), .control)
        XCTAssertEqual(field.text, "llhello")
        key(.end)
        key(.backspace)
        key(.home)
        key(.delete)
        XCTAssertEqual(field.text, "lhell")
        key(.character("a"), .control)
        key(.character("x"), .control)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(window.pasteboard.string, "lhell")
        key(.character("q"))
        XCTAssertEqual(field.text, "", "a printable key is taken; its text comes as text input")
        XCTAssertFalse(window.handleKey(KeyEvent(key: .escape, time: window.currentTime + 0.1)), "Escape goes up")
    }

    func testPastedLinesAndControlsAreMadeSafe() {
        let (window, field, _) = makeField()
        window.pasteboard = ProcessPasteboard()
        window.pasteboard.string = "a\r\nb\tc\u{7}"
        field.becomeFirstResponder()
        field.paste()
        XCTAssertEqual(field.text, "a b c\u{FFFD}")
    }

    func testLongTextScrollsToKeepTheCaretVisible() {
        let (window, field, _) = makeField(width: 120)
        field.becomeFirstResponder()
        type(String(repeating: "w", count: 40), into: window)
        _ = window.prepareFrame(at: window.currentTime)
        let inside = field.contentView.bounds.width
        XCTAssertGreaterThan(field.scrollOffset, 0)
        XCTAssertLessThanOrEqual(field.caretView.frame.maxX, inside + 1e-9, "the caret is in view")
        XCTAssertLessThan(field.textLabel.text?.count ?? 0, 40, "only the visible part is drawn")
        window.handleKey(KeyEvent(key: .home, time: window.currentTime + 0.1))
        _ = window.prepareFrame(at: window.currentTime)
        XCTAssertEqual(field.scrollOffset, 0)
        XCTAssertEqual(field.caretView.frame.minX, 0)
    }

    func testTheClearButton() {
        let (window, field, log) = makeField()
        field.clearButtonMode = .whileEditing
        field.text = "Ada"
        _ = window.prepareFrame(at: 0.2)
        XCTAssertTrue(field.clearButton.isHidden, "only while editing")
        field.becomeFirstResponder()
        _ = window.prepareFrame(at: 0.3)
        XCTAssertFalse(field.clearButton.isHidden)
        let center = try! XCTUnwrap(field.clearButton.convert(Point(x: 11, y: 11), to: nil))
        window.play(TraceBuilder.tap(at: center, start: 1))
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(log.calls.contains("shouldClear"))
    }

    /// A 1 MB paste: the field takes it and draws only the visible slice, and typing goes on
    /// after it (the time it takes: `flick bench text --paste`).
    func testAMegabytePasteKeepsTheFieldResponsive() {
        let (window, field, _) = makeField()
        window.pasteboard = ProcessPasteboard()
        window.pasteboard.string = String(repeating: "0123456789abcdef", count: 65_536)
        field.becomeFirstResponder()
        field.paste()
        _ = window.displayList(at: window.currentTime + 0.01)
        XCTAssertEqual(field.text.utf8.count, 1 << 20)
        for character in "typing" {
            window.advance(to: window.currentTime + 0.02)
            window.insertText(String(character))
            _ = window.displayList(at: window.currentTime)
        }
        XCTAssertTrue(field.text.hasSuffix("typing"))
        XCTAssertLessThan(field.textLabel.text?.count ?? .max, 100, "only the visible slice is drawn")
    }
}
