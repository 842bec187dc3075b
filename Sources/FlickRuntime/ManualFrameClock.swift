/// A virtual clock for replays and tests: time moves only when work is charged to it
/// (`advance(by:)`) or when the loop waits (`wait(until:wakingOn:)`), so a run on it
/// gives the same trace every time.
///
/// Work charged with `advance(by:)` counts as CPU time as well as wall time; waits move
/// wall time only, like a sleeping thread.
public final class ManualFrameClock: FrameClock {
    /// Current virtual time in seconds.
    public private(set) var time: Double
    /// Virtual CPU time in seconds: the sum of everything charged with `advance(by:)`.
    public private(set) var cpuTime: Double = 0

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { time = start }

    /// Charges `seconds` of work: wall time and CPU time both move forward.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a manual clock never goes backwards")
        time += seconds
        cpuTime += seconds
    }

    /// Virtual time in seconds.
    public func now() -> Double { time }

    /// Virtual CPU time in seconds.
    public func threadCPUTime() -> Double { cpuTime }

    /// Moves time to `deadline`, or to the earliest event a source will deliver when that
    /// comes first. Sources with only a descriptor cannot be seen by virtual time and never
    /// end the wait. Returns `true` when input ended the wait.
    @discardableResult
    public func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool {
        let due = sources.compactMap { $0.nextEventTime() }.min() ?? .infinity
        precondition(deadline.isFinite || due.isFinite, "a virtual wait needs a deadline or due input")
        if due <= time { return true }
        if due < deadline {
            time = due
            return true
        }
        time = max(time, deadline)
        return false
    }
}
