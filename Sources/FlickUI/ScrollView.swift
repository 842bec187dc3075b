import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll

/// A view that scrolls and zooms its subviews (`UIScrollView`), with FlickScroll's
/// `ScrollModel` as its physics: the iOS rubber band, deceleration, bounces, paging,
/// directional lock, zoom with a bouncing scale, indicators.
///
/// - The content offset is the bounds' origin, as in UIKit: subviews placed in content
///   coordinates move with it. `layoutSubviews()` runs after every change of the offset.
/// - Its `panGestureRecognizer` (and `pinchGestureRecognizer` while zooming is possible)
///   are ordinary recognizers attached to the scroll view, so they compete in the window's
///   arbiter with the recognizers of other views (a button's, a nested scroll view's).
///   The scroll view is their delegate (do not replace it, as in UIKit).
/// - Content touches: with `delaysContentTouches` the pan holds the content's touch-down
///   until it fails or 150 ms pass (`GestureRecognizer.touchesBeganDelayLimit`); a drag
///   that starts before then never reaches the content. The content then gets the touch if
///   `touchesShouldBegin(_:with:in:)` agrees; a later drag takes it back (the content gets
///   `touchesCancelled`) only if `canCancelContentTouches` and `touchesShouldCancel(in:)`
///   agree, else the scroll view does not scroll. A touch that stops a moving scroll view
///   never reaches the content.
/// - A pan begins only along an axis the view can scroll: a vertical list refuses a
///   horizontal drag, which an enclosing horizontal pager (or a row's swipe) then takes.
/// - The window advances it each frame (`FrameDriven`): flings, bounces, page settles,
///   animations and the indicators' fade run without touches.
///
/// See ScrollViews.md for the content-touch timeline and the nested hand-off.
open class ScrollView: View, FrameDriven {
    /// Receives the scroll events (held weakly).
    public weak var delegate: (any ScrollViewDelegate)?

    /// The pan that drags the content (UIKit's `panGestureRecognizer`); its delegate is the
    /// scroll view.
    public let panGestureRecognizer = PanGestureRecognizer(name: "scroll pan")
    /// The pinch that zooms, attached while `maximumZoomScale > minimumZoomScale`
    /// (UIKit's `pinchGestureRecognizer`, `nil` otherwise).
    public var pinchGestureRecognizer: PinchGestureRecognizer? { pinchAttached ? pinch : nil }
    /// The double tap that zooms in and out, attached while `zoomsOnDoubleTap`.
    public var doubleTapGestureRecognizer: TapGestureRecognizer? { doubleTapAttached ? doubleTap : nil }

    /// The physics, as of now (during a delegate call: as of the event).
    public var model: ScrollModel { eventModel ?? storedModel }

    var storedModel: ScrollModel
    /// The model as of the delegate call in progress (see `ScrollModelBridge`).
    var eventModel: ScrollModel?
    private var bridge: ScrollModelBridge!
    private var modelCallDepth = 0
    /// The delegate call in progress whose state the model has not reached yet (inside
    /// `scrollViewWillBeginDragging` the view already drags) or has not left yet (inside
    /// `scrollViewDidEndDragging` it no longer drags): see ScrollView+State.swift.
    var callInProgress: StateCall?
    private var deferredChanges: [(inout ScrollModel) -> Void] = []

    private let pinch = PinchGestureRecognizer(name: "scroll pinch")
    private var pinchAttached = false
    private let doubleTap = TapGestureRecognizer(name: "scroll double tap", numberOfTapsRequired: 2)
    private var doubleTapAttached = false
    private let recognizerDelegate = ScrollRecognizerDelegate()
    /// The pan's travel from touch-down to its begin (the slop), captured at `began`.
    private var panBase = Point.zero
    /// The drag shared with a page sheet (ScrollView+HandOff.swift).
    var dragHandOff = ScrollDragHandOff()
    /// The touches the pan follows, as last seen.
    private var knownTouchIDs: [Int] = []
    /// True when the session's first touch stopped a motion (its touches never reach the content).
    private var touchCaughtMotion = false
    /// The content view that has a touch, and the touches it has.
    public private(set) weak var trackingContentView: View?
    private var contentTouchIDs: Set<Int> = []
    private let verticalIndicator = Layer(name: "vertical scroll indicator")
    private let horizontalIndicator = Layer(name: "horizontal scroll indicator")

