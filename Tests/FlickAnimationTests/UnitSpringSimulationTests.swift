import FlickAnimation
import XCTest

final class UnitSpringSimulationTests: XCTestCase {
    /// Integrates m·x'' + c·x' + k·(x − 1) = 0 with classical RK4 at 1e-4 s: an
    /// independent check of the closed forms.
    private func integrate(_ s: UnitSpringSimulation, until end: Double) -> (x: Double, v: Double) {
        var x = 0.0, v = s.initialVelocity
        let h = 1e-4
        func a(_ x: Double, _ v: Double) -> Double { (-s.damping * v - s.stiffness * (x - 1)) / s.mass }
        var t = 0.0
        while t < end - 1e-12 {
            let step = min(h, end - t)
            let k1x = v, k1v = a(x, v)
            let k2x = v + 0.5 * step * k1v, k2v = a(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
            let k3x = v + 0.5 * step * k2v, k3v = a(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
            let k4x = v + step * k3v, k4v = a(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return (x, v)
    }

    func testAllThreeRegimesMatchNumericalIntegration() {
        let springs = [
            (UnitSpringSimulation(damping: 5, initialVelocity: 3), UnitSpringSimulation.Regime.underdamped),
            (UnitSpringSimulation(damping: 20, initialVelocity: -2), .criticallyDamped),
            (UnitSpringSimulation(mass: 2, stiffness: 50, damping: 40, initialVelocity: 1), .overdamped),
        ]
        for (spring, regime) in springs {
            XCTAssertEqual(spring.regime, regime)
            for t in [0.0, 0.05, 0.1, 0.3, 0.7, 1.5] {
                let reference = integrate(spring, until: t)
                XCTAssertEqual(spring.position(at: t), reference.x, accuracy: 1e-8, "\(regime) x at \(t)")
                XCTAssertEqual(spring.velocity(at: t), reference.v, accuracy: 1e-6, "\(regime) v at \(t)")
            }
        }
    }

    func testDefaultsAndInitialConditions() {
        let spring = UnitSpringSimulation()
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [1, 100, 10, 0])
        XCTAssertEqual(spring.naturalFrequency, 10)
        XCTAssertEqual(spring.dampingRatio, 0.5)
        XCTAssertEqual(spring.position(at: 0), 0, accuracy: 1e-15)
        XCTAssertEqual(UnitSpringSimulation(initialVelocity: 4).velocity(at: 0), 4, accuracy: 1e-12)
        XCTAssertFalse(spring.isDone(at: 0.1))
        XCTAssertTrue(spring.isDone(at: 5))
    }

    func testSettlingDurationMatchesApplesExample() {
        // Apple's CASpringAnimation example: damping 5 (mass 1, stiffness 100) settles in ≈ 2.85 s [A11].
        let duration = UnitSpringSimulation(damping: 5).settlingDuration
        XCTAssertEqual(duration, 2.85, accuracy: 0.01)
        // After it, the spring stays within tolerance; just before, it does not.
        let spring = UnitSpringSimulation(damping: 5)
        for step in 0..<400 {
            XCTAssertLessThan(abs(spring.position(at: duration + Double(step) * 0.01) - 1),
                              UnitSpringSimulation.settlingTolerance)
        }
        XCTAssertFalse(spring.isDone(at: duration - 0.002))
        XCTAssertTrue(spring.isDone(at: duration))
        XCTAssertLessThan(UnitSpringSimulation(damping: 20).settlingDuration, duration)
    }

    func testDurationAndBounce() {
        let critical = UnitSpringSimulation(duration: 0.5)
        XCTAssertEqual(critical.regime, .criticallyDamped)
        XCTAssertEqual(critical.stiffness, 4 * Double.pi * Double.pi / 0.25, accuracy: 1e-9)
        XCTAssertEqual(UnitSpringSimulation(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(UnitSpringSimulation(duration: 0.5, bounce: 0.3).regime, .underdamped)
        XCTAssertEqual(UnitSpringSimulation(duration: 0.5, bounce: -0.5).regime, .overdamped)
        // Without bounce it never overshoots.
        for step in 0...200 { XCTAssertLessThanOrEqual(critical.position(at: Double(step) * 0.01), 1 + 1e-12) }
    }
}
