import FlickAnimation
import FlickEvdev
import FlickInput
import FlickRender
import FlickScene
import FlickUI
import FoundationEssentials

/// The application entry: runs a toolkit `Window` in the frame loop, fed by
/// a touchscreen (libevdev, hot-plugged), a window's SDL touch and mouse, or a replayed
/// recording, drawn into an SDL window or headless into memory. The same app runs live on
/// a kiosk, in a desktop window, or headless on virtual time from a recording (tests, CI):
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
/// // … add views, recognizers, controls …
/// let app = Application(window: window)
/// let report = try app.run(options.configuration())   // options: ApplicationOptions
/// ```
///
/// Each frame (`WindowFrameWork`): pending events are applied (a resize sets the window's
/// frame, which re-lays it out; a display rotation turns the panel's mapping; the hooks
/// see every event), touch frames go to `window.handle(_:)` in time order, deadlines fire
/// with `window.advance(to:)`, then layout and `window.displayList(at:)` go to the renderer.
/// The window's `displayScale` is the display's (a window's pixel size against its points,
/// followed when it moves to another display), unless the configuration sets one.
///
/// Everything runs on the calling thread; only the touchscreen probe of a hot-plug runs on
/// a background queue. Run on the main thread, blocks posted to `DispatchQueue.main` and
/// `@MainActor` tasks run between frames (from any thread: posting wakes the loop). At rest
/// the window is drawn on demand: no frame and no wake-up but one every 2 s
/// (`FrameLoopConfiguration.idleRecheck`) until input, a window event or posted work; an app
/// that sets `onFrame` is called, and drawn, every frame.
public final class Application {
    /// The window run.
    public let window: Window
    /// The colour frames are cleared to.
    public var background: Color
    /// Called on the frame thread for every application event (keys, resizes, rotations,
    /// touchscreens, quit) with the frame's time, after the application applied it.
    public var onEvent: ((ApplicationEvent, Double) -> Void)?
    /// Called once per frame with the frame's target time (seconds): an app's model update.
    public var onFrame: ((Double) -> Void)?
    /// The report hook: called with the report when a run ends, before `run` returns.
    public var onFinish: ((ApplicationReport) -> Void)?
    /// Called on the frame thread before each frame's display list is made, with its target
    /// time (seconds), after layout: content an app sets lazily for the frame about to be
    /// drawn (an image drawn in the background and now ready, glyphs for the display's
    /// scale). Unlike `onFrame` it asks for no frame: at rest nothing is drawn, and it is not
    /// called.
    public var willDraw: ((Double) -> Void)?
    /// An app's own condition for rest besides the window's (`Window.isSettled`), such as
    /// content still being drawn in the background: a replay's run ends, and `onSettled` is
    /// called, only once both hold. `nil`: the window's alone.
    public var restCondition: (() -> Bool)?
    /// Called on the frame thread each time the window (with `restCondition`) comes to rest
    /// after it was not (or after touches came, though a single frame took them all in), the
    /// first time once the run's first frames have settled: scripts
    /// driving a live app act once it is up, and once a gesture's effects are done, not
    /// after a guessed time.
    public var onSettled: (() -> Void)?

    /// Runs `work` on the frame thread once the app is at rest (`isSettled`: no finger down,
    /// nothing moving) and its loop would sleep (frames on demand), outside any frame, so no
    /// frame's deadline waits for it: preparing a screen not shown yet, rasterizing glyphs,
    /// filling a cache (Flutter's idle-priority tasks, `SchedulerBinding.scheduleTask` with
    /// `Priority.idle`). Pieces run one at a time, oldest first, each followed by a frame (whose
    /// cost is learned as a step of its own: it draws or uploads what the piece made); split
    /// long work into pieces of a few milliseconds, since input that comes while one runs waits
    /// for it (`TextEngine.glyphPreparation` splits glyph preparation so). Pieces still
    /// waiting when a run ends are dropped; while every frame is drawn (`onFrame` set,
    /// `drawsOnDemand` off) none runs. Call it on the frame thread (from another thread, post
    /// the call to the main queue).
    public func performWhenIdle(_ work: @escaping () -> Void) {
        idleTasks.append(work)
    }

