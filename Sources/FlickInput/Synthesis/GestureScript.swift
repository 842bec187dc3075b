import RealModule
import FoundationEssentials

/// A scripted performance for the synthesizer: fingers put down, moved along paths, held,
/// turned into palms and lifted, on a timeline in seconds, with positions in window points
/// (the synthesized device maps its full range onto `SynthesizedDevice.windowSize`).
///
/// Steps advance the script's clock `now`; `down`, `up` and `becomePalm` happen at `now`,
/// moves take their duration, `hold`/`wait` pass time. Composite gestures (`tap`, `swipe`,
/// `pinch`, `rotate`, `pan`) are built from these, so a long demo tour is a sequence of calls:
///
/// ```swift
/// var script = GestureScript()
/// script.tap(at: Point(x: 640, y: 400))
/// script.wait(0.5)
/// script.swipe(from: Point(x: 840, y: 400), by: Point(x: -400, y: 0), duration: 0.15)
/// script.wait(1)
/// script.pinch(center: Point(x: 640, y: 400), fromSpan: 400, toSpan: 120, duration: 0.6)
/// ```
public struct GestureScript: Sendable {
    /// How densely moves are sampled into keyframes, in seconds (4x a 120 Hz panel, so the
    /// synthesizer's linear interpolation between keyframes follows curves closely).
    public static let keyframeInterval = 1.0 / 480

    /// One finger's contact, from down to up.
    public struct Contact: Sendable {
        /// The finger number given by the script (not a slot; the synthesizer assigns slots).
        public var finger: Int
        /// When it touches down, in seconds.
        public var start: Double
        /// When it lifts, in seconds; `nil` while the script has not lifted it.
        public var end: Double?
        /// When it turns into a palm (MT_TOOL_PALM), if it does.
        public var palmFrom: Double?
        /// Positions in points at times in seconds, in time order; held between and after keyframes.
        public var keyframes: [(time: Double, position: Point)]

        /// The position at `time`: linear between keyframes, held outside them.
        public func position(at time: Double) -> Point {
            guard let first = keyframes.first else { return .zero }
            if time <= first.time { return first.position }
            var low = 0, high = keyframes.count - 1
            if time >= keyframes[high].time { return keyframes[high].position }
            while high - low > 1 {
                let mid = (low + high) / 2
                if keyframes[mid].time <= time { low = mid } else { high = mid }
            }
            let a = keyframes[low], b = keyframes[high]
            let span = b.time - a.time
            return span > 0 ? a.position + (b.position - a.position) * ((time - a.time) / span) : b.position
        }
    }

    /// Every contact, in the order they touched down.
    public internal(set) var contacts: [Contact] = []
    /// The script's clock, in seconds.
    public private(set) var now: Double
    private var active: [Int: Int] = [:]

    /// Creates an empty script whose clock starts at `start` seconds.
    public init(start: Double = 0) { now = start }

    /// The fingers currently down, sorted.
    public var fingersDown: [Int] { active.keys.sorted() }

    /// The time the last contact lifts (or `now`, if later), in seconds.
    public var duration: Double { max(now, contacts.compactMap(\.end).max() ?? now) }

    /// Where finger `finger` is now, or `nil` when it is not down.
    public func position(of finger: Int) -> Point? {
        active[finger].map { contacts[$0].position(at: now) }
    }

    // MARK: Primitive steps

    /// Puts fingers down at `now`, all in the same instant. A finger already down is ignored.
    public mutating func down(_ fingers: [(Int, Point)]) {
        for (finger, point) in fingers where active[finger] == nil {
            active[finger] = contacts.count
            contacts.append(Contact(finger: finger, start: now, end: nil, palmFrom: nil,
                                    keyframes: [(now, point)]))
        }
    }

    /// Puts one finger down at `now`.
    public mutating func down(_ finger: Int, at point: Point) { down([(finger, point)]) }

    /// Lifts fingers at `now`. Fingers not down are ignored.
    public mutating func up(_ fingers: [Int]) {
        for finger in fingers {
            guard let index = active.removeValue(forKey: finger) else { continue }
            contacts[index].keyframes.append((now, contacts[index].position(at: now)))
            contacts[index].end = now
        }
    }

    /// Lifts one finger at `now`.
    public mutating func up(_ finger: Int) { up([finger]) }

    /// Lifts every finger down.
    public mutating func upAll() { up(fingersDown) }

    /// Lets `duration` seconds pass; fingers down stay where they are.
    public mutating func hold(_ duration: Double) { now += max(0, duration) }

    /// Lets `duration` seconds pass (a pause between gestures).
    public mutating func wait(_ duration: Double) { hold(duration) }

