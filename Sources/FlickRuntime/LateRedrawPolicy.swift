/// Late redraw and the second look (`FrameLoopConfiguration.redrawsLateInput`,
/// `looksAgainLate`): after a full-rate frame's render, the loop waits until its deadline minus
/// what its redraws cost (`redrawPredictor`), drains input again and, when some came, delivers
/// it and draws the frame again with it, abandoning the redraw `redrawCutoff` before the
/// deadline. When that look found nothing, the second look drains once more as late as a redraw
/// of the frame allows; a frame whose render ran past its look looks at once as a second look,
/// when the key's recent redraws fit. A lift, and the input after it, waits for the next frame
/// (its action may cost more than any redraw), unless it can only end the gestures under way at
/// a cost seen before that fits (`FrameScheduler.redrawTakesLift`); input that changed the
/// scene's activity (its cost key) waits too.
///
/// What an abandoned redraw costs after it stops is measured on the machine it runs on, not
/// taken from the one the defaults were tuned on: the cutoff grows to `putBackAllowance` times
/// the longest recent put-back (the copy that restores the frame drawn before).
///
/// Pure: times and costs are values in seconds; the frame loop carries out the action each
/// method returns (wait, drain, redraw) and reports back (`FrameScheduler`). Transitions:
/// `FrameScheduling.md`.
public struct LateRedrawPolicy: Hashable, Sendable {
    /// A look planned or under way.
    public struct Look: Hashable, Sendable {
        /// When it starts, seconds.
        public var start: Double
        /// The cost key of the frame it redraws.
        public var key: Int
        /// What the frame spent in the steps a redraw runs again, seconds.
        public var drawingCost: Double
        /// The frame's target presentation time, seconds.
        public var target: Double
        /// True for the second look.
        public var isSecondLook: Bool
        /// What drawing the frame again costs at the least once input comes, seconds: for a frame
        /// that drew nothing, what its key's recent frames cost (its redraw builds and draws a
        /// whole frame); 0 for a frame that drew (its redraw draws what changed since).
        public var leastCost: Double = 0
    }

    /// Where the frame's redraw is.
    public enum State: Hashable, Sendable {
        /// No redraw planned or under way.
        case idle
        /// Waiting to look for late input.
        case waitingToLook(Look)
        /// Woken on time: draining late input.
        case draining(Look)
        /// Late input came: delivering it and drawing the frame again.
        case redrawing(Look)
    }

    /// What the loop does next.
    public enum Action: Hashable, Sendable {
        /// Nothing more for this frame: it presents.
        case none
        /// Waits until this time, seconds, then reports `woke(at:)`.
        case look(at: Double)
        /// Drains input now (holding a lift and what follows for the next frame, unless
        /// `FrameScheduler.redrawTakesLift` takes it), then reports
        /// `drained(inputCame:heldLift:landedTouch:now:key:step:)`.
        case drain
        /// Holds the drained input for the next frame: it lands a touch, the frame drew nothing,
        /// and a frame of its key (`Look.leastCost`) would end past the cutoff. Nothing more for
        /// this frame: it presents.
        case hold
        /// Delivers the drained input and draws the frame again, unless the scene's cost key is
        /// no longer `key` (the input changed the activity), abandoning the drawing when an
        /// item would end past `cutoff` seconds; then reports `redrew(_:)`.
        case redraw(key: Int, cutoff: Double)
    }

    /// What a frame's redraw did.
    public struct Outcome: Hashable, Sendable {
        /// The cost key it was predicted with.
        public var key: Int
        /// How long it ran, seconds.
        public var cost: Double
        /// True when the frame was drawn again whole; false when it was abandoned or not drawn.
        public var drawn: Bool
        /// True when its input started another activity, so it was not drawn.
        public var changedActivity = false
        /// The longest step between two of the renderer's questions, seconds (what it expected
        /// the next step to take when it abandoned).
        public var longestStep = 0.0
        /// True when the second look ran it.
        public var isSecondLook = false
        /// For an abandoned redraw that had saved pixels to put back: how long it ran after the
        /// question that stopped it, seconds (the put-back); `nil` otherwise.
        public var putBack: Double?

