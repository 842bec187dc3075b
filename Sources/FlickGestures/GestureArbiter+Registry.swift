import FlickInput

/// Attaching recognizers to gesture nodes, and finding them again.
extension GestureArbiter {
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
}
