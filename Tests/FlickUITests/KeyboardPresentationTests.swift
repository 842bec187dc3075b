import FlickAnimation
import FlickInput
@testable import FlickUI
import XCTest

/// Every transition of the keyboard slide (KeyboardPresentation.md), with the notifications
/// each one returns and the frames along the curve.
final class KeyboardPresentationTests: XCTestCase {
    private let shown = Rect(x: 0, y: 448, width: 1280, height: 352)
    private let offscreen = Rect(x: 0, y: 800, width: 1280, height: 352)

    private func names(_ notes: [KeyboardNotification]) -> [KeyboardNotification.Name] { notes.map(\.name) }

    func testShowingSlidesInAlongTheCurveThenSettles() {
        var p = KeyboardPresentation()
        XCTAssertEqual(p.state, .hidden)
        let notes = p.show(at: shown, offscreen: offscreen, time: 1)
        XCTAssertEqual(names(notes), [.willChangeFrame, .willShow])
        XCTAssertEqual(notes[1].frameBegin, offscreen)
        XCTAssertEqual(notes[1].frameEnd, shown)
        XCTAssertEqual(notes[1].animationDuration, KeyboardSlide.slideDuration)
        XCTAssertEqual(notes[1].animationCurve, KeyboardSlide.slideCurve)
        XCTAssertEqual(p.state, .showing)
        let half = 1 + KeyboardSlide.slideDuration / 2
        let eased = KeyboardSlide.slideCurve(0.5)
        XCTAssertEqual(p.frame(at: half).minY, 800 - 352 * eased, accuracy: 1e-9)
        XCTAssertGreaterThan(eased, 0.9, "the fitted curve covers most of the way by half time")
        XCTAssertEqual(p.advance(to: half), [], "still sliding")
        XCTAssertEqual(names(p.advance(to: 1 + KeyboardSlide.slideDuration)), [.didChangeFrame, .didShow])
        XCTAssertEqual(p.state, .shown)
        XCTAssertEqual(p.frame(at: 5), shown)
        XCTAssertEqual(p.show(at: shown, offscreen: offscreen, time: 5), [], "shown there already")
    }

    func testRetargetingAndResizing() {
        var p = KeyboardPresentation()
        _ = p.show(at: shown, offscreen: offscreen, time: 0)
        let taller = Rect(x: 0, y: 400, width: 1280, height: 400)
        let mid = p.frame(at: 0.1)
        let notes = p.show(at: taller, offscreen: offscreen, time: 0.1)
        XCTAssertEqual(names(notes), [.willChangeFrame, .willShow], "showing → showing")
        XCTAssertEqual(notes[0].frameBegin, mid, "from where it was")
        _ = p.advance(to: 1)
        XCTAssertEqual(p.state, .shown)
        let wider = Rect(x: 0, y: 448, width: 1400, height: 352)
        XCTAssertEqual(names(p.resize(to: wider, time: 2)), [.willChangeFrame, .didChangeFrame], "shown → shown")
        XCTAssertEqual(p.frame(at: 2), wider, "at once")
        XCTAssertEqual(
            names(p.show(at: shown, offscreen: offscreen, time: 3)), [.willChangeFrame, .willShow],
            "shown → showing at another frame")
        XCTAssertEqual(p.state, .showing)
    }

    func testHidingFromEveryVisibleState() {
        var p = KeyboardPresentation()
        XCTAssertEqual(p.hide(to: offscreen, time: 0), [], "hidden: nothing")
        _ = p.show(at: shown, offscreen: offscreen, time: 0)
        let notes = p.hide(to: offscreen, time: 0.1)
        XCTAssertEqual(names(notes), [.willChangeFrame, .willHide], "showing → hiding")
        XCTAssertEqual(p.state, .hiding)
        XCTAssertEqual(p.hide(to: offscreen, time: 0.15), [], "already hiding")
        let back = p.show(at: shown, offscreen: offscreen, time: 0.2)
        XCTAssertEqual(names(back), [.willChangeFrame, .willShow], "hiding → showing")
        XCTAssertNotEqual(back[0].frameBegin, offscreen, "from mid-slide")
        _ = p.advance(to: 1)
        XCTAssertEqual(names(p.hide(to: offscreen, time: 2)), [.willChangeFrame, .willHide], "shown → hiding")
        XCTAssertEqual(names(p.advance(to: 2 + KeyboardSlide.slideDuration)), [.didChangeFrame, .didHide])
        XCTAssertEqual(p.state, .hidden)
        XCTAssertNil(p.targetFrame)
    }
}
