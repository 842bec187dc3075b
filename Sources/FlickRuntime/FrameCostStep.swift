/// A step in cost that a frame will run and its cost key's ordinary frames do not show: a
/// recognizer deadline falling, whose action may pop in an overlay (`FrameWork.costStep(before:)`).
/// The frame loop predicts such a frame as its key's lead plus what the same step added in
/// earlier frames (`FrameCostPredictor.lead(key:step:interval:)`); a step it has not seen yet
/// gets the whole interval.
public struct FrameCostStep: Hashable, Sendable {
    /// The earliest time the frame may start and still run the step, seconds: the deadline,
    /// for a scene that fires deadlines up to a frame's start; −∞ for one that fires them up
    /// to the frame's target, whenever it starts.
    public var earliestStart: Double
    /// Which step it is (e.g. a hash of the recognizers whose deadlines fall): the same step
    /// adds alike to a frame's cost, whatever the frame draws.
    public var key: Int

    /// Creates a step that a frame starting at `earliestStart` seconds or later runs.
    public init(earliestStart: Double, key: Int) {
        self.earliestStart = earliestStart
        self.key = key
    }
}
