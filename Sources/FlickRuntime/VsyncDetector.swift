/// Decides from how long presents block, and when they return, whether a target's presents
/// wait for the display's vblank, so the frame loop can follow them (`FrameRenderer.vsyncRate`)
/// or else pace on its own grid. A state machine (`VsyncDetection.md`): presents that block at
/// least `minimumBlock` and return a whole number of refresh periods apart are counted; after
/// `confirmations` of them in a row vsync is followed; a followed present returning faster than
/// the display refreshes disproves it for good (a slow copy, as Xvfb's); one returning between
/// vblanks, or one that does not block, starts the count again.
///
/// Pure: durations and times are values, in seconds.
public struct VsyncDetector: Hashable, Sendable {
    /// Where the detector stands.
    public enum State: Hashable, Sendable {
        /// No blocking present counted (none yet, or the last one returned at once).
        case idle
        /// `count` blocking presents in a row, fewer than `confirmations`, a whole number of
        /// periods apart; the last returned at `lastReturn` seconds.
        case confirming(count: Int, lastReturn: Double)
        /// Vsync followed; the last present returned at `lastReturn` seconds.
        case following(lastReturn: Double)
        /// Blocking presents came faster than the display refreshes: never followed again.
        case disproved
    }

    /// A present that returned sooner than this did not wait for a vblank, seconds (our
    /// choice: a present that blocks for vsync waits half a refresh interval on average,
    /// 8 ms at 60 Hz; a software copy of 1280×800 returns in well under 1 ms).
    public static let minimumBlock = 0.001
    /// Blocking presents in a row before vsync is followed (our choice: three, so a single
    /// slow present is not mistaken for vsync).
    public static let confirmations = 3
    /// Shortest interval between two followed presents, as a share of the refresh period,
    /// below which the blocking was not vsync (our choice: vblank-aligned presents cannot come
    /// faster than the display refreshes; 0.75 leaves room for jitter). Measured by us under
    /// Xvfb: SDL's window surface blocked 6 ms a present and, followed as vsync, returned every
    /// 9.6 ms on average.
    public static let shortestInterval = 0.75
    /// How far from a whole number of refresh periods two blocking presents may return and
    /// still count as vsync, as a share of the period (ours: 2.5 ms at 60 Hz, room for the
    /// wake-up jitter of a thread released at a vblank). A loop asked for 120 Hz on a display
    /// that reports 60 Hz, whose presents block on a slow copy (Xvfb), returns them half a
    /// period apart; one such run of six presented every 16.7 ms from mid-run on, 5067 frames
    /// of 6667 with 6 misses, which only following vsync explains (ours; that run kept no log).
    public static let alignmentTolerance = 0.15

    /// The display's refresh rate, Hz.
    public let refreshRate: Double
    /// Where it stands.
    public private(set) var state: State = .idle

    /// A detector for a display refreshing at `refreshRate` Hz (> 0).
    public init(refreshRate: Double) {
        precondition(refreshRate > 0, "a refresh rate > 0")
        self.refreshRate = refreshRate
    }

    /// True while vsync is followed.
    public var isFollowing: Bool {
        if case .following = state { return true }
        return false
    }

    /// Blocking presents counted in a row: `confirmations` once following, 0 when idle or
    /// disproved.
    public var blockingPresents: Int {
        switch state {
        case .idle, .disproved: return 0
        case .confirming(let count, _): return count
        case .following: return Self.confirmations
        }
    }

    /// True once vsync was disproved.
    public var isDisproved: Bool { state == .disproved }

    /// Records a present that blocked `duration` seconds and returned at `time`; returns true
    /// when it counts as a vsync wait (it blocked, vsync is not disproved, and it did not come
    /// faster than the display refreshes after a followed one).
    public mutating func notePresent(duration: Double, returnedAt time: Double) -> Bool {
        if state == .disproved { return false }
        guard duration >= Self.minimumBlock else {
            if state != .idle { log.trace("present returned in \(duration) s: not following vsync") }
            state = .idle
            return false
        }
        switch state {
        case .disproved:
            return false  // returned above
        case .idle:
            state = Self.counted(1, at: time)
            return true
        case .confirming(let count, let last):
            state = isWholePeriods(time - last) ? Self.counted(count + 1, at: time) : Self.counted(1, at: time)
            if isFollowing { log.debug("presents block for vsync: following it") }
            return true
        case .following(let last):
            if time - last < Self.shortestInterval / refreshRate {
                state = .disproved
                log.notice("""
                    presents block but come every \(Int((time - last) * 1000)) ms, faster than \(refreshRate) Hz: \
                    a slow copy, not vsync; pacing on the loop's own grid
                    """)
                return false
            }
            guard isWholePeriods(time - last) else {
                log.debug("a blocking present returned \(Int((time - last) * 1000)) ms after the last, between vblanks: not following vsync")
                state = Self.counted(1, at: time)
                return true
            }
            state = .following(lastReturn: time)
            return true
        }
    }

    /// `count` blocking presents in a row, the last returning at `time`: following from
    /// `confirmations` on.
    private static func counted(_ count: Int, at time: Double) -> State {
        count >= confirmations ? .following(lastReturn: time) : .confirming(count: count, lastReturn: time)
    }

    /// True when `interval` seconds is a whole number (at least 1) of refresh periods, within
    /// `alignmentTolerance` of a period.
    public func isWholePeriods(_ interval: Double) -> Bool {
        let periods = interval * refreshRate
        return periods >= 1 - Self.alignmentTolerance && abs(periods - periods.rounded()) <= Self.alignmentTolerance
    }
}
