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
/// - Exclusive by default: when a recognizer begins or is recognized, every engaged
///   recognizer still possible that may not recognize with it fails ("lost to …"), and none
///   may begin afterwards. Simultaneity comes from `defaultSimultaneity`, the allow-list
///   (`allowSimultaneousRecognition(with:)`) or either delegate.
/// - `require(toFail:)`: a recognizer whose rule is met waits (pending) while a required
///   recognizer is still possible; it goes ahead, at the time of that failure, once all have
///   failed, and fails if one succeeds. Optimistic discrete recognizers report at once and
///   are retracted instead.
/// - Within a frame, transitions apply in the order of their (interpolated) times, so the
///   earliest threshold crossing wins whatever the sampling rate (issue 4 §5).
/// - Recognizers reset to possible when they are in a final state and their touches ended.
public final class GestureArbiter {
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
    @exclusivity(unchecked) public private(set) var recognizers: [GestureRecognizer] = []
    @exclusivity(unchecked) private var attachments: [(node: ObjectIdentifier, recognizer: GestureRecognizer)] = []

    /// The recognizers that received touches and have not reset yet.
    @exclusivity(unchecked) public private(set) var engaged: [GestureRecognizer] = []
    @exclusivity(unchecked) private var participants: [GestureRecognizer] = []
    /// Scratch: the recognizers a later touch of the session goes to.
    @exclusivity(unchecked) private var recipients: [GestureRecognizer] = []
    @exclusivity(unchecked) private var hitNode: (any GestureNode)?
    /// The node each touch down hit (its deliveries go there), until its last phase.
    @exclusivity(unchecked) private var touchNodes: [Int: any GestureNode] = [:]
    @exclusivity(unchecked) private var downTouchIDs: [Int] = []
    @exclusivity(unchecked) private var provisional: [GestureRecognizer] = []
    @exclusivity(unchecked) private var proposals: [GestureProposal] = []
    @exclusivity(unchecked) private var proposalOrder = 0
    @exclusivity(unchecked) private var now: Double = -.infinity
    /// The earliest deadline of an engaged recognizer with no touches (refreshed by
    /// `resetFinished`), so frames skip the deadline scan when none is due.
    @exclusivity(unchecked) private var earliestIdleDeadline: Double = .infinity

    @exclusivity(unchecked) private var queue: [TouchDelivery] = []
    /// The last delivery of each touch whose `began` the view got and whose end it did not yet.
    @exclusivity(unchecked) private var viewOpen: [TouchDelivery] = []
    @exclusivity(unchecked) private var viewKnown: [Int] = []
    @exclusivity(unchecked) private var viewCancelled: [Int] = []

    /// Whether the arbiter works out the view's own touch deliveries (turn off when nothing
    /// reads `takeDeliveries()`, e.g. in replays and benchmarks).
    @exclusivity(unchecked) public var collectsTouchDeliveries = true

    /// Gesture events since the last `takeEvents()`, in time order.
    @exclusivity(unchecked) public private(set) var events: [GestureEvent] = []
    /// Touch deliveries for the views' own handlers since the last `takeDeliveries()`.
    @exclusivity(unchecked) public private(set) var deliveries: [TouchDelivery] = []

    /// The most deadlines one call fires: a bound (ours) so that a misbehaving recognizer
    /// can never hang the arbiter; real sessions fire a handful.
    static let maximumDeadlinesPerCall = 1000

    /// Creates an arbiter.
    public init(defaultSimultaneity: Simultaneity = .exclusive) {
        self.defaultSimultaneity = defaultSimultaneity
        proposals.reserveCapacity(32)
        events.reserveCapacity(32)
    }

    // MARK: - Set-up

    /// Attaches `recognizer` to `node`. A recognizer belongs to one node at a time.
    public func attach(_ recognizer: GestureRecognizer, to node: any GestureNode) {
        detach(recognizer)
        recognizer.node = node
        if recordsExplanations { recognizer.recordsExplanations = true }
        attachments.append((ObjectIdentifier(node), recognizer))
        recognizers.append(recognizer)
    }

