/// Fixed-budget pacing on a grid of deadlines `deadline(n) = origin + n / rate` seconds,
/// computed from the index rather than by adding intervals, so intervals are fractional
/// (16.666… ms at 60 Hz, not SDL's simulated-vsync 16 ms, research note
/// animation-render §3) and rounding never accumulates.
///
/// A frame that finishes by its target deadline is shown at it; a late frame is shown at
/// the first deadline after it finished (skipping the deadlines it missed, never
/// presenting a burst of catch-up frames), and the next frame targets the deadline after
/// that. When the renderer has real vsync, `followVsync(at:rate:)` re-anchors the grid on
/// each vsync it reports. Pure: time is always a parameter.
public struct FramePacer: Hashable, Sendable {
    /// Frames per second.
    public private(set) var rate: Double
    /// Time of deadline 0, in seconds.
    public private(set) var origin: Double
    /// Index of the deadline the next frame targets.
    public private(set) var index: Int

    /// Where one frame is shown.
    public struct Slot: Hashable, Sendable {
        /// Index of the deadline the frame is shown at.
        public var index: Int
        /// Time of that deadline, in seconds.
        public var time: Double
        /// Deadlines passed without a frame because this one was late (0 when on time).
        public var skipped: Int

        /// Creates a slot.
        public init(index: Int, time: Double, skipped: Int) {
            self.index = index
            self.time = time
            self.skipped = skipped
        }
    }

    /// Creates a pacer at `rate` Hz whose first frame starts at `start` seconds and
    /// targets `start + 1/rate`.
    public init(rate: Double, start: Double) {
        precondition(rate > 0 && rate.isFinite, "a frame rate must be positive")
        self.rate = rate
        origin = start
        index = 1
    }

    /// The frame budget in seconds (1 / rate).
    public var interval: Double { 1 / rate }

    /// The time of deadline `n`, in seconds.
    public func deadline(_ n: Int) -> Double { origin + Double(n) / rate }

    /// The deadline the next frame targets, in seconds.
    public var target: Double { deadline(index) }

    /// Where a frame whose work finished at `finish` seconds is shown: its target when it
    /// made it, else the first deadline at or after `finish`.
    public func slot(finishedAt finish: Double) -> Slot {
        if finish <= target { return Slot(index: index, time: target, skipped: 0) }
        var n = Int(((finish - origin) * rate).rounded(.up))
        while deadline(n) < finish { n += 1 }
        while n - 1 > index && deadline(n - 1) >= finish { n -= 1 }
        return Slot(index: n, time: deadline(n), skipped: n - index)
    }

    /// Records that a frame was shown at `slot`: the next frame targets the deadline after.
    public mutating func presented(at slot: Slot) {
        index = slot.index + 1
    }

    /// Re-anchors the grid on a real vsync at `time` seconds for a display at `rate` Hz.
    /// Returns the deadlines skipped: how many whole intervals the vsync came after the
    /// target (0 when within half an interval of it).
    public mutating func followVsync(at time: Double, rate displayRate: Double) -> Int {
        let late = time - target
        let skipped = late > 0.5 / displayRate ? Int((late * displayRate).rounded()) : 0
        rate = displayRate
        origin = time
        index = 1
        return skipped
    }

    /// Starts a new grid with a frame starting at `time` (after a pause or a rate change),
    /// optionally at a new `rate` Hz.
    public mutating func restart(at time: Double, rate newRate: Double? = nil) {
        if let newRate {
            precondition(newRate > 0 && newRate.isFinite, "a frame rate must be positive")
            rate = newRate
        }
        origin = time
        index = 1
    }
}
