#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickAnimation
import FlickInput
import FlickRuntime
import FoundationEssentials

/// A CPU workload scene for profiling the pipeline without the real scene layer: `count`
/// layers, each on a damped spring (FlickAnimation's `UnitSpringSimulation`) that chases an
/// attractor (the pointer while it is down, a Lissajous path otherwise), with opacity and
/// scale animated through FlickAnimation's ease-in-out `TimingFunction` per layer per frame, laid out into rectangles, culled to the
/// viewport and depth-sorted into a display list every frame. It is honest work of the
/// kinds the real scene does (integration, easing, layout, sorting), not a model of the
/// map demo's cost. Deterministic: all state is a function of the delivered input and the
/// target times.
public final class SyntheticScene: FrameWork {
    /// One drawn rectangle of the display list. Positions and sizes are in points.
    public struct Item: Hashable, Sendable {
        /// Left edge, points.
        public var x: Double
        /// Top edge, points.
        public var y: Double
        /// Width, points.
        public var width: Double
        /// Height, points.
        public var height: Double
        /// Colour as 0xRRGGBB.
        public var rgb: UInt32
        /// Opacity, 0…1.
        public var opacity: Double
        /// Depth: larger draws later (on top).
        public var depth: Double

        /// Creates an item.
        public init(x: Double, y: Double, width: Double, height: Double, rgb: UInt32, opacity: Double, depth: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.rgb = rgb
            self.opacity = opacity
            self.depth = depth
        }
    }

    /// Layers animated.
    public let count: Int
    /// Viewport width, points.
    public let width: Double
    /// Viewport height, points.
    public let height: Double

    /// Spring stiffness, 1/s² (our choice: 170 with damping 26 is react-spring's default
    /// "gentle" spring, a slightly under-damped follow).
    static let stiffness = 170.0
    /// Spring damping, 1/s (see `stiffness`).
    static let damping = 26.0
    /// Physics substep, seconds (our choice: 240 Hz; each layer's goal moves along its orbit
    /// and is held still for one substep, over which the spring is solved exactly).
    static let physicsStep = 1.0 / 240
    /// The layers' spring (unit mass, `stiffness`, `damping`).
    static let spring = UnitSpringSimulation(stiffness: stiffness, damping: damping)
    /// One substep of `spring`, as a linear map of (displacement from the goal, velocity).
    static let springStep = SpringStep(spring: spring, duration: physicsStep)
    /// The opacity and scale easing (Core Animation's `easeInEaseOut`: 0.42, 0, 0.58, 1).
    static let easing = TimingFunction.easeInEaseOut
    /// Base layer size, points (our choice).
    static let layerSize = 18.0

    private var positionX: [Double], positionY: [Double]
    private var velocityX: [Double], velocityY: [Double]
    private var opacity: [Double], scale: [Double]
    private var items: [Item] = []
    private var physicsTime: Double?
    private var pointer: (x: Double, y: Double)?
    /// Inputs delivered so far.
    public private(set) var inputsDelivered = 0

    /// Creates a scene of `count` layers in a `width` × `height` point viewport.
    public init(count: Int = 300, width: Double = 320, height: Double = 240) {
        precondition(count > 0 && width > 0 && height > 0, "a scene needs layers and a viewport")
        self.count = count
        self.width = width
        self.height = height
        positionX = (0..<count).map { Double($0 % 20) / 20 * width }
        positionY = (0..<count).map { Double($0 / 20 % 15) / 15 * height }
        velocityX = Array(repeating: 0, count: count)
        velocityY = Array(repeating: 0, count: count)
        opacity = Array(repeating: 1, count: count)
        scale = Array(repeating: 1, count: count)
        items.reserveCapacity(count)
    }

    /// Gestures phase: the latest frame decides the attractor (the first touch still down,
    /// none once every touch lifted).
    public func deliver(_ inputs: [TouchFrame], at time: Double) {
        for frame in inputs {
            pointer = frame.activeTouches.first.map { ($0.location.x, $0.location.y) }
        }
        inputsDelivered += inputs.count
    }

