import FlickAnimation
import FlickInput
import FlickScene

/// A row of dots, one per page, the current one brighter (`UIPageControl`): it shows where a
/// paging scroll view is, and a tap on either side of the current dot asks for the previous
/// or next page. As in UIKit:
/// - `currentPage` is clamped to `0..<numberOfPages`; setting it (or `numberOfPages`) sends
///   no event: the app keeps it in sync with its pager (`scrollViewDidScroll`).
/// - A tap (touch-up inside, `ControlTracking`'s 70 pt margin) left of the current dot's
///   centre goes one page back, right of it one page forward (never further, and not past
///   the ends), then sends `valueChanged` (and `primaryActionTriggered`); the app pages its
///   scroll view to the new `currentPage`. A tap that changes nothing sends nothing.
/// - `hidesForSinglePage`: with one page (or none) the control draws nothing and lets
///   touches through to the views below.
/// - `backgroundStyle` (iOS 14): `.prominent` draws a translucent capsule behind the dots,
///   `.automatic` only while a touch is tracked, `.minimal` never.
///
/// The dots are centred in the bounds; they and the capsule are layers (sublayers of the
/// view's layer). Dots that do not fit the bounds are drawn beyond them (clipped only with
/// `clipsToBounds`).
open class PageControl: Control {
    /// Whether a capsule is drawn behind the dots (`UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Sendable, Hashable {
        /// Shown while the user interacts with the control (a touch is tracked).
        case automatic
        /// Always shown.
        case prominent
        /// Never shown.
        case minimal
    }

    /// UIKit's dot diameter, points (7 pt, the classic page control).
    public static let defaultIndicatorDiameter = 7.0
    /// UIKit's gap between neighbouring dots, points (9 pt: a 16 pt pitch).
    public static let defaultIndicatorSpacing = 9.0
    /// The capsule's padding around the dots, points: horizontal and vertical (our figures,
    /// close to the iOS 14 prominent platter).
    public static let backgroundPadding = (horizontal: 14.0, vertical: 9.0)
    /// The capsule's colour (ours: 45 % black, which keeps white dots readable on a photo).
    public static let prominentBackgroundColor = Color(white: 0, alpha: 0.45)
    /// UIKit's look: translucent white dots, the current one opaque white (our figures).
    public static let defaultPageIndicatorTintColor = Color(white: 1, alpha: 0.35)

    /// The number of pages (dots). Negative counts as 0 (logged, naming the control);
    /// `currentPage` is clamped to the new range.
    public var numberOfPages: Int {
        get { pageCount }
        set {
            if newValue < 0 { log.warning("\(debugName): numberOfPages \(newValue) is negative; using 0") }
            pageCount = max(newValue, 0)
            page = clampedPage(page)
            rebuildIndicators()
        }
    }
    /// The page shown, clamped to `0..<numberOfPages` (0 with no pages). Setting it sends no event.
    public var currentPage: Int {
        get { page }
        set {
            let clamped = clampedPage(newValue)
            guard clamped != page else { return }
            page = clamped
            updateColors()
        }
    }
    /// Draws nothing and takes no touch when there is one page or none.
    public var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor = PageControl.defaultPageIndicatorTintColor { didSet { updateColors() } }
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor = Color.white { didSet { updateColors() } }
    /// Whether the capsule behind the dots shows (UIKit's default `.automatic`).
    public var backgroundStyle = BackgroundStyle.automatic { didSet { updateVisibility() } }
    /// The dots' diameter, points (Flick's option: UIKit's dots have a fixed size; a kiosk
    /// seen from further away may want larger ones). Not a positive number: kept (logged).
    public var indicatorDiameter = PageControl.defaultIndicatorDiameter {
        didSet {
            guard indicatorDiameter.isFinite, indicatorDiameter > 0 else {
                log.warning("\(debugName): indicatorDiameter \(indicatorDiameter) is not a positive number; keeping \(oldValue)")
                indicatorDiameter = oldValue
                return
            }
            setNeedsLayout()
        }
    }
    /// The gap between neighbouring dots, points (Flick's option, as `indicatorDiameter`).
    /// Negative or not finite: kept (logged).
    public var indicatorSpacing = PageControl.defaultIndicatorSpacing {
        didSet {
            guard indicatorSpacing.isFinite, indicatorSpacing >= 0 else {
                log.warning("\(debugName): indicatorSpacing \(indicatorSpacing) is not a non-negative number; keeping \(oldValue)")
                indicatorSpacing = oldValue
                return
            }
            setNeedsLayout()
        }
    }

    /// The capsule behind the dots.
    public let backgroundLayer = Layer(name: "page control background")
    /// One layer per page, left to right.
    public private(set) var indicatorLayers: [Layer] = []

    private var pageCount = 0
    private var page = 0

    /// Creates a page control with no pages in `frame` (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundLayer.backgroundColor = Self.prominentBackgroundColor
        layer.addSublayer(backgroundLayer)
        updateVisibility()
    }

    // MARK: Geometry

    /// The width and height the dots of `pageCount` pages take, points (UIKit's
    /// `size(forNumberOfPages:)`), without the capsule's padding.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let count = max(pageCount, 0)
        guard count > 0 else { return Size(width: 0, height: 0) }
        return Size(width: Double(count) * indicatorDiameter + Double(count - 1) * indicatorSpacing,
                    height: indicatorDiameter)
    }

    /// The dots with the capsule's padding: the smallest size that shows everything.
    open override func sizeThatFits(_ size: Size) -> Size {
        let dots = self.size(forNumberOfPages: pageCount)
        return Size(width: dots.width + 2 * Self.backgroundPadding.horizontal,
                    height: dots.height + 2 * Self.backgroundPadding.vertical)
    }

    /// The rectangle of `page`'s dot, bounds points (`.zero` for a page that does not exist).
    public func indicatorRect(forPage page: Int) -> Rect {
        guard (0..<pageCount).contains(page) else { return .zero }
        let dots = size(forNumberOfPages: pageCount)
        let x = bounds.midX - dots.width / 2 + Double(page) * (indicatorDiameter + indicatorSpacing)
        return Rect(x: x, y: bounds.midY - indicatorDiameter / 2, width: indicatorDiameter, height: indicatorDiameter)
    }

    /// Places the dots in a centred row and the capsule around them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, indicator) in indicatorLayers.enumerated() {
            indicator.frame = indicatorRect(forPage: index)
            indicator.cornerRadius = indicatorDiameter / 2
        }
        let fitted = sizeThatFits(bounds.size)
        backgroundLayer.frame = Rect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                                     width: fitted.width, height: fitted.height)
        backgroundLayer.cornerRadius = fitted.height / 2
    }

    /// True when `hidesForSinglePage` hides the control now.
    public var isHiddenForSinglePage: Bool { hidesForSinglePage && pageCount <= 1 }

    /// Outside the bounds, or hidden for a single page: not hit (the touch goes to the views below).
    open override func point(inside point: Point) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point)
    }

    // MARK: Control

    /// A page change is the page control's primary action.
    open override var primaryActionEvents: ControlEvents { [] }

    /// The capsule follows the tracking (`.automatic`): shown from the touch-down.
    open override func stateDidChange() { updateVisibility() }

    /// Tracks no touch while hidden for a single page.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { !isHiddenForSinglePage }

    /// A touch-up inside left of the current dot goes one page back, right of it one page
    /// forward; a change sends `valueChanged` and `primaryActionTriggered`.
    open override func endTracking(_ touch: Touch, with event: TouchEvent) {
        defer { updateVisibility() }
        guard let location = location(of: touch, at: event.time),
              ControlTracking.counts(location, asInside: bounds) else { return }
        let centre = indicatorRect(forPage: page).midX
        let next = location.x < centre ? page - 1 : location.x > centre ? page + 1 : page
        let clamped = clampedPage(next)
        guard clamped != page else {
            log.trace("\(debugName): tap at x \(location.x) stays on page \(page)")
            return
        }
        page = clamped
        updateColors()
        log.trace("\(debugName): tap at x \(location.x) goes to page \(page)")
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// A cancelled touch changes no page.
    open override func cancelTracking(with event: TouchEvent) { updateVisibility() }

    // MARK: Drawing

    private func rebuildIndicators() {
        while indicatorLayers.count > pageCount { indicatorLayers.removeLast().removeFromSuperlayer() }
        while indicatorLayers.count < pageCount {
            let indicator = Layer(name: "page \(indicatorLayers.count)")
            indicatorLayers.append(indicator)
            layer.addSublayer(indicator)
        }
        updateColors()
        updateVisibility()
        setNeedsLayout()
    }

    private func updateColors() {
        for (index, indicator) in indicatorLayers.enumerated() {
            let color = index == page ? currentPageIndicatorTintColor : pageIndicatorTintColor
            if indicator.backgroundColor != color { indicator.backgroundColor = color }
        }
    }

    private func updateVisibility() {
        let hidden = isHiddenForSinglePage
        for indicator in indicatorLayers where indicator.isHidden != hidden { indicator.isHidden = hidden }
        let shows: Bool = switch backgroundStyle {
        case .prominent: true
        case .automatic: isTracking
        case .minimal: false
        }
        let backgroundHidden = hidden || !shows
        if backgroundLayer.isHidden != backgroundHidden { backgroundLayer.isHidden = backgroundHidden }
    }

    private func clampedPage(_ value: Int) -> Int { min(max(value, 0), max(pageCount - 1, 0)) }
}
