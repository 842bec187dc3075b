import RealModule
import FlickInput
import FoundationEssentials

/// The scroll view's motions after a release or a programmatic change, each evaluated in
/// closed form from its start time.
enum Motion {
    /// A fling or snap-back per axis (`BouncingScrollSimulation`, or a deceleration or
    /// spring aimed at a delegate-adjusted target): `decelerating` / `bouncing`.
    case fling(x: any ScrollSimulation, y: any ScrollSimulation)
    /// Page springs per axis: `paging`.
    case paging(x: SpringSimulation, y: SpringSimulation)
    /// An animated offset change: `animating`.
    case animation(x: EaseInOutSimulation, y: EaseInOutSimulation)
    /// A zoom about a fixed focal point, driven by a 0…1 progress: a zoom bounce
    /// (`bouncing`) or an animated zoom (`animating`).
    case zoom(ZoomMotion)
}

/// A zoom from one scale to another that keeps a content point under a focal point, with
/// a correction that brings the offset into range by the end.
struct ZoomMotion {
    /// Scales at progress 0 and 1.
    var fromScale: Double, toScale: Double
    /// The unscaled content point kept under `focal` (points).
    var contentPoint: Point
    /// The focal point in the scroll view's coordinates (points).
    var focal: Point
    /// Offset correction applied in proportion to the progress (points).
    var correction: Point
    /// Progress 0 → 1.
    var progress: any ScrollSimulation
    /// True for a zoom bounce after a pinch, false for an animated zoom.
    var isBounce: Bool

    /// The scale at `time`: interpolated in log space.
    func scale(at time: Double) -> Double {
        let p = progress.position(at: time)
        return Double.exp(Double.log(fromScale) + (Double.log(toScale) - Double.log(fromScale)) * p)
    }

    /// The content offset at `time`, points.
    func offset(at time: Double) -> Point {
        contentPoint * scale(at: time) - focal + correction * progress.position(at: time)
    }
}

extension ScrollModel {
    /// Whether a simulation is springing (bounce or snap-back) at `time`.
    static func isSpringing(_ simulation: any ScrollSimulation, at time: Double) -> Bool {
        if let bouncing = simulation as? BouncingScrollSimulation { return bouncing.isBouncing(at: time) }
        if let spring = simulation as? SpringSimulation { return !spring.isDone(at: time) }
        return false
    }

    /// Evaluates the running motion at `time`, updates the offset and zoom, switches
    /// between decelerating and bouncing, and ends the motion when it is done.
    mutating func runMotion() {
        guard let motion else { return }
        let now = time
        switch motion {
        case .fling(let x, let y):
            setOffset(Point(x: x.position(at: now), y: y.position(at: now)))
            if x.isDone(at: now) && y.isDone(at: now) {
                finishMotion(reason: "fling at rest")
            } else {
                let springing = Self.isSpringing(x, at: now) || Self.isSpringing(y, at: now)
                transition(to: springing ? .bouncing : .decelerating, springing ? "spring" : "decelerating")
            }
        case .paging(let x, let y):
            setOffset(Point(x: x.position(at: now), y: y.position(at: now)))
            if x.isDone(at: now) && y.isDone(at: now) { finishMotion(reason: "page settled") }
        case .animation(let x, let y):
            setOffset(Point(x: x.position(at: now), y: y.position(at: now)))
            if x.isDone(at: now) && y.isDone(at: now) { finishMotion(reason: "animation ended") }
        case .zoom(let zoom):
            applyZoom(scale: zoom.scale(at: now), offset: zoom.offset(at: now))
            if zoom.progress.isDone(at: now) {
                finishMotion(reason: zoom.isBounce ? "zoom bounce ended" : "zoom animation ended")
            }
        }
    }

    /// Ends the running motion: the state becomes idle (or stays tracking under a finger)
    /// and the matching delegate call is made.
    mutating func finishMotion(reason: String) {
        guard let finished = motion else { return }
        motion = nil
        transition(to: touch == nil ? .idle : .tracking, reason)
        switch finished {
        case .fling, .paging:
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoom:
            delegate?.scrollViewDidEndZooming(self, atScale: zoomScale)
        }
    }

