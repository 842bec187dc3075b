import FlickInput

/// Deadlines: long presses beginning, tap windows closing and held recognitions going ahead
/// between frames (`advance(to:)`) and before a frame (`handle`).
extension GestureArbiter {
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

    /// The pending deadlines falling at or before `time` (seconds), earliest first: what
    /// `advance(to: time)` would fire if no touch came first. (A deadline's action can set
    /// another, later one; that one is not listed.)
    public func deadlines(through time: Double) -> [GestureDeadline] {
        var due: [GestureDeadline] = []
        for recognizer in engaged where !recognizer.hasProposedFinal && !recognizer.state.isFinal {
            if let deadline = recognizer.deadline, deadline <= time {
                due.append(GestureDeadline(time: deadline, recognizer: recognizer))
            }
        }
        if let release = heldDeliveryRelease, release <= time {
            due.append(GestureDeadline(time: release, recognizer: nil))
        }
        return due.sorted { $0.time < $1.time }
    }

    func fireDeadlines(before limit: Double, idleOnly: Bool, inclusive: Bool = false) {
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
}
