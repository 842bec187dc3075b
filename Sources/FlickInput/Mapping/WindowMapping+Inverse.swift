/// From a window point back to where a device reports it: what a recording synthesized for a
/// panel mounted turned (or mirrored) against the interface must hold, so that the mapping
/// puts each touch where the script meant it.
extension WindowMapping {
    /// The normalised device position (0…1 across the advertised ranges) that `location`
    /// (window points) is mapped from: `location(x:y:)` undone — scaled, mirrored and rotated
    /// back. The calibration is not undone: with one other than `.identity` this is the
    /// calibrated position.
    public func normalizedDevicePosition(of location: Point) -> Point {
        var u = location.x / windowSize.width, v = location.y / windowSize.height
        if mirroredHorizontally { u = 1 - u }
        if mirroredVertically { v = 1 - v }
        switch rotation {
        case .none: return Point(x: u, y: v)
        case .clockwise90: return Point(x: 1 - v, y: u)
        case .upsideDown: return Point(x: 1 - u, y: 1 - v)
        case .clockwise270: return Point(x: v, y: 1 - u)
        }
    }
}
