/// What an input device is: its name and ids, properties, the event codes it can send and
/// its absolute axes. Built from an evemu header (`Recording`) or from libevdev (`FlickEvdev`).
public struct DeviceDescription: Hashable, Sendable {
    /// The device name (`N:` line, `libevdev_get_name`).
    public var name: String
    /// Bus type (`BUS_USB` 0x03, `BUS_I2C` 0x18, …).
    public var bus: UInt16
    /// USB/HID vendor id.
    public var vendor: UInt16
    /// Product id.
    public var product: UInt16
    /// Device version.
    public var version: UInt16
    /// The input properties it sets (`INPUT_PROP_DIRECT`, …).
    public var properties: Set<UInt16>
    /// The event codes it can send, by event type.
    public var codes: [UInt16: Set<UInt16>]
    /// Its absolute axes, by code.
    public var axes: [UInt16: AxisInfo]
    /// The axis codes single-touch positions come on. `ABS_X`/`ABS_Y` unless a quirk says
    /// otherwise (see `DeviceDescription+Quirks.swift`).
    public var singleTouchAxisCodes: (x: UInt16, y: UInt16)

    /// The most slots Flick tracks (libevdev's slot sync also stops at 256: research note §2).
    public static let maximumSlotCount = 256

    /// Creates a description. Every code of `axes` is added to `codes[EV_ABS]`.
    public init(name: String, bus: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
                properties: Set<UInt16> = [], codes: [UInt16: Set<UInt16>] = [:], axes: [AxisInfo] = []) {
        self.name = name
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
        self.properties = properties
        var codes = codes
        var table: [UInt16: AxisInfo] = [:]
        for axis in axes {
            table[axis.code] = axis
            codes[Evdev.EV_ABS, default: []].insert(axis.code)
        }
        if !table.isEmpty { codes[Evdev.EV_SYN, default: []].insert(Evdev.SYN_REPORT) }
        self.codes = codes
        self.axes = table
        self.singleTouchAxisCodes = (Evdev.ABS_X, Evdev.ABS_Y)
    }

    public static func == (a: DeviceDescription, b: DeviceDescription) -> Bool {
        a.name == b.name && a.bus == b.bus && a.vendor == b.vendor && a.product == b.product
            && a.version == b.version && a.properties == b.properties && a.codes == b.codes
            && a.axes == b.axes && a.singleTouchAxisCodes == b.singleTouchAxisCodes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(vendor)
        hasher.combine(product)
        hasher.combine(axes)
    }

    /// True when the device can send `code` of `type`.
    public func has(_ type: UInt16, _ code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }

    /// True when the device sets `property`.
    public func has(property: UInt16) -> Bool { properties.contains(property) }

    /// The multitouch slot count: `ABS_MT_SLOT`'s maximum + 1, capped at `maximumSlotCount`;
    /// 0 when the device has no slots (protocol A or single touch).
    public var slotCount: Int {
        guard let slot = axes[Evdev.ABS_MT_SLOT] else { return 0 }
        return Int(min(Int64(DeviceDescription.maximumSlotCount), max(1, Int64(slot.maximum) + 1)))
    }

    /// How the device reports contacts.
    public var touchProtocol: TouchProtocol {
        if axes[Evdev.ABS_MT_SLOT] != nil, axes[Evdev.ABS_MT_POSITION_X] != nil { return .multitouchB }
        if axes[Evdev.ABS_MT_POSITION_X] != nil, axes[Evdev.ABS_MT_POSITION_Y] != nil { return .multitouchA }
        if axes[singleTouchAxisCodes.x] != nil, axes[singleTouchAxisCodes.y] != nil { return .singleTouch }
        return .none
    }

    /// The axes positions are reported on: `ABS_MT_POSITION_X/Y` for multitouch devices,
    /// the single-touch axes otherwise; `nil` when the device has neither.
    public var positionAxes: (x: AxisInfo, y: AxisInfo)? {
        switch touchProtocol {
        case .multitouchA, .multitouchB:
            return (axes[Evdev.ABS_MT_POSITION_X]!, axes[Evdev.ABS_MT_POSITION_Y] ?? axes[Evdev.ABS_MT_POSITION_X]!)
        case .singleTouch:
            return (axes[singleTouchAxisCodes.x]!, axes[singleTouchAxisCodes.y]!)
        case .none:
            return nil
        }
    }

    /// What kind of device this is, by the rules of the research note §1 and §7.4:
    /// a touchscreen sets INPUT_PROP_DIRECT, or (old devices without properties) has
    /// BTN_TOUCH without BTN_TOOL_FINGER; a touchpad sets INPUT_PROP_POINTER or has
    /// BTN_TOOL_FINGER without INPUT_PROP_DIRECT. A device without position axes is `other`.
    public var classification: Classification {
        guard positionAxes != nil else { return .other }
        if has(property: Evdev.INPUT_PROP_DIRECT) { return .touchscreen }
        if has(property: Evdev.INPUT_PROP_POINTER) { return .touchpad }
        let finger = has(Evdev.EV_KEY, Evdev.BTN_TOOL_FINGER)
        if finger { return .touchpad }
        if has(Evdev.EV_KEY, Evdev.BTN_TOUCH) { return .touchscreen }
        // Neither properties nor BTN_TOUCH (research note §7.4: never require BTN_TOUCH):
        // an absolute multitouch device without pointer hints is taken as a touchscreen.
        return touchProtocol == .singleTouch ? .other : .touchscreen
    }

    /// How a device reports its contacts (kernel `multi-touch-protocol.rst`).
    public enum TouchProtocol: String, Hashable, Sendable {
        /// Protocol B: slots and tracking ids, deltas only.
        case multitouchB = "B"
        /// Protocol A: anonymous contacts separated by SYN_MT_REPORT.
        case multitouchA = "A"
        /// One contact on ABS_X/ABS_Y (or a quirk's axes), down while BTN_TOUCH is 1.
        case singleTouch = "single-touch"
        /// No position axes at all.
        case none
    }

    /// What kind of device it is.
    public enum Classification: String, Hashable, Sendable {
        /// A touchscreen: coordinates map to the display.
        case touchscreen
        /// A touchpad: coordinates drive a pointer; Flick refuses it unless asked.
        case touchpad
        /// Anything else (keyboards, mice, pens without touch axes).
        case other
    }
}
