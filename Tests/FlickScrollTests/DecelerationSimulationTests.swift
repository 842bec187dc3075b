import XCTest
@testable import FlickScroll

final class DecelerationSimulationTests: XCTestCase {
    /// Note §b1 tolerance: max(0.25 pt, 0.2 %).
    private func assertReference(_ actual: Double, _ expected: Double, file: StaticString = #filePath,
                                 line: UInt = #line) {
        XCTAssertEqual(actual, expected, accuracy: max(0.25, 0.002 * abs(expected)), file: file, line: line)
    }

    func testNormalRateMatchesReferenceCurve() {
        let fling = DecelerationSimulation(position: 0, velocity: 1000, time: 2, rate: .normal)
        for (tau, expected) in [(0.1, 90.6), (0.25, 196.7), (0.5, 315.9), (1.0, 432.0), (2.0, 490.4)] {
            assertReference(fling.position(at: 2 + tau), expected)
        }
        assertReference(fling.restingPosition, 499.5)
        XCTAssertTrue(fling.isDone(at: 2 + 3.46))
        XCTAssertEqual(fling.position(at: 2 + 10), fling.restingPosition)
        assertReference(fling.position(at: 2 + 10), 499.5)
    }

    func testFastRateRestsAtReference() {
        let fling = DecelerationSimulation(position: 0, velocity: 1000, time: 0, rate: .fast)
        assertReference(fling.position(at: 5), 99.5)
    }

    func testStopsWhenLessThanHalfAPointRemains() {
        let fling = DecelerationSimulation(position: 10, velocity: -1000, time: 0)
        // Note §a1: 1000 pt/s stops after 3.45 s.
        XCTAssertEqual(fling.duration, 3.45, accuracy: 0.005)
        let justBefore = fling.endTime - 1e-6
        XCTAssertFalse(fling.isDone(at: justBefore))
        XCTAssertEqual(abs(fling.restingPosition - fling.position(at: justBefore)), 0.5, accuracy: 1e-3)
        XCTAssertTrue(fling.isDone(at: fling.endTime))
        XCTAssertEqual(fling.velocity(at: fling.endTime), 0)
    }

    func testVelocityIsTheDerivativeOfPosition() {
        let fling = DecelerationSimulation(position: 0, velocity: 3000, time: 0)
        for t in [0.05, 0.3, 1.2] {
            let h = 1e-6
            let numeric = (fling.position(at: t + h) - fling.position(at: t - h)) / (2 * h)
            XCTAssertEqual(fling.velocity(at: t), numeric, accuracy: 1e-3)
        }
    }

    func testCrossingTimeMatchesClosedForm() {
        // Note §b4: t* = ln(1 + 1000 ln d·Δ/v0)/(1000 ln d).
        let fling = DecelerationSimulation(position: 0, velocity: 3000, time: 1)
        let k = 1000 * Foundation.log(0.998)
        let crossing = try! XCTUnwrap(fling.time(reaching: 200))
        XCTAssertEqual(crossing, 1 + Foundation.log(1 + k * 200 / 3000) / k, accuracy: 1e-12)
        XCTAssertEqual(fling.position(at: crossing), 200, accuracy: 1e-9)
        XCTAssertNil(fling.time(reaching: 2000))
        XCTAssertNil(fling.time(reaching: -10))
    }

    func testVelocityToReachTargetLandsOnIt() {
        let v = DecelerationSimulation.velocity(from: 100, to: 350)
        let fling = DecelerationSimulation(position: 100, velocity: v, time: 0)
        XCTAssertEqual(fling.restingPosition, 350, accuracy: 1e-9)
    }
}
