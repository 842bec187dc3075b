/// Replays recorded input on the frame clock: each event is delivered by the first
/// drain at or after its time. Event times are shifted by `offset` seconds (the events
/// delivered carry the shifted time) so a recording that starts at 0 can play from any
/// clock time, and latencies and physics see one time base.
///
/// Recordings lie: an event whose time is earlier than its predecessor's (a timestamp
/// going backwards) is delivered in recorded order, due with its predecessor, never
/// reordered and never lost.
public final class ReplayInputSource<Event: FrameInput>: InputSource {
    private let events: [Event]
    private let dueTimes: [Double]
    private var cursor = 0

    /// Creates a replay of `events` (in recorded order) shifted by `offset` seconds.
    public init(_ events: [Event], offset: Double = 0) {
        var shifted = events
        var due: [Double] = []
        due.reserveCapacity(events.count)
        var latest = -Double.infinity
        for index in shifted.indices {
            shifted[index].time += offset
            latest = max(latest, shifted[index].time)
            due.append(latest)
        }
        self.events = shifted
        dueTimes = due
    }

    /// The number of events not delivered yet.
    public var remaining: Int { events.count - cursor }

    /// Always `nil`: a replay has no descriptor.
    public var pollDescriptor: Int32? { nil }

    /// When the next undelivered event is due (seconds, frame-clock base).
    public func nextEventTime() -> Double? {
        cursor < dueTimes.count ? dueTimes[cursor] : nil
    }

    /// The undelivered events due at or before `time`, in recorded order.
    public func drain(upTo time: Double) -> [Event] {
        let start = cursor
        while cursor < dueTimes.count && dueTimes[cursor] <= time { cursor += 1 }
        return Array(events[start..<cursor])
    }
}
