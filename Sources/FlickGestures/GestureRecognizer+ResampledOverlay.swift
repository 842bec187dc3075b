import FlickInput

/// Resampled frames as overlays: a frame resampled for a present
/// (`TouchFrame.isResampled`) moves a gesture that has begun, so the frame shows the finger at
/// one instant, but it is laid over the last real report rather than folded into the
/// gesture's measurements. The next frame, real or resampled, is measured from that report
/// (its touches, time, and the recognizer's accumulated translation, scale or rotation), so
/// after every real report a recognizer's state is exactly what it would be without
/// resampling, whatever the frame grid.
///
/// When a real report replaces a shown overlay without reporting a change of its own (the
/// fingers lifted, or did not move since the report before), the recognizer reports
/// `changed` with the real values first, so a target that shows the latest values (a scroll
/// view's offset, a fold's progress) goes back to what the real reports put there before the
/// gesture ends.
extension GestureRecognizer {
    /// A resampled frame is about to be shown: keeps the last real report's touches, time
    /// and measurements.
    final func beginResampledOverlay() {
        realFrame = (trackedTouches, lastFrameTime)
        saveRealMeasurements()
    }

    /// Takes back the resampled frame shown, if any, and returns the values as of the last
    /// real report (`nil` when no overlay was shown).
    final func removeResampledOverlay() -> GestureValues? {
        guard let realFrame else { return nil }
        self.realFrame = nil
        trackedTouches = realFrame.touches
        lastFrameTime = realFrame.time
        latestFrameIsResampled = false
        restoreRealMeasurements()
        return values
    }

    /// After the real report at `time` replaced an overlay: when the report's own proposals
    /// (from index `first`) report no change, a `changed` with the `replaced` values goes
    /// before them, unless the gesture had already reached a final state.
    final func proposeReplacement(_ replaced: GestureValues, at time: Double, after first: Int,
                                  into proposals: inout [GestureProposal]) {
        guard hasProposedBegin, !machine.state.isFinal else { return }
        for proposal in proposals[first...] where proposal.state == .changed { return }
        proposals.insert(GestureProposal(recognizer: self, state: .changed, time: time, reason: .updated,
                                         values: replaced), at: first)
    }
}
