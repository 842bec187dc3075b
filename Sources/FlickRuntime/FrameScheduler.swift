/// Decides when frames run, one policy per concern, so that the frame loop (`FrameLoop`) only
/// carries out what it is told (waits, drains input, runs the pipeline, presents, records):
/// - every frame: the pacing for the window's activity (`ActivityState`: full rate on the
///   deadline grid of `FramePacer`, a low rate, or waiting for input);
/// - late start (`LateStartPolicy`): a full-rate frame starts as late as its predicted cost
///   allows, earlier for a step in cost the scene foresees;
/// - late redraw and second look (`LateRedrawPolicy`): the frame is drawn again with input that
///   came while it was drawn;
/// - frames on demand (`FrameDemand`): no frames while nothing changes; the first after a sleep
///   is shown as soon as its predicted cost allows.
///
/// Pure: times are values in seconds, read by the loop from its clock; what the scene says of
/// itself (its cost key, a foreseen step, whether it changes by itself) is asked through
/// closures only when a policy needs it. No policy reads another's state: the scheduler hands
/// each the values it needs. Transitions: `FrameScheduling.md`.
public struct FrameScheduler: Sendable {
    /// What the loop does in an iteration.
    public enum Action: Hashable, Sendable {
        /// Frames on demand: no frame; waits until this time, seconds, or until input, a window
        /// event or main-queue work comes, then asks again.
        case sleep(until: Double)
        /// A full-rate frame: its start is planned at once (`planStart`), then it runs.
        case frame
        /// A low-rate frame: waits until this time, seconds (input or a window event ends the
        /// wait sooner), then runs it.
        case throttledFrame(at: Double)
        /// Suspended: waits for input until this time, seconds; runs a frame only when input or
        /// a window event came.
        case waitForInput(until: Double)
    }

    /// Where a frame aims: the deadline it targets, the one it was due at, and the deadlines
    /// it skipped by starting after its own target.
    public struct FramePlan: Hashable, Sendable {
        /// The frame's target presentation time, seconds.
        public var target: Double
        /// The deadline the frame was due at, seconds.
        public var expected: Double
        /// Deadlines skipped by starting after the target.
        public var skippedByLateStart: Int
    }

    /// The loop's configuration.
    public let configuration: FrameLoopConfiguration
    /// The deadline grid.
    public private(set) var pacer: FramePacer
    /// The window's activity: how frames are paced.
    public private(set) var activity = ActivityState()
    /// Frames on demand: whether the next full-rate iteration draws or sleeps.
    public private(set) var demand = FrameDemand()
    /// When full-rate frames start.
    public private(set) var lateStart: LateStartPolicy
    /// Whether full-rate frames are drawn again with late input.
    public private(set) var lateRedraw: LateRedrawPolicy
    /// Frames run so far.
    public private(set) var framesRun = 0

    /// Creates a scheduler whose grid starts at `now` seconds (`begin(at:)` moves it).
    public init(configuration: FrameLoopConfiguration, now: Double) {
        self.configuration = configuration
        pacer = FramePacer(rate: configuration.rate, start: now)
        lateStart = LateStartPolicy(isEnabled: configuration.startsLate, predictor: configuration.costPredictor)
        lateRedraw = LateRedrawPolicy(configuration: configuration)
    }

    /// How frames are paced now.
    public var pacing: ActivityState.Pacing { activity.pacing }

    /// The full-rate interval, seconds.
    private var interval: Double { 1 / configuration.rate }

    /// Starts the grid with the first frame at `now` seconds (setting up a window between the
    /// loop's creation and its first frame must not count as a missed first deadline).
    public mutating func begin(at now: Double) { pacer.restart(at: now, rate: configuration.rate) }

    /// Applies a window event at `now` seconds; returns true when it changed the pacing (the
    /// loop's measures of the previous frame then no longer apply).
    public mutating func handle(_ event: WindowEvent, at now: Double) -> Bool {
        let before = activity.pacing
        if activity.handle(event) {
            pacer.restart(at: now, rate: configuration.rate)
            log.debug("resumed full-rate frames at \(now) s")
        } else if before != activity.pacing, activity.pacing == .lowRate {
            pacer.restart(at: now, rate: configuration.throttledRate)
        }
        return before != activity.pacing
    }

