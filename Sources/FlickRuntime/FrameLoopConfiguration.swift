/// Rates and intervals of a `FrameLoop`.
public struct FrameLoopConfiguration: Hashable, Sendable {
    /// The full frame rate in Hz (60 by default; any positive rate).
    public var rate: Double
    /// The rate in Hz while the window is visible but unfocused.
    public var throttledRate: Double
    /// How often, in seconds, a suspended loop rechecks the window when no input comes.
    public var suspendedRecheck: Double
    /// True: each full-rate frame starts at its deadline minus its predicted cost
    /// (`FrameCostPredictor`) and drains input then. False: it starts as soon as the previous
    /// frame is shown, and input that arrives while it waits for its deadline waits a frame.
    public var startsLate: Bool
    /// The late start's cost prediction: percentile, window and margin.
    public var costPredictor: FrameCostPredictor
    /// True: a full-rate frame whose input sources delivered more input after it started
    /// draws again with it, as late as its redraws have needed (`redrawPredictor`), when the
    /// renderer can abandon a redraw and keep the frame drawn before
    /// (`FrameRenderer.canRedraw`). Input that comes while the frame waits for its deadline is
    /// then shown at that deadline, and a redraw that runs out of time costs no deadline.
    public var redrawsLateInput: Bool
    /// The late redraw's cost prediction: the percentile of recent redraws of the same key
    /// plus its margin (a redraw that runs out of time is abandoned, so its margin is smaller
    /// than the late start's).
    public var redrawPredictor: FrameCostPredictor
    /// How long before its deadline a late redraw still running is abandoned, seconds (the
    /// item drawing then and the copy that puts the frame drawn before back must end before the
    /// deadline).
    public var redrawCutoff: Double
    /// True: a frame whose late redraw woke on time and found no input looks for input once
    /// more, as late as a redraw of what the frame draws allows (the larger of what its own
    /// drawing just cost and of its key's last `secondLookRecentRedraws` redraws, plus the
    /// cutoff and `secondLookMargin`), and redraws with what came, abandoned as any late redraw.
    /// The late redraw's lead covers its key's dearest redraws (a pinch's, with tiles fading
    /// in); the second look shows what comes after it when the frame is cheap to redraw (a tap
    /// on the map at rest). A frame still draws at most twice.
    public var looksAgainLate: Bool
    /// Time the second look adds to its predicted redraw cost and the cutoff, seconds.
    public var secondLookMargin: Double
    /// True: frames on demand (`FrameDemand`): at full rate, once a frame showed nothing new
    /// and the scene's frames do not change by themselves (`FrameWork.changesWithoutInput(at:)`,
    /// which only scenes that know say), the loop draws nothing and sleeps until input, a window
    /// event, main-queue work or the scene's next wake-up. Off by default (a loop stepped frame
    /// by frame, as tests and benchmarks do, would wait at rest); `Application` turns it on.
    public var drawsOnDemand: Bool
    /// The longest a loop drawing on demand sleeps before it looks again, seconds.
    public var idleRecheck: Double
    /// True: on the main thread, the loop runs the main dispatch queue's blocks (and
    /// `@MainActor` tasks) before each frame, and posting one wakes a sleeping loop
    /// (`MainQueueReadiness`).
    public var servesMainQueue: Bool
    /// True: a frame whose scene did not change (`FrameWork.needsDisplayList(at:)` false, and
    /// no window event or main-queue work since the last frame) builds no display list and
    /// draws and presents nothing. Off by default (tests that count each frame's list rely on
    /// every frame drawing); `Application` turns it on.
    public var skipsUnchangedFrames = false

