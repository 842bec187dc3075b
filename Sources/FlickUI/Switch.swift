import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// An on/off control (`UISwitch`): a 51 × 31 capsule track with a round thumb. As in UIKit:
/// - a tap (a touch that lifts inside without dragging the thumb) toggles it;
/// - the thumb follows a horizontal drag and, on lifting, the switch takes the side the thumb
///   is past the middle of its travel (wherever the finger lifts);
/// - the thumb widens while pressed, and moves to its side in 200 ms with CSS's `ease` curve;
/// - `valueChanged` is sent once when a touch changed the value (not by `isOn` or
///   `setOn(_:animated:)`);
/// - an ancestor's horizontal pan starting on the switch is refused (the switch keeps the
///   drag); a vertical one (a scroll view's) may begin and cancels the tracking.
///
/// The on track is `onTintColor` (UIKit's green by default), grey while the tint is dimmed;
/// every colour follows the appearance (see View+Tint.swift).
open class Switch: Control {
    /// The track's size, points (UIKit's switch, iOS 13 and later).
    public static let trackSize = Size(width: 51, height: 31)
    /// The thumb's diameter, points (radius 14, UIKit as measured).
    public static let thumbDiameter = 28.0
    /// How much wider the thumb grows while pressed, points (UIKit as measured).
    public static let pressedThumbGrowth = 7.0
    /// The toggle animation's duration, seconds (UIKit as measured: 200 ms, `ease`).
    public static let toggleDuration = 0.2
    /// The press reaction's duration, seconds (UIKit as measured: 300 ms).
    public static let pressDuration = 0.3
    /// The finger motion that makes a touch a drag rather than a tap, points (our choice,
    /// about UIKit's control slop).
    public static let dragThreshold = 5.0

    /// The track.
    public let trackLayer = Layer(name: "track")
    /// The thumb.
    public let thumbLayer = Layer(name: "thumb")

    /// On or off. Setting it moves the thumb at once and sends no event.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The on track's colour; `nil` (the default) is `DynamicColor.systemGreen`.
    public var onTintColor: DynamicColor? { didSet { updateColors() } }
    /// The thumb's colour (white).
    public var thumbTintColor: Color = .white { didSet { updateColors() } }

    private var on = false
    /// Where the thumb is, 0 (off) … 1 (on), while a drag moves it; `nil` at rest.
    private var dragPosition: Double?
    /// The thumb's position and the finger's x when the touch went down.
    private var grab: (position: Double, x: Double)?

