/// Times a frame's phases one after another on the loop's clock: each `end(_:)` closes the
/// phase that ran since the previous mark.
struct FramePhaseTimer {
    /// The clock read at each mark.
    let clock: any FrameClock
    /// When the frame started, seconds.
    let start: Double
    /// The end of the latest phase (or a later restart), seconds.
    private(set) var mark: Double
    /// The phases closed so far, in order.
    private(set) var spans: [FrameRecord.PhaseSpan] = []

    /// Starts timing a frame now.
    init(clock: any FrameClock) {
        self.clock = clock
        start = clock.now()
        mark = start
        spans.reserveCapacity(FramePhase.allCases.count)
    }

    /// Closes `phase`: it ran from the previous mark to now.
    mutating func end(_ phase: FramePhase) {
        let now = clock.now()
        spans.append(FrameRecord.PhaseSpan(phase: phase, start: mark, duration: now - mark))
        mark = now
    }

    /// Moves the mark to now without a phase (time spent waiting, not working).
    mutating func skipWait() { mark = clock.now() }
}
