import FlickInput

/// A path for keyframe animations of points (`CAKeyframeAnimation.path`): lines,
/// quadratic and cubic Bézier curves. Each drawn element is one keyframe segment.
public struct AnimationPath: Hashable, Sendable {
    /// One element of the path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point (no segment).
        case move(to: Point)
        /// A straight segment.
        case line(to: Point)
        /// A quadratic Bézier segment.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier segment.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight segment back to the subpath's start.
        case close
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight segment to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier segment.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a straight segment.
    public mutating func closeSubpath() { elements.append(.close) }

    /// The drawn segments as cubic Béziers (p0, c1, c2, p1); lines and quadratics are
    /// raised to cubics with the same shape and parametrization.
    public var cubicSegments: [CubicSegment] {
        var segments: [CubicSegment] = []
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p):
                segments.append(CubicSegment(line: current, p))
                current = p
            case let .quadCurve(p, c):
                segments.append(CubicSegment(p0: current, c1: current + (c - current) * (2.0 / 3),
                                             c2: p + (c - p) * (2.0 / 3), p1: p))
                current = p
            case let .curve(p, c1, c2):
                segments.append(CubicSegment(p0: current, c1: c1, c2: c2, p1: p))
                current = p
            case .close:
                if current != start { segments.append(CubicSegment(line: current, start)) }
                current = start
            }
        }
        return segments
    }
}

/// A cubic Bézier segment in the plane.
public struct CubicSegment: Hashable, Sendable {
    /// Start, first control, second control, end.
    public var p0, c1, c2, p1: Point

    /// Creates a segment from its four points.
    public init(p0: Point, c1: Point, c2: Point, p1: Point) {
        (self.p0, self.c1, self.c2, self.p1) = (p0, c1, c2, p1)
    }

    /// A straight segment with uniform parametrization.
    public init(line a: Point, _ b: Point) {
        self.init(p0: a, c1: a + (b - a) / 3, c2: a + (b - a) * (2.0 / 3), p1: b)
    }

    /// The point at parameter t (0…1).
    public func point(at t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }
}
