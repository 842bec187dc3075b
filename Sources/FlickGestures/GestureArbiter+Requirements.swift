import FlickInput

/// Failure requirements (`require(toFail:)`): once a required recognizer succeeds or fails,
/// its dependents are failed, retracted or released.
extension GestureArbiter {
    /// After `recognizer` succeeded or failed: release, fail or retract whoever waits for it.
    func resolveDependents(of recognizer: GestureRecognizer, at time: Double) {
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
    func requirementsResolved(_ recognizer: GestureRecognizer) -> Bool {
        for requirement in recognizer.failureRequirements where isEngaged(requirement) {
            if requirement.state != .failed { return false }
        }
        return true
    }
}
