import RealModule
import FlickInput
import FoundationEssentials

/// The pinch in progress.
struct PinchContext {
    /// The raw (un-rubber-banded) zoom scale at the start of the pinch.
    var rawStartScale: Double
    /// The unscaled content point that stays under the fingers' centroid, points.
    var contentPoint: Point
    /// The latest focal point in the scroll view's coordinates, points.
    var focal: Point
    /// The latest scale and focal point from a real report (not a resampled frame): what
    /// the pinch ends from.
    var reported: (scale: Double, focal: Point)
    /// True when what is shown comes from a resampled frame (newer than `reported`).
    var showsResampled = false
}

extension ScrollModel {
    /// How far past a zoom limit the scale may stretch, in natural-log units: the rubber
    /// band's dimension in log space (note §d2 proposes the log-space map; ln 2 is chosen
    /// by us, so an endless pinch approaches twice the limit and a pinch to 2× the limit
    /// shows 1.28× it).
    public static let zoomRubberBandDimension = Double.log(2.0)
    /// Relative difference below which two zoom scales count as equal (floating-point
    /// slack, not a feel constant).
    static let zoomScaleTolerance = 1e-9

    /// The unscaled size of the zooming view, from the delegate, or `nil` when the view
    /// does not zoom (no delegate view, or maximum ≤ minimum scale).
    public var zoomingViewSize: Size? {
        guard maximumZoomScale > minimumZoomScale, let size = delegate?.viewForZooming(in: self) else { return nil }
        return size
    }

    /// The scale shown for a raw pinch scale: clamped to the limits, or stretched past
    /// them in log space through the rubber band when `bouncesZoom`.
    public func shownZoomScale(raw: Double) -> Double {
        let logRaw = Double.log(max(raw, Self.zoomScaleTolerance))
        let range = Double.log(minimumZoomScale)...Double.log(maximumZoomScale)
        if !bouncesZoom { return Double.exp(min(max(logRaw, range.lowerBound), range.upperBound)) }
        return Double.exp(RubberBand.clamp(logRaw, to: range, dimension: Self.zoomRubberBandDimension))
    }

    /// The raw pinch scale that shows as `shown` (inverse of `shownZoomScale(raw:)`).
    func rawZoomScale(shown: Double) -> Double {
        guard bouncesZoom else { return shown }
        let range = Double.log(minimumZoomScale)...Double.log(maximumZoomScale)
        return Double.exp(RubberBand.unclamp(Double.log(shown), from: range, dimension: Self.zoomRubberBandDimension))
    }

