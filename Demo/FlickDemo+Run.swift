import Flick
import FlickEvdev
import Foundation

/// How the demo runs: it decides its input from the options and what the machine has (a
/// touchscreen, a display), with a clear message and a fallback for each thing missing,
/// runs the `DemoApp` in an `Application`, and prints the report, snapshots and profile.
extension FlickDemo {
    /// The built-in tour's name in messages.
    static let tourName = "Recordings/tour.evemu (built in)"

    /// Prints to standard error, control bytes escaped (a path or device name from outside
    /// cannot drive the terminal).
    func say(_ text: String) {
        FileHandle.standardError.write(Data((QuotedInput.escaping(text) + "\n").utf8))
    }

    /// The built-in tour: `DemoTour`, synthesized, so the demo needs no file to start; scripted
    /// for a window of `size` (in the default window, byte for byte what
    /// `Recordings/tour.evemu` holds).
    static func tourInput(
        in size: Size = DemoTour.windowSize, orientation: TouchscreenInput.Orientation = .init()
    ) -> ApplicationConfiguration.Input {
        let plain = !orientation.mirroredHorizontally && !orientation.mirroredVertically
        if size == DemoTour.windowSize, orientation.rotation == .none, plain {
            return .replayText(DemoTour.evemu(), name: tourName)
        }
        let text = DemoTour.evemu(
            in: size, rotation: orientation.rotation, mirroredHorizontally: orientation.mirroredHorizontally,
            mirroredVertically: orientation.mirroredVertically)
        var name = "the built-in tour for \(Int(size.width))x\(Int(size.height))"
        if orientation.rotation != .none { name += " on a touchscreen turned \(orientation.rotation.rawValue)°" }
        if !plain { name += ", mirrored" }
        return .replayText(text, name: name)
    }

    /// What drives the demo: `--replay`, `--device`, the first touchscreen found, or the tour
    /// scripted for a window of `size` on a touchscreen in `orientation`.
    func chooseInput(windowSize size: Size, orientation: TouchscreenInput.Orientation = .init())
        -> ApplicationConfiguration.Input
    {
        if let path = app.replay { return .replay(path) }
        if let device = app.device, !tour {
            if device != "auto" { return .device(device) }
            do { return .device(try DeviceDiscovery.firstTouchscreen()) } catch {
                say("flick-demo: \(error); playing the built-in tour instead")
            }
        } else if !tour {
            if let path = try? DeviceDiscovery.firstTouchscreen() {
                say("flick-demo: touchscreen found at \(path)")
                return .device(path)
            }
            say("flick-demo: no touchscreen found; playing the built-in tour (Recordings/tour.evemu)")
        }
        return Self.tourInput(in: size, orientation: orientation)
    }

    /// Runs the demo; returns the exit status.
    func launch() -> Int32 {
        var configuration: ApplicationConfiguration
        do {
            configuration = try app.configuration(title: "flick-demo")
        } catch {
            say("flick-demo: \(ApplicationOptions.message(for: error))")
            return 1
        }
        configuration.exitAfterReplay = exitsAfterReplay
        // The demo writes its snapshots itself, one per scene (no closing "final" one).
        configuration.snapshotDirectory = nil
        DisplayEnvironment.prepare(videoDriver: configuration.videoDriver)
        if !configuration.headless, configuration.videoDriver != DRMPresenter.videoDriverName,
            let problem = DisplayEnvironment.displayProblem()
        {
            if DRMPresenter.cardPaths().isEmpty {
                say("flick-demo: no display (\(problem)); running headless")
                configuration.headless = true
            } else {
                say("flick-demo: no display server (\(problem)); drawing straight to the panel")
                configuration.videoDriver = DRMPresenter.videoDriverName
            }
        }
        configuration.input = chooseInput(windowSize: Self.interfaceSize(configuration), orientation: configuration.orientation)
        let status = run(configuration)
        if status == 2, case .device = configuration.input {
            say("flick-demo: falling back to the built-in tour")
            configuration.input = Self.tourInput(
                in: Self.interfaceSize(configuration), orientation: configuration.orientation)
            return run(configuration) == 0 ? 0 : 1
        }
        return status
    }

    /// The size the demo's interface is laid out at, points, for the tour to be scripted for:
    /// `--window`, or the default; turned a quarter on a panel Flick's KMS presenter turns
    /// the picture of (elsewhere only the touches are turned).
    static func interfaceSize(_ configuration: ApplicationConfiguration) -> Size {
        if let size = configuration.windowSize { return size }
        let rotation = configuration.orientation.rotation
        let turned = rotation == .clockwise90 || rotation == .clockwise270
        guard turned, configuration.videoDriver == DRMPresenter.videoDriverName else { return DemoTour.windowSize }
        return Size(width: DemoTour.windowSize.height, height: DemoTour.windowSize.width)
    }

