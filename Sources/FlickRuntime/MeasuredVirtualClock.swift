/// A clock for fast headless runs that still measure real work: time advances with the
/// real monotonic clock while work runs, and jumps forward (instead of sleeping) whenever
/// the loop waits. Phase and CPU times in the profile are real; pacing, physics and input
/// timing follow the virtual time line. Not deterministic (real work varies between runs):
/// tests that need identical output use `ManualFrameClock`.
///
/// Work that a live run does on other threads (tile drawing) can be handed over as
/// `offFrameWork`: it runs at the start of every wait, and its real duration (and its CPU
/// time) is left out of the time line, as if another core did it while the frame loop
/// waited.
public final class MeasuredVirtualClock: FrameClock {
    private let real = MonotonicClock()
    private var offset: Double
    /// Run at the start of every wait, off the time line (nil: none).
    public var offFrameWork: (() -> Void)?
    /// Real seconds spent in `offFrameWork` so far (not on the time line).
    public private(set) var offFrameSeconds = 0.0
    /// CPU seconds spent in `offFrameWork` so far (not in `threadCPUTime()`).
    private var offFrameCPUSeconds = 0.0

    /// A clock reading `start` seconds now.
    public init(start: Double = 0) { offset = start - real.now() }

    /// Real elapsed time plus every skipped wait, seconds.
    public func now() -> Double { real.now() + offset }

    /// The calling thread's real CPU time without `offFrameWork`'s, seconds.
    public func threadCPUTime() -> Double { real.threadCPUTime() - offFrameCPUSeconds }

    /// Jumps to `deadline`, or to the earliest input a source will deliver when that comes
    /// first; returns `true` when input ended the wait. Sources with only a descriptor
    /// cannot be seen and never end the wait.
    @discardableResult
    public func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool {
        if let work = offFrameWork {
            let start = real.now(), cpuStart = real.threadCPUTime()
            work()
            let spent = real.now() - start
            offset -= spent
            offFrameSeconds += spent
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
