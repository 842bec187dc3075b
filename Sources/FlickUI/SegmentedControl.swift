import FlickAnimation
import FlickInput
import FlickScene

/// A row of equal segments, one of them selected under a sliding thumb (`UISegmentedControl`,
/// iOS 13's look). As in UIKit:
/// - a tap on a segment selects it; the thumb slides there on a critically damped spring
///   (mass 1, stiffness 503.551, damping 44.8799: about 412 ms);
/// - a touch that starts on the selected segment shrinks the thumb (0.95) and drags it: the
///   thumb follows the segment under the finger and the lift selects where it is;
/// - a touch that starts on another segment dims that segment's title (to 0.2 in 470 ms);
///   sliding moves the dimming along, and the lift selects the segment under the finger;
/// - lifting more than 50 pt outside the control selects nothing;
/// - `valueChanged` is sent once when a touch changed the selection (setting
///   `selectedSegmentIndex` sends nothing).
///
/// Colours follow the appearance; `selectedSegmentTintColor`, when set, is a tint (greyed
/// while dimmed).
open class SegmentedControl: Control {
    /// No segment selected (`UISegmentedControl.noSegment`).
    public static let noSegment = -1
    /// The control's height, points (UIKit's default is not documented; 32 is iOS's, est.;
    /// at least the measured minimum 28).
    public static let defaultHeight = 32.0
    /// The background's corner radius, points (measured, iOS 13).
    public static let cornerRadius = 8.0
    /// The thumb's corner radius, points (measured, iOS 13).
    public static let thumbCornerRadius = 6.93
    /// The gap between the background's edge and the thumb, points (measured).
    public static let thumbInset = 2.0
    /// Room each side of the widest title in a segment, points (our choice).
    public static let segmentPadding = 12.0
    /// Separator width and vertical inset, points (measured: 1 and 6).
    public static let separatorWidth = 1.0
    /// The separators' inset from the top and bottom, points (measured).
    public static let separatorInset = 6.0
    /// The thumb's scale while dragged (measured: 0.95).
    public static let pressedThumbScale = 0.95
    /// A pressed unselected title's alpha and fade duration, seconds (measured: 0.2, 470 ms).
    public static let pressedTitleAlpha = 0.2
    /// The pressed title's fade, seconds (measured).
    public static let pressedFadeDuration = 0.47
    /// How far outside the control a lift still selects, points (measured, "speculated" in
    /// Flutter's port).
    public static let cancelDistance = 50.0
    /// The thumb's spring (measured iOS 13 values, as Flutter's CupertinoSlidingSegmentedControl).
    public static let thumbSpring = UnitSpringSimulation(mass: 1, stiffness: 503.551, damping: 44.8799)
    /// The separators' colour (measured: #8E8E93 at 0x4D/255).
    public static let separatorColor = DynamicColor(
        Color(red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0, alpha: 0x4D / 255.0))

    /// The thumb under the selected segment.
    public let thumbLayer = Layer(name: "thumb")
    /// The segments' titles.
    public private(set) var titleLabels: [Label] = []
    /// The separators between unselected neighbours.
    private var separatorLayers: [Layer] = []

    /// The selected segment, or `noSegment`. Setting it moves the thumb at once and sends no
    /// event; an index out of range is refused with a logged warning naming the control.
    public var selectedSegmentIndex: Int {
        get { selection }
        set {
            guard newValue == Self.noSegment || titleLabels.indices.contains(newValue) else {
                log.warning(
                    "\(debugName): selectedSegmentIndex \(newValue) is not one of its \(numberOfSegments) segments; ignored"
                )
                return
            }
            selection = newValue
            thumbSegment = newValue
            performWithoutAnimation { layoutParts() }
        }
    }
    /// The thumb's fill; `nil` (the default) is white, dark grey in the dark appearance.
    public var selectedSegmentTintColor: DynamicColor? { didSet { updateColors() } }
    /// The number of segments.
    public var numberOfSegments: Int { titleLabels.count }

