/// A clock for fast headless runs that still measure real work: time advances while work
/// runs, by the real monotonic clock or by the frame thread's CPU time (`Measure`), and jumps
/// forward (instead of sleeping) whenever the loop waits. Phase and CPU times in the profile are real; pacing, physics and input
/// timing follow the virtual time line. Not deterministic (real work varies between runs):
/// tests that need identical output use `ManualFrameClock`.
///
/// Work that a live run does on other threads (tile drawing) can be handed over as
/// `offFrameWork`: it runs at the start of every wait, and its real duration (and its CPU
/// time) is left out of the time line, as if another core did it while the frame loop
/// waited.
///
/// Measured by CPU time, a frame costs what its thread computed: time the thread spent
/// preempted by other processes (a shared machine) is left out, as on a machine whose frame
/// thread has a core to itself. Real-time runs (`MonotonicClock`) show the preemption.
///
/// `slowdown` stretches every measured span of work, as Chrome DevTools' CPU throttling does:
/// a run with 2 plays as on a CPU half as fast, for an app bound for a slower board.
public final class MeasuredVirtualClock: FrameClock {
    /// What moves time while work runs.
    public enum Measure: String, Hashable, Sendable {
        /// The real monotonic clock: preemption by other processes counts as work.
        case wallTime
        /// The calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID): only computing counts.
        case threadCPUTime
    }

    private let real = MonotonicClock()
    /// What moves time while work runs.
    public let measure: Measure
    private var offset: Double
    /// Run at the start of every wait, off the time line (nil: none).
    public var offFrameWork: (() -> Void)?
    /// Real seconds spent in `offFrameWork` so far (not on the time line).
    public private(set) var offFrameSeconds = 0.0
    /// CPU seconds spent in `offFrameWork` so far (not in `threadCPUTime()`).
    private var offFrameCPUSeconds = 0.0
    /// How many times its measured time work takes on the time line (1: as measured).
    public let slowdown: Double

    /// A clock reading `start` seconds now, moved by `measure` while work runs, each span of
    /// work taking `slowdown` times its measured time (at least 1; anything else, NaN
    /// included, is taken as 1).
    public init(start: Double = 0, measure: Measure = .wallTime, slowdown: Double = 1) {
        self.measure = measure
        self.slowdown = slowdown >= 1 && slowdown.isFinite ? slowdown : 1
        offset = 0
        offset = start - measured()
    }

    /// The measured time (wall or thread CPU) times `slowdown`, seconds.
    private func measured() -> Double { (measure == .wallTime ? real.now() : real.threadCPUTime()) * slowdown }

    /// Measured time of work plus every skipped wait, seconds.
    public func now() -> Double { measured() + offset }

    /// The calling thread's real CPU time without `offFrameWork`'s, times `slowdown`, seconds.
    public func threadCPUTime() -> Double { (real.threadCPUTime() - offFrameCPUSeconds) * slowdown }

    /// Jumps to `deadline`, or to the earliest input a source will deliver when that comes
    /// first; returns `true` when input ended the wait. Sources with only a descriptor
    /// cannot be seen and never end the wait.
    @discardableResult
    public func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool {
        if let work = offFrameWork {
            let start = real.now(), cpuStart = real.threadCPUTime(), measuredStart = measured()
            work()
            offset -= measured() - measuredStart
            offFrameSeconds += real.now() - start
            offFrameCPUSeconds += real.threadCPUTime() - cpuStart
        }
        let due = sources.compactMap { $0.nextEventTime() }.min() ?? .infinity
        let current = now()
        if due <= current { return true }
        let target = min(deadline, due)
        if target.isFinite, target > current { offset += target - current }
        return due <= deadline
    }
}
