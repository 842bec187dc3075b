import FlickInput

/// A live touchscreen as a source of touch frames: an `EvdevDevice` read into a
/// `LiveTouchStream`. The frame loop polls `fileDescriptor` and calls `readFrames()`.
public final class EvdevTouchSource {
    /// The open device.
    public let device: EvdevDevice
    /// The decoding state (pure; see `LiveTouchStream`).
    public private(set) var stream: LiveTouchStream
    private var inputs: [LiveInput] = []

    /// Opens a touchscreen at `path`, mapping its range to a window with `mapping`
    /// (default: the default window size).
    public init(path: String, grab: Bool = false, mapping: WindowMapping? = nil) throws {
        device = try EvdevDevice(path: path, grab: grab)
        stream = LiveTouchStream(device: device.description, mapping: mapping)
    }

    /// The descriptor to poll.
    public var fileDescriptor: Int32 { device.fileDescriptor }

    /// True once the device is gone: its touches were cancelled and no frames follow.
    public var isFinished: Bool { stream.isFinished }

    /// Changes the window mapping (window resized, rotation changed).
    public func setMapping(_ mapping: WindowMapping) { stream.decoder.mapping = mapping }

    /// Reads what is available now and returns the frames it completes (never blocks).
    public func readFrames() -> [TouchFrame] {
        inputs.removeAll(keepingCapacity: true)
        device.read(into: &inputs)
        var frames: [TouchFrame] = []
        for input in inputs { stream.handle(input, into: &frames) }
        return frames
    }
}
