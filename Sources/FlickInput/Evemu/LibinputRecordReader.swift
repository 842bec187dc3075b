/// Reads `libinput record` files (YAML, format version 1), the format libinput asks bug
/// reporters to attach (research note §3): the first device's `evdev:` description (`name`,
/// `id`, `codes`, `absinfo`, `properties`) and its `- [sec, usec, type, code, value]`
/// events. Other keys (`libinput:`, `system:`, `udev:`, `quirks:`, `hid:`, libinput event
/// entries) are ignored, as the format asks; only the first device of a multi-device
/// recording is read. Errors are `EvemuError`s (`file:line: expected …`), never traps.
///
/// This is a line reader for the layout `libinput record` writes, not a general YAML parser.
public struct LibinputRecordReader: Sendable {
    /// The label used in error messages (usually the file path).
    public var fileName: String

    /// Creates a reader whose errors name `fileName`.
    public init(fileName: String = "<recording>") { self.fileName = fileName }

    /// True when `text` looks like a libinput recording (`# libinput record` first, or a
    /// `version:` key before anything evemu would write).
    public static func recognizes(_ text: String) -> Bool {
        for line in text.split(separator: "\n", maxSplits: 8, omittingEmptySubsequences: true).prefix(8) {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("# libinput record") { return true }
            if trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("version:") || trimmed.hasPrefix("ndevices:") || trimmed.hasPrefix("libinput:")
        }
        return false
    }

    /// Parses a recording held in memory.
    public func read(_ text: String) throws -> EvemuReader.Contents {
        var stream = try RecordingStream(source: MemoryByteSource(text), fileName: fileName, format: .libinputRecord)
        var events: [InputEvent] = []
        while let event = try stream.next() { events.append(event) }
        return EvemuReader.Contents(description: stream.rawDevice, events: events, version: (1, 0),
                                    originalStartTime: stream.originalStartTime)
    }

    /// The reader's state between lines (fed one line at a time by `RecordingStream`). Event
    /// lines, nearly all of a file, are parsed from bytes without building Strings; the
    /// description's lines go through the named steps below.
    struct Parser {
        let reader: LibinputRecordReader
        var name: String?
        var ids: [UInt16] = [0, 0, 0, 0]
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [AxisInfo] = []
        var properties: Set<UInt16> = []
        var firstMicroseconds: Int64?
        var sawEvents = false
        var section = ""
        var sectionIndent = 0
        var devices = 0
        var lineNumber = 0

        init(reader: LibinputRecordReader) { self.reader = reader }

        func fail(_ message: String) -> EvemuError {
            EvemuError(file: reader.fileName, line: lineNumber, message: message)
        }

        /// True once the first device's entry is over (later devices are ignored).
        var isDone: Bool { devices > 1 }

