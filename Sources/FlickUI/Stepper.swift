import FlickAnimation
import FlickInput
import FlickScene

/// A pair of − and + buttons that step a value (`UIStepper`). As in UIKit:
/// - a touch on a half steps once at once, then, held inside, repeats (`autorepeat`): after
///   `autorepeatDelay`, at `autorepeatInterval`, and faster (`acceleratedInterval`) once it
///   has repeated `accelerationRepeats` times ("the rate depends on how long the user
///   continues pressing"; the figures are NSStepper's documented 0.5 s and 10/s, then our
///   estimate);
/// - `valueChanged` per step while `isContinuous`, else once at the lift;
/// - at a limit the half is disabled, unless `wraps` (then the value wraps around).
///
/// The repeats run on the window's frames (`FrameDriven`), timed from the touch's time, so
/// they land at the same times whatever the frame rate; no clock is read. The glyphs take
/// the tint; the colours follow the appearance.
open class Stepper: Control, FrameDriven {
    /// UIKit's size (iOS 13 and later), points.
    public static let defaultSize = Size(width: 94, height: 32)
    /// The hold before repeating starts, seconds (NSStepper's documented 0.5 s; UIKit does not
    /// document its own).
    public static let autorepeatDelay = 0.5
    /// The time between repeats, seconds (NSStepper's documented 10 per second).
    public static let autorepeatInterval = 0.1
    /// The repeats after which stepping speeds up (est.: two seconds at 10/s).
    public static let accelerationRepeats = 20
    /// The time between repeats once accelerated, seconds (est.: 20 per second).
    public static let acceleratedInterval = 0.05
    /// The background's corner radius, points (iOS 13's look, as the segmented control's).
    public static let cornerRadius = 8.0
    /// The divider between the halves: width and vertical inset, points (as the segmented
    /// control's separators).
    public static let dividerInset = 6.0

