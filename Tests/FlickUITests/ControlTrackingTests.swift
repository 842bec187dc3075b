import FlickInput
import Foundation
import XCTest
@testable import FlickUI

/// Every edge of `ControlTrackingStates.md`, and the 70 pt margin.
final class ControlTrackingTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 100, height: 44)

    func testTouchDownHighlights() {
        var tracking = ControlTracking()
        XCTAssertEqual(tracking.touchBegan(), .touchDown)
        XCTAssertEqual(tracking.state, .inside)
        XCTAssertTrue(tracking.isHighlighted)
        XCTAssertTrue(tracking.isTracking)
    }

    func testARepeatedTouchDownSendsTouchDownRepeat() {
        var tracking = ControlTracking()
        XCTAssertEqual(tracking.touchBegan(tapCount: 2), [.touchDown, .touchDownRepeat])
    }

    func testASecondTouchIsIgnoredWhileTracking() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        XCTAssertEqual(tracking.touchBegan(), [])
        XCTAssertEqual(tracking.state, .inside)
    }

    func testDragInsideStaysInsideWithinTheMargin() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        // 69 pt right of the bounds: still inside.
        XCTAssertEqual(tracking.touchMoved(to: Point(x: 169, y: 20), in: bounds), .touchDragInside)
        XCTAssertTrue(tracking.isHighlighted)
    }

    func testDragBeyondTheMarginExitsAndBackEnters() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        let exit = tracking.touchMoved(to: Point(x: 50, y: 44 + 71), in: bounds)
        XCTAssertEqual(exit, [.touchDragExit, .touchDragOutside])
        XCTAssertEqual(exit.description, "[touchDragExit, touchDragOutside]")
        XCTAssertEqual(tracking.state, .outside)
        XCTAssertFalse(tracking.isHighlighted)
        XCTAssertEqual(tracking.touchMoved(to: Point(x: 50, y: 200), in: bounds), .touchDragOutside)
        XCTAssertEqual(tracking.touchMoved(to: Point(x: 50, y: 100), in: bounds), [.touchDragEnter, .touchDragInside])
        XCTAssertEqual(tracking.state, .inside)
    }

    func testLiftingInsideTheMarginIsTouchUpInside() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        XCTAssertEqual(tracking.touchEnded(at: Point(x: -60, y: 20), in: bounds), .touchUpInside)
        XCTAssertEqual(tracking.state, .idle)
    }

    func testLiftingBeyondTheMarginIsTouchUpOutside() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        XCTAssertEqual(tracking.touchEnded(at: Point(x: -71, y: 20), in: bounds), .touchUpOutside)
        XCTAssertEqual(tracking.state, .idle)
    }

    func testLiftingFromOutsideAfterComingBackWithinTheMarginIsTouchUpInside() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        _ = tracking.touchMoved(to: Point(x: 300, y: 20), in: bounds)
        XCTAssertEqual(tracking.touchEnded(at: Point(x: 150, y: 20), in: bounds), .touchUpInside)
    }

    func testLiftingOutsideIsTouchUpOutside() {
        var tracking = ControlTracking()
        _ = tracking.touchBegan()
        _ = tracking.touchMoved(to: Point(x: 300, y: 20), in: bounds)
        XCTAssertEqual(tracking.touchEnded(at: Point(x: 300, y: 20), in: bounds), .touchUpOutside)
    }

    func testCancellingFromEitherTrackingStateSendsTouchCancel() {
        for outside in [false, true] {
            var tracking = ControlTracking()
            _ = tracking.touchBegan()
            if outside { _ = tracking.touchMoved(to: Point(x: 300, y: 300), in: bounds) }
            XCTAssertEqual(tracking.touchCancelled(), .touchCancel)
            XCTAssertEqual(tracking.state, .idle)
            XCTAssertFalse(tracking.isHighlighted)
        }
    }

    func testIdleIgnoresMovesEndsAndCancels() {
        var tracking = ControlTracking()
        XCTAssertEqual(tracking.touchMoved(to: .zero, in: bounds), [])
        XCTAssertEqual(tracking.touchEnded(at: .zero, in: bounds), [])
        XCTAssertEqual(tracking.touchCancelled(), [])
        XCTAssertEqual(tracking.state, .idle)
    }

    func testTheDiagramNamesEveryState() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FlickUI/FlickUI.docc/ControlTrackingStates.md").standardized
        let diagram = try String(contentsOf: url, encoding: .utf8)
        for state in ControlTracking.State.allCases {
            XCTAssertTrue(diagram.contains("--> \(state.rawValue)"), "ControlTrackingStates.md lacks an edge into \(state)")
        }
    }
}
