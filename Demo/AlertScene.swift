import Flick

/// Alert: an app of toolkit views. A long press anywhere (a `LongPressGestureRecognizer` on
/// the backdrop) pops in an alert with the seed's keyframed scale (`AlertPopIn`: 0.6 → 1.1 →
/// 0.9 → 1.0 over 0.2555 s) over the seed's circular-gradient dimming, which fades in over the
/// same time; its OK and Cancel `Button`s (touchUpInside), or Return in its `TextField`, fade
/// it out, and the field resigns first responder. The field takes focus when the alert pops in
/// while a hardware keyboard is attached (a kiosk's barcode scanner types straight into it),
/// else when tapped; the alert sits centred in the space above the keyboard and moves with it.
/// The dimming is modal: touches outside the alert's controls reach neither the backdrop nor
/// its long press. The recognizers' and the controls' actions drive an explicit
/// `AlertScene.State` (diagram in FlickDemo.docc/AlertScene.md).
final class AlertScene: DemoScreen {
    /// The alert's size, points (ours).
    static let alertSize = Size(width: 440, height: 290)
    /// The OK button's size, points (ours: taller than the 44 pt minimum target).
    static let okSize = Size(width: 180, height: 52)
    /// Where the OK button's centre is, relative to the alert's centre (the centre of the
    /// content area while no keyboard shows), points (ours: in the alert's lower part, right,
    /// below the field).
    static let okOffset = Point(x: 100, y: 90)
    /// Where the Cancel button's centre is, relative to the alert's centre, points (ours: left
    /// of OK, as UIKit's alerts place the cancel action).
    static let cancelOffset = Point(x: -100, y: 90)
    /// The text field's frame in the alert, points (ours: below the message, above the buttons).
    static let fieldFrame = Rect(x: 30, y: 118, width: 380, height: 44)
    /// The dimming's black at its centre and at its corners (the seed's circular gradient
    /// "from 60% opaque black to 40% opaque black", lighter behind the alert).
    static let dimCenterAlpha = 0.4, dimEdgeAlpha = 0.6
    /// Pixels per point of the dimming image (ours: a smooth gradient loses nothing at an
    /// eighth of the resolution, stretched bilinearly).
    static let dimImageScale = 0.125
    /// Fade-out on dismissal, seconds (ours: UIKit's alert dismissal is about 0.2 s).
    static let dismissDuration = 0.2
    /// The snapshot is taken this long after the pop-in ends, seconds (ours).
    static let snapshotDelay = 0.25
    /// The backdrop's vertical gradient, top to bottom (ours).
    static let backdropColors = [Color(red: 0.85, green: 0.9, blue: 0.97), Color(red: 0.65, green: 0.72, blue: 0.85)]
    /// The OK button's blue, and its darker blue while highlighted (ours).
    static let okColor = Color(red: 0.2, green: 0.45, blue: 0.95), okHighlightedColor = Color(red: 0.12, green: 0.3, blue: 0.7)

    /// Where the alert is.
    enum State: Equatable {
        /// Not shown.
        case hidden
        /// Popped in at `since` (the pop-in runs for `AlertPopIn.duration`, then it rests).
        case shown(since: Double)
        /// Fading out since `since`.
        case dismissing(since: Double)
    }

    private(set) var state: State = .hidden
    /// Times the alert appeared and left.
    private(set) var appearances = 0, dismissals = 0
    /// The backdrop: the gradient, the cards and the hint; its long press pops the alert in.
    let backdrop = View()
    /// The modal layer over the backdrop (hidden while the alert is): the dimming and the alert.
    let overlay = View()
    /// The seed's circular-gradient dimming.
    let dimming = ImageView()
    /// The alert's panel.
    let alert = View()
    /// Dismisses the alert.
    let okButton = Button()
    /// Dismisses the alert too.
    let cancelButton = Button()
    /// The alert's text field; what it holds is in the report.
    let field = TextField()
    /// How the alert was last dismissed ("OK", "Cancel", "Return").
    private(set) var lastAction: String?
    private let longPress = LongPressGestureRecognizer(name: "alert long press")
    private let modalTap = TapGestureRecognizer(name: "tap outside OK")
    private var snapshotTaken = false
    /// The size the dimming image was drawn for, points.
    private var dimmedSize = Size(width: 0, height: 0)

