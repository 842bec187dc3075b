import XCTest
@testable import FlickScroll

final class BouncingScrollSimulationTests: XCTestCase {
    func testFlingInsideTheRangeIsAPlainDeceleration() {
        let motion = BouncingScrollSimulation(position: 0, velocity: 1000, time: 0, range: 0...10_000)
        let decay = DecelerationSimulation(position: 0, velocity: 1000, time: 0)
        for t in [0.1, 0.5, 2.0, 5.0] { XCTAssertEqual(motion.position(at: t), decay.position(at: t)) }
        XCTAssertEqual(motion.segments.count, 1)
        XCTAssertFalse(motion.isBouncing(at: 1))
    }

    func testEdgeHandOffIsContinuousInPositionAndVelocity() {
        // Note §b4: 200 pt from the edge, v0 = 3000 towards it.
        let motion = BouncingScrollSimulation(position: 800, velocity: 3000, time: 0.5, range: 0...1000)
        let k = 1000 * Foundation.log(0.998)
        let crossing = 0.5 + Foundation.log(1 + k * 200 / 3000) / k
        guard case .spring(let spring) = motion.segments.last else { return XCTFail("no spring") }
        XCTAssertEqual(spring.startTime, crossing, accuracy: 1e-12)
        let before = crossing - 1e-9, after = crossing + 1e-9
        XCTAssertLessThan(abs(motion.position(at: after) - motion.position(at: before)), 0.01)
        let vBefore = motion.velocity(at: before), vAfter = motion.velocity(at: after)
        XCTAssertLessThan(abs(vAfter - vBefore) / abs(vBefore), 0.01)
        XCTAssertEqual(motion.position(at: crossing), 1000, accuracy: 1e-6)
        // It overshoots, then settles on the edge.
        var peak = 0.0
        for step in 0..<3000 { peak = max(peak, motion.position(at: 0.5 + Double(step) / 1000)) }
        XCTAssertGreaterThan(peak, 1000)
        // A critically damped spring launched from its target peaks v*/(ω·e) out, 1/ω later:
        // here v* = 2599.6 pt/s, so 95.6 pt at t* + 0.1 s.
        XCTAssertEqual(spring.startVelocity, 2599.6, accuracy: 0.1)
        XCTAssertEqual(peak - 1000, spring.startVelocity / (10 * exp(1.0)), accuracy: 0.01)
        XCTAssertEqual(motion.position(at: crossing + 0.1) - 1000, spring.startVelocity / (10 * exp(1.0)), accuracy: 1e-9)
        XCTAssertEqual(spring.settleTime - crossing, 0.84, accuracy: 0.01)
        XCTAssertTrue(motion.isBouncing(at: crossing + 0.05))
        XCTAssertTrue(motion.isDone(at: 3))
        XCTAssertEqual(motion.position(at: 3), 1000)
        XCTAssertEqual(motion.restingPosition, 1000)
    }

    func testWithoutBouncingTheFlingStopsDeadAtTheEdge() {
        let motion = BouncingScrollSimulation(position: 800, velocity: 3000, time: 0, range: 0...1000, bounces: false)
        for step in 0..<400 { XCTAssertLessThanOrEqual(motion.position(at: Double(step) / 100), 1000 + 1e-9) }
        XCTAssertTrue(motion.isDone(at: 0.2))
        XCTAssertEqual(motion.position(at: 0.2), 1000)
    }

    func testReleaseWhileStretchedSpringsBack() {
        let motion = BouncingScrollSimulation(position: -100, velocity: 0, time: 0, range: 0...500)
        XCTAssertTrue(motion.isBouncing(at: 0.1))
        XCTAssertEqual(motion.position(at: 0.1), -73.6, accuracy: 0.5)
        XCTAssertEqual(motion.restingPosition, 0)
        XCTAssertTrue(motion.isDone(at: 0.8))
    }

    func testFlingBackInFromOverscrollContinuesAsDeceleration() {
        let motion = BouncingScrollSimulation(position: 5050, velocity: -3000, time: 0, range: 0...5000)
        XCTAssertEqual(motion.segments.count, 2)
        guard case .deceleration(let decay) = motion.segments[1] else { return XCTFail("no hand-off") }
        XCTAssertEqual(decay.startPosition, 5000)
        let t = decay.startTime
        XCTAssertEqual(motion.velocity(at: t - 1e-9), motion.velocity(at: t + 1e-9), accuracy: 0.01 * 3000)
        XCTAssertLessThan(motion.restingPosition, 5000)
        XCTAssertFalse(motion.isBouncing(at: t + 0.1))
        // In a short range the same fling crosses the content and bounces on the far edge.
        let short = BouncingScrollSimulation(position: 550, velocity: -3000, time: 0, range: 0...500)
        XCTAssertEqual(short.segments.count, 3)
        XCTAssertEqual(short.restingPosition, 0)
    }

    func testFlingThatStopsJustPastTheEdgeIsPulledOntoIt() {
        // Resting 0.3 pt past the edge: the fling ends before the crossing is reached.
        let velocity = 100.3 / 0.4995004
        let motion = BouncingScrollSimulation(position: 400, velocity: velocity, time: 0, range: 0...500)
        XCTAssertEqual(motion.restingPosition, 500)
        XCTAssertTrue(motion.isDone(at: 10))
        XCTAssertEqual(motion.position(at: 10), 500)
    }
}
