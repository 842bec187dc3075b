import Foundation

/// A CPU workload scene for profiling the pipeline without the real scene layer: `count`
/// layers, each on a damped spring that chases an attractor (the pointer while it is
/// down, a Lissajous path otherwise), with opacity and scale animated through a cubic
/// Bézier ease-in-out solved per layer per frame, laid out into rectangles, culled to the
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
    /// Physics substep, seconds (our choice: 240 Hz keeps semi-implicit Euler stable for
    /// this stiffness at any frame rate).
    static let physicsStep = 1.0 / 240
    /// The ease-in-out control points (CSS `ease-in-out`: 0.42, 0, 0.58, 1).
    static let easing = (x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)
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

    /// Gestures phase: the latest sample decides the attractor (down: the pointer).
    public func deliver(_ inputs: [PointerSample], at time: Double) {
        for sample in inputs {
            pointer = sample.isDown ? (sample.x, sample.y) : nil
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
            step(at: time, by: Self.physicsStep)
        }
        physicsTime = time
    }

    private func step(at time: Double, by dt: Double) {
        let wanderX: Double = width / 2 + width / 3 * sin(time * 0.9)
        let wanderY: Double = height / 2 + height / 3 * sin(time * 1.3)
        let attractor = pointer ?? (wanderX, wanderY)
        for i in 0..<count {
            let angle = Double(i) * 0.37 + time * 0.5
            let orbit = 12 + Double(i % 7) * 6
            let goalX = attractor.0 + orbit * cos(angle), goalY = attractor.1 + orbit * sin(angle)
            velocityX[i] += (Self.stiffness * (goalX - positionX[i]) - Self.damping * velocityX[i]) * dt
            velocityY[i] += (Self.stiffness * (goalY - positionY[i]) - Self.damping * velocityY[i]) * dt
            positionX[i] += velocityX[i] * dt
            positionY[i] += velocityY[i] * dt
        }
    }

    /// Animation phase: each layer's opacity and scale follow an eased triangle wave with a
    /// per-layer period (1–2 s) and phase.
    public func advanceAnimations(to target: Double) {
        for i in 0..<count {
            let period = 1 + Double(i % 11) / 10
            let cycle = (target / period + Double(i) * 0.13).truncatingRemainder(dividingBy: 1)
            let progress = Self.ease(cycle < 0.5 ? cycle * 2 : 2 - cycle * 2)
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

    /// The ease-in-out curve at `x` (0…1): solves the Bézier's x(t) = `x` by Newton's method
    /// with a bisection fallback, then returns y(t).
    static func ease(_ x: Double) -> Double {
        let (x1, y1, x2, y2) = easing
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-7 { return bezier(t, y1, y2) }
            let derivative = slope(t, x1, x2)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezier(t, y1, y2)
    }
}