    init(viewport: Rect) {
        super.init(name: "Alert", viewport: viewport)
        buildBackdrop()
        buildOverlay()
        longPress.addTarget { [unowned self] event in
            if event.phase == .began { show(at: event.time, location: event.values.location) }
        }
        backdrop.addGestureRecognizer(longPress)
        modalTap.addTarget { [unowned self] event in
            if event.phase == .recognized { report.note("tap outside OK: the alert stays (it is modal)", at: event.time) }
        }
        overlay.addGestureRecognizer(modalTap)
        okButton.addAction(for: .touchUpInside) { [unowned self] _, _ in dismiss("OK", at: currentTime) }
        cancelButton.addAction(for: .touchUpInside) { [unowned self] _, _ in dismiss("Cancel", at: currentTime) }
        field.addAction(for: .editingDidEndOnExit) { [unowned self] _, _ in dismiss("Return", at: currentTime) }
    }

    /// The alert's frame at rest (scale 1), window points.
    var alertFrame: Rect { Self.rect(centeredAt: alertCenter, size: Self.alertSize) }

    /// The OK button's frame at rest, window points (`okOffset` from the alert's centre).
    var okFrame: Rect { Self.rect(centeredAt: alertCenter + Self.okOffset, size: Self.okSize) }

    /// The Cancel button's frame at rest, window points.
    var cancelFrame: Rect { Self.rect(centeredAt: alertCenter + Self.cancelOffset, size: Self.okSize) }

    /// The alert's centre now, window points: the middle of the content area above the
    /// keyboard (its frame as it slides), the content's centre while none shows.
    var alertCenter: Point {
        let area = view.convert(view.bounds.origin, to: nil).map { Rect(origin: $0, size: view.bounds.size) } ?? viewport
        let keyboardTop = view.window?.keyboardFrame.map { min($0.minY, area.maxY) } ?? area.maxY
        return Point(x: area.midX, y: (area.minY + max(keyboardTop, area.minY)) / 2)
    }

    /// Each frame: the alert follows the keyboard (centred in the space above it).
    override func didAdvance(to time: Double) {
        guard !overlay.isHidden, let center = overlay.convert(alertCenter, from: nil), alert.center != center else {
            return
        }
        alert.center = center
    }

    private func buildBackdrop() {
        let bounds = view.bounds
        backdrop.frame = bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.name = "backdrop"
        backdrop.layer.gradient = LinearGradient(
            stops: [ColorStop(location: 0, color: Self.backdropColors[0]), ColorStop(location: 1, color: Self.backdropColors[1])],
            startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        for row in 0..<5 {
            for column in 0..<8 {
                let card = View(frame: Rect(x: 60 + Double(column) * 150, y: 120 + Double(row) * 110, width: 120, height: 80))
                card.backgroundColor = Color(white: 1, alpha: 0.35 + 0.05 * Double((row + column) % 4))
                card.layer.cornerRadius = 12
                card.isUserInteractionEnabled = false
                backdrop.addSubview(card)
            }
        }
        let title = label("Long press anywhere", size: 32, color: Color(white: 0.2),
                          frame: Rect(x: 0, y: 35, width: bounds.width, height: 50))
        title.autoresizingMask = .flexibleWidth
        backdrop.addSubview(title)
        view.addSubview(backdrop)
    }

    private func buildOverlay() {
        let bounds = view.bounds
        overlay.frame = bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.name = "overlay"
        overlay.isHidden = true
        // Its dimming image, stretched over the window, is prepared while the overlay is hidden
        // (on a background thread): the long press's first frame only blends it.
        overlay.layer.preparesContentsWhileHidden = true
        dimming.frame = overlay.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.name = "dimming"
        dimming.image = Self.dimmingImage(size: bounds.size)
        dimmedSize = bounds.size
        overlay.addSubview(dimming)
        alert.frame = Self.rect(centeredAt: bounds.center, size: Self.alertSize)
        alert.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        alert.name = "alert"
        alert.backgroundColor = Color(white: 0.98)
        alert.layer.cornerRadius = 18
        let width = Self.alertSize.width
        alert.addSubview(label("Flick", size: 32, weight: .bold, color: Color(white: 0.15),
                               frame: Rect(x: 0, y: 15, width: width, height: 50)))
        alert.addSubview(label("A long press popped this alert in.", size: 16, color: Color(white: 0.15),
                               frame: Rect(x: 0, y: 80, width: width, height: 30)))
        field.frame = Self.fieldFrame
        field.name = "alert field"
        field.placeholder = "Your name"
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        alert.addSubview(field)
        let middle = Point(x: width / 2, y: Self.alertSize.height / 2)
        for (button, title, offset) in [(okButton, "OK", Self.okOffset), (cancelButton, "Cancel", Self.cancelOffset)] {
            button.frame = Self.rect(centeredAt: middle + offset, size: Self.okSize)
            button.name = title
            button.layer.cornerRadius = 12
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setBackgroundColor(Self.okColor, for: .normal)
            button.setBackgroundColor(Self.okHighlightedColor, for: .highlighted)
            button.titleLabel.font = .system(size: 24, weight: button === okButton ? .bold : .regular)
            alert.addSubview(button)
        }
        overlay.addSubview(alert)
        view.addSubview(overlay)
    }

    /// A new size (a rotation, a resized window): the backdrop, dimming and alert follow by
    /// their autoresizing masks; the dimming's circle is drawn again for the new shape.
    override func viewDidLayoutSubviews() {
        let size = view.bounds.size
        guard dimmedSize != size else { return }
        dimmedSize = size
        dimming.image = Self.dimmingImage(size: size)
    }

    /// A rectangle of `size` centred at `center`.
    static func rect(centeredAt center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    private func label(_ text: String, size: Double, weight: FontWeight = .regular, color: Color, frame: Rect) -> Label {
        let label = Label(text: text, frame: frame)
        label.font = .system(size: size, weight: weight)
        label.textColor = color
        label.textAlignment = .center
        return label
    }

    /// The seed's dimming image for an area of `size` points: black, `dimCenterAlpha` at the
    /// centre to `dimEdgeAlpha` at the corners, along the distance from the centre (a circle).
    static func dimmingImage(size: Size) -> Image {
        let width = max(Int((size.width * dimImageScale).rounded(.up)), 1)
        let height = max(Int((size.height * dimImageScale).rounded(.up)), 1)
        let halfDiagonal = max(Point(x: 0, y: 0).distance(to: Point(x: size.width / 2, y: size.height / 2)), 1)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let point = Point(x: (Double(x) + 0.5) / dimImageScale, y: (Double(y) + 0.5) / dimImageScale)
                let t = min(point.distance(to: Point(x: size.width / 2, y: size.height / 2)) / halfDiagonal, 1)
                let alpha = dimCenterAlpha + (dimEdgeAlpha - dimCenterAlpha) * t
                bitmap[x, y] = RGBA8(red: 0, green: 0, blue: 0, alpha: UInt8((alpha * 255).rounded()))
            }
        }
        return Image(bitmap: bitmap, scale: dimImageScale)
    }

