import FlickInput
import FlickScroll

/// Layout inputs beyond the frame (UIKit's Auto Layout vocabulary, without constraints):
/// content hugging and compression resistance priorities, which `StackView` reads; layout
/// margins; the safe area a window's insets leave to each view.
extension View {
    /// UIKit's default layout margin of a view, points, on each side.
    public static let defaultLayoutMargin = 8.0

    /// How strongly the view resists growing beyond its intrinsic size along `axis`
    /// (UIKit's default: `.defaultLow`, 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        layoutState.hugging[axis]
    }

    /// Sets the content hugging priority along `axis`; the superview lays out again.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        layoutState.hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (UIKit's default: `.defaultHigh`, 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        layoutState.compressionResistance[axis]
    }

    /// Sets the compression resistance priority along `axis`; the superview lays out again.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        layoutState.compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells the layout the view's `intrinsicContentSize` changed (its text, its image): the
    /// superview lays out again, and so does every enclosing `StackView`, whose own intrinsic
    /// size depends on it (`UIView.invalidateIntrinsicContentSize()`). A stack view lays
    /// itself out again too.
    public func invalidateIntrinsicContentSize() {
        if self is StackView { setNeedsLayout() }
        var node = superview
        while let current = node {
            current.setNeedsLayout()
            guard current is StackView else { break }
            node = current.superview
        }
    }

    /// The intrinsic size along `axis`, points, or `nil` when the view has no preference
    /// there (`View.noIntrinsicMetric`, or a number that is not finite and non-negative).
    public func intrinsicLength(along axis: Axis) -> Double? {
        let length = intrinsicContentSize[axis]
        return length.isFinite && length >= 0 ? length : nil
    }

    /// Space the view's content keeps from its edges, points (`UIView.layoutMargins`; 8 on
    /// each side by default). Negative or non-finite parts are refused with a logged warning
    /// naming the view. A change lays the view out again.
    public var layoutMargins: EdgeInsets {
        get { layoutState.layoutMargins }
        set {
            let parts = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard parts.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                log.warning("\(debugName): layout margins \(newValue) must be finite and not negative; ignored")
                return
            }
            guard newValue != layoutState.layoutMargins else { return }
            layoutState.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The bounds inside `layoutMargins` (UIKit's `layoutMarginsGuide`), points; empty when
    /// the margins overlap.
    public var layoutMarginsRect: Rect { bounds.inset(by: layoutMargins) }

    /// How far the window's safe area insets reach into this view, points per edge
    /// (`UIView.safeAreaInsets`): zero outside a window. A window's are set by the app or the
    /// runtime (a panel's bezel, an on-screen keyboard, a toolbar over the content) and reach
    /// every view under them; a change lays the whole tree out again. Setting another view's
    /// is refused with a logged warning (they derive from the window's), as are negative or
    /// non-finite parts.
    public var safeAreaInsets: EdgeInsets {
        get {
            if self is Window { return layoutState.windowSafeAreaInsets }
            guard let window, let topLeft = convert(bounds.origin, to: nil),
                let bottomRight = convert(Point(x: bounds.maxX, y: bounds.maxY), to: nil)
            else { return .zero }
            let safe = window.bounds.inset(by: window.layoutState.windowSafeAreaInsets)
            let minX = min(topLeft.x, bottomRight.x), maxX = max(topLeft.x, bottomRight.x)
            let minY = min(topLeft.y, bottomRight.y), maxY = max(topLeft.y, bottomRight.y)
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
            return EdgeInsets(
                top: clamp(safe.minY - minY, maxY - minY), left: clamp(safe.minX - minX, maxX - minX),
                bottom: clamp(maxY - safe.maxY, maxY - minY), right: clamp(maxX - safe.maxX, maxX - minX))
        }
        set {
            guard self is Window else {
                log.warning("\(debugName): safe area insets derive from the window's; set Window.safeAreaInsets")
                return
            }
            let parts = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard parts.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                log.warning("\(debugName): safe area insets \(newValue) must be finite and not negative; ignored")
                return
            }
            guard newValue != layoutState.windowSafeAreaInsets else { return }
            layoutState.windowSafeAreaInsets = newValue
            for view in subtree { view.setNeedsLayout() }
        }
    }

    /// The bounds inside `safeAreaInsets` (UIKit's `safeAreaLayoutGuide`), points.
    public var safeAreaRect: Rect { bounds.inset(by: safeAreaInsets) }
}

extension Rect {
    /// The rectangle with `insets` taken off its edges, points; a side the insets overlap
    /// is empty (size 0, starting at the leading inset, within the rectangle).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: min(minX + insets.left, maxX), y: min(minY + insets.top, maxY),
            width: max(size.width - insets.left - insets.right, 0),
            height: max(size.height - insets.top - insets.bottom, 0))
    }
}
