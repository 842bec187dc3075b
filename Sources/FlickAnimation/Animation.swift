/// The base of every animation (`CAAnimation`): timing, an optional timing function,
/// removal on completion and a completion handler. Subclasses say what they change.
///
/// Animations are reference types, as in Core Animation, so that a layer and its caller
/// share one instance (its completion, its resolved begin time).
public class Animation {
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill.
    public var timing: MediaTiming
    /// The curve applied to each iteration's progress; `nil` means linear.
    public var timingFunction: TimingFunction?
    /// When true (the default) the layer removes the animation once it has finished.
    public var isRemovedOnCompletion: Bool = true
    /// Called once: `true` when the animation ran to its end, `false` when it was removed
    /// or replaced before that.
    public var completion: ((Bool) -> Void)?
    /// True when `timing.beginTime` is still relative to the time the animation is first
    /// evaluated on a layer, which is added to it then (Core Animation sets a zero begin
    /// time to the commit time; a delayed implicit animation begins its delay later).
    public var hasUnresolvedBeginTime: Bool = false

    /// Creates an animation with the given timing.
    public init(timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil) {
        self.timing = timing
        self.timingFunction = timingFunction
    }

    /// The begin time in the parent's time, seconds.
    public var beginTime: Double { get { timing.beginTime } set { timing.beginTime = newValue } }
    /// The length of one iteration, seconds.
    public var duration: Double { get { timing.duration } set { timing.duration = newValue } }
    /// Local seconds per parent second.
    public var speed: Double { get { timing.speed } set { timing.speed = newValue } }
    /// Offset added to the active time, seconds.
    public var timeOffset: Double { get { timing.timeOffset } set { timing.timeOffset = newValue } }
    /// Repeat cycles (fractional; `.infinity` forever).
    public var repeatCount: Double { get { timing.repeatCount } set { timing.repeatCount = newValue } }
    /// Repeat for this many seconds instead.
    public var repeatDuration: Double { get { timing.repeatDuration } set { timing.repeatDuration = newValue } }
    /// Play each cycle forwards then backwards.
    public var autoreverses: Bool { get { timing.autoreverses } set { timing.autoreverses = newValue } }
    /// What shows outside the active interval.
    public var fillMode: FillMode { get { timing.fillMode } set { timing.fillMode = newValue } }

    /// The eased progress and repeat cycle at parent time `time`, or `nil` when the
    /// animation has no effect then.
    public func easedProgress(at time: Double) -> (progress: Double, iteration: Int)? {
        let sample = timing.sample(at: time)
        guard let progress = sample.progress else { return nil }
        return (timingFunction?(progress) ?? progress, sample.iteration ?? 0)
    }

    /// True once the active interval has ended at parent time `time`.
    public func isFinished(at time: Double) -> Bool { time >= timing.endTime }

    /// Applies the animation's effect at parent time `time` to `presentation`, reading
    /// model values from `model`. The base class changes nothing.
    public func apply<Target: AnimationTarget>(to presentation: inout Target, model: Target, at time: Double) {}

    /// The key paths this animation changes.
    public var animatedKeyPaths: [String] { [] }

    /// The transactions waiting for this animation before calling their completion.
    var completionGroups: [TransactionCompletionGroup] = []
    /// True once `finish(_:)` has run.
    public private(set) var hasFinished = false

    /// Calls the completion handler once (later calls do nothing) and tells the
    /// transactions that were waiting for it.
    public func finish(_ finished: Bool) {
        guard !hasFinished else { return }
        hasFinished = true
        let handler = completion
        completion = nil
        log.trace("animation finished: \(finished)")
        handler?(finished)
        let groups = completionGroups
        completionGroups = []
        for group in groups { group.animationDidFinish(finished) }
    }
}
