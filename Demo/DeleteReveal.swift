import FlickAnimation

/// The swipe-to-delete button of the Days list: which row shows it and how far it has
/// slid in. A struct state machine (diagram: FlickDemo.docc/DeleteReveal.md); time is a
/// parameter.
struct DeleteReveal: Equatable {
    /// Slide time, seconds (ours, close to UITableView's swipe actions).
    static let duration = 0.25

    /// Where the button is.
    enum State: Equatable {
        /// No row shows it.
        case hidden
        /// Sliding in (then resting open) on `day`'s row since `since` seconds.
        case open(day: Int, since: Double)
        /// Sliding out of `day`'s row since `since` seconds, from `from` (0…1) of the way in.
        case closing(day: Int, since: Double, from: Double)
    }

    /// The current state.
    private(set) var state: State = .hidden

    /// The row showing the button, if any.
    var day: Int? {
        switch state {
        case .hidden: nil
        case .open(let day, _), .closing(let day, _, _): day
        }
    }

    /// True while the button is in or coming in (touches go to it or close it).
    var isOpen: Bool {
        if case .open = state { return true }
        return false
    }

    /// How far the button has slid in at `time`, 0…1 (eased).
    func progress(at time: Double) -> Double {
        switch state {
        case .hidden: return 0
        case .open(_, let since):
            return TimingFunction.easeOut(min(max((time - since) / Self.duration, 0), 1))
        case .closing(_, let since, let from):
            return from * (1 - TimingFunction.easeOut(min(max((time - since) / Self.duration, 0), 1)))
        }
    }

    /// A swipe left on `day`'s row at `time`: hidden or closing → open. Ignored while open
    /// (a touch then closes it first).
    mutating func swipeLeft(on day: Int, at time: Double) {
        switch state {
        case .hidden, .closing: transition(to: .open(day: day, since: time), "swipe left")
        case .open: break
        }
    }

    /// A tap elsewhere or a swipe right at `time`: open → closing.
    mutating func close(at time: Double) {
        switch state {
        case .open(let day, _): transition(to: .closing(day: day, since: time, from: progress(at: time)), "closed")
        case .hidden, .closing: break
        }
    }

    /// The delete button was tapped: open → hidden (the row goes away). Returns the row.
    mutating func confirm() -> Int? {
        switch state {
        case .open(let day, _):
            transition(to: .hidden, "delete tapped")
            return day
        case .hidden, .closing: return nil
        }
    }

    /// Closing → hidden once the slide is over at `time`.
    mutating func advance(to time: Double) {
        switch state {
        case .closing(_, let since, _) where time >= since + Self.duration: transition(to: .hidden, "slid out")
        case .hidden, .open, .closing: break
        }
    }

    private mutating func transition(to next: State, _ reason: String) {
        log.trace("delete reveal \(state) → \(next): \(reason)")
        state = next
    }
}
