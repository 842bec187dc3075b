import FlickInput

/// The finger currently down on the scroll view.
struct TouchContext {
    /// Where it went down and where it is now, in the scroll view's coordinates.
    var startLocation: Point, location: Point
    /// When it went down, seconds.
    var startTime: Double
    /// The content view under it at touch-down.
    var contentView: ContentView?
    /// Where its content delivery stands.
    var delivery: ContentDelivery
    /// The fling velocity caught by this touch-down (points per second), for momentum carry.
    var heldVelocity: Point
}

/// How far a touch has got towards the content.
enum ContentDelivery: Equatable {
    /// Nothing goes to the content (no view, touch refused, or the touch stopped a motion).
    case none
    /// Held until the given time (seconds) by `delaysContentTouches`.
    case held(until: Double)
    /// The content has the touch.
    case delivered
    /// The touch was taken from the content (cancelled) or dropped before delivery.
    case withdrawn
}

/// The drag in progress.
struct DragContext {
    /// The raw (un-rubber-banded) offset at the start of the drag, points.
    var rawStart: Point
    /// The pan translation when the drag started (so the content does not jump by the slop).
    var translationOrigin: Point
    /// The directional lock (always `.free` when locking is off).
    var lock: DirectionalLock
    /// The raw offset on each axis at the moment it was frozen by the lock.
    var frozen: [Axis: Double] = [:]
    /// The page the drag started on, per axis (paging).
    var startPage: [Axis: Int]
    /// The last translation and when it last changed (seconds), for momentum carry; from
    /// real reports only (resampled frames are shown, never remembered).
    var lastTranslation: Point
    var lastMoveTime: Double
    /// True when what is shown comes from a resampled frame (newer than `lastTranslation`).
    var showsResampled = false
}

extension ScrollModel {
    /// How a translation maps onto the offset: `offsetRange` with the rubber band past the
    /// edges (`bounces`), or hard limits.
    func shownOffset(raw: Double, _ axis: Axis) -> Double {
        let range = offsetRange(axis)
        if bounces && !handOffAxes.contains(axis) {
            return RubberBand.clamp(raw, to: range, dimension: size[axis])
        }
        return min(max(raw, range.lowerBound), range.upperBound)
    }

    /// A finger went down at `location` (the scroll view's coordinates) at `time`: the
    /// scroll view starts tracking. A running fling, bounce, page settle or offset animation
    /// stops where it is (its velocity is kept for momentum carry); a zoom bounce or zoom
    /// animation runs on (the view tracks once it ends). A touch that lands on a moving view
    /// does not reach the content. Otherwise the content view under the finger gets the
    /// touch now, or after `contentTouchDelay` when `delaysContentTouches`. Ignored while a
    /// finger is already down or a pinch zooms.
    public mutating func touchesBegan(at location: Point, time: Double) {
        advance(to: time)
        guard touch == nil, state != .zooming else { return }
        // Zoom bounces and zoom animations run on under a finger (catching one would leave
        // the scale past its limits); every other motion stops where it is.
        var zooming = false
        if case .zoom? = motion { zooming = true }
        let moving = motion != nil
        let held = moving && !zooming ? stopMotion() : .zero
        var context = TouchContext(startLocation: location, location: location, startTime: self.time,
                                   contentView: nil, delivery: .none, heldVelocity: held)
        if !moving, let view = contentHitTest(location) {
            context.contentView = view
            context.delivery = delaysContentTouches ? .held(until: self.time + contentTouchDelay) : .none
        }
        touch = context
        if !zooming { transition(to: .tracking, moving ? "finger caught the motion" : "finger down") }
        if !delaysContentTouches, context.contentView != nil { deliverContentTouch() }
    }

    /// The finger moved to `location` at `time` before or without a drag: forwarded to
    /// the content when it has the touch.
    public mutating func touchesMoved(to location: Point, time: Double) {
        advance(to: time)
        guard var context = touch else { return }
        context.location = location
        touch = context
        if state == .tracking, context.delivery == .delivered, let view = context.contentView {
            contentTouchEvents.append(.moved(view, location: location, time: self.time))
        }
    }

    /// The finger lifted at `time`. Without a drag this is a tap: a held touch reaches the
    /// content now (began then ended), a delivered one ends. A view left stretched (a
    /// caught bounce) springs back; a pager caught between pages settles on the nearest.
    public mutating func touchesEnded(time: Double) {
        endTouch(cancelled: false, time: time)
    }

