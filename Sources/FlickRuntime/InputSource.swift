/// What a frame loop needs to know to wait for input: a descriptor to poll, or the time
/// of the next event a virtual source will deliver.
public protocol InputReadiness: AnyObject {
    /// A file descriptor that becomes readable when input arrives (an evdev device), or
    /// `nil` for sources that are not backed by one.
    var pollDescriptor: Int32? { get }

    /// The time (seconds, frame-clock base) of the next input this source will deliver,
    /// when it knows it (replays); `nil` when it does not or has nothing more.
    func nextEventTime() -> Double?

    /// True when input was read from the source's descriptor into a queue of its own and
    /// waits there (SDL's event queue), so polling the descriptor would not see it: a loop
    /// about to sleep draws a frame instead.
    var hasQueuedInput: Bool { get }
}

extension InputReadiness {
    /// Nothing queued out of the descriptor's sight unless the source says so.
    public var hasQueuedInput: Bool { false }
}

/// A source of input for the frame loop: a live device or a replay. Draining never
/// blocks: a live source reads what the kernel has buffered (non-blocking fd), a replay
/// returns the events due by `time`.
public protocol InputSource<Event>: InputReadiness {
    /// The input this source delivers.
    associatedtype Event: FrameInput

    /// Every event available now and due at or before `time` (seconds), in order,
    /// without blocking. Called once per frame, at the start of the input phase.
    func drain(upTo time: Double) -> [Event]
}
