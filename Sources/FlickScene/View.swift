import FlickAnimation
import FlickInput

/// A rectangle of the interface that owns a layer (`UIView`): subviews, touch handling
/// (user interaction, hit testing through 2D and 3D transforms), a layout pass and
/// drawing on demand. Subclass and override `layoutSubviews()`, `draw(in:)`,
/// `point(inside:)` or `hitTest(_:)`.
///
/// Gesture seam: FlickGestures' `GestureNode` needs only a parent link, so once FlickScene
/// sees FlickGestures the conformance is one line,
/// `extension View: GestureNode { public var gestureParent: (any GestureNode)? { superview } }`;
/// the owner hit-tests with `hitTest(_:)` (which honours `isUserInteractionEnabled`) and
/// hands the arbiter the view hit by the first touch; `responderChain` is the same walk.
open class View {
    /// The backing layer; its geometry is the view's geometry.
    public let layer: Layer
    /// The parent view.
    public private(set) weak var superview: View?
    /// The children, back to front.
    public private(set) var subviews: [View] = []
    /// When false the view and its subviews ignore touches (hit testing skips them).
    public var isUserInteractionEnabled = true
    /// A name for debugging and lookups.
    public var name: String?
    /// True when `layoutSubviews()` must run in the next layout pass.
    public private(set) var needsLayout = true
    /// True when this view or a descendant needs layout.
    public private(set) var subtreeNeedsLayout = true
    /// How many times `layoutSubviews()` has run (for tests and the profiler).
    public private(set) var layoutPassCount = 0

    /// Creates a view with the given frame (points, in the superview's coordinates).
    public init(frame: Rect = .zero) {
        layer = Layer()
        layer.allowsImplicitAnimations = true
        layer.frame = frame
        layer.layoutInvalidationHandler = { [weak self] in self?.setNeedsLayout() }
    }

    // MARK: Geometry (the layer's)

    /// The frame in the superview's coordinates, points.
    public var frame: Rect { get { layer.frame } set { layer.frame = newValue } }
    /// The view's own coordinate space, points.
    public var bounds: Rect { get { layer.bounds } set { layer.bounds = newValue } }
    /// The centre (the layer's position) in the superview's coordinates.
    public var center: Point { get { layer.position } set { layer.position = newValue } }
    /// The transform about the centre (3D allowed).
    public var transform: Transform3D { get { layer.transform } set { layer.transform = newValue } }
    /// Opacity 0…1.
    public var alpha: Double { get { layer.opacity } set { layer.opacity = newValue } }
    /// Hidden views are neither drawn nor hit.
    public var isHidden: Bool { get { layer.isHidden } set { layer.isHidden = newValue } }
    /// Background fill.
    public var backgroundColor: Color { get { layer.backgroundColor } set { layer.backgroundColor = newValue } }
    /// Clip subviews to the bounds.
    public var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    // MARK: Tree

    /// Adds `view` as the frontmost subview.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped), moving it from its old parent.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        var index = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < index { index -= 1 }
        } else {
            view.removeFromSuperview()
        }
        index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        // Keep the layer order in step: insert above the previous subview's layer.
        if index > 0 {
            layer.insertSublayer(view.layer, above: subviews[index - 1].layer)
        } else if let next = subviews.dropFirst().first {
            layer.insertSublayer(view.layer, below: next.layer)
        } else {
            layer.addSublayer(view.layer)
        }
        view.propagateNeedsLayout()
        setNeedsLayout()
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
    }

    /// True when `ancestor` is above this view in the tree.
    public func isDescendant(of ancestor: View) -> Bool {
        var node = superview
        while let current = node {
            if current === ancestor { return true }
            node = current.superview
        }
        return false
    }

    /// This view, its superview, and so on up to the root: the order in which touches
    /// and gesture recognizers are offered (UIKit's responder chain for views).
    public var responderChain: [View] {
        var chain: [View] = [self]
        while let parent = chain.last?.superview { chain.append(parent) }
        return chain
    }

    // MARK: Layout

    /// Marks the view for `layoutSubviews()` in the next layout pass. Any number of calls
    /// before the pass cost one layout.
    public func setNeedsLayout() {
        guard !needsLayout else { propagateNeedsLayout(); return }
        needsLayout = true
        log.trace("view \(name ?? "?") needs layout")
        propagateNeedsLayout()
    }

    private func propagateNeedsLayout() {
        var node: View? = self
        while let current = node, !(current.subtreeNeedsLayout && current !== self) {
            current.subtreeNeedsLayout = true
            node = current.superview
        }
    }

    /// Runs the layout pass on this subtree now: every view marked as needing layout gets
    /// one `layoutSubviews()`, parents before children (so frames a parent sets are laid
    /// out in the same pass). The frame loop calls this once per frame on the root.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            layoutPassCount += 1
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews; the default does nothing. Called by the layout pass.
    open func layoutSubviews() {}

    // MARK: Display

    /// Marks the view's contents for redrawing through `draw(in:)` before the next frame.
    public func setNeedsDisplay() {
        if layer.drawHandler == nil {
            layer.drawHandler = { [weak self] context in self?.draw(in: &context) }
        }
        layer.setNeedsDisplay()
    }

    /// Override to draw the view's contents into `context` (bounds coordinates, points);
    /// a value-type context is cast, drawn into and stored back (see `LayerDrawingContext`).
    open func draw(in context: inout any LayerDrawingContext) {}

    // MARK: Hit testing

    /// True when `point` (this view's bounds coordinates) counts as inside the view.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The frontmost descendant (or this view) that should receive a touch at `point`
    /// (this view's bounds coordinates), like `UIView.hitTest(_:with:)`: skips hidden,
    /// transparent (alpha < 0.01) and non-interactive views and points outside; converts
    /// through each subview's 2D or 3D transform (model values).
    open func hitTest(_ point: Point) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= Self.minimumHitTestAlpha,
              self.point(inside: point) else { return nil }
        for subview in subviewsFrontToBack {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// Views more transparent than this are not hit (UIKit: 0.01).
    public static let minimumHitTestAlpha = 0.01

    /// Subviews in front-to-back order (layer paint order reversed).
    var subviewsFrontToBack: [View] {
        let order = layer.sublayersInPaintOrder
        return subviews.sorted { a, b in
            (order.firstIndex { $0 === a.layer } ?? 0) > (order.firstIndex { $0 === b.layer } ?? 0)
        }
    }

    /// Converts a point from the superview's bounds coordinates to this view's.
    func convertFromSuperview(_ point: Point) -> Point? {
        let parent = superview?.layer
        return Layer.transformIntoSuperlayer(layer.model, superlayer: parent?.model,
                                             superlayerIsTransformLayer: parent?.isTransformLayer ?? false)
            .unproject(point)
    }

    /// Converts `point` from this view's bounds coordinates to `view`'s (the window when
    /// `nil`); `nil` when it has no image there (edge-on, behind the eye).
    public func convert(_ point: Point, to view: View?) -> Point? { layer.convert(point, to: view?.layer) }

    /// Converts `point` from `view`'s bounds coordinates (the window when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point? { layer.convert(point, from: view?.layer) }
}