    /// The touch was taken away at `time` (palm, device gone): like a lift, except that
    /// the content's touch is cancelled, and a drag in progress ends without a fling.
    public mutating func touchesCancelled(time: Double) {
        if state == .dragging { panCancelled(time: time) }
        endTouch(cancelled: true, time: time)
    }

    mutating func endTouch(cancelled: Bool, time: Double) {
        advance(to: time)
        guard let context = touch else { return }
        if let view = context.contentView {
            switch context.delivery {
            case .held:
                if !cancelled, touchesShouldBegin(view, context.startLocation) {
                    contentTouchEvents.append(.began(view, location: context.startLocation, time: self.time))
                    contentTouchEvents.append(.ended(view, location: context.location, time: self.time))
                }
            case .delivered:
                contentTouchEvents.append(cancelled ? .cancelled(view, time: self.time)
                                                    : .ended(view, location: context.location, time: self.time))
            case .none, .withdrawn:
                break
            }
        }
        touch = nil
        guard state == .tracking else { return }
        // A view caught stretched springs back; a pager caught between pages settles on
        // the nearest one; otherwise nothing moves.
        startMotion(releaseMotion(velocity: .zero, time: self.time, startPage: [:]).0,
                    reason: "finger lifted without dragging")
    }

    /// The pan recognizer began (the finger moved past the slop) with `translation`
    /// points since touch-down, at `time`. The drag starts unless no axis can scroll, or the
    /// content already has the touch and may not lose it (`canCancelContentTouches`,
    /// `touchesShouldCancel`). A held content touch is dropped; a delivered one cancelled.
    /// Returns whether the drag started.
    @discardableResult
    public mutating func panBegan(translation: Point, time: Double) -> Bool {
        advance(to: time)
        if touch == nil { touchesBegan(at: .zero, time: time) }
        guard state == .tracking, var context = touch,
              translation.x.isFinite, translation.y.isFinite else { return false }
        guard canScroll(.horizontal) || canScroll(.vertical) else { return false }
        if let view = context.contentView {
            switch context.delivery {
            case .delivered:
                guard canCancelContentTouches, touchesShouldCancel(view) else {
                    log.trace("drag refused: the content keeps its touch")
                    return false
                }
                contentTouchEvents.append(.cancelled(view, time: self.time))
                context.delivery = .withdrawn
            case .held:
                context.delivery = .withdrawn
            case .none, .withdrawn:
                break
            }
            touch = context
        }
        var startPage: [Axis: Int] = [:]
        var raw = Point.zero
        for axis in Axis.allCases {
            startPage[axis] = page(nearest: contentOffsetStorage[axis], axis)
            raw[axis] = bounces && !handOffAxes.contains(axis)
                ? RubberBand.unclamp(contentOffsetStorage[axis], from: offsetRange(axis), dimension: size[axis])
                : contentOffsetStorage[axis]
        }
        let lock: DirectionalLock = isDirectionalLockEnabled ? .undecided : .free
        drag = DragContext(rawStart: raw, translationOrigin: translation, lock: lock, startPage: startPage,
                           lastTranslation: translation, lastMoveTime: self.time)
        delegate?.scrollViewWillBeginDragging(self)
        transition(to: .dragging, "pan began")
        applyLock(translation: translation)
        return true
    }

    /// The pan moved: `translation` points since touch-down, at `time`. The content follows
    /// the finger 1:1, through the rubber band past the edges. `isResampled` translations
    /// (`GestureValues.isResampled`: a frame resampled for a present) are shown only: they
    /// decide no directional lock and count for no momentum, and a cancelled drag goes back
    /// to the last real report, so the state at rest does not depend on present times.
    public mutating func panChanged(translation: Point, time: Double, isResampled: Bool = false) {
        advance(to: time)
        guard state == .dragging, var drag, translation.x.isFinite, translation.y.isFinite else { return }
        drag.showsResampled = isResampled
        if !isResampled && translation != drag.lastTranslation {
            drag.lastTranslation = translation
            drag.lastMoveTime = self.time
        }
        self.drag = drag
        if !isResampled { applyLock(translation: translation) }
        applyDrag(translation: translation)
        if isResampled { return }
        if var context = touch {
            context.location = context.startLocation + translation
            touch = context
        }
    }

