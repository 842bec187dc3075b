import FlickInput

/// The record of what happened: transition records with their reasons (`--explain`), trace
/// logging, and the gesture events handed out by `takeEvents()`.
extension GestureArbiter {
    /// Returns and clears the gesture events gathered so far.
    public func takeEvents() -> [GestureEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Forgets the gathered events without copying them.
    public func discardEvents() { events.removeAll(keepingCapacity: true) }

    @discardableResult
    func transition(_ recognizer: GestureRecognizer, to state: GestureState, at time: Double,
                    reason: GestureReason) -> Bool {
        let from = recognizer.state
        guard recognizer.machine.transition(to: state) else { return false }
        if state.isFinal { recognizer.finalReason = reason }
        if recognizer.recordsExplanations {
            recognizer.explanation.append(GestureTransitionRecord(time: time, recognizer: recognizer.qualifiedName,
                                                                  from: from, to: state, reason: reason))
        }
        log.trace("\(recognizer.qualifiedName) \(from.rawValue) → \(state.rawValue) at \(time): \(reason)")
        return true
    }

    func note(_ recognizer: GestureRecognizer, at time: Double, reason: GestureReason) {
        if recognizer.recordsExplanations {
            recognizer.explanation.append(GestureTransitionRecord(
                time: time, recognizer: recognizer.qualifiedName, from: recognizer.state,
                to: reason == .reset ? .possible : recognizer.state, reason: reason))
        }
        log.trace("\(recognizer.qualifiedName) at \(time): \(reason)")
    }

    func emit(_ recognizer: GestureRecognizer, _ phase: GestureEvent.Phase, at time: Double,
              values: GestureValues, provisional: Bool = false) {
        events.append(GestureEvent(recognizer: recognizer, phase: phase, time: time, values: values,
                                   isProvisional: provisional))
    }
}
