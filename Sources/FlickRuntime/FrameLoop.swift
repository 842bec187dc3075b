/// The frame pipeline: once per frame, drain every input source without blocking →
/// deliver input and run recognizers → advance physics and animations to the frame's
/// target presentation time → layout → display list → render → present, each timed as a
/// phase, then paced to a fixed budget. When frames run is the `FrameScheduler`'s decision
/// (its policies are described below and in `FrameScheduling.md`); the loop carries out its
/// actions.
///
/// Pacing (`FramePacer`): at full rate the loop presents on a grid of deadlines at
/// `origin + n / rate`; a late frame is shown at the next deadline after its pixels were
/// final and counted as missed, never followed by a burst; so is a present whose wake-up
/// (for the present or a late look) came more than half an interval late (a preempted
/// thread). With a renderer that blocks for vsync the
/// grid follows the vsync it reports. Window events drop the loop to a low rate
/// (unfocused) or to waiting for input (hidden, minimised) and resume it at once
/// (`ActivityState`). On a `ManualFrameClock` the same loop runs on virtual time.
///
/// The loop's first frame is a warm-up frame, as Flutter's `scheduleWarmUpFrame`: it runs as
/// soon as the loop starts and is shown at the first deadline after it finished, missing none
/// (nothing was on screen for a deadline to repeat; the first frame of an app builds its
/// textures and is likely to be its dearest). It still counts as janky when it took more than
/// its budget.
///
/// Scheduling (`FrameScheduler`, `FrameScheduling.md`): the late start
/// (`LateStartPolicy`) starts a full-rate frame at its deadline minus its predicted cost, so
/// input that comes meanwhile is shown a frame sooner; the late redraw and second look
/// (`LateRedrawPolicy`) draw the frame again with input that came while it was drawn, the loop
/// abandoning a redraw item by item once the longest item so far would run past its cutoff (the
/// renderer puts the frame drawn first back, shown on time); frames on demand (`FrameDemand`)
/// sleep while nothing changes, until input, a window event, main-queue work or the scene's
/// `nextWake`. With a `resampler`, moving touches are resampled for the frame's present
/// (`TouchResampling`: Android's 5 ms resampling latency).
///
/// The main queue (`FrameLoopConfiguration.servesMainQueue`): on the main thread each
/// iteration first runs the blocks posted to `DispatchQueue.main` and the `@MainActor` tasks
/// (`MainQueueReadiness`), so an app's network reply reaches its views; posting one wakes a
/// sleeping loop, and the next frame shows what it changed.
public final class FrameLoop<Work: FrameWork, Renderer: FrameRenderer>
where Renderer.DisplayList == Work.DisplayList {
    /// The scene.
    public let work: Work
    /// The scene's cost hints, when it gives some (`FrameCostHints`).
    let hints: (any FrameCostHints)?
    /// The renderer and presenter.
    public let renderer: Renderer
    /// The clock (real or virtual).
    public let clock: any FrameClock
    /// The input sources, drained every frame.
    public let inputs: [any InputSource<Work.Input>]
    /// The profiler every frame is recorded into, if any.
    public let profiler: FrameProfiler?
    /// The configuration.
    public let configuration: FrameLoopConfiguration
    /// Decides when frames run; the loop carries out its actions.
    public internal(set) var scheduler: FrameScheduler
    /// Resamples moving input for each frame's present, if set.
    public let resampler: (any FrameInputResampler<Work.Input>)?
    /// Input a late redraw delivered but did not show (it was abandoned): the next frame shows
    /// it, and its latency is measured to that frame's present.
    private var carriedInputs: [Work.Input] = []
    /// Input a late redraw drained but left for the next frame (from the first that lifts a
    /// touch on: `FrameInput.liftsNoTouch`).
    var heldInputs: [Work.Input] = []
    /// What a late redraw's save costs here, learnt from redraws (`RedrawPixelCost`).
    var redrawSaveCost = RedrawPixelCost.save()
    /// What a late redraw's drawing after its save costs here, learnt from redraws drawn whole.
    var redrawDrawingCost = RedrawPixelCost.drawing()
    /// When the last full-rate frame was shown, seconds; `nil` before one, or after the pacing
    /// changed.
    var lastShown: Double?
    /// The latest the previous full-rate frame could have started and still been shown when
    /// it was (its present minus its work), seconds; `nil` when there is no such frame.
    var previousLatestStart: Double?
    private var started = false
    /// Sleeps so far (frames on demand): each ended by something coming or by a recheck.
    public private(set) var sleepCount = 0
    /// Work deferred until the window is at rest, on the frame thread: called when the loop is
    /// about to sleep (frames on demand), it runs one piece and returns true, or false when none
    /// is left. A piece that ran is followed by a frame (it may have changed what is shown) and
    /// a fresh decision, never by a missed deadline: the frame after a sleep starts a new grid.
    /// Never called while frames are drawn without pause (`drawsOnDemand` off, an animation).
    public var idleWork: (() -> Bool)?
    /// Pieces of `idleWork` run so far.
    public private(set) var idleWorkCount = 0
    /// Work deferred until the loop is about to sleep that changes nothing shown, such as a
    /// renderer's texture uploads (`SDLFrameRenderer.performIdleWork()`): it runs one piece and
    /// returns true, or false when none is left. Tried before `idleWork`; a piece is followed
    /// by a fresh decision, not by a frame, so the frames of a run do not depend on how many
    /// pieces there were.
    public var quietWork: (() -> Bool)?
    /// Pieces of `quietWork` run so far.
    public private(set) var quietWorkCount = 0
    /// The main dispatch queue, served between frames (`FrameLoopConfiguration.servesMainQueue`).
    private let mainQueue: MainQueueReadiness?
    /// True when something came since the last frame began (main-queue work, a window event,
    /// input that woke a sleep): the next frame shows it.
    private var changedSinceFrame = false
    /// True while the frame being run built no display list (its picture is the last one):
    /// it draws and presents nothing.
    var isIdleFrame = false
    /// Frames that built no display list, drew nothing and presented nothing (the scene's
    /// picture had not changed).
    public private(set) var idleFrames = 0

    /// Creates a loop; its deadline grid starts with its first frame.
    public init(
        work: Work, renderer: Renderer, clock: any FrameClock,
        inputs: [any InputSource<Work.Input>] = [],
        configuration: FrameLoopConfiguration = FrameLoopConfiguration(),
        resampler: (any FrameInputResampler<Work.Input>)? = nil,
        profiler: FrameProfiler? = nil
    ) {
        self.work = work
        hints = work as? any FrameCostHints
        self.resampler = resampler
        self.renderer = renderer
        self.clock = clock
        self.inputs = inputs
        self.configuration = configuration
        self.profiler = profiler
        scheduler = FrameScheduler(configuration: configuration, now: clock.now())
        mainQueue = configuration.servesMainQueue ? MainQueueReadiness() : nil
    }

    /// The deadline grid.
    public var pacer: FramePacer { scheduler.pacer }
    /// The window's activity state.
    public var activity: ActivityState { scheduler.activity }
    /// Frames on demand: whether the next full-rate iteration draws or sleeps.
    public var demand: FrameDemand { scheduler.demand }
    /// Predicts frame costs for the late start.
    public var predictor: FrameCostPredictor { scheduler.lateStart.predictor }
    /// Predicts late redraw costs.
    public var redrawPredictor: FrameCostPredictor { scheduler.lateRedraw.predictor }
    /// Frames run so far.
    public var frameCount: Int { scheduler.framesRun }

    /// How long before its deadline the second look of a frame of `key` starts, seconds
    /// (`LateRedrawPolicy.secondLookLead(key:drawingCost:)`).
    public func secondLookLead(key: Int, drawingCost: Double) -> Double? {
        scheduler.secondLookLead(key: key, drawingCost: drawingCost)
    }

    /// The scene's cost key now: one key for a scene without hints.
    var costKey: Int { hints?.frameCostKey ?? 0 }

    /// True when frames can be drawn again with late input: a renderer that can, and an input
    /// source.
    var canRedraw: Bool { !inputs.isEmpty && renderer.canRedraw }

    /// Runs frames until `frames` have run or the clock reaches `end` seconds. A suspended
    /// loop (hidden window), or one drawing on demand at rest, runs no frames until input
    /// comes, so without an `end` this waits for input indefinitely.
    public func run(frames: Int, until end: Double = .infinity) {
        let target = frameCount + frames
        while frameCount < target && clock.now() < end {
            step()
        }
    }

    /// Runs iterations while `condition` holds (checked before each; an app's main loop,
    /// e.g. `loop.run { !quitRequested }`).
    public func run(while condition: () -> Bool) {
        while condition() {
            step()
        }
    }

    /// One iteration: applies window events, then carries out what the scheduler decides
    /// (`FrameScheduler.Action`): at full rate a frame after its late start, or a sleep when
    /// drawing on demand at rest; at the low rate a frame at its deadline; suspended, a wait for
    /// input and a frame only if some came. Waits in the reduced modes also end when the
    /// renderer's `windowEventReadiness` is ready, and a window event that restores full rate
    /// runs a full-rate frame at once. Returns the frame's record, or `nil` when no frame ran.
    @discardableResult
    public func step() -> FrameRecord? {
        if !started {
            // The grid starts with the first frame, not when the loop was built (setting up a
            // window in between must not count as a missed first deadline).
            started = true
            scheduler.begin(at: clock.now())
            if configuration.redrawsLateInput, canRedraw { renderer.prepareRedraws() }
        }
        if mainQueue?.drain() == true { changedSinceFrame = true }
        applyWindowEvents()
        var wakeSources: [any InputReadiness] = inputs
        if let window = renderer.windowEventReadiness { wakeSources.append(window) }
        let now = clock.now()
        var resumed = false
        let action = scheduler.next(
            now: now,
            changed: {
                changedSinceFrame || renderer.takeNeedsFrame()
                    || wakeSources.contains { source in
                        source.hasQueuedInput || source.nextEventTime().map { $0 <= now } ?? false
                    }
            },
            changesByItself: { work.changesWithoutInput(at: now) },
            knownInput: { wakeSources.compactMap { $0.nextEventTime() }.min() },
            nextWake: { work.nextWake }, key: { costKey }, step: { hints?.costStep(before: $0) }, resumed: &resumed)
        if resumed {
            changedSinceFrame = true
            lastShown = nil
            previousLatestStart = nil
        }
        switch action {
        case .sleep(let until):
            if let quietWork, quietWork() {
                quietWorkCount += 1
                return nil
            }
            if let idleWork, idleWork() {
                idleWorkCount += 1
                changedSinceFrame = true
                return nil
            }
            let all = mainQueue.map { wakeSources + [$0] } ?? wakeSources
            if clock.wait(until: until, wakingOn: all) { changedSinceFrame = true }
            sleepCount += 1
            return nil
        case .frame:
            waitForLateStart(wakeSources: wakeSources)
            applyWindowEvents()
            return runFrame(pacing: scheduler.pacing)
        case .throttledFrame(let target):
            clock.wait(until: target, wakingOn: wakeSources)
            applyWindowEvents()
            return runFrame(pacing: scheduler.pacing)
        case .waitForInput(let until):
            let woke = clock.wait(until: until, wakingOn: wakeSources)
            applyWindowEvents()
            if scheduler.pacing != .waitForInput { return runFrame(pacing: scheduler.pacing) }
            return woke ? runFrame(pacing: .waitForInput) : nil
        }
    }

    /// Plans the coming full-rate frame's start and waits for it. While the scene foresees a
    /// possible step (a touch down that may lift into an action) and no lift is in hand, input
    /// also ends the wait: it is taken for the frame, and a lift among it plans the start again
    /// as for a lift a late redraw held (`LateStartPolicy.plan`), as early as a certain step.
    ///
    /// A lift that came after a frame's last look and before the next frame's late start had
    /// that start planned without it: on the headless tour at 60 Hz, the tap that switches from
    /// the map to the gallery (8.2 ms of action, display list and render) began 6.2 ms before
    /// its deadline, the map at rest's lead, and missed it in most runs (measured by us).
    private func waitForLateStart(wakeSources: [any InputReadiness]) {
        let windowEvents = renderer.windowEventReadiness.map { [$0] } ?? []
        var plan = planLateStart()
        while case .waitUntil(let start) = plan {
            let possibleStep = hints?.costStep(before: scheduler.pacer.target).map { !$0.isCertain } ?? false
            guard !holdsLift, possibleStep, clock.wait(until: start, wakingOn: wakeSources) else {
                if clock.now() < start { clock.wait(until: start, wakingOn: windowEvents) }
                return
            }
            // What came is this frame's input either way; drained now, it comes first.
            let came = drainInputs(upTo: clock.now())
            guard !came.isEmpty else {
                // A window event, or nothing to take yet: the plain wait.
                clock.wait(until: start, wakingOn: windowEvents)
                return
            }
            heldInputs += came
            plan = planLateStart()
        }
    }

    /// The late start's plan for the coming frame at the current time.
    private func planLateStart() -> LateStartPolicy.Action {
        scheduler.planStart(
            now: clock.now(), canRedraw: canRedraw, liftInHand: holdsLift, key: { costKey },
            step: { hints?.costStep(before: $0) })
    }

    /// True when the input held for the coming frame lifts a touch.
    private var holdsLift: Bool { heldInputs.contains { !$0.liftsNoTouch } }

    private func applyWindowEvents() {
        for event in renderer.takeWindowEvents() {
            changedSinceFrame = true
            if scheduler.handle(event, at: clock.now()) {
                lastShown = nil
                previousLatestStart = nil
            }
        }
    }

    /// One frame: plan → input → scene and render → late redraw → present → record → learn.
    private func runFrame(pacing: ActivityState.Pacing) -> FrameRecord {
        var timer = FramePhaseTimer(clock: clock)
        let cpuStart = clock.threadCPUTime()
        let changedBefore = changedSinceFrame || !carriedInputs.isEmpty || !heldInputs.isEmpty
        changedSinceFrame = false
        let budget = pacer.interval
        var plan = scheduler.planFrame(pacing: pacing, start: timer.start)
        var delivered = carriedInputs + takeInput(for: plan, timer: &timer)
        carriedInputs = []
        produceAndRender(for: plan.target, changedBefore: changedBefore, timer: &timer)
        let rendered = timer.mark
        // Whether the frame ran its possible step is its own input's doing, not its redraw's.
        let stepRan = scheduler.plannedStep.map { hints?.ran($0) ?? $0.isCertain } ?? false
        let redraw = redrawLate(for: plan, pacing: pacing, timer: &timer)
        if let redraw {
            if redraw.outcome.drawn { delivered += redraw.inputs } else { carriedInputs = redraw.inputs }
            // A redraw after a frame that drew nothing draws the new picture: it is presented.
            if redraw.outcome.drawn { isIdleFrame = false }
        }
        let finished = timer.mark
        // The frame's pixels were final when its render ended, or its redraw (drawn, or abandoned
        // and put back): a look that found nothing changed none. A thread woken late from a look
        // is late as from the present's wait, and shown late, not a deadline later: in real
        // time on a 2-core VM, the tour's looks woken 1–3 ms late were most of its misses.
        let ready = redraw == nil ? rendered : finished
        var presentation = present(pacing: pacing, finishedAt: ready, timer: &timer)
        presentation.skipped += plan.skippedByLateStart
        if frameCount == 0 && pacing == .fullRate {
            // The warm-up frame: shown when ready, expected then.
            presentation.skipped = 0
            plan.expected = presentation.shown
        }
        var record = makeRecord(
            pacing: pacing, budget: budget, plan: plan, timer: timer, cpuStart: cpuStart,
            presentation: presentation, delivered: delivered)
        record.redraw = redraw.map { $0.outcome.drawn ? .drawn : .abandoned } ?? .none
        if record.skipped > 0 {
            log.trace(
                "frame \(frameCount) missed: finished \(finished) s, target \(plan.target) s, skipped \(record.skipped)"
            )
        }
        let quiet = !changedBefore && delivered.isEmpty && carriedInputs.isEmpty && heldInputs.isEmpty
        scheduler.frameEnded(
            FrameScheduler.FrameOutcome(
                pacing: pacing, start: record.start, rendered: rendered, target: record.target, budget: budget,
                missed: record.missed, key: costKey, stepRan: stepRan, drewNothing: isIdleFrame,
                redraw: redraw?.outcome, quiet: quiet),
            changesByItself: { work.changesWithoutInput(at: clock.now()) })
        // Input is shown by this present when it comes before the latest start of the work that
        // drew it: the redraw's, when the frame was drawn again.
        let drawing = redraw.flatMap { $0.outcome.drawn ? $0.outcome.cost : nil } ?? (rendered - record.start)
        previousLatestStart = pacing == .fullRate ? record.shown - drawing : nil
        profiler?.record(record)
        return record
    }

    /// Scene and render steps: `makeDisplayList(for:marking:)`, then the render; neither the
    /// display list nor the render (nor the present after it) when nothing came since the last
    /// frame (`changedBefore` false: no window event, no main-queue work) and the scene says
    /// its picture is the last one (`FrameWork.needsDisplayList(at:)`).
    private func produceAndRender(for target: Double, changedBefore: Bool, timer: inout FramePhaseTimer) {
        guard
            let list = makeDisplayList(
                for: target, skippingUnchanged: configuration.skipsUnchangedFrames && !changedBefore,
                marking: { timer.end($0) })
        else {
            isIdleFrame = true
            idleFrames += 1
            timer.end(.render)
            return
        }
        isIdleFrame = false
        renderer.render(list, at: target)
        timer.end(.render)
    }

    /// Scene steps: physics, animations, layout and display list for `target`, calling `mark`
    /// as each phase ends; `nil` after the layout phase when `skippingUnchanged` and the scene's
    /// picture did not change (`FrameWork.needsDisplayList(at:)`).
    func makeDisplayList(
        for target: Double, skippingUnchanged: Bool = false,
        marking mark: (FramePhase) -> Void
    ) -> Work.DisplayList? {
        work.advancePhysics(to: target)
        mark(.physics)
        work.advanceAnimations(to: target)
        mark(.animation)
        work.layout(at: target)
        mark(.layout)
        if skippingUnchanged && !work.needsDisplayList(at: target) {
            mark(.displayList)
            return nil
        }
        let list = work.makeDisplayList(at: target)
        mark(.displayList)
        return list
    }
}
