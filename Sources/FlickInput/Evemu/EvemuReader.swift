/// Reads evemu recordings, the format `evemu-record` writes (versions 1.0 to 1.3): an
/// optional `# EVEMU 1.x` first line, `#` comments, the device lines `N:`, `I:`, `P:`,
/// `B:`, `A:`, `L:`, `S:` and then `E:` event lines (research note §3).
///
/// Event times are rebased so that the first event is at 0 s, whether the file holds epoch
/// times (pre-2013 files) or evemu's own rebased times (first event at 0.000001).
/// Malformed input throws an `EvemuError` naming the line; the reader never traps.
public struct EvemuReader: Sendable {
    /// The evemu format versions this reader accepts: 1.0 to 1.3 (evemu `src/evemu.c`).
    public static let supportedMinorVersions = 0...3

    /// The label used in error messages (usually the file path).
    public var fileName: String

    /// Creates a reader whose errors name `fileName`.
    public init(fileName: String = "<recording>") { self.fileName = fileName }

    /// What a recording holds.
    public struct Contents: Sendable {
        /// The device, as described by the header lines.
        public var description: DeviceDescription
        /// Every event, in file order, times in seconds since the first event.
        public var events: [InputEvent]
        /// The format version, `(1, 3)` for `# EVEMU 1.3`; `(1, 0)` when the file has no header.
        public var version: (major: Int, minor: Int)
        /// The time of the first event as written in the file, in seconds (epoch or evemu's 0.000001).
        public var originalStartTime: Double
    }

    /// Parses a whole recording held in memory.
    public func read(_ text: String) throws -> Contents {
        var stream = try RecordingStream(source: MemoryByteSource(text), fileName: fileName, format: .evemu)
        var events: [InputEvent] = []
        while let event = try stream.next() { events.append(event) }
        return Contents(description: stream.rawDevice, events: events, version: stream.evemuVersion,
                        originalStartTime: stream.originalStartTime)
    }

    /// The reader's state between lines: `RecordingStream` feeds it one line at a time, so a
    /// file of any length is read with memory bounded by its longest line. Each kind of line
    /// is one named step.
    struct Parser {
        let reader: EvemuReader
        var name: String?
        var ids: [UInt16] = [0, 0, 0, 0]
        var properties: Set<UInt16> = []
        var propertyLines = 0
        var codes: [UInt16: Set<UInt16>] = [:]
        var bitLines: [UInt16: Int] = [:]
        var axes: [AxisInfo] = []
        var version = (major: 1, minor: 0)
        var firstMicroseconds: Int64?
        var lineNumber = 0
        var inEvents = false

        init(reader: EvemuReader) { self.reader = reader }

        func fail(_ message: String) -> EvemuError {
            EvemuError(file: reader.fileName, line: lineNumber, message: message)
        }

