/// The frame pipeline: once per frame, drain every input source without blocking →
/// deliver input and run recognizers → advance physics and animations to the frame's
/// target presentation time → layout → display list → render → present, each timed as a
/// phase, then paced to a fixed budget.
///
/// Pacing (`FramePacer`): at full rate the loop presents on a grid of deadlines at
/// `origin + n / rate`; a late frame is shown at the next deadline after it finished and
/// counted as missed, never followed by a burst; so is a present whose wake-up came more
/// than half an interval late (a preempted thread). With a renderer that blocks for vsync the
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
/// Late start (`FrameLoopConfiguration.startsLate`, on by default): a full-rate frame starts
/// at its deadline minus its predicted cost (`FrameCostPredictor`) and drains input then, so
/// input that comes while the previous frame waits for its deadline is shown one frame
/// sooner. With a `resampler`, moving touches are resampled for the frame's present
/// (`TouchResampling`: Android's 5 ms resampling latency).
///
/// Late redraw (`FrameLoopConfiguration.redrawsLateInput`, on by default, with a renderer
/// that `canRedraw`): a full-rate frame starts early enough to be drawn before its redraw
/// would start; after its render it waits until its deadline minus what its redraws cost
/// (`redrawPredictor`), drains input again, and when some came, delivers it and draws the
/// frame again with it (a lift, and the input after it, waits for the next frame: its action
/// may cost more than any redraw). A redraw that would still be running `redrawCutoff` before
/// the deadline (the longest step it took so far, past the time it has) is abandoned: the
/// renderer puts the frame drawn first back, that frame is shown on time, and the input is
/// shown by the next frame. The late start's margin then keeps a frame from missing its
/// deadline, and the redraw's, much smaller, keeps input from missing the frame. When the
/// redraw found no input, the second look (`FrameLoopConfiguration.looksAgainLate`) drains
/// once more as late as a redraw of this frame allows (`secondLookLead(key:drawingCost:)`).
///
/// Frames on demand (`FrameLoopConfiguration.drawsOnDemand`, `FrameDemand`): at full rate, once
/// a frame showed nothing new and the scene says its frames do not change by themselves
/// (`FrameWork.changesWithoutInput(at:)`; by default they always do), the loop draws nothing
/// and sleeps until input, a window event, main-queue work or the scene's `nextWake`, looking
/// again every `idleRecheck` at the latest. Time with nothing to do costs nothing, on virtual
/// time too: a replay whose finger rests for hours jumps to its next report.
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
    private let hints: (any FrameCostHints)?
    /// The scene's cost key now: one key for a scene without hints.
    private var costKey: Int { hints?.frameCostKey ?? 0 }
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
    /// The deadline grid.
    public private(set) var pacer: FramePacer
    /// The window's activity state.
    public private(set) var activity = ActivityState()
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// Resamples moving input for each frame's present, if set.
    public let resampler: (any FrameInputResampler<Work.Input>)?
    /// Predicts frame costs for the late start.
    public private(set) var predictor: FrameCostPredictor
    /// Predicts late redraw costs.
    public private(set) var redrawPredictor: FrameCostPredictor
    /// Input a late redraw delivered but did not show (it was abandoned): the next frame shows
    /// it, and its latency is measured to that frame's present.
    private var carriedInputs: [Work.Input] = []
    /// Input a late redraw drained but left for the next frame (from the first that lifts a
    /// touch on: `FrameInput.liftsNoTouch`).
    private var heldInputs: [Work.Input] = []
    private var lastShown: Double?
    /// The latest the previous full-rate frame could have started and still been shown when
    /// it was (its present minus its work), seconds; `nil` when there is no such frame.
    private var previousLatestStart: Double?
    /// When the late start planned the coming frame to start, seconds.
    private var plannedStart: Double?
    /// The foreseen step the coming frame runs or may run, if the late start planned one.
    private var plannedStep: FrameCostStep?
    /// The cost key the late start planned the coming frame with.
    private var plannedKey: Int?
    private var started = false
    /// Frames on demand: whether the next full-rate iteration draws or sleeps.
    public private(set) var demand = FrameDemand()
    /// Sleeps so far (frames on demand): each ended by something coming or by a recheck.
    public private(set) var sleepCount = 0
    /// The main dispatch queue, served between frames (`FrameLoopConfiguration.servesMainQueue`).
    private let mainQueue: MainQueueReadiness?
    /// True when something came since the last frame began (main-queue work, a window event,
    /// input that woke a sleep): the next frame shows it.
    private var changedSinceFrame = false
    /// True while the frame being run built no display list (its picture is the last one):
    /// it draws and presents nothing.
    private var isIdleFrame = false
    /// Frames that built no display list, drew nothing and presented nothing (the scene's
    /// picture had not changed).
    public private(set) var idleFrames = 0

    /// Creates a loop; its deadline grid starts with its first frame.
    public init(work: Work, renderer: Renderer, clock: any FrameClock,
                inputs: [any InputSource<Work.Input>] = [],
                configuration: FrameLoopConfiguration = FrameLoopConfiguration(),
                resampler: (any FrameInputResampler<Work.Input>)? = nil,
                profiler: FrameProfiler? = nil) {
        self.work = work
        hints = work as? any FrameCostHints
        self.resampler = resampler
        predictor = configuration.costPredictor
        redrawPredictor = configuration.redrawPredictor
        self.renderer = renderer
        self.clock = clock
        self.inputs = inputs
        self.configuration = configuration
        self.profiler = profiler
        pacer = FramePacer(rate: configuration.rate, start: clock.now())
        mainQueue = configuration.servesMainQueue ? MainQueueReadiness() : nil
    }

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

    /// One iteration: applies window events, then runs one frame paced for the current
    /// state (at full rate after waiting for its late start, when `startsLate`), or
    /// (suspended) waits for input and runs a frame only if some came. Waits in
    /// the reduced modes also end when the renderer's `windowEventReadiness` is ready, and a
    /// window event that restores full rate runs a full-rate frame at once. Returns the
    /// frame's record, or `nil` when no frame ran.
    @discardableResult
    public func step() -> FrameRecord? {
        if !started {
            // The grid starts with the first frame, not when the loop was built (setting up a
            // window in between must not count as a missed first deadline).
            started = true
            pacer.restart(at: clock.now(), rate: configuration.rate)
            if configuration.redrawsLateInput, !inputs.isEmpty, renderer.canRedraw { renderer.prepareRedraws() }
        }
        if mainQueue?.drain() == true { changedSinceFrame = true }
        applyWindowEvents()
        var wakeSources: [any InputReadiness] = inputs
        if let window = renderer.windowEventReadiness { wakeSources.append(window) }
        switch activity.pacing {
        case .fullRate:
            if configuration.drawsOnDemand, sleepsInstead(wakingOn: wakeSources) { return nil }
            waitForLateStart()
            applyWindowEvents()
            return runFrame(pacing: activity.pacing)
        case .lowRate:
            clock.wait(until: pacer.target, wakingOn: wakeSources)
            applyWindowEvents()
            return runFrame(pacing: activity.pacing)
        case .waitForInput:
            let woke = clock.wait(until: clock.now() + configuration.suspendedRecheck, wakingOn: wakeSources)
            applyWindowEvents()
            if activity.pacing != .waitForInput { return runFrame(pacing: activity.pacing) }
            return woke ? runFrame(pacing: .waitForInput) : nil
        }
    }

    /// Frames on demand: asks `demand` whether this iteration draws; when it sleeps, waits until
    /// input, a window event, main-queue work, the scene's next wake-up or the recheck, and
    /// returns true. The first frame after a sleep starts a new deadline grid.
    private func sleepsInstead(wakingOn sources: [any InputReadiness]) -> Bool {
        // Drawing draws whatever came (the scene is asked after the frame).
        guard demand.state == .sleeping else { return false }
        let now = clock.now()
        let changed = changedSinceFrame || renderer.takeNeedsFrame()
            || sources.contains { source in source.hasQueuedInput || source.nextEventTime().map { $0 <= now } ?? false }
        switch demand.next(changed: changed, changesByItself: work.changesWithoutInput(at: now)) {
        case .draw:
            return false
        case .resume:
            changedSinceFrame = true
            // Nothing on screen waits for a deadline: the grid is placed so that the first frame
            // starts now and is shown as soon as its key's predicted cost allows (the whole
            // interval for a key not seen yet), where a grid started now shows it an interval on.
            let lead = configuration.startsLate
                ? predictor.lead(key: costKey, interval: 1 / configuration.rate) : 1 / configuration.rate
            pacer.restart(at: now + lead - 1 / configuration.rate, rate: configuration.rate)
            lastShown = nil
            previousLatestStart = nil
            log.trace("woke at \(now) s: drawing again")
            return false
        case .sleep:
            // The recheck is a safety net for a change nothing reported; input whose time is known
            // (a replay's next report, hours away while a finger rests) ends the sleep itself.
            var until = now + configuration.idleRecheck
            if let known = sources.compactMap({ $0.nextEventTime() }).min(), known > until { until = known }
            if let wake = work.nextWake { until = min(until, max(now, wake)) }
            let all = mainQueue.map { sources + [$0] } ?? sources
            if clock.wait(until: until, wakingOn: all) { changedSinceFrame = true }
            sleepCount += 1
            return true
        }
    }

    private func applyWindowEvents() {
        for event in renderer.takeWindowEvents() {
            changedSinceFrame = true
            let before = activity.pacing
            let resumed = activity.handle(event)
            let now = clock.now()
            if resumed {
                pacer.restart(at: now, rate: configuration.rate)
                log.debug("resumed full-rate frames at \(now) s")
            } else if before != activity.pacing, activity.pacing == .lowRate {
                pacer.restart(at: now, rate: configuration.throttledRate)
            }
            if before != activity.pacing {
                lastShown = nil
                previousLatestStart = nil
            }
        }
    }

    /// Late start: waits until the coming full-rate frame's deadline minus its predicted cost
    /// (a window event can end the wait sooner), and notes when the frame was planned to start.
    private func waitForLateStart() {
        let now = clock.now()
        guard configuration.startsLate else {
            plannedStart = nil
            return
        }
        let target = pacer.target
        let key = costKey
        plannedKey = key
        var start = target - predictor.lead(key: key, interval: pacer.interval)
        plannedStep = nil
        if let step = hints?.costStep(before: target), step.earliestStart <= start {
            // This frame runs a step the scene foresees (a deadline firing), or may (a touch
            // lifting). Its cost is that of the earlier frames that ran the same step: none yet,
            // the whole interval for a certain step (it starts as early as it can and still run
            // it), and for a possible one what other possible steps cost (a first tap is assumed
            // to cost what taps have cost; nothing before any ran); a step that proved cheap (a
            // double-tap window closing, a drag's lift) keeps the late start, and the input an
            // early start would delay.
            let stepLead = step.isCertain || predictor.hasSeen(step: step.key)
                ? predictor.lead(key: key, step: step.key, interval: pacer.interval)
                : predictor.lead(key: key, unseenPossibleStepWithin: pacer.interval, family: step.family)
            if step.isCertain && step.earliestStart > target - stepLead {
                // The step may start only when too little time is left for it (a long press's
                // deadline just before this frame's target): this frame starts before it, as
                // an ordinary frame, and the next one runs it, starting early enough. Its
                // effect is shown at the same present a late start would have missed to.
                start = min(start, step.earliestStart - FrameCostStep.deferralGap)
            } else {
                start = min(start, max(step.earliestStart, target - stepLead))
                plannedStep = step
            }
        }
        if frameCount > 0, let redraw = redrawLead(key: key), let cost = predictor.predictedCost(key: key) {
            // Drawn by the time its redraw would start, so input that comes until then is shown
            // at this deadline: the late start's margin keeps the frame on time, the redraw's
            // (abandoned when it runs out of time) the input in it.
            start = min(start, target - redraw - cost)
        }
        if start > now {
            clock.wait(until: start, wakingOn: renderer.windowEventReadiness.map { [$0] } ?? [])
        }
        plannedStart = max(start, now)
    }

    /// Where a frame aims: the deadline it targets, the one it was due at, and the deadlines
    /// it skipped by starting after its own target.
    private struct FramePlan {
        var target: Double
        var expected: Double
        var skippedByLateStart: Int
    }

    /// What a frame's late redraw did.
    private struct LateRedraw {
        /// The real inputs it delivered.
        var inputs: [Work.Input]
        /// The cost key it was predicted with.
        var key: Int
        /// How long it ran, seconds.
        var cost: Double
        /// True when the frame was drawn again whole; false when it was abandoned.
        var drawn: Bool
        /// True when its input started another activity, so it was not drawn.
        var changedActivity = false
        /// The longest step between two of the renderer's questions, seconds (what it
        /// expected the next step to take when it abandoned).
        var longestStep = 0.0
        /// True when the second look ran it, drawn or abandoned (`FrameLoopConfiguration.looksAgainLate`).
        var isSecondLook = false
    }

    /// How a frame was shown.
    private struct Presentation {
        var shown: Double
        var skipped: Int
        var waitedForVsync: Bool
    }

    /// One frame: plan → input → scene and render → present → record, each a named step.
    private func runFrame(pacing: ActivityState.Pacing) -> FrameRecord {
        var timer = FramePhaseTimer(clock: clock)
        let cpuStart = clock.threadCPUTime()
        let changedBefore = changedSinceFrame || !carriedInputs.isEmpty || !heldInputs.isEmpty
        changedSinceFrame = false
        let budget = pacer.interval
        var plan = planFrame(pacing: pacing, start: timer.start)
        var delivered = carriedInputs + takeInput(for: plan, timer: &timer)
        carriedInputs = []
        produceAndRender(for: plan.target, changedBefore: changedBefore, timer: &timer)
        let rendered = timer.mark
        // Whether the frame ran its possible step is its own input's doing, not its redraw's.
        let stepRan = plannedStep.map { hints?.ran($0) ?? $0.isCertain } ?? false
        let redraw = redrawLate(for: plan, pacing: pacing, timer: &timer)
        if let redraw {
            if redraw.drawn { delivered += redraw.inputs } else { carriedInputs = redraw.inputs }
            // A redraw after a frame that drew nothing draws the new picture: it is presented.
            if redraw.drawn { isIdleFrame = false }
        }
        let finished = timer.mark
        var presentation = present(pacing: pacing, finishedAt: finished, timer: &timer)
        presentation.skipped += plan.skippedByLateStart
        if frameCount == 0 && pacing == .fullRate {
            // The warm-up frame: shown when ready, expected then.
            presentation.skipped = 0
            plan.expected = presentation.shown
        }
        var record = makeRecord(pacing: pacing, budget: budget, plan: plan, timer: timer, cpuStart: cpuStart,
                                presentation: presentation, delivered: delivered)
        record.redraw = redraw.map { $0.drawn ? .drawn : .abandoned } ?? .none
        learn(from: record, renderedAt: rendered, stepRan: stepRan, redraw: redraw)
        if record.skipped > 0 {
            log.trace("frame \(frameCount) missed: finished \(finished) s, target \(plan.target) s, skipped \(record.skipped)")
        }
        frameCount += 1
        if pacing == .fullRate && configuration.drawsOnDemand {
            let quiet = !changedBefore && delivered.isEmpty && carriedInputs.isEmpty && heldInputs.isEmpty
            // Asked only of a quiet frame: one that showed something draws on whatever the scene says.
            demand.frameEnded(quiet: quiet, changesByItself: quiet && work.changesWithoutInput(at: clock.now()))
        } else {
            demand.reset()
        }
        profiler?.record(record)
        return record
    }

    /// The frame's target: the pacer's next deadline at full rate (moved past `start` when the
    /// frame starts after it), else the start itself.
    private func planFrame(pacing: ActivityState.Pacing, start: Double) -> FramePlan {
        guard pacing == .fullRate else { return FramePlan(target: start, expected: start, skippedByLateStart: 0) }
        let expected = pacer.target
        let skipped = pacer.advance(past: start)
        return FramePlan(target: pacer.target, expected: expected, skippedByLateStart: skipped)
    }

    /// Input step: the input a late redraw left for this frame, then every source drained up to
    /// the frame's start, in time order; adds the resampled input for the frame's present, and
    /// delivers it all. Returns the real inputs.
    private func takeInput(for plan: FramePlan, timer: inout FramePhaseTimer) -> [Work.Input] {
        // What a redraw held back came before anything drained now.
        let delivered = heldInputs + drainInputs(upTo: timer.start)
        heldInputs = []
        let all = withResampled(delivered, presentingAt: plan.target)
        timer.end(.input)
        work.deliver(all, at: timer.start)
        timer.end(.gestures)
        return delivered
    }

    /// Every source's input up to `time` seconds, in time order.
    private func drainInputs(upTo time: Double) -> [Work.Input] {
        var drained: [Work.Input] = []
        for source in inputs { drained += source.drain(upTo: time) }
        if inputs.count > 1 { drained.sort { $0.time < $1.time } }
        return drained
    }

    /// `real` input followed by the resampled input for a present at `present` seconds, if any.
    private func withResampled(_ real: [Work.Input], presentingAt present: Double) -> [Work.Input] {
        guard let synthetic = resampler?.resampled(after: real, presentingAt: present) else { return real }
        return real + [synthetic]
    }

    /// Scene and render steps: `makeDisplayList(for:marking:)`, then the render; neither the
    /// display list nor the render (nor the present after it) when nothing came since the last
    /// frame (`changedBefore` false: no window event, no main-queue work) and the scene says
    /// its picture is the last one (`FrameWork.needsDisplayList(at:)`).
    private func produceAndRender(for target: Double, changedBefore: Bool, timer: inout FramePhaseTimer) {
        guard let list = makeDisplayList(for: target, skippingUnchanged: configuration.skipsUnchangedFrames && !changedBefore,
                                        marking: { timer.end($0) }) else {
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
    /// as each phase ends.
    private func makeDisplayList(for target: Double, marking mark: (FramePhase) -> Void) -> Work.DisplayList {
        // Never nil: nothing is skipped.
        makeDisplayList(for: target, skippingUnchanged: false, marking: mark)!
    }

    /// As `makeDisplayList(for:marking:)`; `nil` after the layout phase when `skippingUnchanged`
    /// and the scene's picture did not change (`FrameWork.needsDisplayList(at:)`).
    private func makeDisplayList(for target: Double, skippingUnchanged: Bool,
                                 marking mark: (FramePhase) -> Void) -> Work.DisplayList? {
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

    /// The phases a redraw runs again: the scene's steps after the input's delivery, and the render.
    private static var redrawnPhases: Set<FramePhase> { [.physics, .animation, .layout, .displayList, .render] }

    /// Late redraw step: at the redraw's start (its deadline minus its predicted cost), drains
    /// input again; when some came, delivers it and draws the frame again, abandoning the redraw
    /// at `redrawCutoff` before the deadline. When none came (woken on time, no lift held) and
    /// `looksAgainLate`, the second look (`lookAgain(for:key:drawingCost:timer:)`). Closes the
    /// redraw phase (empty without one), and the second look's.
    private func redrawLate(for plan: FramePlan, pacing: ActivityState.Pacing,
                            timer: inout FramePhaseTimer) -> LateRedraw? {
        let drawing = timer.spans.reduce(0) { Self.redrawnPhases.contains($1.phase) ? $0 + $1.duration : $0 }
        guard let (start, key) = redrawStart(for: plan, pacing: pacing, frameCost: timer.mark - timer.start,
                                             drawingCost: drawing) else {
            timer.end(.redraw)
            return nil
        }
        guard let (late, begun) = look(at: start, timer: &timer) else { return nil }
        guard !late.isEmpty else {
            // Woken on time and nothing came: the frame is on time at this lead, so an extra lead
            // left by an abandoned redraw recedes as the late start's does on a frame on time.
            // Recorded only by redraws that run, it had held a page turn's lead at 4.7 ms for its
            // whole turn, its reports coming later than that (measured by us on the headless tour).
            redrawPredictor.relax()
            timer.end(.redraw)
            guard configuration.looksAgainLate, heldInputs.isEmpty else { return nil }
            return lookAgain(for: plan, key: key, drawingCost: drawing, timer: &timer)
        }
        return drawAgain(with: late, begun: begun, key: key, plan: plan, timer: &timer)
    }

    /// Second look: after a late redraw that found no input, waits until the deadline minus
    /// `secondLookLead(key:drawingCost:)`, drains input again and, when some came, draws the frame
    /// again with it as the late redraw does. None before a redraw of the key ran, when that time
    /// has passed, when the scene's activity changed, or when a recognizer deadline falls before
    /// it (its step is planned for). The late redraw's lead covers the dearest redraws of its key
    /// (the 99th percentile of 300): a map at rest after a pinch redrew taps' touches, 0.1 ms
    /// each, 5.3 ms before the deadline for want of the pinch's 4.8 ms, and showed the reports
    /// after that a frame late (measured by us on the headless tour at 120 Hz).
    private func lookAgain(for plan: FramePlan, key: Int, drawingCost: Double,
                           timer: inout FramePhaseTimer) -> LateRedraw? {
        guard let lead = secondLookLead(key: key, drawingCost: drawingCost) else { return nil }
        let start = plan.target - lead
        guard start > clock.now(), costKey == key else { return nil }
        if let step = hints?.costStep(before: plan.target), step.isCertain, step.earliestStart <= start { return nil }
        guard let (late, begun) = look(at: start, timer: &timer) else { return nil }
        guard !late.isEmpty else {
            timer.end(.redraw)
            return nil
        }
        var redraw = drawAgain(with: late, begun: begun, key: key, plan: plan, timer: &timer)
        redraw.isSecondLook = true
        return redraw
    }

    /// How long before its deadline the second look of a frame of `key` starts, seconds: the
    /// larger of `drawingCost` (what the frame's redrawn steps just cost) and the largest of the
    /// key's last `FrameLoopConfiguration.secondLookRecentRedraws` redraws, plus the redraw
    /// cutoff and `FrameLoopConfiguration.secondLookMargin`; `nil` before a redraw of `key` ran
    /// (nothing says yet what one costs beyond the frame's own drawing).
    public func secondLookLead(key: Int, drawingCost: Double) -> Double? {
        guard let recent = redrawPredictor.recentCost(key: key, frames: FrameLoopConfiguration.secondLookRecentRedraws)
        else { return nil }
        return max(drawingCost, recent) + configuration.redrawCutoff + configuration.secondLookMargin
    }

    /// Waits until `start` and drains input, leaving a touch lifting and what follows it for the
    /// next frame (`heldInputs`); returns the input and when the look began, or `nil`, with the
    /// redraw phase closed, when the thread woke later than the redraw's margin.
    private func look(at start: Double, timer: inout FramePhaseTimer) -> ([Work.Input], Double)? {
        clock.wait(until: start)
        timer.skipWait()
        let begun = timer.mark
        // A thread woken later than the redraw's margin (preempted) leaves the input for the
        // next frame: the scene's steps would run into the deadline before anything can be
        // abandoned.
        guard begun <= start + redrawPredictor.margin else {
            log.trace("frame \(frameCount): woke \(begun - start) s late for its redraw; none")
            timer.end(.redraw)
            return nil
        }
        var late = drainInputs(upTo: begun)
        // A touch lifting may run an action (a tab switch, an alert) that costs far more than a
        // redraw, before anything can be abandoned: it waits for the next frame, planned for it.
        if let held = late.firstIndex(where: { !$0.liftsNoTouch }) {
            heldInputs = Array(late[held...])
            late.removeSubrange(held...)
        }
        return (late, begun)
    }

    /// Delivers `late` input (drained at `begun`), runs the scene's steps again and draws the
    /// frame again, abandoning the redraw at `redrawCutoff` before the deadline; not drawn when
    /// the input started another activity. Closes the redraw phase.
    private func drawAgain(with late: [Work.Input], begun: Double, key: Int, plan: FramePlan,
                           timer: inout FramePhaseTimer) -> LateRedraw {
        work.deliver(withResampled(late, presentingAt: plan.target), at: begun)
        // The input started another activity (a fold, a page turn, an animation): what it draws
        // first costs what no redraw of this key did, and one item of it can run past the
        // deadline before it can be abandoned. The next frame draws it, planned for it. Asked
        // after the delivery too, so a swipe that starts a fold (0.3 ms in its delivery, a redraw
        // begun 0.6 ms before its deadline) builds no display list the next frame builds again.
        func changedActivity() -> LateRedraw {
            log.trace("frame \(frameCount): late input changed the activity; not redrawn")
            timer.end(.redraw)
            return LateRedraw(inputs: late, key: key, cost: timer.mark - begun, drawn: false, changedActivity: true)
        }
        guard costKey == key else { return changedActivity() }
        let list = makeDisplayList(for: plan.target) { _ in }
        guard costKey == key else { return changedActivity() }
        let cutoff = plan.target - configuration.redrawCutoff
        // Abandoned before an item when the longest step between two questions so far (an item
        // drawn) would end past the cutoff: one item must not carry the redraw over it.
        var previousQuestion: Double?
        var longestStep = 0.0
        let drawn = renderer.redraw(list, at: plan.target) {
            let now = clock.now()
            if let previousQuestion { longestStep = max(longestStep, now - previousQuestion) }
            previousQuestion = now
            return now + longestStep >= cutoff
        }
        timer.end(.redraw)
        if !drawn {
            log.trace("""
                frame \(frameCount): late redraw abandoned at \(timer.mark) s, target \(plan.target) s \
                (begun \(plan.target - begun) s before it, longest step \(longestStep) s)
                """)
        }
        return LateRedraw(inputs: late, key: key, cost: timer.mark - begun, drawn: drawn, longestStep: longestStep)
    }

    /// When the frame's late redraw should start, and the cost key it is predicted with: its
    /// deadline minus the redraw's lead (`redrawLead(key:frameCost:drawingCost:)`, from what the
    /// whole frame just cost, `frameCost` seconds, and what its redrawn steps did,
    /// `drawingCost`), or now when the frame ran past it by less than the redraw's margin; `nil`
    /// when there is no redraw (off, a renderer that cannot, the warm-up frame or reduced rates,
    /// no input source, a recognizer deadline falling before it, whose step the frames are
    /// planned for).
    private func redrawStart(for plan: FramePlan, pacing: ActivityState.Pacing, frameCost: Double,
                             drawingCost: Double) -> (Double, Int)? {
        guard pacing == .fullRate, frameCount > 0 else { return nil }
        let key = costKey
        guard let lead = redrawLead(key: key, frameCost: frameCost, drawingCost: drawingCost) else { return nil }
        let start = plan.target - lead
        // A frame that ran past its redraw's start redraws at once while the redraw's predicted
        // cost still fits before the deadline.
        let now = clock.now()
        let begin = max(start, now)
        // No time left for it before the cutoff (a key whose redraws cost nothing): none.
        guard now <= start + redrawPredictor.margin, plan.target - begin > configuration.redrawCutoff else { return nil }
        if let step = hints?.costStep(before: plan.target), step.isCertain, step.earliestStart <= begin { return nil }
        return (begin, key)
    }

    /// How long before its deadline a late redraw of `key` should start, seconds: the redraw
    /// predictor's lead, and at least `drawingCost` (what the frame being redrawn spent in the
    /// steps a redraw runs again, when known) plus the redraw's margin and backoff; before any
    /// redraw of `key` ran, the largest cost of the key's last
    /// `FrameLoopConfiguration.redrawPriorFrames` frames and `frameCost` (what the whole frame
    /// being redrawn cost, when known) plus the same; `nil` when frames are not redrawn (off, a
    /// renderer that cannot, no input source) or no cost is known. (The key's 99th percentile over
    /// its whole window held an activity's dear first frames for seconds, so its first redraws
    /// started before the input they were for came; a frame that drew 3 ms, the first of a pinch's
    /// fold, was redrawn on the lead of the key's 0.6 ms redraws and missed its deadline.)
    private func redrawLead(key: Int, frameCost: Double? = nil, drawingCost: Double? = nil) -> Double? {
        guard configuration.redrawsLateInput, !inputs.isEmpty, renderer.canRedraw else { return nil }
        // The lead of a redraw that costs `cost` seconds: the redraw predictor's margin and
        // backoff added, at most an interval.
        func lead(costing cost: Double) -> Double {
            min(pacer.interval, cost + redrawPredictor.margin + redrawPredictor.backoff)
        }
        if redrawPredictor.predictedCost(key: key) != nil {
            let learned = redrawPredictor.lead(key: key, interval: pacer.interval)
            return drawingCost.map { max(learned, lead(costing: $0)) } ?? learned
        }
        let recent = predictor.recentCost(key: key, frames: FrameLoopConfiguration.redrawPriorFrames)
        return [recent, frameCost].compactMap { $0 }.max().map(lead(costing:))
    }

    /// Present step: at full rate, on the renderer's vsync when it has one, else at the
    /// pacer's slot for a frame finished at `finished`; at reduced rates, at once.
    private func present(pacing: ActivityState.Pacing, finishedAt finished: Double,
                         timer: inout FramePhaseTimer) -> Presentation {
        // A frame that drew nothing presents nothing, so it cannot wait for vsync: it waits for
        // its slot on the deadline grid.
        if pacing == .fullRate, !isIdleFrame, let displayRate = renderer.vsyncRate {
            let vsync = renderer.present()
            timer.end(.present)
            let shown = vsync ?? timer.mark
            return Presentation(shown: shown, skipped: pacer.followVsync(at: shown, rate: displayRate),
                                waitedForVsync: vsync != nil)
        } else if pacing == .fullRate {
            return presentAtSlot(finishedAt: finished, timer: &timer)
        } else {
            let shown = clock.now()
            if !isIdleFrame { _ = renderer.present() }
            timer.end(.present)
            pacer.restart(at: timer.start, rate: configuration.throttledRate)
            return Presentation(shown: shown, skipped: 0, waitedForVsync: false)
        }
    }

    /// Waits for the frame's slot on the deadline grid and presents. A wake-up later than half
    /// an interval past the slot (a preempted thread) lands the present on a later deadline:
    /// those deadlines count as skipped too, and the next frame aims after the present that
    /// really happened.
    private func presentAtSlot(finishedAt finished: Double, timer: inout FramePhaseTimer) -> Presentation {
        let slot = pacer.slot(finishedAt: finished)
        clock.wait(until: slot.time)
        timer.skipWait()
        let shown = timer.mark
        if !isIdleFrame { _ = renderer.present() }
        timer.end(.present)
        let overshoot = max(0, Int(((shown - slot.time) * pacer.rate).rounded()))
        let skipped = slot.skipped + overshoot
        let index = slot.index + overshoot
        pacer.presented(at: FramePacer.Slot(index: index, time: pacer.deadline(index), skipped: skipped))
        return Presentation(shown: shown, skipped: skipped, waitedForVsync: false)
    }

    /// Record step: what the frame measured. Latency runs from each real input's timestamp to
    /// the present; inputs the previous full-rate frame could have shown (they came before the
    /// latest start that would still have made its present) are counted as shown late.
    private func makeRecord(pacing: ActivityState.Pacing, budget: Double, plan: FramePlan, timer: FramePhaseTimer,
                            cpuStart: Double, presentation: Presentation, delivered: [Work.Input]) -> FrameRecord {
        let shown = presentation.shown
        let interval = pacing == .fullRate ? lastShown.map { shown - $0 } : nil
        let showableEarlier = pacing == .fullRate && lastShown != nil
            ? previousLatestStart.map { latest in delivered.reduce(0) { $0 + ($1.time <= latest ? 1 : 0) } } ?? 0 : 0
        lastShown = pacing == .fullRate ? shown : nil
        return FrameRecord(
            index: frameCount, pacing: pacing, budget: budget, start: timer.start, target: plan.target,
            phases: timer.spans, presentStart: timer.spans[timer.spans.count - 1].start, shown: shown,
            cpuTime: clock.threadCPUTime() - cpuStart, interval: interval, skipped: presentation.skipped,
            latencies: delivered.map { shown - $0.time }, counters: work.counters + renderer.counters,
            presentWaitsForVsync: presentation.waitedForVsync, expected: plan.expected,
            inputsShowableEarlier: showableEarlier)
    }

    /// Learn step: a full-rate frame's cost (from its planned start to the end of its render)
    /// and whether it missed go into the predictor (a frame that ran a foreseen step under
    /// the step's key, so a costly step does not hold up the key's ordinary frames), its late
    /// redraw's cost into the redraw predictor (an abandoned redraw as a miss), and its
    /// latest possible start is kept for the next frame's record.
    private func learn(from record: FrameRecord, renderedAt finished: Double, stepRan: Bool, redraw: LateRedraw?) {
        defer {
            plannedStart = nil
            plannedStep = nil
            plannedKey = nil
        }
        guard record.pacing == .fullRate else {
            previousLatestStart = nil
            return
        }
        let start = min(plannedStart ?? record.start, record.start)
        // A possible step the frame did not run leaves it an ordinary frame.
        let step = stepRan ? plannedStep : nil
        // An ordinary frame's cost goes to the key it ends with (a tab switch's frame draws
        // the new scene); a step's to the key whose prediction it was planned over.
        let key = step != nil ? plannedKey ?? costKey : costKey
        // A miss after a redraw is the redraw's: the frame drawn first was ready in time.
        let renderMissed = record.missed && (redraw == nil || finished > record.target)
        // A frame that built and drew nothing says nothing of what drawing costs: a run of them
        // at rest would teach the key that its frames are free, and the first frame after it
        // would start too late.
        if isIdleFrame && !renderMissed {
            predictor.relax()
        } else {
            predictor.record(cost: finished - start, key: key, step: step?.key, possible: step.map { !$0.isCertain } ?? false,
                         family: step?.family ?? FrameCostStep.anyPossibleFamily, missed: renderMissed,
                         interval: record.budget)
        }
        if let redraw, !redraw.changedActivity {
            // An abandoned redraw did not say what it would have cost, only that it was more than
            // it ran plus the step it did not start: at least that, and at least what the key's
            // recent frames cost (so the predictor does not learn only from the redraws cheap
            // enough to finish, and a run of them does not keep failing). Counted without the step, page
            // turns on the headless tour were abandoned frame after frame, each with 1.2 ms left
            // before a 0.8–1.1 ms item: 25 abandoned redraws a run at 120 Hz drifting, 16 with
            // it (measured by us).
            let cost = redraw.drawn
                ? redraw.cost : max(redraw.cost + redraw.longestStep,
                      predictor.recentCost(key: redraw.key, frames: FrameLoopConfiguration.redrawPriorFrames) ?? 0)
            // A second look abandoned teaches its cost (its lead takes the key's last redraws)
            // but no backoff: the late redraw's own lead was not short.
            redrawPredictor.record(cost: cost, key: redraw.key,
                                   missed: (!redraw.drawn && !redraw.isSecondLook) || record.missed,
                                   interval: record.budget)
        }
        // Input is shown by this present when it comes before the latest start of the work that
        // drew it: the redraw's, when the frame was drawn again.
        let drawing = redraw.flatMap { $0.drawn ? $0.cost : nil } ?? (finished - record.start)
        previousLatestStart = record.shown - drawing
    }
}
