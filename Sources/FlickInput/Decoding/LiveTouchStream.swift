/// What a live event source reports: events, the start of a libevdev resync, or the end of
/// the device. The pure half of a live device: `FlickEvdev` produces these from libevdev,
/// `LiveTouchStream` turns them into frames, and tests drive it without hardware.
public enum LiveInput: Hashable, Sendable {
    /// One event read normally (or one of libevdev's synthesized sync events).
    case event(InputEvent)
    /// libevdev returned `LIBEVDEV_READ_STATUS_SYNC`: the kernel dropped events, libevdev
    /// drained its queue, and the events that follow describe the current state.
    case resync
    /// The device is gone (ENODEV, unplugged) at this time, in seconds.
    case deviceGone(at: Double)
}

/// Turns a live source's inputs into touch frames with a `MultitouchDecoder`: a resync
/// enters the decoder's resynchronising state (libevdev already discarded the stale
/// events, so nothing more is dropped), and an unplugged device cancels every touch and
/// ends the stream.
public struct LiveTouchStream: Sendable {
    /// The decoder (its mapping can be changed when the window resizes).
    public var decoder: MultitouchDecoder
    /// True once the device is gone: no more frames will come.
    public private(set) var isFinished = false

    /// Creates a stream for a device.
    public init(device: DeviceDescription, mapping: WindowMapping? = nil) {
        decoder = MultitouchDecoder(device: device, mapping: mapping)
    }

    /// Handles one input, appending any frame it completes to `frames`.
    public mutating func handle(_ input: LiveInput, into frames: inout [TouchFrame]) {
        guard !isFinished else { return }
        switch input {
        case .event(let event):
            // A raw SYN_DROPPED here (a source that does not sync) gets the kernel rule.
            decoder.process(event, into: &frames)
        case .resync:
            decoder.resynchronize()
        case .deviceGone(let time):
            isFinished = true
            if let last = decoder.finish(at: time) { frames.append(last) }
        }
    }
}
