import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// A view that takes keys and text, logging what reaches it.
final class ResponderLogView: View, KeyInput {
    var log: [String] = []
    var takesFocus = true
    var letsGo = true
    var handlesKeys = true
    var typed = ""
    override var canBecomeFirstResponder: Bool { takesFocus }
    override var canResignFirstResponder: Bool { letsGo }
    override func didBecomeFirstResponder() { log.append("became") }
    override func didResignFirstResponder() { log.append("resigned") }
    override func pressesBegan(_ event: KeyEvent) -> Bool {
        log.append("down \(event.key.name)")
        return handlesKeys
    }
    override func pressesEnded(_ event: KeyEvent) -> Bool {
        log.append("up \(event.key.name)")
        return handlesKeys
    }
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
}

/// The first responder through a real window: becoming and resigning, refusals, a hidden,
/// disabled or removed responder resigning, keys and text up the responder chain.
final class WindowFirstResponderTests: XCTestCase {
    private func makeWindow() -> (Window, View, ResponderLogView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let view = ResponderLogView(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(parent)
        parent.addSubview(view)
        return (window, parent, view)
    }

    func testBecomingAndResigning() {
        let (window, parent, view) = makeWindow()
        XCTAssertNil(window.firstResponder)
        XCTAssertFalse(parent.becomeFirstResponder(), "a plain view cannot")
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertTrue(view.isFirstResponder)
        XCTAssertTrue(window.firstResponder === view)
        XCTAssertTrue(parent.containsFirstResponder)
        XCTAssertTrue(view.becomeFirstResponder(), "again: still first, no second call")
        XCTAssertEqual(view.log, ["became"])
        XCTAssertTrue(view.resignFirstResponder())
        XCTAssertNil(window.firstResponder)
        XCTAssertEqual(view.log, ["became", "resigned"])
        XCTAssertFalse(
            View().becomeFirstResponder() || ResponderLogView().becomeFirstResponder(),
            "outside a window nothing becomes first responder")
    }

    func testARefusingResponderKeepsTheStatusUnlessForced() {
        let (window, parent, view) = makeWindow()
        let other = ResponderLogView(frame: Rect(x: 10, y: 100, width: 100, height: 40))
        parent.addSubview(other)
        view.becomeFirstResponder()
        view.letsGo = false
        XCTAssertFalse(view.resignFirstResponder())
        XCTAssertFalse(other.becomeFirstResponder(), "the current one refuses to let go")
        XCTAssertFalse(parent.endEditing(false))
        XCTAssertTrue(window.firstResponder === view)
        XCTAssertTrue(parent.endEditing(true), "forced")
        XCTAssertNil(window.firstResponder)
        view.letsGo = true
        view.takesFocus = false
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertEqual(view.log, ["became", "resigned"])
    }

    func testMovingBetweenResponders() {
        let (window, parent, view) = makeWindow()
        let other = ResponderLogView(frame: Rect(x: 10, y: 100, width: 100, height: 40))
        parent.addSubview(other)
        view.becomeFirstResponder()
        other.becomeFirstResponder()
        XCTAssertTrue(window.firstResponder === other)
        XCTAssertEqual(view.log, ["became", "resigned"])
        XCTAssertEqual(other.log, ["became"])
    }

    func testARemovedResponderResignsAtOnce() {
        let (window, parent, view) = makeWindow()
        view.becomeFirstResponder()
        parent.removeFromSuperview()
        XCTAssertNil(window.firstResponder)
        XCTAssertEqual(view.log, ["became", "resigned"])
    }

    func testAHiddenResponderResignsByTheNextFrame() {
        let (window, parent, view) = makeWindow()
        view.becomeFirstResponder()
        parent.isHidden = true
        window.advance(to: 0.1)
        XCTAssertNil(window.firstResponder, "an ancestor hidden hides it")
        XCTAssertEqual(view.log, ["became", "resigned"])
        parent.isHidden = false
        view.becomeFirstResponder()
        view.isUserInteractionEnabled = false
        _ = window.prepareFrame(at: 0.2)
        XCTAssertNil(window.firstResponder, "user interaction off")
        XCTAssertFalse(view.becomeFirstResponder(), "cannot become while it takes no touches")
    }

    func testADisabledFieldResigns() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        field.isEnabled = false
        window.handle(TouchFrame(time: 0.1, touches: []))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.becomeFirstResponder(), "disabled")
    }

    func testKeysGoUpTheChainUntilHandled() {
        let (window, parent, view) = makeWindow()
        let outer = ResponderLogView(frame: parent.frame)
        window.addSubview(outer)
        outer.addSubview(parent)
        view.becomeFirstResponder()
        view.handlesKeys = false
        XCTAssertTrue(window.handleKey(KeyEvent(key: .tab, time: 0.1)))
        XCTAssertTrue(window.handleKey(KeyEvent(key: .tab, phase: .released, time: 0.2)))
        XCTAssertEqual(view.log, ["became", "down Tab", "up Tab"])
        XCTAssertEqual(outer.log, ["down Tab", "up Tab"], "the ancestor that handles it")
        outer.handlesKeys = false
        XCTAssertFalse(window.handleKey(KeyEvent(key: .escape, time: 0.3)), "nobody handles it")
        XCTAssertEqual(window.currentTime, 0.3, "a key's time advances the window")
    }

    func testTextGoesToTheFirstResponderOnly() {
        let (window, _, view) = makeWindow()
        XCTAssertFalse(window.insertText("a"), "no first responder, no text")
        view.becomeFirstResponder()
        XCTAssertTrue(window.insertText("ab\u{0}c"))
        XCTAssertTrue(window.deleteBackward())
        XCTAssertEqual(view.typed, "ab\u{FFFD}", "the NUL replaced, then the c deleted")
    }
}
