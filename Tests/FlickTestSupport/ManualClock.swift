/// A clock that moves only when a test tells it to: the test-side source of the
/// `at time:` values that Flick's pure cores take. Never reads the system clock.
///
/// ```swift
/// var clock = ManualClock()
/// clock.advance(by: 1.0 / 60)
/// simulation.position(at: clock.now)
/// ```
public struct ManualClock: Sendable {
    /// The current time, in seconds.
    public private(set) var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves the clock forward by `interval` seconds (must not be negative).
    public mutating func advance(by interval: Double) {
        precondition(interval >= 0, "a manual clock never goes backwards")
        now += interval
    }

    /// Moves the clock to `time` seconds (must not be earlier than now).
    public mutating func advance(to time: Double) {
        precondition(time >= now, "a manual clock never goes backwards")
        now = time
    }

    /// The frame times from now (exclusive) to `end` (inclusive) at `rate` frames per
    /// second, advancing the clock to each in turn.
    public mutating func frames(until end: Double, rate: Double) -> [Double] {
        var times: [Double] = []
        let start = now
        var index = 1
        while start + Double(index) / rate <= end + 1e-12 {
            times.append(start + Double(index) / rate)
            index += 1
        }
        if let last = times.last { now = last }
        return times
    }
}
