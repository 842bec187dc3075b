import FlickInput

/// A snapshot of what a recognizer measured at one moment: the payload of a `GestureEvent`.
/// Fields a recognizer does not measure keep their neutral values.
public struct GestureValues: Sendable, Hashable {
    /// The gesture's location in window points: the centroid of its touches (a swipe's and a
    /// tap's: where they started).
    public var location: Point = .zero
    /// The number of touches taking part.
    public var touches: Int = 0
    /// Pan: translation since the pan began, in points.
    public var translation: Point = .zero
    /// Pan: centroid velocity in points per second.
    public var velocity: Point = .zero
    /// Pinch: scale relative to the finger spread when the pinch began (1 at began).
    public var scale: Double = 1
    /// Pinch: rate of change of the scale, per second.
    public var scaleVelocity: Double = 0
    /// Rotation: angle since the rotation began, in radians, positive clockwise on screen
    /// (y grows downwards), counting past ±π.
    public var rotation: Double = 0
    /// Rotation: angular velocity in radians per second.
    public var rotationVelocity: Double = 0
    /// Swipe: the recognized direction.
    public var direction: SwipeDirection? = nil
    /// True when these values come from a resampled touch frame (`TouchFrame.isResampled`):
    /// positions made for one display frame's present, not a report from the panel. A model
    /// may show them, but its state at rest must come from real reports only (`ScrollModel`
    /// re-applies the last real values when a pinch or drag ends after resampled ones).
    public var isResampled = false

    /// Creates a snapshot with neutral values.
    public init() {}
}
