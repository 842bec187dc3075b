import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// Pull to refresh on any vertical scroll view (`UIRefreshControl`; set it as the scroll
/// view's `refreshControl`). As in UIKit, with Flutter's measured figures:
/// - pulling the content down past its top shows the spinner's ticks one by one;
/// - a pull past `triggerDistance` (100 pt) while dragging starts refreshing: `valueChanged`
///   is sent and the spinner turns;
/// - when the finger lifts, the content settles `holdHeight` (60 pt) down, the top inset
///   grown by that much, and stays there while refreshing;
/// - `endRefreshing()` takes the inset back and scrolls the content up to its top (0.3 s);
///   a new refresh needs a new pull, from near the top (within 10 % of the trigger).
///
/// It reads the scroll view each frame (`FrameDriven`), after the scroll view has moved: no
/// change to the scroll view's physics. See PullToRefresh.md for the states.
open class RefreshControl: Control, FrameDriven {
    /// The pull that starts a refresh, points (Flutter's measured iOS figure).
    public static let triggerDistance = 100.0
    /// The room kept above the content while refreshing, points (measured).
    public static let holdHeight = 60.0
    /// The share of the trigger a pull must fall back under before a new refresh (Flutter: it
    /// re-arms after 90 % retraction).
    public static let rearmFraction = 0.1
    /// The scroll back after `endRefreshing()`, seconds (ScrollView's animated offset).
    public static let endDuration = 0.3

    /// The control's states (see PullToRefresh.md).
    public enum State: String, Hashable, Sendable {
        /// At rest: no pull.
        case idle
        /// The content is pulled down while dragging, short of the trigger.
        case pulling
        /// Refreshing: the spinner turns; the content is held down once the finger lifts.
        case refreshing
        /// `endRefreshing()` was called: the content goes back up; no refresh until the pull
        /// falls back near the top.
        case ending
    }

    /// The spinner.
    public let spinner = ActivityIndicator(style: .medium)
    /// The state.
    public private(set) var refreshState: State = .idle
    /// True while refreshing (`UIRefreshControl.isRefreshing`).
    public var isRefreshing: Bool { refreshState == .refreshing }
    /// The spinner's colour (`tintColor` of UIKit's refresh control); `nil`: the indicator's.
    public var spinnerColor: DynamicColor? {
        get { spinner.color }
        set { spinner.color = newValue }
    }

    /// True once the held inset is applied.
    private var holding = false

    /// Creates a refresh control; add it with `ScrollView.refreshControl`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.visibleTickCount = 0
        addSubview(spinner)
        isUserInteractionEnabled = false
    }

    /// The scroll view it belongs to.
    public var scrollView: ScrollView? { superview as? ScrollView }

    /// How far the content is pulled down past its resting top, points (0 when not).
    public var pullDistance: Double {
        guard let scrollView else { return 0 }
        let restingTop = scrollView.contentInset.top - (holding ? Self.holdHeight : 0)
        return max(-(scrollView.contentOffset.y + restingTop), 0)
    }

    /// Starts refreshing as if pulled (`beginRefreshing()`): the spinner turns and the content
    /// is held down; sends no event, as UIKit.
    public func beginRefreshing() {
        guard refreshState != .refreshing else { return }
        refreshState = .refreshing
        spinner.visibleTickCount = ActivityIndicator.tickAlphas.count
        spinner.startAnimating()
        if let scrollView, !scrollView.isTracking { hold(scrollView) }
    }

    /// Ends the refresh: the inset goes back and the content scrolls up to its top in 0.3 s.
    public func endRefreshing() {
        guard refreshState == .refreshing else { return }
        refreshState = .ending
        spinner.stopAnimating()
        guard let scrollView, holding else { return }
        holding = false
        var inset = scrollView.contentInset
        inset.top -= Self.holdHeight
        let offset = scrollView.contentOffset
        scrollView.contentInset = inset
        scrollView.contentOffset = offset
        if !scrollView.isTracking, offset.y < -inset.top {
            // A scroll view at rest has not followed the frames: bring its physics to the
            // window's time first, so the animation starts now, not when it last moved.
            if let time = window?.currentTime, time.isFinite { scrollView.change { $0.advance(to: time) } }
            scrollView.setContentOffset(Point(x: offset.x, y: -inset.top), animated: true)
        }
    }

    /// Follows the scroll view: the pull, the trigger, the hold at the lift.
    public func advance(to time: Double) {
        guard let scrollView else { return }
        let pull = pullDistance
        let dragging = scrollView.isTracking
        switch refreshState {
        case .idle, .pulling:
            if dragging, pull > 0 {
                refreshState = .pulling
                let fraction = min(pull / Self.triggerDistance, 1)
                spinner.visibleTickCount = Int((fraction * Double(ActivityIndicator.tickAlphas.count)).rounded(.down))
                if pull >= Self.triggerDistance {
                    beginRefreshing()
                    sendActions(for: [.valueChanged, .primaryActionTriggered])
                }
            } else if pull <= 0 || !dragging {
                refreshState = pull > 0 ? .pulling : .idle
                spinner.visibleTickCount = pull > 0 ? spinner.visibleTickCount : 0
            }
        case .refreshing:
            if !dragging, !holding { hold(scrollView) }
        case .ending:
            spinner.visibleTickCount = min(
                spinner.visibleTickCount,
                Int((min(pull / Self.triggerDistance, 1) * Double(ActivityIndicator.tickAlphas.count)).rounded(.up)))
            if pull <= Self.rearmFraction * Self.triggerDistance, !dragging || pull <= 0 {
                refreshState = .idle
                spinner.visibleTickCount = 0
            }
        }
        layoutInGap(of: scrollView)
    }

    /// True while refreshing or on the way back (the spinner turns or the content moves).
    public var isMoving: Bool { refreshState == .refreshing || refreshState == .ending }

    private func hold(_ scrollView: ScrollView) {
        holding = true
        var inset = scrollView.contentInset
        inset.top += Self.holdHeight
        scrollView.contentInset = inset
    }

    /// Puts the control in the gap the pull opens above the content's resting top (from the
    /// visible top, `pullDistance` tall), the spinner at its centre.
    private func layoutInGap(of scrollView: ScrollView) {
        let offset = scrollView.contentOffset
        let gap = Rect(x: offset.x, y: offset.y, width: scrollView.bounds.width, height: pullDistance)
        performWithoutAnimation {
            if frame != gap { frame = gap }
            spinner.center = Point(x: gap.width / 2, y: gap.height / 2)
        }
    }
}

extension ScrollView {
    /// The pull-to-refresh control (`UIScrollView.refreshControl`): setting one adds it above
    /// the content; `nil` removes it.
    public var refreshControl: RefreshControl? {
        get { subviews.lazy.compactMap { $0 as? RefreshControl }.first }
        set {
            if let old = refreshControl, old !== newValue { old.removeFromSuperview() }
            guard let newValue, newValue.superview !== self else { return }
            insertSubview(newValue, at: 0)
            alwaysBounceVertical = true
        }
    }
}
