import FlickInput

/// Builds raw evdev event streams for decoder tests: protocol-B slot events, protocol-A
/// contacts and single-touch events, each frame closed with `report()` at a given time.
///
/// ```swift
/// var events = RecordingBuilder()
/// events.slot(0); events.trackingID(7); events.position(x: 100, y: 200); events.report(at: 0.01)
/// events.trackingID(-1); events.report(at: 0.02)
/// let frames = events.decode(with: RecordingBuilder.touchscreen())
/// ```
public struct RecordingBuilder: Sendable {
    /// The events built so far.
    public private(set) var events: [InputEvent] = []
    /// The time given to events added before the next `report(at:)`, in seconds.
    public var time: Double = 0

    /// Creates an empty stream.
    public init() {}

    /// A protocol-B touchscreen: X 0…`width`-1, Y 0…`height`-1 at `resolution` units/mm,
    /// `slots` slots, INPUT_PROP_DIRECT, BTN_TOUCH, tool type and pressure axes.
    public static func touchscreen(slots: Int = 10, width: Int32 = 12800, height: Int32 = 8000,
                                   resolution: Int32 = 10) -> DeviceDescription {
        DeviceDescription(name: "Test Touchscreen", bus: 0x18, properties: [Evdev.INPUT_PROP_DIRECT],
                          codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
                          axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: width - 1, resolution: resolution),
                                 AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: height - 1, resolution: resolution),
                                 AxisInfo(code: Evdev.ABS_MT_SLOT, minimum: 0, maximum: Int32(slots - 1)),
                                 AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: width - 1, resolution: resolution),
                                 AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: height - 1, resolution: resolution),
                                 AxisInfo(code: Evdev.ABS_MT_TOOL_TYPE, minimum: 0, maximum: 2),
                                 AxisInfo(code: Evdev.ABS_MT_PRESSURE, minimum: 0, maximum: 255),
                                 AxisInfo(code: Evdev.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)])
    }

    /// A protocol-A touchscreen (no ABS_MT_SLOT), without properties, like the N-Trig.
    public static func protocolATouchscreen(width: Int32 = 9600, height: Int32 = 7200) -> DeviceDescription {
        DeviceDescription(name: "Test Protocol A", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
                          axes: [AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: width),
                                 AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: height),
                                 AxisInfo(code: Evdev.ABS_MT_TOOL_TYPE, minimum: 0, maximum: 2)])
    }

    /// A single-touch touchscreen (ABS_X/ABS_Y, BTN_TOUCH).
    public static func singleTouchscreen(width: Int32 = 2048, height: Int32 = 2048) -> DeviceDescription {
        DeviceDescription(name: "Test Single Touch", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
                          axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: width),
                                 AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: height)])
    }

    /// Appends a raw event at the current time.
    public mutating func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }

    /// ABS_MT_SLOT.
    public mutating func slot(_ slot: Int32) { add(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, slot) }
    /// ABS_MT_TRACKING_ID.
    public mutating func trackingID(_ id: Int32) { add(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, id) }
    /// ABS_MT_POSITION_X and/or ABS_MT_POSITION_Y.
    public mutating func position(x: Int32? = nil, y: Int32? = nil) {
        if let x { add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, x) }
        if let y { add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, y) }
    }
    /// ABS_MT_TOOL_TYPE.
    public mutating func tool(_ tool: Int32) { add(Evdev.EV_ABS, Evdev.ABS_MT_TOOL_TYPE, tool) }
    /// BTN_TOUCH.
    public mutating func buttonTouch(_ down: Bool) { add(Evdev.EV_KEY, Evdev.BTN_TOUCH, down ? 1 : 0) }
    /// SYN_MT_REPORT (protocol A contact separator).
    public mutating func contactReport() { add(Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0) }
    /// SYN_DROPPED.
    public mutating func dropped() { add(Evdev.EV_SYN, Evdev.SYN_DROPPED, 0) }
    /// A protocol-A contact: position (and tracking id when given) then SYN_MT_REPORT.
    public mutating func contact(x: Int32, y: Int32, trackingID: Int32? = nil) {
        if let trackingID { self.trackingID(trackingID) }
        position(x: x, y: y)
        contactReport()
    }
    /// Single-touch ABS_X/ABS_Y.
    public mutating func singlePosition(x: Int32, y: Int32) {
        add(Evdev.EV_ABS, Evdev.ABS_X, x)
        add(Evdev.EV_ABS, Evdev.ABS_Y, y)
    }

    /// Closes the frame with SYN_REPORT at `time` seconds (later events get that time too).
    public mutating func report(at time: Double) {
        self.time = time
        add(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)
    }

    /// Decodes the stream for `device` with the default mapping, cancelling what is down at the end.
    public func decode(with device: DeviceDescription, finishing: Bool = true) -> [TouchFrame] {
        var decoder = MultitouchDecoder(device: device)
        return decoder.decode(events, finishing: finishing)
    }

    /// The stream as a `Recording` of `device`.
    public func recording(of device: DeviceDescription) -> Recording { Recording(device: device, events: events) }
}

extension TouchFrame {
    /// `[(id, phase)]` of the frame's touches, for compact assertions.
    public var summary: [String] { touches.map { "\($0.id):\($0.phase.rawValue)" } }
}
