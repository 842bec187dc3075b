import FlickInput
import FlickRuntime
import FlickTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

final class FrameProfilerTests: XCTestCase {
    /// A full-rate record with `frameTime` seconds split evenly across the phases, shown
    /// `interval` seconds after the previous one.
    private func record(_ index: Int, frameTime: Double, cpu: Double? = nil, interval: Double? = 1.0 / 60,
                        skipped: Int = 0, latencies: [Double] = []) -> FrameRecord {
        let start = Double(index) / 60
        let share = frameTime / Double(FramePhase.allCases.count)
        let spans = FramePhase.allCases.enumerated().map { offset, phase in
            FrameRecord.PhaseSpan(phase: phase, start: start + Double(offset) * share, duration: share)
        }
        return FrameRecord(index: index, pacing: .fullRate, budget: 1.0 / 60, start: start,
                           target: start + 1.0 / 60, phases: spans, presentStart: start + frameTime - share,
                           shown: start + Double(1 + skipped) / 60, cpuTime: cpu ?? frameTime, interval: interval,
                           skipped: skipped, latencies: latencies, counters: FrameCounters(liveTiles: index % 5))
    }

    func testRecordsAreARingOfTheLastFramesWhileTheSummaryCountsAll() {
        let profiler = FrameProfiler(rate: 60, retainLimit: 3)
        for index in 0..<2 { profiler.record(record(index, frameTime: 0.001)) }
        XCTAssertEqual(profiler.records.map(\.index), [0, 1])
        for index in 2..<8 { profiler.record(record(index, frameTime: 0.001 * Double(index))) }
        XCTAssertEqual(profiler.records.map(\.index), [5, 6, 7], "the last three, in frame order")
        XCTAssertEqual(profiler.recordsDropped, 5)
        XCTAssertEqual(profiler.summary().frames, 8)
        XCTAssertEqual(profiler.summary().frameMs.max, 7, accuracy: 0.01, "a dropped record's frame still counts")
    }

    func testLastRecordsAreTheNewestInFrameOrderAtEveryPositionOfTheRing() {
        let profiler = FrameProfiler(rate: 60, retainLimit: 5)
        XCTAssertEqual(profiler.lastRecords(3).map(\.index), [])
        for index in 0..<23 {
            profiler.record(record(index, frameTime: 0.001))
            for count in [0, 1, 3, 5, 9] {
                XCTAssertEqual(
                    profiler.lastRecords(count).map(\.index), Array(profiler.records.map(\.index).suffix(count)),
                    "\(count) of the records after frame \(index)")
            }
        }
        XCTAssertEqual(profiler.lastRecords(2).map(\.index), [21, 22])
        XCTAssertEqual(profiler.lastRecords(-1).map(\.index), [], "a negative count is none")
    }

    func testPercentilesOfAKnownDistribution() {
        let profiler = FrameProfiler(rate: 60)
        // Frame times 0.1, 0.2, …, 100 ms in shuffled order; CPU time half of each.
        var order = Array(1...1000)
        var generator = SeededGenerator(seed: 3)
        for i in order.indices.reversed() { order.swapAt(i, generator.next(below: i + 1)) }
        for (index, value) in order.enumerated() {
            profiler.record(record(index, frameTime: Double(value) * 1e-4, cpu: Double(value) * 5e-5))
        }
        let summary = profiler.summary()
        XCTAssertEqual(summary.frames, 1000)
        // HdrHistogram at 3 significant digits: within 0.1 % of the exact order statistic.
        for (value, expected) in [(summary.frameMs.p50, 50.0), (summary.frameMs.p90, 90), (summary.frameMs.p95, 95),
                                  (summary.frameMs.p99, 99), (summary.frameMs.max, 100)] {
            XCTAssertEqual(value, expected, accuracy: expected * 1e-3)
        }
        XCTAssertEqual(summary.cpuMs.p50, 25, accuracy: 0.025)
        XCTAssertEqual(summary.cpuMs.p99, 49.5, accuracy: 0.05)
        XCTAssertEqual(summary.phasesMs["layout"]!.p50, 50.0 / Double(FramePhase.allCases.count), accuracy: 0.01)
        XCTAssertEqual(summary.janky, 1000 - 166, "frames over 16.667 ms: 16.7 … 100 ms")
    }

