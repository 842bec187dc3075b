/// The touchscreen a synthesized recording claims to come from: a 10-slot protocol-B panel
/// with a real resolution, sampled at a fixed rate with jitter and a little positional noise.
public struct SynthesizedDevice: Hashable, Sendable {
    /// The device name written in the `N:` line.
    public var name = "Flick Synthetic Touchscreen"
    /// Slots (10, like the Atmel maXTouch and QUANTA panels of research note §4).
    public var slots = 10
    /// Horizontal positions 0…`width - 1`, in device units.
    public var width: Int32 = 12800
    /// Vertical positions 0…`height - 1`, in device units.
    public var height: Int32 = 8000
    /// Units per millimetre (10, chosen by us so that 1 window point = 10 units = 1 mm on the
    /// default window; real panels advertise 5–40 units/mm, e.g. the Cintiq 13HD's 10, research note §4).
    public var resolution: Int32 = 10
    /// Frames per second (120 Hz, chosen by us: a common touch-controller report rate; issue #3).
    public var rate = 120.0
    /// Frame-time jitter, seconds (uniform ±0.5 ms, chosen by us: a few hundred microseconds of
    /// report-time jitter, as USB and I2C controllers deliver reports through interrupts).
    public var jitter = 0.0005
    /// Positional noise, device units (uniform ±1.5 units = ±0.15 mm, chosen by us: a steady
    /// finger's centroid wobbles by a fraction of a millimetre on a capacitive panel).
    public var noise = 1.5
    /// Contact size of a finger, millimetres (8 mm, chosen by us: a fingertip's contact patch).
    public var fingerSize = 8.0
    /// Contact size of a palm, millimetres (35 mm, chosen by us: the side of a hand).
    public var palmSize = 35.0
    /// The window whose points the scripts use; the full range maps onto it.
    public var windowSize = WindowMapping.defaultWindowSize

    /// The default synthetic panel.
    public init() {}

    /// The evemu/libevdev description of this device.
    public var description: DeviceDescription {
        let maxX = width - 1, maxY = height - 1
        let sizeMax = Int32(max(palmSize, fingerSize) * 2 * Double(resolution))
        return DeviceDescription(
            name: name, bus: 0x18, vendor: 0, product: 0, version: 1,
            properties: [Evdev.INPUT_PROP_DIRECT],
            codes: [Evdev.EV_SYN: [Evdev.SYN_REPORT, Evdev.SYN_CONFIG, Evdev.SYN_DROPPED],
                    Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
            axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: maxX, resolution: resolution),
                   AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: maxY, resolution: resolution),
                   AxisInfo(code: Evdev.ABS_MT_SLOT, minimum: 0, maximum: Int32(slots - 1)),
                   AxisInfo(code: Evdev.ABS_MT_TOUCH_MAJOR, minimum: 0, maximum: sizeMax, resolution: resolution),
                   AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: maxX, resolution: resolution),
                   AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: maxY, resolution: resolution),
                   AxisInfo(code: Evdev.ABS_MT_TOOL_TYPE, minimum: 0, maximum: Evdev.MT_TOOL_PALM),
                   AxisInfo(code: Evdev.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)])
    }

    /// Device units (fractional) for a window point: the inverse of the default mapping.
    public func deviceUnits(for point: Point) -> Point {
        Point(x: point.x / windowSize.width * Double(width - 1), y: point.y / windowSize.height * Double(height - 1))
    }
}