    /// The colour of the indicators (UIKit's default style: dark, translucent).
    public var indicatorColor = ScrollView.defaultIndicatorColor {
        didSet {
            verticalIndicator.backgroundColor = indicatorColor
            horizontalIndicator.backgroundColor = indicatorColor
        }
    }
    /// 35 % black: UIKit's default indicator style on a light background (our choice of
    /// figure, close to the iOS look).
    public static let defaultIndicatorColor = Color(white: 0, alpha: 0.35)

    /// Creates a scroll view with the given frame (points, in the superview's coordinates).
    public override init(frame: Rect = .zero) {
        storedModel = ScrollModel(size: frame.size, contentSize: .zero)
        super.init(frame: frame)
        bridge = ScrollModelBridge(view: self)
        storedModel.delegate = bridge
        clipsToBounds = true
        recognizerDelegate.scrollView = self
        panGestureRecognizer.delegate = recognizerDelegate
        panGestureRecognizer.delaysTouchesBegan = true
        panGestureRecognizer.touchesBeganDelayLimit = ScrollModel.defaultContentTouchDelay
        panGestureRecognizer.addTarget { [unowned self] event in self.handlePan(event) }
        pinch.delegate = recognizerDelegate
        pinch.addTarget { [unowned self] event in self.handlePinch(event) }
        doubleTap.addTarget { [unowned self] event in self.handleDoubleTap(event) }
        panGestureRecognizer.allowSimultaneousRecognition(with: pinch)
        addGestureRecognizer(panGestureRecognizer)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = indicatorColor
            indicator.cornerRadius = ScrollIndicator.thickness / 2
            indicator.isHidden = true
            indicator.allowsImplicitAnimations = false
            layer.addSublayer(indicator)
        }
    }

    // MARK: Geometry

    /// The size of the content, points (UIKit's `contentSize`; scaled with the zoom).
    public var contentSize: Size {
        get { model.contentSize }
        set { change { $0.contentSize = newValue } }
    }

    /// Extra scrollable space around the content, points.
    public var contentInset: EdgeInsets {
        get { model.contentInset }
        set { change { $0.contentInset = newValue } }
    }

    /// The point of the content at the view's top-left corner, points (the bounds' origin).
    /// Setting it moves the content at once; a running fling keeps running.
    public var contentOffset: Point {
        get { model.contentOffset }
        set { change { $0.contentOffset = newValue } }
    }

    /// Whether a drag scrolls at all (the pan is disabled otherwise).
    public var isScrollEnabled: Bool {
        get { model.isScrollEnabled }
        set {
            panGestureRecognizer.isEnabled = newValue
            change { $0.isScrollEnabled = newValue }
        }
    }

    /// Whether the content may pass its edges and spring back.
    public var bounces: Bool { get { model.bounces } set { change { $0.bounces = newValue } } }
    /// Bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical: Bool {
        get { model.alwaysBounceVertical }
        set { change { $0.alwaysBounceVertical = newValue } }
    }
    /// Bounce horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal: Bool {
        get { model.alwaysBounceHorizontal }
        set { change { $0.alwaysBounceHorizontal = newValue } }
    }
    /// Whether releases settle on multiples of the view's size.
    public var isPagingEnabled: Bool { get { model.isPagingEnabled } set { change { $0.isPagingEnabled = newValue } } }
    /// Whether a drag that starts along one axis stays on it.
    public var isDirectionalLockEnabled: Bool {
        get { model.isDirectionalLockEnabled }
        set { change { $0.isDirectionalLockEnabled = newValue } }
    }
    /// How fast flings slow down (`.normal` 0.998/ms, `.fast` 0.99/ms).
    public var decelerationRate: DecelerationRate {
        get { model.decelerationRate }
        set { change { $0.decelerationRate = newValue } }
    }

    // MARK: Content touches

    /// Hold the content's touch-downs for 150 ms (or until the pan fails) so a drag that
    /// starts in that time never touches the content (UIKit default true).
    public var delaysContentTouches: Bool {
        get { panGestureRecognizer.delaysTouchesBegan }
        set { panGestureRecognizer.delaysTouchesBegan = newValue }
    }
    /// Whether a drag may take a touch the content already tracks (UIKit default true).
    public var canCancelContentTouches = true
    /// When true, the scroll view makes room for the window's keyboard and scrolls its first
    /// responder above it, like UIKit's keyboard layout guide (see ScrollView+Keyboard.swift).
    public var keepsFirstResponderVisible = false
    /// The bottom inset added for the keyboard, points (taken off again when it hides).
    var keyboardInset = 0.0

    /// Whether `view` (content hit by `touches`) may receive them (UIKit's
    /// `touchesShouldBegin(_:with:in:)`): asked when they would be delivered, after the
    /// content-touch delay. The default lets them through.
    open func touchesShouldBegin(_ touches: [Touch], with event: TouchEvent, in view: View) -> Bool { true }

    /// Whether a drag may cancel the touch `view` is tracking (UIKit's
    /// `touchesShouldCancel(in:)`): the default is true unless `view` is a `Control`, so a
    /// held button keeps its touch and the view does not scroll. Not asked when
    /// `canCancelContentTouches` is false.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator: Bool {
        get { model.showsVerticalScrollIndicator }
        set { change { $0.showsVerticalScrollIndicator = newValue } }
    }
    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator: Bool {
        get { model.showsHorizontalScrollIndicator }
        set { change { $0.showsHorizontalScrollIndicator = newValue } }
    }
    /// Insets of the indicators' tracks from the view's edges, points.
    public var scrollIndicatorInsets: EdgeInsets {
        get { model.scrollIndicatorInsets }
        set { change { $0.scrollIndicatorInsets = newValue } }
    }
    /// Shows the indicators for 0.75 s, then fades them (`UIScrollView.flashScrollIndicators()`).
    public func flashScrollIndicators() { change { $0.flashScrollIndicators() } }

    /// The vertical and horizontal indicator layers (sublayers of the view, above the content).
    public var indicatorLayers: (vertical: Layer, horizontal: Layer) { (verticalIndicator, horizontalIndicator) }

    // MARK: Zoom

    /// The current zoom scale (1 = unscaled).
    public var zoomScale: Double { model.zoomScale }
    /// The smallest scale a pinch settles on.
    public var minimumZoomScale: Double {
        get { model.minimumZoomScale }
        set { change { $0.minimumZoomScale = newValue }; updateZoomRecognizers() }
    }
    /// The largest scale a pinch settles on.
    public var maximumZoomScale: Double {
        get { model.maximumZoomScale }
        set { change { $0.maximumZoomScale = newValue }; updateZoomRecognizers() }
    }
    /// Whether a pinch may stretch past the limits and spring back.
    public var bouncesZoom: Bool { get { model.bouncesZoom } set { change { $0.bouncesZoom = newValue } } }
    /// Whether a double tap zooms in (to `doubleTapZoomScale`) or back out to the minimum
    /// (Flick's option; UIKit apps add their own recognizer).
    public var zoomsOnDoubleTap: Bool {
        get { model.zoomsOnDoubleTap }
        set { change { $0.zoomsOnDoubleTap = newValue }; updateZoomRecognizers() }
    }
    /// The scale a double tap zooms in to, kept within the limits; `nil` (the default) means
    /// `maximumZoomScale`.
    public var doubleTapZoomScale: Double? {
        get { model.doubleTapZoomScale }
        set { change { $0.doubleTapZoomScale = newValue } }
    }

    /// The view zooming scales: the delegate's `viewForZooming(in:)`, when zooming is
    /// possible (`maximumZoomScale > minimumZoomScale`).
    public var zoomingView: View? {
        guard model.maximumZoomScale > model.minimumZoomScale, let view = delegate?.viewForZooming(in: self),
              view.isDescendant(of: self) else { return nil }
        return view
    }

    /// Sets the zoom scale about the view's centre, at once or animated.
    public func setZoomScale(_ scale: Double, animated: Bool) { change { $0.setZoomScale(scale, animated: animated) } }

    /// Zooms so that `rect` (the zooming view's unscaled coordinates, points) fills the view
    /// as far as the limits allow, at once or animated.
    public func zoom(to rect: Rect, animated: Bool) { change { $0.zoom(to: rect, animated: animated) } }

    // MARK: Programmatic scrolling

    /// Moves the content to `offset` (points), at once or with a 0.3 s ease-in-out ending in
    /// `scrollViewDidEndScrollingAnimation`. Stops any running motion.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        change { $0.setContentOffset(offset, animated: animated) }
    }

    /// Scrolls the least distance that shows `rect` (content coordinates, points).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        change { $0.scrollRectToVisible(rect, animated: animated) }
    }

    /// Moves the content offset and everything that refers to it (a drag's anchor, a fling,
    /// an animation's target) by `delta` points, without a visible jump when the content is
    /// moved by the same amount in the same pass: the endless-content re-centre, to call from
    /// `layoutSubviews()` while dragging, decelerating or at rest (see
    /// `ScrollModel.shiftContent(by:)` and Lists.md).
    public func shiftContent(by delta: Point) { change { $0.shiftContent(by: delta) } }

    // MARK: Frames

    /// Advances the physics to `time` (seconds): flings, bounces, page settles, animations
    /// and the indicators' fade. The window calls it (`FrameDriven`); an idle view with
    /// hidden indicators costs nothing.
    open func advance(to time: Double) {
        syncTouches(at: time)
        // At rest with the indicators gone nothing moves; the next input advances the model.
        if storedModel.state == .idle && verticalIndicator.isHidden && horizontalIndicator.isHidden { return }
        change { $0.advance(to: time) }
    }

    /// True while the physics or the indicators' fade change frames with no input (not idle,
    /// or an indicator still shown): what `advance(to:)` has work for.
    public var isMoving: Bool {
        storedModel.state != .idle || !verticalIndicator.isHidden || !horizontalIndicator.isHidden
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if storedModel.size != bounds.size { change { $0.size = self.bounds.size } }
        keepIndicatorsOnTop()
    }

    // MARK: Model plumbing

    /// Applies `body` to the model, then shows the result (offset, zoom, indicators). Inside
    /// a delegate call (the model is mid-change) the change waits until the call returns.
    func change(_ body: @escaping (inout ScrollModel) -> Void) {
        if modelCallDepth > 0 {
            deferredChanges.append(body)
            return
        }
        modelCallDepth += 1
        var copy = storedModel
        if copy.size != bounds.size { copy.size = bounds.size }
        body(&copy)
        storedModel = copy
        eventModel = nil
        modelCallDepth -= 1
        show(storedModel)
        eventModel = nil
        if !deferredChanges.isEmpty {
            let pending = deferredChanges
            deferredChanges = []
            for body in pending { change(body) }
        }
    }

    /// Shows `model` (a copy as of an event, or the stored one): the bounds' origin, the
    /// zooming view's transform, the indicators. Properties read `model` until the change ends.
    ///
    /// The bounds' origin is the content offset snapped to the window's device pixels
    /// (`shownOrigin(of:)`), as UIKit's scrolling offsets land on pixels: content moves by whole
    /// pixels, so text and edges never resample between two pixel phases while the list
    /// decelerates, the software renderer shifts what it already drew instead of drawing it
    /// again, and the last half-pixel of a deceleration draws nothing. `contentOffset` keeps
    /// the physics' exact value.
    func show(_ model: ScrollModel) {
        if modelCallDepth > 0 { eventModel = model }
        let offset = shownOrigin(of: model.contentOffset)
        if bounds.origin != offset {
            setWithoutAnimation { self.layer.bounds = Rect(origin: offset, size: self.bounds.size) }
            setNeedsLayout()
        }
        if let zooming = zoomingView { showZoom(of: zooming, scale: model.zoomScale) }
        showIndicators(model)
    }

    /// `offset` (points) snapped to the device pixels of the window's `displayScale` (1 until
    /// the view is in a window).
    func shownOrigin(of offset: Point) -> Point {
        PixelGrid(scale: window?.displayScale ?? 1).snap(offset)
    }

    private func showZoom(of view: View, scale: Double) {
        let size = view.bounds.size
        let transform = Transform3D(scaleX: scale, y: scale)
        let center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        guard view.transform != transform || view.center != center else { return }
        setWithoutAnimation {
            view.transform = transform
            view.center = center
        }
    }

    private func showIndicators(_ model: ScrollModel) {
        for (axis, indicator) in [(Axis.vertical, verticalIndicator), (.horizontal, horizontalIndicator)] {
            guard let shown = model.scrollIndicator(axis) else {
                if !indicator.isHidden { indicator.isHidden = true }
                continue
            }
            // On whole pixels too, so an indicator creeping by a fraction of a pixel redraws nothing.
            let frame = Rect(origin: shownOrigin(of: shown.frame.origin + model.contentOffset), size: shown.frame.size)
            setWithoutAnimation {
                indicator.isHidden = false
                if indicator.frame != frame { indicator.frame = frame }
                if indicator.opacity != shown.alpha { indicator.opacity = shown.alpha }
            }
        }
    }

    /// Keeps the indicator layers above the content's layers (a subview added to an empty
    /// scroll view goes to the end of the sublayers).
    private func keepIndicatorsOnTop() {
        let sublayers = layer.sublayers
        guard sublayers.count > 2, sublayers[sublayers.count - 2] !== verticalIndicator
              || sublayers[sublayers.count - 1] !== horizontalIndicator else { return }
        layer.addSublayer(verticalIndicator)
        layer.addSublayer(horizontalIndicator)
    }

    private func setWithoutAnimation(_ body: () -> Void) {
        let transactions = layer.transactionContext
        if transactions.isActive { transactions.perform(disableActions: true, body) } else { body() }
    }

    private func updateZoomRecognizers() {
        let zooms = model.maximumZoomScale > model.minimumZoomScale
        if zooms != pinchAttached {
            pinchAttached = zooms
            if zooms { addGestureRecognizer(pinch) } else { removeGestureRecognizer(pinch) }
        }
        let doubleTaps = zooms && model.zoomsOnDoubleTap
        if doubleTaps != doubleTapAttached {
            doubleTapAttached = doubleTaps
            if doubleTaps { addGestureRecognizer(doubleTap) } else { removeGestureRecognizer(doubleTap) }
        }
    }

    // MARK: Gestures

    /// A point in window coordinates as the model sees it: from the visible area's top-left.
    /// Taken through the superview and this view's placement with its bounds at the origin,
    /// so the offset shown does not enter: adding the offset and taking it off again would
    /// round differently for each offset a frame happened to show (a resampled one).
    private func modelPoint(_ windowPoint: Point) -> Point {
        guard let superview, let inSuperview = superview.convert(windowPoint, from: nil) else {
            return (convert(windowPoint, from: nil) ?? windowPoint) - bounds.origin
        }
        var placement = layer.model
        placement.bounds.origin = .zero
        let transform = Layer.transformIntoSuperlayer(placement, superlayer: superview.layer.model,
                                                      superlayerIsTransformLayer: superview.layer.isTransformLayer)
        return transform.unproject(inSuperview) ?? (convert(windowPoint, from: nil) ?? windowPoint) - bounds.origin
    }

    /// Tells the model of touch-downs and (with `lifts`) lifts the pan saw since the last
    /// call. A pan's own end does not count its lift (the pan's `ended` ends the touch).
    func syncTouches(at time: Double, lifts: Bool = true) {
        let tracked = panGestureRecognizer.trackedTouches
        var changed = tracked.count != knownTouchIDs.count
        if !changed { for (touch, id) in zip(tracked, knownTouchIDs) where touch.id != id { changed = true } }
        guard changed else { return }
        for touch in tracked where !knownTouchIDs.contains(touch.id) {
            if knownTouchIDs.isEmpty {
                let moving: Bool = switch storedModel.state {
                case .decelerating, .bouncing, .paging, .animating: true
                case .idle, .tracking, .dragging, .zooming: false
                }
                touchCaughtMotion = moving
                let location = modelPoint(touch.start)
                change { $0.touchesBegan(at: location, time: touch.startTime) }
                touchSessionDidBegin(at: location)
            }
        }
        let wasDown = !knownTouchIDs.isEmpty
        if !lifts && tracked.isEmpty { return }
        knownTouchIDs = tracked.map(\.id)
        if wasDown && knownTouchIDs.isEmpty {
            change { $0.touchesEnded(time: time) }
        }
    }

    private func handlePan(_ event: GestureEvent) {
        syncTouches(at: event.time, lifts: false)
        let pan = panGestureRecognizer
        switch event.phase {
        case .began:
            panBase = pan.totalTranslation - pan.translation
            let translation = panBase
            beginDragHandOff(at: translation)
            change { $0.panBegan(translation: translation, time: event.time) }
        case .changed:
            let translation = handOffTranslation(panBase + event.values.translation)
            let isResampled = event.values.isResampled
            change { $0.panChanged(translation: translation, time: event.time, isResampled: isResampled) }
        case .ended:
            let translation = handOffTranslation(panBase + event.values.translation)
            let velocity = endDragHandOff(velocity: event.values.velocity, ended: true)
            change { $0.panEnded(translation: translation, velocity: velocity, time: event.time) }
        case .cancelled:
            _ = endDragHandOff(velocity: .zero, ended: false)
            change { $0.panCancelled(time: event.time) }
        case .recognized, .retracted:
            break
        }
    }

    private func handlePinch(_ event: GestureEvent) {
        let focal = modelPoint(event.values.location)
        switch event.phase {
        case .began:
            change { $0.pinchBegan(focal: focal, time: event.time) }
        case .changed:
            let scale = event.values.scale, isResampled = event.values.isResampled
            change { $0.pinchChanged(scale: scale, focal: focal, time: event.time, isResampled: isResampled) }
        case .ended, .cancelled:
            change { $0.pinchEnded(time: event.time) }
        case .recognized, .retracted:
            break
        }
    }

    private func handleDoubleTap(_ event: GestureEvent) {
        guard event.phase == .recognized else { return }
        let location = modelPoint(event.values.location)
        change { $0.doubleTap(at: location, time: event.time) }
    }

    /// Whether the pan may begin now (asked through its delegate): scrolling is on, the
    /// drag runs along an axis the view can scroll, and a content touch in progress may be
    /// cancelled.
    func panShouldBegin() -> Bool {
        let model = storedModel
        let canX = model.canScroll(.horizontal), canY = model.canScroll(.vertical)
        guard canX || canY else { return false }
        let travel = panGestureRecognizer.totalTranslation
        // One scrollable axis: refuse a drag mostly along the other (UIKit; it lets an
        // enclosing pager or a row's swipe take it).
        if canX != canY {
            let along = canX ? abs(travel.x) : abs(travel.y)
            let across = canX ? abs(travel.y) : abs(travel.x)
            if across > along {
                log.trace("\(debugName) pan refused: the drag runs across its only axis")
                return false
            }
        }
        if let content = trackingContentView, !contentTouchIDs.isEmpty {
            guard canCancelContentTouches, touchesShouldCancel(in: content) else {
                log.trace("\(debugName) pan refused: \(content.debugName) keeps its touch")
                return false
            }
        }
        return true
    }

    /// A finger came down on the view with none down, at `location` (from the visible
    /// area's top-left, points). Subclasses hook here (a list hides its Delete button).
    func touchSessionDidBegin(at location: Point) {}

    // MARK: Content touch hooks (Window)

    override func shouldDeliverTouches(_ touches: [Touch], with event: TouchEvent, to view: View) -> Bool {
        syncTouches(at: event.time, lifts: false)
        let ours = touches.contains { knownTouchIDs.contains($0.id) }
        if ours && touchCaughtMotion { return false }
        return touchesShouldBegin(touches, with: event, in: view)
    }

    override func didDeliverTouches(_ touches: [Touch], phase: TouchPhase, to view: View) {
        switch phase {
        case .began:
            trackingContentView = view
            for touch in touches { contentTouchIDs.insert(touch.id) }
        case .ended, .cancelled:
            for touch in touches { contentTouchIDs.remove(touch.id) }
            if contentTouchIDs.isEmpty { trackingContentView = nil }
        case .moved, .stationary:
            break
        }
    }
}

/// The scroll view's recognizers' delegate: the pan begins only as `panShouldBegin()`
/// allows; the pinch only with a zooming view.
final class ScrollRecognizerDelegate: GestureRecognizerDelegate {
    weak var scrollView: ScrollView?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        if recognizer === scrollView.panGestureRecognizer { return scrollView.panShouldBegin() }
        return scrollView.zoomingView != nil
    }
}
