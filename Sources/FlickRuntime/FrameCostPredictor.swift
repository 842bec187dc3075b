/// Predicts how long the next frame will take, so the loop can start it as late as it
/// safely can (deadline − predicted cost − margin) and drain input then: input that arrives
/// while the previous frame waits for its deadline makes the next present instead of the one
/// after.
///
/// The prediction is a high percentile (`percentile`) of the last `window` frames of the same
/// cost key (a scene: scenes cost differently, and a switch must not inherit the other
/// scene's history), plus a fixed margin. A key with no frames yet gets the whole interval:
/// its first frame starts as soon as the previous one is shown, as without prediction. Until
/// it has `minimumSamples` frames the prediction is the largest of them, leaving out the first
/// once `firstFrameSkippedFrom` frames are known (the first frame of an activity carries its
/// one-off uploads and stretches: a new activity costs a couple of early frames, not
/// `minimumSamples` of them). Foreseen steps (a deadline falling, a touch
/// that may lift) are predicted from the frames that ran them (`lead(key:step:interval:)`,
/// `lead(key:unseenPossibleStepWithin:)`). After a missed deadline an extra lead (the backoff) is added: what
/// the frame cost beyond the lead its key now predicts, at least the margin, so the next frame
/// of the same cost makes its deadline; it stays while frames still cost more than their key
/// predicts (a step in cost the percentile has not taken in yet) and each other frame that makes
/// its deadline shrinks it by `recovery`. A cost step or a preempted thread costs one miss, not a
/// run of them, and the frames after it start no earlier than that miss asks, so the input that
/// comes while they wait is not delayed a frame.
/// The pacer never presents a burst after a miss; this type only chooses start times.
///
/// Pure: costs and intervals are values, in seconds.
public struct FrameCostPredictor: Hashable, Sendable {
    /// Frames per cost key the prediction looks at (ours, measured on the headless tour: 300
    /// frames, 5 s at 60 Hz, remember the cost of a scene's animations between its gestures;
    /// with 30 frames every fold or flip that began after half a second of rest missed its
    /// first deadline: 10–14 misses at 60 Hz and 9–13 at 120 Hz, against 4 and 2).
    public static let defaultWindow = 300
    /// The percentile of the window predicted, 0…1: the k-th largest cost, k = (1 −
    /// percentile) × window, so with 300 frames the 3rd largest (ours: one or two stray
    /// frames do not hold the lead up; the 75th and 85th percentiles of 30 frames missed 27–41
    /// and 19–34 deadlines at 60 Hz for no better median latency).
    public static let defaultPercentile = 0.99
    /// Time added to the percentile, seconds (ours, measured on the headless tour: 0.8 ms
    /// missed 22 deadlines at 60 Hz and 27 at 120 Hz, 2 ms 10 and 9, for 0.5 ms more median
    /// latency; it covers part of the steps in cost when a scene starts animating, and the
    /// wake-up's lateness in real time).
    public static let defaultMargin = 0.002
    /// Frames of a key before its percentile is predicted; until then, their largest after the
    /// first (ours).
    public static let minimumSamples = 4
    /// Frames of a key from which its first frame is left out of the prediction (ours: from
    /// the second, the tour's first map frames missed a deadline in two runs of six at 60 Hz;
    /// from the third, none).
    static let firstFrameSkippedFrom = 3
    /// Factor the extra lead after a miss is multiplied by on each frame that makes its
    /// deadline at no more than its key's predicted cost (ours: the lead is held while frames
    /// cost more, until the percentile has taken a step in cost in; halving then leaves under
    /// 1 ms of a 5 ms overrun after 3 frames; a slower 0.75 kept about 10 % of the tour's frames
    /// starting early, measured when the extra lead was a whole interval).
    public static let recovery = 0.5
    /// Below this the extra lead counts as gone, seconds (ours: 10 µs, under any clock's
    /// resolution that matters).
    static let negligibleLead = 0.000_01
    /// Histories kept of each kind (keys, steps, families): past it the
    /// one recorded into longest ago is forgotten (ours: keys and steps hash the views on
    /// screen and the recognizers under a finger, so a kiosk running for weeks makes new ones
    /// without end; 256 of 300 costs each is under 2 MB a kind, and the headless tour makes
    /// a few dozen).
    public static let maximumKeys = 256

