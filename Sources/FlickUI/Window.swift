import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// The root view (`UIWindow`): owns the gesture arbiter and routes touches. Feed it every
/// touch frame with `handle(_:)` (locations in window points, times in seconds) and call
/// `advance(to:)` at each display refresh so deadlines fire (long press, double-tap
/// interval, held deliveries); each frame, `displayList(at:)` runs the layout pass and
/// turns the layer tree into a display list. Pure: time is always a parameter.
///
/// Routing, as in UIKit [U1]:
/// - Every new touch is hit-tested (`hitTest(_:at:)` at the frame's time, so animating views
///   are hit where they are on screen). The first touch of a session picks the recognizers:
///   those of the hit view and of every ancestor, deepest first; the arbiter decides between
///   them (exclusive unless a delegate or `allowSimultaneousRecognition(with:)` says
///   otherwise; `require(toFail:)`; `shouldReceive`; `gestureRecognizerShouldBegin`).
/// - Each touch's phases go to the touch handlers of the view it hit
///   (`touchesBegan(_:with:)` …, forwarded up the responder chain by default), as the
///   arbiter's `TouchDelivery` lets them through (`cancelsTouchesInView`,
///   `delaysTouchesBegan`, `delaysTouchesEnded`).
/// - Recognizer events call the recognizers' target actions (`addTarget(_:)`) synchronously
///   inside `handle(_:)` and `advance(to:)`, interleaved with the touch handlers in time
///   order (a touch delivery before an event of the same time).
/// - Views that move by themselves (`FrameDriven`: a decelerating scroll view) are advanced
///   after each touch frame, at `advance(to:)` and before the layout pass of each frame.
/// - An ancestor may withhold a touch from the view it hit (`touchesShouldBegin(_:with:in:)`
///   of a scroll view): the view then gets none of that touch's phases.
open class Window: View {
    /// Decides between the recognizers of the views (UIKit: exclusive by default).
    public let arbiter: GestureArbiter
    /// The views in the tree that move by themselves (`FrameDriven`), in the order they
    /// joined; held weakly (see Window+FrameDriven.swift).
    var frameDrivenViews: [WeakFrameDriven] = []
    /// The running content transitions of the tree's views, advanced with the frame-driven
    /// views (see View+Transition.swift).
    var contentTransitions: [ContentTransition] = []
    /// The touches a view's ancestor withheld from it (`View.shouldDeliverTouches`): their
    /// later phases are not delivered either.
    var withheldTouchIDs: Set<Int> = []
    /// True while a touch is down: the last touch frame routed had a touch not yet lifted or
    /// cancelled (`cancelAllTouches(at:)` clears it).
    public private(set) var hasTouchesDown = false
    /// The latest time the window saw (a touch frame, `advance(to:)` or a frame), seconds.
    public private(set) var currentTime = -Double.infinity
    /// The last frame's flattened layers, kept so the next frame reuses their memory (it holds
    /// the layers of that frame until the next one).
    private var renderItemStorage: [RenderItem] = []
    /// The open transactions of the window's views (`animate(withDuration:…)` blocks and
    /// explicit `begin()`/`commit()`): the window's layer tree consults them.
    public let transactions = TransactionContext()
    /// The first responder, the input view and its keyboard notifications (see
    /// Window+FirstResponder.swift, Window+Keyboard.swift).
    let inputViewHost = InputViewHost()
    /// The controller whose view fills the window (Window+RootViewController.swift).
    var rootViewControllerStorage: ViewController?
    /// The panel's and the interface's orientations (Window+Orientation.swift).
    var orientations: Orientations
    /// The pixels per point of the display the window is shown on (UIKit's
    /// `screen.scale`, `traitCollection.displayScale`; 1 by default; the renderer's `scale`).
    /// Views that draw for it take it when they join the window and again whenever it
    /// changes: a `Label` rasterizes its glyphs at this scale (its layer's `contentsScale`),
    /// so text stays sharp on a 2× display. A value that is not a positive number is refused
    /// with a logged warning.
    public var displayScale = 1.0 {
        didSet {
            guard displayScale.isFinite, displayScale > 0 else {
                log.warning("\(debugName): display scale \(displayScale) is not a positive number; keeping \(oldValue)")
                displayScale = oldValue
                return
            }
            guard displayScale != oldValue else { return }
            for view in subtree { view.windowDisplayScaleDidChange(displayScale) }
        }
    }