    /// Physics phase: integrates every spring in fixed substeps up to `target`.
    public func advancePhysics(to target: Double) {
        guard var time = physicsTime else {
            physicsTime = target
            return
        }
        while time + Self.physicsStep <= target {
            time += Self.physicsStep
            step(at: time)
        }
        physicsTime = time
    }

    private func step(at time: Double) {
        let wanderX: Double = width / 2 + width / 3 * sin(time * 0.9)
        let wanderY: Double = height / 2 + height / 3 * sin(time * 1.3)
        let attractor = pointer ?? (wanderX, wanderY)
        for i in 0..<count {
            let angle = Double(i) * 0.37 + time * 0.5
            let orbit = 12 + Double(i % 7) * 6
            let goalX = attractor.0 + orbit * cos(angle), goalY = attractor.1 + orbit * sin(angle)
            (positionX[i], velocityX[i]) = Self.springStep.advance(positionX[i], velocityX[i], towards: goalX)
            (positionY[i], velocityY[i]) = Self.springStep.advance(positionY[i], velocityY[i], towards: goalY)
        }
    }

    /// Animation phase: each layer's opacity and scale follow an eased triangle wave with a
    /// per-layer period (1–2 s) and phase.
    public func advanceAnimations(to target: Double) {
        for i in 0..<count {
            let period = 1 + Double(i % 11) / 10
            let cycle = (target / period + Double(i) * 0.13).truncatingRemainder(dividingBy: 1)
            let progress = Self.easing(cycle < 0.5 ? cycle * 2 : 2 - cycle * 2)
            opacity[i] = 0.35 + 0.65 * progress
            scale[i] = 0.6 + 0.8 * progress
        }
    }

    /// Layout phase: rectangles from positions and scales, culled to the viewport.
    public func layout(at target: Double) {
        items.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let size = Self.layerSize * scale[i]
            let x = positionX[i] - size / 2, y = positionY[i] - size / 2
            guard x < width && y < height && x + size > 0 && y + size > 0 else { continue }
            let rgb = UInt32(truncatingIfNeeded: (i &* 2_654_435_761) >> 8) & 0xFF_FFFF
            items.append(Item(x: x, y: y, width: size, height: size, rgb: rgb, opacity: opacity[i],
                              depth: sin(Double(i) * 1.7 + target * 2)))
        }
    }

    /// Display-list phase: the visible items sorted back to front.
    public func makeDisplayList(at target: Double) -> [Item] {
        items.sort { $0.depth < $1.depth }
        return items
    }
}

/// A damped spring over a fixed step, from its closed form: a spring released at
/// displacement d and velocity v ends the step at d·(−yA, −vA) + v·(h, h′), where (yA, vA)
/// is the unit spring's displacement and velocity from rest and (h, h′) its response to a
/// unit initial velocity (linearity of `m·x'' + c·x' + k·x = 0`).
struct SpringStep: Sendable {
    /// Displacement and velocity at the step's end of a spring released from −1 at rest.
    let fromRest: (displacement: Double, velocity: Double)
    /// Displacement and velocity at the step's end of a spring released at 0 with unit velocity.
    let fromImpulse: (displacement: Double, velocity: Double)

    /// The step of `spring` lasting `duration` seconds.
    init(spring: UnitSpringSimulation, duration: Double) {
        var rest = spring
        rest.initialVelocity = 0
        var kicked = spring
        kicked.initialVelocity = 1
        fromRest = (rest.position(at: duration) - 1, rest.velocity(at: duration))
        fromImpulse = (kicked.position(at: duration) - rest.position(at: duration),
                       kicked.velocity(at: duration) - rest.velocity(at: duration))
    }

    /// Position and velocity (points, points per second) one step after `position` and
    /// `velocity`, pulled towards `goal`.
    func advance(_ position: Double, _ velocity: Double, towards goal: Double) -> (Double, Double) {
        let displacement = position - goal
        return (goal - displacement * fromRest.displacement + velocity * fromImpulse.displacement,
                -displacement * fromRest.velocity + velocity * fromImpulse.velocity)
    }
}
