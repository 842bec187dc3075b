@testable import flick_demo
import XCTest

/// Every transition of `DeleteReveal.State` (diagram: Demo/FlickDemo.docc/DeleteReveal.md).
final class DeleteRevealTests: XCTestCase {
    func testHiddenToOpenOnASwipeLeftSlidingIn() {
        var reveal = DeleteReveal()
        reveal.swipeLeft(on: 7, at: 1)
        XCTAssertEqual(reveal.state, .open(day: 7, since: 1))
        XCTAssertEqual(reveal.progress(at: 1), 0)
        XCTAssertEqual(reveal.progress(at: 1 + DeleteReveal.duration), 1)
        XCTAssertGreaterThan(reveal.progress(at: 1 + DeleteReveal.duration / 2), 0.5, "ease-out: fast start")
    }

    func testOpenToClosingOnATapElsewhereThenHiddenWhenTheSlideIsOver() {
        var reveal = DeleteReveal()
        reveal.swipeLeft(on: 7, at: 0)
        reveal.close(at: 1)
        XCTAssertEqual(reveal.state, .closing(day: 7, since: 1, from: 1))
        reveal.advance(to: 1 + DeleteReveal.duration / 2)
        XCTAssertEqual(reveal.day, 7, "still sliding out")
        reveal.advance(to: 1 + DeleteReveal.duration)
        XCTAssertEqual(reveal.state, .hidden)
    }

    func testClosingHalfWayStartsFromWhereItWas() {
        var reveal = DeleteReveal()
        reveal.swipeLeft(on: 7, at: 0)
        let halfway = reveal.progress(at: 0.1)
        reveal.close(at: 0.1)
        XCTAssertEqual(reveal.progress(at: 0.1), halfway, accuracy: 1e-12, "no jump")
    }

    func testOpenToHiddenOnDeleteReturnsTheRow() {
        var reveal = DeleteReveal()
        reveal.swipeLeft(on: 3, at: 0)
        XCTAssertEqual(reveal.confirm(), 3)
        XCTAssertEqual(reveal.state, .hidden)
        XCTAssertNil(reveal.confirm(), "nothing to delete when hidden")
    }

    func testClosingToOpenOnAnotherSwipe() {
        var reveal = DeleteReveal()
        reveal.swipeLeft(on: 3, at: 0)
        reveal.close(at: 1)
        reveal.swipeLeft(on: 4, at: 1.1)
        XCTAssertEqual(reveal.state, .open(day: 4, since: 1.1))
        XCTAssertNil({ var r = reveal; r.close(at: 2); r.advance(to: 2 + DeleteReveal.duration); return r.day }())
    }

    func testIgnoredEvents() {
        var reveal = DeleteReveal()
        reveal.close(at: 0)
        reveal.advance(to: 5)
        XCTAssertEqual(reveal.state, .hidden)
        reveal.swipeLeft(on: 1, at: 0)
        reveal.swipeLeft(on: 2, at: 0.5)
        XCTAssertEqual(reveal.state, .open(day: 1, since: 0), "a second swipe while open is ignored")
        reveal.close(at: 1)
        XCTAssertNil(reveal.confirm(), "delete cannot be tapped while it slides out")
    }
}
