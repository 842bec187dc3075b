import ArgumentParser
import Foundation
import FlickRuntime

/// `flick bench frame`: the engine's CPU time per frame without rasterisation and present
/// (input, gestures, physics, animation, layout, display list), p50/p99, for a scene driven
/// by a scripted drag. A subcommand of `flick bench` (registered where `BenchCommand` lists
/// its subcommands).
struct BenchFrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Engine CPU time per frame without rasterisation and present (p50/p99).")

    /// The scenes this build can benchmark.
    static let scenes = ["synthetic"]

    @Option(help: "Scene to run (\(BenchFrameCommand.scenes.joined(separator: ", "))).")
    var scene = "synthetic"

    @Option(help: "Frames to measure (after warm-up).")
    var frames = 2000

    @Option(help: "Frame rate in Hz: the virtual time step of physics and animation.")
    var rate = FrameLoopConfiguration.defaultRate

    @Option(help: "Layers in the synthetic scene.")
    var layers = 300

    @Flag(help: "Print one JSON object: {\"frames\", \"p50_ms\", \"p99_ms\", \"max_ms\", \"mean_ms\"}.")
    var json = false

    func validate() throws {
        guard Self.scenes.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)'; available: \(Self.scenes.joined(separator: ", "))")
        }
        guard frames > 0, layers > 0, rate > 0, rate.isFinite else {
            throw ValidationError("--frames, --layers and --rate must be positive")
        }
    }

    func run() throws {
        let work = SyntheticScene(count: layers)
        let duration = Double(frames + FrameBenchmark.defaultWarmup) / rate
        let drag = PointerSample.circularDrag(start: 0, duration: duration, rate: ProfileCommand.scriptedInputRate,
                                              centerX: work.width / 2, centerY: work.height / 2,
                                              radius: min(work.width, work.height) / 3)
        let result = FrameBenchmark.measure(work, inputs: [ReplayInputSource(drag)], frames: frames, rate: rate)
        if json {
            print(String(decoding: try result.json(), as: UTF8.self))
        } else {
            print("scene \(scene) (\(layers) layers) at \(String(format: "%g", rate)) Hz")
            print(result.text)
        }
    }
}
