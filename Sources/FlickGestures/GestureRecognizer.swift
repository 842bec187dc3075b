import FlickInput

/// The base of every recognizer, after `UIGestureRecognizer` [U1]: a state machine fed with
/// touch frames by a `GestureArbiter`, which decides between competing recognizers.
///
/// Recognizers are pure: time comes only from frame timestamps and from the arbiter's
/// `advance(to:)`; they never read a clock. Use the concrete subclasses
/// (`TapGestureRecognizer`, `LongPressGestureRecognizer`, `SwipeGestureRecognizer`,
/// `PanGestureRecognizer`, `PinchGestureRecognizer`, `RotationGestureRecognizer`).
public class GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: a recognizer is
    // driven from one thread by its arbiter, and no access to one of these properties starts
    // while a mutating access of the same property is in progress: `ingest` moves
    // `trackedTouches` out (`var touches = trackedTouches; trackedTouches = []`) before the
    // subclass runs, `propose` appends to the arbiter's array (never to a property of the
    // recognizer), and delegates are called between accesses, never inside one.

    /// A name for events, explanations and logs (e.g. "tap", "doubleTap").
    @exclusivity(unchecked) public final var name: String
    /// The lifecycle (discrete or continuous) and the current state.
    @exclusivity(unchecked) public internal(set) final var machine: GestureStateMachine
    /// The current state.
    public final var state: GestureState { machine.state }
    /// A disabled recognizer receives no touches (UIKit `isEnabled`).
    @exclusivity(unchecked) public final var isEnabled = true
    /// Steers beginning, touch reception and simultaneity; held weakly.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// When this recognizer begins or is recognized, the view's own touch handlers get
    /// `cancelled` for its touches (UIKit default true [U1]).
    @exclusivity(unchecked) public final var cancelsTouchesInView = true
    /// While this recognizer is possible, `began`/`moved` deliveries to the view wait (UIKit
    /// default false [U1]).
    @exclusivity(unchecked) public final var delaysTouchesBegan = false
    /// While this recognizer is possible, `ended` deliveries to the view wait (UIKit default
    /// true [U1]).
    @exclusivity(unchecked) public final var delaysTouchesEnded = true
    /// With `delaysTouchesBegan`, the longest the view's touches are held, in seconds after
    /// the recognizer's first touch came down; `nil` (the default) holds them until the
    /// recognizer fails or begins (UIKit). A scroll view's pan uses 0.150 s: its
    /// `delaysContentTouches` gives the content a still touch after 150 ms (note §a1).
    @exclusivity(unchecked) public final var touchesBeganDelayLimit: Double?

    /// When a held `began` stops being held by this recognizer (`touchesBeganDelayLimit`
    /// after its first touch came down), seconds; `nil` when it holds without a limit or
    /// does not hold.
    final var touchesBeganReleaseTime: Double? {
        guard delaysTouchesBegan, let limit = touchesBeganDelayLimit,
              let first = trackedTouches.map(\.startTime).min() else { return nil }
        return first + limit
    }
    /// Record every transition with its reason in `explanation`.
    @exclusivity(unchecked) public final var recordsExplanations = false
    /// The recorded transitions (see `recordsExplanations`), oldest first.
    @exclusivity(unchecked) public internal(set) final var explanation: [GestureTransitionRecord] = []
    /// The node this recognizer is attached to: set by `GestureArbiter.attach(_:to:)`, or by a
    /// node that holds its own recognizers (FlickUI's `View.addGestureRecognizer(_:)`).
    public weak var node: (any GestureNode)?
    /// The actions added with `addTarget(_:)`, in order (see GestureRecognizer+Targets.swift).
    @exclusivity(unchecked) final var targets: [(id: Int, action: (GestureEvent) -> Void)] = []
    /// The identifier the next `addTarget(_:)` returns.
    @exclusivity(unchecked) final var nextTargetID = 0
    /// The recognizers that must fail before this one may begin or be recognized.
    @exclusivity(unchecked) public private(set) final var failureRequirements: [GestureRecognizer] = []
    /// A discrete recognizer that must wait for others to fail reports its recognition at
    /// once, marked provisional, and is retracted if one of them succeeds (opt-in "optimistic
    /// tap").
    @exclusivity(unchecked) public final var isOptimistic = false

    /// The nodes this gesture's touches hit, in the order they came down (asked
    /// `GestureNode.gestureRecognizerShouldBegin(_:)` before it begins); emptied at reset.
    @exclusivity(unchecked) final var touchedNodes: [any GestureNode] = []
    /// The touches this recognizer follows, in the order they came down.
    @exclusivity(unchecked) public internal(set) final var trackedTouches: [TrackedTouch] = []
    /// The time of the latest frame this recognizer saw, in seconds.
    @exclusivity(unchecked) public internal(set) final var lastFrameTime: Double = 0
    /// True when the latest frame ingested was a resampled one (`TouchFrame.isResampled`).
    final var latestFrameIsResampled = false
    /// While a resampled frame is shown: the followed touches and frame time as of the last
    /// real report, which the next frame starts from (`ResampledOverlay`).
    @exclusivity(unchecked) final var realFrame: (touches: [TrackedTouch], time: Double)?

    /// Set once the recognizer asked for a final state; it then ignores input until reset.
    @exclusivity(unchecked) final var hasProposedFinal = false
    /// Set once a continuous recognizer asked to begin (the arbiter may still hold it).
    @exclusivity(unchecked) final var hasProposedBegin = false
    /// True from the first touch received until the reset.
    @exclusivity(unchecked) final var isEngaged = false
    /// Recognizers this one may recognize together with (both directions are consulted).
    @exclusivity(unchecked) final var simultaneousPartners: [ObjectIdentifier] = []
    /// A began/recognized proposal held until the failure requirements resolve.
    @exclusivity(unchecked) final var pendingProposal: GestureProposal?
    /// The newest values reported while pending (continuous recognizers keep measuring).
    @exclusivity(unchecked) final var pendingValues: GestureValues?
    /// An ended/cancelled proposal that arrived while pending.
    @exclusivity(unchecked) final var pendingEnd: GestureProposal?
    /// When this recognizer last began or was recognized, in seconds.
    @exclusivity(unchecked) final var succeededAt: Double = 0
    /// Why this recognizer reached its final state (set by the arbiter), until the reset.
    @exclusivity(unchecked) final var finalReason: GestureReason?

    /// Creates a recognizer with a lifecycle kind and a name.
    init(kind: GestureStateMachine.Kind, name: String) {
        self.machine = GestureStateMachine(kind: kind)
        self.name = name
    }

    /// The fewest touches down with which this recognizer can begin or be recognized, 1 by
    /// default (a pinch's and a rotation's 2; a pan's `minimumNumberOfTouches`; a swipe's, a
    /// tap's and a long press's `numberOfTouchesRequired`). While fewer are down, only a new touch can bring it
    /// nearer: neither a move nor a lift begins it (a frame loop predicts a drag's frames
    /// knowing that a pinch still possible beside it cannot begin from them).
    public var touchesNeededToSucceed: Int { 1 }

    /// The name explanations and logs use: "name@node" when the node has a name
    /// (`GestureNode.gestureNodeName`), else `name`.
    public final var qualifiedName: String {
        guard let nodeName = node?.gestureNodeName else { return name }
        return "\(name)@\(nodeName)"
    }

    // MARK: - Relations

    /// This recognizer may begin only after `other` has failed (UIKit `require(toFail:)`).
    /// Throws `GestureDependencyError.cycle` when `other` already (transitively) requires this
    /// one to fail, or when `other` is this recognizer, so waits can never be circular.
    public final func require(toFail other: GestureRecognizer) throws(GestureDependencyError) {
        if other === self { throw .cycle([name, name]) }
        if let path = other.requirementPath(to: self) {
            throw .cycle([name, other.name] + path.map(\.name))
        }
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// Lets this recognizer and `other` recognize together (an allow-list entry, symmetric).
    public final func allowSimultaneousRecognition(with other: GestureRecognizer) {
        let id = ObjectIdentifier(other)
        if !simultaneousPartners.contains(id) { simultaneousPartners.append(id) }
        let mine = ObjectIdentifier(self)
        if !other.simultaneousPartners.contains(mine) { other.simultaneousPartners.append(mine) }
    }

    /// True when the allow-list pairs this recognizer with `other`.
    public final func allowsSimultaneousRecognition(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains(ObjectIdentifier(other))
    }

    /// The chain of requirements from this recognizer to `target` (excluding self), if any.
    private final func requirementPath(to target: GestureRecognizer) -> [GestureRecognizer]? {
        var visited: Set<ObjectIdentifier> = []
        func search(_ node: GestureRecognizer) -> [GestureRecognizer]? {
            for next in node.failureRequirements {
                if next === target { return [next] }
                if visited.insert(ObjectIdentifier(next)).inserted, let rest = search(next) {
                    return [next] + rest
                }
            }
            return nil
        }
        visited.insert(ObjectIdentifier(self))
        return search(self)
    }

    // MARK: - Values

    /// The recognizer's current values (location, touches, and its own measurements).
    public var values: GestureValues {
        var result = GestureValues()
        result.location = centroid()
        result.touches = trackedTouches.count
        result.isResampled = latestFrameIsResampled
        return result
    }

    /// The number of followed touches that are still down.
    public final var activeTouchCount: Int {
        var count = 0
        for touch in trackedTouches where !touch.isFinal { count += 1 }
        return count
    }

    /// The centroid of the followed touches still down (or of all followed touches in the
    /// frame they ended, when none is down), in window points.
    public final func centroid() -> Point {
        var sum = Point.zero, count = 0.0
        for touch in trackedTouches where !touch.isFinal {
            sum += touch.location
            count += 1
        }
        if count == 0 {
            for touch in trackedTouches {
                sum += touch.location
                count += 1
            }
        }
        return count > 0 ? sum / count : .zero
    }

    // MARK: - Subclass hooks

    /// Reads the latest frame (already applied to `trackedTouches`) and appends proposals.
    /// `previousTime` is the time of the frame before, in seconds.
    func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {}

    /// The next time at which this recognizer changes state by itself, if any, in seconds.
    var deadline: Double? { nil }

    /// Handles its deadline (`time` is the deadline) when no frame came before it.
    func fireDeadline(at time: Double, into proposals: inout [GestureProposal]) {}

    /// Clears the recognizer's own measurements for the next gesture.
    func resetMeasurements() {}

    /// Keeps the measurements a resampled frame is about to change (the last real report's),
    /// for `restoreRealMeasurements()` (see GestureRecognizer+ResampledOverlay.swift).
    func saveRealMeasurements() {}

    /// Puts back the measurements `saveRealMeasurements()` kept.
    func restoreRealMeasurements() {}

    // MARK: - Helpers for subclasses

    /// Appends a proposal; final states also stop further processing until the reset.
    final func propose(_ state: GestureState, at time: Double, reason: GestureReason,
                 values: GestureValues? = nil, into proposals: inout [GestureProposal]) {
        if state.isFinal { hasProposedFinal = true }
        if state == .began { hasProposedBegin = true }
        proposals.append(GestureProposal(recognizer: self, state: state, time: time, reason: reason,
                                         values: values ?? self.values))
    }

    /// The time, between `t0` and `t1`, at which a quantity that went linearly from `v0` to
    /// `v1` reached `threshold` (clamped to the interval): the sub-frame crossing time that
    /// makes recognition independent of the sampling rate.
    static func crossingTime(from t0: Double, _ v0: Double, to t1: Double, _ v1: Double,
                             threshold: Double) -> Double {
        guard v1 != v0, t1 > t0 else { return t1 }
        let fraction = (threshold - v0) / (v1 - v0)
        return t0 + (t1 - t0) * min(max(fraction, 0), 1)
    }

    // MARK: - New touches

    /// Where a recognizer stands when a new touch comes down (a new touch must
    /// be able to start a new tap while the previous tap waits for the double tap to fail,
    /// as on a keyboard).
    enum NewTouchStanding {
        /// Still in its gesture (or continuous): the touch joins the gesture in progress.
        case continuing
        /// Discrete and decided (failed, recognized, or asked to be), not for lack of
        /// fingers: the touch starts its next gesture and the touches of the decided one,
        /// if still down, are no longer followed.
        case decided
        /// Discrete, recognized with every touch lifted, but held until the recognizers it
        /// requires to fail have failed: the touch is offered again once the frame's
        /// transitions have released or failed the held recognition.
        case awaitingRequirements
    }

    /// How this recognizer takes a touch that comes down now.
    final var standingForNewTouch: NewTouchStanding {
        guard machine.kind == .discrete else { return .continuing }
        if pendingProposal != nil { return activeTouchCount == 0 ? .awaitingRequirements : .continuing }
        guard hasProposedFinal || machine.state.isFinal else { return .continuing }
        // A tap that failed because more fingers came down than it takes: a further finger
        // belongs to the same many-finger touch (a staggered three-finger tap is no single tap).
        if case .touchCount(let actual, _, let maximum) = finalReason, actual > maximum { return .continuing }
        return .decided
    }

    // MARK: - Driven by the arbiter

    /// Starts following a touch.
    final func track(_ touch: Touch, at time: Double) {
        if isTracking(id: touch.id) { return }
        if trackedTouches.isEmpty {
            lastFrameTime = time
            realFrame = nil  // no touches, nothing shown over them
        }
        isEngaged = true
        let tracked = TrackedTouch(id: touch.id, start: touch.location, startTime: time,
                                   location: touch.location, previous: touch.location, phase: .began)
        trackedTouches.append(tracked)
        realFrame?.touches.append(tracked)
    }

    /// Stops following a touch without ending it (a recognizer that ignores extra touches).
    final func untrack(id: Int) {
        trackedTouches.removeAll { $0.id == id }
        realFrame?.touches.removeAll { $0.id == id }
    }

    /// True when this recognizer follows the touch with this id.
    final func isTracking(id: Int) -> Bool {
        for touch in trackedTouches where touch.id == id { return true }
        return false
    }

    /// Applies a frame to the followed touches and lets the subclass propose transitions.
    /// A recognizer that already reached (or asked for) a final state only notes which of its
    /// touches ended, so finished recognizers cost almost nothing while touches stay down.
    final func ingest(_ frame: TouchFrame, into proposals: inout [GestureProposal]) {
        guard !trackedTouches.isEmpty else { return }
        // A resampled frame (made for a present, `TouchFrame.isResampled`) shows a gesture in
        // progress but decides nothing: slops, thresholds and taps are crossed by real reports
        // only, so what a gesture begins from does not depend on when frames were presented.
        if frame.isResampled && !hasProposedBegin { return }
        let idle = hasProposedFinal || machine.state.isFinal
        // A resampled frame is an overlay on the last real report: the next frame, real or
        // resampled, is measured from that report, never from the overlay.
        let replaced = removeResampledOverlay()
        if !frame.isResampled, let replaced {
            let first = proposals.count
            defer { proposeReplacement(replaced, at: frame.time, after: first, into: &proposals) }
            ingestFrame(frame, idle: idle, into: &proposals)
            return
        }
        if frame.isResampled && !idle { beginResampledOverlay() }
        ingestFrame(frame, idle: idle, into: &proposals)
    }

    /// `ingest(_:into:)` once the overlay is dealt with.
    private final func ingestFrame(_ frame: TouchFrame, idle: Bool, into proposals: inout [GestureProposal]) {
        let previousTime = lastFrameTime
        lastFrameTime = frame.time
        latestFrameIsResampled = frame.isResampled
        if idle {
            for touch in frame.touches where touch.phase.isFinal {
                if let index = trackedTouches.firstIndex(where: { $0.id == touch.id }) {
                    trackedTouches[index].phase = touch.phase
                }
            }
            return
        }
        var touches = trackedTouches
        trackedTouches = []
        var touchedAny = false
        for index in touches.indices {
            let id = touches[index].id
            var found = false
            for touch in frame.touches where touch.id == id {
                found = true
                touchedAny = true
                if touches[index].phase != .began || touch.phase != .began {
                    touches[index].previous = touches[index].location
                }
                touches[index].location = touch.location
                touches[index].phase = touch.phase
                break
            }
            if !found {
                touches[index].previous = touches[index].location
                touches[index].phase = .stationary
            }
        }
        trackedTouches = touches
        guard touchedAny else { return }
        if let cancelled = touches.first(where: { $0.phase == .cancelled }) {
            propose(hasProposedBegin ? .cancelled : .failed, at: frame.time,
                    reason: .touchCancelled(id: cancelled.id), into: &proposals)
            return
        }
        process(time: frame.time, previousTime: previousTime, into: &proposals)
    }

    /// Forgets touches that ended in the latest frame.
    final func dropEndedTouches() {
        for touch in trackedTouches where touch.isFinal {
            trackedTouches.removeAll(where: \.isFinal)
            return
        }
    }

    /// The motion of the touches present in both the latest frame and the one before (not
    /// those that began in it): their centroid before and after, their count, and whether
    /// any moved. Used so touches coming and going never make the measurements jump.
    final func continuingMotion() -> (before: Point, after: Point, count: Int) {
        var before = Point.zero, after = Point.zero, count = 0
        for touch in trackedTouches where touch.phase != .began {
            before += touch.previous
            after += touch.location
            count += 1
        }
        guard count > 0 else { return (.zero, .zero, 0) }
        return (before / Double(count), after / Double(count), count)
    }

    /// True when a followed touch began or moved in the latest frame and that frame is a
    /// report from the panel: a resampled frame (`TouchFrame.isResampled`) moves the gesture
    /// but is no sample for its velocity tracker (Android's VelocityTracker skips them too).
    final var hasNewSample: Bool {
        if latestFrameIsResampled { return false }
        for touch in trackedTouches where touch.phase == .began || touch.phase == .moved { return true }
        return false
    }

    /// Returns to possible for the next gesture.
    final func resetForNextGesture() {
        machine.reset()
        hasProposedFinal = false
        hasProposedBegin = false
        isEngaged = false
        pendingProposal = nil
        pendingValues = nil
        pendingEnd = nil
        finalReason = nil
        realFrame = nil
        trackedTouches.removeAll(keepingCapacity: true)
        touchedNodes.removeAll(keepingCapacity: true)
        resetMeasurements()
    }
}
