/// Writes evemu recordings the way `evemu-record` does (format 1.3): a `# EVEMU 1.3`
/// line, descriptive comments, the `N:`, `I:`, `P:`, `B:`, `A:` lines and `E:` lines with
/// times rebased so that the first event is at 0.000001 s, each followed by a comment that
/// names the event. `evemu-play`, `evemu-device` and libinput's tools accept the result.
/// The output depends only on its input (no dates, no host names), so regenerating a
/// recording gives identical bytes.
public struct EvemuWriter: Sendable {
    /// evemu-record's time of the first event, in microseconds (research note §3).
    public static let firstEventMicroseconds: Int64 = 1

    /// Creates a writer.
    public init() {}

    /// The event types evemu-record writes `B:` lines for, in its order (as in the shared traces).
    static let bitTypes: [UInt16] = [Evdev.EV_SYN, Evdev.EV_KEY, Evdev.EV_REL, Evdev.EV_ABS, Evdev.EV_MSC,
                                     Evdev.EV_SW, Evdev.EV_LED, Evdev.EV_SND, Evdev.EV_REP, Evdev.EV_FF]

    /// The header: version line, comments and the device lines.
    public func header(for device: DeviceDescription) -> String {
        var out = "# EVEMU 1.3\n"
        out += "# Input device name: \"\(device.name)\"\n"
        out += "# Input device ID: bus 0x\(hex(device.bus, 2)) vendor 0x\(hex(device.vendor, 2))"
            + " product 0x\(hex(device.product, 2)) version 0x\(hex(device.version, 2))\n"
        out += "# Supported events:\n"
        for type in device.codes.keys.sorted() {
            out += "#   Event type \(type) (\(Evdev.name(ofType: type) ?? "?"))\n"
            for code in device.codes[type]!.sorted() {
                out += "#     Event code \(code) (\(Evdev.name(ofCode: code, type: type) ?? "?"))\n"
                if type == Evdev.EV_ABS, let axis = device.axes[code] {
                    out += "#       Min \(axis.minimum) Max \(axis.maximum) Fuzz \(axis.fuzz)"
                        + " Flat \(axis.flat) Resolution \(axis.resolution)\n"
                }
            }
        }
        out += "# Properties:\n"
        for property in device.properties.sorted() {
            out += "#   Property  type \(property) (\(Evdev.name(ofProperty: property) ?? "?"))\n"
        }
        out += "N: \(device.name)\n"
        out += "I: \(hex(device.bus, 4)) \(hex(device.vendor, 4)) \(hex(device.product, 4)) \(hex(device.version, 4))\n"
        out += "P: " + bytes(of: device.properties, line: 0) + "\n"
        for type in EvemuWriter.bitTypes {
            let lines = Int(Evdev.maximumCode(ofType: type)) / 64 + 1
            for line in 0..<lines {
                out += "B: \(hex(type, 2)) " + bytes(of: device.codes[type] ?? [], line: line) + "\n"
            }
        }
        for code in device.axes.keys.sorted() {
            let axis = device.axes[code]!
            out += "A: \(hex(code, 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)\n"
        }
        return out
    }

    /// One `E:` line (with its trailing newline). `previousReport` is the time of the last
    /// SYN_REPORT in seconds, for the `+Nms` comment evemu puts on frame ends.
    public func eventLine(_ event: InputEvent, rebasedBy start: Double, previousReport: Double?) -> String {
        let micros = Int64(((event.time - start) * 1_000_000).rounded()) + EvemuWriter.firstEventMicroseconds
        let clamped = max(0, micros)
        let fraction = String(clamped % 1_000_000)
        var out = "E: \(clamped / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
        out += " \(hex(event.type, 4)) \(hex(event.code, 4)) \(padded(event.value))\t"
        let codeName = Evdev.name(ofCode: event.code, type: event.type) ?? "(\(event.code))"
        if event.type == Evdev.EV_SYN {
            if event.code == Evdev.SYN_MT_REPORT {
                out += "# ++++++++++++ \(codeName) (\(event.value)) ++++++++++"
            } else {
                let delta = previousReport.map { Int(((event.time - $0) * 1000).rounded()) } ?? 0
                out += "# ------------ \(codeName) (\(event.value)) ---------- \(delta >= 0 ? "+" : "")\(delta)ms"
            }
        } else {
            let typeName = Evdev.name(ofType: event.type) ?? "(\(event.type))"
            let paddedName = codeName.count < 20 ? codeName + String(repeating: " ", count: 20 - codeName.count) : codeName
            out += "# \(typeName) / \(paddedName) \(event.value)"
        }
        return out + "\n"
    }

    /// A whole recording: the header followed by every event, rebased to the first one.
    public func write(device: DeviceDescription, events: [InputEvent]) -> String {
        var out = header(for: device)
        let start = events.first?.time ?? 0
        var previousReport: Double?
        for event in events {
            out += eventLine(event, rebasedBy: start, previousReport: previousReport)
            if event.type == Evdev.EV_SYN && event.code == Evdev.SYN_REPORT { previousReport = event.time }
        }
        return out
    }

    private func bytes(of codes: Set<UInt16>, line: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: 8)
        for code in codes where Int(code) / 64 == line {
            let offset = Int(code) % 64
            bytes[offset / 8] |= 1 << UInt8(offset % 8)
        }
        return bytes.map { hex(UInt16($0), 2) }.joined(separator: " ")
    }

    private func hex(_ value: UInt16, _ width: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
    }

    /// `%04d`: at least four characters, zero-padded after the sign (`-001`, `0007`).
    private func padded(_ value: Int32) -> String {
        let magnitude = String(value.magnitude)
        let width = value < 0 ? 3 : 4
        let zeros = magnitude.count < width ? String(repeating: "0", count: width - magnitude.count) : ""
        return (value < 0 ? "-" : "") + zeros + magnitude
    }
}
