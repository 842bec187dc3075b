/// Writes an evemu recording incrementally, for `flick record`: the header first, then
/// each event as it arrives, rebased to the first event like `EvemuWriter`. The text it
/// produces for a list of events is exactly `EvemuWriter().write(device:events:)`'s.
public struct EvemuStreamWriter: Sendable {
    private let writer = EvemuWriter()
    private var start: Double?
    private var previousReport: Double?
    /// The number of events written so far.
    public private(set) var eventCount = 0

    /// Creates a stream writer.
    public init() {}

    /// The header for `device` (write it first).
    public func header(for device: DeviceDescription) -> String { writer.header(for: device) }

    /// The line(s) for the next event.
    public mutating func line(for event: InputEvent) -> String {
        let origin = start ?? event.time
        start = origin
        eventCount += 1
        let text = writer.eventLine(event, rebasedBy: origin, previousReport: previousReport)
        if event.type == Evdev.EV_SYN && event.code == Evdev.SYN_REPORT { previousReport = event.time }
        return text
    }

    /// A comment line (`# …`), allowed anywhere among the events.
    public func comment(_ text: String) -> String {
        "# " + text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).joined(separator: " ") + "\n"
    }
}
