import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollIndicatorTests: XCTestCase {
    func testHiddenAtRestShownWhileDraggingThenFading() {
        var view = makeList()
        XCTAssertNil(view.scrollIndicator(.vertical))
        view.drag(by: Point(x: 0, y: -10))
        let shown = try! XCTUnwrap(view.scrollIndicator(.vertical))
        XCTAssertEqual(shown.alpha, 1)
        XCTAssertEqual(shown.frame.minX, 400 - 3 - 3)
        XCTAssertEqual(shown.frame.width, 3)
        XCTAssertEqual(shown.frame.height, (800 - 6) * 800 / 4000, accuracy: 1e-9)
        XCTAssertNil(view.scrollIndicator(.horizontal))
        view.panEnded(translation: Point(x: 0, y: -20), velocity: .zero, time: 0.2)
        XCTAssertEqual(view.state, .idle)
        view.advance(to: 0.2 + ScrollIndicator.fadeDelay)
        XCTAssertEqual(view.scrollIndicatorAlpha, 1)
        view.advance(to: 0.2 + ScrollIndicator.fadeDelay + ScrollIndicator.fadeDuration / 2)
        XCTAssertEqual(view.scrollIndicatorAlpha, 0.5, accuracy: 1e-9)
        view.advance(to: 2)
        XCTAssertNil(view.scrollIndicator(.vertical))
    }

    func testStaysVisibleWhileDeceleratingAndFlashes() {
        var view = makeList(height: 40_000)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -2000))
        view.run(until: 2)
        XCTAssertEqual(view.state, .decelerating)
        XCTAssertEqual(view.scrollIndicatorAlpha, 1)
        view.runUntilIdle()
        view.advance(to: view.time + 1)
        XCTAssertEqual(view.scrollIndicatorAlpha, 0)
        view.flashScrollIndicators()
        XCTAssertEqual(view.scrollIndicatorAlpha, 1)
        view.advance(to: view.time + ScrollIndicator.flashDuration + ScrollIndicator.fadeDuration + 0.01)
        XCTAssertEqual(view.scrollIndicatorAlpha, 0)
    }

    func testPositionInsetsAndStretch() {
        var view = makeList()
        view.scrollIndicatorInsets = EdgeInsets(top: 20, bottom: 30, right: 10)
        view.contentOffset = Point(x: 0, y: 3200)
        view.flashScrollIndicators()
        let atEnd = try! XCTUnwrap(view.scrollIndicator(.vertical))
        XCTAssertEqual(atEnd.frame.maxX, 400 - 10 - 3)
        XCTAssertEqual(atEnd.frame.maxY, 800 - 30 - 3, accuracy: 1e-9)
        view.contentOffset = Point(x: 0, y: -100)
        let stretched = try! XCTUnwrap(view.scrollIndicator(.vertical))
        XCTAssertEqual(stretched.frame.minY, 23)
        XCTAssertEqual(stretched.frame.height, atEnd.frame.height - 100, accuracy: 1e-9)
        view.showsVerticalScrollIndicator = false
        XCTAssertNil(view.scrollIndicator(.vertical))
    }
}
