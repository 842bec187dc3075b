/// A colour: red, green, blue and alpha components in 0…1, not premultiplied (sRGB).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from its components (each 0…1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey of the given white level (0 black … 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
