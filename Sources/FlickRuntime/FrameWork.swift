/// The app/scene side of a frame: everything from delivered input to a display list.
/// The frame loop calls these methods once per frame, in this order, and times each as
/// a phase. All times are seconds on the frame clock's time base; none of these methods
/// may read a clock or block.
///
/// `target` is the frame's target presentation time: the deadline the loop is pacing to,
/// so motion is computed for the instant the frame will be seen.
public protocol FrameWork: AnyObject {
    /// The input the scene consumes (e.g. FlickInput's `TouchFrame`).
    associatedtype Input: FrameInput
    /// What the scene hands to the renderer.
    associatedtype DisplayList

    /// Gestures phase: delivers the input drained this frame (in time order; may be empty)
    /// and runs the recognizers. `time` is the frame's start.
    func deliver(_ inputs: [Input], at time: Double)
    /// Physics phase: advances scroll physics to `target`.
    func advancePhysics(to target: Double)
    /// Animation phase: advances animations to `target`.
    func advanceAnimations(to target: Double)
    /// Layout phase.
    func layout(at target: Double)
    /// Display-list phase: the list to render for `target`.
    func makeDisplayList(at target: Double) -> DisplayList
    /// False when the frame presenting at `target` seconds would show what the last display
    /// list showed (nothing in the scene changed): the loop then builds no display list and
    /// draws and presents nothing. Asked after the layout phase.
    func needsDisplayList(at target: Double) -> Bool
    /// Counters the scene owns (live tiles, pool hits), read after the display list.
    var counters: FrameCounters { get }
    /// Frames with the same key cost alike (the scene on screen): the loop predicts a frame's
    /// cost from recent frames of its key (`FrameCostPredictor`). Read before and after each
    /// frame.
    var frameCostKey: Int { get }
    /// When the frame presenting at `target` seconds can run something its key's ordinary
    /// frames do not show (a recognizer deadline: a long press that pops an alert in), that
    /// step: the earliest time the frame may start and still run it, and which step it is;
    /// `nil` when no such step is due. The loop starts that frame as early as the same step
    /// has needed before (as early as it can, the first time), so a known step in cost does
    /// not miss its deadline, and a step that proved cheap does not delay input. Read before
    /// each frame.
    func costStep(before target: Double) -> FrameCostStep?
    /// After a frame planned with `step` (from `costStep(before:)`): true when the frame ran it
    /// (a possible step: a touch lifted in the input it delivered). The loop records the frame
    /// under the step only then, and as one of its key's ordinary frames otherwise.
    func ran(_ step: FrameCostStep) -> Bool
    /// True when the scene's frames change at `time` (seconds) with no new input: an
    /// animation runs, a view moves by itself, a deadline falls by then. Frames on demand
    /// (`FrameLoopConfiguration.drawsOnDemand`) stop drawing only a scene that says they do
    /// not; read before and after each full-rate frame.
    func changesWithoutInput(at time: Double) -> Bool
    /// The next time the scene's frames change by themselves (a recognizer deadline),
    /// seconds, or `nil`: a loop drawing on demand sleeps until then at the latest.
    var nextWake: Double? { get }
}

extension FrameWork {
    /// No counters unless the scene reports some.
    public var counters: FrameCounters { FrameCounters() }
    /// One key: every frame costs alike unless the scene says otherwise.
    public var frameCostKey: Int { 0 }
    /// No step in cost foreseen unless the scene says otherwise.
    public func costStep(before target: Double) -> FrameCostStep? { nil }
    /// A certain step ran; a possible one did not, unless the scene says otherwise.
    public func ran(_ step: FrameCostStep) -> Bool { step.isCertain }
    /// Every frame changes unless the scene says otherwise (it is never left undrawn).
    public func changesWithoutInput(at time: Double) -> Bool { true }
    /// No wake-up of its own unless the scene says otherwise.
    public var nextWake: Double? { nil }
    /// Every frame builds its display list unless the scene says otherwise.
    public func needsDisplayList(at target: Double) -> Bool { true }
}