        /// Creates an outcome.
        public init(
            key: Int, cost: Double, drawn: Bool, changedActivity: Bool = false, longestStep: Double = 0,
            isSecondLook: Bool = false, putBack: Double? = nil
        ) {
            self.key = key
            self.cost = cost
            self.drawn = drawn
            self.changedActivity = changedActivity
            self.longestStep = longestStep
            self.isSecondLook = isSecondLook
            self.putBack = putBack
        }
    }

    /// True when frames are redrawn (`FrameLoopConfiguration.redrawsLateInput`; the scheduler
    /// asks the policy only with a renderer that can and an input source).
    public let isEnabled: Bool
    /// True when a redraw that found nothing looks again.
    public let looksAgain: Bool
    /// How long before the deadline a redraw is abandoned at the least, seconds (the
    /// configured cutoff; `effectiveCutoff` adds what put-backs measured here need).
    public let cutoff: Double
    /// Added to the second look's lead, seconds.
    public let secondLookMargin: Double
    /// Predicts redraw costs.
    public private(set) var predictor: FrameCostPredictor
    /// The current state.
    public private(set) var state: State = .idle
    /// Recent put-backs of abandoned redraws, seconds (`Outcome.putBack`).
    private var putBacks = RecentCosts(window: putBackWindow)

    /// Put-backs remembered; the longest of them sets `effectiveCutoff` (ours: 30 abandoned
    /// redraws are a few seconds of a pinch or a page turn on the headless tour, so one cold copy
    /// is remembered while redraws are abandoned and forgotten once they stop being).
    public static let putBackWindow = 30
    /// `effectiveCutoff` over the longest recent put-back (ours, measured on the headless tour
    /// on a machine whose put-backs took 0.47–0.64 ms, where the fixed 0.5 ms cutoff let about 4
    /// redraws a run at 60 Hz end past their deadline: twice the put-back, the share the default
    /// cutoff leaves over the 0.24–0.27 ms cold copy it was chosen for, left redraws too little
    /// time, 0.3–0.9 ms more median latency in 4-phase sweeps; a quarter more covers a colder copy
    /// and the present).
    public static let putBackAllowance = 1.25

    /// Creates the policy from `configuration`.
    public init(configuration: FrameLoopConfiguration) {
        isEnabled = configuration.redrawsLateInput
        looksAgain = configuration.looksAgainLate
        cutoff = configuration.redrawCutoff
        secondLookMargin = configuration.secondLookMargin
        predictor = configuration.redrawPredictor
    }

    /// How long before its deadline a late redraw of `key` should start, seconds: the redraw
    /// predictor's lead, and at least `drawingCost` (what the frame being redrawn spent in the
    /// steps a redraw runs again, when known) plus the redraw's margin and backoff; before any
    /// redraw of `key` ran, the largest of `recentFrameCost` (the key's last
    /// `FrameLoopConfiguration.redrawPriorFrames` frames) and `frameCost` (what the whole frame
    /// being redrawn cost, when known) plus the same; at most `interval`; `nil` when frames are
    /// not redrawn or no cost is known. (The key's 99th percentile over its whole window held an
    /// activity's dear first frames for seconds, so its first redraws started before the input
    /// they were for came; a frame that drew 3 ms, the first of a pinch's fold, was redrawn on the
    /// lead of the key's 0.6 ms redraws and missed its deadline.)
    public func lead(
        key: Int, interval: Double, recentFrameCost: Double?, frameCost: Double? = nil,
        drawingCost: Double? = nil
    ) -> Double? {
        guard isEnabled else { return nil }
        // The redraw must end by the effective cutoff, not the configured one its margin covers.
        let extraCutoff = effectiveCutoff - cutoff
        func lead(costing cost: Double) -> Double {
            min(interval, cost + predictor.margin + predictor.backoff + extraCutoff)
        }
        if predictor.predictedCost(key: key) != nil {
            let learned = min(interval, predictor.lead(key: key, interval: interval) + extraCutoff)
            return drawingCost.map { max(learned, lead(costing: $0)) } ?? learned
        }
        return [recentFrameCost, frameCost].compactMap { $0 }.max().map(lead(costing:))
    }

