import RealModule
import FlickInput
import FoundationEssentials

/// The geometry of MPFlipTransition's page flip, computed analytically (research note §2
/// "Flip" [M2]): four half-page panels about a spine at the view's centre.
///
/// - Stage 1 (stage progress p 0 → 1): the source's turning half (`front`) rotates by
///   90°·p about the spine towards the eye; its gradient's opacity is 0.1·p; a black
///   overlay on the uncovered destination half (`reveal`) fades as cos(90°·p)/3.
/// - Stage 2 (p 1 → 2, q = p − 1): the destination's landing half (`back`) rotates from
///   90° down to flat, by 90°·(1 − q); its gradient's opacity is 0.1·(1 − q); a black
///   overlay on the staying source half (`facing`) grows as sin(90°·q)/3.
/// - The turning panel is drawn last (the z-order swaps at 90°, when the page is edge-on).
/// - Perspective `m34 = −1/(4.6666667·h)`, h half the width (half the height when
///   vertical), about the centre; the reverse-perspective style flips its sign and drops
///   the overlays.
///
/// Horizontal forward turns the right half over to the left, like a book; vertical
/// forward turns the bottom half up. Backward mirrors both.
public struct FlipTransition: Hashable, Sendable {
    /// About which axis the page turns.
    public enum Orientation: String, Hashable, Sendable {
        /// A vertical spine: left and right halves.
        case horizontal
        /// A horizontal spine: top and bottom halves.
        case vertical
    }

    /// Which way the page turns.
    public enum Direction: String, Hashable, Sendable {
        /// Right half to the left (horizontal) or bottom half up (vertical).
        case forward
        /// The mirror image.
        case backward
    }

    /// The transitioning view's size, points.
    public var size: Size
    /// Spine orientation.
    public var orientation: Orientation
    /// Turning direction.
    public var direction: Direction
    /// Duration of both stages together, seconds (MPFlip: 0.3 s [M4]).
    public var duration: Double
    /// The first stage's curve (MPFlip hard-codes EaseIn [M2]).
    public var firstStageTimingFunction: TimingFunction
    /// The second stage's curve (MPFlip: EaseOut when the overall curve is the default [M2]).
    public var secondStageTimingFunction: TimingFunction
    /// m34 = ∓1/(perspectiveFactor·h).
    public var perspectiveFactor: Double
    /// Flip the sign of m34 and drop the overlays (MPFlip's reverse-perspective style).
    public var reversePerspective: Bool

    /// Maximum opacity of the turning page's gradient (0.1 [M2]).
    public static let maximumGradientOpacity = 0.1
    /// The overlays' maximum opacity: 1/3 [M2].
    public static let maximumOverlayOpacity = 1.0 / 3
    /// Gradient stops from the spine outwards: black@0.5, black, clear at 0, 0.1, 1 [M2].
    public static let gradientStops = [ColorStop(location: 0, color: Color.black.withAlpha(0.5)),
                                       ColorStop(location: 0.1, color: .black),
                                       ColorStop(location: 1, color: Color.black.withAlpha(0))]

    /// Creates a flip transition for a view of `size`.
    public init(size: Size, orientation: Orientation = .horizontal, direction: Direction = .forward,
                duration: Double = FoldTransition.defaultDuration, firstStageTimingFunction: TimingFunction = .easeIn,
                secondStageTimingFunction: TimingFunction = .easeOut,
                perspectiveFactor: Double = FoldTransition.defaultPerspectiveFactor, reversePerspective: Bool = false) {
        self.size = size
        self.orientation = orientation
        self.direction = direction
        self.duration = duration
        self.firstStageTimingFunction = firstStageTimingFunction
        self.secondStageTimingFunction = secondStageTimingFunction
        self.perspectiveFactor = perspectiveFactor
        self.reversePerspective = reversePerspective
    }

    /// Half the turning dimension, points (half the width; half the height when vertical).
    public var halfExtent: Double { (orientation == .horizontal ? size.width : size.height) / 2 }

    /// The stage progress 0…2 at linear progress 0…1 of the whole transition: each stage
    /// takes half the time with its own curve.
    public func stageProgress(atProgress progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        if p < 0.5 { return firstStageTimingFunction(p * 2) }
        return 1 + secondStageTimingFunction((p - 0.5) * 2)
    }

    /// The stage progress `time` seconds after the transition began.
    public func stageProgress(at time: Double) -> Double {
        stageProgress(atProgress: duration > 0 ? time / duration : 1)
    }

    /// True once the transition is over at `time` seconds after it began.
    public func isDone(at time: Double) -> Bool { time >= duration }

