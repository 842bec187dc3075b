/// One profiling run of the frame pipeline, headless: a scene and renderer driven for a
/// number of frames on real time (`MonotonicClock`, paced and measured for real) or on
/// virtual time (`ManualFrameClock`: deterministic, and phases cost what the scene charges
/// to the clock, nothing for scenes that charge nothing). What `flick profile` runs.
public struct ProfileSession: Hashable, Sendable {
    /// Which clock drives the run.
    public enum Time: String, Hashable, Sendable {
        /// CLOCK_MONOTONIC: real pacing, real phase and CPU times.
        case real
        /// A manual clock: identical output on every run.
        case virtual
    }

    /// Frames to run.
    public var frames: Int
    /// Full frame rate, Hz.
    public var rate: Double
    /// The clock.
    public var time: Time
    /// Frames run before the profiled ones and not recorded (start-up: first tiles drawn,
    /// first textures created and uploaded), with no input.
    public var warmUpFrames: Int
    /// Frames start at their deadline minus their predicted cost (`FrameLoopConfiguration.startsLate`).
    public var startsLate: Bool
    /// Frames draw again with input that came after they started (`FrameLoopConfiguration.redrawsLateInput`).
    public var redrawsLateInput: Bool
    /// A frame whose late redraw found no input looks once more (`FrameLoopConfiguration.looksAgainLate`).
    public var looksAgainLate: Bool
    /// How much later than `inputLead` the input starts, seconds (its phase against the deadlines).
    public var replayDelay: Double

    /// Delay from the start of the run to the input's time 0, seconds (our choice: a
    /// quarter second of frames with no input first, so the run starts from rest).
    public static let inputLead = 0.25

    /// Creates a session.
    public init(frames: Int, rate: Double = FrameLoopConfiguration.defaultRate, time: Time = .real,
                warmUpFrames: Int = 0, startsLate: Bool = true, redrawsLateInput: Bool = true, looksAgainLate: Bool = true,
                replayDelay: Double = 0) {
        precondition(frames > 0 && rate > 0 && warmUpFrames >= 0 && replayDelay >= 0, "a profile needs frames and a rate")
        self.frames = frames
        self.rate = rate
        self.time = time
        self.warmUpFrames = warmUpFrames
        self.startsLate = startsLate
        self.redrawsLateInput = redrawsLateInput
        self.looksAgainLate = looksAgainLate
        self.replayDelay = replayDelay
    }

    /// Runs `work` with `renderer` for `frames` frames, replaying `input` (times in seconds
    /// from the input's start, moved to `inputLead` plus `replayDelay` after the run's start) and draining
    /// `live` sources (a touchscreen: `EvdevInputSource`, on real time), resampled by
    /// `resampler` when given, and returns the profiler holding every frame.
    public func run<Work: FrameWork, Renderer: FrameRenderer>(work: Work, renderer: Renderer, input: [Work.Input],
                                                              live: [any InputSource<Work.Input>] = [],
                                                              resampler: (any FrameInputResampler<Work.Input>)? = nil)
        -> FrameProfiler where Renderer.DisplayList == Work.DisplayList {
        let clock: any FrameClock = time == .real ? MonotonicClock() : ManualFrameClock()
        let configuration = FrameLoopConfiguration(rate: rate, startsLate: startsLate, redrawsLateInput: redrawsLateInput,
                                                   looksAgainLate: looksAgainLate)
        if warmUpFrames > 0 {
            FrameLoop(work: work, renderer: renderer, clock: clock, inputs: [ReplayInputSource<Work.Input>([])],
                      configuration: configuration).run(frames: warmUpFrames)
        }
        let replay = ReplayInputSource(input, offset: clock.now() + Self.inputLead + replayDelay)
        let profiler = FrameProfiler(rate: rate)
        let loop = FrameLoop(work: work, renderer: renderer, clock: clock, inputs: [replay] + live,
                             configuration: configuration, resampler: resampler, profiler: profiler)
        log.debug("profiling \(frames) frames at \(rate) Hz on \(time.rawValue) time after \(warmUpFrames) warm-up frames")
        loop.run(frames: frames)
        return profiler
    }
}