        /// Reads line `number`; returns its event when it is a `- [sec, usec, type, code, value]` line.
        mutating func consume(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws -> InputEvent? {
            lineNumber = number
            guard !isDone else { return nil }
            var indent = 0
            while indent < line.count && line[indent] == 0x20 { indent += 1 }
            var end = line.count
            if end > indent && line[end - 1] == 0x0d { end -= 1 }
            if indent == end || line[indent] == UInt8(ascii: "#") { return nil }
            if !section.isEmpty && indent <= sectionIndent { section = "" }
            if end - indent >= 3, line[indent] == UInt8(ascii: "-"), line[indent + 1] == 0x20,
               line[indent + 2] == UInt8(ascii: "[") {
                return try readEvent(UnsafeBufferPointer(rebasing: line[(indent + 2)..<end]))
            }
            if LibinputRecordReader.isFrameStart(UnsafeBufferPointer(rebasing: line[indent..<end])) { return nil }
            let text = String(decoding: UnsafeBufferPointer(rebasing: line[indent..<end]), as: UTF8.self)
            try readKeyLine(Substring(text), indent: indent)
            return nil
        }

        /// `- [seconds, microseconds, type, code, value]`, with an optional `# comment`.
        mutating func readEvent(_ list: UnsafeBufferPointer<UInt8>) throws -> InputEvent {
            guard name != nil else { throw fail("expected the device's evdev: description before its events") }
            let expected = "expected - [seconds, microseconds, type, code, value]"
            guard let numbers = LibinputRecordReader.integers(in: list, count: 5) else {
                throw fail(expected + " (found \"\(QuotedInput.excerpt(list))\")")
            }
            guard numbers.0 >= 0, numbers.1 >= 0, numbers.1 < 1_000_000, numbers.0 < 1 << 40,
                  let type = UInt16(exactly: numbers.2), type <= Evdev.EV_MAX,
                  let code = UInt16(exactly: numbers.3), let value = Int32(exactly: numbers.4) else {
                throw fail(expected + " with values in range")
            }
            sawEvents = true
            let microseconds = numbers.0 * 1_000_000 + numbers.1
            let first = firstMicroseconds ?? microseconds
            firstMicroseconds = first
            return InputEvent(time: Double(microseconds - first) / 1_000_000, type: type, code: code, value: value)
        }

        /// Any other line: a device entry, a section key, or a line inside `codes:`/`absinfo:`.
        mutating func readKeyLine(_ line: Substring, indent: Int) throws {
            if line.hasPrefix("- node:") || (line.hasPrefix("- ") && line.dropFirst(2).hasPrefix("node:")) {
                devices += 1
                return
            }
            let content = LibinputRecordReader.stripComment(line)
            if section == "codes" { return try readCodes(content) }
            if section == "absinfo" { return try readAxis(content) }
            if content.hasPrefix("name:") && name == nil {
                var value = content.dropFirst(5).drop(while: { $0 == " " })
                if value.first == "\"" && value.count >= 2 && value.last == "\"" { value = value.dropFirst().dropLast() }
                name = String(value)
            } else if content.hasPrefix("id:") && name != nil && !sawEvents {
                let values = try reader.list(content.dropFirst(3).drop(while: { $0 == " " }), count: 4, fail: fail,
                                             what: "id: [bus, vendor, product, version]")
                ids = values.map { UInt16(truncatingIfNeeded: $0) }
            } else if content.hasPrefix("codes:") {
                section = "codes"; sectionIndent = indent
            } else if content.hasPrefix("absinfo:") {
                section = "absinfo"; sectionIndent = indent
            } else if content.hasPrefix("properties:") && name != nil && !sawEvents
                        && content.dropFirst(11).trimmingSpaces.hasPrefix("[") {
                // evdev's `properties: [1]`; udev's `properties:` is a block list, ignored.
                let values = try reader.list(content.dropFirst(11).drop(while: { $0 == " " }), count: nil, fail: fail,
                                             what: "properties: [numbers]")
                properties.formUnion(values.compactMap { UInt16(exactly: $0) })
            } else if content.hasPrefix("version:") && indent == 0 {
                let value = content.dropFirst(8).trimmingSpaces
                guard value == "1" else {
                    throw fail("expected libinput record version: 1, found \"\(QuotedInput.excerpt(String(value)))\"")
                }
            }
        }

        /// `<type>: [codes]` inside `codes:`.
        mutating func readCodes(_ content: Substring) throws {
            let (key, rest) = try keyed(content)
            guard key <= Evdev.EV_MAX else { throw fail("expected an event type 0 to 31 in codes:") }
            let values = try reader.list(rest, count: nil, fail: fail, what: "\(key): [codes]")
            codes[key, default: []].formUnion(values.compactMap { UInt16(exactly: $0) })
        }

        /// `<code>: [min, max, fuzz, flat, resolution]` inside `absinfo:`.
        mutating func readAxis(_ content: Substring) throws {
            let (key, rest) = try keyed(content)
            guard key <= Evdev.ABS_MAX else { throw fail("expected an axis code 0 to 63 in absinfo:") }
            let values = try reader.list(rest, count: 5, fail: fail, what: "\(key): [min, max, fuzz, flat, resolution]")
            let limits = values.compactMap { Int32(exactly: $0) }
            guard limits.count == 5 else { throw fail("expected absinfo values that fit in 32 bits") }
            axes.append(AxisInfo(code: key, minimum: limits[0], maximum: limits[1], fuzz: limits[2],
                                 flat: limits[3], resolution: limits[4]))
        }

        /// `<number>: rest` inside `codes:` or `absinfo:`.
        func keyed(_ content: Substring) throws -> (UInt16, Substring) {
            guard let colon = content.firstIndex(of: ":"), let key = UInt16(content[..<colon]) else {
                throw fail("expected <number>: [values] in \(section):")
            }
            return (key, content[content.index(after: colon)...].drop(while: { $0 == " " }))
        }

        /// The first device, as its `evdev:` entry described it.
        func device() throws -> DeviceDescription {
            guard let name else {
                throw EvemuError(file: reader.fileName, line: max(1, lineNumber),
                                 message: "expected a libinput recording with a devices: entry holding evdev: name:")
            }
            return DeviceDescription(name: name, bus: ids[0], vendor: ids[1], product: ids[2], version: ids[3],
                                     properties: properties, codes: codes, axes: axes)
        }
    }

