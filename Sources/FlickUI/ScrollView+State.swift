import FlickScroll

/// What a scroll view is doing, as UIKit's `UIScrollView` reports it: read these (not the
/// physics' `model.state`) to tell a finger's drag from a fling, a pinch or an animation.
/// Inside a delegate call they give the state as of the event. See ScrollViews.md for the
/// timeline of a drag, a fling and a pinch.
extension ScrollView {
    /// True from the moment a finger touches the view until it lifts, before any drag
    /// begins and through a pinch (UIKit's `isTracking`). In the delegate calls that end a
    /// drag or a pinch (`scrollViewDidEndDragging`, `scrollViewDidEndZooming` at the pinch's
    /// end) the lifting fingers still count, as in UIKit.
    public var isTracking: Bool {
        switch callInProgress {
        case .willBeginDragging?, .didEndDragging?, .willBeginZooming?: true
        case .didEndZooming?, nil: model.isTracking || model.isZooming
        }
    }

    /// True once a finger has moved the content past the pan's slop (from
    /// `scrollViewWillBeginDragging`) until it lifts (false from
    /// `scrollViewDidEndDragging(_:willDecelerate:)` on), or until a pinch takes over; it stays
    /// true while the finger rests without moving (UIKit's `isDragging`).
    public var isDragging: Bool {
        switch callInProgress {
        case .willBeginDragging?: true
        case .didEndDragging?: false
        // The model stays `dragging` until its release motion starts; the finger is gone.
        case .willBeginZooming?, .didEndZooming?, nil: model.isDragging && model.isTracking
        }
    }

    /// True while the content moves on its own after a finger lifted: the fling, the bounce
    /// back from an edge (also after a slow release of a stretched view) and a page settle,
    /// from just after `scrollViewWillBeginDecelerating` until
    /// `scrollViewDidEndDecelerating` (UIKit's `isDecelerating`). A zoom bounce is
    /// `isZoomBouncing`; a programmatic animation `isScrollAnimating`.
    public var isDecelerating: Bool { model.isDecelerating }

    /// True while a pinch zooms the content, from `scrollViewWillBeginZooming` until the
    /// pinch ends (false in `scrollViewDidEndZooming`; UIKit's `isZooming`).
    public var isZooming: Bool {
        switch callInProgress {
        case .willBeginZooming?: true
        case .didEndZooming?: false
        case .willBeginDragging?, .didEndDragging?, nil: model.isZooming
        }
    }

    /// True while the zoom scale springs back to `minimumZoomScale` or `maximumZoomScale`
    /// after a pinch past it (with `bouncesZoom`), until `scrollViewDidEndZooming` (UIKit's
    /// `isZoomBouncing`).
    public var isZoomBouncing: Bool { model.isZoomBouncing }

    /// True while `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` or a
    /// list's `scrollToRow(at:at:animated:)` animates, until
    /// `scrollViewDidEndScrollingAnimation` (UIKit's `isScrollAnimating`, iOS 17.4).
    public var isScrollAnimating: Bool { model.isScrollAnimating }

    /// True while `setZoomScale(_:animated:)`, `zoom(to:animated:)` or a double tap
    /// animates the zoom, until `scrollViewDidEndZooming` (UIKit's `isZoomAnimating`,
    /// iOS 17.4).
    public var isZoomAnimating: Bool { model.isZoomAnimating }

    /// A delegate call made before the model reaches the state it announces, or before it
    /// leaves the one it ends (see `isTracking`, `isDragging`, `isZooming`).
    enum StateCall {
        /// `scrollViewWillBeginDragging`: dragging already.
        case willBeginDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`: no longer dragging, still tracking.
        case didEndDragging
        /// `scrollViewWillBeginZooming(_:with:)` (a pinch's begin): zooming and tracking already.
        case willBeginZooming
        /// `scrollViewDidEndZooming(_:with:atScale:)`: no longer zooming.
        case didEndZooming
    }
}
