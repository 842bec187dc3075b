import FlickInput
import FlickScene
import FlickUI

/// A toolkit `Window` as the frame loop's scene: each frame routes the drained touch frames
/// (`window.handle(_:)`, in time order), fires recognizer deadlines up to the frame's start
/// (`window.advance(to:)`, so a long press or a double-tap timeout fires between touch
/// frames), begins the animations the actions added at that time, runs the layout pass and
/// builds the display list for the frame's target time (`window.displayList(at:contentsRenderer:)`;
/// `draw(in:)` content through `CanvasContentsRenderer`).
public final class WindowFrameWork: FrameWork, FrameCostHints {
    /// The window.
    public let window: Window
    /// Called at the start of each frame's gestures phase with the frame's start (seconds),
    /// before touches are routed: the application applies resizes, rotations and keys here.
    public var beforeInput: ((Double) -> Void)?
    /// Called in the physics phase with the frame's target time (seconds): an app's own
    /// per-frame model update.
    public var onFrame: ((Double) -> Void)?
    /// Called with the frame's target time just before its display list is made
    /// (`Application.willDraw`).
    var willDraw: ((Double) -> Void)?
    /// The frame's counters (`Application.frameCounters`).
    var counterSource: (() -> FrameCounters)?
    /// A key when the app has work of its own at the next frame's start (a snapshot read
    /// back), `nil` when none: a certain step of the frame's cost.
    var frameStartWork: (() -> Int?)?
    private let contents = CanvasContentsRenderer()
    /// Touch frames routed so far.
    public private(set) var framesRouted = 0
    /// True when the last `deliver(_:at:)` routed a touch's end (lifted or cancelled).
    public private(set) var deliveredTouchEnd = false
    /// True when the last `deliver(_:at:)` changed what the touches do: a touch ended, or a
    /// recognizer that was possible began or was recognized (a pan crossing its slop, a pinch
    /// starting a fold, a tap), so its action ran.
    public private(set) var deliveredGestureChange = false

    /// Runs `window`.
    public init(window: Window) { self.window = window }

    /// Routes `inputs`, then fires deadlines up to `time`.
    public func deliver(_ inputs: [TouchFrame], at time: Double) {
        beforeInput?(time)
        let routing = window.route(inputs)
        framesRouted += inputs.count
        deliveredTouchEnd = routing.endedTouch
        deliveredGestureChange = routing.changedGestures
        window.advance(to: time)
        // Animations the actions just added begin now, as Core Animation's commit at the end
        // of the event: the frame presenting at the target shows them already under way
        // rather than at their start value (a fade-in from 0 drew nothing in its first frame,
        // so what the input started appeared a frame later).
        window.layer.updateAnimationsInTree(at: time)
    }

    /// The app's per-frame hook.
    public func advancePhysics(to target: Double) { onFrame?(target) }

    /// Animations advance when the layer tree is prepared (`makeDisplayList(at:)`).
    public func advanceAnimations(to target: Double) {}

    /// The layout pass.
    public func layout(at target: Double) { window.layoutIfNeeded() }

    /// False when no layer of the window changed since its last display list, once its
    /// frame-driven views advanced to `target` and it was laid out (`Window.needsDisplayList(at:)`).
    public func needsDisplayList(at target: Double) -> Bool { window.needsDisplayList(at: target) }

    /// The window's display list for `target`.
    public func makeDisplayList(at target: Double) -> DisplayList {
        willDraw?(target)
        return window.displayList(at: target, contentsRenderer: contents)
    }

    /// Frames cost alike while the same large views are on screen, layers animate or not and
    /// views run a content transition or not (an activity: an alert's full-window overlay
    /// shown, popping in, at rest; a card folding or turning under the finger): a hash of the
    /// visible views covering at least `largeViewShare` of the window, of whether any layer
    /// animates and of whether any visible view has a `contentTransition` (an interactive one
    /// animates no layer, yet draws its panels each frame). Small views (list cells coming
    /// and going) do not change it. The loop predicts each activity's cost from its own
    /// frames, so an overlay's cost is not charged to the frames after it is gone, nor the
    /// bare window's to the frames with it, nor a page turn's to the card at rest (on the
    /// headless tour at 60 Hz with the phase drifting, median latency 12.95 → 12.70 ms in
    /// three runs against three).
    /// (A scroll view zooming as an activity of its own was tried: the map's drags after a
    /// pinch started later, but the first frames at rest after a zoom, which still stretch
    /// the content at its new scale, then missed at 120 Hz, and the median did not move.)
    ///
    /// The key walks the view tree; while no layer changed since the last frame was prepared
    /// (`Layer.hasChangesInSubtree`: a window at rest) the key found then is reused, so a
    /// frame at rest reads it in constant time however often the loop asks.
    public var frameCostKey: Int {
        let root = window.layer
        let unchanged = !root.hasChangesInSubtree
        if unchanged, let restingCostKey, restingCostKey.generation == root.changeGeneration {
            return restingCostKey.key
        }
        let key = walkedFrameCostKey
        restingCostKey = unchanged ? (key, root.changeGeneration) : nil
        return key
    }

    /// The key found while the tree had not changed since its last frame, with the tree's
    /// change generation then; `nil` when none.
    private var restingCostKey: (key: Int, generation: Int)?

