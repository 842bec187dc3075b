/// A libinput-style 2x3 calibration matrix, applied to normalised device coordinates
/// (0…1 across the advertised range): `x' = a·x + b·y + c`, `y' = d·x + e·y + f`.
/// Offsets `c` and `f` are in device-size units, as in libinput's
/// `LIBINPUT_CALIBRATION_MATRIX` (research note §5).
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The six coefficients, row-major: a b c / d e f.
    public var a, b, c, d, e, f: Double

    /// Creates a matrix from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The identity: no calibration.
    public static let identity = CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// The largest coefficient magnitude accepted (ours: a calibration maps the screen onto
    /// itself, with coefficients near ±1; ±1000 sends a touch a thousand screens away, and
    /// 1e308 would overflow to infinity and then to a position of 0).
    public static let coefficientLimit = 1000.0

    /// Parses six numbers separated by spaces or commas (`"0 -1 1 1 0 0"`), each within
    /// ±`coefficientLimit`, or returns `nil`.
    public init?(parsing text: String) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
        guard numbers.count == 6,
              numbers.allSatisfy({ $0 != nil && abs($0!) <= CalibrationMatrix.coefficientLimit }) else { return nil }
        self.init(a: numbers[0]!, b: numbers[1]!, c: numbers[2]!, d: numbers[3]!, e: numbers[4]!, f: numbers[5]!)
    }

    /// The matrix applied to a normalised point.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + b * point.y + c, y: d * point.x + e * point.y + f)
    }

    public var description: String { "\(a) \(b) \(c) \(d) \(e) \(f)" }
}
