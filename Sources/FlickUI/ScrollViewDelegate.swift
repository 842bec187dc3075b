import FlickInput

/// Receives a scroll view's events (`UIScrollViewDelegate`). Every method has an empty
/// default. Calls come synchronously on the frame thread, inside the touch frame, the
/// `advance(to:)` or the API call that caused them; reading the scroll view's properties
/// there gives the values as of the event. Offsets and velocities are in points and points
/// per second (UIKit's `scrollViewWillEndDragging` uses points per millisecond; Flick uses
/// one unit everywhere, research note §a1).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (drag, fling, bounce, paging, animation, zoom, re-centre).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted: `velocity` is the content offset's release velocity (points per
    /// second), `targetContentOffset` where the motion will rest; change it to move the rest.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag (fling, bounce or page settle).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation from `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
    /// or a list's `scrollToRow(at:at:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The subview that zooming scales (its transform), or `nil` (the default: no zooming).
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is about to zoom `view` (an animated zoom call or a double tap only ends with
    /// `scrollViewDidEndZooming`).
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// Zooming ended (after any zoom bounce) at `scale`, with the zoomed `view`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default: the target stays.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Default: `nil`, no zooming.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