    /// `frameCostKey` from a walk of the view tree.
    private var walkedFrameCostKey: Int {
        var hasher = Hasher()
        var animating = false, transitioning = false
        let threshold = window.bounds.width * window.bounds.height * Self.largeViewShare
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view.layer.hasAnimations { animating = true }
            if view.contentTransition != nil { transitioning = true }
            if view.bounds.width * view.bounds.height >= threshold { hasher.combine(ObjectIdentifier(view)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        hasher.combine(animating)
        hasher.combine(transitioning)
        return hasher.finalize()
    }

    /// Share of the window's area from which a view counts for `frameCostKey` (ours: a
    /// quarter; the views whose pixels dominate a software renderer's frame).
    public static let largeViewShare = 0.25

    /// The recognizer deadlines that fall by `target` (a long press beginning, a double-tap
    /// window closing, held touches handed on): deadlines fire at a frame's start
    /// (`deliver(_:at:)`), so the frame that starts at or after the first runs its action,
    /// which may start what the activity's history does not know. The step is keyed by whose
    /// deadlines they are, so a long press's pop-in is predicted from its own earlier frames,
    /// not from a tap window's.
    ///
    /// With no deadline due, content transitions that end by `target` are a certain step keyed
    /// by their views: the frame runs their completions and draws the new contents at rest.
    ///
    /// With neither and touches down, the frame may change what they do: a finger may
    /// lift (taps, swipes and buttons act then) or a recognizer still possible may begin (a
    /// pan crossing its slop starts a page turn, a pinch starts a fold), and what that starts
    /// (a fade, a fold, another screen) is a step in cost nothing before it shows. That
    /// possible step is keyed by the views the touches hit (the OK button, a tab, the map) and
    /// by the recognizers still possible on them, so a button whose tap starts a fade, or a
    /// card whose pinch starts a fold, is foreseen from its earlier gestures, while a map's
    /// drag, whose lift only flings, keeps the late start; and the frames before a gesture
    /// begins are told from those after. (Keyed by the kinds of views and recognizers instead,
    /// so that a list's reused cells share one history, the headless tour showed no lower
    /// latency and no fewer misses: a step not seen yet is assumed to cost what others did.)
    ///
    /// Once the gestures under way have taken every touch down from its view and no
    /// recognizer still possible can succeed with the touches down (a list or map drag after
    /// its pan began, a pinch beside it waiting for a second finger), all a frame's
    /// input can change is to end them with a lift: a fling, a page settling. That step is
    /// keyed by the gestures under way, so every drag of a list is one step whatever cell it
    /// started on, and until it is seen its prior is what other such ends cost
    /// (`gestureEndFamily`), not what taps' actions cost: on the headless tour two thirds of
    /// the inputs came in frames whose step was not seen yet, and the taps' prior made those
    /// frames start about 0.85 ms earlier than their own activity's lead.
    public func costStep(before target: Double) -> FrameCostStep? {
        let step = windowStep(before: target)
        // App work at the frame's start (a snapshot's pixels read back and kept) is certain,
        // with the window's step if any, from the window step's earliest start.
        guard let work = frameStartWork?() else { return step }
        var hasher = Hasher()
        hasher.combine(work)
        hasher.combine(step?.key)
        return FrameCostStep(earliestStart: step?.earliestStart ?? -.infinity, key: hasher.finalize())
    }

    /// The window's own step (`costStep(before:)` without the app's work:
    /// `Window.pendingGestureStep(before:)`).
    private func windowStep(before target: Double) -> FrameCostStep? {
        guard let step = window.pendingGestureStep(before: target) else { return nil }
        switch step.family {
        case .deadline, .transitionEnd:
            return FrameCostStep(earliestStart: step.earliestStart, key: step.key)
        case .gestureChange:
            return FrameCostStep(earliestStart: step.earliestStart, key: step.key, isCertain: false)
        case .gestureEnd:
            return FrameCostStep(
                earliestStart: step.earliestStart, key: step.key, isCertain: false,
                family: Self.gestureEndFamily)
        }
    }

    /// The family of possible steps that end the gestures under way (a lift once they have
    /// taken their touches from the views): their costs are one another's prior.
    public static let gestureEndFamily = 1

    /// A deadline step ran; a possible gesture step ran when the frame's input ended a touch
    /// or began a gesture (`deliveredGestureChange`).
    public func ran(_ step: FrameCostStep) -> Bool { step.isCertain || deliveredGestureChange }

    /// True while the app wants a frame every interval though nothing moves (an
    /// `Application.onFrame` hook updating its model each frame): frames on demand then never
    /// stop drawing.
    public var drawsEveryFrame: () -> Bool = { false }

    /// True when the window's frames change at `time` with no new input
    /// (`Window.changesWithoutInput(at:)`: an animation, a view moving by itself, a content
    /// transition, tiles pending; or a recognizer deadline falling by `time`), or when
    /// `drawsEveryFrame`. A finger resting on the window changes nothing.
    public func changesWithoutInput(at time: Double) -> Bool {
        if drawsEveryFrame() { return true }
        if let deadline = window.nextDeadline, deadline <= time { return true }
        return window.changesWithoutInput(at: time)
    }

    /// The app's counters for the frame (`Application.frameCounters`; none by default).
    public var counters: FrameCounters { counterSource?() ?? FrameCounters() }

    /// The window's next recognizer deadline (a long press, a double-tap window closing).
    public var nextWake: Double? { window.nextDeadline }

    /// True when the window's frames would not change without input (`Window.isSettled`: no
    /// touch down, deadline, animation, moving scroll view or running content transition).
    public var isSettled: Bool { window.isSettled }
}
