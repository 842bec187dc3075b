/// One absolute axis as the kernel describes it (`struct input_absinfo`).
///
/// Values are in device units. The kernel does not clamp reported values to
/// `minimum...maximum` (research note §1), so neither does Flick.
public struct AxisInfo: Hashable, Sendable {
    /// The axis code (`ABS_MT_POSITION_X`, …).
    public var code: UInt16
    /// The smallest value the device advertises, in device units.
    public var minimum: Int32
    /// The largest value the device advertises, in device units.
    public var maximum: Int32
    /// The kernel's noise filter: values within this many units of the last are smoothed.
    public var fuzz: Int32
    /// The dead zone around the centre, in device units (joysticks).
    public var flat: Int32
    /// Units per millimetre for position and size axes; 0 when the device does not say.
    public var resolution: Int32

    /// Creates an axis description.
    public init(code: UInt16, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0,
                resolution: Int32 = 0) {
        self.code = code
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// The advertised span `maximum - minimum`, in device units (at least 1, so that it can divide).
    public var span: Double { max(1, Double(maximum) - Double(minimum)) }

    /// True when `value` lies inside the advertised range.
    public func contains(_ value: Double) -> Bool { value >= Double(minimum) && value <= Double(maximum) }

    /// The physical length of the advertised range in millimetres, or `nil` without a resolution.
    public var lengthInMillimetres: Double? { resolution > 0 ? span / Double(resolution) : nil }
}
