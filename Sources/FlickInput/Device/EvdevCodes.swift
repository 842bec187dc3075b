// Event types, codes and properties from linux/input-event-codes.h (kernel ABI; names kept
// exactly as the kernel spells them so that they can be searched for in its documentation).
// swiftlint:disable identifier_name

/// The evdev constants Flick uses, with the kernel's names and values
/// (`include/uapi/linux/input-event-codes.h`).
public enum Evdev {
    /// EV_SYN: frame markers.
    public static let EV_SYN: UInt16 = 0x00
    /// EV_KEY: keys and buttons.
    public static let EV_KEY: UInt16 = 0x01
    /// EV_REL: relative axes.
    public static let EV_REL: UInt16 = 0x02
    /// EV_ABS: absolute axes.
    public static let EV_ABS: UInt16 = 0x03
    /// EV_MSC: miscellaneous (MSC_TIMESTAMP, MSC_SCAN).
    public static let EV_MSC: UInt16 = 0x04
    /// EV_SW: switches.
    public static let EV_SW: UInt16 = 0x05
    /// EV_LED: LEDs.
    public static let EV_LED: UInt16 = 0x11
    /// EV_SND: sounds.
    public static let EV_SND: UInt16 = 0x12
    /// EV_REP: autorepeat.
    public static let EV_REP: UInt16 = 0x14
    /// EV_FF: force feedback.
    public static let EV_FF: UInt16 = 0x15
    /// EV_MAX: the highest event type.
    public static let EV_MAX: UInt16 = 0x1f

    /// SYN_REPORT: closes a frame.
    public static let SYN_REPORT: UInt16 = 0
    /// SYN_CONFIG: unused.
    public static let SYN_CONFIG: UInt16 = 1
    /// SYN_MT_REPORT: closes one anonymous contact (protocol A).
    public static let SYN_MT_REPORT: UInt16 = 2
    /// SYN_DROPPED: the kernel's buffer overran; events were lost.
    public static let SYN_DROPPED: UInt16 = 3

    /// BTN_LEFT.
    public static let BTN_LEFT: UInt16 = 0x110
    /// BTN_TOOL_PEN.
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    /// BTN_TOOL_FINGER: one finger (touchpads; touchscreens historically lack it).
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    /// BTN_TOOL_QUINTTAP: five fingers.
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    /// BTN_TOUCH: something touches the surface.
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// BTN_TOOL_DOUBLETAP: two fingers.
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    /// BTN_TOOL_TRIPLETAP: three fingers.
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    /// BTN_TOOL_QUADTAP: four fingers.
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
    /// KEY_MAX: the highest key code.
    public static let KEY_MAX: UInt16 = 0x2ff

    /// ABS_X.
    public static let ABS_X: UInt16 = 0x00
    /// ABS_Y.
    public static let ABS_Y: UInt16 = 0x01
    /// ABS_Z (the eGalax USB TouchController reports its X here).
    public static let ABS_Z: UInt16 = 0x02
    /// ABS_RX (the eGalax USB TouchController reports its Y here).
    public static let ABS_RX: UInt16 = 0x03
    /// ABS_PRESSURE.
    public static let ABS_PRESSURE: UInt16 = 0x18
    /// ABS_DISTANCE.
    public static let ABS_DISTANCE: UInt16 = 0x19
    /// ABS_MISC.
    public static let ABS_MISC: UInt16 = 0x28
    /// ABS_RESERVED: marks "fake MT" devices libevdev cannot sync.
    public static let ABS_RESERVED: UInt16 = 0x2e
    /// ABS_MT_SLOT: selects the slot the following MT events describe (protocol B).
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// ABS_MT_TOUCH_MAJOR: contact size, major axis, in surface units.
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    /// ABS_MT_TOUCH_MINOR: contact size, minor axis.
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    /// ABS_MT_WIDTH_MAJOR: approaching tool size, major axis.
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    /// ABS_MT_WIDTH_MINOR.
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    /// ABS_MT_ORIENTATION.
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    /// ABS_MT_POSITION_X.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// ABS_MT_POSITION_Y.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// ABS_MT_TOOL_TYPE: MT_TOOL_FINGER, MT_TOOL_PEN or MT_TOOL_PALM.
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    /// ABS_MT_BLOB_ID.
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    /// ABS_MT_TRACKING_ID: a contact's id; -1 frees the slot.
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    /// ABS_MT_PRESSURE.
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    /// ABS_MT_DISTANCE.
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b
    /// ABS_MAX: the highest absolute axis code.
    public static let ABS_MAX: UInt16 = 0x3f

    /// MSC_TIMESTAMP: the device's own microsecond clock.
    public static let MSC_TIMESTAMP: UInt16 = 0x05

    /// MT_TOOL_FINGER.
    public static let MT_TOOL_FINGER: Int32 = 0
    /// MT_TOOL_PEN.
    public static let MT_TOOL_PEN: Int32 = 1
    /// MT_TOOL_PALM.
    public static let MT_TOOL_PALM: Int32 = 2

    /// INPUT_PROP_POINTER: needs a pointer (touchpads, mice).
    public static let INPUT_PROP_POINTER: UInt16 = 0x00
    /// INPUT_PROP_DIRECT: coordinates map directly to the screen (touchscreens).
    public static let INPUT_PROP_DIRECT: UInt16 = 0x01
    /// INPUT_PROP_BUTTONPAD.
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02
    /// INPUT_PROP_SEMI_MT.
    public static let INPUT_PROP_SEMI_MT: UInt16 = 0x03
    /// INPUT_PROP_MAX: the highest property.
    public static let INPUT_PROP_MAX: UInt16 = 0x1f

