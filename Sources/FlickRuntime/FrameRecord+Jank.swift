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

    /// Engine share of the budget that marks a slow engine (Android's Slow UI: 0.5).
    public static let slowEngineShare = 0.5
    /// Render share of the budget that marks a slow render (Android's slow draw commands: 0.75).
    public static let slowRenderShare = 0.75
    /// Present share of the budget that marks a slow present (our choice: as for the engine).
    public static let slowPresentShare = 0.5
}

extension FrameRecord {
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
        if missed && !isJanky { causes.append(.lateStart) }
        return causes
    }
}