        /// Reads line `number`; returns its event when it is an `E:` line.
        mutating func consume(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws -> InputEvent? {
            lineNumber = number
            // Event lines, nearly all of a file, first.
            if line.count >= 2, line[0] == UInt8(ascii: "E"), line[1] == UInt8(ascii: ":") { return try readEvent(line) }
            if line.first == UInt8(ascii: "#") {
                if number == 1 { version = try reader.parseVersion(Substring(String(decoding: line, as: UTF8.self)), fail: fail) }
                return nil
            }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
            guard line.count >= 2, line[1] == UInt8(ascii: ":") else {
                throw fail("expected a line starting with N:, I:, P:, B:, A:, L:, S:, E: or # (found \"\(QuotedInput.excerpt(line))\")")
            }
            if inEvents { throw fail("expected only E: lines or comments after the first event") }
            try readDeviceLine(line)
            return nil
        }

        /// `E: <sec>.<usec> <type> <code> <value>`: an event, its time rebased on the first.
        mutating func readEvent(_ line: UnsafeBufferPointer<UInt8>) throws -> InputEvent {
            inEvents = true
            guard name != nil else { throw fail("expected the device lines (N:, I:, …) before the first E: line") }
            let (microseconds, event) = try reader.parseEvent(line, from: 2, to: line.count, fail: fail)
            let first = firstMicroseconds ?? microseconds
            firstMicroseconds = first
            return InputEvent(time: Double(microseconds &- first) / 1_000_000, type: event.type, code: event.code,
                              value: event.value)
        }

        /// One of the device lines `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`.
        mutating func readDeviceLine(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            let line = Substring(String(decoding: bytes, as: UTF8.self))
            let kind = line.first!
            let body = line.dropFirst(2)
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch kind {
            case "N": name = String(body.drop(while: { $0 == " " }))
            case "I": try readIDs(fields)
            case "P": try readProperties(fields)
            case "B": try readBits(fields)
            case "A": try readAxis(fields)
            case "L", "S":
                guard fields.count == 2, UInt16(fields[0], radix: 16) != nil, Int32(fields[1]) != nil else {
                    throw fail("expected \(kind): <code in hexadecimal> <state>")
                }
            default:
                throw fail("expected a line starting with N:, I:, P:, B:, A:, L:, S:, E: or # (found \"\(QuotedInput.excerpt(String(line)))\")")
            }
        }

        /// `I: <bus> <vendor> <product> <version>`.
        mutating func readIDs(_ fields: [Substring]) throws {
            let values = fields.compactMap { UInt16($0, radix: 16) }
            guard fields.count == 4, values.count == 4 else {
                throw fail("expected I: <bus> <vendor> <product> <version> in hexadecimal")
            }
            ids = values
        }

        /// `P: <8 bytes>`: 64 input properties per line.
        mutating func readProperties(_ fields: [Substring]) throws {
            let bytes = try reader.parseBytes(fields, count: 8, fail: fail, what: "P: and eight hexadecimal bytes")
            for (index, byte) in bytes.enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    properties.insert(UInt16(propertyLines * 64 + index * 8 + bit))
                }
            }
            propertyLines += 1
        }