    /// Frames per key looked at.
    public let window: Int
    /// Percentile predicted, 0…1.
    public let percentile: Double
    /// Time added to the percentile, seconds.
    public let margin: Double
    /// The extra lead left from missed deadlines, seconds.
    public private(set) var backoff: Double = 0
    /// Recent costs per key, oldest first, seconds.
    private var costs: [Int: RecentCosts] = [:]
    /// Costs recorded so far (orders the histories by when they were last recorded into).
    private var recordings = 0
    /// Recent costs above their key's prediction of the frames that ran each foreseen step,
    /// oldest first, seconds.
    private var stepExcesses: [Int: RecentCosts] = [:]
    /// Recent costs of the frames that ran each foreseen step, oldest first, seconds.
    private var stepCosts: [Int: RecentCosts] = [:]
    /// Recent costs of the frames that ran a possible step (a lift), by family, oldest first,
    /// seconds: a family's prior for its possible steps not seen yet. Every possible step is in
    /// `FrameCostStep.anyPossibleFamily`, and in its own family too.
    private var familyStepCosts: [Int: RecentCosts] = [:]

    /// Creates a predictor.
    public init(window: Int = defaultWindow, percentile: Double = defaultPercentile, margin: Double = defaultMargin) {
        precondition(window > 0 && (0...1).contains(percentile) && margin >= 0, "a window, a percentile, a margin ≥ 0")
        self.window = window
        self.percentile = percentile
        self.margin = margin
    }

    /// The predicted cost of the next frame of `key`, seconds: the largest of its frames (the
    /// first left out from `firstFrameSkippedFrom` frames) until it has `minimumSamples`, then
    /// the percentile; `nil` before any frame of it was recorded.
    public func predictedCost(key: Int) -> Double? {
        Self.percentile(of: costs[key], largestRank: largestRank, skippingFirst: true)
    }

    /// The predicted cost of a frame that runs the foreseen step `step` (a `FrameCostStep.key`),
    /// seconds: the percentile of the frames that ran it; `nil` for a step not seen yet.
    public func predictedCost(step: Int) -> Double? {
        Self.percentile(of: stepCosts[step], largestRank: largestRank, skippingFirst: false)
    }

    /// The largest cost of the last `frames` frames of `key`, seconds (what the key's frames
    /// cost lately, without the one-off costs of its first frames once `frames` have followed
    /// them); `nil` before any frame of it was recorded.
    public func recentCost(key: Int, frames: Int) -> Double? {
        costs[key]?.maxOfLast(frames)
    }

    /// Which largest cost of the window is predicted: (1 − percentile) × window, at least 1.
    public var largestRank: Int { max(1, Int(((1 - percentile) * Double(window)).rounded())) }

    /// How long before its deadline the next frame of `key` should start, seconds: the
    /// predicted cost plus the margin and any backoff, at most `interval` (the frame budget).
    public func lead(key: Int, interval: Double) -> Double {
        guard let cost = predictedCost(key: key) else { return interval }
        return min(interval, cost + margin + backoff)
    }

    /// How long before its deadline a frame of `key` that runs the foreseen step `step` (a
    /// `FrameCostStep.key`: whose recognizer deadlines fall, or whose touches lift) should
    /// start, seconds: the key's lead plus what the step added to the key's predicted cost in
    /// earlier frames, and at least what those frames cost plus the margin (a large percentile
    /// of each, as for costs: a tab's tap costs the next scene's first frame, whatever the
    /// scene it leaves predicts); the whole `interval` for a step not seen yet.
    public func lead(key: Int, step: Int, interval: Double) -> Double {
        guard let excess = stepExcess(step: step), let cost = predictedCost(step: step) else { return interval }
        return min(interval, max(lead(key: key, interval: interval) + excess, cost + margin + backoff))
    }

    /// How long before its deadline a frame of `key` that may run a possible step not seen yet
    /// (the first lift on a view) should start, seconds: the key's lead, and at least what
    /// frames that ran other possible steps of its `family` cost plus the margin (their large
    /// percentile: a first tap on a button is assumed to cost what taps have cost, the first
    /// end of a drag what ends of drags have cost), so a first tap that starts an animation
    /// does not miss its deadline; the key's lead before any of the family was seen. The
    /// family `FrameCostStep.anyPossibleFamily` is every possible step.
    public func lead(key: Int, unseenPossibleStepWithin interval: Double,
                     family: Int = FrameCostStep.anyPossibleFamily) -> Double {
        let base = lead(key: key, interval: interval)
        guard let prior = Self.percentile(of: familyStepCosts[family], largestRank: largestRank, skippingFirst: false) else {
            return base
        }
        return min(interval, max(base, prior + margin + backoff))
    }

