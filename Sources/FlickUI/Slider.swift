import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// A control that picks a value from a continuous range by dragging a thumb along a track
/// (`UISlider`). The thumb and the two track parts are layers (sublayers of the view's
/// layer, laid out in `layoutSubviews`). As in UIKit:
/// - only a touch that starts on the thumb (`thumbTouchMargin` around it) is tracked; a tap
///   on the track does not move the thumb;
/// - the thumb follows the finger's horizontal motion, keeping where it was grabbed, even
///   beyond the ends and outside the 70 pt margin (the value clamps);
/// - `valueChanged` (and `primaryActionTriggered`) is sent on every change while dragging
///   when `isContinuous`, else once when the touch lifts;
/// - an ancestor's pan that starts on the thumb and moves horizontally (parallel to the
///   travel) is refused through `gestureRecognizerShouldBegin(_:)`, so the slider keeps the
///   drag; a vertical pan (a scroll view's) may begin and cancels the tracking.
open class Slider: Control {
    /// The thumb's diameter, points (UIKit's default thumb is about 28 pt).
    public static let thumbDiameter = 28.0
    /// The track's thickness, points (UIKit: 2–4 pt; our choice 4).
    public static let trackThickness = 4.0
    /// Extra room around the thumb that still grabs it, points (our choice, UIKit's thumb
    /// answers a little beyond its image).
    public static let thumbTouchMargin = 10.0

    /// The track left of the thumb.
    public let minimumTrackLayer = Layer(name: "minimumTrack")
    /// The track right of the thumb.
    public let maximumTrackLayer = Layer(name: "maximumTrack")
    /// The thumb.
    public let thumbLayer = Layer(name: "thumb")

