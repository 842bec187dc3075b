import FlickRuntime
import FlickInput
import XCTest

/// The mouse fallback: one finger, and a second mirrored about the window centre while a
/// modifier is held.
final class PointerTouchesTests: XCTestCase {
    func testLeftButtonIsOneFinger() throws {
        var pointer = PointerTouches(windowSize: Size(width: 1000, height: 600))
        XCTAssertNil(pointer.moved(to: Point(x: 1, y: 1), modifier: false, time: 0), "no touch while the button is up")
        let down = try XCTUnwrap(pointer.buttonDown(at: Point(x: 100, y: 200), modifier: false, time: 1))
        XCTAssertEqual(down.touches.map(\.phase), [.began])
        let move = try XCTUnwrap(pointer.moved(to: Point(x: 150, y: 220), modifier: false, time: 1.1))
        XCTAssertEqual(move.touches.map(\.location), [Point(x: 150, y: 220)])
        let up = try XCTUnwrap(pointer.buttonUp(at: Point(x: 150, y: 220), time: 1.2))
        XCTAssertEqual(up.touches.map(\.phase), [.ended])
        XCTAssertEqual(Set([down, move, up].map { $0.touches[0].id }).count, 1)
    }

    func testModifierAddsAFingerMirroredAboutTheCentre() throws {
        var pointer = PointerTouches(windowSize: Size(width: 1000, height: 600))
        let down = try XCTUnwrap(pointer.buttonDown(at: Point(x: 400, y: 250), modifier: true, time: 0))
        XCTAssertEqual(down.touches.map(\.location), [Point(x: 400, y: 250), Point(x: 600, y: 350)])
        let spread = try XCTUnwrap(pointer.moved(to: Point(x: 300, y: 200), modifier: true, time: 0.1))
        XCTAssertEqual(spread.touches[1].location, Point(x: 700, y: 400), "mirror follows: a pinch out")
        let released = try XCTUnwrap(pointer.moved(to: Point(x: 310, y: 200), modifier: false, time: 0.2))
        XCTAssertEqual(released.touches.map(\.phase), [.moved, .ended], "letting go of the modifier lifts the mirror")
        let again = try XCTUnwrap(pointer.moved(to: Point(x: 320, y: 200), modifier: true, time: 0.3))
        XCTAssertEqual(again.touches.map(\.phase), [.moved, .began])
        XCTAssertNotEqual(again.touches[1].id, down.touches[1].id, "a new finger, never a reused id")
        let up = try XCTUnwrap(pointer.buttonUp(at: Point(x: 320, y: 200), time: 0.4))
        XCTAssertEqual(up.touches.map(\.phase), [.ended, .ended])
    }
}
