import FlickInput

extension ScrollModel {
    /// Moves the content offset by `delta` points together with everything that refers to
    /// it, so that content re-laid out by the same amount (an endless list re-centring in
    /// `layoutSubviews`, seed 001) shows no jump at any moment: a drag keeps following the
    /// finger from the shifted anchor, a fling or bounce continues with the same velocity
    /// from the shifted position (deceleration is shift-invariant), page springs and offset
    /// animations shift their targets, a zoom motion its focal point. `scrollViewDidScroll`
    /// is called once. A non-finite delta is ignored (logged).
    public mutating func shiftContent(by delta: Point) {
        guard delta.x.isFinite, delta.y.isFinite else {
            log.warning("scroll view: ignored non-finite content shift \(delta)")
            return
        }
        guard delta != .zero else { return }
        if var drag {
            drag.rawStart = drag.rawStart + delta
            for (axis, value) in drag.frozen { drag.frozen[axis] = value + delta[axis] }
            self.drag = drag
        }
        let now = time
        // Sample the motion before the offset moves: fling rebuilds start from here.
        let sampled = motion.map { Self.sample($0, at: now) }
        contentOffsetStorage = contentOffsetStorage + delta
        if let motion, let sampled {
            self.motion = shifted(motion, by: delta, sampled: sampled, at: now)
        }
        log.trace("content shifted by \(delta) at t=\(now)")
        delegate?.scrollViewDidScroll(self)
    }

    /// The position and velocity of a motion's offset at `time` (zero velocity for zooms).
    private static func sample(_ motion: Motion, at time: Double) -> (Point, Point) {
        func pv(_ x: any ScrollSimulation, _ y: any ScrollSimulation) -> (Point, Point) {
            (Point(x: x.position(at: time), y: y.position(at: time)), Point(x: x.velocity(at: time), y: y.velocity(at: time)))
        }
        switch motion {
        case .fling(let x, let y): return pv(x, y)
        case .paging(let x, let y): return pv(x, y)
        case .animation(let x, let y): return pv(x, y)
        case .zoom(let zoom): return (zoom.offset(at: time), .zero)
        }
    }

    private func shifted(_ motion: Motion, by delta: Point, sampled: (Point, Point), at now: Double) -> Motion {
        let (position, velocity) = sampled
        func axisFling(_ simulation: any ScrollSimulation, _ axis: Axis) -> any ScrollSimulation {
            let p = position[axis] + delta[axis], v = velocity[axis]
            if let spring = simulation as? SpringSimulation { return Self.shift(spring, by: delta[axis]) }
            if simulation is DecelerationSimulation {
                return DecelerationSimulation(position: p, velocity: v, time: now, rate: decelerationRate)
            }
            // A bouncing fling is rebuilt from its shifted state against the range (the
            // content's edges did not move with the shift).
            return BouncingScrollSimulation(position: p, velocity: v, time: now, range: offsetRange(axis),
                                            bounces: bounces && !handOffAxes.contains(axis), rate: decelerationRate,
                                            spring: bounceSpring)
        }
        switch motion {
        case .fling(let x, let y):
            return .fling(x: axisFling(x, .horizontal), y: axisFling(y, .vertical))
        case .paging(let x, let y):
            return .paging(x: Self.shift(x, by: delta.x), y: Self.shift(y, by: delta.y))
        case .animation(var x, var y):
            x.from += delta.x; x.to += delta.x
            y.from += delta.y; y.to += delta.y
            return .animation(x: x, y: y)
        case .zoom(var zoom):
            zoom.focal = zoom.focal - delta
            return .zoom(zoom)
        }
    }

    /// The same spring moved by `delta` (position and target; a spring is shift-invariant).
    private static func shift(_ spring: SpringSimulation, by delta: Double) -> SpringSimulation {
        SpringSimulation(position: spring.startPosition + delta, velocity: spring.startVelocity,
                         target: spring.target + delta, time: spring.startTime, parameters: spring.parameters)
    }
}
