import FlickInput

/// Touch sessions: each frame through the recognizers, the session the first touch down
/// starts (its hit node and participants), the reset of finished recognizers, and cancelling
/// everything.
extension GestureArbiter {
    /// Feeds one touch frame. `hitTest` maps each new touch (window points) to the node it
    /// hit, or `nil` when it hit nothing (that touch then goes to no recognizer and no node).
    public func handle(_ frame: TouchFrame, hitTest: (Point) -> (any GestureNode)?) {
        // Deadlines that passed while the recognizers had no touches down fire first.
        fireDeadlines(before: frame.time, idleOnly: true)
        now = max(now, frame.time)

        deferredTouches.removeAll(keepingCapacity: true)
        var hasBegan = false
        for touch in frame.touches where touch.phase == .began {
            hasBegan = true
            // Bad input: a second `began` for a touch already down is ignored.
            if downTouchIDs.contains(touch.id) { continue }
            let first = downTouchIDs.isEmpty
            if first {
                startSession(at: touch.location, hitTest: hitTest)
                touchNodes[touch.id] = hitNode
            } else {
                // A later touch goes to the recognizers of its own node's chain (UIKit).
                let node = hitTest(touch.location)
                touchNodes[touch.id] = node
                recipients.removeAll(keepingCapacity: true)
                appendRecognizers(onChainFrom: node, to: &recipients)
                for recognizer in recipients where !participants.contains(where: { $0 === recognizer }) {
                    participants.append(recognizer)
                }
            }
            downTouchIDs.append(touch.id)
            for recognizer in first ? participants : recipients where recognizer.isEnabled {
                switch recognizer.standingForNewTouch {
                case .continuing:
                    break
                case .decided:
                    rearm(recognizer, at: frame.time)
                case .awaitingRequirements:
                    deferredTouches.append((recognizer, touch))
                    continue
                }
                offer(touch, to: recognizer, at: frame.time)
            }
        }
        if collectsTouchDeliveries && !touchNodes.isEmpty { enqueueDeliveries(for: frame) }

        proposals.removeAll(keepingCapacity: true)
        proposalOrder = 0
        for recognizer in engaged { recognizer.ingest(frame, into: &proposals) }
        applyProposals()
        if hasBegan { deferTouchesThatEndedAGesture(in: frame) }
        if !deferredTouches.isEmpty { adoptDeferredTouches(of: frame) }

        var anyEnded = false
        for touch in frame.touches where touch.phase.isFinal {
            anyEnded = true
            if let index = downTouchIDs.firstIndex(of: touch.id) { downTouchIDs.remove(at: index) }
            touchNodes[touch.id] = nil
        }
        if anyEnded { for recognizer in engaged { recognizer.dropEndedTouches() } }
        resetFinished(at: frame.time)
        flushDeliveries(at: frame.time)
        if downTouchIDs.isEmpty && engaged.isEmpty && queue.isEmpty {
            participants.removeAll(keepingCapacity: true)
            hitNode = nil
        }
    }

    func startSession(at location: Point, hitTest: (Point) -> (any GestureNode)?) {
        // Deliveries still held from the previous session (a lift waiting for a double tap
        // to fail) stay queued: they carry their own node.
        participants.removeAll(keepingCapacity: true)
        hitNode = hitTest(location)
        appendRecognizers(onChainFrom: hitNode, to: &participants)
    }

    /// Appends the recognizers of `start` and its ancestors, deepest first (on each node the
    /// attached ones, then the node's own).
    func appendRecognizers(onChainFrom start: (any GestureNode)?, to list: inout [GestureRecognizer]) {
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

    /// Resets recognizers whose touches all ended and that are done; fails ones left possible
    /// with nothing more to wait for (so none is ever stuck).
    func resetFinished(at time: Double) {
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