    func testHitchRatioOnALateFramePattern() {
        // 600 frames at 60 Hz through the loop; every 60th frame's work takes 1.5 intervals,
        // so, starting as soon as the previous frame is shown, it is shown one deadline late
        // (one interval of hitch).
        let clock = ManualFrameClock()
        let profiler = FrameProfiler(rate: 60)
        let work = CostedWork(clock: clock, cost: { index, phase in
            index % 60 == 30 && phase == .layout ? 1.5 / 60 : 0.0005
        })
        let loop = FrameLoop(work: work, renderer: TestRenderer(clock: clock), clock: clock,
                             configuration: FrameLoopConfiguration(startsLate: false), profiler: profiler)
        loop.run(frames: 600)
        let summary = profiler.summary()
        XCTAssertEqual(summary.missed, 10)
        XCTAssertEqual(summary.janky, 10)
        // 10 hitches of 1/60 s over 610 intervals of 1/60 s.
        XCTAssertEqual(summary.hitchMsPerS, 10 * (1000.0 / 60) / (610.0 / 60), accuracy: 1e-6)
        // 599 intervals from the first present (deadline 1) to the last (deadline 610).
        XCTAssertEqual(summary.presentIntervalMs.mean, 609.0 / 599 * 1000 / 60, accuracy: 1e-6)
        XCTAssertEqual(summary.presentIntervalMs.p99, 2000.0 / 60, accuracy: 2000.0 / 60 * 1e-3)
    }