    /// What the iteration starting at `now` seconds does. At full rate, when drawing on demand
    /// and asleep: `changed` says whether something came since the last frame, `changesByItself`
    /// whether the scene's frames change now, `knownInput` when input is known to come (a
    /// replay's next report), `nextWake` the scene's next wake-up; waking, the grid restarts so
    /// that the first frame is shown as soon as its key's (`key`) predicted cost allows, and
    /// that of a certain step it foresees before a target an interval away (`step`: the app's
    /// work at the frame's start, such as the frame after a piece of idle work) (`resumed` is
    /// then set). A full-rate frame's start is then planned (`planStart`).
    public mutating func next(
        now: Double, changed: () -> Bool, changesByItself: () -> Bool,
        knownInput: () -> Double?, nextWake: () -> Double?, key: () -> Int,
        step: (_ before: Double) -> FrameCostStep? = { _ in nil }, resumed: inout Bool
    ) -> Action {
        switch activity.pacing {
        case .fullRate:
            if configuration.drawsOnDemand, demand.state == .sleeping {
                switch demand.next(changed: changed(), changesByItself: changesByItself()) {
                case .draw:
                    break
                case .resume:
                    resumed = true
                    // Nothing on screen waits for a deadline: the grid is placed so that the first
                    // frame starts now and is shown as soon as its key's predicted cost allows (the
                    // whole interval for a key not seen yet), where a grid started now shows it an
                    // interval on.
                    var lead = interval
                    if configuration.startsLate {
                        let frameKey = key()
                        lead = lateStart.lead(key: frameKey, interval: interval)
                        if let step = step(now + interval), step.isCertain {
                            // Its cost is the step's (a piece of idle work filled the glyph atlas:
                            // the frame after it uploads what changed), not the key's frames at rest.
                            lead = max(lead, lateStart.predictor.lead(key: frameKey, step: step.key, interval: interval))
                        }
                    }
                    pacer.restart(at: now + lead - interval, rate: configuration.rate)
                    log.trace("woke at \(now) s: drawing again")
                case .sleep:
                    // The recheck is a safety net for a change nothing reported; input whose time
                    // is known (a replay's next report, hours away while a finger rests) ends the
                    // sleep itself.
                    var until = now + configuration.idleRecheck
                    if let known = knownInput(), known > until { until = known }
                    if let wake = nextWake() { until = min(until, max(now, wake)) }
                    return .sleep(until: until)
                }
            }
            return .frame
        case .lowRate:
            return .throttledFrame(at: pacer.target)
        case .waitForInput:
            return .waitForInput(until: now + configuration.suspendedRecheck)
        }
    }

    /// Plans the coming full-rate frame's start at `now` seconds (`LateStartPolicy`): of the
    /// scene's cost key (`key`), with the step it foresees before the frame's target (`step`),
    /// early enough to be drawn before its late redraw would start when `canRedraw` (a renderer
    /// that can, and an input source), and as early as a certain step when `liftInHand` (a late
    /// redraw held a lift for it); at once with the late start off.
    public mutating func planStart(
        now: Double, canRedraw: Bool, liftInHand: Bool = false, key: () -> Int, step: (Double) -> FrameCostStep?
    ) -> LateStartPolicy.Action {
        guard configuration.startsLate else { return .startNow }
        let frameKey = key()
        let target = pacer.target
        let redrawLead =
            framesRun > 0 && canRedraw
            ? lateRedraw.lead(key: frameKey, interval: pacer.interval, recentFrameCost: recentCost(key: frameKey))
            : nil
        return lateStart.plan(
            now: now, target: target, interval: pacer.interval, key: frameKey, step: step(target),
            redrawLead: redrawLead, liftInHand: liftInHand)
    }

    /// The frame starting at `start` seconds: at full rate the pacer's next deadline (moved past
    /// `start` when the frame starts after it), else the start itself.
    public mutating func planFrame(pacing: ActivityState.Pacing, start: Double) -> FramePlan {
        guard pacing == .fullRate else { return FramePlan(target: start, expected: start, skippedByLateStart: 0) }
        let expected = pacer.target
        let skipped = pacer.advance(past: start)
        return FramePlan(target: pacer.target, expected: expected, skippedByLateStart: skipped)
    }

    /// The step the coming frame was planned for by the late start, if any (the loop asks the
    /// scene after the frame whether it ran: `FrameCostHints.ran(_:)`).
    public var plannedStep: FrameCostStep? { lateStart.plannedStep }

    /// The largest cost of `key`'s last `FrameLoopConfiguration.redrawPriorFrames` frames, if any.
    func recentCost(key: Int) -> Double? {
        lateStart.predictor.recentCost(key: key, frames: FrameLoopConfiguration.redrawPriorFrames)
    }

