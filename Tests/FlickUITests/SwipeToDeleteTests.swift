@testable import FlickUI
import XCTest

/// Every transition of `SwipeToDelete` (Lists.md).
final class SwipeToDeleteTests: XCTestCase {
    private let row = ListIndexPath(row: 3)

    private func revealed() -> SwipeToDelete {
        var swipe = SwipeToDelete()
        XCTAssertTrue(swipe.begin(on: row))
        swipe.change(translation: -100)
        XCTAssertEqual(swipe.end(velocity: 0), .revealed)
        return swipe
    }

    func testHiddenToSwipingFollowsTheFingerWithResistancePastTheButton() {
        var swipe = SwipeToDelete()
        XCTAssertTrue(swipe.begin(on: row))
        XCTAssertEqual(swipe.state, .swiping)
        swipe.change(translation: -50)
        XCTAssertEqual(swipe.offset, -50)
        swipe.change(translation: -180)
        XCTAssertEqual(swipe.offset, -80 - 100 * SwipeToDelete.overdragResistance, accuracy: 1e-9)
        swipe.change(translation: 40)
        XCTAssertEqual(swipe.offset, 0, "never right of the edge")
    }

    func testSwipingToRevealedPastHalfTheButtonOrFlungLeft() {
        XCTAssertEqual(revealed().offset, -SwipeToDelete.buttonWidth)
        var flung = SwipeToDelete()
        _ = flung.begin(on: row)
        flung.change(translation: -10)
        XCTAssertEqual(flung.end(velocity: -400), .revealed)
    }

    func testSwipingToHiddenShortOfHalfOrFlungRightOrCancelled() {
        var short = SwipeToDelete()
        _ = short.begin(on: row)
        short.change(translation: -30)
        XCTAssertEqual(short.end(velocity: 0), .hidden)
        XCTAssertEqual(short.offset, 0)
        var back = SwipeToDelete()
        _ = back.begin(on: row)
        back.change(translation: -70)
        XCTAssertEqual(back.end(velocity: 400), .hidden)
        var cancelled = SwipeToDelete()
        _ = cancelled.begin(on: row)
        cancelled.change(translation: -70)
        cancelled.cancel()
        XCTAssertEqual(cancelled.state, .hidden)
        XCTAssertNil(cancelled.row)
    }

    func testRevealedToSwipingOnTheSameRowOnly() {
        var swipe = revealed()
        XCTAssertFalse(swipe.begin(on: ListIndexPath(row: 4)), "another row: a touch elsewhere hides first")
        XCTAssertTrue(swipe.begin(on: row))
        swipe.change(translation: 60)
        XCTAssertEqual(swipe.offset, -20, "continues from the revealed offset")
        XCTAssertEqual(swipe.end(velocity: 0), .hidden)
    }

    func testRevealedToHiddenByATapElsewhere() {
        var swipe = revealed()
        XCTAssertTrue(swipe.hide())
        XCTAssertEqual(swipe.state, .hidden)
        XCTAssertFalse(swipe.hide(), "nothing to hide")
    }

    func testRevealedToDeletingToHidden() {
        var swipe = revealed()
        XCTAssertEqual(swipe.confirmDelete(), row)
        XCTAssertEqual(swipe.state, .deleting)
        XCTAssertFalse(swipe.begin(on: row), "no swipe while deleting")
        swipe.finishDeleting()
        XCTAssertEqual(swipe.state, .hidden)
        var hidden = SwipeToDelete()
        XCTAssertNil(hidden.confirmDelete(), "nothing revealed")
    }
}
