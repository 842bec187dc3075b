/// A swipe direction on screen (y grows downwards, so `down` means increasing y).
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    /// Increasing x.
    case right
    /// Decreasing x.
    case left
    /// Decreasing y.
    case up
    /// Increasing y.
    case down

    /// The unit vector of the direction, in screen coordinates.
    public var unitVector: (x: Double, y: Double) {
        switch self {
        case .right: return (1, 0)
        case .left: return (-1, 0)
        case .up: return (0, -1)
        case .down: return (0, 1)
        }
    }
}
