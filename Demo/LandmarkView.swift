import Flick

/// A landmark on the map, as a map's annotation view: a disc of the landmark's colour with
/// its name beside it; selected, a white ring round the disc's edge and a callout above it
/// with the name and the map coordinates (a map pin's callout). It lives in the map's zoomed
/// content, so the disc scales with the map; it is drawn antialiased (`draw(in:)`) at the
/// pixels it covers on screen, again each time the zoom settles (`setContentsScale(_:)`, as
/// UIKit apps set `contentScaleFactor` when zooming ends), so it is sharp at rest at every
/// zoom. The name and the callout are counter-scaled (`setZoomScale(_:)`), so they keep
/// their size on screen and their glyphs stay on whole pixels. Its `tap` selects it (the
/// scene wires the action); as a control does, it refuses its ancestors' single taps, so the
/// map's own tap (which deselects) never takes a tap on a landmark.
final class LandmarkView: View {
    /// The width of the white ring round a selected disc's edge, screen points (ours).
    static let ringWidth = 5.0
    /// Space between the disc and the name, and between the disc and the callout, screen
    /// points (ours; the tiles used to leave 4 pixels).
    static let nameGap = 4.0, calloutGap = 8.0
    /// The name's font size, screen points (the size the tiles used to paint it at).
    static let nameFontSize = 13.0
    /// The smallest disc a finger gets to tap, screen points across (Apple's 44-point
    /// minimum target): at small zooms the tap area is this circle.
    static let minimumTarget = 44.0
    /// The callout's padding, line sizes and corner radius, screen points (ours).
    static let calloutPadding = 10.0, calloutTitleSize = 15.0, calloutDetailSize = 12.0, calloutCornerRadius = 8.0

    /// Selects the landmark (its action is the scene's).
    let tap = TapGestureRecognizer(name: "landmark tap")
    /// The landmark shown (set by `show(_:)`).
    private(set) var landmark: Landmark?
    /// Window points per map point: the name and the callout are scaled by its inverse.
    private(set) var zoomScale = 1.0
    /// Shows the ring and the callout.
    var isSelected = false { didSet { if isSelected != oldValue { showSelection() } } }

    private let nameLabel = Label()
    private let callout = View()
    private let calloutTitle = Label()
    private let calloutDetail = Label()

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: 2 * Landmark.radius, height: 2 * Landmark.radius))
        nameLabel.font = .system(size: Self.nameFontSize)
        nameLabel.textColor = Color(white: 0.15)
        nameLabel.layer.anchorPoint = Point(x: 0, y: 0.5)
        callout.backgroundColor = Color(white: 1, alpha: 0.95)
        callout.layer.cornerRadius = Self.calloutCornerRadius
        callout.layer.anchorPoint = Point(x: 0.5, y: 1)
        callout.isUserInteractionEnabled = false
        calloutTitle.font = .system(size: Self.calloutTitleSize, weight: .bold)
        calloutTitle.textColor = Color(white: 0.1)
        calloutDetail.font = .system(size: Self.calloutDetailSize)
        calloutDetail.textColor = Color(white: 0.35)
        for label in [calloutTitle, calloutDetail] {
            label.textAlignment = .center
            callout.addSubview(label)
        }
        for view in [nameLabel, callout] { addSubview(view) }
        addGestureRecognizer(tap)
        showSelection()
    }

    /// Shows `landmark` at `zoomScale` (window points per map point).
    func show(_ landmark: Landmark, zoomScale: Double) {
        self.landmark = landmark
        name = landmark.name
        frame = landmark.discFrame
        setNeedsDisplay()
        nameLabel.text = landmark.name
        nameLabel.bounds = Rect(origin: .zero, size: nameLabel.sizeThatFits(Self.unbounded))
        if isSelected { layOutCallout() }
        setZoomScale(zoomScale)
    }

    /// Room to measure a one-line label in, points.
    private static let unbounded = Size(width: 1_000, height: 1_000)

    /// Fills in and sizes the callout (only for a selected landmark: the others never show it).
    private func layOutCallout() {
        guard let landmark else { return }
        calloutTitle.text = landmark.name
        calloutDetail.text = "map point \(MapScene.format(landmark.center))"
        let fits = [calloutTitle, calloutDetail].map { $0.sizeThatFits(Self.unbounded) }
        let padding = Self.calloutPadding
        let width = (fits.map(\.width).max() ?? 0) + 2 * padding
        calloutTitle.frame = Rect(x: 0, y: padding, width: width, height: fits[0].height)
        calloutDetail.frame = Rect(x: 0, y: padding + fits[0].height, width: width, height: fits[1].height)
        callout.bounds = Rect(x: 0, y: 0, width: width, height: fits[0].height + fits[1].height + 2 * padding)
    }

    /// Keeps the name and the callout their size on screen at `zoom` (window points per map
    /// point). The disc's drawing is scaled until `setContentsScale(_:)`.
    func setZoomScale(_ zoom: Double) {
        guard zoom.isFinite, zoom > 0 else { return }
        zoomScale = zoom
        let radius = Landmark.radius, inverse = Transform3D(scaleX: 1 / zoom, y: 1 / zoom)
        nameLabel.transform = inverse
        nameLabel.center = Point(x: 2 * radius + Self.nameGap / zoom, y: radius)
        callout.transform = inverse
        callout.center = Point(x: radius, y: -Self.calloutGap / zoom)
    }

    /// Draws the disc again at `scale` pixels per map point (the screen's pixels per point
    /// times the zoom) unless it is drawn at that scale.
    func setContentsScale(_ scale: Double) {
        guard scale.isFinite, scale > 0, layer.contentsScale != scale else { return }
        layer.contentsScale = scale
        setNeedsDisplay()
    }

    /// The disc, antialiased; selected, with the white ring inside its edge.
    override func draw(in context: inout any LayerDrawingContext) {
        guard var canvas = context as? Canvas, let landmark else { return }
        let radius = Landmark.radius
        var disc = bounds
        if isSelected {
            canvas.fill(roundedRect: disc, cornerRadius: radius, color: .white)
            let ring = Self.ringWidth / zoomScale
            disc = disc.insetBy(dx: ring, dy: ring)
        }
        canvas.fill(roundedRect: disc, cornerRadius: disc.width / 2, color: landmark.color)
        context = canvas
    }

    private func showSelection() {
        if isSelected { layOutCallout() }
        callout.isHidden = !isSelected
        setNeedsDisplay()
    }

    /// Inside the disc, or within half the minimum target of its centre when the disc is
    /// smaller than that on screen.
    override func point(inside point: Point) -> Bool {
        let radius = max(Landmark.radius, Self.minimumTarget / 2 / zoomScale)
        return point.distance(to: bounds.center) <= radius
    }

    /// Refuses an ancestor's single-touch single tap (the map's deselecting tap), as a
    /// control does; its own tap and every other recognizer (the scroll view's pan, pinch
    /// and double tap) may begin.
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.node !== self, let tap = recognizer as? TapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }
}
