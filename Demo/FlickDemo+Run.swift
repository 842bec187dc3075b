import Flick
import FlickEvdev
import Foundation

/// Decides what the demo runs from its options and what the machine has (touchscreen,
/// display), with a clear message and a fallback for each thing that is missing, then
/// runs it and writes the results.
struct DemoLauncher {
    let options: FlickDemo
    let windowSize = WindowMapping.defaultWindowSize

    /// What drives the demo.
    enum Input {
        case device(String)
        case replay(Recording)
    }

    /// Prints to standard error, control bytes escaped (a path or device name from outside
    /// cannot drive the terminal).
    func say(_ text: String) {
        FileHandle.standardError.write(Data((QuotedInput.escaping(text) + "\n").utf8))
    }

    /// The built-in tour: `DemoTour`, synthesized (byte for byte what
    /// `Recordings/tour.evemu` holds), so the demo needs no file to start.
    static func tourRecording() throws -> Recording {
        try Recording(parsing: DemoTour.evemu(), fileName: "Recordings/tour.evemu (built in)")
    }

    func chooseInput() -> Input? {
        if let path = options.app.replay {
            do {
                let recording = try RecordingFile.load(path: path)
                try recording.checkIsTouchscreen(allowTouchpad: true)
                return .replay(recording)
            } catch {
                say("flick-demo: cannot replay \(path): \(error)")
                return nil
            }
        }
        if let device = options.app.device, !options.tour {
            if device != "auto" { return .device(device) }
            do { return .device(try DeviceDiscovery.firstTouchscreen()) } catch {
                say("flick-demo: \(error); playing the built-in tour instead")
            }
        } else if !options.tour {
            if let path = try? DeviceDiscovery.firstTouchscreen() {
                say("flick-demo: touchscreen found at \(path)")
                return .device(path)
            }
            say("flick-demo: no touchscreen found; playing the built-in tour (Recordings/tour.evemu)")
        }
        do { return .replay(try Self.tourRecording()) } catch {
            say("flick-demo: the built-in tour is broken: \(error)")
            return nil
        }
    }

    /// Opens the touchscreen at `path`, mapped onto `windowSize` turned by `rotation`.
    /// Throws `EvdevError` (permission, missing node, not an evdev device) or
    /// `RecordingError.notATouchscreen`.
    static func openDevice(path: String, windowSize: Size, rotation: WindowMapping.Rotation) throws -> EvdevInputSource {
        let source = try EvdevInputSource(path: path)
        let description = source.source.device.description
        switch description.classification {
        case .touchscreen: break
        case .touchpad, .other:
            throw RecordingError.notATouchscreen(path: path, name: description.name,
                                                 classification: description.classification)
        }
        source.source.setMapping(WindowMapping(description: description, windowSize: windowSize, rotation: rotation))
        return source
    }

    /// Opens a window (`--window WxH`, else the default size; full screen when `fullScreen`),
    /// or explains why not and returns `nil` (headless fallback).
    func openWindow(fullScreen: Bool = false) -> WindowPresenter? {
        guard !options.app.headless else { return nil }
        let size = options.app.windowSize ?? windowSize
        do {
            let presenter = try WindowPresenter(title: "Flick demo", width: Int(size.width), height: Int(size.height),
                                                vsync: false)
            if fullScreen { DisplayEnvironment.makeFullScreen(presenter) }
            return presenter
        } catch {
            say("flick-demo: \(error); running headless")
            return nil
        }
    }

