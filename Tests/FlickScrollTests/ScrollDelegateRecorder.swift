import FlickInput
@testable import FlickScroll

/// Records every delegate call as a short string, with the state and time at the call.
final class ScrollDelegateRecorder: ScrollModelDelegate {
    var calls: [String] = []
    var scrolls = 0
    var zoomingSize: Size?
    var endVelocity: Point?
    var endTarget: Point?
    /// When set, `scrollViewWillEndDragging` replaces the target with it.
    var adjustTarget: ((Point) -> Point)?
    var endedZoomScale: Double?

    init(zoomingSize: Size? = nil) { self.zoomingSize = zoomingSize }

    /// The calls other than didScroll / didZoom.
    var events: [String] { calls.filter { $0 != "didScroll" && $0 != "didZoom" } }

    func scrollViewDidScroll(_ scrollView: ScrollModel) {
        scrolls += 1
        calls.append("didScroll")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollModel) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollModel, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        endVelocity = velocity
        if let adjustTarget { targetContentOffset = adjustTarget(targetContentOffset) }
        endTarget = targetContentOffset
        calls.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollModel, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollModel) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollModel) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollModel) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollModel) -> Size? { zoomingSize }
    func scrollViewWillBeginZooming(_ scrollView: ScrollModel) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollModel) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: ScrollModel, atScale scale: Double) {
        endedZoomScale = scale
        calls.append("didEndZooming")
    }
}

/// A 400 × 800 view on 400 × 4000 content (vertical list), time 0.
func makeList(height: Double = 4000) -> ScrollModel {
    ScrollModel(size: Size(width: 400, height: 800), contentSize: Size(width: 400, height: height))
}

extension ScrollModel {
    /// Advances at `rate` Hz from the current time until `end` (inclusive).
    mutating func run(until end: Double, rate: Double = 60) {
        var t = time
        while t + 1 / rate <= end + 1e-12 {
            t += 1 / rate
            advance(to: t)
        }
        advance(to: end)
    }

    /// Runs frames until the view is idle, at most `limit` seconds; returns the time.
    @discardableResult
    mutating func runUntilIdle(rate: Double = 60, limit: Double = 10) -> Double {
        let end = time + limit
        while state != .idle && time < end { advance(to: time + 1 / rate) }
        return time
    }

    /// A one-finger drag: the finger passes the 10 pt slop, then travels `distance` more
    /// (the content moves by −distance) over `duration` from `start`, and lifts with finger
    /// velocity `release` (stays down when `release` is nil).
    mutating func drag(by distance: Point, from start: Double = 0, duration: Double = 0.1, steps: Int = 6,
                       release: Point? = nil) {
        touchesBegan(at: Point(x: 200, y: 400), time: start)
        let slop = distance / max(distance.length, 1e-9) * 10
        panBegan(translation: slop, time: start + duration / Double(steps + 1))
        for step in 1...steps {
            panChanged(translation: slop + distance * (Double(step) / Double(steps)),
                       time: start + duration * Double(step + 1) / Double(steps + 1))
        }
        if let release { panEnded(translation: slop + distance, velocity: release, time: start + duration) }
    }
}
