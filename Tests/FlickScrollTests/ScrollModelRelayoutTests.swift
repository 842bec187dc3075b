import XCTest
import FlickInput
@testable import FlickScroll

final class ScrollModelRelayoutTests: XCTestCase {
    func testContentSizeChangeMidFlingKeepsPositionAndVelocity() {
        var view = makeList(height: 20_000)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -2500))
        view.advance(to: 0.4)
        guard case .fling(_, let before)? = view.motion else { return XCTFail("not flinging") }
        let (x, v) = (before.position(at: 0.4), before.velocity(at: 0.4))
        view.contentSize = Size(width: 400, height: 1500)   // range now 0…700
        guard case .fling(_, let after)? = view.motion else { return XCTFail("fling lost") }
        XCTAssertEqual(after.position(at: 0.4), x, accuracy: 1e-9)
        XCTAssertEqual(after.velocity(at: 0.4), v, accuracy: 1e-9)
        let expected = BouncingScrollSimulation(position: x, velocity: v, time: 0.4, range: 0...700)
        for t in [0.5, 0.8, 1.5] { XCTAssertEqual(after.position(at: t), expected.position(at: t), accuracy: 1e-9) }
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y, 700)
    }
}
