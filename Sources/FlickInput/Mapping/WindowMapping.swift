/// Maps device positions to window points: normalise across the advertised axis ranges,
/// apply the calibration matrix, rotate to the interface orientation, mirror, and scale to
/// the window size. Values outside the advertised range are kept, not clamped (the kernel
/// does not clamp either, research note §1); the decoder logs them once.
public struct WindowMapping: Hashable, Sendable {
    /// The window size used when none is given, in points (issue #3).
    public static let defaultWindowSize = Size(width: 1280, height: 800)

    /// The horizontal device axis (minimum and maximum in device units).
    public var xAxis: AxisInfo
    /// The vertical device axis.
    public var yAxis: AxisInfo
    /// The window size in points.
    public var windowSize: Size
    /// How the interface is turned relative to the panel's native axes.
    public var rotation: Rotation
    /// Flips the window's x axis after rotation.
    public var mirroredHorizontally: Bool
    /// Flips the window's y axis after rotation.
    public var mirroredVertically: Bool
    /// The calibration applied to normalised device coordinates before rotation.
    public var calibration: CalibrationMatrix

    /// Creates a mapping from two device axes.
    public init(xAxis: AxisInfo, yAxis: AxisInfo, windowSize: Size = WindowMapping.defaultWindowSize,
                rotation: Rotation = .none, mirroredHorizontally: Bool = false, mirroredVertically: Bool = false,
                calibration: CalibrationMatrix = .identity) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.windowSize = windowSize
        self.rotation = rotation
        self.mirroredHorizontally = mirroredHorizontally
        self.mirroredVertically = mirroredVertically
        self.calibration = calibration
    }

    /// A mapping for a device's position axes. A device without position axes gets the
    /// range 0…window size, so that device units pass through as points.
    public init(description: DeviceDescription, windowSize: Size = WindowMapping.defaultWindowSize,
                rotation: Rotation = .none, mirroredHorizontally: Bool = false, mirroredVertically: Bool = false,
                calibration: CalibrationMatrix = .identity) {
        let axes = description.positionAxes
            ?? (AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: Int32(clamping: Int(windowSize.width))),
                AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: Int32(clamping: Int(windowSize.height))))
        self.init(xAxis: axes.x, yAxis: axes.y, windowSize: windowSize, rotation: rotation,
                  mirroredHorizontally: mirroredHorizontally, mirroredVertically: mirroredVertically,
                  calibration: calibration)
    }

    /// The position normalised across the advertised ranges (0…1 inside them) and calibrated.
    @inline(__always)
    public func normalized(x: Double, y: Double) -> Point {
        let point = Point(x: (x - Double(xAxis.minimum)) / xAxis.span, y: (y - Double(yAxis.minimum)) / yAxis.span)
        return calibration == .identity ? point : calibration.apply(point)
    }

    /// The window location, in points, of a device position.
    @inline(__always)
    public func location(x: Double, y: Double) -> Point {
        let n = normalized(x: x, y: y)
        var u: Double, v: Double
        switch rotation {
        case .none: (u, v) = (n.x, n.y)
        case .clockwise90: (u, v) = (n.y, 1 - n.x)
        case .upsideDown: (u, v) = (1 - n.x, 1 - n.y)
        case .clockwise270: (u, v) = (1 - n.y, n.x)
        }
        if mirroredHorizontally { u = 1 - u }
        if mirroredVertically { v = 1 - v }
        return Point(x: u * windowSize.width, y: v * windowSize.height)
    }

    /// The millimetres from the axes' minimum corner, or `nil` when an axis has no resolution.
    @inline(__always)
    public func millimetres(x: Double, y: Double) -> Point? {
        guard xAxis.resolution > 0, yAxis.resolution > 0 else { return nil }
        return Point(x: (x - Double(xAxis.minimum)) / Double(xAxis.resolution),
                     y: (y - Double(yAxis.minimum)) / Double(yAxis.resolution))
    }

    /// True when the device position lies inside the advertised ranges.
    @inline(__always)
    public func isInRange(x: Double, y: Double) -> Bool { xAxis.contains(x) && yAxis.contains(y) }

    /// The interface orientation: the angle, clockwise, by which the displayed interface is
    /// turned relative to the panel's native axes. With `.clockwise90` the window's top-left
    /// corner lies at the panel's top-right corner (xrandr `--rotate right`).
    public enum Rotation: Int, Hashable, Sendable, CaseIterable {
        /// Native orientation.
        case none = 0
        /// Turned 90° clockwise.
        case clockwise90 = 90
        /// Turned 180°.
        case upsideDown = 180
        /// Turned 270° clockwise (90° counter-clockwise).
        case clockwise270 = 270

        /// The rotation for an angle in degrees (0, 90, 180, 270; multiples of 360 added
        /// or negative angles are normalised), or `nil` for other angles.
        public init?(degrees: Int) {
            self.init(rawValue: ((degrees % 360) + 360) % 360)
        }
    }
}
