/// Late start (`FrameLoopConfiguration.startsLate`): a full-rate frame starts at its deadline
/// minus its predicted cost (`FrameCostPredictor`), so input that comes while the previous
/// frame waits for its deadline is shown one frame sooner; earlier for a step in cost the scene
/// foresees (`FrameCostStep`: as early as the same step needed before, as early as it can the
/// first time), and early enough to be drawn before its late redraw would start. After the
/// frame, its cost is learned under the key and step it was planned with.
///
/// Pure: times are values in seconds; the frame loop carries out the action it returns
/// (`FrameScheduler`). Transitions: `FrameScheduling.md`.
public struct LateStartPolicy: Hashable, Sendable {
    /// What the coming frame was planned with.
    public struct Plan: Hashable, Sendable {
        /// When the frame was planned to start, seconds (now, when that had passed).
        public var start: Double
        /// The cost key the frame was predicted with.
        public var key: Int
        /// The foreseen step the frame runs or may run, if it was planned for one.
        public var step: FrameCostStep?

        /// Creates a plan.
        public init(start: Double, key: Int, step: FrameCostStep?) {
            self.start = start
            self.key = key
            self.step = step
        }
    }

    /// Whether a frame is planned.
    public enum State: Hashable, Sendable {
        /// No frame planned (before the first, between frames, or with the late start off).
        case unplanned
        /// The coming frame was planned (`plan(now:target:interval:key:step:redrawLead:)`).
        case planned(Plan)
    }

    /// What the loop does before the frame.
    public enum Action: Hashable, Sendable {
        /// Starts the frame now.
        case startNow
        /// Waits until this time, seconds (a window event may end the wait sooner), then starts
        /// the frame.
        case waitUntil(Double)
    }

    /// True when frames start late; false starts each at once and only learns their costs.
    public let isEnabled: Bool
    /// Predicts frame costs.
    public private(set) var predictor: FrameCostPredictor
    /// The current state.
    public private(set) var state: State = .unplanned

    /// Creates the policy, on when `isEnabled`, predicting with `predictor`.
    public init(isEnabled: Bool, predictor: FrameCostPredictor) {
        self.isEnabled = isEnabled
        self.predictor = predictor
    }

    /// How long before its deadline a frame of `key` starts, seconds (at most `interval`).
    public func lead(key: Int, interval: Double) -> Double { predictor.lead(key: key, interval: interval) }

    /// Plans the coming full-rate frame, presenting at `target` seconds with an `interval`
    /// between deadlines: of cost key `key`, the scene foreseeing `step`; `redrawLead` is how
    /// long before its deadline its late redraw would start (`nil`: none, or the first frame).
    /// `liftInHand` says the frame's input is already known to lift a touch (a late redraw held
    /// the lift for it): a possible step is then planned as a certain one, the whole interval
    /// when not seen yet, since no input that could come later is kept from this present by
    /// starting early (the lift is the gesture's last), while a late start risks a deadline
    /// on an action whose cost nothing foretells.
    public mutating func plan(
        now: Double, target: Double, interval: Double, key: Int, step: FrameCostStep?,
        redrawLead: Double?, liftInHand: Bool = false
    ) -> Action {
        guard isEnabled else {
            state = .unplanned
            return .startNow
        }
        var start = target - predictor.lead(key: key, interval: interval)
        var plannedStep: FrameCostStep?
        if let step, step.earliestStart <= start {
            // This frame runs a step the scene foresees (a deadline firing), or may (a touch
            // lifting). Its cost is that of the earlier frames that ran the same step: none yet,
            // the whole interval for a certain step (it starts as early as it can and still run
            // it) or a possible one whose lift is in hand, and for a possible one what other
            // possible steps cost (a first tap is assumed to cost what taps have cost; nothing
            // before any ran); a step that proved cheap (a double-tap window closing, a drag's
            // lift) keeps the late start, and the input an early start would delay.
            let stepLead =
                step.isCertain || liftInHand || predictor.hasSeen(step: step.key)
                ? predictor.lead(key: key, step: step.key, interval: interval)
                : predictor.lead(key: key, unseenPossibleStepWithin: interval, family: step.family)
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
        if let redrawLead, let cost = predictor.predictedCost(key: key) {
            // Drawn by the time its redraw would start, so input that comes until then is shown
            // at this deadline: the late start's margin keeps the frame on time, the redraw's
            // (abandoned when it runs out of time) the input in it.
            start = min(start, target - redrawLead - cost)
        }
        state = .planned(Plan(start: max(start, now), key: key, step: plannedStep))
        return start > now ? .waitUntil(start) : .startNow
    }

    /// The frame's cost key and step as it was planned, for a frame that ended with key `key`
    /// and ran the planned step or not (`stepRan`): a step's frame goes to the key its
    /// prediction was planned over, an ordinary frame to the key it ends with (a tab switch's
    /// frame draws the new scene).
    public func learnedKey(endingWith key: Int, stepRan: Bool) -> (key: Int, step: FrameCostStep?) {
        guard case .planned(let plan) = state, stepRan, let step = plan.step else { return (key, nil) }
        return (plan.key, step)
    }

    /// The step the coming frame was planned for, if any.
    public var plannedStep: FrameCostStep? {
        guard case .planned(let plan) = state else { return nil }
        return plan.step
    }

    /// After a full-rate frame that started at `start` seconds and finished its render at
    /// `finished`, within an `interval`: learns its cost (from its planned start, when earlier)
    /// under `key` and `step` (`learnedKey(endingWith:stepRan:)`), or, for a frame that drew
    /// nothing and did not miss (`drewNothing`), lets the extra lead recede (a run of them at
    /// rest must not teach the key that its frames are free). Ends the plan.
    public mutating func frameEnded(
        start: Double, finished: Double, key: Int, step: FrameCostStep?,
        drewNothing: Bool, missed: Bool, interval: Double
    ) {
        var begun = start
        if case .planned(let plan) = state { begun = min(plan.start, start) }
        state = .unplanned
        if drewNothing && !missed {
            predictor.relax()
        } else {
            predictor.record(
                cost: finished - begun, key: key, step: step?.key, possible: step.map { !$0.isCertain } ?? false,
                family: step?.family ?? FrameCostStep.anyPossibleFamily, missed: missed, interval: interval)
        }
    }

    /// After a frame at a reduced rate: ends the plan, learning nothing.
    public mutating func frameSkipped() { state = .unplanned }
}
