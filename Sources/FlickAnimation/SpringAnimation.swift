/// A basic animation whose progress follows a damped spring (`CASpringAnimation`): the
/// value is `from + (to − from)·x(t)`, with x the unit spring position at local time
/// `t = progress × duration`, so it can overshoot. The duration defaults to the spring's
/// settling duration. The timing function is ignored (the spring is the curve).
public final class SpringAnimation<Value: Interpolatable>: BasicAnimation<Value> {
    /// The spring (mass, stiffness, damping, initial velocity).
    public var spring: UnitSpringSimulation

    /// Creates a spring animation; a zero `duration` means `spring.settlingDuration`.
    public init(keyPath: String, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                spring: UnitSpringSimulation = UnitSpringSimulation(), duration: Double = 0) {
        self.spring = spring
        super.init(keyPath: keyPath, from: from, to: to, by: by,
                   duration: duration > 0 ? duration : spring.settlingDuration)
    }

    /// The spring's settling duration, seconds.
    public var settlingDuration: Double { spring.settlingDuration }

    /// Spring-shaped progress: ignores the timing function.
    public override func easedProgress(at time: Double) -> (progress: Double, iteration: Int)? {
        let sample = timing.sample(at: time)
        guard let progress = sample.progress else { return nil }
        return (spring.position(at: progress * timing.duration), sample.iteration ?? 0)
    }
}
