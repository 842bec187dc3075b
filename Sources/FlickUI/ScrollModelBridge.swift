import FlickInput
import FlickScroll

/// Turns `ScrollModel`'s delegate calls into the view's: before each call the view shows
/// the model's state as of the event (offset, zoom), and its properties read that copy.
final class ScrollModelBridge: ScrollModelDelegate {
    unowned let view: ScrollView

    init(view: ScrollView) { self.view = view }

    func scrollViewDidScroll(_ model: ScrollModel) {
        view.show(model)
        view.delegate?.scrollViewDidScroll(view)
    }

    func scrollViewWillBeginDragging(_ model: ScrollModel) {
        view.show(model)
        view.callInProgress = .willBeginDragging
        defer { view.callInProgress = nil }
        view.delegate?.scrollViewWillBeginDragging(view)
    }

    func scrollViewWillEndDragging(_ model: ScrollModel, withVelocity velocity: Point, targetContentOffset: inout Point) {
        view.show(model)
        view.delegate?.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    func scrollViewDidEndDragging(_ model: ScrollModel, willDecelerate decelerate: Bool) {
        view.show(model)
        view.callInProgress = .didEndDragging
        defer { view.callInProgress = nil }
        view.delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ model: ScrollModel) {
        view.show(model)
        view.delegate?.scrollViewWillBeginDecelerating(view)
    }

    func scrollViewDidEndDecelerating(_ model: ScrollModel) {
        view.show(model)
        view.delegate?.scrollViewDidEndDecelerating(view)
    }

    func scrollViewDidEndScrollingAnimation(_ model: ScrollModel) {
        view.show(model)
        view.delegate?.scrollViewDidEndScrollingAnimation(view)
    }

    func viewForZooming(in model: ScrollModel) -> Size? {
        view.zoomingView?.bounds.size
    }

    func scrollViewWillBeginZooming(_ model: ScrollModel) {
        view.show(model)
        view.callInProgress = .willBeginZooming
        defer { view.callInProgress = nil }
        view.delegate?.scrollViewWillBeginZooming(view, with: view.zoomingView)
    }

    func scrollViewDidZoom(_ model: ScrollModel) {
        view.show(model)
        view.delegate?.scrollViewDidZoom(view)
    }

    func scrollViewDidEndZooming(_ model: ScrollModel, atScale scale: Double) {
        view.show(model)
        view.callInProgress = .didEndZooming
        defer { view.callInProgress = nil }
        view.delegate?.scrollViewDidEndZooming(view, with: view.zoomingView, atScale: scale)
    }
}