    /// Stops the running motion where it is, without delegate calls (a finger caught it).
    /// Returns the fling velocity it had (points per second) for momentum carry, zero for
    /// other motions and for axes that were springing.
    mutating func stopMotion() -> Point {
        guard let motion else { return .zero }
        self.motion = nil
        if case .fling(let x, let y) = motion {
            let vx = Self.isSpringing(x, at: time) ? 0 : x.velocity(at: time)
            let vy = Self.isSpringing(y, at: time) ? 0 : y.velocity(at: time)
            return Point(x: vx, y: vy)
        }
        return .zero
    }

    /// The per-axis motion of a release at the current offset with `velocity` (points per
    /// second) at `time`: a `BouncingScrollSimulation`, stopping dead at the edges on axes
    /// handed off to an enclosing scroll view.
    func flingSimulation(_ axis: Axis, velocity: Double, time: Double) -> BouncingScrollSimulation {
        BouncingScrollSimulation(position: contentOffsetStorage[axis], velocity: velocity, time: time,
                                 range: offsetRange(axis), bounces: bounces && !handOffAxes.contains(axis),
                                 rate: decelerationRate, spring: bounceSpring)
    }

    /// The page count on `axis`: at least 1, at most `Int.saturatingLimit` + 1 whatever the
    /// sizes (a 1e23-point content, an infinite one, or a 1e-10-point page).
    func pageCount(_ axis: Axis) -> Int {
        guard size[axis] > 0 else { return 1 }
        let range = offsetRange(axis)
        return max(1, Int(saturating: (range.upperBound / size[axis]).rounded(.up)) + 1)
    }

    /// The offset of page `page` on `axis`, clamped into the offset range, points.
    func pageOffset(_ page: Int, _ axis: Axis) -> Double {
        let range = offsetRange(axis)
        return min(max(Double(page) * size[axis], range.lowerBound), range.upperBound)
    }

    /// The page nearest to `offset` on `axis`.
    func page(nearest offset: Double, _ axis: Axis) -> Int {
        guard size[axis] > 0 else { return 0 }
        return min(max(Int(saturating: (offset / size[axis]).rounded()), 0), pageCount(axis) - 1)
    }

    /// Builds the motion of a release with `velocity` at `time` and its resting offset.
    /// `startPage` is the page the drag started on (paging only).
    func releaseMotion(velocity: Point, time: Double, startPage: [Axis: Int]) -> (Motion, Point) {
        if isPagingEnabled {
            var targets = Point.zero
            for axis in Axis.allCases {
                let current = contentOffsetStorage[axis]
                if canScroll(axis) {
                    let page = pagingRule.targetPage(offset: current, velocity: velocity[axis], pageSize: size[axis],
                                                     startPage: startPage[axis] ?? page(nearest: current, axis),
                                                     pageCount: pageCount(axis))
                    targets[axis] = pageOffset(page, axis)
                } else {
                    targets[axis] = min(max(current, offsetRange(axis).lowerBound), offsetRange(axis).upperBound)
                }
            }
            return (pagingMotion(to: targets, velocity: velocity, time: time), targets)
        }
        let x = flingSimulation(.horizontal, velocity: velocity.x, time: time)
        let y = flingSimulation(.vertical, velocity: velocity.y, time: time)
        return (.fling(x: x, y: y), Point(x: x.restingPosition, y: y.restingPosition))
    }

    /// Page springs from the current offset to `targets`, carrying `velocity`. Without
    /// `bounces`, the velocity towards the target is capped at ω·distance, the most a
    /// critically damped spring can carry without passing its target (so it never leaves
    /// the content); velocity away from the target is kept.
    func pagingMotion(to targets: Point, velocity: Point, time: Double) -> Motion {
        func spring(_ axis: Axis) -> SpringSimulation {
            let position = contentOffsetStorage[axis], target = targets[axis]
            var v = velocity[axis]
            if !bounces {
                let limit = pagingSpring.angularFrequency * abs(target - position)
                if (target - position) * v > 0 { v = v > 0 ? min(v, limit) : max(v, -limit) }
            }
            return SpringSimulation(position: position, velocity: v, target: target, time: time,
                                    parameters: pagingSpring)
        }
        return .paging(x: spring(.horizontal), y: spring(.vertical))
    }

