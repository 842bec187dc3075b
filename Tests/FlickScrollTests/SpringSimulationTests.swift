import XCTest
@testable import FlickScroll

final class SpringSimulationTests: XCTestCase {
    func testSnapBackMatchesScrollMechanicsReference() {
        // Note §b5, ScrollMechanics k = 100: 73.6 / 40.6 / 19.9 / 4.0, settles below 0.5 at 0.744 s.
        let spring = SpringSimulation(position: 100, velocity: 0, target: 0, time: 1, parameters: .bounce)
        for (tau, expected) in [(0.1, 73.6), (0.2, 40.6), (0.3, 19.9), (0.5, 4.0)] {
            XCTAssertEqual(spring.position(at: 1 + tau), expected, accuracy: max(0.5, 0.02 * expected))
        }
        XCTAssertEqual(spring.settleTime - 1, 0.744, accuracy: 1.0 / 60)
        XCTAssertFalse(spring.isDone(at: 1.7))
        XCTAssertTrue(spring.isDone(at: 1.76))
        XCTAssertEqual(spring.position(at: 2), 0)
        XCTAssertEqual(spring.velocity(at: 2), 0)
    }

    func testPagingSpringIsSeparateAndStiffer() {
        XCTAssertNotEqual(SpringParameters.paging, SpringParameters.bounce)
        let page = SpringSimulation(position: 200, velocity: 0, target: 0, time: 0, parameters: .paging)
        XCTAssertEqual(page.settleTime, 0.43, accuracy: 0.02)
    }

    func testCarriesVelocityAndIsDifferentiable() {
        let spring = SpringSimulation(position: 0, velocity: 1500, target: 0, time: 0)
        XCTAssertEqual(spring.velocity(at: 0), 1500, accuracy: 1e-9)
        XCTAssertEqual(spring.position(at: 0), 0, accuracy: 1e-9)
        // Peak overshoot of a critically damped spring launched from its target: v0/(ω·e).
        XCTAssertEqual(spring.position(at: 0.1), 1500 / (10 * exp(1.0)), accuracy: 1e-9)
        for t in [0.02, 0.2, 0.35] {
            let h = 1e-6
            XCTAssertEqual(spring.velocity(at: t),
                           (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h), accuracy: 1e-3)
        }
    }

    func testCrossingAndDoneStaysDone() {
        let spring = SpringSimulation(position: 50, velocity: -3000, target: 0, time: 0)
        let crossing = try! XCTUnwrap(spring.targetCrossing)
        XCTAssertEqual(crossing.time, 50 / 2500, accuracy: 1e-12)
        XCTAssertEqual(spring.position(at: crossing.time), 0, accuracy: 1e-9)
        XCTAssertEqual(crossing.velocity, spring.velocity(at: crossing.time), accuracy: 1e-9)
        XCTAssertNil(SpringSimulation(position: 50, velocity: 0, target: 0, time: 0).targetCrossing)
        // Near the target but moving away: not done until it has come back for good.
        let away = SpringSimulation(position: 0.4, velocity: 19, target: 0, time: 0)
        XCTAssertFalse(away.isDone(at: 0))
        var wasDone = false
        for step in 0...2000 {
            let t = Double(step) / 1000
            if wasDone { XCTAssertTrue(away.isDone(at: t)) }
            wasDone = away.isDone(at: t)
        }
        XCTAssertTrue(wasDone)
    }

    func testAStartFarBeyondAnyScreenSettlesWithoutNaN() {
        // 1e305 points from the target (a 1e308-point pager): the closed form
        // once overflowed to ∞·0 = NaN when e^(−ωτ) underflowed, and never came to rest.
        for start in [1e305, -1e305, 1e308, .greatestFiniteMagnitude] {
            let spring = SpringSimulation(position: start, velocity: 8000, target: 0, time: 0, parameters: .paging)
            for time in stride(from: 0.0, through: 200, by: 0.5) {
                XCTAssertFalse(spring.position(at: time).isNaN, "\(start) at \(time) s")
                XCTAssertFalse(spring.velocity(at: time).isNaN, "\(start) at \(time) s")
            }
            XCTAssertLessThan(spring.settleTime, SpringSimulation.settleSearchLimit, "\(start)")
            XCTAssertEqual(spring.position(at: spring.settleTime), 0)
        }
    }
}