    private var selection = SegmentedControl.noSegment
    /// The segment the thumb shows (the selection, or where a drag took it).
    private var thumbSegment = SegmentedControl.noSegment
    /// The touch's mode: dragging the thumb, or pressing another segment (its index).
    private var dragsThumb = false
    private var pressedSegment: Int?

    /// Creates a control with one segment per title, none selected.
    public init(items: [String], frame: Rect = .zero) {
        super.init(frame: frame)
        thumbLayer.cornerRadius = Self.thumbCornerRadius
        layer.cornerRadius = Self.cornerRadius
        layer.addSublayer(thumbLayer)
        for title in items { insertSegment(withTitle: title, at: numberOfSegments) }
        if frame.size == Size(width: 0, height: 0) { sizeToFit() }
        updateColors()
    }

    /// Creates an empty control.
    public override convenience init(frame: Rect = .zero) { self.init(items: [], frame: frame) }

    /// Inserts a segment titled `title` at `index` (clamped); the selection stays on its segment.
    public func insertSegment(withTitle title: String, at index: Int) {
        let index = min(max(index, 0), numberOfSegments)
        let label = Label(text: title)
        label.textAlignment = .center
        label.setDynamicColor(.label, for: \.textColor)
        titleLabels.insert(label, at: index)
        addSubview(label)
        if selection >= index { selection += 1 }
        thumbSegment = selection
        let separator = Layer(name: "separator")
        separatorLayers.append(separator)
        layer.insertSublayer(separator, at: 0)
        updateColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes the segment at `index` (out of range: ignored, logged); removing the selected
    /// one leaves `noSegment`.
    public func removeSegment(at index: Int) {
        guard titleLabels.indices.contains(index) else {
            log.warning("\(debugName): no segment \(index) to remove; ignored")
            return
        }
        titleLabels.remove(at: index).removeFromSuperview()
        separatorLayers.removeLast().removeFromSuperlayer()
        if selection == index { selection = Self.noSegment } else if selection > index { selection -= 1 }
        thumbSegment = selection
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title of segment `index`, or `nil`.
    public func titleForSegment(at index: Int) -> String? {
        titleLabels.indices.contains(index) ? titleLabels[index].text : nil
    }

    /// Sets the title of segment `index` (out of range: ignored).
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard titleLabels.indices.contains(index) else { return }
        titleLabels[index].text = title
        invalidateIntrinsicContentSize()
    }

    // MARK: Geometry

    /// Every segment as wide as the widest title plus padding; `defaultHeight` tall.
    open override var intrinsicContentSize: Size {
        let widest = titleLabels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return Size(width: Double(numberOfSegments) * (widest + 2 * Self.segmentPadding), height: Self.defaultHeight)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The width of one segment, points.
    public var segmentWidth: Double { numberOfSegments > 0 ? bounds.width / Double(numberOfSegments) : 0 }

    /// Segment `index`'s rectangle, bounds points.
    public func segmentRect(at index: Int) -> Rect {
        Rect(x: bounds.minX + segmentWidth * Double(index), y: bounds.minY, width: segmentWidth, height: bounds.height)
    }

    /// The segment under `x` (bounds points), clamped to the ends; `nil` with no segments.
    public func segment(atX x: Double) -> Int? {
        guard numberOfSegments > 0, segmentWidth > 0 else { return nil }
        return min(max(Int(((x - bounds.minX) / segmentWidth).rounded(.down)), 0), numberOfSegments - 1)
    }

    /// The thumb's rectangle for `segment`, bounds points.
    private func thumbRect(for segment: Int) -> Rect {
        segmentRect(at: max(segment, 0)).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    /// Places the titles, the separators and the thumb.
    open override func layoutSubviews() { layoutParts() }

    private func layoutParts() {
        for (index, label) in titleLabels.enumerated() { label.frame = segmentRect(at: index) }
        for (index, separator) in separatorLayers.enumerated() {
            // Separator i sits after segment i; hidden next to the thumb and after the last.
            let x = segmentRect(at: index).maxX - Self.separatorWidth / 2
            separator.frame = Rect(
                x: x, y: bounds.minY + Self.separatorInset, width: Self.separatorWidth,
                height: max(bounds.height - 2 * Self.separatorInset, 0))
            separator.isHidden = index == numberOfSegments - 1 || index == thumbSegment || index + 1 == thumbSegment
        }
        thumbLayer.isHidden = thumbSegment == Self.noSegment
        if thumbSegment != Self.noSegment {
            let rect = thumbRect(for: thumbSegment)
            thumbLayer.bounds = Rect(origin: .zero, size: rect.size)
            thumbLayer.position = rect.center
        }
    }

    private func updateColors() {
        backgroundColor = resolvedColor(.tertiarySystemFill)
        thumbLayer.backgroundColor =
            selectedSegmentTintColor.map { tinted($0) } ?? resolvedColor(.segmentThumb)
        for separator in separatorLayers { separator.backgroundColor = resolvedColor(Self.separatorColor) }
        alpha = isEnabled ? 1 : Switch.disabledAlpha
    }

    /// The appearance changed: recolour.
    open override func appearanceDidChange() { updateColors() }
    /// The tint changed (dimmed): recolour.
    open override func tintColorDidChange() { updateColors() }
    /// The disabled look.
    open override func stateDidChange() { updateColors() }

    // MARK: Tracking

    /// Starts dragging the thumb (on the selected segment) or pressing a segment.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let location = location(of: touch, at: event.time), let segment = segment(atX: location.x) else {
            return false
        }
        dragsThumb = segment == selection
        if dragsThumb {
            animate(with: Self.thumbSpring) {
                thumbLayer.transform = Transform3D.identity.scaledBy(
                    x: Self.pressedThumbScale, y: Self.pressedThumbScale)
            }
        } else {
            press(segment)
        }
        return true
    }

    /// Moves the thumb or the pressed segment with the finger.
    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        guard let location = location(of: touch, at: event.time), let segment = segment(atX: location.x) else {
            return true
        }
        if dragsThumb {
            if segment != thumbSegment {
                thumbSegment = segment
                animate(with: Self.thumbSpring) { layoutParts() }
            }
        } else if bounds.contains(location), segment != pressedSegment {
            press(segment)
        }
        return true
    }

