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
    /// The frame fit its budget but missed anyway: it started late or its thread woke late
    /// for the present (preempted; the scheduler, not the engine).
    case lateStart = "late start"
    /// The frame was drawn in time, but its late redraw (`FrameLoopConfiguration.redrawsLateInput`)
    /// ran past the deadline before it could be abandoned: an item or a scene step far longer
    /// than the redraw's others, or a thread preempted in it.
    case lateRedraw = "late redraw"

    /// Engine share of the budget that marks a slow engine (Android's Slow UI: 0.5).
    public static let slowEngineShare = 0.5
    /// Render share of the budget that marks a slow render (Android's slow draw commands: 0.75).
    public static let slowRenderShare = 0.75
    /// Present share of the budget that marks a slow present (our choice: as for the engine).
    public static let slowPresentShare = 0.5
}

extension FrameRecord {
    /// True when the frame's first drawing ended by its target and a redraw phase after it
    /// ended past the target.
    private var redrawRanPastTarget: Bool {
        guard let render = phases.first(where: { $0.phase == .render }), render.start + render.duration <= target else {
            return false
        }
        return phases.contains { $0.phase == .redraw && $0.duration > 0 && $0.start + $0.duration > target }
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
        if missed && !isJanky { causes.append(redrawRanPastTarget ? .lateRedraw : .lateStart) }
        return causes
    }
}
