import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

/// A new touch starts a new tap while the previous tap still waits for the
/// double tap to fail (GestureArbiter+NewTouches), as every key of an on-screen keyboard
/// reports its tap however fast the typing.
final class GestureArbiterNewTouchTests: XCTestCase {
    /// The standard set on one full-window node, all recognizing together.
    private func standard() -> (StandardGestureSet, GestureHarness) {
        let set = StandardGestureSet()
        return (set, GestureHarness(set.all, simultaneity: .simultaneous))
    }

    private func recognized(_ harness: GestureHarness, _ recognizer: GestureRecognizer) -> [GestureEvent] {
        harness.events(of: recognizer).filter { $0.phase == .recognized }
    }

    /// Taps of `fingers` fingers at `places`, each held `hold` s, `gap` s from a lift to the
    /// next touch-down.
    private func taps(at places: [Point], fingers: Int = 1, hold: Double = 0.08, gap: Double,
                      rate: Double) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate)
        for (index, place) in places.enumerated() {
            if index > 0 { trace.wait(gap) }
            let ids = Array(0..<fingers)
            trace.down(ids.map { ($0, place + Point(x: Double($0) * 60, y: 0)) })
            trace.hold(hold)
            trace.up(ids)
        }
        return trace.frames
    }

    func testSingleThenSingleIsTwoTapsAtEveryRateGapAndSpacing() {
        for rate in [60.0, 120, 240] {
            for gap in [0.05, 0.15, 0.25, 0.34, 0.5] {
                // 20 pt: just past the 18 pt allowable movement; 200 pt: across a keyboard.
                for spacing in [20.0, 40, 120, 200] {
                    let (set, harness) = standard()
                    let first = Point(x: 300, y: 300), second = first + Point(x: spacing, y: 0)
                    let frames = taps(at: [first, second], gap: gap, rate: rate)
                    harness.run(frames)
                    let label = "\(rate) Hz, \(gap) s, \(spacing) pt"
                    let taps = recognized(harness, set.tap)
                    XCTAssertEqual(taps.map(\.values.location.x), [first.x, second.x], label)
                    XCTAssertEqual(recognized(harness, set.doubleTap).count, 0, label)
                    guard taps.count == 2, let secondDown = frames.first(where: {
                        $0.touches.contains { $0.phase == .began && $0.location == second }
                    }) else { continue }
                    // The first tap is out when the double tap fails: at the second touch-down
                    // (too far), or at the end of the 0.35 s double-tap window if that is sooner.
                    let lift = frames.first { $0.touches.contains { $0.phase == .ended } }!.time
                    let windowEnd = lift + TapGestureRecognizer.defaultMaximumIntervalBetweenTaps
                    XCTAssertEqual(taps[0].time, min(secondDown.time, windowEnd), accuracy: 1e-9, label)
                    XCTAssertEqual(taps[1].time, frames.last!.time + TapGestureRecognizer.defaultMaximumIntervalBetweenTaps,
                                   accuracy: 1e-9, label)
                }
            }
        }
    }

    func testAQuickSeriesOfDistantTapsReportsEveryTap() {
        // Hops of 40 to 200 pt (all past the 18 pt allowable movement).
        let places: [Point] = [
            Point(x: 200, y: 300), Point(x: 240, y: 300), Point(x: 320, y: 300), Point(x: 440, y: 300),
            Point(x: 600, y: 300), Point(x: 600, y: 500), Point(x: 540, y: 500), Point(x: 440, y: 500),
        ]
        for gap in [0.22, 0.3, 0.42] {
            let (set, harness) = standard()
            harness.run(taps(at: places, gap: gap, rate: 120))
            XCTAssertEqual(recognized(harness, set.tap).map(\.values.location), places, "gap \(gap) s")
            XCTAssertEqual(recognized(harness, set.doubleTap).count, 0)
        }
    }

    func testADoubleTapThenADistantSingleIsOneOfEach() {
        for gap in [0.1, 0.2, 0.3] {
            let (set, harness) = standard()
            let centre = Point(x: 400, y: 400)
            harness.run(taps(at: [centre, centre + Point(x: 3, y: 2), centre + Point(x: 150, y: 0)], gap: gap, rate: 120))
            XCTAssertEqual(recognized(harness, set.doubleTap).count, 1, "gap \(gap) s")
            XCTAssertEqual(recognized(harness, set.tap).map(\.values.location.x), [550], "gap \(gap) s")
        }
    }

    func testADistantTapCanBeTheFirstOfTheNextDoubleTap() {
        // Tap A, then B far away, then B' beside B: a tap, then a double tap (not a tap and a
        // lost B, nor three taps).
        let (set, harness) = standard()
        let a = Point(x: 300, y: 300), b = Point(x: 500, y: 300)
        harness.run(taps(at: [a, b, b + Point(x: 4, y: 0)], gap: 0.15, rate: 120))
        XCTAssertEqual(recognized(harness, set.tap).map(\.values.location), [a])
        XCTAssertEqual(recognized(harness, set.doubleTap).count, 1)
        XCTAssertEqual(set.doubleTap.transitions.filter { $0.hasSuffix("failed") }.count, 1,
                       "the double tap failed once, at B, and started again with B")
    }

    func testManyFingerTapsInQuickSeriesWaitingForTheirDoubleTapsEachReport() throws {
        for fingers in [2, 3] {
            let tap = TapGestureRecognizer(name: "\(fingers)-finger tap", numberOfTouchesRequired: fingers)
            let double = TapGestureRecognizer(name: "\(fingers)-finger double tap", numberOfTapsRequired: 2,
                                              numberOfTouchesRequired: fingers)
            try tap.require(toFail: double)
            let harness = GestureHarness([double, tap], simultaneity: .simultaneous)
            let places = (0..<4).map { Point(x: 100 + Double($0) * 250, y: 400) }
            harness.run(taps(at: places, fingers: fingers, hold: 0.09, gap: 0.22, rate: 120))
            let expected = places.map { $0 + Point(x: Double(fingers - 1) * 30, y: 0) }
            XCTAssertEqual(recognized(harness, tap).map(\.values.location), expected, "\(fingers) fingers")
            XCTAssertEqual(recognized(harness, tap).map(\.values.touches), Array(repeating: fingers, count: 4))
            XCTAssertEqual(recognized(harness, double).count, 0)
        }
    }

    func testATapWhileAnotherFingerPansIsReported() {
        for rate in [60.0, 120] {
            let (set, harness) = standard()
            var trace = TraceBuilder(rate: rate)
            trace.down(0, at: Point(x: 100, y: 100))
            trace.move([0], by: Point(x: 100, y: 0), duration: 0.4)
            trace.down(1, at: Point(x: 200, y: 300))
            trace.move([0], by: Point(x: 10, y: 0), duration: 0.08)
            trace.up(1)
            trace.move([0], by: Point(x: 80, y: 0), duration: 0.3)
            trace.down(1, at: Point(x: 290, y: 300))
            trace.move([0], by: Point(x: 10, y: 0), duration: 0.08)
            trace.up(1)
            trace.move([0], by: Point(x: 100, y: 0), duration: 0.3)
            trace.up(0)
            harness.run(trace.frames)
            XCTAssertEqual(recognized(harness, set.tap).map(\.values.location), [Point(x: 200, y: 300), Point(x: 290, y: 300)],
                           "\(rate) Hz")
            XCTAssertEqual(harness.events(of: set.pan).filter { $0.phase != .changed }.map(\.phase), [.began, .ended])
        }
    }

    func testAStaggeredThreeFingerTapIsNoSingleTap() {
        // The third finger lands after the second made the tap fail for too many touches: it
        // belongs to the same touch, so it must not start a single tap of its own.
        let (set, harness) = standard()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.down(1, at: Point(x: 160, y: 100))
        trace.down(2, at: Point(x: 220, y: 100))
        trace.hold(0.05)
        trace.up([0, 1, 2])
        harness.run(trace.frames)
        XCTAssertEqual(recognized(harness, set.tap).count, 0)
        XCTAssertEqual(recognized(harness, set.twoFingerTap).count, 0)
    }

    func testTheExplanationShowsTheHeldTapReleasedAndTheNextStarted() throws {
        let (set, harness) = standard()
        harness.run(taps(at: [Point(x: 100, y: 100), Point(x: 300, y: 100)], gap: 0.2, rate: 120))
        let reasons = set.tap.explanation.map(\.reason)
        let waited = try XCTUnwrap(reasons.firstIndex { if case .waitingForFailure = $0 { true } else { false } })
        let released = try XCTUnwrap(reasons.firstIndex { if case .requirementsFailed = $0 { true } else { false } })
        let reset = try XCTUnwrap(reasons[released...].firstIndex(of: .reset))
        XCTAssertLessThan(waited, released)
        XCTAssertEqual(set.tap.explanation[reset].time, set.tap.explanation[released].time,
                       "the tap reset for the new touch in the frame that released it")
        XCTAssertEqual(set.tap.transitions, ["possible→recognized", "recognized→possible",
                                             "possible→recognized", "recognized→possible"])
    }
}