    /// Creates a window covering `frame` (window points; usually origin zero).
    public init(frame: Rect = .zero, simultaneity: GestureArbiter.Simultaneity = .exclusive) {
        arbiter = GestureArbiter(defaultSimultaneity: simultaneity)
        orientations = Orientations(size: frame.size)
        super.init(frame: frame)
        layer.transactionContext = transactions
    }

    /// Records every recognizer transition with its reason (see `explanationLines()`).
    public var recordsExplanations: Bool {
        get { arbiter.recordsExplanations }
        set {
            arbiter.recordsExplanations = newValue
            for view in subtree { for recognizer in view.gestureRecognizers { recognizer.recordsExplanations = newValue } }
        }
    }

    // MARK: - Input

    /// Routes one touch frame (locations in window points, time in seconds): hit tests new
    /// touches, runs the recognizers, then calls target actions and touch handlers.
    public func handle(_ frame: TouchFrame) {
        currentTime = max(currentTime, frame.time)
        hasTouchesDown = !frame.activeTouches.isEmpty
        arbiter.handle(frame) { [unowned self] location in
            let hit = self.hitTestWindowPoint(location, at: frame.time)
            log.trace("touch at (\(location.x), \(location.y)) t=\(frame.time) hits \(hit?.debugName ?? "nothing")")
            return hit
        }
        dispatch()
        advanceFrameDriven(to: frame.time)
    }

    /// Fires every deadline up to `time` (seconds) and delivers what they released, then
    /// advances the frame-driven views (`FrameDriven`). Call it at each display refresh,
    /// before `displayList(at:)`.
    public func advance(to time: Double) {
        currentTime = max(currentTime, time)
        arbiter.advance(to: time)
        dispatch()
        advanceFrameDriven(to: time)
    }

    /// The earliest pending recognizer deadline, in seconds (to schedule a wake-up), or `nil`.
    public var nextDeadline: Double? { arbiter.nextDeadline }

    /// The recognizer deadlines falling at or before `time` (seconds), earliest first: what
    /// `advance(to:)` would fire by then if no touch came first (a long press beginning, a
    /// double-tap window closing, touches a scroll view held being handed on).
    public func deadlines(through time: Double) -> [GestureDeadline] { arbiter.deadlines(through: time) }

    /// Cancels every gesture and touch in progress at `time` (seconds), e.g. when the window
    /// loses focus: active gestures report `cancelled`, views get `touchesCancelled`.
    public func cancelAllTouches(at time: Double) {
        arbiter.cancelAll(at: time)
        hasTouchesDown = false
        dispatch()
    }

    /// True when the window's frames would not change without input, so a frame loop may
    /// stop drawing: no touch down, no recognizer waiting on a deadline, no view's layer
    /// animating, no frame-driven view moving by itself (`FrameDriven.isMoving`: a scroll
    /// view decelerating, bouncing or fading its indicators) and no content transition
    /// running. Hidden views count: they move on while hidden. (A view whose drawing waits
    /// on something else, a `TiledView`'s tiles, says so itself: `TiledView.isSettled(at:)`.)
    public var isSettled: Bool {
        !hasTouchesDown && nextDeadline == nil && contentTransitions.isEmpty && !hasMovingFrameDrivenViews
            && !subtree.contains { $0.layer.hasAnimations }
    }

    /// The view hit by a point in window points at `time` (presentation values), or `nil`.
    public func hitTestWindowPoint(_ point: Point, at time: Double?) -> View? {
        guard let local = convertFromSuperview(point, at: time) else { return nil }
        return hitTest(local, at: time)
    }