    /// Selects the segment the thumb or the finger is on, unless the finger lifted far outside.
    open override func endTracking(_ touch: Touch, with event: TouchEvent) {
        let location = location(of: touch, at: event.time)
        let near =
            location.map { bounds.insetBy(dx: -Self.cancelDistance, dy: -Self.cancelDistance).contains($0) } ?? false
        var chosen = selection
        if near {
            chosen = dragsThumb ? thumbSegment : location.flatMap { segment(atX: $0.x) } ?? selection
        }
        finish(selecting: chosen)
    }

    /// A cancelled touch leaves the selection.
    open override func cancelTracking(with event: TouchEvent) { finish(selecting: selection) }

    private func press(_ segment: Int?) {
        let previous = pressedSegment
        pressedSegment = segment
        animate(withDuration: Self.pressedFadeDuration, options: [.allowUserInteraction, .beginFromCurrentState]) {
            if let previous, titleLabels.indices.contains(previous) { titleLabels[previous].alpha = 1 }
            if let segment { titleLabels[segment].alpha = Self.pressedTitleAlpha }
        }
    }

    private func finish(selecting chosen: Int) {
        let changed = chosen != selection
        press(nil)
        selection = chosen
        thumbSegment = chosen
        dragsThumb = false
        animate(with: Self.thumbSpring) {
            thumbLayer.transform = .identity
            layoutParts()
        }
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
}
