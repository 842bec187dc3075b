import FlickInput
import FlickRender

/// How an `Application` runs: where touches come from, where frames go, the panel's
/// orientation. `ApplicationOptions` parses one from the command line.
public struct ApplicationConfiguration: Sendable {
    /// Where touches come from.
    public enum Input: Hashable, Sendable {
        /// The first touchscreen found, and any plugged in later; SDL touch and the mouse in
        /// a window meanwhile.
        case automatic
        /// The touchscreen at this `/dev/input/event*` path (SDL's events for it are dropped).
        case device(String)
        /// An evemu (or libinput record) recording, replayed on the frame clock.
        case replay(String)
        /// An evemu (or libinput record) recording held in memory (its text), replayed on the
        /// frame clock; `name` names it in messages.
        case replayText(String, name: String)
        /// A window's SDL touch and mouse only.
        case window
    }

    /// The window size used when none is given and the app is not full screen, points.
    public static let defaultWindowSize = WindowMapping.defaultWindowSize
    /// Time from the run's start to a replay's first event, seconds (`ProfileSession.inputLead`).
    public static let inputLead = ProfileSession.inputLead
    /// Time a replay run goes on after its last event before it may end, seconds (ours: the
    /// flings, bounces and fades of the recordings settle within it).
    public static let settleAllowance = 1.0
    /// Longest a replay run waits for the window to settle after its last event, seconds
    /// (ours: a bound, so an app that never settles cannot hang a script).
    public static let settleLimit = 10.0

    /// Where touches come from.
    public var input: Input
    /// Never open a window: draw into memory, on virtual time unless a device is read.
    public var headless: Bool
    /// The window size, points; `nil`: full screen when a touchscreen is read, else
    /// `defaultWindowSize`.
    public var windowSize: Size?
    /// The frame rate, Hz.
    public var rate: Double
    /// The panel's orientation (also applied to a replay's mapping).
    public var orientation: TouchscreenInput.Orientation
    /// SDL's video driver (x11, wayland, kmsdrm…), `nil` for SDL's choice.
    public var videoDriver: String?
    /// The connector and mode Flick's KMS presenter drives (`--drm-output`).
    public var drmOutput = DRMOutputRequest()
    /// Replay speed factor (2 plays twice as fast).
    public var speed: Double
    /// How much later than `inputLead` a replay starts, seconds: puts its reports at another
    /// phase against the frame deadlines (a panel's reports keep no phase with the display's
    /// refresh; latency depends on it). 0 by default.
    public var replayDelay: Double
    /// In a window, end once a replay has played and settled (headless always does).
    public var exitAfterReplay: Bool
    /// On virtual time, how many times its measured time work takes (`MeasuredVirtualClock`'s
    /// `slowdown`): a run as on a CPU that much slower. 1 by default; ignored in real time.
    public var cpuSlowdown = 1.0
    /// Where `Application.run` writes the last frame as `final.png` (and the app's
    /// requested snapshots), `nil` for none.
    public var snapshotDirectory: String?
    /// The window title.
    public var title: String
    /// Start each full-rate frame at its deadline minus its predicted cost and drain input then
    /// (`FrameLoopConfiguration.startsLate`); on by default.
    public var startsLate: Bool
    /// The late start's cost prediction: percentile, window and margin.
    public var costPredictor: FrameCostPredictor
    /// Draw a frame again with input that came after it started, when the renderer can abandon
    /// the redraw (`FrameLoopConfiguration.redrawsLateInput`); on by default.
    public var redrawsLateInput: Bool
    /// The late redraw's margin over its predicted cost, seconds
    /// (`FrameLoopConfiguration.defaultRedrawMargin` by default).
    public var redrawMargin: Double
    /// After a late redraw that found no input, look once more as late as the frame's redraw
    /// allows (`FrameLoopConfiguration.looksAgainLate`); on by default.
    public var looksAgainLate: Bool
    /// Resample moving touches for each present (`TouchResampling`: Android's 5 ms resampling
    /// latency); on by default.
    public var resamplesTouches: Bool
    /// How far past the resampling instant moving touches are predicted, seconds (0: off, at
    /// most `TouchResampler.maximumPrediction`; iOS's predicted touches).
    public var touchPrediction: Double
    /// In real time, run the frame loop's thread under SCHED_FIFO (`RealtimeScheduling`) when
    /// the OS allows; a refusal is reported as a problem and the run goes on. The late frame
    /// start leaves a frame about 2 ms of margin: a thread woken late by other processes
    /// misses its deadline where it would not under SCHED_FIFO. Off by default.
    public var realtimeScheduling: Bool
    /// True (the default): frames on demand (`FrameLoopConfiguration.drawsOnDemand`): at rest
    /// the window is not drawn and the loop sleeps until input, a window event or posted work.
    public var drawsOnDemand: Bool
    /// True (the default): on a panel with no display server (Flick's KMS presenter, SDL's
    /// KMSDRM) the app holds its virtual terminal for the run (`VirtualTerminal`: graphics
    /// mode, keyboard off, VT switches refused), so a keyboard plugged into the kiosk cannot
    /// switch away from it. False leaves the VT as it is (a development machine).
    public var holdsTerminal = true
    /// The display scale, pixels per point, or `nil` (the default) for the display's own: a
    /// window's pixel size against its size in points (SDL's high-DPI drawable), 1 headless.
    /// Set, it is the window's `Window.displayScale` (what views rasterize at) and a headless
    /// target's pixels per point.
    public var displayScale: Double?
    /// The xkb-data layout evdev keyboards type with on a panel with no display server
    /// (`XKBKeyboard`): `us` by default; an unknown name is reported in the run's problems
    /// (naming the layouts there are) and `us` is used.
    public var keyboardLayout = XKBKeyboard.defaultLayout
    /// The backend a window draws with (`--renderer`): `.automatic` by default.
    public var renderer = RendererChoice.automatic
    /// xkb options of those keyboards (comma-separated, such as `compose:ralt` for a Compose
    /// key on the right Alt), or `nil` for none.
    public var keyboardOptions: String?

