import FlickInput
import FlickScene
@testable import FlickUI
import XCTest

/// Why a window is not at rest (`Window.restBlockers`), in step with `Window.isSettled`.
final class WindowIdleTests: XCTestCase {
    /// Moves by itself while `isMoving`.
    final class Drifter: View, FrameDriven {
        var isMoving = false
        func advance(to time: Double) {}
    }

    func testEachBlockerIsNamedUntilTheWindowRests() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let drifter = Drifter(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        drifter.name = "drifter"
        let box = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        box.name = "box"
        window.addSubview(drifter)
        window.addSubview(box)
        _ = window.prepareFrame(at: 0)
        XCTAssertTrue(window.isSettled)
        XCTAssertEqual(window.restBlockers, [])

        window.handle(TouchFrame(time: 0.1, touches: [Touch(id: 1, location: Point(x: 10, y: 10), phase: .began)]))
        XCTAssertFalse(window.isSettled)
        XCTAssertEqual(window.restBlockers, ["touches down"])
        window.handle(TouchFrame(time: 0.2, touches: [Touch(id: 1, location: Point(x: 10, y: 10), phase: .ended)]))

        drifter.isMoving = true
        box.animate(withDuration: 0.5) { box.alpha = 0.5 }
        XCTAssertFalse(window.isSettled)
        let blockers = window.restBlockers
        XCTAssertTrue(blockers.contains("drifter moving"), "\(blockers)")
        XCTAssertTrue(blockers.contains { $0.hasPrefix("box animating ") }, "\(blockers)")

        drifter.isMoving = false
        _ = window.displayList(at: 0.3)
        _ = window.displayList(at: 1)
        XCTAssertTrue(window.isSettled, "\(window.restBlockers)")
        XCTAssertEqual(window.restBlockers, [])
    }
}
