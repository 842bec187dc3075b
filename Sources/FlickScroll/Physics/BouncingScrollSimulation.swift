/// The per-axis motion after a release (note §d1): a chain of analytic segments, each
/// starting at the exact time and with the exact position and velocity where the previous
/// one ends, so the whole motion is C¹ and evaluated in closed form at any time.
///
/// - Inside the scrollable range a fling decelerates (`DecelerationSimulation`).
/// - When the fling reaches an edge, a critically damped spring (`SpringParameters.bounce`)
///   takes over at the crossing time t* with the crossing velocity, and settles on the edge.
///   Without bouncing the motion stops dead at the edge at t*.
/// - Released past an edge, the spring pulls the content back carrying the release
///   velocity. A spring launched back inwards fast enough crosses the edge: there the
///   fling continues inside as a deceleration with the crossing velocity (it may then
///   reach the far edge and bounce there).
/// - A fling that stops within 0.5 pt past an edge is pulled onto it by the spring.
public struct BouncingScrollSimulation: ScrollSimulation, Hashable {
    /// One analytic piece of the motion.
    public enum Segment: Hashable, Sendable {
        /// A fling slowing down inside the range.
        case deceleration(DecelerationSimulation)
        /// A spring settling on an edge (bounce or snap-back).
        case spring(SpringSimulation)
        /// At rest at a position (points) from a time on (a fling stopped by an edge
        /// when bouncing is off, or a release without velocity).
        case rest(position: Double, time: Double)

        /// The time this segment starts, in seconds.
        public var startTime: Double {
            switch self {
            case .deceleration(let decay): decay.startTime
            case .spring(let spring): spring.startTime
            case .rest(_, let time): time
            }
        }

        func position(at time: Double) -> Double {
            switch self {
            case .deceleration(let decay): decay.position(at: time)
            case .spring(let spring): spring.position(at: time)
            case .rest(let position, _): position
            }
        }

        func velocity(at time: Double) -> Double {
            switch self {
            case .deceleration(let decay): decay.velocity(at: time)
            case .spring(let spring): spring.velocity(at: time)
            case .rest: 0
            }
        }

        func isDone(at time: Double) -> Bool {
            switch self {
            case .deceleration(let decay): decay.isDone(at: time)
            case .spring(let spring): spring.isDone(at: time)
            case .rest: true
            }
        }
    }

    /// The segments in time order; each one runs until the next one starts.
    public let segments: [Segment]
    /// The scrollable range of offsets, in points.
    public let range: ClosedRange<Double>

    /// Speed below which a spring that crosses its edge inwards just settles rather than
    /// handing over to a deceleration, in points per second (the spring rest velocity).
    static let handOffMinimumSpeed = SpringParameters.pointRestVelocity
    /// Tolerance for "at the edge", in points (floating-point slack, not a feel constant).
    static let edgeTolerance = 1e-9
    /// Most segments a chain needs: snap-back → deceleration → bounce, plus one spare.
    static let maximumSegments = 4

    /// Creates the motion of one axis released at `position` points with `velocity`
    /// points per second at `time` seconds, within `range`.
    /// - Parameters:
    ///   - position: where the content is at release, in points.
    ///   - velocity: the release velocity, in points per second.
    ///   - time: the release time, in seconds.
    ///   - range: the positions the content rests within, in points.
    ///   - bounces: whether the content may move past the edges (false: stops at the edge).
    ///   - rate: the deceleration rate inside the range.
    ///   - spring: the spring for bounces and snap-backs.
    public init(position: Double, velocity: Double, time: Double, range: ClosedRange<Double>,
                bounces: Bool = true, rate: DecelerationRate = .normal, spring: SpringParameters = .bounce) {
        self.range = range
        var segments: [Segment] = []
        var (x, v, t) = (position, velocity, time)
        let tolerance = Self.edgeTolerance
        // At most: spring back inwards → decelerate → bounce at the far edge → (rest).
        for _ in 0..<Self.maximumSegments {
            let inside = x >= range.lowerBound - tolerance && x <= range.upperBound + tolerance
            if inside {
                x = min(max(x, range.lowerBound), range.upperBound)
                let decay = DecelerationSimulation(position: x, velocity: v, time: t, rate: rate)
                let end = decay.restingPosition
                if end > range.upperBound || end < range.lowerBound {
                    let edge = end > range.upperBound ? range.upperBound : range.lowerBound
                    if let crossing = decay.time(reaching: edge) {
                        segments.append(.deceleration(decay))
                        let crossingVelocity = decay.velocity(at: crossing)
                        log.trace("fling reaches edge \(edge) at t=\(crossing) with v=\(crossingVelocity)")
                        if !bounces {
                            segments.append(.rest(position: edge, time: crossing))
                            break
                        }
                        (x, v, t) = (edge, crossingVelocity, crossing)
                        segments.append(.spring(SpringSimulation(position: x, velocity: v, target: edge,
                                                                 time: t, parameters: spring)))
                        break
                    }
                    // It stops within 0.5 pt short of the crossing: let it rest, then pull it in.
                    segments.append(.deceleration(decay))
                    if bounces {
                        segments.append(.spring(SpringSimulation(position: end, velocity: 0, target: edge,
                                                                 time: decay.endTime, parameters: spring)))
                    } else {
                        segments.append(.rest(position: edge, time: decay.endTime))
                    }
                    break
                }
                segments.append(.deceleration(decay))
                break
            }
            let edge = x > range.upperBound ? range.upperBound : range.lowerBound
            let snapBack = SpringSimulation(position: x, velocity: v, target: edge, time: t, parameters: spring)
            segments.append(.spring(snapBack))
            if let crossing = snapBack.targetCrossing, abs(crossing.velocity) >= Self.handOffMinimumSpeed {
                log.trace("snap-back crosses edge \(edge) at t=\(crossing.time) with v=\(crossing.velocity)")
                (x, v, t) = (edge, crossing.velocity, crossing.time)
                continue
            }
            break
        }
        self.segments = segments
    }

    /// The segment in force at `time` seconds.
    public func segment(at time: Double) -> Segment {
        var current = segments[0]
        for segment in segments.dropFirst() where time >= segment.startTime { current = segment }
        return current
    }

    /// True while the segment in force at `time` is a spring (the content is bouncing
    /// on or springing back to an edge).
    public func isBouncing(at time: Double) -> Bool {
        if case .spring = segment(at: time) { return !isDone(at: time) }
        return false
    }

    /// The position in points at `time` seconds.
    public func position(at time: Double) -> Double { segment(at: time).position(at: time) }
    /// The velocity in points per second at `time` seconds.
    public func velocity(at time: Double) -> Double { segment(at: time).velocity(at: time) }
    /// True once at rest at `time` seconds.
    public func isDone(at time: Double) -> Bool {
        let last = segments[segments.count - 1]
        return time >= last.startTime && last.isDone(at: time)
    }

    /// Where the motion comes to rest, in points.
    public var restingPosition: Double {
        switch segments[segments.count - 1] {
        case .deceleration(let decay): decay.restingPosition
        case .spring(let spring): spring.target
        case .rest(let position, _): position
        }
    }
}
