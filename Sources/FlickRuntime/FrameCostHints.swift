/// What a scene can tell its frame scheduler about its frames' costs, optionally, beside its
/// pipeline (`FrameWork`): which frames cost alike, and which step in cost a coming frame will
/// or may run. A scene without it is scheduled as one key whose frames all cost alike, with no
/// step foreseen.
public protocol FrameCostHints: AnyObject {
    /// Frames with the same key cost alike (the scene on screen): the scheduler predicts a
    /// frame's cost from recent frames of its key (`FrameCostPredictor`). Read before and after
    /// each frame.
    var frameCostKey: Int { get }
    /// When the frame presenting at `target` seconds can run something its key's ordinary
    /// frames do not show (a recognizer deadline: a long press that pops an alert in), that
    /// step: the earliest time the frame may start and still run it, and which step it is;
    /// `nil` when no such step is due. The scheduler starts that frame as early as the same
    /// step has needed before (as early as it can, the first time), so a known step in cost does
    /// not miss its deadline, and a step that proved cheap does not delay input. Read before
    /// each frame.
    func costStep(before target: Double) -> FrameCostStep?
    /// After a frame planned with `step` (from `costStep(before:)`): true when the frame ran it
    /// (a possible step: a touch lifted in the input it delivered). The scheduler records the
    /// frame under the step only then, and as one of its key's ordinary frames otherwise.
    func ran(_ step: FrameCostStep) -> Bool
}

extension FrameCostHints {
    /// One key: every frame costs alike unless the scene says otherwise.
    public var frameCostKey: Int { 0 }
    /// No step in cost foreseen unless the scene says otherwise.
    public func costStep(before target: Double) -> FrameCostStep? { nil }
    /// A certain step ran; a possible one did not, unless the scene says otherwise.
    public func ran(_ step: FrameCostStep) -> Bool { step.isCertain }
}
