import FlickEvdev
import FlickInput

/// A live touchscreen as a frame-loop input: FlickEvdev's `EvdevTouchSource` (libevdev,
/// `O_NONBLOCK`, timestamps on CLOCK_MONOTONIC, set by `EvdevDevice` with
/// `libevdev_set_clock_id`) adapted to `InputSource`. The loop polls `pollDescriptor` (the
/// device fd) while it waits; each drain reads what the kernel buffered, never blocking.
///
/// Kernel timestamps share `MonotonicClock`'s time base, so a touch frame's `time` is
/// directly comparable with present times (the profiler's input latency).
public final class EvdevInputSource: InputSource {
    private let descriptor: Int32?
    private let read: () -> [TouchFrame]
    private var held: [TouchFrame] = []
    /// Touch frames read so far.
    public private(set) var framesRead = 0

    /// Adapts an open live source.
    public convenience init(_ source: EvdevTouchSource) {
        self.init(descriptor: source.fileDescriptor, read: { source.readFrames() })
    }

    /// Opens the touchscreen at `path` (an `/dev/input/event*` node) mapped onto a window of
    /// `windowSize` points. Throws FlickEvdev's `EvdevError` (permissions, not found).
    public convenience init(path: String, windowSize: Size, grab: Bool = false) throws {
        let probe = try EvdevTouchSource(path: path, grab: grab)
        probe.setMapping(WindowMapping(description: probe.device.description, windowSize: windowSize))
        self.init(probe)
    }

    /// An adapter over any non-blocking reader of touch frames (`read` returns what is
    /// available now) and the descriptor that becomes readable when more arrive.
    public init(descriptor: Int32?, read: @escaping () -> [TouchFrame]) {
        self.descriptor = descriptor
        self.read = read
    }

    /// The device's file descriptor.
    public var pollDescriptor: Int32? { descriptor }

    /// The time of a frame read but not yet due, if any; a live device cannot know its next
    /// event otherwise.
    public func nextEventTime() -> Double? { held.first?.time }

    /// Reads everything buffered now and returns the frames at or before `time` (seconds,
    /// CLOCK_MONOTONIC), in order. A frame stamped after `time` (read between the frame's
    /// start and the drain) is held for the next frame rather than delivered early.
    public func drain(upTo time: Double) -> [TouchFrame] {
        let fresh = read()
        framesRead += fresh.count
        held += fresh
        guard let firstLater = held.firstIndex(where: { $0.time > time }) else {
            defer { held.removeAll(keepingCapacity: true) }
            return held
        }
        let due = Array(held[..<firstLater])
        held.removeFirst(firstLater)
        return due
    }
}