    /// A configuration; every parameter has the command line's default.
    public init(
        input: Input = .automatic, headless: Bool = false, windowSize: Size? = nil,
        rate: Double = FrameLoopConfiguration.defaultRate,
        orientation: TouchscreenInput.Orientation = TouchscreenInput.Orientation(),
        videoDriver: String? = nil, speed: Double = 1, replayDelay: Double = 0,
        exitAfterReplay: Bool = false, snapshotDirectory: String? = nil, title: String = "Flick",
        startsLate: Bool = true,
        costPredictor: FrameCostPredictor = FrameCostPredictor(), resamplesTouches: Bool = true,
        touchPrediction: Double = 0, realtimeScheduling: Bool = false, redrawsLateInput: Bool = true,
        redrawMargin: Double = FrameLoopConfiguration.defaultRedrawMargin, looksAgainLate: Bool = true,
        drawsOnDemand: Bool = true, displayScale: Double? = nil
    ) {
        self.input = input
        self.headless = headless
        self.windowSize = windowSize
        self.rate = rate
        self.orientation = orientation
        self.videoDriver = videoDriver
        self.speed = speed
        self.replayDelay = replayDelay
        self.exitAfterReplay = exitAfterReplay
        self.snapshotDirectory = snapshotDirectory
        self.title = title
        self.startsLate = startsLate
        self.costPredictor = costPredictor
        self.resamplesTouches = resamplesTouches
        self.touchPrediction = touchPrediction
        self.realtimeScheduling = realtimeScheduling
        self.redrawsLateInput = redrawsLateInput
        self.redrawMargin = redrawMargin
        self.looksAgainLate = looksAgainLate
        self.drawsOnDemand = drawsOnDemand
        self.displayScale = displayScale
    }

    /// The frame loop's configuration: `rate`, the late start and its cost prediction, the
    /// late redraw, its margin and its second look.
    public var frameLoop: FrameLoopConfiguration {
        var configuration = FrameLoopConfiguration(
            rate: rate, startsLate: startsLate, costPredictor: costPredictor,
            redrawsLateInput: redrawsLateInput,
            redrawPredictor: FrameCostPredictor(
                window: costPredictor.window,
                percentile: costPredictor.percentile,
                margin: redrawMargin),
            looksAgainLate: looksAgainLate, drawsOnDemand: drawsOnDemand)
        configuration.skipsUnchangedFrames = true
        return configuration
    }

    /// The touch resampling for a run, `nil` when off.
    public func makeTouchResampling() -> TouchResampling? {
        resamplesTouches ? TouchResampling(prediction: touchPrediction) : nil
    }
}
