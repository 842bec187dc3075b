/// How a transaction's implicit animations are built beyond their duration and timing
/// function: the knobs `UIView.animate(withDuration:delay:options:…)` and its spring
/// variant turn. The defaults are Core Animation's implicit animations.
public struct ImplicitAnimationStyle: Hashable, Sendable {
    /// Seconds between the frame the animation is first shown in and its start; the old
    /// value shows meanwhile (the animation fills backwards).
    public var delay: Double
    /// When set, progress follows this spring instead of the timing function, over the
    /// transaction's duration (`usingSpringWithDamping:initialSpringVelocity:`).
    public var spring: UnitSpringSimulation?
    /// Repeat cycles (0 means one; `.infinity` forever), `UIView.AnimationOptions.repeat`.
    public var repeatCount: Double
    /// Each cycle plays forwards then backwards (`.autoreverse`).
    public var autoreverses: Bool
    /// True: an animation replacing one of the same property starts from the value on
    /// screen, and a spring also from the velocity on screen (`.beginFromCurrentState`;
    /// Core Animation's implicit rule). False: it starts from the old model value, the
    /// end of the animation in flight (UIKit without the option).
    public var beginsFromCurrentState: Bool
    /// With `beginsFromCurrentState`, the replacing animation also starts with the velocity
    /// on screen: a spring as its initial velocity, a Bézier curve by bending its first
    /// control point (UIKit-style interruption; Core Animation's implicit animations do not).
    public var carriesVelocity: Bool

    /// Creates a style; the defaults are Core Animation's implicit animations.
    public init(
        delay: Double = 0, spring: UnitSpringSimulation? = nil, repeatCount: Double = 0,
        autoreverses: Bool = false, beginsFromCurrentState: Bool = true, carriesVelocity: Bool = false
    ) {
        self.delay = delay
        self.spring = spring
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.beginsFromCurrentState = beginsFromCurrentState
        self.carriesVelocity = carriesVelocity
    }
}