    /// Moves fingers along paths over `duration` seconds: `path(finger, start, progress)`
    /// gives the position for eased progress 0…1. Sampled every `keyframeInterval`.
    public mutating func move(_ fingers: [Int], duration: Double, easing: Easing = .linear,
                              path: (Int, Point, Double) -> Point) {
        let moving = fingers.compactMap { finger in active[finger].map { (finger, $0) } }
        let starts = moving.map { contacts[$0.1].position(at: now) }
        for (index, (_, contact)) in moving.enumerated() { contacts[contact].keyframes.append((now, starts[index])) }
        let steps = max(1, Int((max(0, duration) / GestureScript.keyframeInterval).rounded(.up)))
        let start = now
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let progress = easing.apply(t)
            for (index, (finger, contact)) in moving.enumerated() {
                contacts[contact].keyframes.append((start + duration * t, path(finger, starts[index], progress)))
            }
        }
        now = start + max(0, duration)
    }

    /// Moves fingers by the same displacement (points) over `duration` seconds.
    public mutating func move(_ fingers: [Int], by delta: Point, duration: Double, easing: Easing = .linear) {
        move(fingers, duration: duration, easing: easing) { _, start, progress in start + delta * progress }
    }

    /// Moves one finger in a straight line to `point` over `duration` seconds.
    public mutating func move(_ finger: Int, to point: Point, duration: Double, easing: Easing = .linear) {
        move([finger], duration: duration, easing: easing) { _, start, progress in start + (point - start) * progress }
    }

    /// Turns a finger into a palm at `now` (firmware MT_TOOL_PALM, a wide contact): the
    /// decoder cancels its touch.
    public mutating func becomePalm(_ finger: Int) {
        guard let index = active[finger] else { return }
        contacts[index].palmFrom = now
    }

    // MARK: Composite gestures

    /// Finger positions for `count` fingers centred on `center`, `spacing` points apart
    /// along the axis perpendicular to `direction` (horizontal when `direction` is zero).
    public static func fingerRow(count: Int, center: Point, spacing: Double, direction: Point = .zero) -> [Point] {
        let length = direction.length
        let across = length > 0 ? Point(x: -direction.y / length, y: direction.x / length) : Point(x: 1, y: 0)
        return (0..<count).map { index in
            center + across * ((Double(index) - Double(count - 1) / 2) * spacing)
        }
    }

    /// A tap: `fingers` fingers down at `point` (spread `spacing` points apart), held
    /// `duration` seconds (80 ms: a quick tap), lifted together.
    public mutating func tap(at point: Point, fingers: Int = 1, spacing: Double = 80, duration: Double = 0.08) {
        let first = (fingersDown.last ?? -1) + 1
        let positions = GestureScript.fingerRow(count: fingers, center: point, spacing: spacing)
        let ids = Array(first..<(first + fingers))
        down(Array(zip(ids, positions)))
        hold(duration)
        up(ids)
    }

    /// A stroke: fingers down at `start`, moved by `delta` in `duration` seconds, lifted at
    /// once (still moving, so the release has the stroke's velocity). Swipes and flicks.
    public mutating func swipe(from start: Point, by delta: Point, duration: Double, fingers: Int = 1,
                               spacing: Double = 80, easing: Easing = .linear) {
        let first = (fingersDown.last ?? -1) + 1
        let ids = Array(first..<(first + fingers))
        down(Array(zip(ids, GestureScript.fingerRow(count: fingers, center: start, spacing: spacing, direction: delta))))
        move(ids, by: delta, duration: duration, easing: easing)
        up(ids)
    }

    /// A pan: fingers down at `start`, a short settle (`settle` seconds), moved by `delta`
    /// over `duration` seconds, then held still `holdAfter` seconds before lifting (no fling).
    public mutating func pan(from start: Point, by delta: Point, duration: Double, fingers: Int = 1,
                             spacing: Double = 80, easing: Easing = .easeInOut, settle: Double = 0.1,
                             holdAfter: Double = 0.2) {
        let first = (fingersDown.last ?? -1) + 1
        let ids = Array(first..<(first + fingers))
        down(Array(zip(ids, GestureScript.fingerRow(count: fingers, center: start, spacing: spacing, direction: delta))))
        hold(settle)
        move(ids, by: delta, duration: duration, easing: easing)
        hold(holdAfter)
        up(ids)
    }

    /// A pinch: two fingers symmetric about `center` on a line at `angle` radians, their
    /// distance going from `fromSpan` to `toSpan` points over `duration` seconds.
    public mutating func pinch(center: Point, fromSpan: Double, toSpan: Double, angle: Double = 0,
                               duration: Double, easing: Easing = .easeInOut, holdAfter: Double = 0.05) {
        let first = (fingersDown.last ?? -1) + 1
        let axis = Point(x: Double.cos(angle), y: Double.sin(angle))
        down([(first, center - axis * (fromSpan / 2)), (first + 1, center + axis * (fromSpan / 2))])
        hold(0.05)
        move([first, first + 1], duration: duration, easing: easing) { finger, _, progress in
            let span = fromSpan + (toSpan - fromSpan) * progress
            return center + axis * ((finger == first ? -1 : 1) * span / 2)
        }
        hold(holdAfter)
        up([first, first + 1])
    }

    /// A two-finger rotation: fingers on a circle of `radius` points about `center`,
    /// opposite each other, starting at `startAngle` and turning by `angle` radians
    /// (positive: clockwise on screen, y growing downwards) over `duration` seconds.
    public mutating func rotate(center: Point, radius: Double, startAngle: Double = 0, by angle: Double,
                                duration: Double, easing: Easing = .easeInOut, holdAfter: Double = 0.05) {
        let first = (fingersDown.last ?? -1) + 1
        func point(_ finger: Int, _ theta: Double) -> Point {
            let offset = finger == first ? 0 : Double.pi
            return center + Point(x: Double.cos(theta + offset), y: Double.sin(theta + offset)) * radius
        }
        down([(first, point(first, startAngle)), (first + 1, point(first + 1, startAngle))])
        hold(0.05)
        move([first, first + 1], duration: duration, easing: easing) { finger, _, progress in
            point(finger, startAngle + angle * progress)
        }
        hold(holdAfter)
        up([first, first + 1])
    }
}