    /// Decides the directional lock once the travel reaches the decision distance, and
    /// freezes the other axis where the drag started.
    mutating func applyLock(translation: Point) {
        guard var drag, drag.lock == .undecided else { return }
        drag.lock = DirectionalLock.decide(translation: translation)
        // The other axis goes back to where the drag found it (it can only have moved by
        // less than the decision distance before the decision).
        switch drag.lock {
        case .horizontal:
            drag.frozen[.vertical] = drag.rawStart.y
        case .vertical:
            drag.frozen[.horizontal] = drag.rawStart.x
        case .free, .undecided:
            break
        }
        if drag.lock != .undecided { log.trace("directional lock: \(drag.lock.rawValue)") }
        self.drag = drag
    }

    func rawOffset(_ axis: Axis, drag: DragContext, translation: Point) -> Double {
        if let frozen = drag.frozen[axis] { return frozen }
        if !canScroll(axis) { return drag.rawStart[axis] }
        return drag.rawStart[axis] - (translation[axis] - drag.translationOrigin[axis])
    }

    /// Whether the drag moves `axis` (scrollable and not frozen by the lock).
    func dragMoves(_ axis: Axis) -> Bool {
        guard canScroll(axis), let drag else { return false }
        switch drag.lock {
        case .horizontal: return axis == .horizontal
        case .vertical: return axis == .vertical
        case .free, .undecided: return true
        }
    }

    mutating func applyDrag(translation: Point) {
        guard let drag else { return }
        var offset = contentOffsetStorage
        for axis in Axis.allCases where canScroll(axis) {
            offset[axis] = shownOffset(raw: rawOffset(axis, drag: drag, translation: translation), axis)
        }
        setOffset(offset)
    }

    /// The finger lifted after a drag (this ends the touch too; a later `touchesEnded` is
    /// ignored): `translation` points since touch-down and the
    /// finger's `velocity` in points per second, at `time`. The content velocity (−finger
    /// velocity on the axes the drag moves) is capped at `maximumFlingVelocity`, zeroed
    /// below `minimumFlingVelocity`, and given the momentum of a caught fling
    /// (`MomentumCarry`). Then `scrollViewWillEndDragging` may move the target, and the
    /// fling, bounce or page settle starts. Non-finite velocity components count as zero,
    /// non-finite translations are ignored (bad input never poisons the offset).
    public mutating func panEnded(translation: Point, velocity fingerVelocity: Point, time: Double) {
        advance(to: time)
        guard state == .dragging, let drag else { return }
        panChanged(translation: translation, time: self.time)
        var velocity = Point.zero
        for axis in Axis.allCases where dragMoves(axis) && fingerVelocity[axis].isFinite {
            velocity[axis] = min(max(-fingerVelocity[axis], -maximumFlingVelocity), maximumFlingVelocity)
        }
        if velocity.length < minimumFlingVelocity { velocity = .zero }
        let still = self.time - (self.drag?.lastMoveTime ?? self.time)
        let held = touch?.heldVelocity ?? .zero
        for axis in Axis.allCases where velocity[axis] != 0 {
            velocity[axis] = MomentumCarry.velocity(release: velocity[axis], held: held[axis], stillDuration: still)
        }
        var (motion, target) = releaseMotion(velocity: velocity, time: self.time, startPage: drag.startPage)
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if target != proposed {
            log.trace("delegate moved the target from \(proposed) to \(target)")
            motion = self.motion(aimedAt: target, velocity: velocity, time: self.time)
        }
        self.drag = nil
        touch = nil
        let willDecelerate = !Self.isDone(motion, at: self.time)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        startMotion(motion, reason: "released")
    }

    /// The pan was cancelled at `time` (a pinch took over, or the touch was cancelled):
    /// the drag and the touch end without a fling; a stretched view springs back.
    public mutating func panCancelled(time: Double) {
        advance(to: time)
        guard state == .dragging else { return }
        if let drag, drag.showsResampled { applyDrag(translation: drag.lastTranslation) }
        drag = nil
        touch = nil
        let (motion, _) = releaseMotion(velocity: .zero, time: self.time, startPage: [:])
        let willDecelerate = !Self.isDone(motion, at: self.time)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        startMotion(motion, reason: "drag cancelled")
    }
}