    /// Records a frame of `key` that took `cost` seconds from its planned start to the end
    /// of its work, and whether it missed its deadline, at `interval` seconds per frame. A
    /// frame that ran the foreseen step `step` records what it cost above the key's
    /// prediction under the step instead, so a long press's pop-in neither raises the lead
    /// of the frames around it nor goes unforeseen the next time; the same step costs alike
    /// over every key (a recognizer's action does the same work whatever the scene draws); its
    /// whole cost is kept too, and, for a `possible` step (a lift), with every possible step's
    /// and its `family`'s.
    ///
    /// A miss sets the backoff to what the frame cost beyond the lead its key (and step) now
    /// predicts without backoff, at least `margin` and at most `interval`. A frame on time that
    /// cost more than its key predicted keeps the backoff (the percentile has not taken the step
    /// in yet); any other frame on time shrinks it by `recovery`.
    public mutating func record(cost: Double, key: Int, step: Int? = nil, possible: Bool = false,
                                family: Int = FrameCostStep.anyPossibleFamily, missed: Bool, interval: Double) {
        let predictedBefore = predictedCost(key: key)
        if let step {
            Self.append(max(0, cost - (predictedBefore ?? 0)), to: &stepExcesses, key: step, window: window,
                        recordings: &recordings)
            Self.append(max(0, cost), to: &stepCosts, key: step, window: window, recordings: &recordings)
            if possible {
                for prior in Set([FrameCostStep.anyPossibleFamily, family]) {
                    Self.append(max(0, cost), to: &familyStepCosts, key: prior, window: window, recordings: &recordings)
                }
            }
        } else {
            Self.append(max(0, cost), to: &costs, key: key, window: window, recordings: &recordings)
        }
        if missed {
            let predicted = predictedCost(key: key).map { $0 + (step.flatMap { stepExcess(step: $0) } ?? 0) } ?? 0
            backoff = min(interval, max(margin, cost - predicted))
        } else if step == nil, let predictedBefore, cost > predictedBefore {
            // Still above the key's percentile: the step in cost is not in its window yet.
        } else {
            backoff *= Self.recovery
            if backoff < Self.negligibleLead { backoff = 0 }
        }
    }

    /// Shrinks the backoff by `recovery`, as a frame on time does, without a cost to record.
    public mutating func relax() {
        backoff *= Self.recovery
        if backoff < Self.negligibleLead { backoff = 0 }
    }

    /// True when a frame that ran the foreseen step `step` was recorded.
    public func hasSeen(step: Int) -> Bool { stepExcesses[step] != nil }

    /// What the foreseen step `step` adds to its key's predicted cost: a large percentile of
    /// its earlier excesses, seconds; `nil` for a step not seen yet.
    private func stepExcess(step: Int) -> Double? {
        Self.percentile(of: stepExcesses[step], largestRank: largestRank, skippingFirst: false)
    }

    /// Appends `value` to `recent`, keeping the last `window`.
    /// Adds `value` to the history of `key` in `histories`; past `maximumKeys` histories, the
    /// one recorded into longest ago is forgotten.
    private static func append(_ value: Double, to histories: inout [Int: RecentCosts], key: Int, window: Int,
                               recordings: inout Int) {
        recordings += 1
        histories[key, default: RecentCosts(window: window)].append(value, at: recordings)
        guard histories.count > Self.maximumKeys,
              let stale = histories.min(by: { $0.value.lastRecorded < $1.value.lastRecorded })?.key else { return }
        histories[stale] = nil
    }

    private static func percentile(of recent: RecentCosts?, largestRank: Int, skippingFirst: Bool) -> Double? {
        guard let recent, let first = recent.first else { return nil }
        guard recent.count >= minimumSamples else {
            // The first frame is left out once two frames follow it (one cheap second frame
            // says little: the map's first frames upload a tile each, some dearer than others).
            return (skippingFirst && recent.count >= firstFrameSkippedFrom ? recent.maxAfterFirst : nil)
                ?? recent.largest(rank: 1) ?? first
        }
        return recent.largest(rank: largestRank)
    }

    /// Forgets the costs (a new kind of run); keeps the configuration.
    public mutating func reset() {
        costs.removeAll()
        stepExcesses.removeAll()
        stepCosts.removeAll()
        familyStepCosts.removeAll()
        backoff = 0
    }
}