    /// The EnterTheMatrix demo's drop shadow under the turning page: `0.25·min(1, 8p)`
    /// with p the stage's own progress (the page's distance from flat, 0…1) [E2].
    public static func dropShadowOpacity(stageProgress p: Double) -> Double {
        let stage = min(max(p, 0), 2)
        let fromFlat = stage <= 1 ? stage : 2 - stage
        return maximumDropShadowOpacity * min(1, dropShadowRampFactor * fromFlat)
    }

    /// The demo's drop-shadow ceiling (0.25) and ramp (8) [E2].
    public static let maximumDropShadowOpacity = 0.25, dropShadowRampFactor = 8.0

    /// The panels at stage progress `p` (0…2), in paint order (back to front).
    public func panels(stageProgress p: Double) -> [TransitionPanel] {
        let stage = min(max(p, 0), 2)
        let hw = halfExtent, height = orientation == .horizontal ? size.height : size.width
        let forward = direction == .forward
        // Horizontal coordinates, centre-relative; vertical is the transpose.
        let m34Distance = perspectiveFactor * hw * (reversePerspective ? -1 : 1)
        let perspective = Transform3D(perspectiveDistance: m34Distance)
        let toView = perspective.concatenating(Transform3D(translationX: hw, y: height / 2))
        func yRotation(_ a: Double) -> Transform3D { Transform3D(rotationAngle: a, x: 0, y: 1, z: 0) }
        let leftRect = Rect(x: 0, y: 0, width: hw, height: height)
        let rightRect = Rect(x: hw, y: 0, width: hw, height: height)
        let leftPlace = Transform3D(translationX: -hw, y: -height / 2)
        let rightPlace = Transform3D(translationX: 0, y: -height / 2)
        // forward: front = source right, facing = source left, back = destination left, reveal = destination right.
        let frontRect = forward ? rightRect : leftRect, facingRect = forward ? leftRect : rightRect
        let frontAngle = .pi / 2 * min(stage, 1) * (forward ? -1 : 1)
        let backAngle = .pi / 2 * (1 - max(stage - 1, 0)) * (forward ? 1 : -1)
        let front = (forward ? rightPlace : leftPlace).concatenating(yRotation(frontAngle))
        let back = (forward ? leftPlace : rightPlace).concatenating(yRotation(backAngle))
        let q1 = min(stage, 1), q2 = max(stage - 1, 0)
        let overlays = !reversePerspective
        // Gradients run from the spine to the outer edge.
        let spineStart = Point(x: forward ? 0 : 1, y: 0.5), spineEnd = Point(x: forward ? 1 : 0, y: 0.5)
        let backStart = Point(x: forward ? 1 : 0, y: 0.5), backEnd = Point(x: forward ? 0 : 1, y: 0.5)
        let facing = TransitionPanel(role: .facing, content: .source, textureRect: facingRect,
                                     transform: (forward ? leftPlace : rightPlace).concatenating(toView),
                                     overlayOpacity: overlays && stage > 1 ? Double.sin(.pi / 2 * q2) * Self.maximumOverlayOpacity : 0)
        let reveal = TransitionPanel(role: .reveal, content: .destination, textureRect: frontRect,
                                     transform: (forward ? rightPlace : leftPlace).concatenating(toView),
                                     overlayOpacity: overlays && stage < 1 ? Double.cos(.pi / 2 * q1) * Self.maximumOverlayOpacity : 0)
        let frontPanel = TransitionPanel(
            role: .front, content: .source, textureRect: frontRect, transform: front.concatenating(toView),
            shading: PanelShading(stops: Self.gradientStops, startPoint: spineStart, endPoint: spineEnd,
                                  opacity: Self.maximumGradientOpacity * q1),
            isVisible: stage < 1)
        let backPanel = TransitionPanel(
            role: .back, content: .destination, textureRect: facingRect, transform: back.concatenating(toView),
            shading: PanelShading(stops: Self.gradientStops, startPoint: backStart, endPoint: backEnd,
                                  opacity: Self.maximumGradientOpacity * (1 - q2)),
            isVisible: stage > 1)
        var panels = stage < 1 ? [facing, reveal, backPanel, frontPanel] : [facing, reveal, frontPanel, backPanel]
        if orientation == .vertical {
            panels = panels.map { $0.transposed() }
        }
        return panels
    }

    /// The panels `time` seconds after the transition began, in paint order.
    public func panels(at time: Double) -> [TransitionPanel] { panels(stageProgress: stageProgress(at: time)) }
}
