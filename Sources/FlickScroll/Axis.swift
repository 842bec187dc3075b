import FlickInput

/// One of the two scrolling axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// x, widths.
    case horizontal
    /// y, heights.
    case vertical
}

extension Point {
    /// The coordinate along `axis`, in the point's units.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Size {
    /// The extent along `axis`, in the size's units.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