    /// The `- evdev:` line that opens each frame of events (one line in five or six): skipped
    /// from its bytes, without building a String.
    static let frameStart = Array("- evdev:".utf8)

    static func isFrameStart(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard content.count >= frameStart.count else { return false }
        for index in frameStart.indices where content[index] != frameStart[index] { return false }
        return content[frameStart.count...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// `[a, b, c, d, e]` (spaces allowed, an optional `# comment` after) as five integers,
    /// parsed from bytes; nil when malformed.
    static func integers(in bytes: UnsafeBufferPointer<UInt8>, count: Int)
        -> (Int64, Int64, Int64, Int64, Int64)? {
        var values: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        var index = 1  // after "["
        for position in 0..<count {
            while index < bytes.count && bytes[index] == 0x20 { index += 1 }
            var negative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var value: Int64 = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                guard digits < 18 else { return nil }
                value = value * 10 + Int64(bytes[index] - 0x30)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if negative { value = -value }
            switch position {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            case 3: values.3 = value
            default: values.4 = value
            }
            while index < bytes.count && bytes[index] == 0x20 { index += 1 }
            guard index < bytes.count else { return nil }
            let separator = position == count - 1 ? UInt8(ascii: "]") : UInt8(ascii: ",")
            guard bytes[index] == separator else { return nil }
            index += 1
        }
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        guard index == bytes.count || bytes[index] == UInt8(ascii: "#") else { return nil }
        return values
    }

    /// The line without a trailing `# comment` (outside double quotes).
    static func stripComment(_ line: Substring) -> Substring {
        var quoted = false
        for index in line.indices {
            if line[index] == "\"" { quoted.toggle() }
            if line[index] == "#" && !quoted { return line[..<index].trimmingSpaces }
        }
        return line.trimmingSpaces
    }

    /// `[a, b, c]` as integers, with `count` elements when given.
    func list(_ text: Substring, count: Int?, fail: (String) -> EvemuError, what: String) throws -> [Int64] {
        let trimmed = text.trimmingSpaces
        guard trimmed.first == "[", trimmed.last == "]" else { throw fail("expected \(what)") }
        let inner = trimmed.dropFirst().dropLast()
        if inner.trimmingSpaces.isEmpty, count == nil || count == 0 { return [] }
        let values = inner.split(separator: ",").map { Int64($0.trimmingSpaces) }
        guard values.allSatisfy({ $0 != nil }), count.map({ values.count == $0 }) ?? true else {
            throw fail("expected \(what)")
        }
        return values.map { $0! }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
