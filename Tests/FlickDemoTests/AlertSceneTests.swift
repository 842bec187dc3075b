@testable import flick_demo
import FlickInput
import FlickTestSupport
import FlickUI
import XCTest

/// Every transition of `AlertScene.State` (diagram: Demo/FlickDemo.docc/AlertScene.md).
final class AlertSceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)

    func longPress(_ trace: inout TraceBuilder, at point: Point) {
        trace.down(0, at: point); trace.hold(0.8); trace.up(0); trace.wait(0.3)
    }

    func tap(_ trace: inout TraceBuilder, at point: Point) {
        trace.down(0, at: point); trace.hold(0.08); trace.up(0); trace.wait(0.5)
    }

    func testHiddenToShownOnALongPressWithTheKeyframedScale() throws {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 300, y: 300)); trace.hold(0.55)
        // Read the layers' presentation while the pop-in is still attached (just after it began).
        play(trace, into: scene, until: 0.51)
        guard case .shown(let since) = scene.state else { return XCTFail("expected shown, got \(scene.state)") }
        XCTAssertEqual(since, 0.5, accuracy: 0.02, "the long press begins after its 0.5 s")
        let start = try XCTUnwrap(scene.appearance(at: since))
        XCTAssertEqual(start.scale, 0.6, accuracy: 1e-9)
        XCTAssertEqual(start.dim, 0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(scene.appearance(at: since + 0.6 * 0.2555)).scale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(scene.appearance(at: since + 1)).scale, 1.0, accuracy: 1e-9)
        XCTAssertEqual(scene.appearances, 1)
    }

    func testShownStaysOnATapOutsideOKAndOnAnotherLongPress() {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        tap(&trace, at: Point(x: 100, y: 100))
        longPress(&trace, at: Point(x: 300, y: 300))
        play(trace, into: scene, until: trace.time)
        guard case .shown = scene.state else { return XCTFail("expected shown, got \(scene.state)") }
        XCTAssertEqual(scene.appearances, 1)
        XCTAssertEqual(scene.dismissals, 0)
    }

    func testShownToDismissingOnOKThenHiddenAfterTheFade() {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        trace.down(0, at: scene.okFrame.center); trace.hold(0.08); trace.up(0)
        play(trace, into: scene, until: trace.time + 0.1)
        guard case .dismissing(let since) = scene.state else { return XCTFail("expected dismissing, got \(scene.state)") }
        XCTAssertEqual(scene.appearance(at: since + AlertScene.dismissDuration / 2)?.opacity ?? -1, 0.5, accuracy: 1e-9)
        scene.advance(to: since + AlertScene.dismissDuration)
        XCTAssertEqual(scene.state, .hidden)
        XCTAssertNil(scene.appearance(at: since + 1))
        XCTAssertEqual(scene.dismissals, 1)
    }

    func testATapOnOKWhileHiddenDoesNothing() {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        tap(&trace, at: scene.okFrame.center)
        play(trace, into: scene, until: trace.time)
        XCTAssertEqual(scene.state, .hidden)
    }

    func testTheOKButtonIsAToolkitButtonAtOKFrameAndOnlyHitWhileShown() throws {
        let scene = AlertScene(viewport: viewport)
        XCTAssertTrue(scene.window.hitTestWindowPoint(scene.okFrame.center, at: nil) === scene.backdrop, "hidden: the backdrop")
        scene.overlay.isHidden = false
        let hit = try XCTUnwrap(scene.window.hitTestWindowPoint(scene.okFrame.center, at: nil))
        XCTAssertTrue(hit === scene.okButton, "OK at okFrame, got \(hit.debugName)")
        let center = try XCTUnwrap(scene.okButton.convert(scene.okButton.bounds.center, to: scene.window))
        XCTAssertEqual(center.x, scene.okFrame.midX, accuracy: 1e-9)
        XCTAssertEqual(center.y, scene.okFrame.midY, accuracy: 1e-9)
    }

    func testATapOutsideOKIsNotedAsModalAndALongPressWhileDismissingDoesNotReshow() {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        tap(&trace, at: Point(x: 100, y: 100))
        trace.down(0, at: scene.okFrame.center); trace.hold(0.08); trace.up(0)
        trace.down(0, at: Point(x: 300, y: 300)); trace.hold(0.1)
        play(trace, into: scene, until: trace.time)
        XCTAssertTrue(scene.report.events.contains { $0.text.hasPrefix("tap outside OK") })
        XCTAssertEqual(scene.appearances, 1, "the dismissing alert does not pop in again")
    }

    func testTheDimmingIsTheSeedsCircularGradient() {
        let image = AlertScene.dimmingImage(size: viewport.size)
        let bitmap = image.bitmap
        XCTAssertEqual(image.size.width, viewport.width, accuracy: 1 / AlertScene.dimImageScale)
        let center = bitmap[bitmap.width / 2, bitmap.height / 2], corner = bitmap[0, 0]
        XCTAssertEqual(Double(center.alpha) / 255, AlertScene.dimCenterAlpha, accuracy: 0.01)
        XCTAssertEqual(Double(corner.alpha) / 255, AlertScene.dimEdgeAlpha, accuracy: 0.01)
        XCTAssertEqual([center.red, center.green, center.blue, corner.red], [0, 0, 0, 0], "black")
        XCTAssertEqual(bitmap[bitmap.width - 1, 0].alpha, corner.alpha, "symmetric")
    }

    func testShownToDismissingOnCancelAndTheFieldResigns() {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        play(trace, into: scene, until: trace.time)
        // A tap on the field focuses it: the on-screen keyboard slides in.
        var focus = TraceBuilder(start: scene.window.currentTime + 0.1)
        tap(&focus, at: scene.alertFrame.origin + AlertScene.fieldFrame.center)
        play(focus, into: scene, until: focus.time + 1)
        XCTAssertTrue(scene.field.isFirstResponder)
        var cancel = TraceBuilder(start: scene.window.currentTime + 0.1)
        cancel.down(0, at: scene.cancelFrame.center); cancel.hold(0.08); cancel.up(0)
        play(cancel, into: scene, until: cancel.time + 0.1)
        guard case .dismissing = scene.state else { return XCTFail("expected dismissing, got \(scene.state)") }
        XCTAssertFalse(scene.field.isFirstResponder, "the field resigned when the button was pressed")
        XCTAssertEqual(scene.lastAction, "Cancel")
        XCTAssertEqual(scene.dismissals, 1)
    }

    func testTheAlertSitsCentredAboveTheKeyboardAndMovesWithIt() throws {
        let scene = AlertScene(viewport: viewport)
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        play(trace, into: scene, until: trace.time)
        let resting = scene.alert.frame
        XCTAssertEqual(resting.center.y, viewport.midY, accuracy: 1e-9, "no keyboard: centred in the content")
        XCTAssertFalse(scene.field.isFirstResponder, "no hardware keyboard: the field waits for a tap")
        var focus = TraceBuilder(start: scene.window.currentTime + 0.1)
        tap(&focus, at: scene.alertFrame.origin + AlertScene.fieldFrame.center)
        var centres: [Double] = []
        play(focus, into: scene, until: focus.time + 1) { _ in centres.append(scene.alert.frame.midY) }
        let keyboard = try XCTUnwrap(scene.window.keyboardFrame, "the on-screen keyboard shows")
        XCTAssertEqual(scene.alert.frame.midY, keyboard.minY / 2, accuracy: 1e-6, "centred in the space above it")
        XCTAssertGreaterThan(Set(centres).count, 3, "it moved along with the keyboard's slide")
        XCTAssertEqual(centres, centres.sorted(by: >), "upwards only")
        // OK is where okFrame says, and dismisses from there; the keyboard leaves with the field.
        var ok = TraceBuilder(start: scene.window.currentTime + 0.1)
        tap(&ok, at: scene.okFrame.center)
        play(ok, into: scene, until: ok.time + 1)
        XCTAssertEqual(scene.lastAction, "OK")
        XCTAssertEqual(scene.state, .hidden)
    }

    func testWithAHardwareKeyboardTheFieldTakesTextAndReturnDismisses() {
        let scene = AlertScene(viewport: viewport)
        scene.window.isHardwareKeyboardAttached = true
        var trace = TraceBuilder()
        longPress(&trace, at: Point(x: 300, y: 300))
        play(trace, into: scene, until: trace.time)
        XCTAssertTrue(scene.field.isFirstResponder, "focused as the alert popped in")
        XCTAssertNil(scene.window.keyboardFrame, "no on-screen keyboard with a hardware one")
        XCTAssertTrue(scene.window.insertText("4006381333931"))
        let time = scene.window.currentTime
        XCTAssertTrue(scene.window.handleKey(KeyEvent(key: .returnKey, time: time)))
        play(TraceBuilder(start: time), into: scene, until: time + 1)
        XCTAssertEqual(scene.lastAction, "Return")
        XCTAssertEqual(scene.field.text, "4006381333931", "the text stays for the report")
        XCTAssertFalse(scene.field.isFirstResponder)
        XCTAssertEqual(scene.state, .hidden)
        XCTAssertTrue(scene.report.events.contains { $0.text.contains("Return (field \"4006381333931\")") })
    }
}
