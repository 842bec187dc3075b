import XCTest
@testable import FlickScroll

final class MomentumCarryTests: XCTestCase {
    func testRepeatedFlingCarriesFlutterMomentum() {
        // Note §b8: catch a 1000 pt/s fling after 100 ms and re-fling at 1000.
        let held = DecelerationSimulation(position: 0, velocity: 1000, time: 0).velocity(at: 0.1)
        XCTAssertEqual(held, 818.5, accuracy: 0.1)
        XCTAssertEqual(MomentumCarry.velocity(release: 1000, held: held, stillDuration: 0), 1438.2, accuracy: 0.2)
        XCTAssertEqual(MomentumCarry.carried(from: 1000), 650, accuracy: 1)
        XCTAssertEqual(MomentumCarry.carried(from: 3000), 5639, accuracy: 3)
        XCTAssertEqual(MomentumCarry.carried(from: 1e6), 40_000)
        XCTAssertEqual(MomentumCarry.carried(from: -1000), -MomentumCarry.carried(from: 1000))
    }

    func testNoCarryAgainstTheDirectionAfterStillnessOrWhenTooSlow() {
        XCTAssertEqual(MomentumCarry.velocity(release: -1000, held: 818.5, stillDuration: 0), -1000)
        XCTAssertEqual(MomentumCarry.velocity(release: 1000, held: 818.5, stillDuration: 0.021), 1000)
        XCTAssertEqual(MomentumCarry.velocity(release: 1000, held: 818.5, stillDuration: 0.02), 1438.2, accuracy: 0.2)
        // 3000 carries 5639: a new fling of 2000 is not above half of it.
        XCTAssertEqual(MomentumCarry.velocity(release: 2000, held: 3000, stillDuration: 0), 2000)
        XCTAssertEqual(MomentumCarry.velocity(release: 3000, held: 3000, stillDuration: 0), 3000 + 5639, accuracy: 3)
        XCTAssertEqual(MomentumCarry.velocity(release: 500, held: 0, stillDuration: 0), 500)
    }
}
