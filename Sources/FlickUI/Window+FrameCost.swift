import FlickGestures
import FlickInput

/// A step in cost the window's next frame will or may run that its ordinary frames do not show
/// (`Window.pendingGestureStep(before:)`): a recognizer deadline falling (a long press that pops
/// an alert in), a content transition ending (a fold's new card shown), or touches down that
/// may change what they do (a lift ending a tap, a pan crossing its slop), or only end the
/// gestures under way (a drag's fling). A frame scheduler
/// starts the frame that runs it as early as the same step needed before.
public struct GestureCostStep: Hashable, Sendable {
    /// What kind of step it is.
    public enum Family: Hashable, Sendable {
        /// Recognizer deadlines fall by the frame's target: the frame that starts at or after
        /// `earliestStart` runs their actions (certain).
        case deadline
        /// Content transitions end by the frame's target (`ContentTransition.endTime`): the
        /// frame runs their completions and draws the views' new contents at rest (certain).
        case transitionEnd
        /// Touches down may lift, or a recognizer still possible may begin (possible): keyed by
        /// the views the touches hit and the recognizers still possible on them.
        case gestureChange
        /// The gestures under way have taken every touch from its view and none still possible
        /// can succeed: a lift can only end them (possible; a fling, a page settling). Keyed by
        /// the gestures under way, so every drag of a list is one step whatever cell it began on.
        case gestureEnd
    }

    /// The earliest time a frame may start and still run the step, seconds (the first
    /// deadline's time; −∞ for a possible step).
    public var earliestStart: Double
    /// Which step it is: the same step adds alike to a frame's cost.
    public var key: Int
    /// What kind of step it is.
    public var family: Family
    /// True when a frame starting at `earliestStart` or later runs the step (a deadline, a
    /// transition's end); false when it only may (touches down).
    public var isCertain: Bool { family == .deadline || family == .transitionEnd }

    /// Creates a step.
    public init(earliestStart: Double, key: Int, family: Family) {
        self.earliestStart = earliestStart
        self.key = key
        self.family = family
    }
}

/// What routing a batch of touch frames did (`Window.route(_:)`).
public struct TouchRouting: Hashable, Sendable {
    /// True when a touch ended (lifted or cancelled).
    public var endedTouch: Bool
    /// True when what the touches do changed: a touch ended, or a recognizer that was possible
    /// began or was recognized (a pan crossing its slop, a pinch starting a fold, a tap), so its
    /// action ran.
    public var changedGestures: Bool

    /// Creates a routing outcome.
    public init(endedTouch: Bool, changedGestures: Bool) {
        self.endedTouch = endedTouch
        self.changedGestures = changedGestures
    }
}

extension Window {
    /// Routes `frames` in time order (`handle(_:)`), firing first each recognizer deadline due
    /// before a frame (a long press before the lift), and says whether they changed what the
    /// touches do: what a frame scheduler needs to learn whether a frame ran a possible
    /// `GestureCostStep`.
    @discardableResult
    public func route(_ frames: [TouchFrame]) -> TouchRouting {
        let possible = frames.isEmpty ? [] : arbiter.engaged.filter { $0.state == .possible }
        for frame in frames {
            if let deadline = nextDeadline, deadline < frame.time { advance(to: deadline) }
            handle(frame)
        }
        let ended = frames.contains { frame in frame.touches.contains { $0.phase.isFinal } }
        return TouchRouting(endedTouch: ended, changedGestures: ended || possible.contains { $0.state.hasSucceeded })
    }

    /// The step in cost a frame presenting at `target` seconds will or may run, or `nil`: the
    /// recognizer deadlines falling by `target`, keyed by whose they are (a long press's pop-in
    /// is predicted from its own earlier frames, not a tap window's); else content transitions
    /// ending by `target`, keyed by their views (the last frame of a fold draws the card's new
    /// contents whole: 5–6 ms where the fold's frames cost 2, measured by us on the headless
    /// tour on a 2-core AMD EPYC VM, and it missed its deadline in half the runs at 60 Hz when
    /// started as they were); else, with touches down, a
    /// possible step — `.gestureEnd` once the gestures under way have taken every touch from its
    /// view and no recognizer still possible can succeed with the touches down, else
    /// `.gestureChange`, keyed by the views the touches hit and the recognizers still possible.
    public func pendingGestureStep(before target: Double) -> GestureCostStep? {
        let due = deadlines(through: target)
        if let first = due.first {
            var hasher = Hasher()
            for deadline in due { hasher.combine(deadline.recognizer.map(ObjectIdentifier.init)) }
            return GestureCostStep(earliestStart: first.time, key: hasher.finalize(), family: .deadline)
        }
        let ending = contentTransitions.filter { ($0.endTime ?? .infinity) <= target }
        if !ending.isEmpty {
            var hasher = Hasher()
            hasher.combine(Self.transitionEndSalt)
            for transition in ending { hasher.combine(transition.view.map(ObjectIdentifier.init)) }
            // Whichever frame presents at or after the end runs it, however late it starts.
            return GestureCostStep(earliestStart: -.infinity, key: hasher.finalize(), family: .transitionEnd)
        }
        guard hasTouchesDown else { return nil }
        let down = arbiter.downTouchCount
        let mayBegin = arbiter.engaged.contains { $0.state == .possible && $0.touchesNeededToSucceed <= down }
        var hasher = Hasher()
        if !arbiter.touchesDownReachViews && !mayBegin {
            hasher.combine(Self.gestureEndSalt)
            for recognizer in arbiter.engaged where recognizer.state.isActive {
                hasher.combine(ObjectIdentifier(recognizer))
            }
            return GestureCostStep(earliestStart: -.infinity, key: hasher.finalize(), family: .gestureEnd)
        }
        hasher.combine(Self.gestureStepSalt)
        for node in arbiter.downTouchNodes { hasher.combine(node) }
        for recognizer in arbiter.engaged where recognizer.state == .possible {
            hasher.combine(ObjectIdentifier(recognizer))
        }
        return GestureCostStep(earliestStart: -.infinity, key: hasher.finalize(), family: .gestureChange)
    }

    /// Tells a gesture step's key from a deadline step's over the same views.
    static let gestureStepSalt = "gesture"
    /// Tells the end of the gestures under way from a gesture step over the same views.
    static let gestureEndSalt = "gesture end"
    /// Tells a transition's end from a gesture step over the same view.
    static let transitionEndSalt = "transition end"
}
