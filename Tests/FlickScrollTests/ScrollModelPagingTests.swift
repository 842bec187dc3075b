import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelPagingTests: XCTestCase {
    /// A 400 × 800 horizontal pager of 5 pages.
    private func pager() -> ScrollModel {
        var view = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 2000, height: 800))
        view.isPagingEnabled = true
        return view
    }

    func testFlickAdvancesOnePageAndTheSpringCarriesTheReleaseVelocity() {
        var view = pager()
        let recorder = ScrollDelegateRecorder()
        view.delegate = recorder
        view.drag(by: Point(x: -60, y: 0), release: Point(x: -1200, y: 0))
        XCTAssertEqual(view.state, .paging)
        XCTAssertEqual(recorder.endTarget, Point(x: 400, y: 0))
        XCTAssertEqual(recorder.endVelocity, Point(x: 1200, y: 0))
        guard case .paging(let x, _)? = view.motion else { return XCTFail("not paging") }
        XCTAssertEqual(x.velocity(at: view.time), 1200, accuracy: 1e-9)
        XCTAssertEqual(x.parameters, SpringParameters.paging)
        let end = view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 400)
        XCTAssertLessThan(end, 0.8)
        XCTAssertEqual(recorder.events.suffix(2), ["willBeginDecelerating", "didEndDecelerating"])
    }

    func testSlowReleaseSettlesOnTheNearestPageAndTwitchStays() {
        var view = pager()
        view.drag(by: Point(x: -230, y: 0), release: Point(x: -50, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 400)

        view.drag(by: Point(x: -15, y: 0), from: view.time, release: Point(x: -3000, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 400)

        view.drag(by: Point(x: 170, y: 0), from: view.time, release: Point(x: 0, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 400)
    }

    func testNeverSkipsMoreThanOnePageOrLeavesTheContent() {
        var view = pager()
        view.contentOffset = Point(x: 1600, y: 0)
        view.drag(by: Point(x: -100, y: 0), release: Point(x: -8000, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 1600)
        view.drag(by: Point(x: 100, y: 0), from: view.time, release: Point(x: 8000, y: 0))
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.x, 1200)
    }

    func testWithoutBouncesThePageSpringNeverLeavesTheContent() {
        var view = pager()
        view.bounces = false
        view.contentOffset = Point(x: 1500, y: 0)
        view.drag(by: Point(x: -20, y: 0), release: Point(x: -8000, y: 0))
        XCTAssertEqual(view.state, .paging)
        var farthest = 0.0
        while view.state != .idle && view.time < 3 {
            view.advance(to: view.time + 1.0 / 240)
            farthest = max(farthest, view.contentOffset.x)
        }
        XCTAssertLessThanOrEqual(farthest, 1600 + 1e-9)
        XCTAssertEqual(view.contentOffset.x, 1600)

        // With bounces the same release carries its full velocity and overshoots the edge.
        var bouncy = pager()
        bouncy.contentOffset = Point(x: 1500, y: 0)
        bouncy.drag(by: Point(x: -20, y: 0), release: Point(x: -8000, y: 0))
        var peak = 0.0
        while bouncy.state != .idle && bouncy.time < 3 {
            bouncy.advance(to: bouncy.time + 1.0 / 240)
            peak = max(peak, bouncy.contentOffset.x)
        }
        XCTAssertGreaterThan(peak, 1600)
        XCTAssertEqual(bouncy.contentOffset.x, 1600)
    }
}
