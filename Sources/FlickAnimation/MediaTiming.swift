/// The timing of an animation after `CAMediaTiming`, evaluated with the phase and
/// boundary rules of the Web Animations model (research note §1 [A1][A2][A3][W1]).
///
/// Parent time `t` becomes *unoffset local time* `u = (t − beginTime)·|speed|`. The
/// active interval is `0 ≤ u < activeDuration`; before it is the *before* phase, from its
/// end on the *after* phase. Inside, the active time is `u + timeOffset`, wrapped into the
/// active interval as Core Animation does ("a 5 s animation with a 2 s offset plays from
/// 2 s to the end, then from 0 to 2 s"). A negative speed plays the active interval
/// backwards. `speed = 0` with `timeOffset = x` pauses at `x` for every parent time.
///
/// Iterations follow Web Animations: at the end of an iteration the progress is 1, not 0
/// (so an animation that has just finished shows its final value), and with
/// `autoreverses` every repeat cycle is a forward and a backward iteration of `duration`.
public struct MediaTiming: Hashable, Sendable {
    /// Where the animation starts in its parent's time, seconds.
    public var beginTime: Double
    /// The length of one simple iteration, seconds (local time). 0 makes it instantaneous.
    public var duration: Double
    /// Local seconds per parent second. 0 pauses; negative plays backwards.
    public var speed: Double
    /// Added to the active time, seconds of local time (CA's `timeOffset`).
    public var timeOffset: Double
    /// How many repeat cycles play (fractional allowed). 0 means one; `.infinity`
    /// repeats forever. Setting both this and `repeatDuration` is undefined in CA; here
    /// `repeatDuration` wins.
    public var repeatCount: Double
    /// How long the animation repeats, seconds of local time; 0 means use `repeatCount`.
    public var repeatDuration: Double
    /// When true each repeat cycle plays forwards, then backwards.
    public var autoreverses: Bool
    /// What shows before and after the active interval.
    public var fillMode: FillMode

    /// Creates a timing; every parameter has Core Animation's default.
    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1,
                timeOffset: Double = 0, repeatCount: Double = 0, repeatDuration: Double = 0,
                autoreverses: Bool = false, fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The number of simple iterations in the active interval (each autoreversed cycle
    /// counts two); may be fractional or infinite.
    public var iterationCount: Double {
        let cycles: Double
        if repeatDuration > 0 {
            guard duration > 0 else { return 0 }
            cycles = repeatDuration / (duration * (autoreverses ? 2 : 1))
        } else {
            cycles = repeatCount > 0 ? repeatCount : 1
        }
        return cycles * (autoreverses ? 2 : 1)
    }

    /// The length of the active interval, seconds of local time (may be infinite).
    public var activeDuration: Double {
        guard duration > 0 else { return 0 }
        if repeatDuration > 0 { return repeatDuration }
        return iterationCount * duration
    }

    /// The parent time at which the active interval ends, seconds: infinite when the
    /// animation repeats forever or is paused.
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration / abs(speed)
    }

    /// The timing state at parent time `time` (seconds). A NaN time (a broken clock)
    /// counts as before the animation: no effect, never a crash.
    public func sample(at time: Double) -> TimingSample {
        guard !time.isNaN else { return TimingSample(phase: .before, iteration: nil, progress: nil) }
        let active = activeDuration
        let unoffset = (time - beginTime) * abs(speed)
        if unoffset < 0 && speed != 0 {
            guard fillMode.fillsBackwards else { return TimingSample(phase: .before, iteration: nil, progress: nil) }
            return progressSample(phase: .before, activeTime: speed < 0 ? active : 0)
        }
        if unoffset >= active && speed != 0 {
            guard fillMode.fillsForwards, active.isFinite else {
                return TimingSample(phase: .after, iteration: nil, progress: nil)
            }
            return progressSample(phase: .after, activeTime: speed < 0 ? 0 : active)
        }
        var local = (speed < 0 ? active - unoffset : unoffset) + timeOffset
        if active.isFinite, active > 0, local > active || local < 0 {
            local -= (local / active).rounded(.down) * active
            if local == 0 && timeOffset > 0 { local = active }
        }
        return progressSample(phase: .active, activeTime: min(max(local, 0), active))
    }

    /// Progress for an active time inside [0, activeDuration] (Web Animations §
    /// "calculating the simple iteration progress" and "directed progress").
    private func progressSample(phase: TimingPhase, activeTime: Double) -> TimingSample {
        let iterations = iterationCount
        let overall: Double
        if duration > 0 {
            overall = activeTime / duration
        } else {
            overall = phase == .before ? 0 : iterations
        }
        var simple = overall.isFinite ? overall - overall.rounded(.down) : 0
        let atEnd = duration > 0 ? activeTime == activeDuration : phase != .before
        if simple == 0, phase != .before, atEnd, iterations != 0 { simple = 1 }
        var iteration = overall.isFinite ? Int(overall.rounded(.down)) : Int.max / 2
        if simple == 1, overall == overall.rounded(.down) { iteration -= 1 }
        iteration = max(iteration, 0)
        let reversed = autoreverses && iteration % 2 == 1
        let cycle = autoreverses ? iteration / 2 : iteration
        return TimingSample(phase: phase, iteration: cycle, progress: reversed ? 1 - simple : simple)
    }
}

/// Where a parent time falls relative to an animation's active interval.
public enum TimingPhase: String, Hashable, Sendable {
    /// Before the active interval.
    case before
    /// Inside the active interval.
    case active
    /// At or after the end of the active interval.
    case after
}

/// The timing state of an animation at one moment.
public struct TimingSample: Hashable, Sendable {
    /// The phase at that moment.
    public var phase: TimingPhase
    /// The repeat cycle (0-based; an autoreversed cycle is one), or `nil` when the
    /// animation has no effect.
    public var iteration: Int?
    /// The directed progress in the current iteration, 0…1, before any timing function;
    /// `nil` when the animation has no effect (outside the active interval, no fill).
    public var progress: Double?

    /// Creates a sample.
    public init(phase: TimingPhase, iteration: Int?, progress: Double?) {
        self.phase = phase
        self.iteration = iteration
        self.progress = progress
    }

    /// True when the animation contributes a value.
    public var isInEffect: Bool { progress != nil }
}
