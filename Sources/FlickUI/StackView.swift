import FlickAnimation
import FlickInput
import FlickScroll

/// A view that lines its arranged subviews up in a row or a column (`UIStackView`): along
/// the `axis` the `distribution` sizes them from their intrinsic sizes and priorities, with
/// `spacing` (or a custom spacing after a view) between them; across it the `alignment`
/// places them. A hidden arranged view collapses (inside an animation block its neighbours
/// slide into its room); stacks nest, a stack's intrinsic size being its views' plus spacing.
///
/// An arranged view with no intrinsic length along an axis (`View.noIntrinsicMetric`, a
/// plain `View`) counts with its current frame size there, so an app sizes it by its frame.
/// The stack draws nothing itself.
open class StackView: View {
    /// How the views line up across the axis (`UIStackView.Alignment`).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Each view spans the stack across the axis.
        case fill
        /// At the leading edge (top of a row, left of a column), intrinsic size.
        case leading
        /// Centred, intrinsic size.
        case center
        /// At the trailing edge (bottom of a row, right of a column), intrinsic size.
        case trailing

        /// The top of a horizontal stack (`.leading`).
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack (`.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The custom spacing value that means "use `spacing`" (`UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// The views the stack lays out, in order; each is also a subview (a view removed from
    /// the stack's subviews leaves the arrangement, as in UIKit).
    public var arrangedSubviews: [View] { arranged.filter { $0.superview === self } }

    /// The direction of the line (`.horizontal`: a row, the default).
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { invalidateIntrinsicContentSize() } } }
    /// How the views are sized along the axis (`.fill` by default).
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsLayout() } } }
    /// How the views are placed across the axis (`.fill` by default).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// The space between neighbours, points (0 by default; a minimum for the equal
    /// distributions). A negative spacing overlaps the views, as in UIKit (logged once per
    /// setting); a value that is not finite is refused with a logged warning naming the stack.
    public var spacing: Double {
        get { storedSpacing }
        set {
            if let problem = spacingProblem(newValue) {
                log.warning("\(problem)")
                guard newValue.isFinite else { return }
            }
            storedSpacing = newValue
            invalidateIntrinsicContentSize()
        }
    }
    /// When true the views are arranged inside `layoutMargins`, not the bounds (false by
    /// default, as UIKit's).
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateIntrinsicContentSize() } }

    private var storedSpacing = 0.0
    private var arranged: [View] = []
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Creates a stack of `arrangedSubviews` (a row by default).
    public init(arrangedSubviews: [View] = [], frame: Rect = .zero) {
        super.init(frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack in `frame`.
    public override convenience init(frame: Rect) { self.init(arrangedSubviews: [], frame: frame) }

    // MARK: Arranged views

    /// Adds `view` at the end of the arrangement (and as the frontmost subview).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` into the arrangement at `index` (clamped), adding it as a subview if it
    /// is not one. The stack itself or one of its ancestors is refused with a logged error
    /// naming both (it would make a cycle); the layout is unchanged.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if let problem = arrangementProblem(view) {
            log.error("\(problem)")
            return
        }
        arranged.removeAll { $0 === view || $0.superview !== self }
        arranged.insert(view, at: min(max(index, 0), arranged.count))
        if view.superview !== self { addSubview(view) }
        invalidateIntrinsicContentSize()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as UIKit: remove it from the
    /// superview too to take it away).
    public func removeArrangedSubview(_ view: View) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateIntrinsicContentSize()
    }

    /// Why `view` cannot be arranged in this stack (it is the stack or an ancestor of it),
    /// naming both; `nil` when it can.
    public func arrangementProblem(_ view: View) -> String? {
        if view === self { return "stack view \(debugName) cannot arrange itself" }
        if isDescendant(of: view) {
            return "stack view \(debugName) cannot arrange \(view.debugName), which contains it"
        }
        return nil
    }

    /// Why `value` is a questionable spacing for this stack, naming it; `nil` when fine.
    public func spacingProblem(_ value: Double) -> String? {
        if !value.isFinite { return "stack view \(debugName): spacing \(value) is not a finite number; ignored" }
        if value < 0 {
            return "stack view \(debugName): spacing \(value) is negative; its views overlap by \(-value) pt"
        }
        return nil
    }

    /// Sets the spacing after `view` (an arranged view), points (`setCustomSpacing(_:after:)`);
    /// `StackView.spacingUseDefault` goes back to `spacing`. Not finite: refused, logged.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard spacing == Self.spacingUseDefault || spacing.isFinite else {
            log.warning(
                "stack view \(debugName): custom spacing \(spacing) after \(view.debugName) is not finite; ignored")
            return
        }
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        invalidateIntrinsicContentSize()
    }

    /// The spacing after `view`: its custom spacing, else `spacingUseDefault`.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// An arranged view was hidden or shown: inside an animation block the stack lays out at
    /// once, so the views' frames animate; otherwise in the next layout pass.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arranged.contains(where: { $0 === view }) else { return }
        invalidateIntrinsicContentSize()
        if layer.transactionContext.isActive { layoutArrangedSubviewsNow() }
    }

    /// Lays this stack and the stacks enclosing it out at once (inside an animation block).
    private func layoutArrangedSubviewsNow() {
        var outermost: View = self
        while let parent = outermost.superview as? StackView { outermost = parent }
        outermost.layoutIfNeeded()
    }

    // MARK: Layout

    /// The length `view` wants along `axis`: its intrinsic length, else its frame's.
    private func wantedLength(of view: View, along axis: Axis) -> Double {
        view.intrinsicLength(along: axis) ?? view.frame.size[axis]
    }

    /// The room the views are arranged in: the bounds, or inside the margins.
    public var arrangementRect: Rect { isLayoutMarginsRelativeArrangement ? layoutMarginsRect : bounds }

    /// The gaps after each visible view but the last.
    private func gaps(for visible: [View]) -> [Double] {
        visible.dropLast().map { customSpacings[ObjectIdentifier($0)] ?? storedSpacing }
    }

    /// The visible views' spans along the axis within `arrangementRect`.
    public func arrangedSpans() -> [StackView.Span] {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let items = visible.map {
            ArrangedItem(
                length: wantedLength(of: $0, along: axis), hugging: $0.contentHuggingPriority(for: axis),
                compressionResistance: $0.contentCompressionResistancePriority(for: axis))
        }
        return distribution.spans(for: items, gaps: gaps(for: visible), available: arrangementRect.size[axis])
    }

    /// Places the arranged views: along the axis by the distribution, across by the alignment.
    /// A hidden view shrinks to zero length where it would start.
    open override func layoutSubviews() {
        let room = arrangementRect
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let spans = arrangedSpans()
        var next = 0
        var cursor = 0.0
        for view in arrangedSubviews {
            var span = Span(origin: cursor, length: 0)
            if !view.isHidden, next < spans.count {
                span = spans[next]
                next += 1
                cursor = span.end
            }
            let roomAcross = room.size[cross]
            let wanted = min(wantedLength(of: view, along: cross), roomAcross)
            let (crossOrigin, crossLength): (Double, Double) =
                switch alignment {
                case .fill: (0, roomAcross)
                case .leading: (0, wanted)
                case .center: ((roomAcross - wanted) / 2, wanted)
                case .trailing: (roomAcross - wanted, wanted)
                }
            var origin = room.origin
            var size = Size(width: 0, height: 0)
            origin[axis] += span.origin
            origin[cross] += crossOrigin
            size[axis] = span.length
            size[cross] = crossLength
            view.frame = Rect(origin: origin, size: size)
        }
    }

    /// The arranged views' intrinsic lengths plus spacing along the axis, and the largest
    /// across it, plus the margins when the arrangement is inside them; points.
    open override var intrinsicContentSize: Size {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        var size = Size(width: 0, height: 0)
        size[axis] = visible.map { wantedLength(of: $0, along: axis) }.reduce(0, +) + gaps(for: visible).reduce(0, +)
        size[cross] = visible.map { wantedLength(of: $0, along: cross) }.max() ?? 0
        if isLayoutMarginsRelativeArrangement {
            size.width += layoutMargins.left + layoutMargins.right
            size.height += layoutMargins.top + layoutMargins.bottom
        }
        return size
    }

    /// The intrinsic size (a stack fits its content).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}
