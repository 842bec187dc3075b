import XCTest
import FlickInput
import FlickTestSupport
@testable import FlickScroll

final class NestedScrollModelsTests: XCTestCase {
    /// A vertical list (400 × 400 showing 1000 pt, range 0…600) inside a vertical page
    /// (400 × 800 showing 3000 pt).
    private func stacked() -> NestedScrollModels {
        NestedScrollModels(outer: ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 3000)),
                          inner: ScrollModel(size: Size(width: 400, height: 400), contentSize: Size(width: 400, height: 1000)),
                          innerFrame: Rect(x: 0, y: 200, width: 400, height: 400))
    }

    func testInnerAtItsEdgeHandsTheRestOfTheDragToTheOuter() {
        var nested = stacked()
        nested.touchesBegan(at: Point(x: 200, y: 700), time: 0)
        nested.panBegan(translation: Point(x: 0, y: -10), time: 0.01)
        nested.panChanged(translation: Point(x: 0, y: -810), time: 0.1)
        XCTAssertEqual(nested.inner.contentOffset.y, 600)
        XCTAssertEqual(nested.outer.contentOffset.y, 200)
        // Back down: the outer returns first, then the inner.
        nested.panChanged(translation: Point(x: 0, y: -510), time: 0.2)
        XCTAssertEqual(nested.outer.contentOffset.y, 0)
        XCTAssertEqual(nested.inner.contentOffset.y, 500)
        // Past the inner top: the outer stretches (the inner never does).
        nested.panChanged(translation: Point(x: 0, y: 90), time: 0.3)
        XCTAssertEqual(nested.inner.contentOffset.y, 0)
        XCTAssertEqual(nested.outer.contentOffset.y, -RubberBand.offset(forOverscroll: 100, dimension: 800), accuracy: 1e-9)
    }

    func testFlingThatReachesTheInnerEdgeContinuesInTheOuterWithTheSameVelocity() {
        var nested = stacked()
        nested.touchesBegan(at: Point(x: 200, y: 700), time: 0)
        nested.panBegan(translation: Point(x: 0, y: -10), time: 0.01)
        nested.panChanged(translation: Point(x: 0, y: -410), time: 0.09)
        nested.panEnded(translation: Point(x: 0, y: -410), velocity: Point(x: 0, y: -2500), time: 0.1)
        XCTAssertEqual(nested.inner.state, .decelerating)
        let handOff = try! XCTUnwrap(nested.inner.flingHandOffs[.vertical])
        // The inner fling reaches 600 at the crossing time and stops dead there.
        let decay = DecelerationSimulation(position: 400, velocity: 2500, time: 0.1)
        XCTAssertEqual(handOff.time, try! XCTUnwrap(decay.time(reaching: 600)), accuracy: 1e-12)
        XCTAssertEqual(handOff.velocity, decay.velocity(at: handOff.time), accuracy: 1e-9)
        var t = 0.1
        while t < handOff.time + 0.05 { t += 1.0 / 60; nested.advance(to: t) }
        XCTAssertEqual(nested.inner.contentOffset.y, 600)
        XCTAssertEqual(nested.outer.state, .decelerating)
        guard case .fling(_, let y)? = nested.outer.motion else { return XCTFail("outer not flinging") }
        XCTAssertEqual(y.velocity(at: handOff.time), handOff.velocity, accuracy: 0.01 * handOff.velocity)
        XCTAssertEqual(y.position(at: handOff.time), 0, accuracy: 1e-9)
        while nested.outer.state != .idle && t < 10 { t += 1.0 / 60; nested.advance(to: t) }
        XCTAssertEqual(nested.outer.contentOffset.y, DecelerationSimulation(position: 0, velocity: handOff.velocity,
                                                                           time: handOff.time).restingPosition, accuracy: 1e-9)
    }

    func testVerticalListInsideAHorizontalPager() {
        var pager = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        pager.isPagingEnabled = true
        let list = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 4000))
        var nested = NestedScrollModels(outer: pager, inner: list, innerFrame: Rect(x: 0, y: 0, width: 400, height: 800))
        nested.touchesBegan(at: Point(x: 300, y: 400), time: 0)
        nested.panBegan(translation: Point(x: -10, y: 0), time: 0.02)
        nested.panChanged(translation: Point(x: -90, y: -5), time: 0.08)
        XCTAssertEqual(nested.outer.contentOffset.x, 80)
        XCTAssertEqual(nested.inner.contentOffset.y, 5)
        nested.panEnded(translation: Point(x: -90, y: -5), velocity: Point(x: -1500, y: 0), time: 0.1)
        XCTAssertEqual(nested.outer.state, .paging)
        XCTAssertEqual(nested.inner.state, .idle)
        var t = 0.1
        while nested.outer.state != .idle && t < 3 { t += 1.0 / 60; nested.advance(to: t) }
        XCTAssertEqual(nested.outer.contentOffset.x, 400)
    }
}

final class NestedScrollModelsFrameTests: XCTestCase {
    func testHorizontalSwipeFramesPageTheOuterAndVerticalOnesScrollTheInner() {
        var pager = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 1200, height: 800))
        pager.isPagingEnabled = true
        let list = ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 4000))
        var nested = NestedScrollModels(outer: pager, inner: list, innerFrame: Rect(x: 0, y: 0, width: 400, height: 800))
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 300, y: 400))
        trace.move(0, to: Point(x: 150, y: 405), duration: 0.1)
        trace.up(0)
        trace.wait(1)
        trace.down(0, at: Point(x: 200, y: 600))
        trace.move(0, to: Point(x: 200, y: 300), duration: 0.15)
        trace.up(0)
        for frame in trace.frames where frame.time < 1 { nested.handle(frame) }
        var t = nested.outer.time
        while t < 1 { t += 1.0 / 60; nested.advance(to: t) }
        XCTAssertEqual(nested.outer.contentOffset.x, 400)
        for frame in trace.frames where frame.time >= 1 { nested.handle(frame) }
        XCTAssertEqual(nested.inner.state, .decelerating)
        XCTAssertEqual(nested.outer.contentOffset.x, 400)
        XCTAssertGreaterThan(nested.inner.contentOffset.y, 250)
    }
}
