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
    /// The live source (its device, its decoder; `setMapping(_:)` when the window changes).
    public let source: EvdevTouchSource
    private var queue = LiveFrameQueue()

    /// Adapts an open live source.
    public init(_ source: EvdevTouchSource) {
        self.source = source
    }

    /// Opens the touchscreen at `path` (an `/dev/input/event*` node), mapped onto a window
    /// of `windowSize` points (FlickInput's default window when `nil`). Throws FlickEvdev's
    /// `EvdevError` (permissions, not found, not an evdev node).
    public convenience init(path: String, windowSize: Size? = nil, grab: Bool = false) throws {
        let source = try EvdevTouchSource(path: path, grab: grab)
        if let windowSize {
            source.setMapping(WindowMapping(description: source.device.description, windowSize: windowSize))
        }
        self.init(source)
    }

    /// Touch frames read so far.
    public var framesRead: Int { queue.framesRead }

    /// The device's file descriptor.
    public var pollDescriptor: Int32? { source.fileDescriptor }

    /// The time of a frame read but not yet due, if any; a live device cannot know its next
    /// event otherwise.
    public func nextEventTime() -> Double? { queue.nextEventTime }

    /// Reads everything buffered now and returns the frames at or before `time` (seconds,
    /// CLOCK_MONOTONIC), in order; later ones wait for the next frame (`LiveFrameQueue`).
    public func drain(upTo time: Double) -> [TouchFrame] {
        queue.drain(upTo: time, adding: source.readFrames())
    }
}

/// The frames a live source has read and not yet delivered. A frame stamped after the
/// drain's time (read between the frame's start and the drain) is held for the next frame
/// rather than delivered early; nothing is dropped or reordered.
struct LiveFrameQueue {
    private var held: [TouchFrame] = []
    /// Frames added so far.
    private(set) var framesRead = 0

    /// The time of the first held frame.
    var nextEventTime: Double? { held.first?.time }

    /// Adds `fresh` (in read order) and returns the held frames due at or before `time`.
    mutating func drain(upTo time: Double, adding fresh: [TouchFrame]) -> [TouchFrame] {
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
