import FlickInput
import FlickTesting
import FlickUI
import XCTest

/// Typing and keys through `WindowTester`, and a tester hosting a view controller.
final class WindowTesterTypingTests: XCTestCase {
    /// Digits only, at most six, and Return ends editing.
    private final class PinDelegate: TextFieldDelegate {
        var returns = 0
        func textField(
            _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
        ) -> Bool {
            string.allSatisfy(\.isNumber) && textField.text.count - textField.text[range].count + string.count <= 6
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            returns += 1
            textField.resignFirstResponder()
            return true
        }
    }

    func testTypedTextGoesThroughTheFieldsDelegateAndReturnEndsEditing() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        field.accessibilityIdentifier = "pin"
        let delegate = PinDelegate()
        field.delegate = delegate
        window.addSubview(field)
        let tester = WindowTester(window: window)
        try tester.tap(on: try tester.view(identifiedBy: "pin"))
        // The keyboard slides in over 0.5 s; the caret blinks on, so the window never settles.
        tester.pump(0.6)
        XCTAssertTrue(field.isFirstResponder, "a tap begins editing")
        try tester.enterText("12a34567")
        XCTAssertEqual(field.text, "123456", "the delegate refused the letter and the seventh digit")
        XCTAssertTrue(tester.pressKey(.backspace))
        XCTAssertEqual(field.text, "12345")
        XCTAssertTrue(tester.pressKey(.returnKey))
        XCTAssertEqual(delegate.returns, 1)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(tester.controlEvents.contains { $0.event == .editingDidEnd }, "\(tester.controlEvents.map(\.event))")
    }

    func testSettlingWhileAFieldEditsNamesTheBlinkingCaret() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        window.addSubview(field)
        let tester = WindowTester(window: window)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertThrowsError(try tester.settle(timeout: 2)) { error in
            XCTAssertTrue("\(error)".contains("caret blinks"), "\(error)")
        }
        field.resignFirstResponder()
        XCTAssertNoThrow(try tester.settle(), "the keyboard slides out and the window rests")
    }

    func testTextWithNowhereToGoIsAClearError() {
        let tester = WindowTester(window: Window(frame: Rect(x: 0, y: 0, width: 200, height: 100)))
        XCTAssertThrowsError(try tester.enterText("hello")) { error in
            XCTAssertTrue("\(error)".contains("no view takes text"), "\(error)")
            XCTAssertTrue("\(error)".contains("first responder: none"), "\(error)")
        }
    }

    func testATesterHostsAViewController() throws {
        final class Screen: ViewController {
            var appeared = 0
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                appeared += 1
            }
        }
        let screen = Screen()
        let tester = WindowTester(rootViewController: screen, size: Size(width: 320, height: 480))
        try tester.settle()
        XCTAssertTrue(tester.window.rootViewController === screen)
        XCTAssertEqual(screen.view.frame, Rect(x: 0, y: 0, width: 320, height: 480), "its view fills the window")
        XCTAssertEqual(screen.appeared, 1)
    }
}