    /// Runs the demo; returns the exit status.
    func launch() -> Int32 {
        DisplayEnvironment.prepare(videoDriver: options.app.videoDriver)
        guard var input = chooseInput() else { return 1 }
        let orientation = options.app.orientation
        var touchscreen: TouchscreenInput?
        if case .device(let path) = input {
            do {
                touchscreen = try TouchscreenInput(selection: .path(path), orientation: orientation,
                                                   placement: .filling(windowSize), watchesForDevices: !options.app.headless)
                if touchscreen?.device == nil { throw EvdevError.notFound(path: path) }
                say("flick-demo: reading \(path) (\(touchscreen?.deviceName ?? "?"))")
            } catch {
                say("flick-demo: \(error)\nflick-demo: falling back to the built-in tour")
                guard let tour = try? Self.tourRecording() else { return 1 }
                input = .replay(tour)
                touchscreen = nil
            }
        }
        // Full screen on a touchscreen: a kiosk, where no key may end the run (a barcode
        // scanner types letters, and whoever stands at it may plug a keyboard in).
        let fullScreen = touchscreen != nil && options.app.window == nil
        let window = openWindow(fullScreen: fullScreen)
        if window != nil, touchscreen == nil {
            // In a window a touchscreen plugged in later is picked up (hot-plug).
            touchscreen = try? TouchscreenInput(selection: .automatic, orientation: orientation,
                                                placement: .filling(windowSize))
        }
        let target: SDLFrameRenderer.Target
        if let window {
            target = .window(window)
            say("flick-demo: " + DisplayEnvironment.description(of: window))
        } else {
            do {
                // XRGB like a software window's surface, so the profile reads as in a window.
                target = .headless(try HeadlessRenderer(pixelWidth: Int(windowSize.width), pixelHeight: Int(windowSize.height),
                                                        opaque: true))
            } catch {
                say("flick-demo: cannot render even headless: \(error)")
                return 1
            }
        }
        let renderer = SDLFrameRenderer(target: target, background: DemoApp.background)
        var frames: [TouchFrame]?
        if case .replay(let recording) = input {
            frames = recording.touchFrames(mapping: recording.mapping(
                windowSize: windowSize, rotation: orientation.rotation, mirroredHorizontally: orientation.mirroredHorizontally,
                mirroredVertically: orientation.mirroredVertically, calibration: orientation.calibration))
            say("flick-demo: replaying \(recording.path): \(frames!.count) frames, "
                + String(format: "%.1f s at %.2gx", recording.duration, options.app.speed))
        }
        let virtual = window == nil && touchscreen == nil
        let clock: any FrameClock = virtual ? MeasuredVirtualClock(measure: options.measure) : MonotonicClock()
        var live: [any InputSource<TouchFrame>] = []
        if let touchscreen { live.append(touchscreen) }
        let windowInput = window.map {
            // Live, the demo is laid out at the window's size; a replay keeps the tour's 1280×800.
            DemoWindowInput(presenter: $0, renderer: renderer, clock: clock, touchscreen: touchscreen,
                            layout: frames == nil ? .followingWindow : .letterboxed(DemoTour.windowSize))
        }
        if let windowInput { live.append(windowInput) }
        // Text: DejaVu Sans found by fontconfig (BitmapFont, with a logged error, if none).
        SystemFonts.installStandard()
        // A replay (the tour included) shows the same dates whatever day it runs, in a window
        // too: its touches were made for that layout (the week headers move with the weekday,
        // and the tour's star taps would land on one). Live, the list starts today.
        let firstDay = virtual || frames != nil
            ? DemoRun.tourFirstDay : Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
        let configuration: ApplicationConfiguration
        do {
            configuration = try options.app.configuration(title: "flick-demo")
        } catch {
            say("flick-demo: \(ApplicationOptions.message(for: error))")
            return 1
        }
        let run = DemoRun(frames: frames, speed: options.app.speed, renderer: renderer, clock: clock, extraInputs: live,
                          firstDay: firstDay, work: virtual ? .betweenFrames : .background, configuration: configuration)
        if run.skippedIdleTime > 0 {
            say("flick-demo: " + String(format: "%.1f s", run.skippedIdleTime)
                + " of idle time (no finger down) skipped: pauses are cut to "
                + String(format: "%.0f s", DemoRun.settleLimit))
        }
        run.exitsAfterReplay = window == nil || options.exitsAfterReplay
        if options.announceSettled { run.onSettled = { say("flick-demo: settled after \($0) touch frames") } }
        windowInput?.onResize = { size in run.app.resize(to: size, at: run.clock.now()) }
        windowInput?.sdl.onEvent = { event, time in
            switch event {
            case .key(let name):
                if let digit = Int(name), (1...run.app.scenes.count).contains(digit) {
                    run.app.select(digit - 1, at: time)
                } else if name == "F1" {
                    run.app.toggleHUD(at: time)
                } else if name == "Escape", !fullScreen {
                    run.stopRequested = true
                } else if name == "R", let touchscreen {
                    let turned = WindowMapping.Rotation(degrees: touchscreen.orientation.rotation.rawValue + 90) ?? .none
                    touchscreen.orientation.rotation = turned
                    run.app.report.note("touchscreen turned to \(turned.rawValue)°", at: time)
                }
            case .orientationChanged(let rotation):
                touchscreen?.orientation.rotation = rotation
                windowInput?.followGeometry()
                run.app.report.note("display orientation \(rotation.rawValue)°", at: time)
            case .quit:
                run.stopRequested = true
            case .resized, .touchscreenAdded, .touchscreenRemoved:
                break
            }
        }
        touchscreen?.onChange = { change in
            windowInput?.touchscreenChanged()
            switch change {
            case .touchscreenAdded(let path):
                say("flick-demo: touchscreen \(path) plugged in: reading it (\(touchscreen?.deviceName ?? "?"))")
                run.app.report.note("touchscreen \(path) plugged in", at: run.clock.now())
            case .touchscreenRemoved(let path):
                let message = "\(path) was unplugged: its touches were cancelled"
                    + (window != nil ? "; the mouse and SDL touch still work" : "; ending the run")
                say("flick-demo: " + message)
                run.note(message)
                if window == nil { run.stopRequested = true }
            default:
                break
            }
        }
        let interrupt = Interrupt(run.interruption)
        // SCHED_FIFO in real time when asked (`--realtime`): the late start leaves a frame
        // about 2 ms of margin, which a thread woken late by other processes overruns.
        let realtime = configuration.realtimeScheduling && !virtual ? RealtimeScheduling.request() : nil
        defer { if realtime == true { RealtimeScheduling.relinquish() } }
        let scheduling = realtime.map { $0 ? ", SCHED_FIFO" : ", real-time scheduling refused" } ?? ""
        say("flick-demo: " + (window != nil ? "in a window" : "headless")
            + (virtual ? ", on virtual time (\(options.measure == .threadCPUTime ? "CPU" : "wall") time of work)" : ", in real time")
            + String(format: ", %g Hz", options.app.rate) + scheduling + (configuration.startsLate ? ", late frame start" : "")
            + (configuration.redrawsLateInput ? ", late redraw" : "")
            + (configuration.resamplesTouches ? ", touch resampling" : "")
            + (configuration.touchPrediction > 0 ? String(format: ", %g ms prediction", configuration.touchPrediction * 1000) : "")
            + (frames == nil || !run.exitsAfterReplay ? (fullScreen ? " (Ctrl-C or SIGINT ends it)" : " (Esc or Ctrl-C ends it)") : ""))
        let wallStart = Date()
        run.run()
        interrupt.cancel()
        let wall = Date().timeIntervalSince(wallStart)
        let elapsed = run.clock.now() - run.startTime
        return finish(run, wall: wall, elapsed: elapsed)
    }

