import RealModule
import FlickInput
import FoundationEssentials

/// The geometry of MPFoldTransition's fold, computed analytically at any angle
/// (research note §2 "Fold tree", "Fold shading", "Fold styles" [M1][M3]).
///
/// The view (W × 2h points, vertical style) folds along its horizontal centre line:
/// the upper source half turns by −θ about its top edge, the lower source half by +θ
/// about the crease, the destination halves ("sleeves") stay flat above and below, and
/// the container's height is `2h·cos θ` about the fixed centre, so the crease stays at
/// the view's centre. θ runs 0 → 90°; perspective is `m34 = −1/(4.6666667·h)` about the
/// view's centre. The angle is computed from the eased progress every frame (MPFold
/// samples at 60 Hz into linear keyframes, which kinks at other rates).
///
/// Centre-relative (derived in the note, checked by the tests): the crease is at y = 0,
/// z = −h·sin θ; the fold's outer edges at y = ±h·cos θ, z = 0; the sleeves at z = 0.
public struct FoldTransition: Hashable, Sendable {
    /// The transitioning view's size, points (W × 2h for the vertical style).
    public var size: Size
    /// Fold, unfold, cubic, horizontal.
    public var style: FoldStyle
    /// Duration of the whole transition, seconds (MPFold: 0.3 s [M1][M4]).
    public var duration: Double
    /// The curve applied to the progress before it becomes an angle. MPFold: EaseOut for
    /// fold, EaseIn for unfold [M1].
    public var timingFunction: TimingFunction
    /// The perspective distance divided by h: `m34 = −1/(perspectiveFactor·h)`.
    public var perspectiveFactor: Double
    /// Maximum opacity of the fold shading (`foldShadowOpacity`, default 0.25 [M1]).
    public var shadowOpacity: Double

    /// MPFold's transition duration, seconds [M1][M4].
    public static let defaultDuration = 0.3
    /// MPFold's perspective factor: m34 = −1/(4.6666667·h) [M1].
    public static let defaultPerspectiveFactor = 4.6666667
    /// MPFold's default shadow opacity [M1].
    public static let defaultShadowOpacity = 0.25
    /// Opacity of the lower fold's gradient end in normal (non-cubic) mode, black@0.25,
    /// which keeps a crease against the bottom sleeve [M1].
    public static let lowerFoldEndAlpha = 0.25
    /// Perspective presets of the EnterTheMatrix demo, as factors of h [E1]: normal
    /// 4.667, low 12, high 1.5 (inverse is normal with the sign of m34 flipped).
    public static let perspectiveFactorLow = 12.0, perspectiveFactorHigh = 1.5

    /// Creates a fold transition for a view of `size`; the timing function defaults to
    /// EaseOut (fold) or EaseIn (unfold).
    public init(size: Size, style: FoldStyle = .default, duration: Double = defaultDuration,
                timingFunction: TimingFunction? = nil, perspectiveFactor: Double = defaultPerspectiveFactor,
                shadowOpacity: Double = defaultShadowOpacity) {
        self.size = size
        self.style = style
        self.duration = duration
        self.timingFunction = timingFunction ?? (style.contains(.unfold) ? .easeIn : .easeOut)
        self.perspectiveFactor = perspectiveFactor
        self.shadowOpacity = shadowOpacity
    }

    /// Half the folded dimension h, points (half the height; half the width when horizontal).
    public var halfExtent: Double { (style.contains(.horizontal) ? size.width : size.height) / 2 }

    /// The extent across the fold, points (the width; the height when horizontal).
    public var crossExtent: Double { style.contains(.horizontal) ? size.height : size.width }

    /// The perspective entry m34 = −1/(perspectiveFactor·h).
    public var m34: Double { -1 / (perspectiveFactor * halfExtent) }

    /// The fold angle θ (radians, 0…π/2) at linear progress 0…1 of the transition:
    /// `θ = 90°·ease(p)` for fold, `90°·(1 − ease(p))` for unfold.
    public func angle(atProgress progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        let eased = timingFunction(p)
        return .pi / 2 * (style.contains(.unfold) ? 1 - eased : eased)
    }

    /// The angle at `time` seconds after the transition began.
    public func angle(at time: Double) -> Double { angle(atProgress: duration > 0 ? time / duration : 1) }

    /// True once the transition is over at `time` seconds after it began.
    public func isDone(at time: Double) -> Bool { time >= duration }

    /// The container's extent along the fold, `2h·cos θ`, points (its centre stays put).
    public func containerExtent(angle: Double) -> Double { 2 * halfExtent * Double.cos(angle) }

    /// The fold shading opacity `shadowOpacity·(1 − cos θ)` [M1].
    public func foldShadingOpacity(angle: Double) -> Double { shadowOpacity * (1 - Double.cos(angle)) }

