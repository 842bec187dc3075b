import FlickInput

/// Decides between recognizers attached to a tree of `GestureNode`s, after UIKit's gesture
/// system [U1] with Flutter-style determinism (research note §(e)): feed it every touch frame
/// with `handle(_:hitTest:)` and call `advance(to:)` between frames so deadlines (long press,
/// double-tap interval) fire; read `takeEvents()` and `takeDeliveries()`.
///
/// Rules:
/// - A touch session starts when a touch comes down with none down. The owner's hit test picks
///   the node under that first touch; the recognizers attached to it and its ancestors (deepest
///   first; on each node the `attach`ed ones, then the node's own `gestureRecognizers`) receive
///   that touch, subject to `shouldReceive`. Every later touch of the session is hit-tested
///   too and goes to the recognizers of its own node's chain, and its deliveries to its own
///   node (each touch has its own hit view, as in UIKit).
/// - Before a recognizer begins or is recognized, every node its touches hit is asked
///   `gestureRecognizerShouldBegin(_:)` (UIKit's `UIView` method): a control refuses its
///   ancestors' single taps this way.
/// - Exclusive by default: when a recognizer begins or is recognized, every engaged
///   recognizer still possible that may not recognize with it fails ("lost to …"), and none
///   may begin afterwards. Simultaneity comes from `defaultSimultaneity`, the allow-list
///   (`allowSimultaneousRecognition(with:)`) or either delegate.
/// - `require(toFail:)`: a recognizer whose rule is met waits (pending) while a required
///   recognizer is still possible; it goes ahead, at the time of that failure, once all have
///   failed, and fails if one succeeds. Optimistic discrete recognizers report at once and
///   are retracted instead.
/// - Within a frame, transitions apply in the order of their (interpolated) times, so the
///   earliest threshold crossing wins whatever the sampling rate.
/// - Recognizers reset to possible when they are in a final state and their touches ended.
/// - A new touch starts a discrete recognizer's next gesture once its gesture is decided: a tap
///   held for the double tap's failure takes the next touch as soon as
///   that touch releases it (a distant second touch fails the double tap), so quick taps on
///   a keyboard are each reported; a failed tap takes another finger's tap while a pan goes on.
///
/// The arbiter reads by aspect: `+Registry` (attaching), `+Sessions` (frames, sessions,
/// resets, cancelling), `+NewTouches`, `+Deadlines`, `+Proposals` (applying
/// transitions), `+Requirements` (`require(toFail:)`), `+Explanations` (records and events)
/// and `+Delivery` (the view's own touches).
public final class GestureArbiter {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: an arbiter is
    // used from one thread (it is not Sendable), and no access to one of these properties
    // overlaps a mutating access to the same property: the only inout loan is `proposals`,
    // lent to recognizers' `ingest`/`fireDeadline`/`propose`, which never reach the arbiter;
    // closures given to `removeAll(where:)` read the element only; `for … in` iterates a copy.

    /// Whether recognizers exclude each other unless told otherwise.
    public enum Simultaneity: Sendable, Hashable {
        /// UIKit's default: one winner unless the allow-list or a delegate says otherwise.
        case exclusive
        /// Every pair may recognize together (failure requirements still apply).
        case simultaneous
    }

    /// The default relation between recognizers (UIKit: exclusive).
    @exclusivity(unchecked) public var defaultSimultaneity: Simultaneity
    /// Turns transition recording on for every attached recognizer (and ones attached later).
    public var recordsExplanations = false {
        didSet { for recognizer in recognizers { recognizer.recordsExplanations = recordsExplanations } }
    }

    /// Every attached recognizer, in attachment order.
    @exclusivity(unchecked) public internal(set) var recognizers: [GestureRecognizer] = []
    /// Each recognizer with the node it is attached to.
    @exclusivity(unchecked) var attachments: [(node: ObjectIdentifier, recognizer: GestureRecognizer)] = []

