import FlickInput

/// A pure model of `UIScrollView`: geometry, dragging with the iOS rubber band,
/// deceleration, bounces, paging, directional lock, delayed content touches, zoom,
/// scroll indicators and delegate callbacks. It never reads a clock: every input carries
/// its time in seconds, and time moves only through those inputs and `advance(to:)`,
/// which a frame loop calls once per frame.
///
/// Drive it with explicit gesture calls (`touchesBegan(at:time:)`, `panBegan`,
/// `panChanged`, `panEnded`, `pinchBegan`…), or with raw `TouchFrame`s through
/// `handle(_:)`, which runs the pan and pinch recognizers. Coordinates of touches are in
/// the scroll view's own space: points from the top-left corner of the visible area.
///
/// The state machine (`State`) is drawn in `ScrollModelStates.md`.
public struct ScrollModel {
    /// What the scroll view is doing (see `ScrollModelStates.md` for the transitions).
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// At rest, no finger down.
        case idle
        /// A finger is down but has not dragged the content (yet).
        case tracking
        /// A finger is dragging the content.
        case dragging
        /// A fling is slowing down inside the content.
        case decelerating
        /// The content springs back to an edge, or the zoom scale to a limit.
        case bouncing
        /// A paging release settles on a page.
        case paging
        /// A pinch is zooming the content.
        case zooming
        /// A programmatic offset or zoom animation runs.
        case animating
    }

    /// The current state.
    public internal(set) var state: State = .idle
    /// The time of the latest input or `advance(to:)`, in seconds.
    public internal(set) var time: Double

    // MARK: Geometry

    /// The visible size, in points.
    public var size: Size { didSet { if size != oldValue { relayout() } } }
    /// The content offset's storage (see `contentOffset`).
    var contentOffsetStorage: Point = .zero
    /// The size of the content, in points (scaled by the zoom scale while a zooming view
    /// is set, as in UIKit).
    public var contentSize: Size { didSet { if contentSize != oldValue { relayout() } } }
    /// Extra scrollable space around the content, in points.
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { relayout() } } }
    /// Whether dragging scrolls at all.
    public var isScrollEnabled = true
    /// Whether the content may go past its edges and spring back.
    public var bounces = true
    /// Bounce horizontally even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// Bounce vertically even when the content is not taller than the bounds.
    public var alwaysBounceVertical = false
    /// The deceleration of flings (`.normal` 0.998/ms or `.fast` 0.99/ms).
    public var decelerationRate: DecelerationRate = .normal
    /// Whether the view settles on multiples of its bounds size.
    public var isPagingEnabled = false
    /// The page choice rule used when paging.
    public var pagingRule = PagingRule()
    /// Whether a drag that starts along one axis stays on it (`DirectionalLock`).
    public var isDirectionalLockEnabled = false

    // MARK: Flings

    /// Release speeds below this do not fling, in points per second (Flutter's
    /// BouncingScrollPhysics minFlingVelocity, 2 × 50, note §a2; Compose reports
    /// 500 px/s from an iOS 16 black-box study, note §a1).
    public var minimumFlingVelocity = ScrollModel.defaultMinimumFlingVelocity
    /// 100 pt/s: Flutter's BouncingScrollPhysics minFlingVelocity (note §a2).
    public static let defaultMinimumFlingVelocity = 100.0
    /// Release velocities are capped to this per axis, in points per second (Flutter's
    /// kMaxFlingVelocity and Android's maximum fling velocity, 8000, note §a2/§a3).
    public var maximumFlingVelocity = ScrollModel.defaultMaximumFlingVelocity
    /// 8000 pt/s: Flutter's kMaxFlingVelocity, Android's maximum fling (note §a2/§a3).
    public static let defaultMaximumFlingVelocity = 8000.0
    /// The spring for bounces and snap-backs (`SpringParameters.bounce`).
    public var bounceSpring = SpringParameters.bounce
    /// The spring that settles pages (`SpringParameters.paging`).
    public var pagingSpring = SpringParameters.paging

    // MARK: Content touches

    /// Hold touch-downs for `contentTouchDelay` before giving them to the content, so a
    /// drag that starts in that time never touches the content.
    public var delaysContentTouches = true
    /// How long touch-downs are held, in seconds (150 ms, community-reported, note §a1).
    public var contentTouchDelay = ScrollModel.defaultContentTouchDelay
    /// UIScrollView's content-touch delay, 150 ms (community-reported, note §a1).
    public static let defaultContentTouchDelay = 0.150
    /// Whether a drag may take a touch the content already has (sending it `cancelled`).
    public var canCancelContentTouches = true
    /// The content view under a point in the scroll view's coordinates, or `nil`.
    public var contentHitTest: (Point) -> ContentView? = { _ in nil }
    /// Whether the content view may receive a touch at a point (UIKit's
    /// `touchesShouldBegin(_:with:in:)`); true by default.
    public var touchesShouldBegin: (ContentView, Point) -> Bool = { _, _ in true }
    /// Whether a drag may cancel the content view's touch (UIKit's
    /// `touchesShouldCancel(in:)`): true unless the view is a control. Not consulted when
    /// `canCancelContentTouches` is false.
    public var touchesShouldCancel: (ContentView) -> Bool = { !$0.isControl }
    /// The touch events forwarded to the content, oldest first; drain them with
    /// `takeContentTouchEvents()`.
    public internal(set) var contentTouchEvents: [ContentTouchEvent] = []

    // MARK: Zoom

    /// The current zoom scale (1 = unscaled).
    public internal(set) var zoomScale = 1.0
    /// The smallest zoom scale a pinch settles on.
    public var minimumZoomScale = 1.0
    /// The largest zoom scale a pinch settles on.
    public var maximumZoomScale = 1.0
    /// Whether a pinch may stretch the scale past the limits (in log space) and spring back.
    public var bouncesZoom = true
    /// Whether a double tap zooms in (to `doubleTapZoomScale`) or back out to the minimum.
    public var zoomsOnDoubleTap = false
    /// The scale a double tap zooms in to; `nil` means `maximumZoomScale`.
    public var doubleTapZoomScale: Double?

    // MARK: Indicators

    /// Whether the horizontal indicator shows.
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows.
    public var showsVerticalScrollIndicator = true
    /// Insets of the indicators' tracks from the visible area's edges, in points.
    public var scrollIndicatorInsets: EdgeInsets = .zero
    /// Time until which the indicators are fully opaque, in seconds.
    var indicatorsVisibleUntil = -Double.infinity

    // MARK: Delegate

    /// The delegate (held weakly).
    public weak var delegate: (any ScrollModelDelegate)?

    // MARK: Internal state

    var touch: TouchContext?
    var drag: DragContext?
    var pinch: PinchContext?
    var motion: Motion?
    /// The recognizers behind `handle(_:)` (a shared reference; see `ScrollGestures`).
    var gestures = ScrollGestures()
    /// Axes on which an enclosing scroll view takes over at the edges (`NestedScrollModels`).
    var handOffAxes: Set<Axis> = []
    /// Fling hand-offs to the enclosing scroll view, per axis: when the fling reached the
    /// edge and with what velocity (points per second).
    public internal(set) var flingHandOffs: [Axis: (time: Double, velocity: Double)] = [:]

    /// Creates a scroll view showing `size` points of `contentSize` points of content,
    /// at `time` seconds.
    public init(size: Size, contentSize: Size, time: Double = 0) {
        self.size = size
        self.contentSize = contentSize
        self.time = time
    }

    // MARK: Geometry accessors

    /// The content offset, in points. Setting it moves the content at once (an ongoing
    /// fling keeps running; use `setContentOffset(_:animated:)` to stop it).
    public var contentOffset: Point {
        get { contentOffsetStorage }
        set { setOffset(newValue) }
    }

    /// The visible rectangle in content coordinates: origin = content offset, size = the
    /// visible size (UIKit's `bounds`). Setting it sets both.
    public var bounds: Rect {
        get { Rect(origin: contentOffsetStorage, size: size) }
        set {
            size = newValue.size
            setOffset(newValue.origin)
        }
    }

    /// True while a finger is down on the scroll view.
    public var isTracking: Bool { touch != nil }
    /// True while a finger drags the content (stays true until the drag ends).
    public var isDragging: Bool { state == .dragging }
    /// True while the content moves on its own after a drag (fling, bounce or page settle).
    public var isDecelerating: Bool {
        switch state {
        case .decelerating, .paging: true
        case .bouncing: !isZoomBouncing
        case .idle, .tracking, .dragging, .zooming, .animating: false
        }
    }
    /// True while a pinch zooms.
    public var isZooming: Bool { state == .zooming }
    /// True while the zoom scale springs back to a limit.
    public var isZoomBouncing: Bool {
        if state == .bouncing, case .zoom(let zoom)? = motion { return zoom.isBounce }
        return false
    }
    /// True while an offset animation runs (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`; UIKit's `isScrollAnimating`, iOS 17.4).
    public var isScrollAnimating: Bool {
        if state == .animating, case .animation? = motion { return true }
        return false
    }
    /// True while an animated zoom runs (`setZoomScale(_:animated:)`, `zoom(to:animated:)`,
    /// a double tap; UIKit's `isZoomAnimating`, iOS 17.4); a zoom bounce is `isZoomBouncing`.
    public var isZoomAnimating: Bool {
        if state == .animating, case .zoom(let zoom)? = motion { return !zoom.isBounce }
        return false
    }

    /// The range of content offsets on `axis` where the content is not stretched, in
    /// points: from −inset to content + inset − bounds (never below the start).
    public func offsetRange(_ axis: Axis) -> ClosedRange<Double> {
        let lower = axis == .horizontal ? -contentInset.left : -contentInset.top
        let trailing = axis == .horizontal ? contentInset.right : contentInset.bottom
        return lower...max(lower, contentSize[axis] + trailing - size[axis])
    }

    /// Whether a drag can move the content along `axis`: scrolling is enabled and the
    /// content is larger than the bounds there, or the axis always bounces.
    public func canScroll(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let range = offsetRange(axis)
        let always = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        return range.upperBound > range.lowerBound || (always && bounces)
    }

    /// True when the content offset lies within the offset ranges on both axes.
    public var isWithinBounds: Bool {
        Axis.allCases.allSatisfy { offsetRange($0).contains(contentOffsetStorage[$0]) }
    }

    /// The content offset pulled into the offset ranges.
    public func clampedOffset(_ offset: Point) -> Point {
        var clamped = offset
        for axis in Axis.allCases {
            let range = offsetRange(axis)
            clamped[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
        }
        return clamped
    }

    /// Drains the content touch events gathered so far.
    public mutating func takeContentTouchEvents() -> [ContentTouchEvent] {
        defer { contentTouchEvents = [] }
        return contentTouchEvents
    }

    // MARK: Internals shared by the extensions

    mutating func setOffset(_ offset: Point) {
        guard offset != contentOffsetStorage else { return }
        contentOffsetStorage = offset
        delegate?.scrollViewDidScroll(self)
    }

    mutating func transition(to next: State, _ reason: String) {
        guard next != state else { return }
        if !state.canTransition(to: next) {
            // A bug: the table (ScrollModel+Transitions.swift, ScrollModelStates.md) lacks this edge.
            // Release builds follow the motion so the state keeps matching it.
            log.error("scroll view: illegal transition \(state.rawValue) → \(next.rawValue): \(reason)")
            assertionFailure("illegal scroll transition \(state.rawValue) → \(next.rawValue): \(reason)")
        }
        log.trace("scroll view \(state.rawValue) → \(next.rawValue): \(reason) at t=\(time)")
        state = next
        let moving: Bool = switch next {
        case .idle, .tracking: false
        case .dragging, .decelerating, .bouncing, .paging, .zooming, .animating: true
        }
        if moving {
            indicatorsVisibleUntil = .infinity
        } else if indicatorsVisibleUntil == .infinity {
            indicatorsVisibleUntil = time + ScrollIndicator.fadeDelay
        }
    }

    /// Moves time forward to `time` seconds: runs the motion (fling, bounce, paging,
    /// animation), delivers a held content touch when its delay has passed, and fades the
    /// indicators. Call it once per frame. A time earlier than the last one is treated as
    /// the last one (documented recovery for clocks going backwards); a non-finite time is
    /// ignored.
    public mutating func advance(to time: Double) {
        guard time.isFinite else {
            log.warning("scroll view: ignored non-finite time \(time)")
            return
        }
        let now = max(time, self.time)
        self.time = now
        deliverHeldContentTouchIfDue()
        runMotion()
    }
}
