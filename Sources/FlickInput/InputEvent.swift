/// One raw evdev event, as the kernel delivers it or a recording stores it.
///
/// `time` is in seconds: CLOCK_MONOTONIC for a live device, or seconds since the first
/// event of a recording after rebasing.
public struct InputEvent: Hashable, Sendable {
    /// Timestamp in seconds.
    public var time: Double
    /// Event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
    public var type: UInt16
    /// Event code within the type (`ABS_MT_SLOT`, `SYN_REPORT`, …).
    public var code: UInt16
    /// Event value (a position in device units, a tracking id, 0/1 for keys, …).
    public var value: Int32

    /// Creates an event.
    public init(time: Double, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }
}
