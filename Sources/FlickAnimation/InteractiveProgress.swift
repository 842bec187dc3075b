/// The state machine behind finger-driven transitions (an interactive fold or flip):
/// a finger sets the progress directly; on release the transition settles to its end or
/// back to its start, depending on progress and release velocity, animating from where
/// the finger left it. A new touch during settling catches it where it is.
/// Diagram: `FlickAnimation.docc/InteractiveProgressStates.md`.
///
/// Progress runs from 0 (start) to `completeProgress` (1 for a fold, 2 for a two-stage
/// flip). Time is always a parameter.
public struct InteractiveProgress: Hashable, Sendable {
    /// Where the interaction is.
    public enum State: Hashable, Sendable {
        /// No touch yet (or reset).
        case idle
        /// A finger drives the progress.
        case tracking(progress: Double)
        /// Released: animating from `from` to `to` between `startTime` and `startTime + duration`.
        case settling(Settle)
        /// Settled at the end: the transition completed.
        case finished
        /// Settled at the start: the transition was abandoned.
        case cancelled
    }

    /// A release animation.
    public struct Settle: Hashable, Sendable {
        /// Progress at release.
        public var from: Double
        /// Target progress: 0 or `completeProgress`.
        public var to: Double
        /// Release time, seconds.
        public var startTime: Double
        /// Length of the animation, seconds.
        public var duration: Double
        /// When it ends, seconds: its release time plus its duration.
        public var endTime: Double { startTime + duration }
    }

    /// The current state.
    public private(set) var state: State = .idle
    /// The progress of a completed transition (1 fold, 2 flip).
    public let completeProgress: Double
    /// Seconds to animate the whole range when settling; shorter settles take their
    /// share of it (MPFold's 0.3 s transition duration [M4]).
    public var fullSettleDuration: Double
    /// The settling curve (ours: EaseOut, so the motion continues from the finger and slows).
    public var settleTimingFunction: TimingFunction = .easeOut

    /// Creates an idle interaction.
    public init(completeProgress: Double, fullSettleDuration: Double = FoldTransition.defaultDuration) {
        self.completeProgress = completeProgress
        self.fullSettleDuration = fullSettleDuration
    }

    /// When a settle under way ends, seconds (its release time plus its duration): the time
    /// from which `advance(to:)` finds it finished or cancelled; `nil` in every other state.
    public var settleEndTime: Double? {
        guard case .settling(let settle) = state else { return nil }
        return settle.endTime
    }

    /// The progress at `time` (seconds): the finger's while tracking, the animated one
    /// while settling, 0 or complete when settled.
    public func progress(at time: Double) -> Double {
        switch state {
        case .idle, .cancelled: return 0
        case .finished: return completeProgress
        case .tracking(let progress): return progress
        case .settling(let settle):
            guard settle.duration > 0 else { return settle.to }
            let f = min(max((time - settle.startTime) / settle.duration, 0), 1)
            return settle.from + (settle.to - settle.from) * settleTimingFunction(f)
        }
    }

    /// True once settled (finished or cancelled) or, while settling, once `time` has
    /// passed the end of the settle animation.
    public func isDone(at time: Double) -> Bool {
        switch state {
        case .finished, .cancelled: return true
        case .idle, .tracking: return false
        case .settling(let settle): return time >= settle.endTime
        }
    }

    /// A finger starts driving at `progress` (from idle, or catching a settle at `time`).
    public mutating func begin(progress: Double, at time: Double) {
        switch state {
        case .idle, .finished, .cancelled:
            transition(to: .tracking(progress: clamp(progress)))
        case .settling:
            transition(to: .tracking(progress: clamp(progress)))
        case .tracking:
            log.debug("interactive progress: begin while tracking ignored")
        }
    }

    /// The finger moved: the progress follows it (clamped to 0…complete).
    public mutating func update(progress: Double) {
        switch state {
        case .tracking:
            state = .tracking(progress: clamp(progress))
        case .idle, .settling, .finished, .cancelled:
            log.debug("interactive progress: update outside tracking ignored")
        }
    }

    /// The finger lifted at `time`: settle to the end when `finish` is true, else back.
    public mutating func end(finish: Bool, at time: Double) {
        switch state {
        case .tracking(let progress):
            let target = finish ? completeProgress : 0
            let duration = fullSettleDuration * abs(target - progress) / completeProgress
            transition(to: .settling(Settle(from: progress, to: target, startTime: time, duration: duration)))
        case .idle, .settling, .finished, .cancelled:
            log.debug("interactive progress: end outside tracking ignored")
        }
    }

    /// Moves a settle that is over at `time` to `finished` or `cancelled`.
    public mutating func advance(to time: Double) {
        switch state {
        case .settling(let settle):
            if time >= settle.endTime {
                transition(to: settle.to == completeProgress ? .finished : .cancelled)
            }
        case .idle, .tracking, .finished, .cancelled:
            break
        }
    }

    /// Back to idle after a finished or cancelled interaction (ignored otherwise).
    public mutating func reset() {
        switch state {
        case .finished, .cancelled: transition(to: .idle)
        case .idle, .tracking, .settling: log.debug("interactive progress: reset while active ignored")
        }
    }

    private func clamp(_ p: Double) -> Double { min(max(p, 0), completeProgress) }

    private mutating func transition(to next: State) {
        log.trace("interactive progress: \(state) → \(next)")
        state = next
    }
}