    /// The highest code of each event type (`*_MAX`), used to size bit masks.
    public static func maximumCode(ofType type: UInt16) -> UInt16 {
        switch type {
        case EV_SYN: return 0x0f
        case EV_KEY: return KEY_MAX
        case EV_REL: return 0x0f
        case EV_ABS: return ABS_MAX
        case EV_MSC: return 0x07
        case EV_SW: return 0x10
        case EV_LED: return 0x0f
        case EV_SND: return 0x07
        case EV_REP: return 0x01
        case EV_FF: return 0x7f
        default: return 0
        }
    }

    private static let typeNames: [UInt16: String] = [
        EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", EV_REL: "EV_REL", EV_ABS: "EV_ABS", EV_MSC: "EV_MSC",
        EV_SW: "EV_SW", EV_LED: "EV_LED", EV_SND: "EV_SND", EV_REP: "EV_REP", EV_FF: "EV_FF",
    ]
    private static let synNames: [UInt16: String] = [
        SYN_REPORT: "SYN_REPORT", SYN_CONFIG: "SYN_CONFIG", SYN_MT_REPORT: "SYN_MT_REPORT",
        SYN_DROPPED: "SYN_DROPPED",
    ]
    private static let keyNames: [UInt16: String] = [
        BTN_LEFT: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", BTN_TOOL_PEN: "BTN_TOOL_PEN",
        0x141: "BTN_TOOL_RUBBER", BTN_TOOL_FINGER: "BTN_TOOL_FINGER", BTN_TOOL_QUINTTAP: "BTN_TOOL_QUINTTAP",
        BTN_TOUCH: "BTN_TOUCH", 0x14b: "BTN_STYLUS", 0x14c: "BTN_STYLUS2",
        BTN_TOOL_DOUBLETAP: "BTN_TOOL_DOUBLETAP", BTN_TOOL_TRIPLETAP: "BTN_TOOL_TRIPLETAP",
        BTN_TOOL_QUADTAP: "BTN_TOOL_QUADTAP",
    ]
    private static let absNames: [UInt16: String] = [
        ABS_X: "ABS_X", ABS_Y: "ABS_Y", ABS_Z: "ABS_Z", ABS_RX: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ",
        ABS_PRESSURE: "ABS_PRESSURE", ABS_DISTANCE: "ABS_DISTANCE", 0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y",
        ABS_MISC: "ABS_MISC", ABS_RESERVED: "ABS_RESERVED", ABS_MT_SLOT: "ABS_MT_SLOT",
        ABS_MT_TOUCH_MAJOR: "ABS_MT_TOUCH_MAJOR", ABS_MT_TOUCH_MINOR: "ABS_MT_TOUCH_MINOR",
        ABS_MT_WIDTH_MAJOR: "ABS_MT_WIDTH_MAJOR", ABS_MT_WIDTH_MINOR: "ABS_MT_WIDTH_MINOR",
        ABS_MT_ORIENTATION: "ABS_MT_ORIENTATION", ABS_MT_POSITION_X: "ABS_MT_POSITION_X",
        ABS_MT_POSITION_Y: "ABS_MT_POSITION_Y", ABS_MT_TOOL_TYPE: "ABS_MT_TOOL_TYPE",
        ABS_MT_BLOB_ID: "ABS_MT_BLOB_ID", ABS_MT_TRACKING_ID: "ABS_MT_TRACKING_ID",
        ABS_MT_PRESSURE: "ABS_MT_PRESSURE", ABS_MT_DISTANCE: "ABS_MT_DISTANCE",
    ]
    private static let mscNames: [UInt16: String] = [0x00: "MSC_SERIAL", 0x04: "MSC_SCAN", MSC_TIMESTAMP: "MSC_TIMESTAMP"]
    private static let propertyNames: [UInt16: String] = [
        INPUT_PROP_POINTER: "INPUT_PROP_POINTER", INPUT_PROP_DIRECT: "INPUT_PROP_DIRECT",
        INPUT_PROP_BUTTONPAD: "INPUT_PROP_BUTTONPAD", INPUT_PROP_SEMI_MT: "INPUT_PROP_SEMI_MT",
        0x04: "INPUT_PROP_TOPBUTTONPAD", 0x05: "INPUT_PROP_POINTING_STICK", 0x06: "INPUT_PROP_ACCELEROMETER",
    ]

    /// The kernel name of an event type (`EV_ABS`), or `nil` when Flick does not know it.
    public static func name(ofType type: UInt16) -> String? { typeNames[type] }

    /// The kernel name of an event code (`ABS_MT_SLOT`), or `nil` when Flick does not know it.
    public static func name(ofCode code: UInt16, type: UInt16) -> String? {
        switch type {
        case EV_SYN: return synNames[code]
        case EV_KEY: return keyNames[code]
        case EV_ABS: return absNames[code]
        case EV_MSC: return mscNames[code]
        default: return nil
        }
    }

    /// The kernel name of an input property (`INPUT_PROP_DIRECT`), or `nil`.
    public static func name(ofProperty property: UInt16) -> String? { propertyNames[property] }
}