    /// Sets the scale and offset together; the content size follows the zooming view.
    mutating func applyZoom(scale: Double, offset: Point) {
        let changed = scale != zoomScale
        zoomScale = scale
        if let base = zoomingViewSize { contentSize = base * scale }
        setOffset(offset)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    /// Two fingers began a pinch with their centroid at `focal` (scroll view coordinates)
    /// at `time`. A drag in progress ends without a fling, where its last real report put
    /// the content (a resampled translation shown since is taken back, so the content point
    /// the pinch keeps under the fingers does not depend on present times); a running motion
    /// stops. Returns whether zooming began (the view must have a zooming view).
    @discardableResult
    public mutating func pinchBegan(focal: Point, time: Double) -> Bool {
        advance(to: time)
        guard zoomingViewSize != nil else { return false }
        if state == .dragging {
            if let drag, drag.showsResampled { applyDrag(translation: drag.lastTranslation) }
            drag = nil
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        }
        _ = stopMotion()
        touch = nil
        let contentPoint = (contentOffsetStorage + focal) / zoomScale
        pinch = PinchContext(rawStartScale: rawZoomScale(shown: zoomScale), contentPoint: contentPoint, focal: focal,
                             reported: (1, focal))
        delegate?.scrollViewWillBeginZooming(self)
        transition(to: .zooming, "pinch began")
        return true
    }

    /// The pinch changed: `scale` relative to its start and the centroid at `focal`, at
    /// `time`. The content point that was under the centroid at the start stays under it.
    /// A scale that is not a positive finite number, or a non-finite focal point, is ignored.
    /// `isResampled` values (`GestureValues.isResampled`: a frame resampled for a present)
    /// are shown but are not what the pinch ends from: the end goes back to the last real
    /// report, so the zoom at rest does not depend on when frames were presented.
    public mutating func pinchChanged(scale: Double, focal: Point, time: Double, isResampled: Bool = false) {
        advance(to: time)
        guard state == .zooming, var pinch, scale.isFinite, scale > 0,
              focal.x.isFinite, focal.y.isFinite else { return }
        pinch.showsResampled = isResampled
        if !isResampled { pinch.reported = (scale, focal) }
        self.pinch = pinch
        applyPinch(scale: scale, focal: focal)
    }

    /// Shows the pinch at `scale` (relative to its start) about `focal`.
    private mutating func applyPinch(scale: Double, focal: Point) {
        guard var pinch else { return }
        pinch.focal = focal
        self.pinch = pinch
        let shown = shownZoomScale(raw: pinch.rawStartScale * scale)
        applyZoom(scale: shown, offset: pinch.contentPoint * shown - focal)
    }

    /// The pinch ended at `time`, from its last real report (a resampled frame shown since
    /// is taken back). A scale past a limit springs back to it in log space about the last
    /// focal point (`bouncing`, `isZoomBouncing`); an offset left outside the content springs
    /// back; then `scrollViewDidEndZooming`.
    public mutating func pinchEnded(time: Double) {
        advance(to: time)
        guard state == .zooming, var pinch else { return }
        if pinch.showsResampled {
            applyPinch(scale: pinch.reported.scale, focal: pinch.reported.focal)
            pinch.focal = pinch.reported.focal
        }
        self.pinch = nil
        let target = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
        if abs(target - zoomScale) > Self.zoomScaleTolerance * target {
            let motion = zoomMotion(to: target, focal: pinch.focal, isBounce: true)
            self.motion = .zoom(motion)
            transition(to: .bouncing, "zoom past its limit")
            runMotion()
            return
        }
        delegate?.scrollViewDidEndZooming(self, atScale: zoomScale)
        if !isWithinBounds {
            startMotion(releaseMotion(velocity: .zero, time: self.time, startPage: [:]).0,
                        reason: "zoomed out of bounds")
        } else {
            transition(to: .idle, "pinch ended")
        }
    }

    /// A zoom from the current scale to `scale` keeping the content under `focal`, ending
    /// with the offset inside the range at the new scale.
    func zoomMotion(to scale: Double, focal: Point, isBounce: Bool, animationDuration: Double? = nil) -> ZoomMotion {
        let contentPoint = (contentOffsetStorage + focal) / zoomScale
        var copy = self
        if let base = zoomingViewSize { copy.contentSize = base * scale }
        let free = contentPoint * scale - focal
        let correction = copy.clampedOffset(free) - free
        let progress: any ScrollSimulation = isBounce
            ? SpringSimulation(position: 0, velocity: 0, target: 1, time: time, parameters: .zoomBounce)
            : EaseInOutSimulation(from: 0, to: 1, time: time,
                                  duration: animationDuration ?? EaseInOutSimulation.defaultDuration)
        return ZoomMotion(fromScale: zoomScale, toScale: scale, contentPoint: contentPoint, focal: focal,
                          correction: correction, progress: progress, isBounce: isBounce)
    }

    /// Sets the zoom scale (clamped to the limits) about the centre of the visible area,
    /// at once or animated (`animating`, then `scrollViewDidEndZooming`).
    public mutating func setZoomScale(_ scale: Double, animated: Bool) {
        guard zoomingViewSize != nil else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        zoom(to: target, focal: Point(x: size.width / 2, y: size.height / 2), animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's unscaled coordinates, points) fills the
    /// visible area as far as the scale limits allow, centred, at once or animated.
    public mutating func zoom(to rect: Rect, animated: Bool) {
        guard zoomingViewSize != nil, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(size.width / rect.width, size.height / rect.height), minimumZoomScale),
                        maximumZoomScale)
        // The focal point f for which zooming keeps the rect's centre where it ends centred.
        let centre = rect.center
        let endOffset = centre * scale - Point(x: size.width / 2, y: size.height / 2)
        let k = scale / zoomScale
        if abs(k - 1) < Self.zoomScaleTolerance {
            setContentOffset(clampedOffset(endOffset), animated: animated)
            return
        }
        // offset_end = (offset + f)·k − f  ⇒  f = (offset_end − offset·k)/(k − 1).
        let focal = (endOffset - contentOffsetStorage * k) / (k - 1)
        zoom(to: scale, focal: focal, animated: animated)
    }

    mutating func zoom(to scale: Double, focal: Point, animated: Bool) {
        _ = stopMotion()
        let motion = zoomMotion(to: scale, focal: focal, isBounce: false)
        if !animated {
            applyZoom(scale: scale, offset: motion.offset(at: .infinity))
            delegate?.scrollViewDidEndZooming(self, atScale: zoomScale)
            transition(to: touch == nil ? .idle : .tracking, "zoom set")
            return
        }
        self.motion = .zoom(motion)
        transition(to: .animating, "zoom animation")
        runMotion()
    }

    /// A double tap at `location` (scroll view coordinates) at `time`, when
    /// `zoomsOnDoubleTap`: zoomed in past the minimum, it zooms back out to the minimum;
    /// otherwise it zooms in to `doubleTapZoomScale` keeping the tapped point under the
    /// finger. Animated. Returns whether it zoomed.
    @discardableResult
    public mutating func doubleTap(at location: Point, time: Double) -> Bool {
        advance(to: time)
        guard zoomsOnDoubleTap, zoomingViewSize != nil, state == .idle || state == .tracking else { return false }
        let target = zoomScale > minimumZoomScale * (1 + Self.zoomScaleTolerance)
            ? minimumZoomScale : min(max(doubleTapZoomScale ?? maximumZoomScale, minimumZoomScale), maximumZoomScale)
        zoom(to: target, focal: location, animated: true)
        return true
    }
}
