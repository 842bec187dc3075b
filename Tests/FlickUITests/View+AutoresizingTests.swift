import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Autoresizing: a window resized mid-run (the in-call status bar) re-lays out its content.
final class ViewAutoresizingTests: XCTestCase {
    /// Lays a header and a body out in `layoutSubviews`, counting passes.
    final class Screen: View {
        let header = View(), body = View()
        var passes: [Size] = []
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            addSubview(header)
            addSubview(body)
        }
        override func layoutSubviews() {
            passes.append(bounds.size)
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 44)
            body.frame = Rect(x: 0, y: 44, width: bounds.width, height: bounds.height - 44)
        }
    }

    func testTheInCallStatusBarShrinksTheContentBy20PointsInTheNextFrame() {
        // A 320 × 480 window; the content sits under a 20 pt status bar.
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let content = Screen(frame: Rect(x: 0, y: 20, width: 320, height: 460))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let footer = View(frame: Rect(x: 0, y: 430, width: 320, height: 30))
        footer.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        content.addSubview(footer)
        window.addSubview(content)
        _ = window.displayList(at: 0)
        XCTAssertEqual(content.passes, [Size(width: 320, height: 460)])
        // The call starts: the status bar doubles to 40 pt, so the app's window shrinks by
        // 20 pt from the top (as UIKit resizes the root view).
        window.frame = Rect(x: 0, y: 20, width: 320, height: 460)
        XCTAssertEqual(content.frame, Rect(x: 0, y: 20, width: 320, height: 440), "resized at once by its mask")
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 410, width: 320, height: 30), "the footer stays at the bottom")
        XCTAssertEqual(content.passes.count, 1, "its own layout waits for the frame")
        _ = window.displayList(at: 1.0 / 60)
        XCTAssertEqual(content.passes.last, Size(width: 320, height: 440))
        XCTAssertEqual(content.body.frame.height, 396, "laid out in the next frame")
        // The call ends: back to full height.
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        _ = window.displayList(at: 2.0 / 60)
        XCTAssertEqual(content.frame, Rect(x: 0, y: 20, width: 320, height: 460))
        XCTAssertEqual(content.body.frame.height, 416)
        XCTAssertEqual(content.passes.count, 3)
    }

    func testMarginsAndSizesShareTheChangeInProportion() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let child = View(frame: Rect(x: 50, y: 10, width: 100, height: 20))  // margins 50 | 100 | 150
        parent.addSubview(child)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.frame = Rect(x: 0, y: 0, width: 600, height: 100)  // +300 shared 50 : 100 : 150
        XCTAssertEqual(child.frame, Rect(x: 100, y: 10, width: 200, height: 20))
        let pinned = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(pinned)
        pinned.autoresizingMask = [.flexibleLeftMargin]
        parent.frame = Rect(x: 0, y: 0, width: 650, height: 100)
        XCTAssertEqual(pinned.frame.minX, 60, "the right margin is fixed: it moves with the right edge")
        let zero = View(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        parent.addSubview(zero)
        zero.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.frame = Rect(x: 0, y: 0, width: 650, height: 100)  // same size: nothing moves
        XCTAssertEqual(zero.frame.minX, 0)
    }

    func testAutoresizesSubviewsFalseAndEmptyMaskKeepFrames() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let fixed = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        let flexible = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        flexible.autoresizingMask = [.flexibleWidth]
        parent.addSubview(fixed)
        parent.addSubview(flexible)
        parent.autoresizesSubviews = false
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(flexible.frame.width, 10)
        parent.autoresizesSubviews = true
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        XCTAssertEqual(fixed.frame, Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertGreaterThan(flexible.frame.width, 10)
    }

    func testTheViewsNameIsMadeOnlyForABadRectangle() {
        // Made by reflection for a view without a name: not on every frame set of a layout pass.
        var named = 0
        func name() -> String {
            named += 1
            return "panel"
        }
        let good = Rect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(View.sanitized(good, what: "frame", of: name()), good)
        XCTAssertEqual(named, 0)
        XCTAssertEqual(View.sanitized(Rect(x: 1, y: 2, width: -3, height: 4), what: "frame", of: name()),
                       Rect(x: 1, y: 2, width: 0, height: 4))
        XCTAssertEqual(named, 1)
    }

    func testNaNAndNegativeFramesAreRefusedNamingTheView() {
        let view = View(frame: Rect(x: 0, y: 0, width: .nan, height: -4))
        XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 0, height: 0))
        view.name = "panel"
        view.bounds = Rect(x: .infinity, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(
            View.sanitized(Rect(x: 1, y: 2, width: 3, height: 4), what: "frame", of: "panel"),
            Rect(x: 1, y: 2, width: 3, height: 4))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame = Rect(x: 0, y: 0, width: 10, height: 100)  // shrinks past zero width
        XCTAssertEqual(child.frame.width, 0, "clamped, never negative")
    }
}
