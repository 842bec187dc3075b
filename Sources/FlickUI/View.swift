import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// A rectangle of the interface that owns a layer (`UIView`): subviews, touch handling
/// (user interaction, hit testing through 2D and 3D transforms), a layout pass and
/// drawing on demand, gesture recognizers (`addGestureRecognizer(_:)`) and touch handlers
/// (`touchesBegan(_:with:)` …) that a `Window` routes touches to. Subclass and override
/// `layoutSubviews()`, `draw(in:)`, `point(inside:)`, `hitTest(_:at:)` or the touch handlers.
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
    /// A stable name for tests to find the view by (UIKit's `accessibilityIdentifier`;
    /// FlickTesting's `WindowTester.view(identifiedBy:)`), never shown.
    public var accessibilityIdentifier: String?
    /// True when `layoutSubviews()` must run in the next layout pass.
    public private(set) var needsLayout = true
    /// True when this view or a descendant needs layout.
    public private(set) var subtreeNeedsLayout = true
    /// How many times `layoutSubviews()` has run (for tests and the profiler).
    public private(set) var layoutPassCount = 0
    /// The recognizers attached to this view, in the order they were added (see
    /// View+Gestures.swift). The window's arbiter offers a touch to the recognizers of the hit
    /// view and of every ancestor.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Animations of this view made without `.allowUserInteraction`: while one runs, hit
    /// testing skips the view (see View+Animation.swift).
    var interactionBlockingAnimations: [Animation] = []
    /// The fold or flip running on the view's contents, if any (see View+Transition.swift).
    public internal(set) var contentTransition: ContentTransition?
    /// Priorities, margins and safe area (see View+Layout.swift).
    var layoutState = ViewLayoutState()
    /// Tint and appearance (see View+Tint.swift).
    var tintState = ViewTintState()
    /// The controller whose root view this is (`ViewController.view`), told of its layout.
    public internal(set) weak var viewController: ViewController?

    /// Creates a view with the given frame (points, in the superview's coordinates).
    public init(frame: Rect = .zero) {
        layer = Layer()
        layer.allowsImplicitAnimations = true
        layer.frame = Self.sanitized(frame, what: "frame", of: "\(type(of: self))")
        autoresizingReferenceSize = layer.bounds.size
        layer.layoutInvalidationHandler = { [weak self] in self?.boundsSizeDidChange() }
    }

    // MARK: Geometry (the layer's)

    /// The frame in the superview's coordinates, points.
    /// A rectangle with a NaN or infinite component, or a negative size, is refused with a
    /// logged error naming the view: the bad numbers become 0.
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = Self.sanitized(newValue, what: "frame", of: debugName) }
    }
    /// The view's own coordinate space, points (bad numbers as for `frame`).
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = Self.sanitized(newValue, what: "bounds", of: debugName) }
    }
    /// The centre (the layer's position) in the superview's coordinates.
    public var center: Point { get { layer.position } set { layer.position = newValue } }
    /// The transform about the centre (3D allowed).
    public var transform: Transform3D { get { layer.transform } set { layer.transform = newValue } }
    /// Opacity 0…1.
    public var alpha: Double { get { layer.opacity } set { layer.opacity = newValue } }
    /// Hidden views are neither drawn nor hit; an arranged view of a `StackView` collapses.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    /// Background fill.
    public var backgroundColor: Color { get { layer.backgroundColor } set { layer.backgroundColor = newValue } }
    /// Clip subviews to the bounds.
    public var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    // MARK: Tree

    /// Adds `view` as the frontmost subview.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped), moving it from its old parent.
    /// Adding a view to itself or to one of its descendants is a programming error: it stops
    /// with a message naming both views (a cycle would hang every tree walk).
    public func insertSubview(_ view: View, at index: Int) {
        if let problem = subviewProblem(view) { preconditionFailure(problem) }
        let oldWindow = view.window
        var index = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < index { index -= 1 }
        } else {
            view.detachFromSuperview()
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
        view.traitsMayHaveChanged()
        window?.viewDidEnterWindow(view)
        if view.window !== oldWindow { view.subtreeDidMoveToWindow() }
    }

    /// Why `view` cannot become a subview of this view (itself, or one of its ancestors,
    /// which would make a cycle), naming both views; `nil` when it can.
    public func subviewProblem(_ view: View) -> String? {
        if view === self { return "cannot add \(view.debugName) as a subview of itself" }
        if isDescendant(of: view) {
            return "cannot add \(view.debugName) as a subview of \(debugName), which is inside it"
        }
        return nil
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Detaches the view from its superview. Touches and gestures in progress in the subtree
    /// are cancelled by the window first (its arbiter lets the subtree's recognizers go).
    public func removeFromSuperview() {
        let oldWindow = window
        detachFromSuperview()
        if oldWindow != nil && window == nil { subtreeDidMoveToWindow() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        window?.viewWillLeaveWindow(self)
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
    }

    /// The view moved into a window or out of one (`window` is then `nil`), alone or with an
    /// ancestor: override to react (UIKit's `didMoveToWindow()`). Called on every view of the
    /// subtree that moved, parents before children, after the move; moving within one
    /// window does not call it. Views that draw for the window's pixels (`Label`) have taken
    /// its `Window.displayScale` by then. The default does nothing.
    open func didMoveToWindow() {}

    /// The window's `displayScale` (pixels per point) reached this view: it joined a window,
    /// or its window's scale changed. `Label` draws its text for it; nothing by default.
    func windowDisplayScaleDidChange(_ scale: Double) {}

    /// Tells this subtree it moved to `window`: the window's display scale, then
    /// `didMoveToWindow()`, parents first.
    private func subtreeDidMoveToWindow() {
        let window = self.window
        for member in subtree {
            if let window { member.windowDisplayScaleDidChange(window.displayScale) }
            member.didMoveToWindow()
        }
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

    /// This view and all its descendants, depth first (parents before children).
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The root of the tree when it is a `Window`, else `nil`.
    public var window: Window? {
        var node = self
        while let parent = node.superview { node = parent }
        return node as? Window
    }

    /// `name`, else the type name: how messages, logs and explanations name the view.
    public var debugName: String { name ?? String(describing: type(of: self)) }

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
        log.trace("view \(debugName) needs layout")
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
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews; the default does nothing. Called by the layout pass.
    open func layoutSubviews() {}

    /// The effective tint (`tintColor`, `tintAdjustmentMode`) changed: recolour (see
    /// View+Tint.swift). The default does nothing.
    open func tintColorDidChange() {}

    /// The effective `appearance` changed (light, dark): re-resolve colours not bound with
    /// `setDynamicColor(_:for:)` (see View+Tint.swift). The default does nothing.
    open func appearanceDidChange() {}

    /// The size, points, that best fits the view's content within `size` (`UIView
    /// .sizeThatFits(_:)`): override in views with content (a label's text, an image). The
    /// default returns the current bounds size, as UIKit's.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The size the content wants with no constraint, points (`intrinsicContentSize`);
    /// `View.noIntrinsicMetric` in a dimension with no preference. The default has none.
    open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// "No preference" in `intrinsicContentSize` (UIKit's `noIntrinsicMetric`, −1).
    public static let noIntrinsicMetric = -1.0

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin
    /// (`UIView.sizeToFit()`).
    public func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitting)
    }

    /// How the view resizes when its superview's bounds size changes (`UIView
    /// .autoresizingMask`; see View+Autoresizing.swift). Empty (the default): fixed margins
    /// to the top and left, fixed size.
    public var autoresizingMask: AutoresizingMask = []
    /// When true (the default) a bounds size change resizes the subviews by their
    /// `autoresizingMask`.
    public var autoresizesSubviews = true

    /// The bounds size the subviews were last autoresized for.
    var autoresizingReferenceSize = Size(width: 0, height: 0)

    // MARK: Display

    /// How the view's drawn or image contents fit its bounds (`UIView.contentMode`); it
    /// sets the layer's `contentsGravity`. With `.redraw` a bounds size change redraws
    /// through `draw(in:)`; otherwise the drawn bitmap is stretched or placed.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    /// Marks the view's contents for redrawing through `draw(in:)` before the next frame:
    /// the drawing is kept as a bitmap (the layer's contents) and `draw(in:)` runs again
    /// only after this is called, or when the bounds size changes with `.redraw`.
    public func setNeedsDisplay() {
        if layer.drawHandler == nil {
            layer.drawHandler = { [weak self] context in self?.draw(in: &context) }
        }
        layer.setNeedsDisplay()
    }

    /// Override to draw the view's contents into `context` (bounds coordinates, points);
    /// a value-type context is cast, drawn into and stored back (see `LayerDrawingContext`).
    open func draw(in context: inout any LayerDrawingContext) {}

    // MARK: Touches (the responder chain, after UIResponder)

    // The window calls these on the view each touch hit, with the phases its recognizers let
    // through (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`). Touch
    // locations are window points; `location(of:)` converts. Every default forwards to
    // `next` (the superview), as in UIKit; an override that handles the touches does not call
    // `super`. Overrides live in the class body because Swift cannot override extension members.

    /// Touches came down on this view (or on a subview that forwarded them).
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) { next?.touchesBegan(touches, with: event) }

    /// Touches this view received moved.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) { next?.touchesMoved(touches, with: event) }

    /// Touches this view received lifted.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) { next?.touchesEnded(touches, with: event) }

    /// Touches this view received were taken away: a recognizer with `cancelsTouchesInView`
    /// began or recognized, the device cancelled them, or the view left the window.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Asked when a recognizer of this view or of an ancestor is about to begin or be
    /// recognized with a touch that hit this view (`UIView.gestureRecognizerShouldBegin(_:)`
    /// [U1]); returning false fails it. The default lets it begin; `Control` refuses its
    /// ancestors' single taps, so a button inside a tappable view gets the tap.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Asked by the window, of every ancestor of `view`, before `touches` begin there
    /// (`began` phases after any delay): false withholds them (and their later phases) from
    /// `view`. The default lets them through; `ScrollView` asks `touchesShouldBegin(_:with:in:)`.
    func shouldDeliverTouches(_ touches: [Touch], with event: TouchEvent, to view: View) -> Bool { true }

    /// Told by the window, on every ancestor of `view`, after `touches` were delivered to
    /// `view` in `phase` (so a scroll view knows its content tracks a touch). Default: nothing.
    func didDeliverTouches(_ touches: [Touch], phase: TouchPhase, to view: View) {}

    // MARK: Responder (see View+Responder.swift; overridable, so declared here)

    /// True when the view can take key and text events as the window's first responder
    /// (`UIResponder.canBecomeFirstResponder`). False by default; a `TextField` says true.
    open var canBecomeFirstResponder: Bool { false }
    /// True when the view lets the first-responder status go (`canResignFirstResponder`);
    /// true by default. Hiding, disabling or removing the view resigns it regardless.
    open var canResignFirstResponder: Bool { true }
    /// The view the window slides in from the bottom while this view is first responder
    /// (`UIResponder.inputView`): `nil` (the default) means the window's on-screen keyboard
    /// when the view takes text (`TextInputTraits`), none otherwise.
    open var inputView: View? { nil }
    /// Asks to become the window's first responder; true when it is afterwards. Override
    /// to refuse (a delegate's `shouldBeginEditing`) and call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { window?.makeFirstResponder(self) ?? false }
    /// Gives the first-responder status up; false when `canResignFirstResponder` refused.
    /// Override to ask first and call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool { window?.resignFirstResponder(self, force: false) ?? true }
    /// The view became the first responder (the keyboard is on its way). Nothing by default.
    open func didBecomeFirstResponder() {}
    /// The view stopped being the first responder (asked, hidden, removed). Nothing by default.
    open func didResignFirstResponder() {}
    /// A key went down (`pressesBegan(_:with:)`); return true when handled. The default
    /// returns false and the window offers it to `next` (the superview).
    open func pressesBegan(_ event: KeyEvent) -> Bool { false }
    /// A key came up; return true when handled. The default returns false (offered to `next`).
    open func pressesEnded(_ event: KeyEvent) -> Bool { false }

    // MARK: Hit testing

    /// True when `point` (this view's bounds coordinates) counts as inside the view.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The frontmost descendant (or this view) that should receive a touch at `point`
    /// (this view's bounds coordinates), using model values, like `UIView.hitTest(_:with:)`.
    /// Calls `hitTest(_:at:)` with no time; override that one.
    public final func hitTest(_ point: Point) -> View? { hitTest(point, at: nil) }

    /// The frontmost descendant (or this view) that should receive a touch at `point` (this
    /// view's bounds coordinates): skips hidden, transparent (alpha < 0.01) and non-interactive
    /// views and points outside; converts through each subview's 2D or 3D transform. With a
    /// `time` (seconds) it uses the presentation values at that time, so a view animating its
    /// position, transform, bounds or opacity is hit where it is on screen (the window passes
    /// the touch's frame time); with `nil` the model values (UIKit's rule).
    open func hitTest(_ point: Point, at time: Double?) -> View? {
        let properties = layerProperties(at: time)
        guard isUserInteractionEnabled, !properties.isHidden, properties.opacity >= Self.minimumHitTestAlpha,
              !isInteractionBlockedByAnimation(at: time)
        else { return nil }
        // `point(inside:)` answers for the model bounds; while the bounds animate, the
        // presented bounds decide.
        let inside = properties.bounds == layer.model.bounds ? self.point(inside: point) : properties.bounds.contains(point)
        guard inside else { return nil }
        for subview in subviewsFrontToBack {
            guard let local = subview.convertFromSuperview(point, at: time) else { continue }
            if let hit = subview.hitTest(local, at: time) { return hit }
        }
        return self
    }

    /// Views more transparent than this are not hit (UIKit: 0.01).
    public static let minimumHitTestAlpha = 0.01

    /// Subviews in front-to-back order (layer paint order reversed: by `zPosition`, ties in
    /// tree order, which `insertSubview` keeps equal to `subviews`). With one `zPosition`
    /// (the usual case) that is `subviews` reversed, without sorting.
    var subviewsFrontToBack: [View] {
        guard let z = subviews.first?.layer.model.zPosition,
              subviews.contains(where: { $0.layer.model.zPosition != z }) else { return subviews.reversed() }
        return subviews.enumerated().sorted { a, b in
            let za = a.element.layer.model.zPosition, zb = b.element.layer.model.zPosition
            return za != zb ? za > zb : a.offset > b.offset
        }.map(\.element)
    }

    /// Converts a point from the superview's bounds coordinates to this view's, with the
    /// presentation values at `time` (model values when `nil`); `nil` when the view has no
    /// image there (edge-on, behind the eye).
    func convertFromSuperview(_ point: Point, at time: Double? = nil) -> Point? {
        return Layer.transformIntoSuperlayer(layerProperties(at: time), superlayer: superview?.layerProperties(at: time),
                                             superlayerIsTransformLayer: superview?.layer.isTransformLayer ?? false)
            .unproject(point)
    }

    /// The layer's presentation values at `time` while it has animations, else (and when
    /// `time` is `nil`) its model values: a layer at rest costs no presentation pass.
    func layerProperties(at time: Double?) -> LayerProperties {
        guard let time, layer.hasAnimations else { return layer.model }
        return layer.presentation(at: time)
    }

    /// Converts `point` from this view's bounds coordinates to `view`'s (the window when
    /// `nil`); `nil` when it has no image there (edge-on, behind the eye).
    public func convert(_ point: Point, to view: View?) -> Point? { layer.convert(point, to: view?.layer) }

    /// Converts `point` from `view`'s bounds coordinates (the window when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point? { layer.convert(point, from: view?.layer) }
}
