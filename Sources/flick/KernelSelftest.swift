import FlickEvdev
import FlickInput
import FoundationEssentials

/// Runs the real-kernel checks of `flick kernel-selftest` and counts their results. Each
/// check prints one line: `PASS name: detail (seconds)` or `FAIL name: reason (seconds)`.
struct KernelSelftest {
    /// Only checks whose name contains this text run (`nil`: all).
    var filter: String?
    /// Checks that passed so far.
    private(set) var passed = 0
    /// Checks that failed so far.
    private(set) var failed = 0

    /// Runs `body` as the check `name` unless the filter excludes it. `body` returns a
    /// detail for the PASS line, or throws a `KernelSelftestFailure` (or any error) to fail.
    mutating func check(_ name: String, _ body: () throws -> String) {
        if let filter, !name.contains(filter) { return }
        let start = EvdevDevice.monotonicNow()
        func took() -> String { String(printf: "%.2f s", EvdevDevice.monotonicNow() - start) }
        do {
            let detail = try body()
            passed += 1
            print("PASS \(name): \(detail) (\(took()))")
        } catch {
            failed += 1
            print("FAIL \(name): \(error) (\(took()))")
        }
    }
}

/// Why a check failed, in words.
struct KernelSelftestFailure: Error, CustomStringConvertible {
    /// What was expected and what happened.
    var description: String

    init(_ description: String) { self.description = description }
}

extension KernelSelftest {
    /// A 10-slot protocol-B touchscreen for the overflow, unplug and discovery checks
    /// (ranges of a 1280x800 panel at 10 units/mm; values chosen by us).
    static let panel = DeviceDescription(
        name: "Flick Selftest Touchscreen", bus: 0x18, vendor: 0xf11c, product: 0x0001, version: 1,
        properties: [Evdev.INPUT_PROP_DIRECT], codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
        axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: 12799, resolution: 10),
               AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: 7999, resolution: 10),
               AxisInfo(code: Evdev.ABS_MT_SLOT, minimum: 0, maximum: 9),
               AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: 12799, resolution: 10),
               AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: 7999, resolution: 10),
               AxisInfo(code: Evdev.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)])

    /// The events of one protocol-B frame: for each contact, its slot, then its tracking id
    /// (when given: -1 lifts it) and position (when given), closed by SYN_REPORT.
    static func frame(_ contacts: [(slot: Int32, trackingID: Int32?, x: Int32?, y: Int32?)]) -> [InputEvent] {
        var events: [InputEvent] = []
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: 0, type: type, code: code, value: value))
        }
        for contact in contacts {
            add(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, contact.slot)
            if let id = contact.trackingID { add(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, id) }
            if let x = contact.x { add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, x) }
            if let y = contact.y { add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, y) }
        }
        add(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)
        return events
    }

    /// A touch in a few words for failure messages: `#id slot s (x, y) phase`.
    static func summary(_ touch: Touch) -> String {
        "#\(touch.id) slot \(touch.slot) (\(touch.devicePosition.x), \(touch.devicePosition.y)) \(touch.phase.rawValue)"
    }

    /// A frame in a few words for failure messages.
    static func summary(_ touches: [Touch]) -> String {
        touches.isEmpty ? "[]" : "[" + touches.map(summary).joined(separator: ", ") + "]"
    }
}
