import FlickAnimation
import FlickInput
import FlickScene

/// A bar that fills with progress (`UIProgressView`, default style): a capsule track with a
/// tinted fill from the left. `setProgress(_:animated:)` slides the fill. The fill takes the
/// tint (grey while dimmed) unless `progressTintColor` is set; colours follow the appearance.
open class ProgressView: View {
    /// The bar's height, points (UIKit's is not documented; 4, est., near Flutter's 4.5).
    public static let barHeight = 4.0
    /// The fill.
    public let progressLayer = Layer(name: "progress")

    /// The progress, 0…1 (clamped; NaN refused with a logged warning). Setting it moves the
    /// fill at once.
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour; `nil` (the default) is the tint.
    public var progressTintColor: DynamicColor? { didSet { updateColors() } }
    /// The track's colour; `nil` (the default) is `DynamicColor.tertiarySystemFill`.
    public var trackTintColor: DynamicColor? { didSet { updateColors() } }

    private var storedProgress = 0.0

    /// Creates an empty bar in `frame` (its height is the bar's).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        layer.cornerRadius = Self.barHeight / 2
        progressLayer.cornerRadius = Self.barHeight / 2
        layer.addSublayer(progressLayer)
        isUserInteractionEnabled = false
        updateColors()
    }

    /// Sets the progress (clamped to 0…1); with `animated` the fill slides in UIKit's default
    /// animation (0.25 s, ease in-out), else it moves at once.
    public func setProgress(_ value: Double, animated: Bool) {
        guard !value.isNaN else {
            log.warning("\(debugName): progress \(value) is not a number; ignored")
            return
        }
        storedProgress = min(max(value, 0), 1)
        if animated {
            animate(
                withDuration: TransactionContext.defaultAnimationDuration,
                options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                layoutBar()
            }
        } else {
            performWithoutAnimation { layoutBar() }
        }
    }

    /// Any width, the bar's height.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.barHeight) }
    /// The width offered, the bar's height.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.barHeight) }

    /// Places the fill.
    open override func layoutSubviews() { layoutBar() }

    private func layoutBar() {
        progressLayer.frame = Rect(
            x: bounds.minX, y: bounds.minY, width: bounds.width * storedProgress, height: bounds.height)
    }

    private func updateColors() {
        backgroundColor = resolvedColor(trackTintColor ?? .tertiarySystemFill)
        progressLayer.backgroundColor = progressTintColor.map { tinted($0) } ?? tintColor
    }

    /// The appearance changed: recolour.
    open override func appearanceDidChange() { updateColors() }
    /// The tint changed: recolour.
    open override func tintColorDidChange() { updateColors() }
}
