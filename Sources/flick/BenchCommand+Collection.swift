import ArgumentParser
import FlickBenchmarks
import FlickInput
import FlickRuntime
import FoundationEssentials

extension BenchCommand {
    /// `flick bench collection`: the toolkit's CPU time per frame (touch routing, scroll
    /// physics, layout with the flow layout's visible-rectangle query and cell reuse, display
    /// list) for `CollectionBenchmarkScene` — 10,000 items in a flow layout flung at speed,
    /// as `flick bench ui` does for a list — p50/p99.
    struct Collection: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "collection",
            abstract: "Toolkit CPU time per frame: a 10,000-item flow layout flung at speed (p50/p99).")

        @Option(help: "Frames to measure (after warm-up).")
        var frames = 3000

        @Option(help: "Frame rate in Hz: the virtual time step of the physics.")
        var rate = FrameLoopConfiguration.defaultRate

        @Flag(help: "Print one JSON object: {\"frames\", \"p50_ms\", \"p99_ms\", \"max_ms\", \"mean_ms\"}.")
        var json = false

        func validate() throws {
            guard frames > 0, rate > 0, rate.isFinite else {
                throw ValidationError("--frames and --rate must be positive")
            }
        }

        func run() throws {
            let scene = CollectionBenchmarkScene()
            let work = WindowFrameWork(window: scene.window)
            let duration = Double(frames + FrameBenchmark.defaultWarmup) / rate
            // The flicks of `flick bench ui`: every 0.6 s, 300 pt in 50 ms, up and down.
            let flicks = ScriptedDrag.flicks(
                start: 0.1, duration: duration, period: UI.flickPeriod, rate: ProfileCommand.scriptedInputRate,
                from: Point(x: 400, y: 450), travel: Point(x: 0, y: -UI.flickTravel), flickDuration: UI.flickDuration)
            let result = FrameBenchmark.measure(work, inputs: [ReplayInputSource(flicks)], frames: frames, rate: rate)
            if json {
                print(String(decoding: try result.json(), as: UTF8.self))
                return
            }
            let view = scene.collectionView
            print(
                "collection: \(scene.itemCount) items in a flow layout, \(Int(CollectionBenchmarkScene.size.width))"
                    + "×\(Int(CollectionBenchmarkScene.size.height)) window, flung every \(UI.flickPeriod) s "
                    + "(\(Int(UI.flickTravel / UI.flickDuration)) pt/s), \(view.visibleCells.count) live cells, "
                    + "\(view.queuedViewCount) queued, at \(String(printf: "%g", rate)) Hz")
            print(result.text)
        }
    }
}
