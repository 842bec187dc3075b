import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

final class GestureExplanationFormatterTests: XCTestCase {
    func testALineNamesTimeRecognizerTransitionAndReason() {
        let record = GestureTransitionRecord(time: 0.0153, recognizer: "pan", from: .possible, to: .began,
                                             reason: .thresholdCrossed(quantity: "translation", value: 12.5,
                                                                       threshold: 10, unit: "pt"))
        XCTAssertEqual(GestureExplanationFormatter.line(for: record),
                       "  0.015 s  pan           possible → began        translation reached 10.00 pt "
                       + "(sample showed 12.50 pt, overshoot 2.50 pt)")
    }

    func testReasonsReadWell() {
        XCTAssertEqual(GestureReason.lostTo("pan", at: 0.0123).description, "lost to pan, which was recognized at 0.012 s")
        XCTAssertEqual(GestureReason.touchCount(actual: 3, minimum: 1, maximum: 2).description, "3 touches, expected 1 to 2")
        XCTAssertEqual(GestureReason.touchCount(actual: 1, minimum: 2, maximum: 2).description, "1 touch, expected 2")
        XCTAssertEqual(GestureReason.touchCount(actual: 0, minimum: 1, maximum: .max).description, "0 touches, expected at least 1")
        XCTAssertEqual(GestureReason.deadlineReached(quantity: "tap duration", elapsed: 0.75, limit: 0.75).description,
                       "tap duration 0.75 s reached 0.75 s")
        XCTAssertEqual(GestureReason.liftedBeforeThreshold(quantity: "translation", value: 3.2, threshold: 10, unit: "pt")
                        .description, "touches lifted with translation 3.20 pt, short of 10.00 pt")
        XCTAssertEqual(GestureReason.requirementSucceeded("doubleTap").description,
                       "required doubleTap to fail, but doubleTap was recognized")
        XCTAssertEqual(GestureReason.waitingForFailure(of: ["doubleTap"]).description,
                       "rule met; waiting for doubleTap to fail")
    }

    func testRecordedRunReadsInTimeOrderWithoutChanges() throws {
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer()
        let harness = GestureHarness([swipe, pan])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 400, y: 100), duration: 0.2)
        trace.up(0)
        harness.run(trace.frames)
        let lines = GestureExplanationFormatter.lines(for: [pan, swipe])
        XCTAssertEqual(lines.count, 5, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[0].contains("pan") && lines[0].contains("possible → began"))
        XCTAssertTrue(lines[1].contains("swipe") && lines[1].contains("possible → failed")
                      && lines[1].contains("lost to pan"), lines[1])
        XCTAssertTrue(lines[2].contains("pan") && lines[2].contains("changed → ended"), lines[2])
        XCTAssertTrue(lines[3].contains("pan") && lines[3].contains("ended → possible"), lines[3])
        XCTAssertTrue(lines[4].contains("swipe") && lines[4].contains("failed → possible") && lines[4].contains("reset"))
        let withChanges = GestureExplanationFormatter.lines(for: [pan, swipe], includeChanges: true)
        XCTAssertGreaterThan(withChanges.count, lines.count)
    }

    func testFixedFormatting() {
        XCTAssertEqual(GestureFormat.fixed(1.23456, decimals: 3), "1.235")
        XCTAssertEqual(GestureFormat.fixed(-0.0001, decimals: 2), "0.00")
        XCTAssertEqual(GestureFormat.fixed(-2.5, decimals: 2), "-2.50")
        XCTAssertEqual(GestureFormat.fixed(0.05, decimals: 3), "0.050")
        XCTAssertEqual(GestureFormat.fixed(1500, decimals: 0), "1500")
        XCTAssertEqual(GestureFormat.fixed(.nan, decimals: 2), "0")
    }

    func testOptimisticTapDoesNotExcludeTheDoubleTapItWaitsFor() throws {
        // Exclusive arbiter: the provisional tap must not make the double tap lose.
        let tap = TapGestureRecognizer(name: "tap")
        let double = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        tap.isOptimistic = true
        try tap.require(toFail: double)
        let harness = GestureHarness([tap, double])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        trace.wait(0.1)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, ["tap:recognized", "doubleTap:recognized", "tap:retracted"])
        XCTAssertTrue(harness.events[0].isProvisional)
        XCTAssertEqual(harness.events[0].time, trace.frames[1].time, "reported at the first lift")

        // A lone optimistic tap is confirmed when the double tap fails; no retraction.
        let lone = TapGestureRecognizer(name: "tap")
        let loneDouble = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        lone.isOptimistic = true
        try lone.require(toFail: loneDouble)
        let single = GestureHarness([lone, loneDouble])
        single.run(Array(trace.frames.prefix(2)))
        XCTAssertEqual(single.summary, ["tap:recognized"])
        XCTAssertTrue(lone.explanation.contains { if case .requirementsFailed = $0.reason { true } else { false } })
    }
}
