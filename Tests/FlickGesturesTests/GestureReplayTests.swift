import Foundation
import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

/// The replay contract with synthesized traces (TraceBuilder): what each named motion gives.
final class GestureReplayTests: XCTestCase {
    private let window = Size(width: 1280, height: 800)

    private func counts(_ trace: TraceBuilder, options: GestureReplay.Options = .init()) -> [String: Int] {
        GestureReplay.run(frames: trace.frames, windowSize: window, options: options).counts
    }

    private func nonzero(_ counts: [String: Int]) -> [String: Int] { counts.filter { $0.value != 0 } }

    func testSingleTapGivesOneTap() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 640, y: 400))
        trace.hold(0.06)
        trace.up(0)
        XCTAssertEqual(nonzero(counts(trace)), ["tap": 1])
    }

    func testDoubleTapGivesOneDoubleTapAndNoTap() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 640, y: 400))
        trace.hold(0.06)
        trace.up(0)
        trace.wait(0.15)
        trace.down(0, at: Point(x: 645, y: 402))
        trace.hold(0.06)
        trace.up(0)
        XCTAssertEqual(nonzero(counts(trace)), ["doubleTap": 1])
    }

    func testTwoFingerTapGivesOneTwoFingerTap() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 600, y: 400))
        trace.down(1, at: Point(x: 700, y: 400))
        trace.hold(0.08)
        trace.up(0)
        trace.up(1)
        XCTAssertEqual(nonzero(counts(trace)), ["twoFingerTap": 1])
    }

    func testSwipesGiveTheirDirection() {
        let moves: [(SwipeDirection, Point)] = [(.left, Point(x: -300, y: 10)), (.right, Point(x: 300, y: -10)),
                                                 (.up, Point(x: 5, y: -250)), (.down, Point(x: -5, y: 250))]
        for (direction, delta) in moves {
            var trace = TraceBuilder(rate: 120)
            trace.down(0, at: Point(x: 640, y: 400))
            trace.move([0], by: delta, duration: 0.15)
            trace.up(0)
            let report = GestureReplay.run(frames: trace.frames, windowSize: window)
            let swipes = report.events.filter { report.kind(of: $0) == "swipe" }
            XCTAssertEqual(swipes.map(\.values.direction), [direction])
            XCTAssertEqual(report.counts["pan"], 1)
            XCTAssertEqual(report.counts["tap"], 0)
        }
    }

    func testTwoFingerSwipeSaysTwoTouches() {
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 600, y: 100)), (1, Point(x: 700, y: 100))])
        trace.move([0, 1], by: Point(x: 300, y: 0), duration: 0.2)
        trace.up([0, 1])
        let report = GestureReplay.run(frames: trace.frames, windowSize: window)
        let swipes = report.events.filter { report.kind(of: $0) == "swipe" }
        XCTAssertEqual(swipes.map(\.values.touches), [2])
        XCTAssertEqual(report.events.first { report.kind(of: $0) == "pan" }?.values.touches, 2)
    }

    func testTwoFingerCircleGivesARotation() {
        var trace = TraceBuilder(rate: 120)
        let center = Point(x: 640, y: 400)
        trace.down([(0, Point(x: 590, y: 400)), (1, Point(x: 690, y: 400))])
        trace.move([0, 1], duration: 0.6) { _, start, progress in
            let angle = progress * 25 * Double.pi / 180
            let offset = start - center
            return center + Point(x: offset.x * cos(angle) - offset.y * sin(angle),
                                  y: offset.x * sin(angle) + offset.y * cos(angle))
        }
        trace.up([0, 1])
        let report = GestureReplay.run(frames: trace.frames, windowSize: window)
        XCTAssertEqual(report.counts["rotation"], 1)
        XCTAssertEqual(report.counts["pinch"], 0)
        let ended = report.events.last { report.kind(of: $0) == "rotation" }!
        XCTAssertEqual(ended.phase, .ended)
        XCTAssertEqual(ended.values.rotation, 20 * Double.pi / 180, accuracy: 0.01) // 25° minus the 5° threshold
    }

    func testDragGivesPanAndNoTap() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 640, y: 100))
        trace.move(0, to: Point(x: 640, y: 700), duration: 1.2)
        trace.move(0, to: Point(x: 640, y: 150), duration: 1.0)
        trace.up(0)
        let result = counts(trace)
        XCTAssertEqual(result["pan"], 1)
        XCTAssertEqual(result["tap"], 0)
        // UIKit's decaying swipe rule also calls a steady 500 pt/s stroke a swipe (26.5 pt
        // within 0.5 s suffices); the standard set lets both be recognized.
    }

    func testLongPress() {
        var trace = TraceBuilder(rate: 60)
        trace.down(0, at: Point(x: 640, y: 400))
        trace.hold(0.8)
        trace.up(0)
        XCTAssertEqual(nonzero(counts(trace)), ["longPress": 1])
    }

    func testJSONLinesFollowTheContract() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 400, y: 100), duration: 0.2)
        trace.up(0)
        let lines = GestureReplay.lines(frames: trace.frames, windowSize: window)
        XCTAssertEqual(lines.first, "{\"t\": 0.015, \"gesture\": \"pan\", \"state\": \"began\", \"x\": 110.00, "
                       + "\"y\": 100.00, \"touches\": 1}")
        XCTAssertTrue(lines.contains { $0.hasPrefix("{\"t\": ") && $0.contains("\"gesture\": \"swipe\"")
            && $0.contains("\"direction\": \"right\"") })
        let panEnd = lines.first { $0.contains("\"gesture\": \"pan\", \"state\": \"ended\"") }!
        XCTAssertTrue(panEnd.contains("\"velocity\": [1500."), panEnd)
        XCTAssertEqual(lines.last, "{\"summary\": {\"frames\": \(trace.frames.count), \"touches\": 1, \"gestures\": "
                       + "{\"doubleTap\": 0, \"longPress\": 0, \"pan\": 1, \"pinch\": 0, \"rotation\": 0, "
                       + "\"swipe\": 1, \"tap\": 0, \"twoFingerTap\": 0}}}")
        XCTAssertFalse(lines.contains { $0.contains("\"changed\"") })
        let verbose = GestureReplay.lines(frames: trace.frames, windowSize: window, options: .init(verbose: true))
        XCTAssertTrue(verbose.contains { $0.contains("\"state\": \"changed\"") })
        for line in lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            XCTAssertNotNil(object, "not JSON: \(line)")
        }
    }

    func testPinchLinesCarryTheFinalScale() {
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 500, y: 400)), (1, Point(x: 600, y: 400))])
        trace.move([0, 1], duration: 0.3) { finger, start, progress in
            start + Point(x: (finger == 0 ? -50 : 50) * progress, y: 0)
        }
        trace.up([0, 1])
        let lines = GestureReplay.lines(frames: trace.frames, windowSize: window)
        let ended = lines.first { $0.contains("\"gesture\": \"pinch\", \"state\": \"ended\"") }!
        XCTAssertTrue(ended.contains("\"scale\": 1.852"), ended) // 200 / 108
    }

    func testExplainAddsExplanationObjectsBeforeTheSummary() throws {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.move(0, to: Point(x: 400, y: 100), duration: 0.2)
        trace.up(0)
        let lines = GestureReplay.lines(frames: trace.frames, windowSize: window, options: .init(explain: true))
        // Explanations stay JSON: one {"explanation": "…"} object per line, no "# " lines.
        XCTAssertFalse(lines.contains { $0.hasPrefix("#") })
        let explanation = try lines.compactMap { line -> String? in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["explanation"] as? String
        }
        XCTAssertFalse(explanation.isEmpty)
        XCTAssertTrue(explanation.contains { $0.contains("pan") && $0.contains("possible → began")
            && $0.contains("translation reached 10.00 pt") }, explanation.joined(separator: "\n"))
        XCTAssertTrue(explanation.contains { $0.contains("tap") && $0.contains("movement") && $0.contains("exceeds") })
        XCTAssertTrue(lines.last!.hasPrefix("{\"summary\""))
    }

    func testOptimisticTapIsReportedAtOnceAndRetractedByADoubleTap() {
        var single = TraceBuilder(rate: 120)
        single.down(0, at: Point(x: 640, y: 400))
        single.hold(0.05)
        single.up(0)
        let report = GestureReplay.run(frames: single.frames, windowSize: window, options: .init(optimisticTap: true))
        let tap = report.events.first { report.kind(of: $0) == "tap" }!
        XCTAssertEqual(tap.time, single.frames.last!.time, accuracy: 1e-9, "no 0.35 s wait")
        XCTAssertTrue(tap.isProvisional)
        XCTAssertEqual(report.counts["tap"], 1)

        var double = TraceBuilder(rate: 120)
        double.down(0, at: Point(x: 640, y: 400))
        double.hold(0.05)
        double.up(0)
        double.wait(0.1)
        double.down(0, at: Point(x: 640, y: 400))
        double.hold(0.05)
        double.up(0)
        let lines = GestureReplay.lines(frames: double.frames, windowSize: window, options: .init(optimisticTap: true))
        XCTAssertTrue(lines[0].contains("\"gesture\": \"tap\", \"state\": \"recognized\"") && lines[0].contains("\"provisional\": true"))
        XCTAssertTrue(lines[1].contains("\"gesture\": \"doubleTap\", \"state\": \"recognized\""), lines[1])
        XCTAssertTrue(lines[2].contains("\"gesture\": \"tap\", \"state\": \"retracted\""), lines[2])
        XCTAssertTrue(lines.last!.contains("\"doubleTap\": 1") && lines.last!.contains("\"tap\": 0"))
    }

    func testTouchesStartingOutsideTheWindowHitNothing() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 2000, y: 400))
        trace.up(0)
        XCTAssertEqual(nonzero(counts(trace)), [:])
    }
}