        /// `B: <type> <8 bytes>`: 64 codes of an event type per line.
        mutating func readBits(_ fields: [Substring]) throws {
            guard let typeField = fields.first, let type = UInt16(typeField, radix: 16), type <= Evdev.EV_MAX else {
                throw fail("expected B: <event type in hexadecimal, 00 to 1f> and eight hexadecimal bytes")
            }
            let bytes = try reader.parseBytes(fields.dropFirst(), count: 8, fail: fail,
                                              what: "B: <type> and eight hexadecimal bytes")
            let lineIndex = bitLines[type, default: 0]
            bitLines[type] = lineIndex + 1
            for (index, byte) in bytes.enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let code = lineIndex * 64 + index * 8 + bit
                    guard code <= Int(UInt16.max) else { continue }
                    codes[type, default: []].insert(UInt16(code))
                }
            }
        }

        /// `A: <code> <min> <max> <fuzz> <flat> [<resolution>]`.
        mutating func readAxis(_ fields: [Substring]) throws {
            guard fields.count == 5 || fields.count == 6, let code = UInt16(fields[0], radix: 16),
                  code <= Evdev.ABS_MAX else {
                throw fail("expected A: <axis code in hexadecimal> <min> <max> <fuzz> <flat> [<resolution>]")
            }
            let numbers = fields.dropFirst().compactMap { Int32($0) }
            guard numbers.count == fields.count - 1 else {
                throw fail("expected A: <axis code> followed by decimal <min> <max> <fuzz> <flat> [<resolution>]")
            }
            axes.append(AxisInfo(code: code, minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2],
                                 flat: numbers[3], resolution: numbers.count > 4 ? numbers[4] : 0))
        }

        /// The device the header described; throws when it named none.
        func device() throws -> DeviceDescription {
            guard let name else {
                throw EvemuError(file: reader.fileName, line: max(lineNumber, 1),
                                 message: "expected an evemu recording: an N: <device name> line")
            }
            return DeviceDescription(name: name, bus: ids[0], vendor: ids[1], product: ids[2],
                                     version: ids[3], properties: properties, codes: codes, axes: axes)
        }
    }

    func parseVersion(_ line: Substring, fail: (String) -> EvemuError) throws -> (major: Int, minor: Int) {
        let fields = line.dropFirst().split(separator: " ")
        guard fields.count >= 2, fields[0] == "EVEMU" else { return (1, 0) }
        let parts = fields[1].split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major == 1,
              EvemuReader.supportedMinorVersions.contains(minor) else {
            throw fail("expected EVEMU version 1.0 to 1.3, found \"\(QuotedInput.excerpt(String(fields[1])))\"")
        }
        return (major, minor)
    }

    func parseBytes<C: Collection>(_ fields: C, count: Int, fail: (String) -> EvemuError,
                                           what: String) throws -> [UInt8] where C.Element == Substring {
        let bytes = fields.compactMap { UInt8($0, radix: 16) }
        guard fields.count == count, bytes.count == count else { throw fail("expected \(what)") }
        return bytes
    }

    /// Parses `<sec>.<usec> <type> <code> <value>[ # comment]` from `bytes[from..<to]`;
    /// returns the time in microseconds.
    func parseEvent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                            fail: (String) -> EvemuError) throws -> (Int64, InputEvent) {
        let expected = "expected E: <seconds>.<microseconds> <type hex> <code hex> <value decimal>"
        var index = start
        func skipSpace() {
            while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        }
        /// The next field's byte range, or nil at the end of the line or a comment.
        func field() -> Range<Int>? {
            skipSpace()
            guard index < end, bytes[index] != UInt8(ascii: "#") else { return nil }
            let fieldStart = index
            while index < end && bytes[index] != 0x20 && bytes[index] != 0x09 && bytes[index] != UInt8(ascii: "#") {
                index += 1
            }
            return fieldStart..<index
        }
        func text(_ range: Range<Int>) -> String { QuotedInput.excerpt(UnsafeBufferPointer(rebasing: bytes[range])) }
        guard let timeField = field(), let typeField = field(), let codeField = field(),
              let valueField = field() else { throw fail(expected) }
        guard field() == nil else { throw fail(expected + " (extra fields)") }
        // Time: digits, optionally '.' and up to 9 digits, taken to microseconds.
        var seconds: Int64 = 0, fraction: Int64 = 0, places = 0
        var position = timeField.lowerBound
        var sawDigit = false
        while position < timeField.upperBound, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            seconds = seconds * 10 + Int64(bytes[position] - 0x30)
            sawDigit = true
            position += 1
            guard seconds < 1 << 40 else { throw fail(expected + " (bad time \"\(text(timeField))\")") }
        }
        if position < timeField.upperBound && bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < timeField.upperBound, bytes[position] >= 0x30, bytes[position] <= 0x39, places < 9 {
                fraction = fraction * 10 + Int64(bytes[position] - 0x30)
                places += 1
                position += 1
            }
            if places == 0 { sawDigit = false }
        }
        guard sawDigit, position == timeField.upperBound else {
            throw fail(expected + " (bad time \"\(text(timeField))\")")
        }
        while places < 6 { fraction *= 10; places += 1 }
        while places > 6 { fraction /= 10; places -= 1 }
        guard let type = hexValue(bytes, typeField), type <= Evdev.EV_MAX else {
            throw fail(expected + " (bad type \"\(text(typeField))\")")
        }
        guard let code = hexValue(bytes, codeField) else { throw fail(expected + " (bad code \"\(text(codeField))\")") }
        guard let value = decimalValue(bytes, valueField) else {
            throw fail(expected + " (bad value \"\(text(valueField))\")")
        }
        return (seconds * 1_000_000 + fraction, InputEvent(time: 0, type: type, code: code, value: value))
    }

    private func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt16? {
        guard !range.isEmpty, range.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in bytes[range] {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            case 0x41...0x46: digit = byte - 0x41 + 10
            default: return nil
            }
            value = value * 16 + UInt32(digit)
        }
        return value <= UInt32(UInt16.max) ? UInt16(value) : nil
    }

    private func decimalValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32? {
        var index = range.lowerBound
        var negative = false
        if index < range.upperBound && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < range.upperBound, range.upperBound - index <= 12 else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
            index += 1
        }
        if negative { value = -value }
        return Int32(exactly: value)
    }
}
