import RealModule
import FlickAnimation
import FlickInput
import FlickScene
import FoundationEssentials

/// A spinning busy mark (`UIActivityIndicatorView`, iOS 13's look): eight ticks around a
/// circle, faded from the leading one, turning one tick at a time, one whole turn a second.
/// The turn runs on the window's frames (`FrameDriven`) from the time it started: no clock.
/// `hidesWhenStopped` hides it while stopped (the default, as UIKit). `visibleTickCount`
/// shows fewer ticks (a pull to refresh draws them in one by one). Colours follow the
/// appearance.
open class ActivityIndicator: View, FrameDriven {
    /// The indicator's size class (`UIActivityIndicatorView.Style`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Radius 10, a 20 pt box (iOS 13's medium, measured).
        case medium
        /// Radius 18.5, a 37 pt box (UIKit's large, est.).
        case large

        /// The circle's radius, points.
        public var radius: Double { self == .medium ? 10 : 18.5 }
    }

    /// The ticks' alphas from the leading tick back, of 255 (iOS 13, measured).
    public static let tickAlphas: [Double] = [147, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }
    /// Whole turns a second (measured: one stepped turn per second).
    public static let turnsPerSecond = 1.0

    /// The style (medium by default).
    public var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// The ticks' colour; `nil` (the default) is `DynamicColor.activityTick`.
    public var color: DynamicColor? { didSet { updateTicks() } }
    /// Hide while stopped (true by default).
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// How many ticks show, 0…8 (8 by default), clamped.
    public var visibleTickCount = 8 { didSet { updateTicks() } }
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false
    /// The tick that leads, 0…7 (0 at 12 o'clock, clockwise).
    public private(set) var leadingTick = 0

    /// The tick layers, clockwise from 12 o'clock.
    public private(set) var tickLayers: [Layer] = []
    private var startTime: Double?

    /// Creates a stopped (hidden) indicator of `style`.
    public init(style: Style = .medium, frame: Rect = .zero) {
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for index in 0..<Self.tickAlphas.count {
            let tick = Layer(name: "tick\(index)")
            tickLayers.append(tick)
            layer.addSublayer(tick)
        }
        if frame.size == Size(width: 0, height: 0) { sizeToFit() }
        isHidden = hidesWhenStopped
        updateTicks()
    }

    /// Creates a medium indicator.
    public override convenience init(frame: Rect) { self.init(style: .medium, frame: frame) }

    /// Starts turning from the next frame; shows the indicator.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = nil
        isHidden = false
    }

    /// Stops turning; hides it when `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        startTime = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Steps the leading tick for `time` (seconds): eight steps a turn.
    public func advance(to time: Double) {
        guard isAnimating else { return }
        let start = startTime ?? time
        startTime = start
        let steps = Int(((time - start) * Self.turnsPerSecond * Double(tickLayers.count)).rounded(.down))
        let tick = steps % tickLayers.count
        guard tick != leadingTick else { return }
        leadingTick = tick
        updateTicks()
    }

    /// True while turning.
    public var isMoving: Bool { isAnimating }

    /// The style's box.
    open override var intrinsicContentSize: Size { Size(width: 2 * style.radius, height: 2 * style.radius) }
    /// The style's box.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Places the ticks around the centre: each from r/3 to r, r/5 wide, rounded.
    open override func layoutSubviews() {
        let r = style.radius
        let length = r - r / 3, width = r / 5
        for (index, tick) in tickLayers.enumerated() {
            let angle = Double(index) * 2 * Double.pi / Double(tickLayers.count)
            let distance = r / 3 + length / 2
            tick.bounds = Rect(x: 0, y: 0, width: width, height: length)
            tick.cornerRadius = width / 2
            tick.position = Point(x: bounds.midX + distance * Double.sin(angle), y: bounds.midY - distance * Double.cos(angle))
            tick.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        }
    }

    private func updateTicks() {
        let base = resolvedColor(color ?? .activityTick)
        let count = tickLayers.count
        let shown = min(max(visibleTickCount, 0), count)
        performWithoutAnimation {
            for (index, tick) in tickLayers.enumerated() {
                let behind = (leadingTick - index + count) % count
                tick.backgroundColor = base.withAlpha(base.alpha * Self.tickAlphas[behind])
                tick.isHidden = index >= shown
            }
        }
    }

    /// The appearance changed: recolour.
    open override func appearanceDidChange() { updateTicks() }
}