    /// How long before its deadline the second look of a frame of `key` starts, seconds: the
    /// larger of `drawingCost` and the largest of the key's last
    /// `FrameLoopConfiguration.secondLookRecentRedraws` redraws, plus the cutoff and the second
    /// look's margin; `nil` before a redraw of `key` ran.
    public func secondLookLead(key: Int, drawingCost: Double) -> Double? {
        guard let recent = predictor.recentCost(key: key, frames: FrameLoopConfiguration.secondLookRecentRedraws)
        else { return nil }
        return max(drawingCost, recent) + effectiveCutoff + secondLookMargin
    }

    /// How long before the deadline a redraw is abandoned, seconds: the configured `cutoff`,
    /// and at least `putBackAllowance` times the longest put-back of the last `putBackWindow`
    /// abandoned redraws that had one.
    public var effectiveCutoff: Double {
        max(cutoff, (putBacks.largest(rank: 1) ?? 0) * Self.putBackAllowance)
    }

    /// After the render of a full-rate frame (not the warm-up frame) presenting at `target`
    /// seconds: plans its redraw at `now`, `lead` seconds before the deadline (`lead(key:...)`).
    /// `key` is the frame's cost key, `drawingCost` what its redrawn steps cost, `leastCost` what
    /// drawing it again costs at the least (`Look.leastCost`), `step` the step
    /// the scene foresees before `target` (a certain one due before the redraw's start is planned
    /// for by the next frame: no redraw; asked only when a redraw is due). A frame that ran past
    /// the redraw's start redraws at once while its margin allows; one that ran later looks at once
    /// as the second look does (`isSecondLook`), when the key's last
    /// `FrameLoopConfiguration.secondLookRecentRedraws` redraws, the cutoff and the second look's
    /// margin fit before the deadline.
    public mutating func frameRendered(
        now: Double, target: Double, lead: Double, key: Int, drawingCost: Double, leastCost: Double = 0,
        step: () -> FrameCostStep?
    ) -> Action {
        state = .idle
        let start = target - lead
        guard now <= start + predictor.margin else {
            return lateLook(now: now, target: target, key: key, drawingCost: drawingCost, leastCost: leastCost, step: step)
        }
        let begin = max(start, now)
        // No time left for it before the cutoff (a key whose redraws cost nothing): none.
        guard target - begin > effectiveCutoff else { return .none }
        if let step = step(), step.isCertain, step.earliestStart <= begin { return .none }
        state = .waitingToLook(
            Look(
                start: begin, key: key, drawingCost: drawingCost, target: target,
                isSecondLook: false, leastCost: leastCost))
        return .look(at: begin)
    }

    /// The look of a frame whose render ran past its redraw's start and margin: at once, as a
    /// second look, when the key's recent redraws fit before the cutoff.
    ///
    /// The first look's lead holds the frame's own drawing cost, so a frame that ran past it had
    /// no look at all, and input that came during its render waited a frame. It is mostly a frame
    /// whose drawing ran long this once (a map's tiles, a pinch's end), and what its key's redraws
    /// cost lately says better what drawing it again with the new input costs. As a second look,
    /// it looks once, and, abandoned, teaches its cost but no backoff. (On the headless tour at 60
    /// Hz, 43 of 146 inputs over 20 ms had come during such a render; measured by us.)
    private mutating func lateLook(
        now: Double, target: Double, key: Int, drawingCost: Double, leastCost: Double, step: () -> FrameCostStep?
    ) -> Action {
        guard looksAgain,
            let recent = predictor.recentCost(key: key, frames: FrameLoopConfiguration.secondLookRecentRedraws),
            target - now >= recent + effectiveCutoff + secondLookMargin
        else { return .none }
        if let step = step(), step.isCertain, step.earliestStart <= now { return .none }
        state = .waitingToLook(
            Look(
                start: now, key: key, drawingCost: drawingCost, target: target, isSecondLook: true,
                leastCost: leastCost))
        return .look(at: now)
    }

    /// The thread woke at `begun` seconds for the look: it drains, or, woken later than the
    /// redraw's margin (preempted), leaves the input for the next frame (the scene's steps would
    /// run into the deadline before anything can be abandoned).
    public mutating func woke(at begun: Double) -> Action {
        guard case .waitingToLook(let look) = state else { return .none }
        guard begun <= look.start + predictor.margin else {
            state = .idle
            return .none
        }
        state = .draining(look)
        return .drain
    }

