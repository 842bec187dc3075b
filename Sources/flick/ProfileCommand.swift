import ArgumentParser
import Foundation
import FlickRuntime

/// `flick profile`: runs the frame pipeline headless for a number of frames and prints
/// where the time went (frame and CPU percentiles, phases, janky frames, missed deadlines,
/// hitch ratio, input latency, present interval), optionally exporting a Chrome trace and
/// an SVG chart.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Profile the frame pipeline headless: frame times, phases, hitches, input latency.",
        discussion: """
        Scenes: \(ProfileCommand.scenes.joined(separator: ", ")). The synthetic scene animates --layers layers \
        (springs, eased keyframes, layout, depth sort) and rasterises them in software. Without --replay it \
        is driven by a scripted 120 Hz circular drag, so input latency is measured too.
        """)

    /// The scenes this build can profile.
    static let scenes = ["synthetic"]
    /// Report rate of the scripted drag, Hz (our choice: a common touchscreen report rate).
    static let scriptedInputRate = 120.0

    @Option(help: "Scene to run (\(ProfileCommand.scenes.joined(separator: ", "))).")
    var scene = "synthetic"

    @Option(help: "Replay this evemu recording as the input (times from its first event).")
    var replay: String?

    @Option(help: "Frames to run.")
    var frames = 600

    @Option(help: "Frame rate in Hz.")
    var rate = FrameLoopConfiguration.defaultRate

    @Option(help: "Layers in the synthetic scene.")
    var layers = 300

    @Flag(help: "Run on virtual time (deterministic; phases cost no time unless the scene charges it).")
    var virtual = false

    @Option(help: "Write a Chrome Trace Event JSON file (opens in Perfetto).")
    var trace: String?

    @Option(help: "Write an SVG chart of frame times against the budget.")
    var svg: String?

    @Flag(help: "Print the summary as one JSON object (times in ms).")
    var json = false

    func validate() throws {
        guard Self.scenes.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)'; available: \(Self.scenes.joined(separator: ", "))")
        }
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        guard rate > 0 && rate.isFinite else { throw ValidationError("--rate must be a positive number of Hz") }
        guard layers > 0 else { throw ValidationError("--layers must be positive") }
    }

    func run() throws {
        let work = SyntheticScene(count: layers)
        let renderer = SyntheticRasterizer(width: Int(work.width), height: Int(work.height))
        let input: [PointerSample]
        if let replay {
            let text: String
            do {
                text = try String(contentsOfFile: replay, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(replay): \(error.localizedDescription)")
            }
            input = try EvemuPointerReader.samples(fromEvemu: text, file: replay, width: work.width, height: work.height)
        } else {
            let duration = max(0.5, Double(frames) / rate - 2 * ProfileSession.inputLead)
            input = PointerSample.circularDrag(start: 0, duration: duration, rate: Self.scriptedInputRate,
                                               centerX: work.width / 2, centerY: work.height / 2,
                                               radius: min(work.width, work.height) / 3)
        }
        let session = ProfileSession(frames: frames, rate: rate, time: virtual ? .virtual : .real)
        let profiler = session.run(work: work, renderer: renderer, input: input)
        if let trace {
            try profiler.chromeTraceJSON(processName: "flick profile \(scene)").write(to: URL(fileURLWithPath: trace))
        }
        if let svg {
            try Data(profiler.frameTimeSVG().utf8).write(to: URL(fileURLWithPath: svg))
        }
        if json {
            print(String(decoding: try profiler.summaryJSON(), as: UTF8.self))
        } else {
            print("scene             \(scene) (\(layers) layers, \(session.time.rawValue) time, "
                  + "\(replay ?? "scripted drag"))")
            print(profiler.summary().text)
            if let trace { print("trace             \(trace)") }
            if let svg { print("chart             \(svg)") }
        }
    }
}