    /// Creates a switch at `frame`'s origin with UIKit's size (the size is fixed: a frame of
    /// another size keeps the track 51 × 31 at its centre).
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Self.trackSize))
        trackLayer.cornerRadius = Self.trackSize.height / 2
        thumbLayer.cornerRadius = Self.thumbDiameter / 2
        layer.addSublayer(trackLayer)
        layer.addSublayer(thumbLayer)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateColors()
        layoutParts()
    }

    /// Sets the value; with `animated` the thumb slides and the track recolours in 200 ms
    /// (`ease`), else at once. Sends no event.
    public func setOn(_ newValue: Bool, animated: Bool) {
        on = newValue
        dragPosition = nil
        if animated {
            animate(
                withDuration: Self.toggleDuration, timingFunction: .default,
                options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                self.layoutParts()
                self.updateColors()
            }
        } else {
            performWithoutAnimation {
                layoutParts()
                updateColors()
            }
        }
    }

    /// UIKit's fixed size.
    open override var intrinsicContentSize: Size { Self.trackSize }
    /// UIKit's fixed size.
    open override func sizeThatFits(_ size: Size) -> Size { Self.trackSize }

    /// The track's rectangle, bounds points (51 × 31 at the centre).
    public var trackRect: Rect {
        Rect(
            x: bounds.midX - Self.trackSize.width / 2, y: bounds.midY - Self.trackSize.height / 2,
            width: Self.trackSize.width, height: Self.trackSize.height)
    }

    /// The thumb's position, 0 (off) … 1 (on): the drag's while dragging, else the value's.
    public var thumbPosition: Double { dragPosition ?? (on ? 1 : 0) }

    /// The thumb's rectangle for `thumbPosition`, bounds points (wider while highlighted).
    public var thumbRect: Rect {
        let track = trackRect
        let inset = (track.height - Self.thumbDiameter) / 2
        let width = Self.thumbDiameter + (isHighlighted ? Self.pressedThumbGrowth : 0)
        let travel = thumbTravel
        return Rect(
            x: track.minX + inset + travel * thumbPosition, y: track.minY + inset, width: width,
            height: Self.thumbDiameter)
    }

    /// How far the thumb's left edge moves from off to on, points (less while it is widened).
    public var thumbTravel: Double {
        let track = trackRect
        let width = Self.thumbDiameter + (isHighlighted ? Self.pressedThumbGrowth : 0)
        return max(track.width - (track.height - Self.thumbDiameter) - width, 0)
    }

    /// Places the track and the thumb.
    open override func layoutSubviews() { layoutParts() }

    private func layoutParts() {
        trackLayer.frame = trackRect
        thumbLayer.frame = thumbRect
    }

    private func updateColors() {
        let onColor = tinted(onTintColor ?? .systemGreen)
        trackLayer.backgroundColor = thumbPosition >= 0.5 ? onColor : resolvedColor(.switchOffTrack)
        thumbLayer.backgroundColor = thumbTintColor
        alpha = isEnabled ? 1 : Self.disabledAlpha
    }

    /// The switch's alpha while disabled (UIKit as measured: 0.5).
    public static let disabledAlpha = 0.5

    /// The thumb widens or narrows with the press (300 ms), and the disabled look.
    open override func stateDidChange() {
        animate(withDuration: Self.pressDuration, options: [.allowUserInteraction, .beginFromCurrentState]) {
            self.layoutParts()
        }
        updateColors()
    }

    /// The tint changed (dimmed): recolour.
    open override func tintColorDidChange() { updateColors() }
    /// The appearance changed: recolour.
    open override func appearanceDidChange() { updateColors() }

    // MARK: Tracking

    /// Tracks any touch on the switch.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let location = location(of: touch, at: event.time) else { return false }
        grab = (thumbPosition, location.x)
        dragPosition = nil
        return true
    }

    /// Moves the thumb with the finger once it moved past the drag threshold.
    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let grab, let location = location(of: touch, at: event.time) else { return true }
        let moved = location.x - grab.x
        guard dragPosition != nil || abs(moved) >= Self.dragThreshold else { return true }
        let position = min(max(grab.position + moved / max(thumbTravel, 1), 0), 1)
        let crossed = (position >= 0.5) != (thumbPosition >= 0.5)
        dragPosition = position
        performWithoutAnimation { layoutParts() }
        if crossed {
            animate(withDuration: Self.toggleDuration, timingFunction: .default, options: [.allowUserInteraction]) {
                self.updateColors()
            }
        }
        return true
    }

    /// A tap inside toggles; a drag takes the side the thumb is on. Sends `valueChanged` when
    /// the value changed.
    open override func endTracking(_ touch: Touch, with event: TouchEvent) {
        let inside = location(of: touch, at: event.time).map { bounds.contains($0) } ?? false
        let newValue: Bool
        if let position = dragPosition {
            newValue = position >= 0.5
        } else {
            newValue = inside ? !on : on
        }
        finish(with: newValue)
    }

    /// A cancelled touch leaves the value as it was.
    open override func cancelTracking(with event: TouchEvent) { finish(with: on) }

    private func finish(with newValue: Bool) {
        let changed = newValue != on
        grab = nil
        setOn(newValue, animated: true)
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Refuses an ancestor's pan that starts on the switch and moves more horizontally than
    /// vertically (the thumb's drag); other recognizers as for any control.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(recognizer) else { return false }
        guard isEnabled, recognizer.node !== self, let pan = recognizer as? PanGestureRecognizer,
            let start = pan.trackedTouches.first?.start, let local = convert(start, from: nil),
            bounds.contains(local)
        else { return true }
        let motion = pan.totalTranslation
        return abs(motion.x) <= abs(motion.y)
    }
}
