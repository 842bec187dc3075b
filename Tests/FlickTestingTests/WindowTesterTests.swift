import FlickInput
import FlickTesting
import FlickUI
import XCTest

/// The tester's clock and frames: pumping, settling, and what it records.
final class WindowTesterTests: XCTestCase {
    private func makeWindow() -> Window { Window(frame: Rect(x: 0, y: 0, width: 400, height: 300)) }

    func testPumpStepsFramesOnVirtualTime() {
        let tester = WindowTester(window: makeWindow(), start: 2)
        XCTAssertEqual(tester.frameCount, 1, "the first frame is prepared at the start")
        tester.pump()
        XCTAssertEqual(tester.time, 2 + 1.0 / 60, accuracy: 1e-12)
        tester.pump(0.5)
        XCTAssertEqual(tester.time, 2.5 + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(tester.frameCount, 1 + 1 + 30)
        XCTAssertEqual(tester.window.currentTime, tester.time, accuracy: 1e-12)
    }

    func testSettleWaitsForAnAnimationToEnd() throws {
        let window = makeWindow()
        let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(box)
        let tester = WindowTester(window: window)
        box.animate(withDuration: 0.3, animations: { box.alpha = 0 })
        tester.pump()
        XCTAssertFalse(window.isSettled)
        let waited = try tester.settle()
        XCTAssertEqual(waited, 0.3, accuracy: 2.0 / 60, "settled within a frame or two of the animation's end")
        XCTAssertTrue(window.isSettled)
    }

    func testSettleGivesUpOnAViewThatNeverStops() {
        let window = makeWindow()
        let spinner = Spinner(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(spinner)
        let tester = WindowTester(window: window)
        XCTAssertThrowsError(try tester.settle(timeout: 0.5)) { error in
            XCTAssertEqual(
                "\(error)",
                "the window did not settle within 0.5 s: "
                    + "a view moves by itself (a scroll view decelerating) or a content transition runs")
        }
        XCTAssertEqual(tester.time, 0.5, accuracy: 1.0 / 60, "it pumped up to the timeout")
        XCTAssertGreaterThan(spinner.advances, 25)
    }

    func testControlEventsOfControlsAddedLaterAreRecorded() {
        let window = makeWindow()
        let tester = WindowTester(window: window)
        let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 50))
        button.accessibilityIdentifier = "ok"
        window.addSubview(button)
        tester.tap(at: Point(x: 160, y: 125))
        let events = tester.controlEvents(of: button).map(\.event)
        XCTAssertEqual(events.first, .touchDown)
        XCTAssertEqual(events.suffix(2), [.touchUpInside, .primaryActionTriggered])
        XCTAssertEqual(tester.controlEvents.last?.controlName, "ok")
        tester.clearControlEvents()
        tester.tap(at: Point(x: 10, y: 10))
        XCTAssertTrue(tester.controlEvents.isEmpty, "a tap beside the button sends nothing")
    }

    func testViewsAreFoundByIdentifierAndType() throws {
        let window = makeWindow()
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        slider.accessibilityIdentifier = "volume"
        window.addSubview(slider)
        let twin = View(frame: .zero), other = View(frame: .zero)
        twin.accessibilityIdentifier = "twin"
        other.accessibilityIdentifier = "twin"
        window.addSubview(twin)
        window.addSubview(other)
        let tester = WindowTester(window: window)
        XCTAssertTrue(try tester.view(identifiedBy: "volume", as: Slider.self) === slider)
        XCTAssertEqual(tester.views(of: Slider.self).count, 1)
        XCTAssertThrowsError(try tester.view(identifiedBy: "volume", as: Button.self)) { error in
            XCTAssertEqual("\(error)", "the view identified by \"volume\" is a Slider, not a Button")
        }
        XCTAssertThrowsError(try tester.view(identifiedBy: "twin")) { error in
            XCTAssertEqual("\(error)", "2 views identified by \"twin\": View, View")
        }
        XCTAssertEqual(tester.center(of: slider), Point(x: 110, y: 30))
        XCTAssertNil(tester.center(of: View(frame: .zero)), "a view outside the window has no centre in it")
        XCTAssertThrowsError(try tester.tap(on: View(frame: .zero)))
    }
}

/// A view that turns for ever (never `isMoving == false`).
private final class Spinner: View, FrameDriven {
    var advances = 0
    func advance(to time: Double) { advances += 1 }
    var isMoving: Bool { true }
}
