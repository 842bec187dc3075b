/// Several animations run together on one timeline (`CAAnimationGroup`). The children's
/// times are relative to the group: a child's parent time is the group's eased progress
/// times the group's duration, so children are clipped to the group's active interval
/// and follow its repeats, speed and timing function. A child with a zero duration takes
/// the group's. A group with a zero duration lasts until its last child ends.
public final class AnimationGroup: Animation {
    /// The animations played together, applied in order.
    public var animations: [Animation]

    /// Creates a group; `duration` 0 means "until the last child ends".
    public init(animations: [Animation], duration: Double = 0, timingFunction: TimingFunction? = nil) {
        self.animations = animations
        super.init(timing: MediaTiming(duration: duration), timingFunction: timingFunction)
        if duration == 0 {
            self.duration = animations.map { $0.timing.duration > 0 ? $0.timing.endTime : 0 }.max() ?? 0
        }
        for child in animations where child.timing.duration == 0 { child.timing.duration = self.duration }
    }

    /// The union of the children's key paths.
    public override var animatedKeyPaths: [String] {
        var seen: [String] = []
        for path in animations.flatMap(\.animatedKeyPaths) where !seen.contains(path) { seen.append(path) }
        return seen
    }

    /// Applies every child at the group's local time (eased progress × duration).
    public override func apply<Target: AnimationTarget>(to presentation: inout Target, model: Target, at time: Double) {
        guard let (progress, _) = easedProgress(at: time) else { return }
        let local = progress * timing.duration
        for child in animations { child.apply(to: &presentation, model: model, at: local) }
    }

    /// Finishing a group finishes its children with the same flag.
    public override func finish(_ finished: Bool) {
        guard !hasFinished else { return }
        for child in animations { child.finish(finished) }
        super.finish(finished)
    }
}