    func testSummaryJSONHasExactlyTheAgreedNamesAndNesting() throws {
        let profiler = FrameProfiler(rate: 120)
        for index in 0..<50 {
            profiler.record(record(index, frameTime: 0.004 + Double(index % 5) * 0.001,
                                   interval: index == 0 ? nil : 1.0 / 60,
                                   latencies: index % 10 == 0 ? [0.02, 0.03] : []))
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: profiler.summaryJSON()) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["frames", "rate_hz", "frame_ms", "cpu_ms", "phases_ms", "janky", "missed",
                                          "hitch_ms_per_s", "latency_ms", "present_interval_ms"])
        XCTAssertEqual(object["frames"] as? Int, 50)
        XCTAssertEqual(object["rate_hz"] as? Double, 120)
        for key in ["frame_ms", "cpu_ms"] {
            let distribution = try XCTUnwrap(object[key] as? [String: Double], key)
            XCTAssertEqual(Set(distribution.keys), ["p50", "p90", "p95", "p99", "max"])
            XCTAssertLessThanOrEqual(distribution["p50"]!, distribution["p99"]!)
        }
        let phases = try XCTUnwrap(object["phases_ms"] as? [String: [String: Double]])
        XCTAssertEqual(Set(phases.keys), Set(FramePhase.allCases.map(\.rawValue)))
        for required in ["input", "gestures", "physics", "animation", "layout", "render", "present"] {
            XCTAssertEqual(phases[required].map { Set($0.keys) }, ["p50", "p99"], required)
        }
        XCTAssertNotNil(object["janky"] as? Int)
        XCTAssertNotNil(object["missed"] as? Int)
        XCTAssertNotNil(object["hitch_ms_per_s"] as? Double)
        let latency = try XCTUnwrap(object["latency_ms"] as? [String: Double])
        XCTAssertEqual(Set(latency.keys), ["p50", "p99"])
        XCTAssertEqual(latency["p50"] ?? 0, 20, accuracy: 0.02)
        XCTAssertEqual(latency["p99"] ?? 0, 30, accuracy: 0.03)
        XCTAssertEqual(profiler.summary().inputsMeasured, 10)
        let interval = try XCTUnwrap(object["present_interval_ms"] as? [String: Double])
        XCTAssertEqual(Set(interval.keys), ["mean", "p99"])
        XCTAssertEqual(interval["mean"]!, 1000.0 / 60, accuracy: 1e-9)
    }

    func testChromeTraceParsesAndNestsPhasesInFrames() throws {
        let clock = ManualFrameClock(start: 40)
        let profiler = FrameProfiler(rate: 60)
        var trace = TraceBuilder(rate: 120, start: 0.02)
        trace.down(0, at: Point(x: 1, y: 1))
        trace.up(0)
        let work = CostedWork(clock: clock, cost: { index, _ in index == 3 ? 0.004 : 0.0007 })
        let loop = FrameLoop(work: work, renderer: TestRenderer(clock: clock, presentCost: 0.0003), clock: clock,
                             inputs: [ReplayInputSource(trace.frames, offset: 40)], profiler: profiler)
        loop.run(frames: 12)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: profiler.chromeTraceJSON()) as? [String: Any])
        XCTAssertEqual(object["displayTimeUnit"] as? String, "ms")
        let events = try XCTUnwrap(object["traceEvents"] as? [[String: Any]])
        for event in events {
            XCTAssertNotNil(event["name"] as? String)
            XCTAssertNotNil(event["ph"] as? String)
            XCTAssertEqual(event["pid"] as? Int, 1)
            XCTAssertEqual(event["tid"] as? Int, 1)
            if event["ph"] as? String != "M" { XCTAssertNotNil(event["ts"] as? Double, "\(event)") }
        }
        let frames = events.filter { $0["cat"] as? String == "frame" && $0["ph"] as? String == "X" }
        let phases = events.filter { $0["cat"] as? String == "phase" }
        XCTAssertEqual(frames.count, 12)
        XCTAssertEqual(phases.count, 12 * FramePhase.allCases.count)
        // Events are written frame by frame: every phase lies inside the frame event before it.
        var enclosing: [String: Any]?
        var nested = 0
        for event in events {
            if event["cat"] as? String == "frame" && event["ph"] as? String == "X" { enclosing = event }
            guard event["cat"] as? String == "phase", let frame = enclosing else { continue }
            let ts = event["ts"] as! Double, dur = event["dur"] as! Double
            let start = frame["ts"] as! Double, end = start + (frame["dur"] as! Double)
            XCTAssertGreaterThanOrEqual(dur, 0)
            XCTAssertGreaterThanOrEqual(ts, start - 1e-6)
            XCTAssertLessThanOrEqual(ts + dur, end + 1e-6)
            nested += 1
        }
        XCTAssertEqual(nested, phases.count)
        XCTAssertEqual(frames.first?["ts"] as? Double, 0, "µs from the first frame")
        let layout = phases.first { $0["name"] as? String == "layout" }!
        XCTAssertEqual(layout["dur"] as? Double, 700, "µs")
        let counters = events.filter { $0["ph"] as? String == "C" }
        XCTAssertEqual(Set(counters.compactMap { $0["name"] as? String }),
                       ["live tiles", "uploads", "pool hits", "input latency"])
        let tiles = counters.filter { $0["name"] as? String == "live tiles" }
            .compactMap { $0["args"] as? [String: Int] }
        XCTAssertEqual(tiles.map { $0["tiles"]! }, (0..<12).map { $0 % 7 })
        XCTAssertEqual(events.filter { $0["ph"] as? String == "M" }.count, 2)
        // Every input shown, at its own timestamp, with its latency and the frame that showed it.
        let inputs = events.filter { $0["cat"] as? String == "input" }
        let shown = profiler.records.flatMap { record in record.latencies.map { (record.index, $0) } }
        XCTAssertFalse(shown.isEmpty)
        XCTAssertEqual(inputs.count, shown.count)
        for (event, (index, latency)) in zip(inputs, shown) {
            XCTAssertEqual(event["ph"] as? String, "i")
            let args = try XCTUnwrap(event["args"] as? [String: Any])
            XCTAssertEqual(args["frame"] as? Int, index)
            XCTAssertEqual(try XCTUnwrap(args["latency_ms"] as? Double), latency * 1000, accuracy: 1e-6)
            let frame = try XCTUnwrap(frames.first { ($0["args"] as? [String: Any])?["index"] as? Int == index })
            let present = profiler.records[index].shown - profiler.records[0].start
            XCTAssertEqual(try XCTUnwrap(event["ts"] as? Double) + latency * 1e6, present * 1e6, accuracy: 0.01)
            XCTAssertNotNil(frame["ts"])
        }
    }

    func testChromeTraceNamesWhatEachFramesLateRedrawDid() throws {
        let profiler = FrameProfiler(rate: 60)
        let outcomes: [FrameRecord.Redraw] = [.none, .drawn, .abandoned, .drawn]
        for (index, outcome) in outcomes.enumerated() {
            var frame = record(index, frameTime: 0.005)
            frame.redraw = outcome
            profiler.record(frame)
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: profiler.chromeTraceJSON()) as? [String: Any])
        let frames = try XCTUnwrap(object["traceEvents"] as? [[String: Any]]).filter { $0["name"] as? String == "frame" }
        XCTAssertEqual(frames.compactMap { ($0["args"] as? [String: Any])?["redraw"] as? String },
                       ["none", "drawn", "abandoned", "drawn"])
    }

    func testChromeTraceMarksMissedDeadlines() throws {
        let clock = ManualFrameClock()
        let profiler = FrameProfiler(rate: 60)
        let work = CostedWork(clock: clock, cost: { index, _ in index == 2 ? 0.01 : 0.001 })
        // Frames start as soon as the previous one is shown (no late start: a predicted lead
        // would have the late frame wait for a later deadline too).
        FrameLoop(work: work, renderer: TestRenderer(clock: clock), clock: clock,
                  configuration: FrameLoopConfiguration(startsLate: false), profiler: profiler).run(frames: 5)
        let object = try JSONSerialization.jsonObject(with: profiler.chromeTraceJSON()) as! [String: Any]
        let instants = (object["traceEvents"] as! [[String: Any]]).filter { $0["ph"] as? String == "i" }
        XCTAssertEqual(instants.count, 1)
        XCTAssertEqual(instants.first?["s"] as? String, "t")
        let waits = (object["traceEvents"] as! [[String: Any]]).filter { $0["cat"] as? String == "idle" }
        XCTAssertEqual(waits.count, 4, "every on-time frame waits for its deadline; the late one is shown at once")
    }

    func testSVGChartsFrameTimesAgainstTheBudget() throws {
        let profiler = FrameProfiler(rate: 60)
        for index in 0..<40 {
            profiler.record(record(index, frameTime: index == 20 ? 0.03 : 0.005, skipped: index == 20 ? 1 : 0))
        }
        let svg = profiler.frameTimeSVG(width: 800, height: 300)
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = ElementCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(collector.elements.first?.name, "svg")
        let polyline = try XCTUnwrap(collector.elements.first { $0.name == "polyline" })
        XCTAssertEqual(polyline.attributes["points"]?.split(separator: " ").count, 40, "one point per frame")
        XCTAssertEqual(collector.elements.filter { $0.name == "circle" }.count, 1, "one janky frame marked")
        // y axis: 0…50 ms (2 × budget and 30 ms round up to 50) over 300 − 34 − 36 px.
        let budget = try XCTUnwrap(collector.elements.first { $0.attributes["stroke-dasharray"] != nil })
        let y = try XCTUnwrap(Double(budget.attributes["y1"] ?? ""))
        XCTAssertEqual(y, 34 + 230 * (1 - (1000.0 / 60) / 50), accuracy: 0.01)
        XCTAssertTrue(collector.text.contains("budget 16.67 ms"))
        XCTAssertEqual(collector.elements.filter { $0.attributes["class"] == "missed" }.count, 1)

        // A 1 s stall is clipped: the axis stops at 4 budgets (66.7 ms → 100).
        profiler.record(record(40, frameTime: 1))
        let clipped = ElementCollector()
        let second = XMLParser(data: Data(profiler.frameTimeSVG(width: 800, height: 300).utf8))
        second.delegate = clipped
        XCTAssertTrue(second.parse())
        let line = try XCTUnwrap(clipped.elements.first { $0.attributes["stroke-dasharray"] != nil })
        XCTAssertEqual(Double(line.attributes["y1"] ?? "") ?? 0, 34 + 230 * (1 - (1000.0 / 60) / 100), accuracy: 0.01)
    }
}

/// Collects the elements and text of an XML document.
final class ElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }
    var elements: [Element] = []
    var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
