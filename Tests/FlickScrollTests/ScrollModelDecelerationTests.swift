import XCTest
import FlickInput
@testable import FlickScroll
import FlickTestSupport

final class ScrollModelDecelerationTests: XCTestCase {
    /// A drag that releases at offset 1000 at t = 0.1 with content velocity `velocity`.
    private func fling(_ velocity: Double, rate: DecelerationRate = .normal) -> ScrollModel {
        var view = makeList(height: 20_000)
        view.decelerationRate = rate
        view.contentOffset = Point(x: 0, y: 1100)
        view.drag(by: Point(x: 0, y: 100), release: Point(x: 0, y: -velocity))
        return view
    }

    func testFlingFollowsTheReferenceCurve() {
        var view = fling(1000)
        XCTAssertEqual(view.state, .decelerating)
        XCTAssertTrue(view.isDecelerating)
        for (tau, expected) in [(0.1, 90.6), (0.25, 196.7), (0.5, 315.9), (1.0, 432.0), (2.0, 490.4)] {
            view.run(until: 0.1 + tau)
            XCTAssertEqual(view.contentOffset.y - 1000, expected, accuracy: max(0.25, 0.002 * expected))
        }
        view.runUntilIdle()
        XCTAssertEqual(view.contentOffset.y - 1000, 499.5, accuracy: 1)
        var fast = fling(1000, rate: .fast)
        fast.runUntilIdle()
        XCTAssertEqual(fast.contentOffset.y - 1000, 99.5, accuracy: 0.25)
    }

    func testSameFlingAgreesAt60_120_144HzAndJitteredFrames() {
        let checkpoints = [0.35, 0.6, 1.1, 2.1, 4.1]
        func positions(_ frameTimes: (Double) -> [Double]) -> [Double] {
            var view = fling(2500)
            var result: [Double] = []
            var previous = 0.1
            for checkpoint in checkpoints {
                for t in frameTimes(checkpoint) where t > previous && t < checkpoint { view.advance(to: t) }
                view.advance(to: checkpoint)
                previous = checkpoint
                result.append(view.contentOffset.y)
            }
            return result
        }
        func grid(_ rate: Double) -> (Double) -> [Double] {
            { end in stride(from: 0.1, to: end, by: 1 / rate).map { $0 } }
        }
        var generator = SeededGenerator(seed: 42)
        var jittered: [Double] = []
        var t = 0.1
        while t < 5 { t += generator.next(in: 0.008...0.017); jittered.append(t) }
        let reference = positions(grid(60))
        for other in [positions(grid(120)), positions(grid(144)), positions { _ in jittered }] {
            for (a, b) in zip(reference, other) { XCTAssertEqual(a, b, accuracy: 0.1) }
        }
        XCTAssertGreaterThan(reference[4] - reference[0], 100)
    }

    func testFlingIntoTheEdgeHandsOffToTheSpringWithoutAJump() {
        var view = makeList(height: 2000)   // range 0…1200
        view.contentOffset = Point(x: 0, y: 1100)
        view.drag(by: Point(x: 0, y: 100), release: Point(x: 0, y: -3000))
        XCTAssertEqual(view.state, .decelerating)
        var previous = (t: view.time, y: view.contentOffset.y)
        var sawBounce = false
        var peak = 0.0
        while view.state != .idle && view.time < 5 {
            view.advance(to: view.time + 1.0 / 240)
            // Frame to frame, the motion never jumps: |Δy| stays below v·dt.
            XCTAssertLessThan(abs(view.contentOffset.y - previous.y), 3000.0 / 240 + 0.01)
            previous = (view.time, view.contentOffset.y)
            if view.state == .bouncing { sawBounce = true }
            peak = max(peak, view.contentOffset.y)
        }
        XCTAssertTrue(sawBounce)
        XCTAssertGreaterThan(peak, 1200)
        XCTAssertEqual(view.contentOffset.y, 1200)
    }

    func testMinimumAndMaximumFlingVelocity() {
        let slow = fling(60)
        XCTAssertEqual(slow.state, .idle)
        var capped = makeList(height: 1_000_000)
        let recorder = ScrollDelegateRecorder()
        capped.delegate = recorder
        capped.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -20_000))
        XCTAssertEqual(recorder.endVelocity, Point(x: 0, y: 8000))
    }

    func testRepeatedFlingCarriesMomentum() {
        // Note §b8: catch a 1000 pt/s fling after 100 ms, re-fling at 1000 → 1438.2.
        var view = makeList(height: 100_000)
        view.contentOffset = Point(x: 0, y: 5100)
        let recorder = ScrollDelegateRecorder()
        view.delegate = recorder
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -1000))
        view.run(until: 0.2)
        view.drag(by: Point(x: 0, y: -100), from: 0.2, release: Point(x: 0, y: -1000))
        XCTAssertEqual(recorder.endVelocity?.y ?? 0, 1438.2, accuracy: 0.3)

        // Against the direction: no carry.
        view.run(until: 0.4)
        view.drag(by: Point(x: 0, y: 100), from: 0.4, release: Point(x: 0, y: 1000))
        XCTAssertEqual(recorder.endVelocity?.y ?? 0, -1000, accuracy: 1e-9)

        // Finger still for more than 20 ms before the lift: no carry.
        view.run(until: 0.6)
        view.touchesBegan(at: Point(x: 200, y: 400), time: 0.6)
        view.panBegan(translation: Point(x: 0, y: 10), time: 0.61)
        view.panChanged(translation: Point(x: 0, y: 60), time: 0.62)
        view.panEnded(translation: Point(x: 0, y: 60), velocity: Point(x: 0, y: 1000), time: 0.65)
        XCTAssertEqual(recorder.endVelocity?.y ?? 0, -1000, accuracy: 1e-9)
    }

    func testDelegateOrderAndAdjustedTarget() {
        var view = makeList(height: 20_000)
        let recorder = ScrollDelegateRecorder()
        recorder.adjustTarget = { Point(x: $0.x, y: 700) }
        view.delegate = recorder
        view.contentOffset = Point(x: 0, y: 100)
        view.drag(by: Point(x: 0, y: -100), release: Point(x: 0, y: -1500))
        view.runUntilIdle()
        XCTAssertEqual(recorder.events, ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                         "willBeginDecelerating", "didEndDecelerating"])
        XCTAssertEqual(view.contentOffset.y, 700, accuracy: 1e-9)
        XCTAssertGreaterThan(recorder.scrolls, 10)
    }

    func testSlowReleaseDoesNotDecelerate() {
        var view = makeList()
        let recorder = ScrollDelegateRecorder()
        view.delegate = recorder
        view.contentOffset = Point(x: 0, y: 500)
        view.drag(by: Point(x: 0, y: -50), release: Point(x: 0, y: -20))
        XCTAssertEqual(view.state, .idle)
        XCTAssertEqual(recorder.events, ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(recorder.endTarget, Point(x: 0, y: 550))
    }
}
