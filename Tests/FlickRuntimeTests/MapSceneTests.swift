import FlickInput
@testable import FlickRuntime
import FlickScene
import Foundation
import XCTest

final class MapSceneTests: XCTestCase {
    private func scene(viewport: Size = MapScene.defaultViewport) -> MapScene {
        MapScene(viewport: viewport, worker: SynchronousTileWorker(draw: MapScene.drawTile))
    }

    /// Runs the engine phases of one frame at `target`.
    private func frame(_ scene: MapScene, at target: Double, inputs: [TouchFrame] = []) -> DisplayList {
        scene.deliver(inputs, at: target)
        scene.advancePhysics(to: target)
        scene.advanceAnimations(to: target)
        scene.layout(at: target)
        return scene.makeDisplayList(at: target)
    }

    func testAbout60LiveTilesAt1280x800() {
        let map = scene()
        var counts: [Int] = []
        for n in 0..<30 {
            _ = frame(map, at: Double(n) / 60)
            counts.append(map.counters.liveTiles)
        }
        XCTAssertTrue(counts.allSatisfy { (42...64).contains($0) }, "\(counts)")
        XCTAssertTrue(counts.contains { $0 >= 48 }, "visible plus a one-tile keep-buffer: \(counts)")
        XCTAssertGreaterThan(map.tiles.counters.uploads, 0)
    }

    func testTheFlingMovesTheOffsetAndRestartsAtRest() {
        let map = scene()
        let start = map.scrollView.contentOffset
        _ = frame(map, at: 0)
        XCTAssertEqual(map.flingCount, 1)
        XCTAssertTrue(map.scrollView.isDecelerating)
        _ = frame(map, at: 0.25)
        let moved = map.scrollView.contentOffset
        XCTAssertGreaterThan(moved.x - start.x, 100, "x velocity 1800 pt/s")
        XCTAssertGreaterThan(moved.y - start.y, 60, "y velocity 1100 pt/s")
        // Long after the fling decays, the next physics phase starts the other one.
        map.advancePhysics(to: 30)
        XCTAssertEqual(map.flingCount, 2)
        let rest = map.scrollView.contentOffset
        map.advancePhysics(to: 30.25)
        XCTAssertLessThan(map.scrollView.contentOffset.x, rest.x, "the second fling goes back")
    }

    func testTheFoldProgressesThenUnfolds() {
        let map = scene(viewport: Size(width: 640, height: 400))
        var angles: [Double] = []
        for n in 0...144 {
            map.advanceAnimations(to: 5 + Double(n) / 60)
            angles.append(map.foldAngle)
        }
        XCTAssertEqual(angles[0], 0, accuracy: 1e-12)
        let folding = Array(angles[0...71])
        XCTAssertEqual(folding, folding.sorted(), "the fold closes monotonically over 1.2 s")
        XCTAssertGreaterThan(angles[71], 1.5)
        XCTAssertGreaterThan(angles[72], 1.5, "the unfold starts closed")
        XCTAssertLessThan(angles[143], 0.05, "and opens again by 2.4 s")
        // The panel layers follow: at 45° the upper fold is turned, not flat.
        let list = frame(map, at: 5 + 0.3)
        XCTAssertGreaterThan(list.items.count, 4)
    }

    func testDraggingTheMapMovesItWithTheFinger() {
        let map = scene()
        _ = frame(map, at: 0)
        var frames = [ScriptedDrag.frame(time: 0.5, x: 600, y: 400, phase: .began)]
        for step in 1...30 { frames.append(ScriptedDrag.frame(time: 0.5 + Double(step) / 120, x: 600 - Double(step) * 10, y: 400)) }
        _ = frame(map, at: 0.49)
        let before = map.scrollView.contentOffset
        for (n, touch) in frames.enumerated() where n % 2 == 0 {
            _ = frame(map, at: touch.time, inputs: [touch] + (n + 1 < frames.count ? [frames[n + 1]] : []))
        }
        XCTAssertTrue(map.scrollView.isTracking, "the finger caught the fling")
        XCTAssertGreaterThan(map.scrollView.contentOffset.x - before.x, 200, "content follows a leftward drag")
        XCTAssertEqual(map.framesDelivered, frames.count)
    }

    func testVirtualTimeProfilesAreIdentical() throws {
        func run() throws -> (Data, Data, ProfileSummary) {
            let map = scene(viewport: Size(width: 320, height: 200))
            let renderer = try SDLFrameRenderer.headless(width: 320, height: 200)
            let drag = ScriptedDrag.circularDrag(start: 0, duration: 0.2, rate: 120, centerX: 160, centerY: 100,
                                                 radius: 40)
            let profiler = ProfileSession(frames: 40, rate: 60, time: .virtual).run(work: map, renderer: renderer,
                                                                                   input: drag)
            return (try profiler.summaryJSON(), try profiler.chromeTraceJSON(processName: "map"), profiler.summary())
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0, "identical summaries")
        XCTAssertEqual(first.1, second.1, "identical traces")
        XCTAssertEqual(first.2.frames, 40)
        XCTAssertEqual(first.2.missed, 0)
        XCTAssertEqual(first.2.presentIntervalMs.mean, 1000.0 / 60, accuracy: 1e-9)
        let trace = try XCTUnwrap(JSONSerialization.jsonObject(with: first.1) as? [String: Any])
        let events = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]])
        let liveTiles = events.filter { ($0["name"] as? String) == "live tiles" }
            .compactMap { ($0["args"] as? [String: Any])?["tiles"] as? Int }
        XCTAssertFalse(liveTiles.isEmpty, "live tiles exported as a counter")
        XCTAssertTrue(liveTiles.allSatisfy { $0 > 0 })
    }
}