    /// One run with `configuration`: 0 done, 1 failed, 2 the touchscreen could not be read.
    private func run(_ configuration: ApplicationConfiguration) -> Int32 {
        let replay: Bool
        switch configuration.input {
        case .replay, .replayText: replay = true
        case .device, .automatic, .window: replay = false
        }
        // Headless replays run on virtual time, tiles and images drawn between frames as if
        // by another core (deterministic); live runs draw them on background queues.
        let virtual = configuration.headless && replay
        // Text: DejaVu Sans found by fontconfig (BitmapFont, with a logged error, if none).
        SystemFonts.installStandard()
        // A replay (the tour included) shows the same dates whatever day it runs, in a window
        // too: its touches were made for that layout (the week headers move with the weekday,
        // and the tour's star taps would land on one). Live, the list starts today.
        let firstDay = replay ? DemoTour.firstDay : Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
        var application: Application?
        let demo = DemoApp(
            size: configuration.windowSize ?? DemoTour.windowSize, firstDay: firstDay,
            work: virtual ? .betweenFrames : .background, profiler: { application?.profiler })
        let running = Application(window: demo.window, background: DemoApp.background)
        application = running
        running.quitsOnEscape = true
        running.prepareSnapshots()
        var problems: [String] = []
        demo.attach(
            to: running, announce: announceSettled ? { say("flick-demo: settled after \($0) touch frames") } : nil,
            announceNote: announceSettled ? { say("flick-demo: " + $0) } : nil
        ) {
            say("flick-demo: " + $0)
            problems.append($0)
        }
        var clock: (any FrameClock)?
        if virtual {
            let measured = MeasuredVirtualClock(measure: measure, slowdown: configuration.cpuSlowdown)
            measured.offFrameWork = { [unowned demo] in demo.drawBetweenFrames() }
            clock = measured
        }
        let place =
            configuration.videoDriver == DRMPresenter.videoDriverName ? "on the panel (KMS, no GPU)" : "in a window"
        say(
            "flick-demo: " + (configuration.headless ? "headless" : place)
                + (virtual
                    ? ", on virtual time (\(measure == .threadCPUTime ? "CPU" : "wall") time of work"
                        + (configuration.cpuSlowdown > 1
                            ? String(format: " × %g", configuration.cpuSlowdown) : "") + ")"
                    : ", in real time")
                + String(format: ", %g Hz", configuration.rate) + (configuration.startsLate ? ", late frame start" : "")
                + (configuration.redrawsLateInput ? ", late redraw" : "")
                + (configuration.resamplesTouches ? ", touch resampling" : "")
                + (configuration.touchPrediction > 0
                    ? String(format: ", %g ms prediction", configuration.touchPrediction * 1000) : "")
                + (replay && exitsAfterReplay || configuration.headless ? "" : " (Esc in a window, or Ctrl-C, ends it)")
        )
        let wallStart = Date()
        let report: ApplicationReport
        do {
            report = try running.run(configuration, clock: clock)
        } catch {
            say("flick-demo: \(error)")
            if case .device = configuration.input { return 2 }
            return 1
        }
        let wall = Date().timeIntervalSince(wallStart)
        if announceSettled {
            // A script that waited in vain for the settled line learns why.
            let blockers = demo.restBlockers(at: demo.window.currentTime)
            if !blockers.isEmpty { say("flick-demo: not at rest at the end: " + blockers.joined(separator: "; ")) }
        }
        say("flick-demo: \(report.input); \(report.display)")
        if let startup = report.startup {
            say(String(format: "flick-demo: first frame presented %.0f ms after the process started", startup * 1000))
        }
        if running.skippedIdleTime > 0 {
            say(
                "flick-demo: " + String(format: "%.1f s", running.skippedIdleTime)
                    + " of idle time (no finger down) skipped: pauses are cut to "
                    + String(format: "%.0f s", ApplicationConfiguration.settleLimit))
        }
        return finish(demo, running, report, problems: problems, wall: wall)
    }

    /// Prints the report, writes the snapshots and trace; `wall` is the run's wall time,
    /// seconds (read before any file is written).
    private func finish(
        _ demo: DemoApp, _ application: Application, _ report: ApplicationReport,
        problems: [String], wall: Double
    ) -> Int32 {
        var status: Int32 = 0
        var paths: [String] = []
        var names: Set<String> = []
        do {
            let snapshots = try application.takenSnapshots
            names = Set(snapshots.map(\.name))
            try FileManager.default.createDirectory(atPath: snapshotDirectory, withIntermediateDirectories: true)
            for (index, snapshot) in snapshots.enumerated() {
                let path = (snapshotDirectory as NSString).appendingPathComponent(
                    String(format: "%02d-%@.png", index + 1, snapshot.name))
                try ImageCodec.writePNG(snapshot.bitmap, to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        } catch {
            say("flick-demo: cannot write snapshots into \(snapshotDirectory): \(error.localizedDescription)")
            status = 1
        }
        let scenes = Set(demo.scenes.map { $0.name.lowercased() })
        print(
            DemoReport(
                app: demo, run: report, startTime: application.startTime, snapshotted: names.intersection(scenes),
                problems: problems
            ).text)
        print("Snapshots:")
        for path in paths { print("  \(path)") }
        guard let profiler = application.profiler else { return 1 }
        print(
            String(
                format: "Run: %.1f s on the frame clock in %.1f s of wall time, %d frames", report.duration, wall,
                profiler.frames))
        print("Profile summary:")
        print(profiler.summary().text)
        print("Render by scene:")
        let breakdown = SceneRenderBreakdown(
            records: profiler.records, shown: demo.shownScenes,
            names: demo.scenes.map(\.name))
        print(breakdown.lines.joined(separator: "\n"))
        if let path = profile {
            do {
                try profiler.chromeTraceJSON(processName: "flick-demo").write(to: URL(fileURLWithPath: path))
                print("Chrome trace: \(path)")
            } catch {
                say("flick-demo: cannot write the trace to \(path): \(error)")
                status = 1
            }
        }
        return status
    }
}
