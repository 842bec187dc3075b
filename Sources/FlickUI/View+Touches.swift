import FlickInput

/// The responder chain around the touch handlers (`touchesBegan(_:with:)` … in View.swift):
/// the next responder and touch locations in a view's own coordinates.
extension View {
    /// The next responder: the superview (`nil` for the root).
    public var next: View? { superview }

    /// `touch`'s location in this view's bounds coordinates, points (presentation values at
    /// `time` when given, else model values); `nil` when the view has no image there.
    public func location(of touch: Touch, at time: Double? = nil) -> Point? {
        guard let time else { return convert(touch.location, from: nil) }
        return layer.transformToWindow(at: time).unproject(touch.location)
    }

    /// True when any of `touches` is inside this view's bounds (model values): a cell's tap
    /// selects only when its finger lifted inside it.
    public func containsAny(_ touches: [Touch]) -> Bool {
        touches.contains { touch in location(of: touch).map { bounds.contains($0) } ?? false }
    }
}
