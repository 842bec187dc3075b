/// Reads a recording (evemu 1.0–1.3, or `libinput record`) from a `ByteSource` one line at
/// a time: the device description first, then the events on demand. Memory stays bounded by
/// the longest line whatever the file's length, so a replay can stream a 200 MB recording.
///
/// ```swift
/// var stream = try RecordingStream(source: RecordingFile.open(path), fileName: path)
/// var decoder = MultitouchDecoder(device: stream.device)
/// while let event = try stream.next() { decoder.process(event, into: &frames) }
/// ```
///
/// Errors are `EvemuError`s (`file:line: expected …`) with quoted input cut to an excerpt
/// and control bytes escaped.
public struct RecordingStream {
    /// The two formats a stream reads.
    public enum Format: Sendable, Hashable {
        /// evemu 1.0 to 1.3.
        case evemu
        /// `libinput record` YAML, version 1.
        case libinputRecord
    }

    /// Bytes examined to recognise the format and a byte-order mark (ours: the first eight
    /// lines `LibinputRecordReader.recognizes` looks at fit in 4 KiB).
    static let sniffLength = 4096
    /// Events read ahead of the caller to settle single-touch quirks, which depend on the
    /// axes the events use (ours: a first touch reports its position within a few events;
    /// 4096 bounds the look-ahead on a file that never does).
    static let quirkLookahead = 4096
    /// The UTF-8 byte-order mark, which evemu and libinput never write.
    static let byteOrderMark: [UInt8] = [0xef, 0xbb, 0xbf]

    /// The name errors use for this stream.
    public let fileName: String
    /// The format read.
    public let format: Format
    /// The device, with known quirks applied (`DeviceDescription+Quirks.swift`).
    public private(set) var device: DeviceDescription
    /// The device as the header described it, before quirks.
    public private(set) var rawDevice: DeviceDescription
    private var lines: LineSplitter
    // Both parsers are stored (one unused) so each line mutates its parser in place.
    private var evemu: EvemuReader.Parser
    private var libinput: LibinputRecordReader.Parser
    private var lookahead: [InputEvent] = []
    private var lookaheadIndex = 0
    /// The number of events returned so far.
    public private(set) var eventCount = 0
    /// The time of the latest event returned, seconds since the first.
    public private(set) var lastEventTime = 0.0
    /// True once a `SYN_REPORT` was returned: without one, no event ever forms a frame.
    public private(set) var sawFrameEnd = false

    /// Opens a stream on `source`, reading up to the device description. `format` is
    /// recognised from the first lines when nil. Throws `EvemuError` for a malformed header,
    /// a file starting with a byte-order mark, or a line longer than 1 MiB.
    public init(source: any ByteSource, fileName: String = "<recording>", format: Format? = nil) throws {
        self.fileName = fileName
        var lines = LineSplitter(source: source, fileName: fileName)
        let head = try lines.peek(Self.sniffLength)
        if head.starts(with: Self.byteOrderMark) {
            throw EvemuError(file: fileName, line: 1, message: "expected a recording, but the file starts with a "
                             + "UTF-8 byte-order mark (remove it: evemu and libinput never write one)")
        }
        let chosen = format ?? (LibinputRecordReader.recognizes(String(decoding: head, as: UTF8.self))
                                ? .libinputRecord : .evemu)
        self.format = chosen
        self.lines = lines
        evemu = EvemuReader.Parser(reader: EvemuReader(fileName: fileName))
        libinput = LibinputRecordReader.Parser(reader: LibinputRecordReader(fileName: fileName))
        // The header: every line up to the first event (or the end).
        rawDevice = DeviceDescription(name: "", properties: [], codes: [:], axes: [])
        device = rawDevice
        if let first = try readEvent() { lookahead.append(first) }
        rawDevice = try parsedDevice()
        device = try settleQuirks()
    }

    /// The format version as `Recording.formatVersion` writes it ("1.3", "libinput record 1").
    public var formatVersion: String {
        switch format {
        case .evemu: "\(evemu.version.major).\(evemu.version.minor)"
        case .libinputRecord: "libinput record 1"
        }
    }

    /// The evemu version, `(1, 0)` for a `libinput record` file.
    public var evemuVersion: (major: Int, minor: Int) {
        format == .evemu ? evemu.version : (1, 0)
    }

    /// The time of the first event as written in the file, seconds.
    public var originalStartTime: Double {
        let first = format == .evemu ? evemu.firstMicroseconds : libinput.firstMicroseconds
        return Double(first ?? 0) / 1_000_000
    }

    /// The next event (times in seconds since the first event), or nil at the end.
    public mutating func next() throws -> InputEvent? {
        let event: InputEvent
        if lookaheadIndex < lookahead.count {
            event = lookahead[lookaheadIndex]
            lookaheadIndex += 1
            if lookaheadIndex == lookahead.count { lookahead = []; lookaheadIndex = 0 }
        } else {
            guard let read = try readEvent() else { return nil }
            event = read
        }
        eventCount += 1
        lastEventTime = event.time
        if event.type == Evdev.EV_SYN && event.code == Evdev.SYN_REPORT { sawFrameEnd = true }
        return event
    }

    /// Reads lines until one holds an event.
    private mutating func readEvent() throws -> InputEvent? {
        while let line = try lines.nextLine() {
            let number = lines.lineNumber
            let found: InputEvent?
            switch format {
            case .evemu: found = try lines.withLine(line) { try evemu.consume($0, number: number) }
            case .libinputRecord: found = try lines.withLine(line) { try libinput.consume($0, number: number) }
            }
            if let found { return found }
        }
        return nil
    }

    private func parsedDevice() throws -> DeviceDescription {
        switch format {
        case .evemu: try evemu.device()
        case .libinputRecord: try libinput.device()
        }
    }

    /// Reads ahead until the events show which axes carry positions (or the look-ahead
    /// bound), and applies the single-touch quirks they call for.
    private mutating func settleQuirks() throws -> DeviceDescription {
        guard rawDevice.touchProtocol == .singleTouch else { return rawDevice }
        func carriesPosition(_ event: InputEvent) -> Bool {
            event.type == Evdev.EV_ABS && [Evdev.ABS_X, Evdev.ABS_Y, Evdev.ABS_Z, Evdev.ABS_RX].contains(event.code)
        }
        while lookahead.count < Self.quirkLookahead, !lookahead.contains(where: carriesPosition) {
            guard let event = try readEvent() else { break }
            lookahead.append(event)
        }
        return rawDevice.applyingSingleTouchQuirks(events: lookahead)
    }
}