    /// The recognizers that received touches and have not reset yet.
    @exclusivity(unchecked) public internal(set) var engaged: [GestureRecognizer] = []
    /// The recognizers of the session's hit node and its ancestors, deepest first.
    @exclusivity(unchecked) var participants: [GestureRecognizer] = []
    /// Scratch: the recognizers a later touch of the session goes to.
    @exclusivity(unchecked) var recipients: [GestureRecognizer] = []
    /// The node the session's first touch hit.
    @exclusivity(unchecked) var hitNode: (any GestureNode)?
    /// The node each touch down hit (its deliveries go there; its recognizers ask it
    /// `gestureRecognizerShouldBegin`), until the frame of its last phase is handled.
    @exclusivity(unchecked) var touchNodes: [Int: any GestureNode] = [:]
    /// The touches down now, in the order they came down.
    @exclusivity(unchecked) var downTouchIDs: [Int] = []
    /// The identities of the nodes the touches down now hit, in the order the touches came
    /// down (a frame loop keys the cost of their lifting by them: a tap on a button that
    /// starts a fade, a drag on a map that flings).
    public var downTouchNodes: [ObjectIdentifier] {
        downTouchIDs.compactMap { touchNodes[$0].map { ObjectIdentifier($0) } }
    }
    /// How many touches are down now.
    public var downTouchCount: Int { downTouchIDs.count }
    /// True when a touch down may still reach the view it hit: no recognizer that began or was
    /// recognized has taken it from the view (`cancelsTouchesInView`). While false, a lift can
    /// only end the gestures that took the touches (a drag's fling), not act through a view's
    /// own touch handlers (a button's tap); a frame loop predicts the two apart.
    public var touchesDownReachViews: Bool {
        downTouchIDs.contains { !viewCancelled.contains($0) }
    }
    /// Optimistic recognitions reported while their requirements are still possible.
    @exclusivity(unchecked) var provisional: [GestureRecognizer] = []
    /// The transitions proposed in the current step, applied in time order.
    @exclusivity(unchecked) var proposals: [GestureProposal] = []
    /// The order of the next proposal (ties in time keep proposal order).
    @exclusivity(unchecked) var proposalOrder = 0
    /// The latest frame or `advance(to:)` time, seconds.
    @exclusivity(unchecked) var now: Double = -.infinity
    /// The earliest deadline of an engaged recognizer with no touches (refreshed by
    /// `resetFinished`), so frames skip the deadline scan when none is due.
    @exclusivity(unchecked) var earliestIdleDeadline: Double = .infinity

    /// Touches that came down in the current frame for recognizers awaiting their
    /// requirements (see `GestureRecognizer.NewTouchStanding.awaitingRequirements`).
    @exclusivity(unchecked) var deferredTouches: [(recognizer: GestureRecognizer, touch: Touch)] = []

    /// Deliveries to the view held while a recognizer that delays them is possible.
    @exclusivity(unchecked) var queue: [TouchDelivery] = []
    /// The last delivery of each touch whose `began` the view got and whose end it did not yet.
    @exclusivity(unchecked) var viewOpen: [TouchDelivery] = []
    /// The touches whose `began` reached the delivery stage and have not ended.
    @exclusivity(unchecked) var viewKnown: [Int] = []
    /// The touches the view no longer hears of (a recognizer took them), until they end.
    @exclusivity(unchecked) var viewCancelled: [Int] = []

    /// Whether the arbiter works out the view's own touch deliveries (turn off when nothing
    /// reads `takeDeliveries()`, e.g. in replays and benchmarks).
    @exclusivity(unchecked) public var collectsTouchDeliveries = true

    /// Gesture events since the last `takeEvents()`, in time order.
    @exclusivity(unchecked) public internal(set) var events: [GestureEvent] = []
    /// Touch deliveries for the views' own handlers since the last `takeDeliveries()`.
    @exclusivity(unchecked) public internal(set) var deliveries: [TouchDelivery] = []

    /// The most deadlines one call fires: a bound (ours) so that a misbehaving recognizer
    /// can never hang the arbiter; real sessions fire a handful.
    static let maximumDeadlinesPerCall = 1000

    /// Creates an arbiter.
    public init(defaultSimultaneity: Simultaneity = .exclusive) {
        self.defaultSimultaneity = defaultSimultaneity
        proposals.reserveCapacity(32)
        events.reserveCapacity(32)
    }
}
