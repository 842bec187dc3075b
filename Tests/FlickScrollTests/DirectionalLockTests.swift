import XCTest
import FlickInput
@testable import FlickScroll

final class DirectionalLockTests: XCTestCase {
    func testRule() {
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 6, y: 2)), .undecided)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 20, y: 3)), .horizontal)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: -20, y: 10)), .horizontal)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 4, y: -30)), .vertical)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 20, y: 20)), .free)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 20, y: 10.5)), .free)
        XCTAssertEqual(DirectionalLock.decide(translation: Point(x: 10.5, y: -20)), .free)
    }
}