    /// The look drained: `inputCame` when input to redraw with came, `heldLift` when a lift was
    /// held for the next frame. With input, the frame is redrawn, unless it drew nothing, the
    /// input lands a touch (`landedTouch`) and a frame of its key (`Look.leastCost`) would end
    /// past the cutoff from `now`: the input is then held for the next frame (`hold`); without,
    /// a first look plans the second look, unless a lift was held, no redraw of the frame's key
    /// ran yet, its time has passed at `now`, the scene's key (`key`) is no longer the frame's,
    /// or a certain `step` falls before it (both asked only then).
    public mutating func drained(
        inputCame: Bool, heldLift: Bool, landedTouch: Bool = true, now: Double, key: () -> Int,
        step: () -> FrameCostStep?
    ) -> Action {
        guard case .draining(let look) = state else { return .none }
        if inputCame {
            // A touch landing in a frame that drew nothing wakes what it touches (a highlight, a
            // key's pop-up, a HUD): its redraw draws a frame of its key whole, not what the key's
            // redraws (a finger resting, moving within its slop) cost, and its scene steps would
            // run past the deadline before anything can be abandoned (measured on the headless
            // tour at 60 Hz). Touches that only move or rest are redrawn as before.
            guard !landedTouch || now + look.leastCost < look.target - effectiveCutoff else {
                state = .idle
                return .hold
            }
            state = .redrawing(look)
            return .redraw(key: look.key, cutoff: look.target - effectiveCutoff)
        }
        state = .idle
        guard !look.isSecondLook else { return .none }
        guard looksAgain, !heldLift, let lead = secondLookLead(key: look.key, drawingCost: look.drawingCost)
        else { return .none }
        let start = look.target - lead
        guard start > now, key() == look.key else { return .none }
        if let step = step(), step.isCertain, step.earliestStart <= start { return .none }
        state = .waitingToLook(
            Look(
                start: start, key: look.key, drawingCost: look.drawingCost, target: look.target,
                isSecondLook: true, leastCost: look.leastCost))
        return .look(at: start)
    }

    /// The redraw ended (`outcome`, without `isSecondLook`, which this sets): nothing more for the
    /// frame. Returns the outcome as the frame's.
    public mutating func redrew(_ outcome: Outcome) -> Outcome {
        var outcome = outcome
        if case .redrawing(let look) = state { outcome.isSecondLook = look.isSecondLook }
        state = .idle
        return outcome
    }

    /// After the frame: learns its redraw's cost (`outcome`, when one ran and its input did not
    /// change the activity); `missed` when the frame missed its deadline, `recentFrameCost` the
    /// largest of the outcome's key's last `FrameLoopConfiguration.redrawPriorFrames` frames.
    public mutating func frameEnded(outcome: Outcome?, missed: Bool, interval: Double, recentFrameCost: Double?) {
        state = .idle
        guard let outcome else {
            // No redraw ran (nothing came at the look, or no look: the frame ended past its start):
            // an extra lead left by an abandoned redraw recedes as the late start's does on a frame
            // on time. Recorded only by redraws that run, it had held a page turn's lead at 4.7 ms
            // for its whole turn, its reports coming later than that; and, receding only at looks
            // that found nothing, a shelf's 4.5 ms for its whole drag: its frames, started for a
            // look that early, ended after it, so none looked (measured by us on the headless tour).
            if !missed { predictor.relax() }
            return
        }
        guard !outcome.changedActivity else { return }
        if let putBack = outcome.putBack { putBacks.append(putBack, at: putBacks.lastRecorded + 1) }
        // An abandoned redraw did not say what it would have cost, only that it was more than it
        // ran plus the step it did not start: at least that, and at least what the key's recent
        // frames cost (so the predictor does not learn only from the redraws cheap enough to
        // finish, and a run of them does not keep failing). Counted without the step, page turns
        // on the headless tour were abandoned frame after frame, each with 1.2 ms left before a
        // 0.8–1.1 ms item: 25 abandoned redraws a run at 120 Hz drifting, 16 with it (measured by
        // us).
        let cost = outcome.drawn ? outcome.cost : max(outcome.cost + outcome.longestStep, recentFrameCost ?? 0)
        // A second look abandoned teaches its cost (its lead takes the key's last redraws) but no
        // backoff: the late redraw's own lead was not short.
        predictor.record(
            cost: cost, key: outcome.key, missed: (!outcome.drawn && !outcome.isSecondLook) || missed,
            interval: interval)
    }
}
