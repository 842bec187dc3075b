import FlickBenchmarks
import ArgumentParser
import FoundationEssentials
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene

/// `flick profile`: runs the frame pipeline headless for a number of frames and prints
/// where the time went (frame and CPU percentiles, phases, janky frames, missed deadlines,
/// hitch ratio, input latency, present interval), optionally exporting a Chrome trace and
/// an SVG chart.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Profile the frame pipeline headless: frame times, phases, hitches, input latency.",
        discussion: """
            Scenes: \(WorkloadScene.names). The map scene (default) scrolls a 256-point tiled \
            map (tiles drawn on a background worker, about 60 live) with a ScrollModel fling restarted at rest, under a \
            card folding and unfolding (FoldTransition), through the layer tree and display list into SDL's software \
            renderer, headless unless --window; a scripted flick every 2 s goes through its recognizers. The synthetic scene animates --layers layers (springs, eased \
            keyframes, layout, depth sort) and rasterises them in software, driven by a scripted 120 Hz circular drag \
            unless --replay. --replay FILE (evemu or libinput record) feeds the recording's touch frames, mapped onto \
            the scene's window, to the scene's recognizers.
            """)

    /// Report rate of the scripted drag, Hz (our choice: a common touchscreen report rate).
    static let scriptedInputRate = 120.0
    /// Map scene: a scripted flick every this many seconds (our choice: the fling of one
    /// is still running when the next finger lands, so touches catch a moving map).
    static let mapFlickPeriod = 2.0
    /// Map scene: each flick's travel, points, over `mapFlickDuration` (2500 pt/s release).
    static let mapFlickTravel = Point(x: -250, y: -150)
    /// Map scene: each flick's duration, seconds.
    static let mapFlickDuration = 0.1

    /// The map scene's scripted input over `duration` seconds: flicks from the centre.
    static func mapFlicks(duration: Double, viewport: Size) -> [TouchFrame] {
        ScriptedDrag.flicks(
            start: 0, duration: duration, period: mapFlickPeriod, rate: scriptedInputRate,
            from: Point(x: viewport.width / 2 + 200, y: viewport.height / 2 + 120),
            travel: mapFlickTravel, flickDuration: mapFlickDuration)
    }

    @Option(help: "Scene to run.")
    var scene = WorkloadScene.map

    @Option(help: "Replay this evemu recording as the input (times from its first event).")
    var replay: String?

    @Option(help: "Also read a live touchscreen (/dev/input/eventN) through libevdev (real time only).")
    var device: String?

    @Option(help: "Frames to run.")
    var frames = 600

    @Option(help: "Frames to run first without recording them (start-up: first tiles and textures).")
    var warmUp = 0

    @Option(help: "Frame rate in Hz.")
    var rate = FrameLoopConfiguration.defaultRate

    @Flag(
        inversion: .prefixedNo, help: "Start each frame at its deadline minus its predicted cost, draining input then.")
    var lateStart = true

    @Flag(
        inversion: .prefixedNo,
        help:
            "Draw a frame again with input that came after it started, abandoning the redraw when it runs out of time.")
    var lateRedraw = true

    @Flag(
        inversion: .prefixedNo,
        help: "Late redraw: when the redraw found no input, look once more as late as redrawing this frame allows.")
    var secondLook = true

    @Option(
        help:
            "Start the input this many ms later (0 to 1000): its reports then fall at another phase against the frame deadlines."
    )
    var replayDelay: Double = 0

    @Flag(
        inversion: .prefixedNo, help: "Resample moving touches 5 ms before each present (Android's input resampling).")
    var resample = true

    @Option(
        help:
            "Predict moving touches this many ms past the resampling instant (0 = off, at most 8; like iOS's predicted touches)."
    )
    var predictTouches: Double = 0

    @Option(help: "Layers in the synthetic scene.")
    var layers = 300

    @Flag(help: "Run on virtual time (deterministic; phases cost no time unless the scene charges it).")
    var virtual = false

    @Flag(help: "Run the frame thread on SCHED_FIFO so a loaded machine cannot wake it late.")
    var realtime = false

    @Option(help: "Write a Chrome Trace Event JSON file (opens in Perfetto).")
    var trace: String?

    @Option(help: "Write an SVG chart of frame times against the budget.")
    var svg: String?

    @Flag(
        help: "Map scene: present in an SDL window (a display, or SDL_VIDEODRIVER=dummy/offscreen) instead of headless."
    )
    var window = false

    @Flag(help: "Print the summary as one JSON object (times in ms).")
    var json = false

    func validate() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        guard warmUp >= 0 else { throw ValidationError("--warm-up must not be negative") }
        guard rate > 0 && rate.isFinite else { throw ValidationError("--rate must be a positive number of Hz") }
        guard layers > 0 else { throw ValidationError("--layers must be positive") }
        guard predictTouches >= 0, predictTouches <= TouchResampler.maximumPrediction * 1000 else {
            throw ValidationError("--predict-touches must be in 0…\(TouchResampler.maximumPrediction * 1000) ms")
        }
        guard resample || predictTouches == 0 else {
            throw ValidationError("--predict-touches needs resampling (drop --no-resample)")
        }
        guard device == nil || !virtual else { throw ValidationError("--device needs real time (drop --virtual)") }
        guard ApplicationOptions.replayDelayRange.contains(replayDelay) else {
            throw ValidationError(
                "--replay-delay must be from 0 to \(Int(ApplicationOptions.replayDelayRange.upperBound)) ms")
        }
    }

    func run() throws {
        SystemFonts.installStandard()  // tile labels in DejaVu Sans, as the demo draws them
        let input = try replay.map { try RecordedInput.touchFrames(path: $0, windowSize: scene.windowSize) }
        switch scene {
        case .map:
            // Virtual time needs deterministic tile arrival: tiles are drawn at once then.
            let work =
                virtual
                ? MapBenchmarkWorkload(worker: SynchronousTileWorker(draw: MapBenchmarkWorkload.drawTile))
                : MapBenchmarkWorkload()
            let renderer = try makeRenderer(size: work.viewport)
            let duration = max(0.5, Double(frames) / rate - 2 * ProfileSession.inputLead)
            try profile(
                work: work, renderer: renderer,
                input: input ?? Self.mapFlicks(duration: duration, viewport: work.viewport),
                detail:
                    "1280x800, \(MapBenchmarkWorkload.keepBuffer)-tile keep-buffer, fling + fold, \(renderer.describe)")
        case .synthetic:
            let work = SyntheticScene(count: layers)
            let renderer = SyntheticRasterizer(width: Int(work.width), height: Int(work.height))
            let duration = max(0.5, Double(frames) / rate - 2 * ProfileSession.inputLead)
            let drag = ScriptedDrag.circularDrag(
                start: 0, duration: duration, rate: Self.scriptedInputRate,
                centerX: work.width / 2, centerY: work.height / 2,
                radius: min(work.width, work.height) / 3)
            try profile(work: work, renderer: renderer, input: input ?? drag, detail: "\(layers) layers")
        }
    }

    /// The SDL renderer: a window when `--window` and a display (or SDL_VIDEODRIVER) allow,
    /// else a headless software surface.
    private func makeRenderer(size: Size) throws -> SDLFrameRenderer {
        if window {
            do {
                return try SDLFrameRenderer.window(
                    title: "flick profile", width: Int(size.width),
                    height: Int(size.height))
            } catch let error as RenderError {
                writeStandardError("flick profile: \(error); rendering headless")
            }
        }
        // XRGB like a software window's surface: the same copies and blends as in a window.
        return try SDLFrameRenderer.headless(width: Int(size.width), height: Int(size.height), opaque: true)
    }

    private func profile<Work: FrameWork, Renderer: FrameRenderer>(
        work: Work, renderer: Renderer, input: [TouchFrame],
        detail: String
    ) throws
    where Work.Input == TouchFrame, Renderer.DisplayList == Work.DisplayList {
        let session = ProfileSession(
            frames: frames, rate: rate, time: virtual ? .virtual : .real, warmUpFrames: warmUp,
            startsLate: lateStart, redrawsLateInput: lateRedraw, looksAgainLate: secondLook,
            replayDelay: replayDelay / 1000)
        let scheduling = realtime && !virtual ? (RealtimeScheduling.request() ? "SCHED_FIFO" : "refused") : nil
        let live: [EvdevInputSource] =
            try device.map { path in
                let source = try EvdevInputSource(path: path)
                source.setWindowSize(scene.windowSize)
                return [source]
            } ?? []
        let resampling = resample ? TouchResampling(prediction: predictTouches / 1000) : nil
        let profiler = session.run(
            work: work, renderer: renderer, input: input, live: live.map { $0 }, resampler: resampling)
        if let trace {
            try OutputFile.write(
                String(
                    decoding: try profiler.chromeTraceJSON(processName: "flick profile \(scene.rawValue)"),
                    as: UTF8.self), to: trace)
        }
        if let svg {
            try OutputFile.write(profiler.frameTimeSVG(), to: svg)
        }
        if json {
            try StandardOutput.line(String(decoding: try profiler.summaryJSON(), as: UTF8.self))
        } else {
            let source =
                (replay ?? scene.scriptedInput)
                + (device.map { " + live \($0)" } ?? "")
            let loopOptions: String =
                (lateStart ? ", late frame start" : "") + (lateRedraw ? ", late redraw" : "")
                + (lateRedraw && secondLook ? ", second look" : "")
                + (replayDelay > 0 ? String(printf: ", input %g ms later", replayDelay) : "")
                + (resample ? ", touch resampling" : "")
            print(
                "scene             \(scene.rawValue) (\(detail), \(session.time.rawValue) time, \(warmUp) warm-up frames, "
                    + "\(source)\(scheduling.map { ", real-time scheduling \($0)" } ?? "")" + loopOptions
                    + (predictTouches > 0 ? String(printf: ", %g ms prediction", predictTouches) : "") + ")")
            print(profiler.summary().text)
            if let trace { print("trace             \(trace)") }
            if let svg { print("chart             \(svg)") }
        }
    }
}

extension SDLFrameRenderer {
    /// "headless software" or "window (driver, renderer, vsync)".
    var describe: String {
        switch target {
        case .headless: return "SDL software renderer, headless"
        case .drm(let presenter): return "SDL software renderer on \(presenter.path) (\(presenter.connectorName), KMS)"
        case .window(let presenter):
            return "SDL window (\(presenter.videoDriver), \(presenter.rendererName), vsync \(presenter.hasVSync))"
        }
    }
}
