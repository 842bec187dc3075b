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

    /// Parses a recording.
    public func read(_ text: String) throws -> EvemuReader.Contents {
        var name: String?
        var ids: [UInt16] = [0, 0, 0, 0]
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [AxisInfo] = []
        var properties: Set<UInt16> = []
        var events: [InputEvent] = []
        var firstMicroseconds: Int64?
        var section = ""
        var sectionIndent = 0
        var devices = 0
        var lineNumber = 0

        func fail(_ message: String) -> EvemuError { EvemuError(file: fileName, line: lineNumber, message: message) }

        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let indent = rawLine.prefix(while: { $0 == " " }).count
            var line = rawLine.dropFirst(indent)
            if line.last == "\r" { line = line.dropLast() }
            if line.isEmpty || line.first == "#" { continue }
            if !section.isEmpty && indent <= sectionIndent { section = "" }
            if line.hasPrefix("- node:") || (line.hasPrefix("- ") && line.dropFirst(2).hasPrefix("node:")) {
                devices += 1
                if devices > 1 { break }
                continue
            }
            let content = LibinputRecordReader.stripComment(line)
            if content.hasPrefix("- [") {
                guard devices <= 1, name != nil else {
                    throw fail("expected the device's evdev: description before its events")
                }
                let numbers = try list(content.dropFirst(2), count: 5, fail: fail,
                                       what: "- [seconds, microseconds, type, code, value]")
                guard numbers[0] >= 0, numbers[1] >= 0, numbers[1] < 1_000_000, numbers[0] < 1 << 40,
                      let type = UInt16(exactly: numbers[2]), type <= Evdev.EV_MAX,
                      let code = UInt16(exactly: numbers[3]), let value = Int32(exactly: numbers[4]) else {
                    throw fail("expected - [seconds, microseconds, type, code, value] with values in range")
                }
                let microseconds = numbers[0] * 1_000_000 + numbers[1]
                let first = firstMicroseconds ?? microseconds
                firstMicroseconds = first
                events.append(InputEvent(time: Double(microseconds - first) / 1_000_000, type: type, code: code,
                                         value: value))
                continue
            }
            if section == "codes" || section == "absinfo" {
                guard let colon = content.firstIndex(of: ":"), let key = UInt16(content[..<colon]) else {
                    throw fail("expected <number>: [values] in \(section):")
                }
                let rest = content[content.index(after: colon)...].drop(while: { $0 == " " })
                if section == "codes" {
                    guard key <= Evdev.EV_MAX else { throw fail("expected an event type 0 to 31 in codes:") }
                    let values = try list(rest, count: nil, fail: fail, what: "\(key): [codes]")
                    codes[key, default: []].formUnion(values.compactMap { UInt16(exactly: $0) })
                } else {
                    guard key <= Evdev.ABS_MAX else { throw fail("expected an axis code 0 to 63 in absinfo:") }
                    let values = try list(rest, count: 5, fail: fail, what: "\(key): [min, max, fuzz, flat, resolution]")
                    let limits = values.compactMap { Int32(exactly: $0) }
                    guard limits.count == 5 else {
                        throw fail("expected absinfo values that fit in 32 bits")
                    }
                    axes.append(AxisInfo(code: key, minimum: limits[0], maximum: limits[1], fuzz: limits[2],
                                         flat: limits[3], resolution: limits[4]))
                }
                continue
            }
            if content.hasPrefix("name:") && devices <= 1 && name == nil {
                var value = content.dropFirst(5).drop(while: { $0 == " " })
                if value.first == "\"" && value.count >= 2 && value.last == "\"" { value = value.dropFirst().dropLast() }
                name = String(value)
            } else if content.hasPrefix("id:") && name != nil && events.isEmpty {
                let values = try list(content.dropFirst(3).drop(while: { $0 == " " }), count: 4, fail: fail,
                                      what: "id: [bus, vendor, product, version]")
                ids = values.map { UInt16(truncatingIfNeeded: $0) }
            } else if content.hasPrefix("codes:") {
                section = "codes"; sectionIndent = indent
            } else if content.hasPrefix("absinfo:") {
                section = "absinfo"; sectionIndent = indent
            } else if content.hasPrefix("properties:") && name != nil && events.isEmpty
                        && content.dropFirst(11).trimmingSpaces.hasPrefix("[") {
                // evdev's `properties: [1]`; udev's `properties:` is a block list, ignored.
                let values = try list(content.dropFirst(11).drop(while: { $0 == " " }), count: nil, fail: fail,
                                      what: "properties: [numbers]")
                properties.formUnion(values.compactMap { UInt16(exactly: $0) })
            } else if content.hasPrefix("version:") && indent == 0 {
                let value = content.dropFirst(8).trimmingSpaces
                guard value == "1" else { throw fail("expected libinput record version: 1, found \"\(value)\"") }
            }
        }
        guard let name else {
            lineNumber = max(1, lineNumber)
            throw fail("expected a libinput recording with a devices: entry holding evdev: name:")
        }
        let description = DeviceDescription(name: name, bus: ids[0], vendor: ids[1], product: ids[2], version: ids[3],
                                            properties: properties, codes: codes, axes: axes)
        return EvemuReader.Contents(description: description, events: events, version: (1, 0),
                                    originalStartTime: Double(firstMicroseconds ?? 0) / 1_000_000)
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
    private func list(_ text: Substring, count: Int?, fail: (String) -> EvemuError, what: String) throws -> [Int64] {
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
