/// The loop's input step: what each frame drains from its sources, and the resampled input
/// for its present.
extension FrameLoop {
    /// Input step: the input a late redraw left for this frame, then every source drained up to
    /// the frame's start, in time order; adds the resampled input for the frame's present, and
    /// delivers it all. Returns the real inputs.
    func takeInput(for plan: FrameScheduler.FramePlan, timer: inout FramePhaseTimer) -> [Work.Input] {
        // What a redraw held back came before anything drained now.
        let delivered = heldInputs + drainInputs(upTo: timer.start)
        heldInputs = []
        let all = withResampled(delivered, presentingAt: plan.target)
        timer.end(.input)
        work.deliver(all, at: timer.start)
        timer.end(.gestures)
        return delivered
    }

    /// Every source's input up to `time` seconds, in time order.
    func drainInputs(upTo time: Double) -> [Work.Input] {
        var drained: [Work.Input] = []
        for source in inputs { drained += source.drain(upTo: time) }
        if inputs.count > 1 { drained.sort { $0.time < $1.time } }
        return drained
    }

    /// `real` input followed by the resampled input for a present at `present` seconds, if any.
    func withResampled(_ real: [Work.Input], presentingAt present: Double) -> [Work.Input] {
        guard let synthetic = resampler?.resampled(after: real, presentingAt: present) else { return real }
        return real + [synthetic]
    }
}