    // MARK: - Late redraw

    /// How long before its deadline the late redraw of a frame paced `pacing` starts, seconds,
    /// with the frame's cost key (`key`): `LateRedrawPolicy.lead` from what the frame cost
    /// (`frameCost`) and what its redrawn steps did (`drawingCost`); `nil` at reduced rates, for
    /// the warm-up frame, unless `canRedraw` (a renderer that can, and an input source), or when
    /// no cost is known.
    public func redrawLead(
        pacing: ActivityState.Pacing, canRedraw: Bool, key: () -> Int, frameCost: Double, drawingCost: Double
    ) -> (lead: Double, key: Int)? {
        guard pacing == .fullRate, framesRun > 0, canRedraw else { return nil }
        let frameKey = key()
        guard
            let lead = lateRedraw.lead(
                key: frameKey, interval: pacer.interval, recentFrameCost: recentCost(key: frameKey),
                frameCost: frameCost, drawingCost: drawingCost)
        else { return nil }
        return (lead, frameKey)
    }

    /// After the render of a frame presenting at `target` seconds, at `now`: plans its late
    /// redraw `lead` seconds before the deadline (`redrawLead`; `LateRedrawPolicy.frameRendered`).
    /// A frame that `drewNothing` is drawn again only with time for what its key's recent frames
    /// cost (`LateRedrawPolicy.Look.leastCost`).
    public mutating func frameRendered(
        now: Double, target: Double, lead: Double, key: Int, drawingCost: Double, drewNothing: Bool = false,
        step: () -> FrameCostStep?
    ) -> LateRedrawPolicy.Action {
        lateRedraw.frameRendered(
            now: now, target: target, lead: lead, key: key, drawingCost: drawingCost,
            leastCost: drewNothing ? recentCost(key: key) ?? 0 : 0, step: step)
    }

    /// The thread woke at `begun` seconds for a late look (`LateRedrawPolicy.woke(at:)`).
    public mutating func woke(at begun: Double) -> LateRedrawPolicy.Action { lateRedraw.woke(at: begun) }

    /// True when a late redraw of a frame presenting at `target` seconds, at `now`, draws a lift it
    /// drained instead of holding it for the next frame: the scene foresees only a possible step
    /// (`step`) of a family other than `FrameCostStep.anyPossibleFamily` (the end of a gesture that
    /// has taken its touches: a fling, a page settling), seen before, whose frames cost (their
    /// large percentile, the late start's) ends before the redraw's cutoff. Any other lift may run
    /// an action that costs far more than a redraw before anything can be abandoned (a tap's: a
    /// double tap's second lift has its first's step, seen and cheap, and starts a zoom), so it
    /// is held. (On the headless tour at 60 Hz, 102 of 487 inputs over 20 ms were lifts held so,
    /// most the ends of drags; measured by us.)
    public func redrawTakesLift(step: FrameCostStep?, now: Double, target: Double) -> Bool {
        guard let step, !step.isCertain, step.family != FrameCostStep.anyPossibleFamily,
            let cost = lateStart.predictor.predictedCost(step: step.key)
        else { return false }
        return now + cost < target - lateRedraw.effectiveCutoff
    }

    /// A late look drained (`LateRedrawPolicy.drained`).
    public mutating func drained(
        inputCame: Bool, heldLift: Bool, landedTouch: Bool = true, now: Double, key: () -> Int,
        step: () -> FrameCostStep?
    ) -> LateRedrawPolicy.Action {
        lateRedraw.drained(
            inputCame: inputCame, heldLift: heldLift, landedTouch: landedTouch, now: now, key: key, step: step)
    }

    /// A late redraw ended (`LateRedrawPolicy.redrew(_:)`).
    public mutating func redrew(_ outcome: LateRedrawPolicy.Outcome) -> LateRedrawPolicy.Outcome {
        lateRedraw.redrew(outcome)
    }

    /// How long before its deadline the second look of a frame of `key` starts, seconds
    /// (`LateRedrawPolicy.secondLookLead(key:drawingCost:)`).
    public func secondLookLead(key: Int, drawingCost: Double) -> Double? {
        lateRedraw.secondLookLead(key: key, drawingCost: drawingCost)
    }

    // MARK: - Present

    /// A full-rate frame was shown on the renderer's vsync at `shown` seconds, on a display
    /// refreshing `rate` times a second: the grid follows it. Returns the deadlines skipped.
    public mutating func presentedOnVsync(at shown: Double, rate: Double) -> Int {
        pacer.followVsync(at: shown, rate: rate)
    }

