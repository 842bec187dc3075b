import XCTest
@testable import FlickScroll

final class EaseInOutSimulationTests: XCTestCase {
    func testEasesFromStartToEndInTheDuration() {
        let move = EaseInOutSimulation(from: 100, to: 400, time: 2, duration: 0.3)
        XCTAssertEqual(move.position(at: 1.9), 100)
        XCTAssertEqual(move.position(at: 2.15), 250, accuracy: 1e-9)
        XCTAssertEqual(move.position(at: 2.075), 100 + 300 * (1 - cos(Double.pi / 4)) / 2, accuracy: 1e-9)
        XCTAssertEqual(move.position(at: 2.3), 400)
        XCTAssertFalse(move.isDone(at: 2.29))
        XCTAssertTrue(move.isDone(at: 2.3))
        XCTAssertEqual(move.velocity(at: 2), 0)
        XCTAssertEqual(move.velocity(at: 2.3), 0)
        // Peak speed at the middle: Δ·π/(2·duration).
        XCTAssertEqual(move.velocity(at: 2.15), 300 * Double.pi / 0.6, accuracy: 1e-9)
        let h = 1e-6
        XCTAssertEqual(move.velocity(at: 2.1), (move.position(at: 2.1 + h) - move.position(at: 2.1 - h)) / (2 * h),
                       accuracy: 1e-3)
    }
}