    /// Called on the frame thread when a run's loop has ended, before its last snapshots are
    /// taken and its report made: an app takes its closing snapshots here
    /// (`takeSnapshotOfScreen(named:)`).
    public var willEnd: (() -> Void)?
    /// The app's counters for each frame's profile record (live tiles, uploads, pool hits);
    /// `nil`: none.
    public var frameCounters: (() -> FrameCounters)?
    /// Touch frames routed to the window in the current (or last) run.
    public var touchFramesRouted: Int { work?.framesRouted ?? 0 }
    /// Seconds cut from the current (or last) replay: pauses with no finger down longer than
    /// `ApplicationConfiguration.settleLimit` are shortened to it, so a recording that waits
    /// for hours (a kiosk left alone) replays in bounded time.
    public private(set) var skippedIdleTime = 0.0
    /// When the current (or last) run started on its clock, seconds: the origin of the
    /// report's times.
    public private(set) var startTime = 0.0
    /// When true, Escape ends a run in a desktop window (not full screen) when no view
    /// handled it, as closing the window does. False by default: no key ever quits a
    /// full-screen app, and none quits a kiosk (a barcode scanner types any letter); an app
    /// that wants Escape to quit opts in.
    public var quitsOnEscape = false
    /// The frame profiler of the current (or last) run.
    public private(set) var profiler: FrameProfiler?
    /// The touchscreen input of the current run, when one is read or waited for (released,
    /// like the renderer and the SDL input, when the run returns).
    public private(set) var touchscreen: TouchscreenInput?
    /// The evdev keyboards of the current run on a panel with no display server (or headless
    /// with a touchscreen), typing with `ApplicationConfiguration.keyboardLayout`.
    public private(set) var keyboards: EvdevKeyboardInput?
    /// The SDL event input of the current run, in a window.
    public private(set) var sdlInput: SDLInputSource?
    /// The renderer of the current run.
    public private(set) var renderer: SDLFrameRenderer?
    /// The clock of the current run.
    public private(set) var clock: (any FrameClock)?
    /// The interface rotation applied to the touchscreen now (start: the configuration's).
    public private(set) var rotation: WindowMapping.Rotation = .none

    private var stopRequested = false
    private var work: WindowFrameWork?
    private var preparesSnapshots = false
    /// Whether the app was at rest at the last check; false at the start, so the first rest
    /// (the first frames drawn and settled) is announced too.
    private var wasSettled = false
    /// Touch frames routed when rest was last announced: a frame that takes in a whole tap
    /// (down and up between two checks, as when frames are slow or drawn without pause) left
    /// rest although no check saw it.
    private var framesRoutedAtRest = 0
    /// Work waiting for the app's next rest (`performWhenIdle(_:)`), oldest first.
    private var idleTasks: [() -> Void] = []
    /// True from a piece of idle work until the next frame begins: that frame runs the
    /// piece's follow-up (`idleWorkStepKey`).
    private var idleWorkBeforeFrame = false
    /// The layout size of a replay shown in a window: the recording's touches were made for
    /// it, so the window's content keeps it, scaled to fit and centred.
    private var replayLayoutSize: Size?
    private var posted: [ApplicationEvent] = []
    private var seen: [ApplicationReport.TimedEvent] = []
    private var pendingSnapshots: [String] = []
    /// Snapshots as captured on the frame thread, converted when written or asked for.
    private var snapshots: [(name: String, pixels: PixelCapture)] = []
    private var problems: [String] = []
    private var presenter: WindowPresenter?
    /// The panel drawn on through Flick's KMS presenter, when no window is used.
    private var panel: DRMPresenter?
    /// The kiosk's VT, held while the app runs on the panel (`holdsTerminal`).
    public private(set) var terminal: VirtualTerminal?
    private var isFullScreen = false
    /// The window's interface rotation the display shows (`showInterfaceRotation()`).
    private var shownInterfaceRotation = WindowMapping.Rotation.none
    private var lastGeometry: (output: Size, window: Rect)?
    /// The configuration's display scale, when it overrides the display's.
    private var scaleOverride: Double?

    /// An application running `window` (white background, as UIKit's default window colour
    /// is the app's to choose).
    public init(window: Window, background: Color = Color(white: 1)) {
        self.window = window
        self.background = background
    }

    // MARK: - Control during a run

    /// Ends the run after the current frame.
    public func stop() { stopRequested = true }

    /// Queues `event` for the next frame, as if it came from the display or a device (apps
    /// and tests: a resize, a rotation).
    public func post(_ event: ApplicationEvent) { posted.append(event) }

    /// Takes a snapshot of the frame being drawn, named `name`, once it is presented; written
    /// as `NN-name.png` into the configuration's snapshot folder at the end of the run.
    public func takeSnapshot(named name: String) {
        pendingSnapshots.append(name)
        // Its memory made ready in the background while the frame is drawn.
        renderer?.prepareCapture()
    }

