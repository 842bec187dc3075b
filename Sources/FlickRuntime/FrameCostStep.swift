/// A step in cost that a frame will or may run and its cost key's ordinary frames do not show:
/// a recognizer deadline falling, whose action may pop in an overlay, or a touch that may lift
/// and end a tap whose action starts an animation (`FrameCostHints.costStep(before:)`). The frame
/// loop predicts such a frame as its key's lead plus what the same step added in earlier
/// frames that ran it, and at least what they cost (`FrameCostPredictor.lead(key:step:interval:)`).
/// A certain step not seen yet gets the whole interval; a possible one (`isCertain` false)
/// what other possible steps cost (`FrameCostPredictor.lead(key:unseenPossibleStepWithin:)`),
/// since most frames with a finger down do not see it lift; a possible step of a `family`
/// other than `anyPossibleFamily` has the costs of that family's earlier steps as its prior
/// instead (the end of a gesture that has taken its touches: what it starts, a fling or a
/// page settling, costs alike on any view, and far less than a tap's action).
///
/// A certain step that may start only when too little time is left before the frame's target
/// for what it costs (a deadline just before the target) is left to the next frame: the frame
/// starts `deferralGap` before it, as an ordinary one.
public struct FrameCostStep: Hashable, Sendable {
    /// How long before a certain step's earliest start a frame that leaves the step to the next
    /// one starts, seconds (ours: 1 µs, so the step is not yet due at its start whatever the
    /// clock's rounding).
    public static let deferralGap = 0.000_001
    /// The family of possible steps whose prior is every possible step seen (a lift that may
    /// end a tap, a move that may begin a pan): the default.
    public static let anyPossibleFamily = 0

    /// The earliest time the frame may start and still run the step, seconds: the deadline,
    /// for a scene that fires deadlines up to a frame's start; −∞ for one that fires them up
    /// to the frame's target, whenever it starts.
    public var earliestStart: Double
    /// Which step it is (e.g. a hash of the recognizers whose deadlines fall): the same step
    /// adds alike to a frame's cost, whatever the frame draws.
    public var key: Int
    /// True when a frame starting at `earliestStart` or later runs the step (a deadline);
    /// false when it only may (a touch down that may lift in the frame's input): the loop then
    /// asks the scene after the frame whether it ran (`FrameCostHints.ran(_:)`).
    public var isCertain: Bool
    /// For a possible step: the steps whose earlier costs predict it while it has not been seen
    /// (`FrameCostPredictor.lead(key:unseenPossibleStepWithin:family:)`); `anyPossibleFamily`
    /// for every possible step.
    public var family: Int

    /// Creates a step that a frame starting at `earliestStart` seconds or later runs
    /// (`isCertain`) or may run, predicted before it is seen from `family`'s steps.
    public init(earliestStart: Double, key: Int, isCertain: Bool = true, family: Int = anyPossibleFamily) {
        self.earliestStart = earliestStart
        self.key = key
        self.isCertain = isCertain
        self.family = family
    }
}
