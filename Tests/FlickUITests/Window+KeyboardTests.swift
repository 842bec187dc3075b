import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// The input view host through a real window on virtual time: the keyboard slides in when
/// a text field becomes first responder and out when it resigns, with UIKit's notifications,
/// frames (window points), duration and curve; a hardware keyboard keeps it hidden.
final class WindowKeyboardTests: XCTestCase {
    /// A 1280 × 800 kiosk window with a field and a keyboard provider making plain views.
    private func makeWindow(width: Double = 1280, height: Double = 800) -> (Window, TextField, [KeyboardNotification]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.keyboardViewProvider = { traits in
            let keyboard = View()
            keyboard.name = "keyboard for \(traits.keyboardType)"
            return keyboard
        }
        let field = TextField(frame: Rect(x: 100, y: 100, width: 300, height: 40))
        field.textEngine = TextEngine(sources: [BitmapFont()])
        window.addSubview(field)
        return (window, field, [])
    }

    func testTheKeyboardSlidesInAndOutWithItsNotifications() {
        let (window, field, _) = makeWindow()
        var notes: [KeyboardNotification] = []
        window.addKeyboardObserver { notes.append($0) }
        window.play([], settle: 0.5)
        XCTAssertTrue(field.becomeFirstResponder())
        let start = window.currentTime
        let height = KeyboardSlide.height(forWindowSize: window.bounds.size)
        let shown = Rect(x: 0, y: 800 - height, width: 1280, height: height)
        let below = Rect(x: 0, y: 800, width: 1280, height: height)
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .willShow])
        XCTAssertEqual(notes.last?.frameBegin, below)
        XCTAssertEqual(notes.last?.frameEnd, shown)
        XCTAssertEqual(notes.last?.animationDuration, 0.5)
        XCTAssertEqual(notes.last?.animationCurve, .cubicBezier(x1: 0.38, y1: 0.70, x2: 0.125, y2: 1.0))
        XCTAssertEqual(window.currentInputView?.name, "keyboard for default")
        var midFrame: Rect?
        window.play([], settle: 0.6) { time in
            if abs(time - (start + 0.25)) < 1e-6 { midFrame = window.keyboardFrame }
        }
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        XCTAssertEqual(midFrame?.minY ?? 0, 800 - height * KeyboardSlide.slideCurve(0.5), accuracy: 1e-6)
        XCTAssertEqual(window.keyboardFrame, shown)
        XCTAssertEqual(window.currentInputView?.frame.size, shown.size, "the keyboard fills its place")
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 640, y: 700), at: nil) === window.currentInputView)
        notes = []
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .willHide])
        XCTAssertEqual(notes.last?.frameBegin, shown)
        XCTAssertEqual(notes.last?.frameEnd, below)
        window.play([], settle: 0.6)
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        XCTAssertNil(window.keyboardFrame)
        XCTAssertTrue(window.isSettled, "no caret, no slide: the window rests")
    }

    func testPhoneHeightsInBothOrientations() {
        let (window, field, _) = makeWindow(width: 375, height: 667)
        field.becomeFirstResponder()
        window.play([], settle: 0.6)
        XCTAssertEqual(window.keyboardFrame, Rect(x: 0, y: 667 - 216, width: 375, height: 216))
        window.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        var notes: [KeyboardNotification] = []
        window.addKeyboardObserver { notes.append($0) }
        window.play([], settle: 0.1)
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .didChangeFrame], "the window turned")
        XCTAssertEqual(window.keyboardFrame, Rect(x: 0, y: 375 - 160, width: 667, height: 160))
    }

    func testAHardwareKeyboardKeepsTheOnScreenOneHidden() {
        let (window, field, _) = makeWindow()
        window.isHardwareKeyboardAttached = true
        var notes: [KeyboardNotification] = []
        window.addKeyboardObserver { notes.append($0) }
        field.becomeFirstResponder()
        window.play([], settle: 0.6)
        XCTAssertEqual(notes, [], "typing goes on without it")
        XCTAssertNil(window.keyboardFrame)
        window.showsKeyboardWithHardwareKeyboard = true
        XCTAssertEqual(notes.map(\.name), [.willChangeFrame, .willShow], "the app asks for it")
        window.showsKeyboardWithHardwareKeyboard = false
        window.play([], settle: 0.6)
        XCTAssertNil(window.keyboardFrame)
        window.isHardwareKeyboardAttached = false
        XCTAssertEqual(notes.last?.name, .willShow, "unplugged: the on-screen keyboard comes")
    }

    func testACustomInputViewShowsAtItsOwnHeight() {
        final class PickerField: TextField {
            let picker = View(frame: Rect(x: 0, y: 0, width: 10, height: 200))
            override var inputView: View? { picker }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.isHardwareKeyboardAttached = true
        let field = PickerField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.play([], settle: 0.6)
        XCTAssertTrue(window.currentInputView === field.picker)
        XCTAssertEqual(window.keyboardFrame, Rect(x: 0, y: 600, width: 1280, height: 200))
        XCTAssertEqual(window.restingFrame(ofInputView: field.picker), window.keyboardFrame)
    }

    func testWithoutAProviderTheStandardKeyboardTypesIntoTheField() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let field = TextField(frame: Rect(x: 100, y: 100, width: 400, height: 44))
        field.textEngine = TextEngine(sources: [BitmapFont()])
        window.addSubview(field)
        window.play(TraceBuilder.tap(at: Point(x: 200, y: 122), start: 1), settle: 0.6)
        let keyboard = try XCTUnwrap(window.currentInputView as? KeyboardView)
        XCTAssertEqual(
            window.keyboardFrame?.height, keyboard.sizeThatFits(window.bounds.size).height,
            "as tall as the keyboard's rows")
        let elsewhere = Window(frame: window.frame), unshown = KeyboardView()
        elsewhere.addSubview(unshown)  // a keyboard's metrics follow the window it is in
        XCTAssertEqual(
            elsewhere.restingFrame(ofInputView: unshown), window.keyboardFrame,
            "where a keyboard would rest is known before one is shown")
        func tap(_ kind: KeyboardKey.Kind, at start: Double) throws {
            let key = try XCTUnwrap(keyboard.frame(of: kind), "\(kind)")
            let point = try XCTUnwrap(keyboard.convert(Point(x: key.midX, y: key.midY), to: nil))
            window.play(TraceBuilder.tap(at: point, start: start), settle: 0.2)
        }
        try tap(.character("h"), at: 3)
        try tap(.character("i"), at: 4)
        XCTAssertEqual(field.text, "Hi", "typed, capitalized at the start of a sentence")
        try tap(.hideKeyboard, at: 5)
        XCTAssertFalse(field.isFirstResponder, "the hide key resigns the field")
        window.play([], settle: 0.6)
        XCTAssertNil(window.keyboardFrame)
    }

    func testMovingBetweenFieldsKeepsTheKeyboardUp() {
        let (window, field, _) = makeWindow()
        let second = TextField(frame: Rect(x: 100, y: 200, width: 300, height: 40))
        second.keyboardType = .numberPad
        window.addSubview(second)
        var notes: [KeyboardNotification] = []
        window.addKeyboardObserver { notes.append($0) }
        field.becomeFirstResponder()
        window.play([], settle: 0.6)
        notes = []
        second.becomeFirstResponder()
        window.play([], settle: 0.6)
        XCTAssertFalse(notes.contains { $0.name == .willHide }, "no hide between fields")
        XCTAssertEqual(window.currentInputView?.name, "keyboard for numberPad", "the new field's traits")
        XCTAssertNotNil(window.keyboardFrame)
    }
}