    /// Prints the report, writes the snapshots and trace; `wall` and `elapsed` are the run's
    /// wall time and frame-clock time, seconds (read before any file is written).
    private func finish(_ run: DemoRun, wall: Double, elapsed: Double) -> Int32 {
        var status: Int32 = 0
        print(run.reportText())
        do {
            let paths = try run.writeSnapshots(to: options.snapshotDirectory)
            print("Snapshots:")
            for path in paths { print("  \(path)") }
        } catch {
            say("flick-demo: cannot write snapshots into \(options.snapshotDirectory): \(error.localizedDescription)")
            status = 1
        }
        print(String(format: "Run: %.1f s on the frame clock in %.1f s of wall time, %d frames", elapsed, wall,
                     run.profiler.frames))
        print("Profile summary:")
        print(run.profiler.summary().text)
        print("Render by scene:")
        let breakdown = SceneRenderBreakdown(records: run.profiler.records, shown: run.app.shownScenes,
                                             names: run.app.scenes.map(\.name))
        print(breakdown.lines.joined(separator: "\n"))
        if let path = options.profile {
            do {
                try run.profiler.chromeTraceJSON(processName: "flick-demo").write(to: URL(fileURLWithPath: path))
                print("Chrome trace: \(path)")
            } catch {
                say("flick-demo: cannot write the trace to \(path): \(error)")
                status = 1
            }
        }
        return status
    }
}

/// Ctrl-C ends the run cleanly (the report, snapshots and trace are still written).
final class Interrupt {
    private let source: DispatchSourceSignal

    /// Sets `flag` on SIGINT until cancelled.
    init(_ flag: StopFlag) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { flag.set() }
        source.resume()
    }

    /// Restores the default SIGINT handling.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}

/// A flag another thread may set (the signal handler) and the frame loop reads.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Sets the flag.
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    /// True once set.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