    /// The slot on the grid for a full-rate frame finished at `finished` seconds.
    public func slot(finishedAt finished: Double) -> FramePacer.Slot { pacer.slot(finishedAt: finished) }

    /// A full-rate frame due at `slot` was shown at `shown` seconds. A wake-up later than half an
    /// interval past the slot (a preempted thread) lands the present on a later deadline: those
    /// deadlines count as skipped too, and the next frame aims after the present that really
    /// happened. Returns the deadlines skipped.
    public mutating func presented(at slot: FramePacer.Slot, shown: Double) -> Int {
        let overshoot = max(0, Int(((shown - slot.time) * pacer.rate).rounded()))
        let skipped = slot.skipped + overshoot
        let index = slot.index + overshoot
        pacer.presented(at: FramePacer.Slot(index: index, time: pacer.deadline(index), skipped: skipped))
        return skipped
    }

    /// A frame at a reduced rate that started at `start` seconds was shown: the next one is due
    /// an interval of the low rate later.
    public mutating func presentedThrottled(startedAt start: Double) {
        pacer.restart(at: start, rate: configuration.throttledRate)
    }

    // MARK: - After the frame

    /// What a frame did, for the policies to learn from.
    public struct FrameOutcome: Sendable {
        /// How the frame was paced.
        public var pacing: ActivityState.Pacing
        /// When it started, seconds.
        public var start: Double
        /// When its render (the first drawing) finished, seconds.
        public var rendered: Double
        /// Its target presentation time, seconds.
        public var target: Double
        /// Its interval, seconds.
        public var budget: Double
        /// True when it missed its deadline.
        public var missed: Bool
        /// The scene's cost key after it.
        public var key: Int
        /// True when it ran the step it was planned for.
        public var stepRan: Bool
        /// True when it built and drew nothing.
        public var drewNothing: Bool
        /// Its late redraw, if one ran.
        public var redraw: LateRedrawPolicy.Outcome?
        /// True when it showed nothing new (no input delivered or carried, no window event or
        /// main-queue work before it).
        public var quiet: Bool

        /// Creates an outcome.
        public init(
            pacing: ActivityState.Pacing, start: Double, rendered: Double, target: Double, budget: Double,
            missed: Bool, key: Int, stepRan: Bool, drewNothing: Bool, redraw: LateRedrawPolicy.Outcome?,
            quiet: Bool
        ) {
            self.pacing = pacing
            self.start = start
            self.rendered = rendered
            self.target = target
            self.budget = budget
            self.missed = missed
            self.key = key
            self.stepRan = stepRan
            self.drewNothing = drewNothing
            self.redraw = redraw
            self.quiet = quiet
        }
    }

    /// After a frame: a full-rate frame's cost (from its planned start to the end of its render)
    /// and whether it missed go into the late start's predictor (a frame that ran a foreseen step
    /// under the step's key, so a costly step does not hold up the key's ordinary frames), its
    /// late redraw's cost into the redraw's; frames on demand learn whether it was the last one
    /// (`changesByItself` is asked only of a quiet frame).
    public mutating func frameEnded(_ outcome: FrameOutcome, changesByItself: () -> Bool) {
        defer { framesRun += 1 }
        if outcome.pacing == .fullRate {
            let (key, step) = lateStart.learnedKey(endingWith: outcome.key, stepRan: outcome.stepRan)
            // A miss after a redraw is the redraw's: the frame drawn first was ready in time.
            let renderMissed = outcome.missed && (outcome.redraw == nil || outcome.rendered > outcome.target)
            lateStart.frameEnded(
                start: outcome.start, finished: outcome.rendered, key: key, step: step,
                drewNothing: outcome.drewNothing, missed: renderMissed, interval: outcome.budget)
            lateRedraw.frameEnded(
                outcome: outcome.redraw, missed: outcome.missed, interval: outcome.budget,
                recentFrameCost: outcome.redraw.flatMap { recentCost(key: $0.key) })
        } else {
            lateStart.frameSkipped()
        }
        if outcome.pacing == .fullRate && configuration.drawsOnDemand {
            // Asked only of a quiet frame: one that showed something draws on whatever the scene says.
            demand.frameEnded(quiet: outcome.quiet, changesByItself: outcome.quiet && changesByItself())
        } else {
            demand.reset()
        }
    }
}
