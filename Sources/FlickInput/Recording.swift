/// A recorded input stream: the device description and its events, read from an evemu
/// file. The shared entry point of every replay mode (`flick replay --touches`,
/// `--gestures`, `--scroll`) and of the replay tests:
///
/// Files are opened at the edge (`RecordingFile.load(path:)` in FlickEvdev); FlickInput
/// parses bytes only.
///
/// ```swift
/// let recording = try RecordingFile.load(path: "Recordings/tap.evemu")
/// try recording.checkIsTouchscreen(allowTouchpad: false)
/// let frames = recording.touchFrames(mapping: recording.mapping(windowSize: Size(width: 1280, height: 800)))
/// ```
public struct Recording: Sendable {
    /// Where the recording came from (a path, or a label for text read from memory).
    public var path: String
    /// The device, with known quirks applied (`DeviceDescription+Quirks.swift`).
    public var device: DeviceDescription
    /// The events in file order; times in seconds since the first event.
    public var events: [InputEvent]
    /// The format of the file: the evemu version ("1.0" to "1.3"), or "libinput record 1".
    public var formatVersion: String

    /// Creates a recording from a description and events (already rebased).
    public init(device: DeviceDescription, events: [InputEvent], path: String = "<recording>",
                formatVersion: String = "1.3") {
        self.device = device.applyingSingleTouchQuirks(events: events)
        self.events = events
        self.path = path
        self.formatVersion = formatVersion
    }

    /// Parses evemu text, or a `libinput record` file (recognised by its first lines);
    /// errors name `fileName`.
    public init(parsing text: String, fileName: String = "<recording>") throws {
        try self.init(reading: RecordingStream(source: MemoryByteSource(text), fileName: fileName))
    }

    /// Reads every event of `stream` into memory. For long files, replay from the stream
    /// itself (`RecordingStream`, `TouchFrameStream`): memory then stays bounded.
    public init(reading stream: RecordingStream) throws {
        var stream = stream
        var events: [InputEvent] = []
        while let event = try stream.next() { events.append(event) }
        self.init(device: stream.rawDevice, events: events, path: stream.fileName, formatVersion: stream.formatVersion)
    }

    /// The time of the last event, in seconds since the first.
    public var duration: Double { events.last?.time ?? 0 }

    /// A mapping of this device's position axes to a window.
    public func mapping(windowSize: Size = WindowMapping.defaultWindowSize, rotation: WindowMapping.Rotation = .none,
                        mirroredHorizontally: Bool = false, mirroredVertically: Bool = false,
                        calibration: CalibrationMatrix = .identity) -> WindowMapping {
        WindowMapping(description: device, windowSize: windowSize, rotation: rotation,
                      mirroredHorizontally: mirroredHorizontally, mirroredVertically: mirroredVertically,
                      calibration: calibration)
    }

    /// Decodes every event into touch frames, mapped with `mapping` (default: the device's
    /// range onto the default window). Touches still down at the end are reported cancelled
    /// at the time of the last event.
    public func touchFrames(mapping: WindowMapping? = nil) -> [TouchFrame] {
        var decoder = MultitouchDecoder(device: device, mapping: mapping ?? self.mapping())
        return decoder.decode(events)
    }

    /// The recording as evemu text (`EvemuWriter`).
    public func evemuText() -> String { EvemuWriter().write(device: device, events: events) }

    /// Throws `RecordingError.notATouchscreen` unless the device is a touchscreen; a
    /// touchpad passes when `allowTouchpad` is true.
    public func checkIsTouchscreen(allowTouchpad: Bool) throws {
        try Recording.checkIsTouchscreen(device, path: path, allowTouchpad: allowTouchpad)
    }

    /// Throws `RecordingError.notATouchscreen` unless `device` (read from `path`) is a
    /// touchscreen; a touchpad passes when `allowTouchpad` is true.
    public static func checkIsTouchscreen(_ device: DeviceDescription, path: String, allowTouchpad: Bool) throws {
        switch device.classification {
        case .touchscreen: return
        case .touchpad where allowTouchpad:
            log.notice("\(path): \(QuotedInput.excerpt(device.name)) is a touchpad; decoding it as asked")
        case .touchpad, .other:
            throw RecordingError.notATouchscreen(path: path, name: device.name, classification: device.classification)
        }
    }
}

/// A recording that cannot be used as asked.
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device is not a touchscreen.
    case notATouchscreen(path: String, name: String, classification: DeviceDescription.Classification)

    public var description: String { QuotedInput.escaping(text) }

    private var text: String {
        switch self {
        case .notATouchscreen(let path, let name, .touchpad):
            return "\(path): \"\(QuotedInput.excerpt(name))\" is a touchpad, not a touchscreen (it drives a pointer)."
                + " Pass --allow-touchpad to decode it anyway."
        case .notATouchscreen(let path, let name, let kind):
            return "\(path): \"\(QuotedInput.excerpt(name))\" is not a touchscreen (classified as \(kind.rawValue)): it has no"
                + " usable touch position axes."
        }
    }
}