    /// The cubic-mode sleeve shading opacity `shadowOpacity·(1 − sin θ)` [M1].
    public func sleeveShadingOpacity(angle: Double) -> Double { shadowOpacity * (1 - Double.sin(angle)) }

    /// The panels at fold angle θ (radians). Fold: sleeves show the destination, folds
    /// the source; unfold swaps the images.
    public func panels(angle theta: Double) -> [TransitionPanel] {
        let h = halfExtent, w = crossExtent
        let c = Double.cos(theta), s = Double.sin(theta)
        let cubic = style.contains(.cubic)
        let folding: TransitionPanel.Content = style.contains(.unfold) ? .destination : .source
        let sleeves: TransitionPanel.Content = style.contains(.unfold) ? .source : .destination
        // Work in "vertical" fold coordinates (x across, y along the fold), centre-relative.
        let perspective = Transform3D(perspectiveDistance: perspectiveFactor * h)
        func rotation(_ a: Double) -> Transform3D { Transform3D(rotationAngle: a, x: 1, y: 0, z: 0) }
        func place(_ local: Transform3D) -> Transform3D {
            local.concatenating(perspective).concatenating(Transform3D(translationX: w / 2, y: h))
        }
        let top = -h * c // the container's top edge, centre-relative
        let upper = Transform3D(translationX: -w / 2, y: 0).concatenating(rotation(-theta))
            .concatenating(Transform3D(translationX: 0, y: top))
        let lower = Transform3D(translationX: -w / 2, y: 0).concatenating(rotation(theta))
            .concatenating(Transform3D(translationX: 0, y: 0, z: -h * s))
        let topSleeve: Transform3D, bottomSleeve: Transform3D
        if cubic {
            // Fixed at 90° to the neighbouring fold: net rotations 90° − θ and θ − 90°.
            topSleeve = Transform3D(translationX: -w / 2, y: -h).concatenating(rotation(.pi / 2 - theta))
                .concatenating(Transform3D(translationX: 0, y: top))
            bottomSleeve = Transform3D(translationX: -w / 2, y: 0).concatenating(rotation(theta - .pi / 2))
                .concatenating(Transform3D(translationX: 0, y: h * c))
        } else {
            topSleeve = Transform3D(translationX: -w / 2, y: -h).concatenating(Transform3D(translationX: 0, y: top))
            bottomSleeve = Transform3D(translationX: -w / 2, y: 0).concatenating(Transform3D(translationX: 0, y: h * c))
        }
        let foldOpacity = foldShadingOpacity(angle: theta)
        let black = Color.black, clear = Color.black.withAlpha(0)
        let upperShading = PanelShading(stops: [ColorStop(location: 0, color: black), ColorStop(location: 1, color: clear)],
                                        startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1),
                                        opacity: foldOpacity)
        let lowerEnd = cubic ? clear : black.withAlpha(Self.lowerFoldEndAlpha)
        let lowerShading = PanelShading(stops: [ColorStop(location: 0, color: black), ColorStop(location: 1, color: lowerEnd)],
                                        startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1),
                                        opacity: foldOpacity)
        let sleeveShading: (Point, Point) -> PanelShading? = { start, end in
            guard cubic else { return nil }
            return PanelShading(stops: [ColorStop(location: 0, color: black), ColorStop(location: 1, color: clear)],
                                startPoint: start, endPoint: end, opacity: self.sleeveShadingOpacity(angle: theta))
        }
        // Vertical-coordinate panels: texture halves of a (w × 2h) image.
        var panels = [
            TransitionPanel(role: .topSleeve, content: sleeves, textureRect: Rect(x: 0, y: 0, width: w, height: h),
                            transform: place(topSleeve),
                            shading: sleeveShading(Point(x: 0.5, y: 1), Point(x: 0.5, y: 0)),
                            isVisible: !cubic || theta > 0),
            TransitionPanel(role: .upperFold, content: folding, textureRect: Rect(x: 0, y: 0, width: w, height: h),
                            transform: place(upper), shading: upperShading, isVisible: theta < .pi / 2),
            TransitionPanel(role: .lowerFold, content: folding, textureRect: Rect(x: 0, y: h, width: w, height: h),
                            transform: place(lower), shading: lowerShading, isVisible: theta < .pi / 2),
            TransitionPanel(role: .bottomSleeve, content: sleeves, textureRect: Rect(x: 0, y: h, width: w, height: h),
                            transform: place(bottomSleeve),
                            shading: sleeveShading(Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),
                            isVisible: !cubic || theta > 0),
        ]
        if style.contains(.horizontal) {
            // Swap x and y on both sides: a fold about a vertical crease (the reflection turns
            // rotation about x into rotation about y with the opposite sign, as MPFold does).
            panels = panels.map { $0.transposed() }
        }
        return panels
    }

    /// The panels at `time` seconds after the transition began.
    public func panels(at time: Double) -> [TransitionPanel] { panels(angle: angle(at: time)) }
}
