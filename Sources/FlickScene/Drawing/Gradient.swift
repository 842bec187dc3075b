import FlickAnimation

/// One colour stop of a gradient: a colour at a location 0…1 along the gradient axis.
public struct GradientStop: Hashable, Sendable {
    /// Position along the axis, 0 (start) … 1 (end).
    public var location: Double
    /// Colour at that position (straight alpha).
    public var color: Color

    /// Creates a stop.
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// The colours of a linear gradient (`CAGradientLayer.colors` and `.locations`):
/// stops sorted by location, colours interpolated linearly per component (straight
/// alpha, like SDL's vertex colours); before the first and after the last stop the end
/// colours extend.
public struct Gradient: Hashable, Sendable {
    /// The stops, sorted by location.
    public let stops: [GradientStop]

    /// A gradient through `stops` (sorted here; at least one).
    public init(stops: [GradientStop]) {
        precondition(!stops.isEmpty, "a gradient needs a stop")
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Evenly spaced colours, like `CAGradientLayer` without `locations`.
    public init(colors: [Color]) {
        precondition(!colors.isEmpty, "a gradient needs a colour")
        let n = colors.count
        self.init(stops: colors.enumerated().map {
            GradientStop(location: n == 1 ? 0 : Double($0.offset) / Double(n - 1), color: $0.element)
        })
    }

    /// The colour at `t` along the axis (0 start … 1 end).
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location < t { i += 1 }
        let s0 = stops[i - 1], s1 = stops[i]
        let span = s1.location - s0.location
        let f = span > 0 ? (t - s0.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(red: mix(s0.color.red, s1.color.red), green: mix(s0.color.green, s1.color.green),
                     blue: mix(s0.color.blue, s1.color.blue), alpha: mix(s0.color.alpha, s1.color.alpha))
    }
}
