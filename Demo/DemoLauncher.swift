import FlickEvdev
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
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

    /// The built-in tour: the catalogue's `tour` entry, synthesized (byte for byte what
    /// `Recordings/tour.evemu` holds), so the demo needs no file to start.
    static func tourRecording() throws -> Recording {
        guard let entry = GestureCatalogue.entry(named: "tour") else {
            throw EvemuError(file: "tour", line: 0, message: "expected the tour in the gesture catalogue")
        }
        return try Recording(parsing: GestureCatalogue.evemu(for: entry), fileName: "Recordings/tour.evemu (built in)")
    }

    func chooseInput() -> Input? {
        if let path = options.replay {
            do {
                let recording = try RecordingFile.load(path: path)
                try recording.checkIsTouchscreen(allowTouchpad: true)
                return .replay(recording)
            } catch {
                say("flick-demo: cannot replay \(path): \(error)")
                return nil
            }
        }
        if let device = options.device, !options.tour {
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

    /// Opens a window, or explains why not and returns `nil` (headless fallback).
    func openWindow() -> WindowPresenter? {
        guard !options.headless else { return nil }
        do {
            return try WindowPresenter(title: "Flick demo", width: Int(windowSize.width), height: Int(windowSize.height),
                                       vsync: false)
        } catch {
            say("flick-demo: \(error); running headless")
            return nil
        }
    }

    /// Runs the demo; returns the exit status.
    func launch() -> Int32 {
        guard var input = chooseInput() else { return 1 }
        let rotation = WindowMapping.Rotation(degrees: options.rotate) ?? .none
        let window = openWindow()
        var device: EvdevInputSource?
        if case .device(let path) = input {
            do {
                device = try Self.openDevice(path: path, windowSize: windowSize, rotation: rotation)
                say("flick-demo: reading \(path) (\(device!.source.device.description.name))")
            } catch {
                say("flick-demo: \(error)\nflick-demo: falling back to the built-in tour")
                guard let tour = try? Self.tourRecording() else { return 1 }
                input = .replay(tour)
            }
        }
        let target: SDLFrameRenderer.Target
        if let window {
            target = .window(window)
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
            frames = recording.touchFrames(mapping: recording.mapping(windowSize: windowSize, rotation: rotation))
            say("flick-demo: replaying \(recording.path): \(frames!.count) frames, "
                + String(format: "%.1f s at %.2gx", recording.duration, options.speed))
        }
        let virtual = window == nil && device == nil
        let clock: any FrameClock = virtual ? MeasuredVirtualClock() : MonotonicClock()
        var live: [any InputSource<TouchFrame>] = []
        if let device { live.append(device) }
        let events = window.map { _ in SDLEventSource(clock: clock, windowSize: windowSize, renderer: renderer) }
        if let events { live.append(events) }
        let firstDay = virtual ? DemoRun.tourFirstDay : Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
        let run = DemoRun(frames: frames, speed: options.speed, renderer: renderer, clock: clock, extraInputs: live,
                          firstDay: firstDay, work: virtual ? .betweenFrames : .background, rate: options.rate)
        if run.skippedIdleTime > 0 {
            say("flick-demo: " + String(format: "%.1f s", run.skippedIdleTime)
                + " of idle time (no finger down) skipped: pauses are cut to "
                + String(format: "%.0f s", DemoRun.settleLimit))
        }
        events?.onKey = { key, time in
            switch key {
            case .scene(let index): run.app.select(index, at: time)
            case .hud: run.app.toggleHUD(at: time)
            case .quit: run.stopRequested = true
            }
        }
        device?.onGone = { path in
            let message = "\(path) was unplugged: its touches were cancelled"
                + (window != nil ? "; the mouse and SDL touch still work" : "; ending the run")
            say("flick-demo: " + message)
            run.note(message)
            if window == nil { run.stopRequested = true }
        }
        let interrupt = Interrupt(run.interruption)
        say("flick-demo: " + (window != nil ? "in a window" : "headless") + (virtual ? ", on virtual time" : ", in real time")
            + (frames == nil ? " (Esc or Ctrl-C ends it)" : ""))
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
            let paths = try run.writeSnapshots(to: options.snapshots)
            print("Snapshots:")
            for path in paths { print("  \(path)") }
        } catch {
            say("flick-demo: cannot write snapshots into \(options.snapshots): \(error.localizedDescription)")
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