    // MARK: State

    private func show(at time: Double, location: Point) {
        switch state {
        case .hidden:
            appearances += 1
            snapshotTaken = false
            overlay.isHidden = false
            field.text = ""
            if view.window?.isHardwareKeyboardAttached ?? false { _ = field.becomeFirstResponder() }
            let popIn = AlertPopIn()
            alert.layer.add(popIn.scaleAnimation, forKey: "pop-in", at: time)
            dimming.layer.add(popIn.backgroundOpacityAnimation, forKey: "fade-in", at: time)
            transition(to: .shown(since: time), "long press at \(MapScene.format(location))", at: time)
        case .shown, .dismissing: break
        }
    }

    /// `action` ("OK", "Cancel", "Return") dismisses the alert; the field resigns first.
    private func dismiss(_ action: String, at time: Double) {
        switch state {
        case .shown:
            _ = field.resignFirstResponder()
            dismissals += 1
            lastAction = action
            transition(to: .dismissing(since: time), "\(action) (field \"\(field.text)\")", at: time)
            overlay.animate(withDuration: Self.dismissDuration, animations: { overlay.alpha = 0 }) { [unowned self] _ in
                overlay.isHidden = true
                overlay.performWithoutAnimation { overlay.alpha = 1 }
                transition(to: .hidden, "fade-out over", at: currentTime)
            }
        case .hidden, .dismissing: break
        }
    }

    private func transition(to next: State, _ reason: String, at time: Double) {
        let text: String
        switch next {
        case .hidden: text = "alert gone"
        case .shown: text = "alert pops in (keyframed scale 0.6, 1.1, 0.9, 1.0; background fades in)"
        case .dismissing: text = "alert fades out"
        }
        report.note("\(reason): \(text)", at: time)
        state = next
    }

    override func wantedSnapshot(at time: Double) -> String? {
        guard case .shown(let since) = state, !snapshotTaken, time >= since + AlertPopIn.duration + Self.snapshotDelay
        else { return nil }
        snapshotTaken = true
        return name
    }

    /// What is on screen at `time`: the alert's scale, the overlay's opacity and the dimming's
    /// own opacity (its fade-in), from the layers' presentation values; `nil` while hidden.
    func appearance(at time: Double) -> (scale: Double, opacity: Double, dim: Double)? {
        guard state != .hidden else { return nil }
        let scale = alert.layer.presentation(at: time).animatableValue(forKeyPath: "transform.scale") as? Double
        return (scale ?? 1, overlay.layer.presentation(at: time).opacity, dimming.layer.presentation(at: time).opacity)
    }
}
