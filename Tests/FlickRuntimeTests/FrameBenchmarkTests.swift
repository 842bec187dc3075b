import FlickBenchmarks
import FlickInput
import FlickRuntime
import XCTest

final class FrameBenchmarkTests: XCTestCase {
    func testMeasuresEngineCPUTimeOfTheEnginePhasesOnly() throws {
        let clock = ManualFrameClock()
        // Frame n's engine phases cost (n − 60) % 100 + 1 µs in all; warm-up frames 1 s each.
        let work = CostedWork(clock: clock, cost: { index, phase in
            guard index >= 60 else { return 1 }
            return phase == .layout ? Double((index - 60) % 100 + 1) * 1e-6 : 0
        })
        let result = FrameBenchmark.measure(work, frames: 1000, rate: 60, warmup: 60, cpuClock: clock)
        XCTAssertEqual(result.frames, 1000)
        XCTAssertEqual(result.p50Ms, 0.050, accuracy: 0.0001)
        XCTAssertEqual(result.p99Ms, 0.099, accuracy: 0.0001)
        XCTAssertEqual(result.maxMs, 0.100, accuracy: 0.0001, "warm-up excluded")
        XCTAssertEqual(result.meanMs, 0.0505, accuracy: 1e-9)
        XCTAssertEqual(work.physicsTargets.prefix(3), [1.0 / 60, 2.0 / 60, 3.0 / 60], "virtual targets at the rate")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Double]
        XCTAssertEqual(Set(json?.keys ?? [:].keys), ["frames", "p50_ms", "p99_ms", "max_ms", "mean_ms"])
    }

    func testDrainsInputAtEachVirtualFrameStart() {
        let clock = ManualFrameClock()
        let work = SyntheticScene(count: 10)
        let drag = ScriptedDrag.circularDrag(start: 0, duration: 0.5, rate: 120, centerX: 50, centerY: 50, radius: 10)
        _ = FrameBenchmark.measure(work, inputs: [ReplayInputSource(drag)], frames: 60, warmup: 0, cpuClock: clock)
        XCTAssertEqual(work.inputsDelivered, drag.count)
    }

    func testWorkBetweenFramesIsNotMeasured() {
        let clock = ManualFrameClock()
        let work = CostedWork(clock: clock, cost: { _, phase in phase == .physics ? 0.0002 : 0 })
        var calls = 0
        let result = FrameBenchmark.measure(work, frames: 50, warmup: 10, cpuClock: clock, betweenFrames: {
            calls += 1
            clock.advance(by: 0.005)
        })
        XCTAssertEqual(calls, 60, "after every frame, warm-up included")
        XCTAssertEqual(result.maxMs, 0.2, accuracy: 0.001, "the wait between frames is not engine time")
    }
}
