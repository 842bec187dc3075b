import FlickBenchmarks
import ArgumentParser
import FlickRender
import FlickRuntime
import FlickScene
import FoundationEssentials

/// `flick bench frame`: the engine's CPU time per frame without rasterisation and present
/// (input, gestures, physics, animation, layout, display list), p50/p99, for a scene. The
/// map scene runs its fling and fold, with a scripted flick every 2 s, with tiles drawn on the background worker (not the
/// frame thread, so not counted); the synthetic scene is driven by a scripted drag. A
/// subcommand of `flick bench`.
struct BenchFrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Engine CPU time per frame without rasterisation and present (p50/p99).")

    @Option(help: "Scene to run.")
    var scene = WorkloadScene.map

    @Option(help: "Frames to measure (after warm-up).")
    var frames = 2000

    @Option(help: "Frame rate in Hz: the virtual time step of physics and animation.")
    var rate = FrameLoopConfiguration.defaultRate

    @Option(help: "Layers in the synthetic scene.")
    var layers = 300

    @Flag(help: "Print one JSON object: {\"frames\", \"p50_ms\", \"p99_ms\", \"max_ms\", \"mean_ms\"}.")
    var json = false

    func validate() throws {
        guard frames > 0, layers > 0, rate > 0, rate.isFinite else {
            throw ValidationError("--frames, --layers and --rate must be positive")
        }
    }

    func run() throws {
        SystemFonts.installStandard() // tile labels in DejaVu Sans, as the demo draws them
        let result: FrameBenchmark.Result
        let detail: String
        switch scene {
        case .map:
            let worker = BackgroundTileWorker(draw: MapBenchmarkWorkload.drawTile)
            let work = MapBenchmarkWorkload(worker: worker)
            let flicks = ProfileCommand.mapFlicks(duration: Double(frames + FrameBenchmark.defaultWarmup) / rate,
                                                  viewport: work.viewport)
            // Frames run back to back: let the worker catch up between them, outside the
            // measurement, as it does at a real 60 Hz (tiles never block the frame).
            result = FrameBenchmark.measure(work, inputs: [ReplayInputSource(flicks)], frames: frames, rate: rate,
                                            betweenFrames: { worker.waitUntilIdle() })
            detail = "map: \(work.counters.liveTiles) live tiles, \(work.tiles.counters.poolAllocations) tile "
                + "bitmaps allocated, \(work.framesDelivered) touch frames of scripted flicks, fold running"
        case .synthetic:
            let work = SyntheticScene(count: layers)
            let duration = Double(frames + FrameBenchmark.defaultWarmup) / rate
            let drag = ScriptedDrag.circularDrag(start: 0, duration: duration, rate: ProfileCommand.scriptedInputRate,
                                                 centerX: work.width / 2, centerY: work.height / 2,
                                                 radius: min(work.width, work.height) / 3)
            result = FrameBenchmark.measure(work, inputs: [ReplayInputSource(drag)], frames: frames, rate: rate)
            detail = "synthetic: \(layers) layers"
        }
        if json {
            try StandardOutput.line(String(decoding: try result.json(), as: UTF8.self))
        } else {
            print("scene \(detail), at \(String(printf: "%g", rate)) Hz")
            print(result.text)
        }
    }
}