    /// The value, clamped to `minimumValue…maximumValue`. NaN is refused (logged, naming
    /// the slider). Setting it sends no event (as UIKit).
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lower end. Raising it above `maximumValue` raises the maximum to match, as UIKit
    /// (logged, naming the slider); NaN is refused.
    public var minimumValue: Double {
        get { minimum }
        set {
            guard checkFinite(newValue, "minimumValue") else { return }
            minimum = newValue
            if maximum < minimum {
                log.warning(
                    "\(debugName): minimumValue \(minimum) is above maximumValue \(maximum); maximumValue becomes \(minimum)"
                )
                maximum = minimum
            }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }
    /// The upper end. Lowering it below `minimumValue` lowers the minimum to match, as UIKit
    /// (logged); NaN is refused.
    public var maximumValue: Double {
        get { maximum }
        set {
            guard checkFinite(newValue, "maximumValue") else { return }
            maximum = newValue
            if minimum > maximum {
                log.warning(
                    "\(debugName): maximumValue \(maximum) is below minimumValue \(minimum); minimumValue becomes \(maximum)"
                )
                minimum = maximum
            }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }
    /// Send `valueChanged` during the drag (true, UIKit's default) or only at the end.
    public var isContinuous = true
    /// The colour of the track left of the thumb.
    public var minimumTrackTintColor = Color(red: 0, green: 0.48, blue: 1, alpha: 1) {
        didSet { minimumTrackLayer.backgroundColor = minimumTrackTintColor }
    }
    /// The colour of the track right of the thumb.
    public var maximumTrackTintColor = Color(white: 0.85) {
        didSet { maximumTrackLayer.backgroundColor = maximumTrackTintColor }
    }
    /// The thumb's colour.
    public var thumbTintColor: Color = .white { didSet { stateDidChange() } }

    private var storedValue = 0.0
    private var minimum = 0.0
    private var maximum = 1.0
    /// The value when the touch went down and the finger's x then (bounds points).
    private var grab: (value: Double, x: Double)?
    private var changedDuringTouch = false

    /// Creates a slider in `frame` with the range 0…1 and value 0 (UIKit's defaults).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        minimumTrackLayer.backgroundColor = minimumTrackTintColor
        maximumTrackLayer.backgroundColor = maximumTrackTintColor
        for track in [minimumTrackLayer, maximumTrackLayer] { track.cornerRadius = Self.trackThickness / 2 }
        thumbLayer.cornerRadius = Self.thumbDiameter / 2
        layer.addSublayer(maximumTrackLayer)
        layer.addSublayer(minimumTrackLayer)
        layer.addSublayer(thumbLayer)
        stateDidChange()
    }

    /// Sets the value (clamped); with `animated` the thumb and track move in the view's
    /// default animation (0.25 s, ease in-out), else at once. Sends no event.
    public func setValue(_ newValue: Double, animated: Bool) {
        guard checkFinite(newValue, "value") else { return }
        storedValue = clamped(newValue)
        if animated {
            animate(
                withDuration: TransactionContext.defaultAnimationDuration,
                options: [.allowUserInteraction, .beginFromCurrentState],
                animations: { self.layoutParts() })
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Geometry

    /// The span the thumb's centre travels, bounds points (x from, x to).
    public var travel: (from: Double, to: Double) {
        let inset = Self.thumbDiameter / 2
        return (bounds.minX + inset, max(bounds.maxX - inset, bounds.minX + inset))
    }

    /// The thumb's rectangle for the current value, bounds points.
    public var thumbRect: Rect {
        let (from, to) = travel
        let fraction = maximum > minimum ? (storedValue - minimum) / (maximum - minimum) : 0
        let x = from + (to - from) * fraction
        return Rect(
            x: x - Self.thumbDiameter / 2, y: bounds.midY - Self.thumbDiameter / 2,
            width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The slider's natural height is the thumb's; any width.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.thumbDiameter) }

    /// Places the tracks and the thumb for the current value.
    open override func layoutSubviews() { layoutParts() }

    private func layoutParts() {
        let thumb = thumbRect
        let (from, to) = travel
        let y = bounds.midY - Self.trackThickness / 2
        minimumTrackLayer.frame = Rect(
            x: from - Self.thumbDiameter / 2 + Self.trackThickness / 2, y: y,
            width: max(thumb.midX - from + Self.thumbDiameter / 2 - Self.trackThickness / 2, 0),
            height: Self.trackThickness)
        maximumTrackLayer.frame = Rect(
            x: thumb.midX, y: y,
            width: max(to + Self.thumbDiameter / 2 - Self.trackThickness / 2 - thumb.midX, 0),
            height: Self.trackThickness)
        thumbLayer.frame = thumb
    }

    // MARK: Control

    /// A value change is the slider's primary action.
    open override var primaryActionEvents: ControlEvents { [] }

    /// The thumb shows highlight (a slightly darker fill) and disabled (faded) states.
    open override func stateDidChange() {
        thumbLayer.backgroundColor = isHighlighted ? Color(white: Self.highlightedThumbWhite) : thumbTintColor
        alpha = isEnabled ? 1 : Self.disabledAlpha
    }

    /// The thumb's fill while highlighted (our choice).
    static let highlightedThumbWhite = 0.92
    /// The slider's alpha while disabled (our choice, like UIKit's faded controls).
    static let disabledAlpha = 0.5

    /// Tracks only a touch that starts on the thumb (within `thumbTouchMargin`).
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let location = location(of: touch, at: event.time), isOnThumb(location) else {
            log.trace("\(debugName): touch not on the thumb; not tracked (a tap on the track does not jump)")
            return false
        }
        grab = (storedValue, location.x)
        changedDuringTouch = false
        return true
    }

    /// Moves the value with the finger's horizontal motion since the grab.
    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let grab, let location = location(of: touch, at: event.time) else { return true }
        let (from, to) = travel
        let perPoint = to > from ? (maximum - minimum) / (to - from) : 0
        let newValue = clamped(grab.value + (location.x - grab.x) * perPoint)
        if newValue != storedValue {
            storedValue = newValue
            layoutParts()
            changedDuringTouch = true
            if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        }
        return true
    }

    /// A non-continuous slider sends its change when the touch lifts.
    open override func endTracking(_ touch: Touch, with event: TouchEvent) {
        if !isContinuous, changedDuringTouch { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        grab = nil
    }

    /// The value stays where the drag left it (as UIKit); a non-continuous slider reports it.
    open override func cancelTracking(with event: TouchEvent) {
        if !isContinuous, changedDuringTouch { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        grab = nil
    }

    /// Refuses an ancestor's pan that starts on the thumb and moves more horizontally than
    /// vertically (UIKit's documented rule for sliders in scrolling views); every other
    /// recognizer is decided as for any control.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(recognizer) else { return false }
        guard isEnabled, recognizer.node !== self, let pan = recognizer as? PanGestureRecognizer,
            let start = pan.trackedTouches.first?.start, let local = convert(start, from: nil), isOnThumb(local)
        else { return true }
        let motion = pan.totalTranslation
        let parallel = abs(motion.x) > abs(motion.y)
        if parallel { log.trace("\(debugName) refuses \(pan.name): it starts on the thumb along the travel") }
        return !parallel
    }

    // MARK: Helpers

    private func isOnThumb(_ point: Point) -> Bool {
        thumbRect.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(point)
    }

    private func clamped(_ v: Double) -> Double { min(max(v, minimum), maximum) }

    private func checkFinite(_ v: Double, _ property: String) -> Bool {
        guard v.isFinite else {
            log.warning("\(debugName): \(property) \(v) is not a finite number; ignored")
            return false
        }
        return true
    }
}
