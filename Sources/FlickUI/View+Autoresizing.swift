import FlickInput

extension View {
    /// Which of a view's margins and sizes stretch when its superview resizes
    /// (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8
        /// Creates a mask from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Called when the layer's bounds size changed: the view needs layout, redraws when
    /// its content mode is `.redraw`, and autoresizes its subviews at once (UIKit resizes
    /// them in the superview's `setFrame:`; their own `layoutSubviews` runs in the next
    /// layout pass, so a window resize is laid out in the next frame).
    func boundsSizeDidChange() {
        setNeedsLayout()
        if contentMode == .redraw, layer.drawHandler != nil { layer.setNeedsDisplay() }
        let old = autoresizingReferenceSize, new = bounds.size
        autoresizingReferenceSize = new
        guard autoresizesSubviews, old != new else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(superviewSizeFrom: old, to: new)
        }
    }

    /// Moves and resizes this view for its superview growing from `old` to `new`: in each
    /// axis the change is shared among the flexible parts (margins, size) in proportion to
    /// their current lengths, or equally when they are all zero (UIKit's rule).
    func autoresize(superviewSizeFrom old: Size, to new: Size) {
        let mask = autoresizingMask
        let f = frame
        let (x, width) = Self.distribute(
            new.width - old.width, lead: f.minX, size: f.width,
            trail: old.width - f.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.distribute(
            new.height - old.height, lead: f.minY, size: f.height,
            trail: old.height - f.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        let resized = Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        guard resized != f else { return }
        log.trace("\(debugName) autoresized to \(resized)")
        frame = resized
    }

    /// One axis of `autoresize`: the new leading edge and size.
    static func distribute(
        _ delta: Double, lead: Double, size: Double, trail: Double,
        flexible: (lead: Bool, size: Bool, trail: Bool)
    ) -> (Double, Double) {
        let parts = [(flexible.lead, max(lead, 0)), (flexible.size, max(size, 0)), (flexible.trail, max(trail, 0))]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (lead, size) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / Double(flexibleParts.count)
        }
        return (lead + share(0), size + share(1))
    }

    /// `rect` with NaN or infinite components and negative sizes replaced by 0; logs an
    /// error naming the view (`what` is "frame" or "bounds") when it had to. The name is made
    /// only then: a view's type name is found by reflection, a few microseconds on every frame
    /// set in a layout pass.
    static func sanitized(_ rect: Rect, what: String, of name: @autoclosure () -> String) -> Rect {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.contains(where: { !$0.isFinite }) || rect.width < 0 || rect.height < 0 else { return rect }
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let fixed = Rect(
            x: finite(rect.minX), y: finite(rect.minY),
            width: max(finite(rect.width), 0), height: max(finite(rect.height), 0))
        log.error("\(name()): \(what) \(rect) has a NaN, infinite or negative component; using \(fixed)")
        return fixed
    }
}
