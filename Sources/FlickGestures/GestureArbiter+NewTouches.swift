import FlickInput

/// How a touch coming down reaches a discrete recognizer whose gesture is already decided: it
/// starts that recognizer's next gesture instead of being swallowed.
extension GestureArbiter {
    /// Gives `touch`, which came down at `time`, to `recognizer` unless its delegate refuses.
    func offer(_ touch: Touch, to recognizer: GestureRecognizer, at time: Double) {
        if let delegate = recognizer.delegate,
           !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { return }
        recognizer.track(touch, at: time)
        if let node = touchNodes[touch.id] { recognizer.touchedNodes.append(node) }
        if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
    }

    /// Resets a decided discrete recognizer for the gesture a new touch starts; the touches
    /// of its decided gesture are no longer followed.
    func rearm(_ recognizer: GestureRecognizer, at time: Double) {
        if recognizer.state == .possible {
            // Asked for a final state the arbiter has not applied (refused begin): settle it.
            fail(recognizer, at: time, reason: .refused("a new touch came down"))
        }
        note(recognizer, at: time, reason: .reset)
        recognizer.resetForNextGesture()
    }

    /// A discrete recognizer that only follows touches which came down in `frame`, and that
    /// those very touches decided (a double tap failed because its second tap landed too far
    /// from the first), starts its next gesture with them: that touch may be the first tap
    /// of a new double tap.
    func deferTouchesThatEndedAGesture(in frame: TouchFrame) {
        for recognizer in engaged where !recognizer.trackedTouches.isEmpty
            && recognizer.standingForNewTouch == .decided {
            let allNew = recognizer.trackedTouches.allSatisfy { tracked in
                frame.touches.contains { $0.id == tracked.id && $0.phase == .began }
            }
            guard allNew else { continue }
            for tracked in recognizer.trackedTouches {
                if let touch = frame.touches.first(where: { $0.id == tracked.id }) {
                    deferredTouches.append((recognizer, touch))
                }
            }
        }
    }

    /// Offers this frame's new touches to the recognizers that were awaiting their
    /// requirements when they came down, once the frame's transitions released (or failed)
    /// the held recognition: a distant second touch fails the double tap, which releases
    /// the first tap, and the same touch then starts the next tap.
    func adoptDeferredTouches(of frame: TouchFrame) {
        var adopters: [GestureRecognizer] = []
        for (recognizer, touch) in deferredTouches {
            if recognizer.pendingProposal != nil { continue }  // Still held: the touch is not its.
            if !adopters.contains(where: { $0 === recognizer }) {
                if recognizer.state.isFinal || recognizer.hasProposedFinal { rearm(recognizer, at: frame.time) }
                adopters.append(recognizer)
            }
            offer(touch, to: recognizer, at: frame.time)
        }
        deferredTouches.removeAll(keepingCapacity: true)
        proposals.removeAll(keepingCapacity: true)
        proposalOrder = 0
        for recognizer in adopters { recognizer.ingest(frame, into: &proposals) }
        applyProposals()
    }
}
