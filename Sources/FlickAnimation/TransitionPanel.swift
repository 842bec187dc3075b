import FlickInput

/// One flat piece of a fold or flip transition, ready to draw: which image it shows
/// (which half of the source or destination view, as a texture rectangle), the full 3D
/// transform that places it (perspective included), and its shading.
///
/// Panel coordinates run from (0, 0) to `size` (points, z = 0). `transform` maps them to
/// the transitioning view's coordinates (points, origin at its top-left); divide by w
/// (`Transform3D.project(_:)`) to get screen positions. The renderer draws the image's
/// `textureRect` onto the panel, then the shading gradient, then the overlay.
public struct TransitionPanel: Hashable, Sendable {
    /// Which image a panel shows.
    public enum Content: String, Hashable, Sendable {
        /// The view being transitioned from.
        case source
        /// The view being transitioned to.
        case destination
    }

    /// The panel's part in the transition.
    public enum Role: String, Hashable, Sendable {
        /// Fold: the destination half above (or left of) the fold.
        case topSleeve
        /// Fold: the source half that folds from the top (or left) edge to the crease.
        case upperFold
        /// Fold: the source half that folds from the crease to the bottom (or right) edge.
        case lowerFold
        /// Fold: the destination half below (or right of) the fold.
        case bottomSleeve
        /// Flip: the source half that turns over in the first stage.
        case front
        /// Flip: the source half that stays.
        case facing
        /// Flip: the destination half that turns down in the second stage.
        case back
        /// Flip: the destination half uncovered by the turning page.
        case reveal
    }

    /// The panel's part.
    public var role: Role
    /// The image it shows.
    public var content: Content
    /// The part of the image shown, in the image's points (the image is the view's size).
    public var textureRect: Rect
    /// The panel's size, points (equal to `textureRect.size`).
    public var size: Size { textureRect.size }
    /// Panel coordinates → view coordinates, with perspective (divide by w).
    public var transform: Transform3D
    /// The gradient drawn over the panel, if any.
    public var shading: PanelShading?
    /// Opacity of a solid black overlay over the panel, 0…1 (flip darkening).
    public var overlayOpacity: Double
    /// False when the panel is edge-on or turned away (nothing to draw).
    public var isVisible: Bool

    /// Creates a panel.
    public init(role: Role, content: Content, textureRect: Rect, transform: Transform3D,
                shading: PanelShading? = nil, overlayOpacity: Double = 0, isVisible: Bool = true) {
        self.role = role
        self.content = content
        self.textureRect = textureRect
        self.transform = transform
        self.shading = shading
        self.overlayOpacity = overlayOpacity
        self.isVisible = isVisible
    }

    /// The panel's corners in view coordinates: top-left, top-right, bottom-right,
    /// bottom-left of the panel; `nil` for a corner behind the eye.
    public var projectedCorners: [Point?] {
        [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height),
         Point(x: 0, y: size.height)].map { transform.project($0) }
    }

    /// The panel's corners in 3D view space before the perspective divide: (x, y, z) per
    /// corner, in the order of `projectedCorners`, as homogeneous vectors.
    public var cornersInSpace: [Vector4] {
        [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height),
         Point(x: 0, y: size.height)].map { transform.apply(to: Vector4(x: $0.x, y: $0.y, z: 0, w: 1)) }
    }
}

/// A linear gradient in unit coordinates of a rectangle ((0,0) top-left, (1,1) bottom-right).
public struct LinearGradient: Hashable, Sendable {
    /// Colour stops, by location 0…1 along the gradient.
    public var stops: [ColorStop]
    /// Where the gradient starts, unit coordinates.
    public var startPoint: Point
    /// Where the gradient ends, unit coordinates.
    public var endPoint: Point

    /// Creates a gradient.
    public init(stops: [ColorStop], startPoint: Point, endPoint: Point) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The colour at unit point `point` (projected on the gradient line, clamped to the
    /// end stops), interpolating neighbouring stops linearly.
    public func color(at point: Point) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let d = endPoint - startPoint
        let length2 = d.x * d.x + d.y * d.y
        let t = length2 > 0 ? ((point.x - startPoint.x) * d.x + (point.y - startPoint.y) * d.y) / length2 : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return a.color.interpolated(to: b.color, fraction: span > 0 ? (t - a.location) / span : 1)
        }
        return last.color
    }
}

/// A linear gradient over a panel with an opacity (fold and flip shading).
public struct PanelShading: Hashable, Sendable {
    /// Colour stops: (location 0…1 along the gradient, colour).
    public var stops: [ColorStop]
    /// Where the gradient starts, in unit panel coordinates ((0,0) top-left, (1,1) bottom-right).
    public var startPoint: Point
    /// Where the gradient ends, in unit panel coordinates.
    public var endPoint: Point
    /// The layer opacity applied to the whole gradient, 0…1.
    public var opacity: Double

    /// Creates a shading.
    public init(stops: [ColorStop], startPoint: Point, endPoint: Point, opacity: Double) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.opacity = opacity
    }

    /// The gradient without the opacity.
    public var gradient: LinearGradient { LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

/// One colour stop of a gradient.
public struct ColorStop: Hashable, Sendable {
    /// Position along the gradient, 0…1.
    public var location: Double
    /// The colour there.
    public var color: Color

    /// Creates a stop.
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}
