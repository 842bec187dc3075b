import FlickInput
import FlickScene
@testable import FlickUI
import XCTest

/// The first responder's caret in window points, for an input method's candidate window.
final class WindowTextInputRectTests: XCTestCase {
    func testItFollowsTheFieldsCaretAndEndsWhenItResigns() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        window.isHardwareKeyboardAttached = true
        let box = View(frame: Rect(x: 20, y: 100, width: 360, height: 80))
        let field = TextField(frame: Rect(x: 10, y: 20, width: 300, height: 40))
        window.addSubview(box)
        box.addSubview(field)
        XCTAssertNil(window.textInputRect, "no first responder")
        XCTAssertTrue(field.becomeFirstResponder())
        window.layoutIfNeeded()
        let empty = window.textInputRect!
        XCTAssertEqual(empty.width, TextField.caretWidth)
        XCTAssertGreaterThanOrEqual(empty.minX, 30, "inside the field, in window points")
        XCTAssertGreaterThanOrEqual(empty.minY, 120)
        XCTAssertLessThanOrEqual(empty.maxY, 160)
        XCTAssertTrue(window.insertText("hello"))
        window.layoutIfNeeded()
        let typed = window.textInputRect!
        XCTAssertGreaterThan(typed.minX, empty.minX + 10, "the caret moved right with the text")
        XCTAssertEqual(typed.minY, empty.minY)
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertNil(window.textInputRect)
    }

    func testAViewThatTakesNoTextHasNone() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let view = FocusableView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertNil(window.textInputRect)
    }
}

/// A view that can be first responder but takes no text.
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}
