/// A recording decoded into touch frames as it is read: `RecordingStream` through a
/// `MultitouchDecoder`, one frame at a time, with memory bounded whatever the file's length.
/// Touches still down at the end are reported cancelled at the time of the last event, as
/// `Recording.touchFrames(mapping:)` does.
///
/// ```swift
/// var frames = TouchFrameStream(try RecordingFile.stream(path: path), mapping: mapping)
/// while let frame = try frames.next() { print(frame.jsonLine) }
/// ```
public struct TouchFrameStream {
    /// The events being read.
    public private(set) var events: RecordingStream
    private var decoder: MultitouchDecoder
    private var ready: [TouchFrame] = []
    private var readyIndex = 0
    private var finished = false
    /// Frames returned so far.
    public private(set) var frameCount = 0

    /// Decodes `events` mapped with `mapping` (default: the device's range onto the default window).
    public init(_ events: RecordingStream, mapping: WindowMapping? = nil) {
        self.events = events
        decoder = MultitouchDecoder(device: events.device,
                                    mapping: mapping ?? WindowMapping(description: events.device))
    }

    /// The device being decoded.
    public var device: DeviceDescription { events.device }

    /// The next frame, or nil once the recording is over.
    public mutating func next() throws -> TouchFrame? {
        while readyIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            guard !finished else { return nil }
            if let event = try events.next() {
                decoder.process(event, into: &ready)
            } else {
                finished = true
                if let last = decoder.finish(at: events.lastEventTime) { ready.append(last) }
            }
        }
        readyIndex += 1
        frameCount += 1
        return ready[readyIndex - 1]
    }
}