    /// Detaches `recognizer` (it stops receiving touches and is reset). A continuous gesture in
    /// progress reports `cancelled` first (at the latest time the arbiter saw), as UIKit does
    /// when a recognizer leaves its view, so it is never left active.
    public func detach(_ recognizer: GestureRecognizer) {
        if recognizer.state.isActive {
            let time = now.isFinite ? now : recognizer.lastFrameTime
            let values = recognizer.values
            transition(recognizer, to: .cancelled, at: time, reason: .refused("detached from its node"))
            emit(recognizer, .cancelled, at: time, values: values)
        }
        attachments.removeAll { $0.recognizer === recognizer }
        recognizers.removeAll { $0 === recognizer }
        engaged.removeAll { $0 === recognizer }
        participants.removeAll { $0 === recognizer }
        provisional.removeAll { $0 === recognizer }
        recognizer.node = nil
        recognizer.resetForNextGesture()
    }

    /// The recognizers attached to `node` itself, in attachment order.
    public func recognizers(on node: any GestureNode) -> [GestureRecognizer] {
        let id = ObjectIdentifier(node)
        return attachments.filter { $0.node == id }.map(\.recognizer)
    }

    // MARK: - Output

    /// Returns and clears the gesture events gathered so far.
    public func takeEvents() -> [GestureEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Returns and clears the touch deliveries gathered so far.
    public func takeDeliveries() -> [TouchDelivery] {
        defer { deliveries.removeAll(keepingCapacity: true) }
        return deliveries
    }

    /// Forgets the gathered events without copying them.
    public func discardEvents() { events.removeAll(keepingCapacity: true) }

    // MARK: - Input

    /// Feeds one touch frame. `hitTest` maps each new touch (window points) to the node it
    /// hit, or `nil` when it hit nothing (that touch then goes to no recognizer and no node).
    public func handle(_ frame: TouchFrame, hitTest: (Point) -> (any GestureNode)?) {
        // Deadlines that passed while the recognizers had no touches down fire first.
        fireDeadlines(before: frame.time, idleOnly: true)
        now = max(now, frame.time)

        for touch in frame.touches where touch.phase == .began {
            // Bad input: a second `began` for a touch already down is ignored.
            if downTouchIDs.contains(touch.id) { continue }
            let first = downTouchIDs.isEmpty
            let touchNode: (any GestureNode)?
            if first {
                startSession(at: touch.location, hitTest: hitTest)
                touchNode = hitNode
                if collectsTouchDeliveries { touchNodes[touch.id] = hitNode }
            } else {
                // A later touch goes to the recognizers of its own node's chain (UIKit).
                let node = hitTest(touch.location)
                touchNode = node
                if collectsTouchDeliveries { touchNodes[touch.id] = node }
                recipients.removeAll(keepingCapacity: true)
                appendRecognizers(onChainFrom: node, to: &recipients)
                for recognizer in recipients where !participants.contains(where: { $0 === recognizer }) {
                    participants.append(recognizer)
                }
            }
            downTouchIDs.append(touch.id)
            for recognizer in first ? participants : recipients where recognizer.isEnabled {
                if let delegate = recognizer.delegate,
                   !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                recognizer.track(touch, at: frame.time)
                if let touchNode { recognizer.touchedNodes.append(touchNode) }
                if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
            }
        }
        if collectsTouchDeliveries && !touchNodes.isEmpty { enqueueDeliveries(for: frame) }

        proposals.removeAll(keepingCapacity: true)
        proposalOrder = 0
        for recognizer in engaged { recognizer.ingest(frame, into: &proposals) }
        applyProposals()

        var anyEnded = false
        for touch in frame.touches where touch.phase.isFinal {
            anyEnded = true
            if let index = downTouchIDs.firstIndex(of: touch.id) { downTouchIDs.remove(at: index) }
        }
        if anyEnded { for recognizer in engaged { recognizer.dropEndedTouches() } }
        resetFinished(at: frame.time)
        flushDeliveries(at: frame.time)
        if downTouchIDs.isEmpty && engaged.isEmpty && queue.isEmpty {
            participants.removeAll(keepingCapacity: true)
            hitNode = nil
        }
    }

    /// Fires every deadline up to and including `time` (seconds): long presses begin, taps
    /// waiting for more taps fail, held recognitions go ahead. Call it between frames, e.g. at
    /// each display refresh; frames handle the deadlines before them themselves.
    public func advance(to time: Double) {
        fireDeadlines(before: time, idleOnly: false, inclusive: true)
        now = max(now, time)
        flushDeliveries(at: time)
    }

    /// The earliest pending deadline of the engaged recognizers, in seconds (to schedule a
    /// wake-up), or `nil`.
    public var nextDeadline: Double? {
        var best: Double?
        for recognizer in engaged where !recognizer.hasProposedFinal && !recognizer.state.isFinal {
            if let deadline = recognizer.deadline, deadline < (best ?? .infinity) { best = deadline }
        }
        if let release = heldDeliveryRelease, release < (best ?? .infinity) { best = release }
        return best
    }

    // MARK: - Sessions

    private func startSession(at location: Point, hitTest: (Point) -> (any GestureNode)?) {
        // Deliveries still held from the previous session (a lift waiting for a double tap
        // to fail) stay queued: they carry their own node.
        participants.removeAll(keepingCapacity: true)
        hitNode = hitTest(location)
        appendRecognizers(onChainFrom: hitNode, to: &participants)
    }

    /// Appends the recognizers of `start` and its ancestors, deepest first (on each node the
    /// attached ones, then the node's own).
    private func appendRecognizers(onChainFrom start: (any GestureNode)?, to list: inout [GestureRecognizer]) {
        var node = start
        while let current = node {
            let id = ObjectIdentifier(current)
            for attachment in attachments where attachment.node == id {
                list.append(attachment.recognizer)
            }
            for recognizer in current.gestureRecognizers where recognizer.node === current {
                if recordsExplanations { recognizer.recordsExplanations = true }
                list.append(recognizer)
            }
            node = current.gestureParent
        }
    }

    private func fireDeadlines(before limit: Double, idleOnly: Bool, inclusive: Bool = false) {
        // Fast path: no idle recognizer's deadline is due (the common case while touches move).
        if idleOnly && earliestIdleDeadline >= limit { return }
        var guardCount = 0
        while guardCount < Self.maximumDeadlinesPerCall {
            guardCount += 1
            var chosen: GestureRecognizer?
            var chosenTime = Double.infinity
            for recognizer in engaged where !recognizer.hasProposedFinal && !recognizer.state.isFinal {
                if idleOnly && !recognizer.trackedTouches.isEmpty { continue }
                guard let deadline = recognizer.deadline else { continue }
                let due = inclusive ? deadline <= limit : deadline < limit
                if due && deadline < chosenTime {
                    chosen = recognizer
                    chosenTime = deadline
                }
            }
            guard let recognizer = chosen else { return }
            proposals.removeAll(keepingCapacity: true)
            proposalOrder = 0
            recognizer.fireDeadline(at: chosenTime, into: &proposals)
            if proposals.isEmpty {
                // A deadline that changes nothing would fire forever: fail the recognizer.
                recognizer.propose(.failed, at: chosenTime, reason: .deadlineReached(
                    quantity: "deadline", elapsed: chosenTime, limit: chosenTime), into: &proposals)
            }
            applyProposals()
            resetFinished(at: chosenTime)
            flushDeliveries(at: chosenTime)
        }
    }

    // MARK: - Applying transitions

    private func applyProposals() {
        guard !proposals.isEmpty else { return }
        for index in proposals.indices { proposals[index].order = index }
        if proposals.count > 1 {
            proposals.sort { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
        }
        var index = 0
        while index < proposals.count {
            apply(proposals[index])
            index += 1
        }
        proposals.removeAll(keepingCapacity: true)
    }

    private func apply(_ proposal: GestureProposal) {
        let recognizer = proposal.recognizer
        switch proposal.state {
        case .began, .recognized:
            tryCommit(proposal)
        case .changed:
            if recognizer.state.isActive {
                transition(recognizer, to: .changed, at: proposal.time, reason: proposal.reason)
                emit(recognizer, .changed, at: proposal.time, values: proposal.values)
            } else if recognizer.pendingProposal != nil {
                recognizer.pendingValues = proposal.values
            }
        case .ended, .cancelled:
            if recognizer.state.isActive {
                transition(recognizer, to: proposal.state, at: proposal.time, reason: proposal.reason)
                emit(recognizer, proposal.state == .ended ? .ended : .cancelled, at: proposal.time,
                     values: proposal.values)
            } else if recognizer.pendingProposal != nil {
                recognizer.pendingEnd = proposal
            }
        case .failed:
            fail(recognizer, at: proposal.time, reason: proposal.reason)
        case .possible:
            break
        }
    }

    /// True when `a` and `b` may both be recognized.
    public func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if defaultSimultaneity == .simultaneous { return true }
        if a.allowsSimultaneousRecognition(with: b) || b.allowsSimultaneousRecognition(with: a) { return true }
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return false
    }

    /// The node hit by one of `recognizer`'s touches that refuses to let it begin
    /// (`GestureNode.gestureRecognizerShouldBegin(_:)`), if any.
    private func hitNodeRefusing(_ recognizer: GestureRecognizer) -> (any GestureNode)? {
        recognizer.touchedNodes.first { !$0.gestureRecognizerShouldBegin(recognizer) }
    }

    private func tryCommit(_ proposal: GestureProposal) {
        let recognizer = proposal.recognizer
        guard recognizer.state == .possible, recognizer.pendingProposal == nil else { return }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer, at: proposal.time, reason: .refused("the delegate's shouldBegin"))
            return
        }
        if let refusing = hitNodeRefusing(recognizer) {
            fail(recognizer, at: proposal.time,
                 reason: .refused("\(refusing.gestureNodeName ?? "the touched node")'s gestureRecognizerShouldBegin"))
            return
        }
        if let winner = excluder(of: recognizer) {
            fail(recognizer, at: proposal.time, reason: .lostTo(winner.qualifiedName, at: winner.succeededAt))
            return
        }
        var waiting: [String] = []
        for requirement in recognizer.failureRequirements where isEngaged(requirement) {
            if requirement.state.hasSucceeded {
                fail(recognizer, at: proposal.time, reason: .requirementSucceeded(requirement.qualifiedName))
                return
            }
            if requirement.state == .possible { waiting.append(requirement.qualifiedName) }
        }
        if !waiting.isEmpty {
            note(recognizer, at: proposal.time, reason: .waitingForFailure(of: waiting))
            if recognizer.isOptimistic && recognizer.machine.kind == .discrete {
                provisional.append(recognizer)
                commit(recognizer, state: proposal.state, at: proposal.time, reason: proposal.reason,
                       values: proposal.values, provisional: true)
            } else {
                recognizer.pendingProposal = proposal
            }
            return
        }
        commit(recognizer, state: proposal.state, at: proposal.time, reason: proposal.reason,
               values: proposal.values, provisional: false)
    }

    private func commit(_ recognizer: GestureRecognizer, state: GestureState, at time: Double,
                        reason: GestureReason, values: GestureValues, provisional: Bool) {
        guard transition(recognizer, to: state, at: time, reason: reason) else { return }
        recognizer.succeededAt = time
        emit(recognizer, state == .began ? .began : .recognized, at: time, values: values,
             provisional: provisional)
        for other in engaged where other !== recognizer && other.state == .possible {
            if other.failureRequirements.contains(where: { $0 === recognizer }) { continue }
            if recognizer.failureRequirements.contains(where: { $0 === other }) && provisional { continue }
            if !canRecognizeSimultaneously(recognizer, other) {
                fail(other, at: time, reason: .lostTo(recognizer.qualifiedName, at: time))
            }
        }
        resolveDependents(of: recognizer, at: time)
        if recognizer.cancelsTouchesInView && collectsTouchDeliveries { cancelViewTouches(of: recognizer, at: time) }
    }

    /// The engaged recognizer that already succeeded and excludes `recognizer`, if any.
    private func excluder(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        for other in engaged where other !== recognizer && other.state.hasSucceeded {
            if provisional.contains(where: { $0 === other })
                && other.failureRequirements.contains(where: { $0 === recognizer }) { continue }
            if !canRecognizeSimultaneously(recognizer, other) { return other }
        }
        return nil
    }

    private func isEngaged(_ recognizer: GestureRecognizer) -> Bool {
        engaged.contains { $0 === recognizer }
    }

    private func fail(_ recognizer: GestureRecognizer, at time: Double, reason: GestureReason) {
        guard recognizer.state == .possible else { return }
        recognizer.pendingProposal = nil
        recognizer.pendingValues = nil
        recognizer.pendingEnd = nil
        recognizer.hasProposedFinal = true
        transition(recognizer, to: .failed, at: time, reason: reason)
        resolveDependents(of: recognizer, at: time)
    }

    /// After `recognizer` succeeded or failed: release, fail or retract whoever waits for it.
    private func resolveDependents(of recognizer: GestureRecognizer, at time: Double) {
        if recognizer.state.hasSucceeded {
            for held in provisional where held.failureRequirements.contains(where: { $0 === recognizer }) {
                note(held, at: time, reason: .retractedBy(recognizer.qualifiedName))
                emit(held, .retracted, at: time, values: held.values)
            }
            provisional.removeAll { $0.failureRequirements.contains(where: { $0 === recognizer }) }
            for dependent in engaged where dependent.state == .possible
                && dependent.failureRequirements.contains(where: { $0 === recognizer }) {
                fail(dependent, at: time, reason: .requirementSucceeded(recognizer.qualifiedName))
            }
            return
        }
        guard recognizer.state == .failed else { return }
        var index = 0
        while index < provisional.count {
            let held = provisional[index]
            if held.failureRequirements.contains(where: { $0 === recognizer }) && requirementsResolved(held) {
                note(held, at: time, reason: .requirementsFailed(held.failureRequirements.map(\.qualifiedName)))
                provisional.remove(at: index)
            } else {
                index += 1
            }
        }
        for dependent in engaged where dependent.pendingProposal != nil
            && dependent.failureRequirements.contains(where: { $0 === recognizer }) {
            guard requirementsResolved(dependent), let proposal = dependent.pendingProposal else { continue }
            dependent.pendingProposal = nil
            let latest = dependent.pendingValues
            let end = dependent.pendingEnd
            dependent.pendingValues = nil
            dependent.pendingEnd = nil
            commit(dependent, state: proposal.state, at: time,
                   reason: .requirementsFailed(dependent.failureRequirements.map(\.qualifiedName)),
                   values: latest ?? proposal.values, provisional: false)
            if let end, dependent.state.isActive {
                transition(dependent, to: end.state, at: max(time, end.time), reason: end.reason)
                emit(dependent, end.state == .ended ? .ended : .cancelled, at: max(time, end.time), values: end.values)
            }
        }
    }

    /// True when none of `recognizer`'s requirements is engaged and still possible.
    private func requirementsResolved(_ recognizer: GestureRecognizer) -> Bool {
        for requirement in recognizer.failureRequirements where isEngaged(requirement) {
            if requirement.state != .failed { return false }
        }
        return true
    }

    /// Resets recognizers whose touches all ended and that are done; fails ones left possible
    /// with nothing more to wait for (so none is ever stuck).
    private func resetFinished(at time: Double) {
        earliestIdleDeadline = .infinity
        defer {
            for recognizer in engaged where recognizer.trackedTouches.isEmpty {
                if let deadline = recognizer.deadline, deadline < earliestIdleDeadline { earliestIdleDeadline = deadline }
            }
        }
        var index = 0
        while index < engaged.count {
            let recognizer = engaged[index]
            if !recognizer.trackedTouches.isEmpty || recognizer.pendingProposal != nil {
                index += 1
                continue
            }
            if recognizer.state == .possible && recognizer.deadline == nil {
                fail(recognizer, at: time, reason: .touchesEnded("touches ended before the gesture was recognized"))
            }
            if recognizer.state.isFinal {
                note(recognizer, at: time, reason: .reset)
                recognizer.resetForNextGesture()
                if let position = engaged.firstIndex(where: { $0 === recognizer }) {
                    engaged.remove(at: position)
                    if position < index { index -= 1 }
                }
                continue
            }
            index += 1
        }
    }

    // MARK: - Records and events

    @discardableResult
    private func transition(_ recognizer: GestureRecognizer, to state: GestureState, at time: Double,
                            reason: GestureReason) -> Bool {
        let from = recognizer.state
        guard recognizer.machine.transition(to: state) else { return false }
        if recognizer.recordsExplanations {
            recognizer.explanation.append(GestureTransitionRecord(time: time, recognizer: recognizer.qualifiedName,
                                                                  from: from, to: state, reason: reason))
        }
        log.trace("\(recognizer.qualifiedName) \(from.rawValue) → \(state.rawValue) at \(time): \(reason)")
        return true
    }

    private func note(_ recognizer: GestureRecognizer, at time: Double, reason: GestureReason) {
        if recognizer.recordsExplanations {
            recognizer.explanation.append(GestureTransitionRecord(
                time: time, recognizer: recognizer.qualifiedName, from: recognizer.state,
                to: reason == .reset ? .possible : recognizer.state, reason: reason))
        }
        log.trace("\(recognizer.qualifiedName) at \(time): \(reason)")
    }

    private func emit(_ recognizer: GestureRecognizer, _ phase: GestureEvent.Phase, at time: Double,
                      values: GestureValues, provisional: Bool = false) {
        events.append(GestureEvent(recognizer: recognizer, phase: phase, time: time, values: values,
                                   isProvisional: provisional))
    }

    // MARK: - The view's own touches

    private func enqueueDeliveries(for frame: TouchFrame) {
        for touch in frame.touches {
            guard let node = touchNodes[touch.id] else { continue }
            if touch.phase.isFinal { touchNodes[touch.id] = nil }
            switch touch.phase {
            case .stationary:
                continue
            case .began:
                guard !viewKnown.contains(touch.id) else { continue }
                viewKnown.append(touch.id)
                if activeCancellingRecognizer() {
                    // A recognizer that cancels the view's touches is running: the view never
                    // sees this one.
                    viewCancelled.append(touch.id)
                    continue
                }
            case .moved, .ended, .cancelled:
                // Bad input: phases of touches that never began here are ignored.
                guard let known = viewKnown.firstIndex(of: touch.id) else { continue }
                if touch.phase.isFinal { viewKnown.remove(at: known) }
                if let index = viewCancelled.firstIndex(of: touch.id) {
                    if touch.phase.isFinal { viewCancelled.remove(at: index) }
                    continue
                }
            }
            queue.append(TouchDelivery(node: node, touch: touch, phase: touch.phase, time: frame.time,
                                       deliveredAt: frame.time))
        }
    }

    private func activeCancellingRecognizer() -> Bool {
        participants.contains { $0.state.isActive && $0.cancelsTouchesInView }
    }

    private func anyPossible(delaying phase: TouchPhase, at time: Double) -> Bool {
        for recognizer in engaged where recognizer.state == .possible {
            if phase == .ended {
                if recognizer.delaysTouchesEnded { return true }
            } else if recognizer.delaysTouchesBegan {
                // A limited delay (a scroll view's content-touch delay) ends at its release time.
                if let release = recognizer.touchesBeganReleaseTime, time >= release { continue }
                return true
            }
        }
        return false
    }

    /// The earliest time a held `began` is released by a limited delay
    /// (`touchesBeganDelayLimit`), while deliveries wait; `nil` otherwise.
    private var heldDeliveryRelease: Double? {
        guard !queue.isEmpty else { return nil }
        var best: Double?
        for recognizer in engaged where recognizer.state == .possible {
            if let release = recognizer.touchesBeganReleaseTime, release < (best ?? .infinity) { best = release }
        }
        return best
    }

    private func flushDeliveries(at time: Double) {
        while let head = queue.first {
            switch head.phase {
            case .began, .moved:
                if anyPossible(delaying: .began, at: time) { return }
            case .ended:
                if anyPossible(delaying: .ended, at: time) { return }
            case .cancelled, .stationary:
                break
            }
            queue.removeFirst()
            let delivery = TouchDelivery(node: head.node, touch: head.touch, phase: head.phase,
                                         time: head.time, deliveredAt: max(time, head.time))
            if let index = viewOpen.firstIndex(where: { $0.touch.id == head.touch.id }) {
                if head.phase.isFinal { viewOpen.remove(at: index) } else { viewOpen[index] = delivery }
            } else if head.phase == .began {
                viewOpen.append(delivery)
            }
            deliveries.append(delivery)
        }
    }

    private func cancelViewTouches(of recognizer: GestureRecognizer, at time: Double) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        for tracked in recognizer.trackedTouches where !viewCancelled.contains(tracked.id) {
            // Remembered until the touch's last frame passes (see enqueueDeliveries).
            if !tracked.isFinal { viewCancelled.append(tracked.id) }
            queue.removeAll { $0.touch.id == tracked.id }
            deliverCancellation(of: tracked.id, at: time, location: tracked.location)
        }
    }

    /// Sends `cancelled` for a touch whose `began` the view got, if it has not ended for it yet.
    private func deliverCancellation(of id: Int, at time: Double, location: Point? = nil) {
        guard let index = viewOpen.firstIndex(where: { $0.touch.id == id }) else { return }
        let open = viewOpen.remove(at: index)
        var touch = open.touch
        touch.phase = .cancelled
        if let location { touch.location = location }
        deliveries.append(TouchDelivery(node: open.node, touch: touch, phase: .cancelled, time: time, deliveredAt: time))
    }

    // MARK: - Cancelling everything

    /// Cancels every gesture in progress at `time` (seconds), e.g. when the window loses focus
    /// or the view tree changes: active continuous gestures report `cancelled`, possible and
    /// held ones fail, optimistic recognitions stay, and the view gets `cancelled` for every
    /// touch it had seen begin. Touches still down are ignored until they lift; the next touch
    /// after that starts afresh.
    public func cancelAll(at time: Double) {
        let reason = GestureReason.refused("the owner (cancelAll)")
        for recognizer in engaged {
            recognizer.pendingProposal = nil
            recognizer.pendingValues = nil
            recognizer.pendingEnd = nil
            if recognizer.state.isActive {
                let values = recognizer.values
                transition(recognizer, to: .cancelled, at: time, reason: reason)
                emit(recognizer, .cancelled, at: time, values: values)
            } else if recognizer.state == .possible {
                recognizer.hasProposedFinal = true
                transition(recognizer, to: .failed, at: time, reason: reason)
            }
            recognizer.trackedTouches.removeAll(keepingCapacity: true)
        }
        provisional.removeAll()
        queue.removeAll()
        for open in viewOpen { deliverCancellation(of: open.touch.id, at: time) }
        for id in downTouchIDs where !viewCancelled.contains(id) && viewKnown.contains(id) { viewCancelled.append(id) }
        resetFinished(at: time)
    }
}