    /// Makes the memory snapshots need ready (in the background), now or when the next run
    /// starts, so a snapshot taken during a frame allocates nothing there. A run that writes
    /// snapshots (`ApplicationConfiguration.snapshotDirectory`) does this itself; an app that
    /// takes them for its own use (`takeSnapshotOfScreen(named:)`, `takenSnapshots`) asks.
    public func prepareSnapshots() {
        preparesSnapshots = true
        renderer?.prepareCapture()
    }

    /// Takes a snapshot of what is on screen now (the frame presented last), named `name`,
    /// at once: before a change made now is drawn (a screen about to be left).
    public func takeSnapshotOfScreen(named name: String) { capture(name) }

    /// Tells the window the device turned to `orientation` (an accelerometer, a key, a
    /// display's orientation event): the interface turns, animated, when its controllers
    /// allow the matching interface orientation (`Window.deviceOrientationDidChange(to:animated:)`),
    /// and the display follows before the next frame is drawn: on Flick's panel presenter the
    /// picture and the touches turn; headless the surface takes the turned size and the
    /// touchscreen's mapping turns; a desktop window takes the turned size, as a device
    /// simulator's does. SDL's full screen cannot turn its picture: there the turn is
    /// refused, with a problem in the report (use `--video-driver drm` on a kiosk).
    public func setDeviceOrientation(_ orientation: DeviceOrientation, animated: Bool = true) {
        if presenter != nil, isFullScreen {
            let problem =
                "the interface cannot be turned on SDL's full screen (\(presenter!.videoDriver)): "
                + "use --video-driver drm to turn it on a panel"
            if !problems.contains(problem) { problems.append(problem) }
            return
        }
        window.deviceOrientationDidChange(to: orientation, animated: animated)
    }

