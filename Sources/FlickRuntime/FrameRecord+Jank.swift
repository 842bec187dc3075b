/// Why a frame was janky or missed its deadline, bucketed like Android's gfxinfo (research
/// note animation-render §5: "Slow UI ≥ 0.5·interval", "Slow issue draw commands ≥
/// 0.75·interval"), plus the causes a fixed-budget loop adds.
public enum JankCause: String, CaseIterable, Hashable, Sendable {
    /// The engine phases (input through display list) took at least half the budget.
    case slowEngine = "slow engine"
    /// Rendering took at least three quarters of the budget.
    case slowRender = "slow render"
    /// Presenting took at least half the budget (a blocking swap; not counted when the
    /// present waited for vsync on purpose).
    case slowPresent = "slow present"
    /// The frame fit its budget but missed anyway: it started too late for its drawing to end
    /// by the deadline (a cost above the late start's prediction, or a thread woken late for
    /// the start or preempted in the frame).
    case lateStart = "late start"
    /// The frame was drawn in time, but its late redraw (`FrameLoopConfiguration.redrawsLateInput`)
    /// began before the deadline and ran past it before it could be abandoned: an item or a
    /// scene step far longer than the redraw's others, or a thread preempted in it.
    case lateRedraw = "late redraw"
    /// The frame was drawn in time and its thread went to sleep until its redraw's look or its
    /// present, but woke only after the deadline: the OS scheduler's, not the engine's (measured
    /// by us on a 2-core machine under SCHED_OTHER: 2 wake-ups in 1,000 1–4.7 ms late; none past
    /// 0.3 ms under SCHED_FIFO, `--realtime`).
    case lateWakeUp = "late wake-up"

    /// Engine share of the budget that marks a slow engine (Android's Slow UI: 0.5).
    public static let slowEngineShare = 0.5
    /// Render share of the budget that marks a slow render (Android's slow draw commands: 0.75).
    public static let slowRenderShare = 0.75
    /// Present share of the budget that marks a slow present (our choice: as for the engine).
    public static let slowPresentShare = 0.5
}

extension FrameRecord {
    /// True when the frame's first drawing ended by its target.
    private var drawnByTarget: Bool {
        guard let render = phases.first(where: { $0.phase == .render }) else { return false }
        return render.start + render.duration <= target
    }

    /// True when a redraw phase began before the target and ended past it.
    private var redrawRanPastTarget: Bool {
        phases.contains { $0.phase == .redraw && $0.duration > 0 && $0.start < target && $0.start + $0.duration > target }
    }

    /// The causes of this frame's jank or missed deadline; empty when it was neither.
    public var jankCauses: [JankCause] {
        guard isJanky || missed else { return [] }
        let engine = FramePhase.engine.reduce(0) { $0 + duration(of: $1) }
        var causes: [JankCause] = []
        if engine >= JankCause.slowEngineShare * budget { causes.append(.slowEngine) }
        if duration(of: .render) >= JankCause.slowRenderShare * budget { causes.append(.slowRender) }
        if !presentWaitsForVsync && duration(of: .present) >= JankCause.slowPresentShare * budget {
            causes.append(.slowPresent)
        }
        if missed && !isJanky {
            causes.append(!drawnByTarget ? .lateStart : redrawRanPastTarget ? .lateRedraw : .lateWakeUp)
        }
        return causes
    }
}
