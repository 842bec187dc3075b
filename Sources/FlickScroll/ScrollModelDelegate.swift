import FlickInput

/// Receives a scroll view's events, as `UIScrollViewDelegate` does. Every method has an
/// empty default. Each call passes a copy of the scroll view as it is at the event;
/// `scrollView.time` is the event time in seconds.
///
/// Velocities are in points per second (UIKit's `scrollViewWillEndDragging` uses points
/// per millisecond, note §a1; Flick uses one unit everywhere).
public protocol ScrollModelDelegate: AnyObject {
    /// The content offset changed (drag, fling, bounce, paging, animation, zoom).
    func scrollViewDidScroll(_ scrollView: ScrollModel)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollModel)
    /// The finger lifted: `velocity` is the content offset's release velocity (points per
    /// second, after minimum, maximum and momentum carry), `targetContentOffset` where the
    /// motion will come to rest; change it to make the motion end elsewhere.
    func scrollViewWillEndDragging(_ scrollView: ScrollModel, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollModel, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag (fling, bounce or page settle).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollModel)
    /// The motion that followed a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollModel)
    /// An animation from `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollModel)
    /// The unscaled size, in points, of the view that zooming scales, or `nil` (the
    /// default) when the scroll view does not zoom (UIKit's `viewForZooming(in:)`).
    func viewForZooming(in scrollView: ScrollModel) -> Size?
    /// A pinch is about to zoom the content.
    func scrollViewWillBeginZooming(_ scrollView: ScrollModel)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollModel)
    /// Zooming ended (after any zoom bounce) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollModel, atScale scale: Double)
}

extension ScrollModelDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollModel) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollModel) {}
    /// Default: the target stays as proposed.
    public func scrollViewWillEndDragging(_ scrollView: ScrollModel, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollModel, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollModel) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollModel) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollModel) {}
    /// Default: `nil`, no zooming.
    public func viewForZooming(in scrollView: ScrollModel) -> Size? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollModel) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollModel) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollModel, atScale scale: Double) {}
}
