import FlickInput
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Layout inputs on every view (View+Layout.swift): priorities, margins, the safe area.
final class ViewLayoutTests: XCTestCase {
    func testPrioritiesAndMarginsHaveUIKitsDefaults() {
        let view = View()
        for axis in Axis.allCases {
            XCTAssertEqual(view.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
        XCTAssertEqual(
            [LayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue),
            [1000, 750, 250, 50])
        view.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical).description, "251")
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(view.layoutMarginsRect, Rect(x: 8, y: 8, width: 84, height: 34))
        view.layoutMargins = EdgeInsets(top: -1)
        XCTAssertEqual(view.layoutMargins.top, 8, "refused")
        XCTAssertNil(view.intrinsicLength(along: .horizontal), "a plain view has no intrinsic size")
        XCTAssertEqual(
            Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(top: 4, left: 8, bottom: 8, right: 4)),
            Rect(x: 8, y: 4, width: 0, height: 0), "overlapping insets leave an empty rectangle inside")
    }

    func testTheWindowsSafeAreaReachesTheViewsUnderIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: Rect(x: 10, y: 200, width: 100, height: 90))
        window.addSubview(content)
        content.addSubview(card)
        _ = window.displayList(at: 0)
        XCTAssertEqual(card.safeAreaInsets, .zero)
        // A 120 pt keyboard over the bottom and a 20 pt bezel on the left.
        window.safeAreaInsets = EdgeInsets(top: 0, left: 20, bottom: 120, right: 0)
        XCTAssertTrue(content.needsLayout, "a change lays the tree out again")
        XCTAssertEqual(content.safeAreaInsets, EdgeInsets(top: 0, left: 20, bottom: 120, right: 0))
        XCTAssertEqual(card.safeAreaInsets, EdgeInsets(top: 0, left: 10, bottom: 90, right: 0), "at most its height")
        XCTAssertEqual(card.safeAreaRect, Rect(x: 10, y: 0, width: 90, height: 0), "covered: empty")
        window.safeAreaInsets = EdgeInsets(top: .nan)
        XCTAssertEqual(window.safeAreaInsets.bottom, 120, "refused")
        card.safeAreaInsets = EdgeInsets(top: 5)
        XCTAssertEqual(card.safeAreaInsets.top, 0, "only a window's are set")
        XCTAssertEqual(View().safeAreaInsets, .zero, "outside a window")
    }

}
