import FlickGestures
import FlickInput

/// Two scroll views, one inside the other (a vertical list inside a horizontal pager, or
/// a list inside a list), sharing one finger. The inner view scrolls first; once it is at
/// its edge the rest of the drag moves the outer view, and a fling that reaches the inner
/// edge hands its remaining velocity to the outer view at the exact crossing time (note
/// §d5: same model, same constants, no velocity jump). Axes the outer view cannot scroll
/// stay with the inner view, which then rubber-bands as usual.
///
/// The drag is split per axis, in this order:
/// 1. If the outer view has been dragged away from where this drag found it and the
///    finger now moves back, the outer view returns first.
/// 2. The inner view takes what fits inside its offset range.
/// 3. The outer view takes the rest (with its own rubber band).
///
/// On release, an axis the outer view was dragged along flings the outer view; other
/// axes fling the inner view, which stops dead at its edge and hands off to the outer.
public struct NestedScrollModels {
    /// The enclosing scroll view.
    public var outer: ScrollModel
    /// The scroll view inside it.
    public var inner: ScrollModel
    /// The inner view's frame in the outer view's content coordinates, points.
    public var innerFrame: Rect

    private var innerTranslation = Point.zero
    private var outerTranslation = Point.zero
    private var lastTranslation = Point.zero
    private var pendingHandOffs: [(axis: Axis, time: Double, velocity: Double)] = []
    /// The pan recognizer behind `handle(_:)` (a shared reference, as in `ScrollModel`).
    private var gestures = ScrollGestures()

    /// Nests `inner` at `innerFrame` (outer content coordinates) inside `outer`.
    public init(outer: ScrollModel, inner: ScrollModel, innerFrame: Rect) {
        self.outer = outer
        self.inner = inner
        self.innerFrame = innerFrame
    }

    /// The axes the outer view takes over on.
    private var sharedAxes: Set<Axis> { Set(Axis.allCases.filter { outer.canScroll($0) }) }

    /// A finger went down at `location` (outer view coordinates) at `time`: both views
    /// track it; the inner one passes it to its content.
    public mutating func touchesBegan(at location: Point, time: Double) {
        advance(to: time)
        pendingHandOffs = []
        inner.touchesBegan(at: location + outer.contentOffset - innerFrame.origin, time: time)
        outer.touchesBegan(at: location, time: time)
    }

    /// The finger lifted without a drag.
    public mutating func touchesEnded(time: Double) {
        inner.touchesEnded(time: time)
        outer.touchesEnded(time: time)
    }

    /// The pan began with `translation` points since touch-down at `time`.
    public mutating func panBegan(translation: Point, time: Double) {
        advance(to: time)
        inner.handOffAxes = sharedAxes
        innerTranslation = .zero
        outerTranslation = .zero
        lastTranslation = translation
        inner.panBegan(translation: .zero, time: time)
        outer.panBegan(translation: .zero, time: time)
    }

    /// The pan moved to `translation` points since touch-down at `time`.
    public mutating func panChanged(translation: Point, time: Double) {
        advance(to: time)
        let delta = translation - lastTranslation
        lastTranslation = translation
        for axis in Axis.allCases {
            var d = delta[axis]
            guard d != 0 else { continue }
            guard outer.canScroll(axis) else {
                innerTranslation[axis] += d
                continue
            }
            // 1. The outer view gives back first.
            if outerTranslation[axis] != 0, (d > 0) != (outerTranslation[axis] > 0) {
                let back = d > 0 ? min(d, -outerTranslation[axis]) : max(d, -outerTranslation[axis])
                outerTranslation[axis] += back
                d -= back
            }
            // 2. The inner view takes what fits in its range (the offset moves by −d).
            if d != 0, inner.canScroll(axis) {
                let range = inner.offsetRange(axis)
                let current = inner.contentOffset[axis]
                let next = min(max(current - d, range.lowerBound), range.upperBound)
                let taken = current - next
                innerTranslation[axis] += taken
                d -= taken
            }
            // 3. The rest moves the outer view.
            outerTranslation[axis] += d
        }
        inner.panChanged(translation: innerTranslation, time: time)
        outer.panChanged(translation: outerTranslation, time: time)
    }

    /// The finger lifted after the pan with `velocity` (finger, points per second).
    public mutating func panEnded(translation: Point, velocity: Point, time: Double) {
        panChanged(translation: translation, time: time)
        var innerVelocity = Point.zero, outerVelocity = Point.zero
        for axis in Axis.allCases {
            if outer.canScroll(axis) && (!inner.canScroll(axis) || outerTranslation[axis] != 0) {
                outerVelocity[axis] = velocity[axis]
            } else {
                innerVelocity[axis] = velocity[axis]
            }
        }
        inner.panEnded(translation: innerTranslation, velocity: innerVelocity, time: time)
        outer.panEnded(translation: outerTranslation, velocity: outerVelocity, time: time)
        pendingHandOffs = inner.flingHandOffs
            .filter { sharedAxes.contains($0.key) }
            .map { (axis: $0.key, time: $0.value.time, velocity: $0.value.velocity) }
            .sorted { $0.time < $1.time }
    }

    /// Advances both views to `time` seconds, starting the outer view's fling at the
    /// exact time the inner fling reached its edge.
    public mutating func advance(to time: Double) {
        while let next = pendingHandOffs.first, next.time <= time {
            pendingHandOffs.removeFirst()
            inner.advance(to: next.time)
            var velocity = Point.zero
            velocity[next.axis] = next.velocity
            log.trace("nested hand-off on \(next.axis.rawValue) at t=\(next.time) with v=\(next.velocity)")
            outer.fling(velocity: velocity, at: next.time)
        }
        inner.advance(to: time)
        outer.advance(to: time)
    }

    /// Feeds one touch frame (locations in the outer view's coordinates, time in seconds):
    /// the first touch-down tracks both views, FlickGestures' pan recognizer drives the
    /// shared drag, and a lift without a pan ends the touch (taps reach the inner content).
    public mutating func handle(_ frame: TouchFrame) {
        ScrollGestures.makeUnique(&self.gestures)
        let gestures = self.gestures
        let time = frame.time
        gestures.trackBegan(frame) { touchesBegan(at: $0, time: time) }
        gestures.arbiter.handle(frame) { _ in gestures.node }
        for event in gestures.arbiter.takeEvents() where event.recognizer === gestures.pan {
            if event.phase == .began { gestures.panBase = gestures.pan.totalTranslation - gestures.pan.translation }
            let translation = gestures.panBase + event.values.translation
            switch event.phase {
            case .began:
                gestures.gestured = true
                panBegan(translation: gestures.panBase, time: event.time)
            case .changed:
                panChanged(translation: translation, time: event.time)
            case .ended:
                panEnded(translation: translation, velocity: event.values.velocity, time: event.time)
            case .cancelled:
                panEnded(translation: lastTranslation, velocity: .zero, time: event.time)
            case .recognized, .retracted:
                break
            }
        }
        if gestures.trackLifted(frame) != nil {
            if !gestures.gestured { touchesEnded(time: time) }
            gestures.primary = nil
        }
        advance(to: time)
    }
}