    /// Default full rate: 60 Hz (issue #8).
    public static let defaultRate = 60.0
    /// Default unfocused rate: 10 Hz (our choice: keeps a visible window live at a sixth
    /// of the work).
    public static let defaultThrottledRate = 10.0
    /// Default recheck interval when suspended: 0.25 s (our choice: SDL window events
    /// have no descriptor to poll; a quarter second bounds the delay to resume).
    public static let defaultSuspendedRecheck = 0.25
    /// Default margin of the late redraw's prediction, seconds (ours, measured on the headless
    /// tour with the phase drifting, three runs at 60 and 120 Hz each: 0.3 ms missed 5
    /// deadlines at each rate, redraws overrunning their cutoff; 0.8 ms raised the median
    /// latency 0.1–0.2 ms; 0.5 ms missed none that was a redraw's. `Latency.md`).
    public static let defaultRedrawMargin = 0.0005
    /// Default time before the deadline at which a late redraw is abandoned, seconds (ours:
    /// putting back a whole 1280×800 XRGB frame copies 4 MB, 0.07 ms with warm caches and
    /// 0.24–0.27 ms with cold ones, measured by us; the present follows, and the loop also
    /// keeps the longest step the redraw took so far clear of it).
    public static let defaultRedrawCutoff = 0.0005
    /// Frames of a key whose largest cost is its late redraw's cost until a redraw of the key
    /// ran, and the least an abandoned redraw is taken to have needed (ours, measured on the
    /// headless tour: the key's 99th percentile over 300 frames held the first frames of an
    /// activity, a map's tile uploads at 1.7 ms, for seconds, while its pan cost 0.5–0.8 ms; its
    /// reports came 1–2 ms before their deadlines, no redraw started late enough to show them, and
    /// none ran to teach the redraw's own cost).
    public static let redrawPriorFrames = 8
    /// Default margin of the second look, seconds (ours, measured on the headless tour at 8
    /// report phases, 120 Hz: 0.1 ms and 0.5 ms showed no lower latency than 0.25 ms, and
    /// 0.5 ms missed more deadlines; `Latency.md`).
    public static let defaultSecondLookMargin = 0.000_25
    /// Redraws of a key whose largest, with what the frame's own drawing cost, is the second
    /// look's predicted redraw (ours: the frame itself may have drawn nothing that changed, a
    /// map at rest, while a redraw with input moves it; the last few redraws say what that
    /// costs now, where the late redraw's 99th percentile of 300 remembers a pinch's).
    public static let secondLookRecentRedraws = 4
    /// Default longest sleep of a loop drawing on demand: 2 s (ours: a safety net for a change
    /// nothing reported; input, window events and main-queue work end the sleep at once. With
    /// 1 s the thread slept 1.3–1.4 times a second at rest, its poll's whole milliseconds
    /// followed by a sub-millisecond sleep; the goal is at most once.)
    public static let defaultIdleRecheck = 2.0

    /// Creates a configuration.
    public init(rate: Double = defaultRate, throttledRate: Double = defaultThrottledRate,
                suspendedRecheck: Double = defaultSuspendedRecheck, startsLate: Bool = true,
                costPredictor: FrameCostPredictor = FrameCostPredictor(), redrawsLateInput: Bool = true,
                redrawPredictor: FrameCostPredictor = FrameCostPredictor(margin: defaultRedrawMargin),
                redrawCutoff: Double = defaultRedrawCutoff, looksAgainLate: Bool = true,
                secondLookMargin: Double = defaultSecondLookMargin, drawsOnDemand: Bool = false,
                idleRecheck: Double = defaultIdleRecheck, servesMainQueue: Bool = true) {
        precondition(rate > 0 && throttledRate > 0 && suspendedRecheck > 0 && idleRecheck > 0, "rates must be positive")
        precondition(redrawCutoff >= 0 && secondLookMargin >= 0, "a redraw cutoff and a second look's margin ≥ 0")
        self.rate = rate
        self.throttledRate = throttledRate
        self.suspendedRecheck = suspendedRecheck
        self.startsLate = startsLate
        self.costPredictor = costPredictor
        self.redrawsLateInput = redrawsLateInput
        self.redrawPredictor = redrawPredictor
        self.redrawCutoff = redrawCutoff
        self.looksAgainLate = looksAgainLate
        self.secondLookMargin = secondLookMargin
        self.drawsOnDemand = drawsOnDemand
        self.idleRecheck = idleRecheck
        self.servesMainQueue = servesMainQueue
    }
}
