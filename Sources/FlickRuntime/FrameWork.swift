/// The app/scene side of a frame: everything from delivered input to a display list.
/// The frame loop calls these methods once per frame, in this order, and times each as
/// a phase. All times are seconds on the frame clock's time base; none of these methods
/// may read a clock or block.
///
/// `target` is the frame's target presentation time: the deadline the loop is pacing to,
/// so motion is computed for the instant the frame will be seen.
///
/// A scene that can tell what its frames cost apart also conforms to `FrameCostHints`; the
/// loop's scheduler then plans each frame from its own key's and steps' history.
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
    /// Every frame changes unless the scene says otherwise (it is never left undrawn).
    public func changesWithoutInput(at time: Double) -> Bool { true }
    /// No wake-up of its own unless the scene says otherwise.
    public var nextWake: Double? { nil }
    /// Every frame builds its display list unless the scene says otherwise.
    public func needsDisplayList(at target: Double) -> Bool { true }
}
