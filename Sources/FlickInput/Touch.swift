/// One contact on the panel as of one touch frame.
public struct Touch: Hashable, Sendable {
    /// Identity of this touch, unique within one input stream and never reused
    /// (kernel tracking ids are reused; this is not). Assigned by the decoder.
    public var id: Int
    /// The kernel slot (protocol B), or the contact's index in its frame (protocol A);
    /// 0 for single-touch devices.
    public var slot: Int
    /// The kernel tracking id (ABS_MT_TRACKING_ID), or -1 when the device has none.
    public var trackingID: Int
    /// Position in device units, as reported (not clamped to the advertised range).
    public var devicePosition: Point
    /// Position in millimetres from the device's minimum corner, when the axes have a
    /// resolution; `nil` otherwise.
    public var millimetres: Point?
    /// Position in window points after rotation, mirroring and calibration.
    public var location: Point
    /// ABS_MT_PRESSURE (or ABS_PRESSURE) in device units, `nil` when the device has none.
    public var pressure: Double?
    /// ABS_MT_TOUCH_MAJOR in device units, `nil` when the device has none.
    public var touchMajor: Double?
    /// ABS_MT_TOUCH_MINOR in device units, `nil` when the device has none.
    public var touchMinor: Double?
    /// The tool reported by ABS_MT_TOOL_TYPE.
    public var toolType: ToolType
    /// The phase of this touch in this frame.
    public var phase: TouchPhase

    /// Creates a touch; the optional measurements default to absent.
    public init(id: Int, slot: Int = 0, trackingID: Int = -1, devicePosition: Point? = nil,
                millimetres: Point? = nil, location: Point, pressure: Double? = nil,
                touchMajor: Double? = nil, touchMinor: Double? = nil,
                toolType: ToolType = .finger, phase: TouchPhase) {
        self.id = id
        self.slot = slot
        self.trackingID = trackingID
        self.devicePosition = devicePosition ?? location
        self.millimetres = millimetres
        self.location = location
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.toolType = toolType
        self.phase = phase
    }

    /// The tool types of ABS_MT_TOOL_TYPE (`MT_TOOL_FINGER`, `MT_TOOL_PEN`, `MT_TOOL_PALM`).
    public enum ToolType: Int, Hashable, Sendable {
        /// MT_TOOL_FINGER (0), also the default when the device has no tool type.
        case finger = 0
        /// MT_TOOL_PEN (1).
        case pen = 1
        /// MT_TOOL_PALM (2): a palm; a touch that turns into one is cancelled.
        case palm = 2
    }
}
