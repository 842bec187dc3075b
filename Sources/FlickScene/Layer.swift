import FlickAnimation
import FlickInput

/// A node of the layer tree (`CALayer`): geometry, appearance, contents, sublayers and
/// animations. Reading a property gives its **model** value; `presentation(at:)` gives
/// what is on screen at a time, with the animations applied.
///
/// Setting an animatable property while a transaction of the tree's
/// `transactionContext` is open (actions not disabled) adds an implicit `BasicAnimation`
/// (a `SpringAnimation` when the transaction's style has a spring) under the property's key
/// path, from the value on screen to the new model value, with the transaction's duration,
/// timing function and `ImplicitAnimationStyle`; outside a transaction the change applies
/// at once.
public final class Layer {
    /// The model values.
    public private(set) var model = LayerProperties() { didSet { if model != oldValue { noteChange() } } }
    /// Shadow and border settings and their bitmaps (see Layer+Looks.swift).
    var looks = LayerLooks()
    /// The last walk of the subtree for a shadow cast by its composited alpha, kept while
    /// nothing below changes (ShadowCasterWalk.swift; it holds sublayers, so not in `looks`).
    var shadowCasterWalk: ShadowCasterWalk?
    /// A name for debugging and lookups.
    public var name: String?
    /// The parent, if any.
    public private(set) weak var superlayer: Layer?
    /// The children, back to front before sorting by `zPosition`.
    public private(set) var sublayers: [Layer] = [] { didSet { noteChange() } }
    /// The image shown in the bounds (`CALayer.contents`).
    public var contents: (any LayerContents)? { didSet { noteChange() } }
    /// When true the layer keeps its sublayers in 3D (`CATransformLayer`); otherwise it
    /// flattens them into its plane, as a plain `CALayer` does.
    public var isTransformLayer = false { didSet { noteChange() } }
    /// When true, this subtree's bitmap contents are handed to the renderer to prepare while
    /// the layer is hidden or fully transparent (`DisplayList.preparations`): textures uploaded
    /// and copies scaled to the size they will be drawn at, off the frame where it can, so the
    /// frame that first shows the layer (an alert popping in over a dimmed window) does not
    /// pay for them. Flutter's `precacheImage`, UIKit's `UIImage.byPreparingThumbnail(ofSize:)`
    /// for a whole overlay. Costs the prepared copies' memory while hidden; false by default.
    public var preparesContentsWhileHidden = false { didSet { noteChange() } }
    /// When false, property changes never animate implicitly (a view-owned layer's
    /// actions are decided by its view; a `CATransformLayer`-like joint may opt out).
    public var allowsImplicitAnimations = true
    /// Draws the contents when the layer is displayed (`draw(in:)`).
    public var drawHandler: ((inout any LayerDrawingContext) -> Void)? { didSet { noteChange() } }
    /// True when the contents must be redrawn before the next frame.
    public private(set) var needsDisplay = false
    /// Called when a property change needs layout (a bounds resize): the owning view
    /// (FlickUI's `View`) marks itself with `setNeedsLayout()`.
    public var layoutInvalidationHandler: (() -> Void)?
    /// True when this layer or one below it changed since the tree was last prepared
    /// (`Layer+Changes.swift`).
    var changedInSubtree = true
    /// Times this subtree went from unchanged to changed (`Layer+Changes.swift`).
    var changeGenerationStorage = 0
    /// True (the default) when `displayItemsProvider`'s items may change from frame to frame
    /// with nothing else changing (tiles fading in): the layer is then drawn anew every frame.
    /// A provider whose items follow the layer's own state sets it false and calls
    /// `setNeedsDisplayItems()` when that state changes.
    public var displayItemsVaryWithTime = true

    /// The contents shown unscaled around a stretched middle (`CALayer.contentsCenter`):
    /// the part of the contents image, in unit coordinates, that stretches; the parts to
    /// its left and right stretch vertically only, those above and below horizontally
    /// only, and the four corners keep their size (nine-slice). The default, the whole
    /// image, stretches everything. The display-list builder emits up to nine quads.
    public var contentsCenter: Rect {
        get { model.contentsCenter } set { model.contentsCenter = newValue }
    }
    /// Extra display items drawn after the layer's own background and contents, before its
    /// sublayers (a tiled view's tiles): called while the display list is built, with the
    /// layer's render item and the frame's time (seconds).
    public var displayItemsProvider: ((_ item: RenderItem, _ time: Double) -> [DisplayItem])? { didSet { noteChange() } }
    /// Work to do for the layer's render item before any layer's `displayItemsProvider` of
    /// the same display list runs: what providers share must change here (a label places its
    /// new glyphs in the text atlas, so no mesh made earlier in the frame holds an atlas page
    /// a later label adds to; each such addition copied the page).
    public var displayItemsPreparer: ((_ item: RenderItem) -> Void)?

