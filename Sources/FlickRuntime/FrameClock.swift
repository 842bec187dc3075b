/// The time source of a frame loop: monotonic wall time, the calling thread's CPU time,
/// and a wait that input can cut short.
///
/// `MonotonicClock` reads the OS (CLOCK_MONOTONIC, CLOCK_THREAD_CPUTIME_ID); tests and
/// replays use `ManualFrameClock`, whose waits move virtual time instead of sleeping.
/// Everything below the runtime takes time as a value; only a `FrameClock` reads it.
public protocol FrameClock: AnyObject {
    /// Monotonic time in seconds (CLOCK_MONOTONIC for the real clock; the same time base
    /// as evdev's kernel timestamps).
    func now() -> Double

    /// CPU time consumed by the calling thread, in seconds.
    func threadCPUTime() -> Double

    /// Waits until `deadline` (monotonic seconds), or until one of `sources` has input,
    /// whichever comes first. Returns at once when the deadline has passed. Returns
    /// `true` when input ended the wait early.
    @discardableResult
    func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool
}

extension FrameClock {
    /// Waits until `deadline` (monotonic seconds); input does not end this wait.
    public func wait(until deadline: Double) {
        wait(until: deadline, wakingOn: [])
    }
}
