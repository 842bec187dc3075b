import FlickScroll

/// The layout settings every view stores (see View+Layout.swift): content hugging and
/// compression resistance priorities per axis, layout margins, and for a window its safe
/// area insets. One stored value keeps View.swift's own storage small.
struct ViewLayoutState {
    /// A priority along each axis.
    struct PerAxis {
        var horizontal: LayoutPriority
        var vertical: LayoutPriority

        /// The priority along `axis`.
        subscript(axis: Axis) -> LayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// Hugging along x and y (UIKit's default: 250 both).
    var hugging = PerAxis(horizontal: .defaultLow, vertical: .defaultLow)
    /// Compression resistance along x and y (UIKit's default: 750 both).
    var compressionResistance = PerAxis(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// The margins (UIKit's default for a view: 8 on each side).
    var layoutMargins = EdgeInsets(
        top: View.defaultLayoutMargin, left: View.defaultLayoutMargin, bottom: View.defaultLayoutMargin,
        right: View.defaultLayoutMargin)
    /// A window's safe area insets (set by the app or the runtime: a bezel, a keyboard).
    var windowSafeAreaInsets = EdgeInsets.zero
}
