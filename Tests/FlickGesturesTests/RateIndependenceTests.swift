import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

/// The same motion sampled at 60, 120 and 240 Hz gives the same gestures and the same winner:
/// thresholds are crossed at interpolated times and the earliest crossing wins.
final class RateIndependenceTests: XCTestCase {
    private let rates: [Double] = [60, 120, 240]

    /// Two fingers that spread (8 pt of spread change at 40 ms) and translate (10 pt at
    /// 45 ms): at 60 Hz both crossings fall in the same frame, at 240 Hz in different ones.
    private func spreadAndDrag(rate: Double) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate)
        trace.down([(0, Point(x: 300, y: 300)), (1, Point(x: 400, y: 300))], time: 0)
        let drag = 10 / 0.045, spread = 8 / 0.040 / 2 // pt/s of the centroid; of each finger
        trace.move([0, 1], duration: 0.3) { finger, start, progress in
            let t = 0.3 * progress
            return start + Point(x: drag * t + (finger == 0 ? -spread : spread) * t, y: 0)
        }
        trace.up([0, 1])
        return trace.frames
    }

    private func outcome(_ frames: [TouchFrame]) -> (milestones: [String], beganAt: [Double]) {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        let harness = GestureHarness([pan, pinch]) // the pan is asked first: a tie would go to it
        harness.run(frames)
        return (harness.milestones, harness.events.filter { $0.phase == .began }.map(\.time))
    }

    func testEarliestCrossingWinsAtEveryRate() {
        var results: [[String]] = []
        for rate in rates {
            let result = outcome(spreadAndDrag(rate: rate))
            XCTAssertEqual(result.milestones, ["pinch:began", "pinch:ended"], "\(rate) Hz")
            XCTAssertEqual(result.beganAt.first ?? -1, 0.040, accuracy: 1e-9, "\(rate) Hz")
            results.append(result.milestones)
        }
        XCTAssertEqual(Set(results.map { $0.joined(separator: ",") }).count, 1)
    }

    func testLongPressVersusLateRevealedMovement() {
        // Still until 0.45 s, then 250 pt/s: the pan's 10 pt slop is crossed at 0.49 s, before
        // the long press's 0.5 s deadline, though at 60 Hz only the 0.5 s frame shows it.
        for rate in rates {
            var trace = TraceBuilder(rate: rate)
            trace.down(0, at: Point(x: 100, y: 100), time: 0)
            trace.hold(0.45)
            trace.move(0, to: Point(x: 150, y: 100), duration: 0.2)
            trace.up(0)
            let press = LongPressGestureRecognizer(allowableMovement: 20)
            let pan = PanGestureRecognizer()
            let harness = GestureHarness([press, pan])
            harness.run(trace.frames)
            XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"], "\(rate) Hz")
            XCTAssertEqual(harness.events[0].time, 0.49, accuracy: 1e-9, "\(rate) Hz")
            guard case .lostTo("pan", _) = press.explanation.first!.reason else {
                return XCTFail("\(rate) Hz: \(press.explanation)")
            }
        }
    }

    func testStandardSetGivesTheSameGesturesAtEveryRate() {
        func gestures(rate: Double) -> [String] {
            var trace = TraceBuilder(rate: rate)
            trace.down(0, at: Point(x: 200, y: 200), time: 0)         // tap
            trace.hold(0.05)
            trace.up(0)
            trace.wait(0.6)
            trace.down(0, at: Point(x: 200, y: 400))                  // swipe + pan
            trace.move(0, to: Point(x: 500, y: 420), duration: 0.25)
            trace.up(0)
            trace.wait(0.5)
            trace.down([(0, Point(x: 600, y: 400)), (1, Point(x: 700, y: 400))]) // pinch
            trace.move([0, 1], duration: 0.3) { f, s, p in s + Point(x: (f == 0 ? -60 : 60) * p, y: 0) }
            trace.up([0, 1])
            let report = GestureReplay.run(frames: trace.frames, windowSize: Size(width: 1280, height: 800))
            return report.events.filter { $0.phase != .changed }.map {
                "\(report.kind(of: $0)):\($0.phase.rawValue):\($0.values.touches):\($0.values.direction?.rawValue ?? "")"
            }
        }
        let reference = gestures(rate: 60)
        XCTAssertEqual(reference.count, 6, "\(reference)") // tap, pan×2, swipe, pinch×2
        for rate in rates.dropFirst() { XCTAssertEqual(gestures(rate: rate), reference, "\(rate) Hz") }
    }
}
