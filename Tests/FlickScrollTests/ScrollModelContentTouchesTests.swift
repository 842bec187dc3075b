import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelContentTouchesTests: XCTestCase {
    private let cell = ContentView(name: "cell")
    private let button = ContentView(name: "button", isControl: true)

    private func list(hitting view: ContentView) -> ScrollModel {
        var list = makeList()
        list.contentHitTest = { _ in view }
        return list
    }

    func testStillTouchReachesContentAt150msWithinOneFrame() {
        var view = list(hitting: cell)
        view.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        view.run(until: 0.14)
        XCTAssertTrue(view.takeContentTouchEvents().isEmpty)
        view.run(until: 0.20)
        let events = view.takeContentTouchEvents()
        guard case .began(let target, _, let time)? = events.first else { return XCTFail("not delivered") }
        XCTAssertEqual(target, cell)
        XCTAssertEqual(time, 0.150, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertGreaterThanOrEqual(time, 0.150 - 1e-9)
    }

    func testDragBeforeTheDelaySendsNothing() {
        var view = list(hitting: cell)
        view.drag(by: Point(x: 0, y: -80), duration: 0.1, release: Point(x: 0, y: -500))
        view.run(until: 1)
        XCTAssertTrue(view.takeContentTouchEvents().isEmpty)
    }

    func testLaterDragCancelsTheContentTouchOnlyWhenAllowed() {
        var view = list(hitting: cell)
        view.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        view.run(until: 0.3)
        XCTAssertTrue(view.panBegan(translation: Point(x: 0, y: -12), time: 0.31))
        let events = view.takeContentTouchEvents()
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.last, .cancelled(cell, time: 0.31))
        XCTAssertEqual(view.state, .dragging)

        // A control keeps its touch: the drag does not start.
        var controls = list(hitting: button)
        controls.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        controls.run(until: 0.3)
        XCTAssertFalse(controls.panBegan(translation: Point(x: 0, y: -12), time: 0.31))
        XCTAssertEqual(controls.state, .tracking)
        controls.touchesEnded(time: 0.4)
        let times = controls.takeContentTouchEvents().map(\.time)
        XCTAssertEqual(times.count, 2)
        XCTAssertEqual(times.first ?? 0, 0.15, accuracy: 1.0 / 60)
        XCTAssertEqual(times.last, 0.4)

        // canCancelContentTouches = false: no cancel for anyone, touchesShouldCancel not asked.
        var locked = list(hitting: cell)
        var asked = false
        locked.canCancelContentTouches = false
        locked.touchesShouldCancel = { _ in asked = true; return true }
        locked.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        locked.run(until: 0.3)
        XCTAssertFalse(locked.panBegan(translation: Point(x: 0, y: -12), time: 0.31))
        XCTAssertFalse(asked)

        // A custom touchesShouldCancel can let a drag take a control's touch.
        var custom = list(hitting: button)
        custom.touchesShouldCancel = { _ in true }
        custom.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        custom.run(until: 0.3)
        XCTAssertTrue(custom.panBegan(translation: Point(x: 0, y: -12), time: 0.31))
    }

    func testTapBeforeTheDelayDeliversBeganAndEndedAtLift() {
        var view = list(hitting: cell)
        view.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        view.touchesEnded(time: 0.08)
        XCTAssertEqual(view.takeContentTouchEvents(), [.began(cell, location: Point(x: 100, y: 100), time: 0.08),
                                                      .ended(cell, location: Point(x: 100, y: 100), time: 0.08)])
        XCTAssertEqual(view.state, .idle)
    }

    func testNoDelayAndTouchesShouldBegin() {
        var view = list(hitting: cell)
        view.delaysContentTouches = false
        view.touchesBegan(at: Point(x: 5, y: 6), time: 1)
        XCTAssertEqual(view.takeContentTouchEvents(), [.began(cell, location: Point(x: 5, y: 6), time: 1)])
        view.touchesEnded(time: 1.1)

        var refusing = list(hitting: cell)
        refusing.touchesShouldBegin = { _, _ in false }
        refusing.touchesBegan(at: Point(x: 5, y: 6), time: 0)
        refusing.run(until: 0.5)
        refusing.touchesEnded(time: 0.5)
        XCTAssertTrue(refusing.takeContentTouchEvents().isEmpty)
    }

    func testTouchThatStopsAFlingDoesNotReachTheContent() {
        var view = list(hitting: cell)
        view.contentOffset = Point(x: 0, y: 1000)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -2000))
        _ = view.takeContentTouchEvents()
        view.run(until: 0.3)
        XCTAssertEqual(view.state, .decelerating)
        view.touchesBegan(at: Point(x: 100, y: 100), time: 0.3)
        XCTAssertEqual(view.state, .tracking)
        view.run(until: 0.6)
        view.touchesEnded(time: 0.6)
        XCTAssertTrue(view.takeContentTouchEvents().isEmpty)
        XCTAssertEqual(view.state, .idle)
    }

    func testMovesGoToTheContentThatOwnsTheTouch() {
        var view = list(hitting: button)
        view.touchesBegan(at: Point(x: 100, y: 100), time: 0)
        view.run(until: 0.2)
        view.touchesMoved(to: Point(x: 103, y: 101), time: 0.21)
        view.touchesCancelled(time: 0.3)
        XCTAssertEqual(view.takeContentTouchEvents().dropFirst(), [.moved(button, location: Point(x: 103, y: 101), time: 0.21),
                                                                 .cancelled(button, time: 0.3)])
    }
}
