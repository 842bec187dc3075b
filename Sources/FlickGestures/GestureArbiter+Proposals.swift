import FlickInput

/// Applying the transitions recognizers propose, in time order: exclusion and simultaneity,
/// committing, holding for requirements, and failing.
extension GestureArbiter {
    func applyProposals() {
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

    func apply(_ proposal: GestureProposal) {
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
    func hitNodeRefusing(_ recognizer: GestureRecognizer) -> (any GestureNode)? {
        recognizer.touchedNodes.first { !$0.gestureRecognizerShouldBegin(recognizer) }
    }

    func tryCommit(_ proposal: GestureProposal) {
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

    func commit(_ recognizer: GestureRecognizer, state: GestureState, at time: Double,
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
    func excluder(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        for other in engaged where other !== recognizer && other.state.hasSucceeded {
            if provisional.contains(where: { $0 === other })
                && other.failureRequirements.contains(where: { $0 === recognizer }) { continue }
            if !canRecognizeSimultaneously(recognizer, other) { return other }
        }
        return nil
    }

    func isEngaged(_ recognizer: GestureRecognizer) -> Bool {
        engaged.contains { $0 === recognizer }
    }

    func fail(_ recognizer: GestureRecognizer, at time: Double, reason: GestureReason) {
        guard recognizer.state == .possible else { return }
        recognizer.pendingProposal = nil
        recognizer.pendingValues = nil
        recognizer.pendingEnd = nil
        recognizer.hasProposedFinal = true
        transition(recognizer, to: .failed, at: time, reason: reason)
        resolveDependents(of: recognizer, at: time)
    }
}
