/// The loop's present and record steps: when a frame is shown, and what it measured.
extension FrameLoop {
    /// How a frame was shown.
    struct Presentation {
        var shown: Double
        var skipped: Int
        var waitedForVsync: Bool
    }

    /// Present step: at full rate, on the renderer's vsync when it has one, else at the
    /// scheduler's slot for a frame finished at `finished`; at reduced rates, at once.
    func present(
        pacing: ActivityState.Pacing, finishedAt finished: Double,
        timer: inout FramePhaseTimer
    ) -> Presentation {
        // A frame that drew nothing presents nothing, so it cannot wait for vsync: it waits for
        // its slot on the deadline grid.
        if pacing == .fullRate, !isIdleFrame, let displayRate = renderer.vsyncRate {
            let vsync = renderer.present()
            timer.end(.present)
            let shown = vsync ?? timer.mark
            return Presentation(
                shown: shown, skipped: scheduler.presentedOnVsync(at: shown, rate: displayRate),
                waitedForVsync: vsync != nil)
        } else if pacing == .fullRate {
            let slot = scheduler.slot(finishedAt: finished)
            clock.wait(until: slot.time)
            timer.skipWait()
            let shown = timer.mark
            if !isIdleFrame { _ = renderer.present() }
            timer.end(.present)
            return Presentation(
                shown: shown, skipped: scheduler.presented(at: slot, shown: shown), waitedForVsync: false)
        } else {
            let shown = clock.now()
            if !isIdleFrame { _ = renderer.present() }
            timer.end(.present)
            scheduler.presentedThrottled(startedAt: timer.start)
            return Presentation(shown: shown, skipped: 0, waitedForVsync: false)
        }
    }

    /// Record step: what the frame measured. Latency runs from each real input's timestamp to
    /// the present; inputs the previous full-rate frame could have shown (they came before the
    /// latest start that would still have made its present) are counted as shown late.
    func makeRecord(
        pacing: ActivityState.Pacing, budget: Double, plan: FrameScheduler.FramePlan,
        timer: FramePhaseTimer, cpuStart: Double, presentation: Presentation,
        delivered: [Work.Input]
    ) -> FrameRecord {
        let shown = presentation.shown
        let interval = pacing == .fullRate ? lastShown.map { shown - $0 } : nil
        let showableEarlier =
            pacing == .fullRate && lastShown != nil
            ? previousLatestStart.map { latest in delivered.reduce(0) { $0 + ($1.time <= latest ? 1 : 0) } } ?? 0 : 0
        lastShown = pacing == .fullRate ? shown : nil
        return FrameRecord(
            index: frameCount, pacing: pacing, budget: budget, start: timer.start, target: plan.target,
            phases: timer.spans, presentStart: timer.spans[timer.spans.count - 1].start, shown: shown,
            cpuTime: clock.threadCPUTime() - cpuStart, interval: interval, skipped: presentation.skipped,
            latencies: delivered.map { shown - $0.time }, counters: work.counters + renderer.counters,
            presentWaitsForVsync: presentation.waitedForVsync, expected: plan.expected,
            inputsShowableEarlier: showableEarlier)
    }
}
