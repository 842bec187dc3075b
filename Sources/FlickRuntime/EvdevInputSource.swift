import FlickEvdev
import FlickInput

/// A live touchscreen as a frame-loop input: FlickEvdev's `EvdevTouchSource` (libevdev,
/// `O_NONBLOCK`, timestamps on CLOCK_MONOTONIC, set by `EvdevDevice` with
/// `libevdev_set_clock_id`) adapted to `InputSource`. The loop polls `pollDescriptor` (the
/// device fd) while it waits; each drain reads what the kernel buffered, never blocking.
///
/// Kernel timestamps share `MonotonicClock`'s time base, so a touch frame's `time` is
/// directly comparable with present times (the profiler's input latency). When the device
/// is unplugged its touches arrive cancelled, `isFinished` turns true and `onGone` is
/// called once, so the owner can fall back to other input.
public final class EvdevInputSource: InputSource {
    /// The live source (its device, its decoder; `setMapping(_:)` when the window changes).
    public let source: EvdevTouchSource
    /// Called once, from `drain(upTo:)`, with the device's path when it has gone away.
    public var onGone: ((String) -> Void)?
    private var reportedGone = false
    private var queue = LiveFrameQueue()

    /// Adapts an open live source.
    public init(_ source: EvdevTouchSource) {
        self.source = source
    }

    /// Opens the touchscreen at `path` (an `/dev/input/event*` node) with `mapping`
    /// (FlickInput's default window when `nil`; `setWindowSize(_:)` maps it to another).
    /// Throws FlickEvdev's `EvdevError` (permissions, not found, not an evdev node).
    public convenience init(path: String, mapping: WindowMapping? = nil, grab: Bool = false) throws {
        self.init(try EvdevTouchSource(path: path, grab: grab, mapping: mapping))
    }

    /// Maps the device's whole range onto a window of `size` points.
    public func setWindowSize(_ size: Size) {
        source.setMapping(WindowMapping(description: source.device.description, windowSize: size))
    }

    /// True once the device is gone.
    public var isFinished: Bool { source.isFinished }

    /// Touch frames read so far.
    public var framesRead: Int { queue.framesRead }

    /// The device's file descriptor while it is there.
    public var pollDescriptor: Int32? { source.isFinished ? nil : source.fileDescriptor }

    /// The time of a frame read but not yet due, if any; a live device cannot know its next
    /// event otherwise.
    public func nextEventTime() -> Double? { queue.nextEventTime }

    /// Reads everything buffered now and returns the frames at or before `time` (seconds,
    /// CLOCK_MONOTONIC), in order; later ones wait for the next frame (`LiveFrameQueue`).
    public func drain(upTo time: Double) -> [TouchFrame] {
        let fresh = reportedGone ? [] : source.readFrames()
        if source.isFinished && !reportedGone {
            reportedGone = true
            log.notice("\(source.device.path): touchscreen gone")
            onGone?(source.device.path)
        }
        return queue.drain(upTo: time, adding: fresh)
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
