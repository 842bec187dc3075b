import XCTest
import Foundation
import FlickInput
import FlickTestSupport
@testable import FlickScroll

final class ScrollReplayTests: XCTestCase {
    private func objects(_ lines: [String]) -> [[String: Any]] {
        lines.map { line in
            let data = line.data(using: .utf8)!
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        }
    }

    private func flingTrace() -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120, start: 1)
        trace.down(0, at: Point(x: 200, y: 700))
        trace.move(0, to: Point(x: 200, y: 300), duration: 0.2)
        trace.up(0)
        return trace.frames
    }

    func testFlingReplayLinesFollowTheContract() {
        let input = flingTrace()
        let lines = ScrollReplay.run(frames: input, window: Size(width: 400, height: 800),
                                     content: Size(width: 400, height: 20_000), paging: false, lock: false)
        let parsed = objects(lines)
        XCTAssertFalse(parsed.contains { $0.isEmpty }, "every line is a JSON object")
        let frames = lines.filter { $0.hasPrefix("{\"t\": ") && $0.contains("\"offset\": [") && $0.contains("\"state\"") }
        XCTAssertTrue(frames.allSatisfy { $0.range(of: #"^\{"t": [-0-9.]+, "offset": \[[-0-9.]+, [-0-9.]+\], "zoom": [0-9.]+, "state": "[a-z]+"\}$"#, options: .regularExpression) != nil })
        let frameObjects = parsed.filter { $0["state"] != nil }
        let times = frameObjects.compactMap { $0["t"] as? Double }
        for (a, b) in zip(times, times.dropFirst()) { XCTAssertEqual(b - a, 1.0 / 60, accuracy: 1e-4) }
        XCTAssertEqual(times.first ?? 0, input[0].time, accuracy: 1e-4)
        let states = frameObjects.compactMap { $0["state"] as? String }
        XCTAssertTrue(Set(states).isSubset(of: ["idle", "tracking", "dragging", "decelerating", "bouncing", "paging"]))
        XCTAssertTrue(states.contains("dragging"))
        XCTAssertTrue(states.contains("decelerating"))
        XCTAssertEqual(states.last, "idle")

        let willEnd = try! XCTUnwrap(lines.first { $0.contains("\"event\": \"willEndDragging\"") })
        XCTAssertNotNil(willEnd.range(of: #"^\{"t": [0-9.]+, "event": "willEndDragging", "velocity": \[[-0-9.]+, [-0-9.]+\], "target": \[[-0-9.]+, [-0-9.]+\]\}$"#, options: .regularExpression))
        let didEnd = try! XCTUnwrap(parsed.first { $0["event"] as? String == "didEndDecelerating" })
        let target = (parsed.first { $0["event"] as? String == "willEndDragging" }?["target"] as? [Double]) ?? []
        XCTAssertEqual((didEnd["offset"] as? [Double])?.last ?? 0, target.last ?? -1, accuracy: 0.001)
        let lastOffset = (frameObjects.last?["offset"] as? [Double]) ?? []
        XCTAssertEqual(lastOffset.last ?? 0, target.last ?? -1, accuracy: 0.001)
        let velocity = (parsed.first { $0["event"] as? String == "willEndDragging" }?["velocity"] as? [Double]) ?? []
        XCTAssertEqual(velocity.last ?? 0, 2000, accuracy: 100)
    }

    func testPagingReplayLandsOnAPage() {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 300, y: 400))
        trace.move(0, to: Point(x: 220, y: 400), duration: 0.08)
        trace.up(0)
        let lines = ScrollReplay.run(frames: trace.frames, window: Size(width: 400, height: 800),
                                     content: Size(width: 2000, height: 800), paging: true, lock: false)
        let parsed = objects(lines)
        XCTAssertTrue(parsed.contains { $0["state"] as? String == "paging" })
        let last = try! XCTUnwrap(parsed.last { $0["state"] != nil })
        XCTAssertEqual((last["offset"] as? [Double]) ?? [], [400, 0])
        XCTAssertEqual(last["state"] as? String, "idle")
    }

    func testNumbersAreRoundedWithoutTrailingZeros() {
        XCTAssertEqual(ScrollReplay.number(1.0 / 60, 4), "0.0167")
        XCTAssertEqual(ScrollReplay.number(2, 3), "2")
        XCTAssertEqual(ScrollReplay.number(-0.0001, 3), "0")
        XCTAssertEqual(ScrollReplay.number(-12.5, 3), "-12.5")
    }

    func testStopsAfterTheSettleLimitWhenNeverAtRest() {
        var trace = TraceBuilder(rate: 60)
        trace.down(0, at: Point(x: 200, y: 400))
        trace.hold(0.1)
        let lines = ScrollReplay.run(frames: trace.frames, window: Size(width: 400, height: 800),
                                     content: Size(width: 400, height: 4000))
        // The finger never lifts: frames stop at the settle limit after the last frame.
        let lastT = try! XCTUnwrap(objects(lines).last?["t"] as? Double)
        XCTAssertEqual(lastT, trace.frames.last!.time + ScrollReplay.settleLimit, accuracy: 1.0 / 60)
    }

    func testContractStatesAreTheSixDocumentedValues() {
        let names = Set(ScrollModel.State.allCases.map(ScrollReplay.contractState))
        XCTAssertEqual(names, ["idle", "tracking", "dragging", "decelerating", "bouncing", "paging"])
        XCTAssertEqual(ScrollReplay.contractState(.zooming), "dragging")
        XCTAssertEqual(ScrollReplay.contractState(.animating), "decelerating")
    }

    /// Idle time costs nothing: after `idleFrameLimit` frames at rest with no finger down the
    /// replay jumps to the frame before the next touch (a clock jump of 10⁶ s).
    func testIdleTimeBetweenTouchesIsSkippedAfterASecond() {
        let first = flingTrace()
        let second = first.map { frame -> TouchFrame in
            var moved = frame
            moved.time += 1_000_000
            return moved
        }
        let lines = ScrollReplay.run(frames: first + second, window: Size(width: 400, height: 800),
                                     content: Size(width: 400, height: 20_000))
        let times = objects(lines).compactMap { $0["t"] as? Double }
        XCTAssertLessThan(lines.count, 1_000)
        XCTAssertEqual(times, times.sorted())
        // The step over the gap lands on the last frame before the second touch.
        let jump = zip(times, times.dropFirst()).max { ($0.1 - $0.0) < ($1.1 - $1.0) }!
        XCTAssertLessThanOrEqual(jump.1, second[0].time)
        XCTAssertGreaterThan(jump.1, second[0].time - 1.0 / ScrollReplay.frameRate)
        // Before the jump, a full second of idle frames at 60 Hz.
        let idleBefore = objects(lines).filter { ($0["t"] as? Double ?? 0) <= jump.0 && $0["state"] as? String == "idle" }
        XCTAssertGreaterThanOrEqual(idleBefore.count, ScrollReplay.idleFrameLimit)
    }

    /// A finger held down is input: no skipping while a touch is down.
    func testTimeWithAFingerDownIsNotSkipped() {
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 200, y: 400))
        trace.hold(3)
        trace.up(0)
        let lines = ScrollReplay.run(frames: trace.frames, window: Size(width: 400, height: 800),
                                     content: Size(width: 400, height: 20_000))
        let times = objects(lines).compactMap { $0["t"] as? Double }
        let steps = zip(times, times.dropFirst()).map { $0.1 - $0.0 }
        XCTAssertLessThanOrEqual(steps.max() ?? 0, 1.0 / ScrollReplay.frameRate + 1e-4, "t is printed to 0.1 ms")
    }

    /// A finger lying still reports nothing: once the view has not moved for a second the
    /// replay jumps to the lift 10⁶ s later, as it does over idle time.
    func testAFingerLyingStillForDaysIsSkippedAfterASecond() {
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 200, y: 400))
        trace.move([0], by: Point(x: 0, y: -120), duration: 0.2)
        trace.wait(1_000_000)
        trace.up(0)
        let lines = ScrollReplay.run(frames: trace.frames, window: Size(width: 400, height: 800),
                                     content: Size(width: 400, height: 20_000))
        XCTAssertLessThan(lines.count, 1_000, "bounded output")
        let parsed = objects(lines)
        let times = parsed.compactMap { $0["t"] as? Double }
        XCTAssertEqual(times, times.sorted())
        XCTAssertGreaterThanOrEqual(times.last ?? 0, 1_000_000, "the lift was replayed")
        let states = parsed.compactMap { $0["state"] as? String }
        XCTAssertTrue(states.contains("dragging"), "the drag before the rest")
        let offsets = parsed.compactMap { $0["offset"] as? [Double] }.map { $0[1] }
        XCTAssertEqual(offsets.last ?? 0, 120, accuracy: 15, "the content stayed where the finger left it (less the slop)")
    }
}
