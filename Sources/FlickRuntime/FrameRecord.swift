/// What the frame loop measured for one frame. Times are seconds on the frame clock's
/// time base; durations are seconds.
public struct FrameRecord: Hashable, Sendable {
    /// One phase's time span.
    public struct PhaseSpan: Hashable, Sendable {
        /// The phase.
        public var phase: FramePhase
        /// When it started, in seconds.
        public var start: Double
        /// How long it took, in seconds.
        public var duration: Double

        /// Creates a span.
        public init(phase: FramePhase, start: Double, duration: Double) {
            self.phase = phase
            self.start = start
            self.duration = duration
        }
    }

    /// Frame number, from 0, counting every frame the loop ran.
    public var index: Int
    /// How the loop was pacing when it ran this frame; only `.fullRate` frames count for
    /// missed deadlines, hitches and present intervals.
    public var pacing: ActivityState.Pacing
    /// The frame budget in force, in seconds (1 / rate).
    public var budget: Double
    /// When the frame started, in seconds.
    public var start: Double
    /// The target presentation time the scene was advanced to, in seconds.
    public var target: Double
    /// The deadline the frame was due at before anything slipped, in seconds: `target`,
    /// unless the frame started after it and aimed at a later one. Hitches count from here.
    public var expected: Double
    /// Every phase's span, in pipeline order (all of `FramePhase.allCases`).
    public var phases: [PhaseSpan]
    /// When the loop stopped waiting for the present deadline and called present, in
    /// seconds (the wait runs from the end of `render` to here).
    public var presentStart: Double
    /// When the frame was shown: the present call for paced presents, the vsync time the
    /// renderer reported when it has vsync, in seconds.
    public var shown: Double
    /// CPU time of the frame loop's thread during the frame, in seconds.
    public var cpuTime: Double
    /// Time since the previous full-rate frame was shown, in seconds; `nil` for the first
    /// frame and after a pause or a reduced-rate frame.
    public var interval: Double?
    /// Deadlines skipped because this frame was late (0 when it made its target).
    public var skipped: Int
    /// Latency of each input delivered in this frame: from its timestamp (the kernel's, for
    /// a live device) to `shown`, in seconds.
    public var latencies: [Double]
    /// Resource counters reported by the scene and renderer.
    public var counters: FrameCounters
    /// True when the present blocked until a real vsync: its span is then mostly waiting,
    /// and is left out of `frameTime` (the late-vsync case shows as a missed deadline).
    public var presentWaitsForVsync: Bool
    /// Inputs delivered in this frame that the previous full-rate frame could have shown:
    /// they came before that frame's latest possible start (its present minus its work).
    public var inputsShowableEarlier: Int
    /// What the frame's late redraw did (`FrameLoopConfiguration.redrawsLateInput`).
    public var redraw: Redraw = .none

    /// What a frame's late redraw did.
    public enum Redraw: String, Hashable, Sendable {
        /// No redraw: no input came after the frame started, or none could be redrawn.
        case none
        /// The frame was drawn again with the input that came after it started.
        case drawn
        /// The redraw ran out of time, or its input started another activity (left to the next
        /// frame); the frame drawn first was shown.
        case abandoned
    }

    /// Creates a record.
    public init(index: Int, pacing: ActivityState.Pacing, budget: Double, start: Double, target: Double,
                phases: [PhaseSpan], presentStart: Double, shown: Double, cpuTime: Double,
                interval: Double?, skipped: Int, latencies: [Double], counters: FrameCounters,
                presentWaitsForVsync: Bool = false, expected: Double? = nil, inputsShowableEarlier: Int = 0) {
        self.index = index
        self.pacing = pacing
        self.budget = budget
        self.start = start
        self.target = target
        self.expected = expected ?? target
        self.phases = phases
        self.presentStart = presentStart
        self.shown = shown
        self.cpuTime = cpuTime
        self.interval = interval
        self.skipped = skipped
        self.latencies = latencies
        self.counters = counters
        self.presentWaitsForVsync = presentWaitsForVsync
        self.inputsShowableEarlier = inputsShowableEarlier
    }

    /// The time spent in `phase`, in seconds (0 when the phase is not recorded).
    public func duration(of phase: FramePhase) -> Double {
        phases.first { $0.phase == phase }?.duration ?? 0
    }

    /// The frame's time: every phase, without the wait for the present deadline (and
    /// without the present when it blocked for vsync), in seconds.
    public var frameTime: Double {
        phases.reduce(0) { $0 + ($1.phase == .present && presentWaitsForVsync ? 0 : $1.duration) }
    }

    /// True when the frame time exceeds the budget (Android gfxinfo's jank rule, research
    /// note animation-render §5).
    public var isJanky: Bool { frameTime > budget }

    /// True when the frame missed its target deadline (counted only at full rate).
    public var missed: Bool { skipped > 0 }

    /// How much later than expected the frame was shown when it missed (Apple's hitch
    /// time), in seconds; 0 when it made it.
    public var hitchTime: Double { missed ? max(0, shown - expected) : 0 }

    /// The end of the frame: the end of the present phase, in seconds.
    public var end: Double {
        guard let last = phases.last else { return start }
        return last.start + last.duration
    }
}
