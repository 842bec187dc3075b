import FlickInput
import FlickRuntime
import XCTest

final class TouchFrameFrameInputTests: XCTestCase {
    private func frame(_ phases: [TouchPhase]) -> TouchFrame {
        TouchFrame(time: 1, touches: phases.enumerated().map { index, phase in
            Touch(id: index + 1, location: Point(x: 10, y: 10), phase: phase)
        })
    }

    func testNothingLiftsUnlessATouchEndsOrIsCancelled() {
        XCTAssertTrue(frame([.began]).liftsNoTouch, "a touch landing")
        XCTAssertTrue(frame([.moved, .stationary]).liftsNoTouch)
        XCTAssertTrue(frame([]).liftsNoTouch)
        XCTAssertFalse(frame([.moved, .ended]).liftsNoTouch)
        XCTAssertFalse(frame([.cancelled]).liftsNoTouch)
    }

    func testNothingLandsUnlessATouchBegins() {
        XCTAssertFalse(frame([.began]).landsNoTouch)
        XCTAssertFalse(frame([.moved, .began]).landsNoTouch, "a second finger landing")
        XCTAssertTrue(frame([.moved, .stationary]).landsNoTouch)
        XCTAssertTrue(frame([.ended]).landsNoTouch)
        XCTAssertTrue(frame([]).landsNoTouch)
    }
}