    /// A release motion re-aimed at a target the delegate chose: inside the range a
    /// deceleration whose velocity lands exactly on the target; from a stretched offset,
    /// a bounce spring to it; when paging, the page springs.
    func motion(aimedAt target: Point, velocity: Point, time: Double) -> Motion {
        let clamped = clampedOffset(target)
        if isPagingEnabled { return pagingMotion(to: clamped, velocity: velocity, time: time) }
        func axisMotion(_ axis: Axis) -> any ScrollSimulation {
            let current = contentOffsetStorage[axis]
            if offsetRange(axis).contains(current) {
                let v = DecelerationSimulation.velocity(from: current, to: clamped[axis], rate: decelerationRate)
                return DecelerationSimulation(position: current, velocity: v, time: time, rate: decelerationRate)
            }
            return SpringSimulation(position: current, velocity: velocity[axis], target: clamped[axis],
                                    time: time, parameters: bounceSpring)
        }
        return .fling(x: axisMotion(.horizontal), y: axisMotion(.vertical))
    }

    /// The geometry changed (size, content size or insets): a running fling or bounce is
    /// rebuilt from its current position and velocity at the current time, against the new
    /// range, keeping (x, v) and nothing else (note §d1, Flutter's "ballistic invariant").
    /// Other motions keep their targets.
    mutating func relayout() {
        guard case .fling(let x, let y)? = motion else { return }
        let now = time
        let position = Point(x: x.position(at: now), y: y.position(at: now))
        let velocity = Point(x: x.velocity(at: now), y: y.velocity(at: now))
        contentOffsetStorage = position
        log.trace("relayout during a fling: restarting from \(position) with v=\(velocity)")
        let rebuilt = Motion.fling(x: flingSimulation(.horizontal, velocity: velocity.x, time: now),
                                   y: flingSimulation(.vertical, velocity: velocity.y, time: now))
        motion = rebuilt
        runMotion()
    }

    /// Whether `motion` has already ended at `time`.
    static func isDone(_ motion: Motion, at time: Double) -> Bool {
        switch motion {
        case .fling(let x, let y): x.isDone(at: time) && y.isDone(at: time)
        case .paging(let x, let y): x.isDone(at: time) && y.isDone(at: time)
        case .animation(let x, let y): x.isDone(at: time) && y.isDone(at: time)
        case .zoom(let zoom): zoom.progress.isDone(at: time)
        }
    }

    /// The state a motion starts in.
    static func state(of motion: Motion, at time: Double) -> State {
        switch motion {
        case .fling(let x, let y): isSpringing(x, at: time) || isSpringing(y, at: time) ? .bouncing : .decelerating
        case .paging: .paging
        case .animation: .animating
        case .zoom(let zoom): zoom.isBounce ? .bouncing : .animating
        }
    }

    /// Starts a fling from the current offset with `velocity` (points per second) at
    /// `time` seconds (not earlier than the view's time), as a release without a finger
    /// would: a fling, bounce or page settle, with `scrollViewWillBeginDecelerating`.
    /// Used for nested hand-off; also handy for programmatic flings.
    public mutating func fling(velocity: Point, at time: Double) {
        advance(to: time)
        _ = stopMotion()
        let start = max(time, self.time)
        var page: [Axis: Int] = [:]
        for axis in Axis.allCases { page[axis] = self.page(nearest: contentOffsetStorage[axis], axis) }
        let (motion, _) = releaseMotion(velocity: velocity, time: start, startPage: page)
        startMotion(motion, reason: "fling")
    }

    /// Starts a motion after a release or a fling: sends `willBeginDecelerating` and moves
    /// to its first state, or ends it at once when there is nothing to do.
    mutating func startMotion(_ motion: Motion, reason: String) {
        flingHandOffs = [:]
        if case .fling(let x, let y) = motion {
            for (axis, simulation) in [(Axis.horizontal, x), (.vertical, y)] {
                if let handOff = Self.handOff(of: simulation) { flingHandOffs[axis] = handOff }
            }
        }
        guard !Self.isDone(motion, at: time) else {
            transition(to: touch == nil ? .idle : .tracking, "\(reason): nothing to do")
            return
        }
        self.motion = motion
        delegate?.scrollViewWillBeginDecelerating(self)
        transition(to: Self.state(of: motion, at: time), reason)
        runMotion()
    }

    /// When a fling stopped dead at an edge (no bouncing), the time and velocity it had there.
    static func handOff(of simulation: any ScrollSimulation) -> (time: Double, velocity: Double)? {
        guard let bouncing = simulation as? BouncingScrollSimulation, bouncing.segments.count >= 2,
              case .rest(_, let time) = bouncing.segments[bouncing.segments.count - 1],
              case .deceleration(let decay) = bouncing.segments[bouncing.segments.count - 2],
              time < decay.endTime else { return nil }
        return (time, decay.velocity(at: time))
    }
}
