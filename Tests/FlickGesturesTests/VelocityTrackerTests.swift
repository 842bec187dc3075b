import FlickGestures
import FlickInput
import XCTest

final class VelocityTrackerTests: XCTestCase {
    private let rates: [Double] = [60, 120, 240]

    /// Feeds `position(t)` from 0 to `end` at `rate`, returning the tracker.
    private func track(rate: Double, until end: Double, strategy: VelocityTracker.Strategy = .leastSquares,
                       _ position: (Double) -> Point) -> VelocityTracker {
        var tracker = VelocityTracker(strategy: strategy)
        var frame = 0
        while Double(frame) / rate <= end + 1e-9 {
            let t = Double(frame) / rate
            tracker.addPosition(position(t), at: t)
            frame += 1
        }
        return tracker
    }

    private func assertWithin5Percent(_ measured: Point, _ truth: Point, _ message: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let error = (measured - truth).length
        XCTAssertLessThanOrEqual(error, 0.05 * truth.length, "\(message): measured \(measured), true \(truth)",
                                 file: file, line: line)
    }

    func testConstantVelocityAtEveryRate() {
        for rate in rates {
            let tracker = track(rate: rate, until: 0.3) { Point(x: 10 + 800 * $0, y: 50 - 300 * $0) }
            let end = tracker.lastSampleTime!
            assertWithin5Percent(tracker.velocity(at: end), Point(x: 800, y: -300), "\(rate) Hz")
        }
    }

    func testDeceleratingMotionAtEveryRate() {
        // x = v0·t − a·t²/2: true velocity v0 − a·t.
        let v0 = 2000.0, a = 4000.0
        for rate in rates {
            let tracker = track(rate: rate, until: 0.25) { t in Point(x: v0 * t - a * t * t / 2, y: 0) }
            let end = tracker.lastSampleTime!
            assertWithin5Percent(tracker.velocity(at: end), Point(x: v0 - a * end, y: 0), "\(rate) Hz")
        }
    }

    func testLiftWhileMovingKeepsTheVelocity() {
        // A flick: constant motion, lifted within one frame of the last sample.
        for rate in rates {
            let tracker = track(rate: rate, until: 0.1) { Point(x: 0, y: 1500 * $0) }
            let lift = tracker.lastSampleTime! + 0.5 / rate
            assertWithin5Percent(tracker.velocity(at: lift), Point(x: 0, y: 1500), "\(rate) Hz")
        }
    }

    func testStopThenLiftAfterMoreThan40msGivesZero() {
        for rate in rates {
            // Moving fast, then the finger stops: no more samples (evdev sends none), lift 50 ms later.
            let tracker = track(rate: rate, until: 0.2) { Point(x: 1200 * $0, y: 0) }
            let stop = tracker.lastSampleTime!
            XCTAssertEqual(tracker.velocity(at: stop + 0.050), .zero, "\(rate) Hz")
            XCTAssertNotEqual(tracker.velocity(at: stop + 0.030), .zero, "\(rate) Hz, still within 40 ms")
        }
    }

    func testStationarySamplesLongerThanTheHorizonGiveZero() {
        for rate in rates {
            // The finger stops but frames keep coming (another finger moves): same position repeated.
            let tracker = track(rate: rate, until: 0.4) { t in Point(x: 1200 * min(t, 0.2), y: 0) }
            XCTAssertEqual(tracker.velocity(at: tracker.lastSampleTime!).x, 0, accuracy: 1e-6, "\(rate) Hz")
        }
    }

    func testAStallResetsTheHistory() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 10, y: 0), at: 0.01)
        tracker.addPosition(Point(x: 20, y: 0), at: 0.02)
        XCTAssertEqual(tracker.sampleCount, 3)
        tracker.addPosition(Point(x: 500, y: 0), at: 0.07) // 50 ms gap
        XCTAssertEqual(tracker.sampleCount, 1)
        XCTAssertEqual(tracker.velocity(at: 0.07), .zero, "one sample has no velocity")
    }

    func testTwoSamplesUseALinearFit() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 10, y: 5), at: 0.01)
        XCTAssertEqual(tracker.velocity(at: 0.01).x, 1000, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity(at: 0.01).y, 500, accuracy: 1e-6)
    }

    func testOnlyTheLast100msAndTwentySamplesCount() {
        // Slow for a long time, then fast for the last 100 ms: the fit sees only the fast part.
        var tracker = VelocityTracker()
        var x = 0.0
        for step in 0..<100 {
            let t = Double(step) / 240
            x += t < 0.3 ? 100.0 / 240 : 1000.0 / 240
            tracker.addPosition(Point(x: x, y: 0), at: t)
        }
        XCTAssertEqual(tracker.sampleCount, VelocityTracker.historySize)
        XCTAssertEqual(tracker.velocity(at: tracker.lastSampleTime!).x, 1000, accuracy: 50)
    }

    func testSamplesAtTheSameTimeReplaceEachOther() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 100, y: 0), at: 0.01)
        tracker.addPosition(Point(x: 10, y: 0), at: 0.01)
        XCTAssertEqual(tracker.sampleCount, 2)
        XCTAssertEqual(tracker.velocity(at: 0.01).x, 1000, accuracy: 1e-6)
    }

    func testTimeGoingBackwardsStartsAgain() {
        var tracker = VelocityTracker()
        tracker.addPosition(Point(x: 0, y: 0), at: 1)
        tracker.addPosition(Point(x: 10, y: 0), at: 1.01)
        tracker.addPosition(Point(x: 20, y: 0), at: 0.5)
        XCTAssertEqual(tracker.sampleCount, 1)
    }

    func testIOSWeightedEstimator() {
        for rate in rates {
            let tracker = track(rate: rate, until: 0.2, strategy: .iOSWeighted) { Point(x: 600 * $0, y: 0) }
            assertWithin5Percent(tracker.velocity(at: tracker.lastSampleTime!), Point(x: 600, y: 0), "\(rate) Hz")
            XCTAssertEqual(tracker.velocity(at: tracker.lastSampleTime! + 0.041), .zero)
        }
        // Weights 0.6 / 0.35 / 0.05 on the segments oldest to newest.
        var tracker = VelocityTracker(strategy: .iOSWeighted)
        tracker.addPosition(Point(x: 0, y: 0), at: 0)
        tracker.addPosition(Point(x: 1, y: 0), at: 0.01)   // 100
        tracker.addPosition(Point(x: 3, y: 0), at: 0.02)   // 200
        tracker.addPosition(Point(x: 7, y: 0), at: 0.03)   // 400
        XCTAssertEqual(tracker.velocity(at: 0.03).x, 0.6 * 100 + 0.35 * 200 + 0.05 * 400, accuracy: 1e-9)
        // Missing segments count as zero.
        var short = VelocityTracker(strategy: .iOSWeighted)
        short.addPosition(Point(x: 0, y: 0), at: 0)
        short.addPosition(Point(x: 1, y: 0), at: 0.01)
        XCTAssertEqual(short.velocity(at: 0.01).x, 0.05 * 100, accuracy: 1e-9)
    }

    func testResetForgetsEverything() {
        var tracker = track(rate: 120, until: 0.1) { Point(x: 100 * $0, y: 0) }
        tracker.reset()
        XCTAssertEqual(tracker.sampleCount, 0)
        XCTAssertNil(tracker.lastSampleTime)
        XCTAssertEqual(tracker.velocity(at: 0.1), .zero)
    }
}