    /// The value, clamped to the range (NaN refused). Setting it sends no event.
    public var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else {
                log.warning("\(debugName): value \(newValue) is not a finite number; ignored")
                return
            }
            storedValue = min(max(newValue, minimum), maximum)
            updateLook()
        }
    }
    /// The lowest value (0 by default). A minimum above the maximum is refused with a logged
    /// warning naming the stepper (`rangeProblem(minimum:maximum:)`), as are non-finite values.
    public var minimumValue: Double {
        get { minimum }
        set { setRange(minimum: newValue, maximum: maximum) }
    }
    /// The highest value (100 by default); refused as for `minimumValue`.
    public var maximumValue: Double {
        get { maximum }
        set { setRange(minimum: minimum, maximum: newValue) }
    }
    /// The step, greater than 0 (1 by default); others are refused with a logged warning.
    public var stepValue: Double {
        get { step }
        set {
            guard newValue.isFinite, newValue > 0 else {
                log.warning("\(debugName): stepValue \(newValue) must be a number above 0; keeping \(step)")
                return
            }
            step = newValue
        }
    }
    /// Repeat while held (true by default).
    public var autorepeat = true
    /// Send `valueChanged` at every step (true, the default) or once at the lift.
    public var isContinuous = true
    /// Stepping past a limit wraps to the other (false by default).
    public var wraps = false { didSet { updateLook() } }

    /// The − glyph.
    public let decrementLabel = Label(text: "-")
    /// The + glyph.
    public let incrementLabel = Label(text: "+")
    /// The divider between the halves.
    public let dividerLayer = Layer(name: "divider")

    private var storedValue = 0.0
    private var minimum = 0.0
    private var maximum = 100.0
    private var step = 1.0
    /// The held half (+1 or −1), when the touch went down, and the repeats made so far.
    private var hold: (direction: Double, start: Double, repeats: Int)?
    private var changedDuringTouch = false

    /// Creates a stepper at `frame`'s origin with UIKit's size (0…100, step 1).
    public override init(frame: Rect = .zero) {
        super.init(
            frame: Rect(
                origin: frame.origin, size: frame.size == Size(width: 0, height: 0) ? Self.defaultSize : frame.size))
        layer.cornerRadius = Self.cornerRadius
        layer.addSublayer(dividerLayer)
        for label in [decrementLabel, incrementLabel] {
            label.textAlignment = .center
            label.fontSize = Self.glyphSize
            addSubview(label)
        }
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateLook()
    }

    /// The glyphs' size, points (our choice).
    static let glyphSize = 22.0

    /// Why `minimum`…`maximum` is not a range for this stepper, naming it; `nil` when it is.
    public func rangeProblem(minimum: Double, maximum: Double) -> String? {
        guard minimum.isFinite, maximum.isFinite else {
            return
                "stepper \(debugName): range \(minimum)…\(maximum) is not finite; keeping \(self.minimum)…\(self.maximum)"
        }
        guard minimum < maximum else {
            return
                "stepper \(debugName): minimumValue \(minimum) is not below maximumValue \(maximum); keeping \(self.minimum)…\(self.maximum)"
        }
        return nil
    }

    /// Sets both ends at once (refused, logged, when `rangeProblem` finds one); the value is
    /// clamped into the new range.
    public func setRange(minimum: Double, maximum: Double) {
        if let problem = rangeProblem(minimum: minimum, maximum: maximum) {
            log.warning("\(problem)")
            return
        }
        self.minimum = minimum
        self.maximum = maximum
        storedValue = min(max(storedValue, minimum), maximum)
        updateLook()
    }

    // MARK: Geometry and look

    /// UIKit's size.
    open override var intrinsicContentSize: Size { Self.defaultSize }
    /// UIKit's size.
    open override func sizeThatFits(_ size: Size) -> Size { Self.defaultSize }

    /// The − half, bounds points.
    public var decrementRect: Rect {
        Rect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
    }
    /// The + half, bounds points.
    public var incrementRect: Rect {
        Rect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
    }

    /// True when the − half steps (above the minimum, or wrapping).
    public var canDecrement: Bool { wraps || storedValue > minimum }
    /// True when the + half steps (below the maximum, or wrapping).
    public var canIncrement: Bool { wraps || storedValue < maximum }

    /// Places the glyphs and the divider.
    open override func layoutSubviews() {
        decrementLabel.frame = decrementRect
        incrementLabel.frame = incrementRect
        dividerLayer.frame = Rect(
            x: bounds.midX - 0.5, y: bounds.minY + Self.dividerInset, width: 1,
            height: max(bounds.height - 2 * Self.dividerInset, 0))
    }

    private func updateLook() {
        backgroundColor = resolvedColor(.tertiarySystemFill)
        dividerLayer.backgroundColor = resolvedColor(SegmentedControl.separatorColor)
        let tint: Color = tintColor
        let off = resolvedColor(.systemGray).withAlpha(Self.disabledGlyphAlpha)
        decrementLabel.textColor = isEnabled && canDecrement ? tint : off
        incrementLabel.textColor = isEnabled && canIncrement ? tint : off
        let pressed = isHighlighted ? hold?.direction : nil
        decrementLabel.alpha = pressed == -1 ? Self.pressedGlyphAlpha : 1
        incrementLabel.alpha = pressed == 1 ? Self.pressedGlyphAlpha : 1
    }

    /// A glyph's alpha at a limit (our choice).
    static let disabledGlyphAlpha = 0.5
    /// A pressed glyph's alpha (our choice, like a highlighted button).
    static let pressedGlyphAlpha = 0.3

    /// The appearance changed: recolour.
    open override func appearanceDidChange() { updateLook() }
    /// The tint changed (dimmed): recolour.
    open override func tintColorDidChange() { updateLook() }
    /// The highlight and disabled looks.
    open override func stateDidChange() { updateLook() }

    // MARK: Tracking

    /// A touch on a half that can step steps once and starts the hold.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let location = location(of: touch, at: event.time) else { return false }
        let direction: Double = location.x < bounds.midX ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return false }
        hold = (direction, event.time, 0)
        changedDuringTouch = false
        stepOnce()
        return true
    }

    /// The time of repeat `index` (0-based) of a hold that began at `start`, seconds.
    public static func repeatTime(_ index: Int, after start: Double) -> Double {
        let slow = min(index, accelerationRepeats - 1)
        let fast = max(index - (accelerationRepeats - 1), 0)
        return start + autorepeatDelay + Double(slow) * autorepeatInterval + Double(fast) * acceleratedInterval
    }

    /// Makes the repeats due by `time` (seconds) while the touch is held inside.
    public func advance(to time: Double) {
        guard autorepeat, var current = hold else { return }
        while Self.repeatTime(current.repeats, after: current.start) <= time + Self.timeTolerance {
            current.repeats += 1
            hold = current
            if isTouchInside { stepOnce() }
        }
    }

    /// Slack when comparing repeat times with frame times, seconds (float rounding).
    static let timeTolerance = 1e-9

    /// True while a hold may repeat.
    public var isMoving: Bool { autorepeat && hold != nil }

    /// A non-continuous stepper reports at the lift.
    open override func endTracking(_ touch: Touch, with event: TouchEvent) { endHold() }
    /// As a lift.
    open override func cancelTracking(with event: TouchEvent) { endHold() }

    private func endHold() {
        hold = nil
        updateLook()
        if !isContinuous, changedDuringTouch { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func stepOnce() {
        guard let direction = hold?.direction else { return }
        var next = storedValue + direction * step
        if next > maximum + Self.valueTolerance {
            next = wraps ? minimum : maximum
        } else if next < minimum - Self.valueTolerance {
            next = wraps ? maximum : minimum
        }
        next = min(max(next, minimum), maximum)
        guard next != storedValue else { return }
        storedValue = next
        changedDuringTouch = true
        updateLook()
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Slack when a step lands on a limit, in the value's units (float rounding).
    static let valueTolerance = 1e-9
}