    private var animationEntries: [(key: String, animation: Animation)] = []
    private var ownTransactionContext: TransactionContext?
    private var anonymousKeyCounter = 0
    /// The time of the latest `presentation(at:)`, seconds; implicit animations start from
    /// the value on screen then.
    public private(set) var lastPresentationTime: Double?

    /// Creates an empty layer.
    public init(name: String? = nil) { self.name = name }

    // MARK: Properties

    /// The layer's own coordinate space, points.
    public var bounds: Rect {
        get { model.bounds }
        set {
            let resized = newValue.size != model.bounds.size
            setModelValue(newValue, forKeyPath: "bounds")
            if resized { layoutInvalidationHandler?() }
        }
    }
    /// Where the anchor point sits in the superlayer, points.
    public var position: Point { get { model.position } set { setModelValue(newValue, forKeyPath: "position") } }
    /// The anchor's z, points.
    public var zPosition: Double { get { model.zPosition } set { setModelValue(newValue, forKeyPath: "zPosition") } }
    /// The anchor point in unit coordinates of the bounds.
    public var anchorPoint: Point {
        get { model.anchorPoint } set { setModelValue(newValue, forKeyPath: "anchorPoint") }
    }
    /// The anchor's z in the layer's own space, points.
    public var anchorPointZ: Double {
        get { model.anchorPointZ } set { setModelValue(newValue, forKeyPath: "anchorPointZ") }
    }
    /// The transform about the anchor point.
    public var transform: Transform3D {
        get { model.transform } set { setModelValue(newValue, forKeyPath: "transform") }
    }
    /// The transform applied to the sublayers about the anchor point.
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform } set { setModelValue(newValue, forKeyPath: "sublayerTransform") }
    }
    /// Opacity, 0…1.
    public var opacity: Double { get { model.opacity } set { setModelValue(newValue, forKeyPath: "opacity") } }
    /// Background fill.
    public var backgroundColor: Color {
        get { model.backgroundColor } set { setModelValue(newValue, forKeyPath: "backgroundColor") }
    }
    /// Corner radius, points.
    public var cornerRadius: Double {
        get { model.cornerRadius } set { setModelValue(newValue, forKeyPath: "cornerRadius") }
    }
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`; all four by default): the
    /// background, the contents mask, the border and the shadow stay square at the others.
    public var maskedCorners: CornerMask {
        get { model.maskedCorners } set { model.maskedCorners = newValue }
    }
    /// Hidden layers are neither drawn nor hit.
    public var isHidden: Bool { get { model.isHidden } set { model.isHidden = newValue } }
    /// Clip sublayers to the (rounded) bounds.
    public var masksToBounds: Bool { get { model.masksToBounds } set { model.masksToBounds = newValue } }
    /// Device pixels per point of the contents.
    public var contentsScale: Double {
        get { model.contentsScale }
        set {
            if newValue != model.contentsScale { needsDisplay = drawHandler != nil || needsDisplay }
            model.contentsScale = newValue
        }
    }
    /// Placement of the contents in the bounds.
    public var contentsGravity: ContentsGravity {
        get { model.contentsGravity } set { model.contentsGravity = newValue }
    }
    /// The part of the contents shown, unit coordinates of the image.
    public var contentsRect: Rect {
        get { model.contentsRect } set { setModelValue(newValue, forKeyPath: "contentsRect") }
    }
    /// A gradient drawn over the background colour (not animatable).
    public var gradient: LinearGradient? { get { model.gradient } set { model.gradient = newValue } }
    /// Sampling of the contents when shown smaller than their pixels (`CALayer.minificationFilter`).
    public var minificationFilter: TextureFilter {
        get { model.minificationFilter } set { model.minificationFilter = newValue }
    }
    /// Sampling of the contents when shown larger than their pixels (`CALayer.magnificationFilter`).
    public var magnificationFilter: TextureFilter {
        get { model.magnificationFilter } set { model.magnificationFilter = newValue }
    }

    /// The frame in the superlayer's coordinates (CA's `frame`): the bounding box of the
    /// transformed bounds. Setting it (with an identity transform) moves the position and
    /// resizes the bounds, keeping the anchor point.
    public var frame: Rect {
        get { model.frame }
        set {
            if !model.transform.isIdentity {
                log.debug("Layer.frame set with a non-identity transform: the result is the CA-undefined case")
            }
            bounds = Rect(origin: bounds.origin, size: newValue.size)
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Sets a model value by key path, animating implicitly inside a transaction.
    /// Returns false when the key path is unknown or the type is wrong.
    @discardableResult
    public func setModelValue(_ value: any Interpolatable, forKeyPath keyPath: String) -> Bool {
        let old = model.animatableValue(forKeyPath: keyPath)
        guard model.setAnimatableValue(value, forKeyPath: keyPath) else {
            log.warning("Layer: cannot set \(keyPath) to \(value)")
            return false
        }
        if let old, allowsImplicitAnimations, let transactions = rootLayer.ownTransactionContext,
           transactions.isActive, !transactions.disableActions, !isEqual(old, value) {
            addImplicitAnimation(keyPath: keyPath, old: old, new: value, transactions: transactions)
        }
        return true
    }

    /// The open transactions that property changes in this layer's tree consult: the root
    /// layer's, made on first use. Setting it on any layer sets the root's (a window sets
    /// its own; a subtree added to another tree follows that tree's).
    public var transactionContext: TransactionContext {
        get {
            let root = rootLayer
            if let context = root.ownTransactionContext { return context }
            let context = TransactionContext()
            root.ownTransactionContext = context
            return context
        }
        set { rootLayer.ownTransactionContext = newValue }
    }

    private func isAnimating(keyPath: String) -> Bool {
        animationEntries.contains { $0.animation.animatedKeyPaths.contains(keyPath) }
    }

    private func isEqual<A: Interpolatable>(_ a: A, _ b: any Interpolatable) -> Bool {
        guard let b = b as? A else { return false }
        return a == b
    }

    /// The value on screen for `keyPath` at the last presentation time, if an animation
    /// of it is running; else the old model value.
    private func onScreenValue(keyPath: String, model old: any Interpolatable) -> any Interpolatable {
        guard let time = lastPresentationTime, isAnimating(keyPath: keyPath) else { return old }
        var oldModel = model
        oldModel.setAnimatableValue(old, forKeyPath: keyPath)
        return presentation(at: time, model: oldModel).animatableValue(forKeyPath: keyPath) ?? old
    }

    /// Adds the implicit animation for a change of `keyPath` from `old` to `new` (the model
    /// values), built as the open transactions say. A retargeted property (one already
    /// animating) starts at the last presentation time, so the motion continues without a
    /// stalled frame, from the value shown then (`beginsFromCurrentState`) and with
    /// `carriesVelocity` the velocity shown then (a spring takes it as its initial velocity, a
    /// Bézier curve bends its first control point to start with it), or from `old`; otherwise the begin time resolves
    /// at the next frame. A delay fills backwards: the start value shows until it begins.
    private func addImplicitAnimation(keyPath: String, old: any Interpolatable, new: any Interpolatable,
                                      transactions: TransactionContext) {
        let style = transactions.animationStyle
        let duration = transactions.animationDuration
        let retargeting = isAnimating(keyPath: keyPath) && lastPresentationTime != nil
        let from = style.beginsFromCurrentState ? onScreenValue(keyPath: keyPath, model: old) : old
        func make<V: Interpolatable>(_ from: V) -> Animation {
            // The velocity on screen, in whole moves per second, when it should carry over.
            var unitVelocity: Double?
            if style.beginsFromCurrentState, style.carriesVelocity, retargeting, let to = new as? V,
               let velocity = onScreenVelocity(keyPath: keyPath, model: old) as? V {
                unitVelocity = Self.unitVelocity(velocity, from: from, to: to)
            }
            guard var spring = style.spring else {
                var curve = transactions.timingFunction ?? .default
                if let unitVelocity { curve = Self.curve(curve, startingWithSlope: unitVelocity * duration) }
                return BasicAnimation<V>(keyPath: keyPath, from: from, duration: duration, timingFunction: curve)
            }
            if let unitVelocity { spring.initialVelocity = unitVelocity }
            return SpringAnimation<V>(keyPath: keyPath, from: from, spring: spring, duration: duration)
        }
        let animation = make(from)
        animation.repeatCount = style.repeatCount
        animation.autoreverses = style.autoreverses
        let delay = max(style.delay.isFinite ? style.delay : 0, 0)
        if delay > 0 { animation.fillMode = .backwards }
        var beginTime: Double?
        if retargeting, let time = lastPresentationTime {
            beginTime = time + delay
        } else if delay > 0 {
            animation.beginTime = delay
            animation.hasUnresolvedBeginTime = true
        }
        log.trace("implicit animation of \(keyPath) for \(duration) s after \(delay) s")
        add(animation, forKey: keyPath, at: beginTime)
    }

    /// The velocity on screen of `keyPath` at the last presentation time (per second, a
    /// 1 ms backward difference), with `old` as the model value underneath.
    private func onScreenVelocity(keyPath: String, model old: any Interpolatable) -> (any Interpolatable)? {
        guard let time = lastPresentationTime else { return nil }
        var oldModel = model
        oldModel.setAnimatableValue(old, forKeyPath: keyPath)
        let step = Self.velocitySampleInterval
        guard let now = presentation(at: time, model: oldModel).animatableValue(forKeyPath: keyPath),
              let before = presentation(at: time - step, model: oldModel).animatableValue(forKeyPath: keyPath)
        else { return nil }
        func difference<V: Interpolatable>(_ now: V) -> (any Interpolatable)? {
            guard let before = before as? V else { return nil }
            return now.subtracting(before).scaled(by: 1 / step)
        }
        return difference(now)
    }

    /// `curve` with its first control point moved so it starts with `slope` (eased progress
    /// per unit of progress): a Bézier's initial slope is y1/x1, so y1 becomes slope·x1 (x1
    /// of a curve that starts flat on the x axis, as linear and ease-out do, becomes
    /// `velocityControlX`). The end of the curve is kept. Steps and non-finite slopes are
    /// left alone.
    static func curve(_ curve: TimingFunction, startingWithSlope slope: Double) -> TimingFunction {
        guard slope.isFinite, case let .cubicBezier(x1, _, x2, y2) = curve else { return curve }
        let x = x1 > 0 ? x1 : velocityControlX
        return .cubicBezier(x1: x, y1: slope * x, x2: x2, y2: y2)
    }

    /// The first control point's x for a curve bent to carry a velocity when the curve's own
    /// is 0 (our choice: a third of the way, the control point of a linear Bézier).
    static let velocityControlX = 1.0 / 3

    /// The sampling step of the on-screen velocity, seconds (our choice: well under a frame).
    static let velocitySampleInterval = 0.001

    /// A velocity as unit distances per second along the move from `from` to `to` (the
    /// spring's `initialVelocity`): its projection on the move, over the move's length.
    static func unitVelocity<V: Interpolatable>(_ velocity: V, from: V, to: V) -> Double {
        let move = to.subtracting(from).animatableComponents
        let lengthSquared = move.reduce(0) { $0 + $1 * $1 }
        guard lengthSquared > 0 else { return 0 }
        let dot = zip(velocity.animatableComponents, move).reduce(0) { $0 + $1.0 * $1.1 }
        let unit = dot / lengthSquared
        return unit.isFinite ? unit : 0
    }

    // MARK: Tree

    /// Appends `layer` as the frontmost sublayer (removing it from its old parent).
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !isDescendant(of: layer), "a layer cannot contain itself")
        var index = index
        if layer.superlayer === self, let old = sublayers.firstIndex(where: { $0 === layer }) {
            sublayers.remove(at: old)
            if old < index { index -= 1 }
        } else {
            layer.removeFromSuperlayer()
        }
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (appends when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        insertSublayer(layer, at: sublayers.firstIndex(where: { $0 === sibling }) ?? sublayers.count)
    }

    /// Inserts `layer` just above `sibling` (appends when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        insertSublayer(layer, at: (sublayers.firstIndex(where: { $0 === sibling }).map { $0 + 1 }) ?? sublayers.count)
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// True when `ancestor` is this layer's superlayer, or its superlayer's, and so on.
    public func isDescendant(of ancestor: Layer) -> Bool {
        var node = superlayer
        while let current = node {
            if current === ancestor { return true }
            node = current.superlayer
        }
        return false
    }

    /// The root of the tree this layer is in.
    public var rootLayer: Layer {
        var node = self
        while let parent = node.superlayer { node = parent }
        return node
    }

    // MARK: Display

    /// Marks the contents as needing a redraw before the next frame.
    public func setNeedsDisplay() {
        needsDisplay = true
        noteChange()
    }

    /// Redraws the contents through `renderer` if they were marked as needing it and a
    /// draw handler is set; returns true when it drew.
    @discardableResult
    public func displayIfNeeded(using renderer: any LayerContentsRenderer) -> Bool {
        guard needsDisplay else { return false }
        needsDisplay = false
        guard let drawHandler else { return false }
        let scale = model.contentsScale
        let size = model.bounds.size
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else {
            contents = nil
            return false
        }
        contents = renderer.makeContents(size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                         draw: drawHandler)
        log.trace("displayed layer \(name ?? "?") at \(pixelWidth)x\(pixelHeight) px")
        return true
    }

    /// Displays every layer of this subtree that needs it; returns how many drew.
    @discardableResult
    public func displayTreeIfNeeded(using renderer: any LayerContentsRenderer) -> Int {
        var count = displayIfNeeded(using: renderer) ? 1 : 0
        for sublayer in sublayers { count += sublayer.displayTreeIfNeeded(using: renderer) }
        return count
    }

    // MARK: Animations

    /// Adds `animation` under `key` (replacing, and telling `finished: false` to, any
    /// animation already there). A zero begin time means "now": it resolves to `time`
    /// when given, else to the time of the next `presentation(at:)` or
    /// `updateAnimations(at:)`, as Core Animation resolves it at commit.
    public func add(_ animation: Animation, forKey key: String?, at time: Double? = nil) {
        let key = key ?? {
            anonymousKeyCounter += 1
            return "#anonymous-\(anonymousKeyCounter)"
        }()
        if animation.timing.beginTime == 0 {
            if let time { animation.timing.beginTime = time } else { animation.hasUnresolvedBeginTime = true }
        }
        if animation.timing.duration == 0 {
            animation.timing.duration = rootLayer.ownTransactionContext?.animationDuration
                ?? TransactionContext.defaultAnimationDuration
        }
        let replaced = animationEntries.firstIndex { $0.key == key }.map { animationEntries.remove(at: $0).animation }
        animationEntries.append((key, animation))
        noteChange()
        rootLayer.ownTransactionContext?.register(animation)
        log.trace("layer \(name ?? "?") add animation \(key)")
        replaced?.finish(false)
    }

    /// The animation under `key`, if any.
    public func animation(forKey key: String) -> Animation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they apply.
    public var animationKeys: [String] { animationEntries.map(\.key) }

    /// True while any animation is attached (finished ones included until
    /// `updateAnimations(at:)` removes them).
    public var hasAnimations: Bool { !animationEntries.isEmpty }

    /// Removes the animation under `key`; its completion is told `false`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let animation = animationEntries.remove(at: index).animation
        noteChange()
        log.trace("layer \(name ?? "?") remove animation \(key)")
        animation.finish(false)
    }

    /// Removes every animation; each completion is told `false`.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        if !removed.isEmpty { noteChange() }
        for entry in removed { entry.animation.finish(false) }
    }

    private func resolveBeginTimes(at time: Double) {
        for entry in animationEntries where entry.animation.hasUnresolvedBeginTime {
            entry.animation.hasUnresolvedBeginTime = false
            entry.animation.timing.beginTime += time
        }
    }

    /// The properties on screen at `time` (seconds): the model with every attached
    /// animation applied in order. Resolves pending begin times to `time`.
    public func presentation(at time: Double) -> LayerProperties {
        resolveBeginTimes(at: time)
        lastPresentationTime = time
        return presentation(at: time, model: model)
    }

    private func presentation(at time: Double, model: LayerProperties) -> LayerProperties {
        var result = model
        for entry in animationEntries { entry.animation.apply(to: &result, model: model, at: time) }
        return result
    }

    /// Ends the animations whose active interval is over at `time`: each completion is
    /// told `true`, and those with `isRemovedOnCompletion` are detached. Returns true
    /// while animations remain that will still change the presentation after `time`.
    @discardableResult
    public func updateAnimations(at time: Double) -> Bool {
        resolveBeginTimes(at: time)
        var running = false
        var finished: [Animation] = []
        animationEntries.removeAll { entry in
            guard entry.animation.isFinished(at: time) else {
                running = true
                return false
            }
            finished.append(entry.animation)
            return entry.animation.isRemovedOnCompletion
        }
        if !finished.isEmpty { noteChange() }
        for animation in finished { animation.finish(true) }
        return running
    }

    /// `updateAnimations(at:)` for this layer and all its descendants; true while any
    /// still runs.
    @discardableResult
    public func updateAnimationsInTree(at time: Double) -> Bool {
        var running = updateAnimations(at: time)
        for sublayer in sublayers where sublayer.updateAnimationsInTree(at: time) { running = true }
        return running
    }
}