    /// Carries out on the display a turn of the window's interface made since the last
    /// frame (`setDeviceOrientation(_:animated:)`, or the app's own
    /// `Window.setInterfaceOrientation(_:animated:)`), before the frame is drawn.
    private func showInterfaceRotation() {
        let wanted = window.interfaceRotation
        guard wanted != shownInterfaceRotation else { return }
        let turn = WindowMapping.Rotation(degrees: wanted.rawValue - shownInterfaceRotation.rawValue) ?? .none
        shownInterfaceRotation = wanted
        let size = window.bounds.size
        if let presenter {
            if isFullScreen {
                problems.append(
                    "the interface turned to \(window.interfaceOrientation.rawValue) on SDL's full screen, which "
                        + "cannot turn its picture: only the touches were turned")
                rotation = WindowMapping.Rotation(degrees: rotation.rawValue + turn.rawValue) ?? .none
                touchscreen?.orientation.rotation = rotation
            } else {
                DisplayEnvironment.resize(presenter, to: size)
            }
            return
        }
        rotation = WindowMapping.Rotation(degrees: rotation.rawValue + turn.rawValue) ?? .none
        touchscreen?.orientation.rotation = rotation
        touchscreen?.placement = .filling(size)
        if let panel {
            do { try panel.setRotation(rotation) } catch {
                problems.append("the interface could not be turned to \(rotation.rawValue)°: \(error)")
            }
        } else if let renderer {
            do {
                try renderer.resizeHeadlessSurface(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
            } catch { problems.append("no headless surface for the turned interface: \(error)") }
            if preparesSnapshots { renderer.prepareCapture() }
        }
    }

    /// Turns the touchscreen's mapping to `rotation` and lays the window out again.
    /// On a panel driven by Flick's KMS presenter the drawn interface turns too: the window
    /// is laid out at the turned size and each frame is turned onto the panel
    /// (`DRMPresenter.setRotation(_:)`); in a window the display server turns the picture.
    public func setRotation(_ rotation: WindowMapping.Rotation) {
        self.rotation = rotation
        touchscreen?.orientation.rotation = rotation
        // The interface keeps its orientation: the panel is named turned against it.
        let back = WindowMapping.Rotation(degrees: -rotation.rawValue) ?? .none
        window.nameOrientations(native: window.interfaceOrientation.turned(by: back), turnedBy: rotation)
        shownInterfaceRotation = rotation
        if let panel {
            do {
                try panel.setRotation(rotation)
                let size = Size(width: Double(panel.interfaceSize.width), height: Double(panel.interfaceSize.height))
                posted.append(.resized(size))
            } catch {
                problems.append("the interface could not be turned to \(rotation.rawValue)°: \(error)")
            }
        }
        window.setNeedsLayout()
    }

    // MARK: - Running

    /// Runs until the window closes (or Escape in a desktop window, `quitsOnEscape`), the replay has played and
    /// settled (headless, or with `exitAfterReplay`), the touchscreen goes away (headless),
    /// or `stop()`. `clock` replaces the clock the configuration implies (tests pass a
    /// `ManualFrameClock` for identical runs). Throws `ApplicationError` when the input
    /// cannot be read or nothing can be drawn.
    @discardableResult
    public func run(_ configuration: ApplicationConfiguration, clock givenClock: (any FrameClock)? = nil) throws
        -> ApplicationReport
    {
        reset()
        DisplayEnvironment.prepare(videoDriver: configuration.videoDriver)
        rotation = configuration.orientation.rotation
        var contentSize = configuration.windowSize ?? ApplicationConfiguration.defaultWindowSize

        // Input.
        // A replay's touches are mapped once the display has set the content's size.
        var replay: (recording: Recording, name: String)?
        var inputDescription = "SDL touch and mouse"
        switch configuration.input {
        case .replay(let path):
            replay = (try Self.loadReplay(of: path) { try RecordingFile.load(path: path) }, path)
        case .replayText(let text, let name):
            replay = (try Self.loadReplay(of: name) { try Recording(parsing: text, fileName: name) }, name)
        case .device(let path):
            touchscreen = try Self.openTouchscreen(.path(path), configuration, size: contentSize)
            inputDescription = path
        case .automatic:
            touchscreen = try Self.openTouchscreen(.automatic, configuration, size: contentSize)
            inputDescription =
                touchscreen?.device.map { $0.source.device.path } ?? "SDL touch and mouse (no touchscreen yet)"
        case .window:
            break
        }
        if configuration.headless, replay == nil, touchscreen?.device == nil {
            throw ApplicationError("headless needs input: --replay FILE, or a touchscreen (none found)")
        }

        // Display: an SDL window (or SDL's full screen on KMS), else Flick's own KMS presenter
        // on a panel with no display server (`--video-driver drm`, or when no window opens
        // and a panel is attached).
        var panel: DRMPresenter?
        if !configuration.headless, configuration.videoDriver == DRMPresenter.videoDriverName {
            do { panel = try DRMPresenter(rotation: rotation, output: configuration.drmOutput) } catch {
                problems.append("no panel (\(error)); running headless")
                if replay == nil, touchscreen?.device == nil { throw ApplicationError("\(error)") }
            }
        } else if !configuration.headless {
            do {
                let makeWindow = { [configuration, contentSize] in
                    try WindowPresenter(
                        title: configuration.title, width: Int(contentSize.width),
                        height: Int(contentSize.height), vsync: false, renderer: configuration.renderer)
                }
                var window: WindowPresenter? = try makeWindow()
                // SDL's KMSDRM with only the CPU to draw: Flick's presenter writes the frames
                // straight to the panel instead.
                // (No binding of the window here: the only reference must go before the panel opens.)
                let renderer = window?.rendererName ?? "?"
                let prefersPanel = window.map {
                    DisplayEnvironment.prefersPanel(
                        overWindowOn: $0.videoDriver, drawsOnCPU: $0.drawsOnCPU,
                        askedDriver: configuration.videoDriver, renderer: configuration.renderer)
                } ?? false
                if prefersPanel {
                    window = nil  // SDL closes the card (DRM master) for Flick's presenter to take it
                    do {
                        panel = try DRMPresenter(rotation: rotation, output: configuration.drmOutput)
                        log.notice("SDL's KMSDRM draws with \(renderer) on the CPU: drawing straight to the panel")
                    } catch {
                        problems.append(
                            "SDL's KMSDRM draws with \(renderer) on the CPU, and Flick's KMS presenter could not "
                                + "open the panel (\(error)): SDL's KMSDRM kept")
                        window = try makeWindow()
                    }
                }
                if let opened = window {
                    if let fallback = opened.fallback { problems.append(fallback) }
                    if configuration.windowSize == nil, touchscreen?.device != nil {
                        DisplayEnvironment.makeFullScreen(opened)
                        isFullScreen = true
                    }
                    presenter = opened
                    // A replay keeps the size its touches were made for; live, the window's own.
                    if replay == nil {
                        contentSize = DisplayEnvironment.windowSize(of: opened)
                    } else {
                        replayLayoutSize = contentSize
                    }
                }
            } catch {
                if configuration.videoDriver == nil, !DRMPresenter.cardPaths().isEmpty,
                    let opened = try? DRMPresenter(rotation: rotation, output: configuration.drmOutput)
                {
                    log.info("no window (\(error)): drawing straight to the panel")
                    panel = opened
                } else {
                    problems.append("no window (\(error)); running headless")
                    if replay == nil, touchscreen?.device == nil { throw ApplicationError("\(error)") }
                }
            }
        }
        if let panel {
            isFullScreen = true
            // The interface's size: the panel's, turned by the rotation.
            let size = Size(width: Double(panel.interfaceSize.width), height: Double(panel.interfaceSize.height))
            if case .replay = configuration.input, size != contentSize {
                problems.append(
                    "the replay was made for \(Int(contentSize.width))x\(Int(contentSize.height)); "
                        + "the interface on the panel is \(Int(size.width))x\(Int(size.height)): its touches are "
                        + "mapped onto it")
            }
            contentSize = size
        }
        let replayFrames = replay.map { replay in
            Self.frames(of: replay.recording, size: contentSize, orientation: configuration.orientation)
        }
        if let replay, let replayFrames {
            inputDescription = "replay of \(replay.name) (\(replayFrames.count) touch frames)"
        }
        let target: SDLFrameRenderer.Target
        if let presenter {
            target = .window(presenter)
        } else if let panel {
            target = .drm(panel)
            self.panel = panel
            panel.onConnectionChange = { [unowned self, unowned panel] attached in
                problems.append(
                    attached
                        ? "\(panel.connectorName) came back: its mode was set again and frames are shown"
                        : "\(panel.connectorName) was disconnected mid-run: the app ran on, its frames not shown")
            }
        } else {
            do {
                let scale = configuration.displayScale ?? 1
                target = .headless(
                    try HeadlessRenderer(
                        pixelWidth: Int((contentSize.width * scale).rounded()),
                        pixelHeight: Int((contentSize.height * scale).rounded()), scale: scale,
                        opaque: true))
            } catch {
                throw ApplicationError("cannot render even headless: \(error)")
            }
        }
        let renderer = SDLFrameRenderer(target: target, background: background)
        self.renderer = renderer
        // A run that writes snapshots takes one at its end at least: its memory is made ready in
        // the background now (an app that takes none keeps the 4 MB free).
        if configuration.snapshotDirectory != nil || preparesSnapshots { renderer.prepareCapture() }
        var display =
            presenter.map(DisplayEnvironment.description(of:))
            ?? panel.map(\.description)
            ?? "headless \(Int(contentSize.width))x\(Int(contentSize.height))"

        // Clock and sources.
        let shown = presenter != nil || panel != nil
        // A kiosk on the panel keeps its VT: no Ctrl+Alt+Fn away from it, no console over it.
        if configuration.holdsTerminal, panel != nil || presenter?.videoDriver.lowercased() == "kmsdrm" {
            do { terminal = try VirtualTerminal() } catch {
                if case .refused = error { problems.append("\(error)") } else { log.info("\(error)") }
            }
        }
        if let terminal { display += "; holding the VT (\(terminal.path): keyboard off, switches refused)" }
        let virtual = !shown && touchscreen?.device == nil
        let clock: any FrameClock =
            givenClock ?? (virtual ? MeasuredVirtualClock(slowdown: configuration.cpuSlowdown) : MonotonicClock())
        self.clock = clock
        startTime = clock.now()
        // The panel's own orientation and the interface's turn against it (`--rotate`).
        let panelSize =
            panel.map { Size(width: Double($0.width), height: Double($0.height)) }
            ?? (rotation.rawValue % 180 == 0 ? contentSize : Size(width: contentSize.height, height: contentSize.width))
        window.nameOrientations(native: .native(for: panelSize), turnedBy: rotation)
        shownInterfaceRotation = rotation
        window.frame = Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        scaleOverride = configuration.displayScale
        window.displayScale = scaleOverride ?? presenter?.renderer.scale ?? 1
        var inputs: [any InputSource<TouchFrame>] = []
        if let touchscreen {
            touchscreen.placement = .filling(contentSize)
            touchscreen.onChange = { [unowned self] change in post(change) }
            inputs.append(touchscreen)
        }
        if presenter == nil, replay == nil, panel != nil || touchscreen != nil {
            openKeyboards(layout: configuration.keyboardLayout, options: configuration.keyboardOptions)
            if let keyboards { inputs.append(keyboards) }
        }
        if presenter != nil {
            let sdl = SDLInputSource(clock: clock, windowSize: contentSize, renderer: renderer)
            if let name = touchscreen?.deviceName { sdl.translator.libevdevDevices = [name] }
            sdlInput = sdl
            inputs.append(sdl)
            window.pasteboard = SDLPasteboard()
        }
        var replayEnd: Double?
        if let frames = replayFrames {
            let (scaled, skipped) = TouchFrame.compressingIdleGaps(
                frames.map { frame -> TouchFrame in
                    var copy = frame
                    copy.time /= configuration.speed
                    return copy
                }, longerThan: ApplicationConfiguration.settleLimit)
            skippedIdleTime = skipped
            if skipped > 0 {
                inputDescription += String(
                    printf: "; %.1f s of idle time cut to %.0f s pauses", skipped,
                    ApplicationConfiguration.settleLimit)
            }
            let offset = startTime + ApplicationConfiguration.inputLead + configuration.replayDelay
            inputs.append(ReplayInputSource(scaled, offset: offset))
            replayEnd = offset + (scaled.last?.time ?? 0)
        }

        // The loop.
        let work = WindowFrameWork(window: window)
        self.work = work
        work.beforeInput = { [unowned self] time in beginFrame(at: time) }
        work.onFrame = { [unowned self] target in onFrame?(target) }
        work.drawsEveryFrame = { [unowned self] in onFrame != nil }
        work.willDraw = { [unowned self] target in
            willDraw?(target)
            showInterfaceRotation()
        }
        work.counterSource = { [unowned self] in frameCounters?() ?? FrameCounters() }
        work.frameStartWork = { [unowned self] in
            switch (pendingSnapshots.isEmpty, idleWorkBeforeFrame) {
            case (true, false): nil
            case (true, true): Self.idleWorkStepKey
            case (false, false): Self.snapshotStepKey
            case (false, true): Self.snapshotStepKey ^ Self.idleWorkStepKey
            }
        }
        let profiler = FrameProfiler(rate: configuration.rate)
        self.profiler = profiler
        let loop = FrameLoop(
            work: work, renderer: renderer, clock: clock, inputs: inputs,
            configuration: configuration.frameLoop, resampler: configuration.makeTouchResampling(),
            profiler: profiler)
        loop.idleWork = { [unowned self] in
            // At rest, not only asleep: a finger resting on the window lets the loop sleep, and
            // its next move must not wait for a piece.
            guard !idleTasks.isEmpty, isSettled else { return false }
            idleTasks.removeFirst()()
            idleWorkBeforeFrame = true
            return true
        }
        // The renderer's deferred uploads change nothing shown: no frame follows them, so the
        // deadline grid and the frames of a run do not depend on how many there were.
        // Asked at every sleep: the renderer's own check first, the app's rest (which may walk
        // its views) only when there is a piece.
        loop.quietWork = { [unowned self] in renderer.hasIdleWork && isSettled && renderer.performIdleWork() }
        var realtime = false
        if configuration.realtimeScheduling && !virtual {
            realtime = RealtimeScheduling.request()
            if realtime {
                log.info("frame loop on SCHED_FIFO \(RealtimeScheduling.defaultPriority)")
            } else {
                problems.append(
                    "real-time scheduling refused (needs root, CAP_SYS_NICE or RLIMIT_RTPRIO): running without it")
            }
        }
        defer { if realtime { RealtimeScheduling.relinquish() } }
        let endsWithReplay = !shown || configuration.exitAfterReplay
        let headlessDevice = !shown && touchscreen != nil
        let interrupt = Interruption()
        loop.run {
            if stopRequested || renderer.quitRequested || interrupt.isSet { return false }
            if headlessDevice, touchscreen?.device == nil { return false }
            if let onSettled {
                // Asked only when someone listens: the app's rest condition may walk its views.
                let settled = isSettled
                let routed = work.framesRouted
                if settled, !wasSettled || routed != framesRoutedAtRest {
                    framesRoutedAtRest = routed
                    onSettled()
                }
                wasSettled = settled
            }
            guard endsWithReplay, let end = replayEnd else { return true }
            let now = clock.now()
            if now < end + ApplicationConfiguration.settleAllowance { return true }
            return !isSettled && now < end + ApplicationConfiguration.settleLimit
        }
        interrupt.cancel()
        idleTasks.removeAll()
        if interrupt.isSet { problems.append("interrupted (SIGINT or SIGTERM): the run ended early") }
        takePendingSnapshots()
        let taken = snapshots.count
        willEnd?()
        takePendingSnapshots()
        // A run that writes snapshots ends with one of its last frame, unless the app took
        // its own closing ones (`willEnd`).
        if configuration.snapshotDirectory != nil, snapshots.count == taken { capture("final") }

        var paths: [String] = []
        if let directory = configuration.snapshotDirectory {
            do { paths = try write(snapshots, to: directory) } catch {
                problems.append("cannot write snapshots into \(directory): \(error)")
            }
        }
        var report = ApplicationReport(
            input: inputDescription, display: display, frames: loop.frameCount,
            touchFrames: work.framesRouted, duration: clock.now() - startTime, events: seen,
            snapshotPaths: paths, problems: problems, profile: profiler.summary())
        if clock is MonotonicClock, let first = profiler.records.first {
            report.startup = ProcessStart.seconds(toMonotonic: first.shown, now: clock.now())
        }
        onFinish?(report)
        // The window closes (and SDL's video subsystem is released) when the run returns.
        if sdlInput != nil { window.pasteboard = ProcessPasteboard.shared }
        presenter = nil
        panel = nil
        terminal = nil
        self.renderer = nil
        sdlInput = nil
        touchscreen = nil
        keyboards = nil
        return report
    }

    /// True when the window and the app's `restCondition` are at rest.
    public var isSettled: Bool { (work?.isSettled ?? true) && (restCondition?() ?? true) }

    /// Keys a frame that starts by reading back a snapshot (`WindowFrameWork.frameStartWork`).
    static let snapshotStepKey = 0x534E_4150
    /// Keys the frame after a piece of idle work (`performWhenIdle`): what the piece made may be
    /// drawn or uploaded in it (glyphs rasterized into an atlas page the frame draws text from
    /// are uploaded then; a page the piece filled is a new 1024² texture), so it is predicted
    /// from the frames after earlier pieces, not from the key's frames at rest, and does not
    /// teach them its cost.
    static let idleWorkStepKey = 0x4944_4C45

    /// The snapshots taken in the last run, in order (converted from the frames' pixels now).
    public var takenSnapshots: [(name: String, bitmap: Bitmap)] {
        get throws { try snapshots.map { ($0.name, try $0.pixels.bitmap()) } }
    }

    private func reset() {
        stopRequested = false
        posted.removeAll()
        seen.removeAll()
        pendingSnapshots.removeAll()
        snapshots.removeAll()
        problems.removeAll()
        touchscreen = nil
        sdlInput = nil
        keyboards = nil
        lastGeometry = nil
        isFullScreen = false
        wasSettled = false
        framesRoutedAtRest = 0
        skippedIdleTime = 0
        replayLayoutSize = nil
    }

    /// The recording `load` reads (`name` in messages), checked to be a touchscreen's.
    static func loadReplay(of name: String, load: () throws -> Recording) throws -> Recording {
        do {
            let recording = try load()
            try recording.checkIsTouchscreen(allowTouchpad: true)
            return recording
        } catch {
            throw ApplicationError("cannot replay \(name): \(error)")
        }
    }

    /// The touch frames of `recording` mapped onto a window of `size` as the panel's
    /// `orientation` says.
    static func frames(of recording: Recording, size: Size, orientation: TouchscreenInput.Orientation) -> [TouchFrame] {
        recording.touchFrames(
            mapping: recording.mapping(
                windowSize: size, rotation: orientation.rotation,
                mirroredHorizontally: orientation.mirroredHorizontally,
                mirroredVertically: orientation.mirroredVertically, calibration: orientation.calibration))
    }

    static func openTouchscreen(
        _ selection: TouchscreenInput.Selection, _ configuration: ApplicationConfiguration,
        size: Size
    ) throws -> TouchscreenInput {
        do {
            return try TouchscreenInput(
                selection: selection, orientation: configuration.orientation,
                placement: .filling(size), watchesForDevices: true)
        } catch {
            throw ApplicationError("cannot read the touchscreen: \(error)")
        }
    }

    // MARK: - Per frame

    /// The start of a frame's input phase: snapshots of the frame presented last, the
    /// window's geometry, then every pending event.
    private func beginFrame(at time: Double) {
        idleWorkBeforeFrame = false
        takePendingSnapshots()
        if let presenter { followGeometry(of: presenter) }
        var events = posted
        posted.removeAll()
        if let sdl = sdlInput { events += sdl.takeEvents() }
        for event in events { apply(event, at: time) }
        if let keyboards {
            for (input, at) in keyboards.take(upTo: time) { handle(input, at: at) }
            window.isHardwareKeyboardAttached = keyboards.isAttached
        }
        if let sdl = sdlInput {
            for (input, at) in sdl.takeKeyboardInputs() { handle(input, at: at) }
            sdl.setTextInputActive(window.firstResponder is any KeyInput)
            sdl.setTextInputRect(window.textInputRect)
        }
    }

    /// Hands a hardware keyboard's key or text to the window (its first responder). A key
    /// tells the window a hardware keyboard is attached (the on-screen one then stays
    /// hidden). Escape no view handled ends the run only in a desktop window that opted in
    /// (`quitsOnEscape`).
    public func handle(_ input: KeyboardInput, at time: Double) {
        switch input {
        case .key(let event):
            window.isHardwareKeyboardAttached = true
            let handled = window.handleKey(event)
            if !handled, event.key == .escape, event.phase == .pressed, quitsOnEscape, presenter != nil, !isFullScreen {
                stopRequested = true
            }
        case .text(let text):
            window.insertText(text)
        case .composition(let text, let cursor):
            window.setMarkedText(text, cursor: cursor)
        }
    }

    /// Reads the evdev keyboards with `layout` (an unknown one: a problem naming it, then `us`)
    /// and xkb `options`.
    private func openKeyboards(layout: String, options: String?) {
        let (keyboard, problem) = XKBKeyboard.opening(layout: layout, options: options)
        if let problem { problems.append(problem) }
        guard let keyboard else { return }
        keyboards = EvdevKeyboardInput(keyboard: keyboard)
    }

    /// Reads the window's size and place on its output; a change re-lays the window out and
    /// remaps the touchscreen.
    private func followGeometry(of presenter: WindowPresenter) {
        let geometry = DisplayEnvironment.windowOnOutput(presenter)
        if let last = lastGeometry, last.output == geometry.output, last.window == geometry.window { return }
        let resized =
            lastGeometry.map { $0.window.size != geometry.window.size } ?? (geometry.window.size != window.frame.size)
        lastGeometry = geometry
        // Moved to another display or resized: the display's pixels per point may have changed.
        presenter.refreshScale()
        window.displayScale = scaleOverride ?? presenter.renderer.scale
        if let layout = replayLayoutSize {
            // A replay's layout stays; the window shows it letterboxed, and a touchscreen maps
            // onto the same area.
            if resized {
                DisplayEnvironment.letterbox(presenter, to: geometry.window.size == layout ? nil : layout)
            }
            touchscreen?.placement = .letterboxed(layout, in: geometry.window, outputSize: geometry.output)
            return
        }
        touchscreen?.placement = PanelPlacement(
            outputSize: geometry.output, contentFrame: geometry.window,
            contentSize: geometry.window.size)
        if resized { posted.append(.resized(geometry.window.size)) }
    }

    private func apply(_ event: ApplicationEvent, at time: Double) {
        switch event {
        case .resized(let size):
            window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            sdlInput?.translator.windowSize = size
            if presenter == nil { touchscreen?.placement = .filling(size) }
        case .orientationChanged(let rotation):
            setRotation(rotation)
        case .touchscreenAdded:
            if let name = touchscreen?.deviceName { sdlInput?.translator.libevdevDevices = [name] }
        case .touchscreenRemoved(let path):
            sdlInput?.translator.libevdevDevices = []
            problems.append(
                "\(path) was unplugged: its touches were cancelled"
                    + (presenter != nil ? "; SDL touch and the mouse still work" : ""))
        case .key:
            // Keys reach the window as `KeyboardInput` (`handle(_:at:)`); none quits here.
            break
        case .quit:
            stopRequested = true
        }
        seen.append(ApplicationReport.TimedEvent(time: time - startTime, event: event))
        onEvent?(event, time)
    }

    private func takePendingSnapshots() {
        for name in pendingSnapshots { capture(name) }
        pendingSnapshots.removeAll()
    }

    private func capture(_ name: String) {
        guard let renderer else { return }
        do { snapshots.append((name, try renderer.capture())) } catch {
            problems.append("snapshot \(name) failed: \(error)")
        }
    }

    private func write(_ snapshots: [(name: String, pixels: PixelCapture)], to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try snapshots.enumerated().map { index, snapshot in
            let name = String(printf: "%02d-", index + 1) + snapshot.name + ".png"
            let path = directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
            try ImageCodec.writePNG(try snapshot.pixels.bitmap(), to: URL(fileURLWithPath: path))
            return path
        }
    }
}

/// Why an application could not run, in words.
public struct ApplicationError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