    /// Hands the arbiter's events to target actions and its deliveries to touch handlers,
    /// merged in time order.
    private func dispatch() {
        let events = arbiter.takeEvents()
        let deliveries = arbiter.takeDeliveries()
        guard !events.isEmpty || !deliveries.isEmpty else { return }
        var next = 0
        for event in events {
            while next < deliveries.count, deliveries[next].deliveredAt <= event.time { next = deliver(deliveries, from: next) }
            log.trace("\(event.recognizer.qualifiedName) \(event.phase.rawValue) at \(event.time)")
            event.recognizer.sendActions(for: event)
        }
        while next < deliveries.count { next = deliver(deliveries, from: next) }
    }

    /// Delivers the run of deliveries starting at `start` that share view, phase and times as
    /// one handler call; returns the index after the run.
    private func deliver(_ deliveries: [TouchDelivery], from start: Int) -> Int {
        let head = deliveries[start]
        var end = start + 1
        while end < deliveries.count, deliveries[end].node === head.node, deliveries[end].phase == head.phase,
              deliveries[end].time == head.time, deliveries[end].deliveredAt == head.deliveredAt { end += 1 }
        guard let view = head.node as? View else { return end }
        var touches = deliveries[start..<end].map(\.touch)
        let event = TouchEvent(time: head.time, deliveredAt: head.deliveredAt)
        touches = admitted(touches, phase: head.phase, with: event, to: view)
        guard !touches.isEmpty else { return end }
        log.trace("touches \(head.phase) ×\(touches.count) → \(view.debugName) at \(head.deliveredAt) (phase at \(head.time))")
        switch head.phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
        return end
    }

    // MARK: - Tree changes

    /// Called by `removeFromSuperview()` for a view of this window's tree: its recognizers
    /// leave the arbiter (a continuous gesture in progress reports `cancelled` to its targets
    /// at once) and stay attached to their views.
    func viewWillLeaveWindow(_ view: View) {
        firstResponderWillLeave(inside: view)
        for member in view.subtree {
            if member is FrameDriven { frameDrivenViews.removeAll { $0.view === member || $0.view == nil } }
            member.contentTransition?.end(finished: false)
            for recognizer in member.gestureRecognizers {
                arbiter.detach(recognizer)
                recognizer.node = member
            }
        }
        dispatch()
    }

    // MARK: - Explanations

    /// The recorded transitions of every recognizer in the window (see `recordsExplanations`),
    /// as `GestureExplanationFormatter` lines naming recognizers "name@view".
    public func explanationLines(includeChanges: Bool = false) -> [String] {
        GestureExplanationFormatter.lines(for: subtree.flatMap(\.gestureRecognizers) + arbiter.recognizers,
                                          includeChanges: includeChanges)
    }

    // MARK: - Frames

    /// The frame's scene work at `time` (seconds): the layout pass (`layoutIfNeeded()`), then
    /// the layer tree's `prepareFrame(at:contentsRenderer:)` (animations advanced and
    /// completed, `draw(in:)` content redrawn through `contentsRenderer`, the tree flattened).
    public func prepareFrame(at time: Double, contentsRenderer: (any LayerContentsRenderer)? = nil) -> Layer.Frame {
        currentTime = max(currentTime, time)
        advanceFrameDriven(to: time)
        layoutIfNeeded()
        var storage = renderItemStorage
        renderItemStorage = []
        let frame = layer.prepareFrame(at: time, contentsRenderer: contentsRenderer, reusing: &storage)
        renderItemStorage = storage
        return frame
    }

    /// The display list for the frame at `time` (seconds): `prepareFrame(at:contentsRenderer:)`
    /// then `LayerDisplayListBuilder`. The one call a frame loop makes after routing input.
    public func displayList(at time: Double, contentsRenderer: (any LayerContentsRenderer)? = nil) -> DisplayList {
        LayerDisplayListBuilder.displayList(for: prepareFrame(at: time, contentsRenderer: contentsRenderer))
    }
}
