@testable import FlickBenchmarks
import FlickInput
@testable import FlickRuntime
import FlickScene
import Foundation
import XCTest

/// A tile worker that finishes every request at once without drawing: the scheduling of
/// the real scene without the cost of drawing pixels in a debug build.
final class BlankTileWorker: TileWorker {
    private var finished: [TileResult] = []
    func submit(_ requests: [TileRequest]) {
        finished += requests.map { TileResult(key: $0.key, generation: $0.generation, bitmap: $0.bitmap) }
    }
    func takeFinished() -> [TileResult] {
        defer { finished = [] }
        return finished
    }
}

final class MapBenchmarkWorkloadTests: XCTestCase {
    private func scene(viewport: Size = MapBenchmarkWorkload.defaultViewport, card: Size = MapBenchmarkWorkload.defaultCardSize) -> MapBenchmarkWorkload {
        MapBenchmarkWorkload(viewport: viewport, cardSize: card, worker: BlankTileWorker())
    }

    func testTheProceduralTileDrawsAMap() {
        let worker = SynchronousTileWorker(draw: MapBenchmarkWorkload.drawTile)
        var tiles = TiledContent(grid: TileGrid(contentSize: MapBenchmarkWorkload.contentSize, keepBuffer: 0))
        worker.submit(tiles.update(visible: Rect(x: 0, y: 0, width: 200, height: 200), zoom: 1))
        let results = worker.takeFinished()
        XCTAssertEqual(results.count, 1)
        let bitmap = results[0].bitmap
        XCTAssertEqual(bitmap.width, 256)
        XCTAssertEqual(bitmap[100, 100].alpha, 255, "opaque land")
        XCTAssertEqual(bitmap[1, 100], RGBA8(red: 255, green: 217, blue: 115, alpha: 255), "an arterial road at the edge")
        XCTAssertEqual(bitmap[64, 30], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "a street every 64 points")
    }

    /// Runs the engine phases of one frame at `target`.
    private func frame(_ scene: MapBenchmarkWorkload, at target: Double, inputs: [TouchFrame] = []) -> DisplayList {
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
        // The panel layers follow: mid-fold the upper fold is turned, not flat.
        let list = frame(map, at: 5 + 0.3)
        XCTAssertGreaterThan(list.items.count, 4)
        let upper = try? XCTUnwrap(map.card.layer(for: .upperFold))
        XCTAssertEqual(upper?.isHidden, false)
        XCTAssertEqual(upper?.transform, map.fold.panels(angle: map.foldAngle).first { $0.role == .upperFold }?.transform)
        XCTAssertNotEqual(upper?.transform, map.fold.panels(angle: 0).first { $0.role == .upperFold }?.transform)
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
            let map = scene(viewport: Size(width: 320, height: 200), card: Size(width: 120, height: 80))
            let renderer = try SDLFrameRenderer.headless(width: 320, height: 200)
            let drag = ScriptedDrag.circularDrag(start: 0, duration: 0.1, rate: 120, centerX: 160, centerY: 100,
                                                 radius: 40)
            let profiler = ProfileSession(frames: 20, rate: 60, time: .virtual).run(work: map, renderer: renderer,
                                                                                   input: drag)
            return (try profiler.summaryJSON(), try profiler.chromeTraceJSON(processName: "map"), profiler.summary())
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0, "identical summaries")
        XCTAssertEqual(first.1, second.1, "identical traces")
        XCTAssertEqual(first.2.frames, 20)
        XCTAssertEqual(first.2.missed, 0)
        XCTAssertEqual(first.2.presentIntervalMs.mean, 1000.0 / 60, accuracy: 1e-9)
        let trace = try XCTUnwrap(JSONSerialization.jsonObject(with: first.1) as? [String: Any])
        let events = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]])
        let liveTiles = events.filter { ($0["name"] as? String) == "live tiles" }
            .compactMap { ($0["args"] as? [String: Any])?["tiles"] as? Int }
        XCTAssertFalse(liveTiles.isEmpty, "live tiles exported as a counter")
        XCTAssertTrue(liveTiles.allSatisfy { $0 > 0 })
    }

    func testAScriptedFlickThroughTheRecognizersFlingsTheMap() {
        let map = scene()
        let flicks = ScriptedDrag.flicks(start: 1, duration: 1.5, period: 2, rate: 120, from: Point(x: 800, y: 500),
                                         travel: Point(x: -250, y: 0), flickDuration: 0.1)
        let replay = ReplayInputSource(flicks)
        var offsets: [Double] = []
        for n in 0..<120 {
            let t = Double(n) / 60
            _ = frame(map, at: t, inputs: replay.drain(upTo: t))
            offsets.append(map.scrollView.contentOffset.x)
        }
        XCTAssertEqual(replay.remaining, 0)
        XCTAssertEqual(map.flingCount, 1, "the programmatic fling ran until the finger landed")
        XCTAssertTrue(map.scrollView.isDecelerating, "released at 2500 pt/s: a fling")
        XCTAssertGreaterThan(offsets[119] - offsets[75], 300, "the flick's fling carries the map on")
    }
}
