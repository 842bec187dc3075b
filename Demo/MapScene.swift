import Flick

/// Map: an app of toolkit views. A 1,000,000 × 1,000,000 point `TiledView` drawn
/// procedurally in 256-point tiles off the frame (a grid every 100/1,000/10,000… points by
/// zoom, coordinates at the grid crossings) is the zooming view of a `ScrollView`: pan,
/// fling, rubber-band bounce at the edges, pinch zoom between `minimumZoom` and
/// `maximumZoom` with zoom bounce, double tap to zoom in (and out again), indicators.
/// Landmarks (one in every 500-point square) are `LandmarkView`s in the zoomed content,
/// kept only near the visible area and reused as it moves (`ViewReuseQueue`, like a map's
/// annotation views). A tap on one selects it (its callout shows); a tap elsewhere on the
/// map deselects. Both taps wait for the scroll view's double tap to fail, as in UIKit.
/// A label at the top-left reads out the centre and the zoom.
final class MapScene: DemoScreen, ScrollViewDelegate {
    /// Tile textures made visible per frame, tiles (ours, measured on the headless tour with
    /// the late frame start: TiledContent's default of 4 gave map frames a p99 of 4.2–5.7 ms
    /// and misses when a pan revealed a row of tiles; 1 gives 3.5–3.8 ms, and every tile still
    /// lands within a few frames behind its parent's fallback).
    static let uploadsPerFrame = 1
    /// Side of the square map, points.
    static let contentSide = 1_000_000.0
    /// Zoom limits (our choice: half size to four times).
    static let minimumZoom = 0.5, maximumZoom = 4.0
    /// Double tap zooms to this scale (UIKit apps commonly double).
    static let doubleTapZoom = 2.0
    /// Where the tour starts: near the top-left corner, so a pan can pull past the edge.
    static let initialOffset = Point(x: 200, y: 150)
    /// Grid spacings tried for the tile drawing, points; the smallest at least
    /// `minimumGridPixels` apart on screen is used.
    static let gridSpacings: [Double] = [100, 1_000, 10_000, 100_000, 1_000_000]
    /// Closest grid lines may come on screen, pixels (our choice: a finger width apart).
    static let minimumGridPixels = 48.0
    /// Landmarks get views this far beyond the visible area, screen points (ours: the
    /// longest name and the callout reach about 200 points from a landmark's centre, and a
    /// margin of half a tile saves churn on small moves).
    static let landmarkMargin = 330.0
    /// The readout's frame in the scene, and its text's inset, points (ours).
    static let readoutFrame = Rect(x: 12, y: 12, width: 470, height: 30), readoutInset = 10.0

    /// The scroll view filling the scene.
    let scrollView = ScrollView()
    /// The map: the scroll view's zooming view, and the landmark views' superview.
    let mapView: TiledView
    /// The centre and zoom, top-left.
    let readout = Label()
    /// The landmark selected (its callout shows), if any.
    private(set) var selectedLandmark: Landmark?
    /// Landmark taps, and taps on the map that deselected one.
    private(set) var landmarkTaps = 0, deselections = 0
    /// Largest zoom scale shown (the zoom bounce's overshoot).
    private(set) var largestZoom = 1.0
    /// Largest distance the offset went past its range (rubber band), points.
    private(set) var largestOverscroll = 0.0
    /// Double taps that zoomed, and zoom bounces seen.
    private(set) var doubleTapZooms = 0, zoomBounces = 0
    private let readoutBox = View()
    private let mapTap = TapGestureRecognizer(name: "map tap")
    /// The landmark views: those near the visible area, and those queued for reuse. Each
    /// new one's tap selects its landmark once the double tap has failed.
    private(set) lazy var landmarks = ViewReuseQueue<Landmark, LandmarkView>(makeView: { [unowned self] in
        let view = LandmarkView()
        requireDoubleTapToFail(view.tap)
        view.tap.addTarget { [unowned self, unowned view] event in
            if event.phase == .recognized, let landmark = view.landmark { select(landmark, at: event.time) }
        }
        return view
    }, prepareForReuse: { $0.isSelected = false })
    /// The renderer's pixels per point (the landmarks' discs are drawn for it).
    private var pixelsPerPoint = 1.0
    private var wasAtRest = true, wasZoomBouncing = false, bounceNoted = false, isPinching = false

    /// A map filling `viewport` (window points), its tiles drawn where `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        let worker: any TileWorker = switch work {
        case .background: BackgroundTileWorker(draw: MapScene.drawTile)
        case .betweenFrames: DeferredTileWorker(draw: MapScene.drawTile)
        case .inline: SynchronousTileWorker(draw: MapScene.drawTile)
        }
        mapView = TiledView(frame: Rect(x: 0, y: 0, width: Self.contentSide, height: Self.contentSide), worker: worker)
        super.init(name: "Map", viewport: viewport)
        mapView.name = "map"
        mapView.uploadsPerFrame = Self.uploadsPerFrame
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.name = "map scroll view"
        scrollView.addSubview(mapView)
        scrollView.contentSize = mapView.bounds.size
        scrollView.minimumZoomScale = Self.minimumZoom
        scrollView.maximumZoomScale = Self.maximumZoom
        scrollView.zoomsOnDoubleTap = true
        scrollView.doubleTapZoomScale = Self.doubleTapZoom
        scrollView.delaysContentTouches = false
        scrollView.contentOffset = Self.initialOffset
        view.addSubview(scrollView)
        scrollView.doubleTapGestureRecognizer?.addTarget { [unowned self] event in
            if event.phase == .recognized { doubleTapped(at: event.time) }
        }
        requireDoubleTapToFail(mapTap)
        mapTap.addTarget { [unowned self] event in if event.phase == .recognized { mapTapped(at: event.time) } }
        mapView.addGestureRecognizer(mapTap)
        readoutBox.frame = Self.readoutFrame
        readoutBox.backgroundColor = Color(white: 1, alpha: 0.85)
        readoutBox.layer.cornerRadius = 8
        readoutBox.isUserInteractionEnabled = false
        readout.frame = readoutBox.bounds.insetBy(dx: Self.readoutInset, dy: 0)
        readout.font = .system(size: 16)
        readout.textColor = Color(white: 0.1)
        readoutBox.addSubview(readout)
        view.addSubview(readoutBox)
        scrollView.delegate = self
        showVisibleRegion()
    }

    /// The map point at the scroll view's top-left.
    var mapOffset: Point { scrollView.contentOffset / scrollView.zoomScale }

    /// The map point at the scroll view's centre.
    var centerPoint: Point {
        mapOffset + Point(x: scrollView.bounds.width / 2, y: scrollView.bounds.height / 2) / scrollView.zoomScale
    }

    /// How far the offset lies outside its range (the rubber band's stretch), points.
    var currentOverscroll: Double {
        let offset = scrollView.contentOffset, inset = scrollView.contentInset
        let content = scrollView.contentSize, size = scrollView.bounds.size
        let maximum = Point(x: max(-inset.left, content.width + inset.right - size.width),
                            y: max(-inset.top, content.height + inset.bottom - size.height))
        let clamped = Point(x: min(max(offset.x, -inset.left), maximum.x), y: min(max(offset.y, -inset.top), maximum.y))
        return clamped.distance(to: offset)
    }

    /// The landmark views shown now (near the visible area), by landmark.
    var landmarkViews: [Landmark: LandmarkView] { landmarks.visibleViews }

    /// A new size (a rotation, a resized window): the scroll view fills the scene by its
    /// autoresizing mask; the landmarks follow the area now visible and the readout its centre.
    override func viewDidLayoutSubviews() { showVisibleRegion() }

    // MARK: Landmarks

    /// Gives a view to every landmark near the visible area (and only those), sets the
    /// zoom they keep their labels' size at, and updates the readout.
    private func showVisibleRegion() {
        let zoom = scrollView.zoomScale
        let margin = Self.landmarkMargin / zoom
        let visible = Rect(origin: mapOffset, size: Size(width: scrollView.bounds.width / zoom,
                                                         height: scrollView.bounds.height / zoom))
        let near = Landmark.centered(in: visible.insetBy(dx: -margin, dy: -margin), side: Self.contentSide)
        landmarks.show(near, in: mapView) { [selectedLandmark] view, landmark in
            view.show(landmark, zoomScale: zoom)
            view.isSelected = landmark == selectedLandmark
            view.setContentsScale(pixelsPerPoint * zoom)
        }
        for view in landmarks.visibleViews.values where view.zoomScale != zoom { view.setZoomScale(zoom) }
        if let selectedLandmark, let view = landmarks.view(for: selectedLandmark), mapView.subviews.last !== view {
            mapView.addSubview(view) // the callout above its neighbours
        }
        readout.text = "centre \(Self.format(centerPoint))   " + String(printf: "zoom %.2fx", zoom)
    }

    /// Makes `tap` wait for the scroll view's double tap to fail (UIKit's single tap beside a
    /// double tap), so the first tap of a double tap never selects or deselects.
    private func requireDoubleTapToFail(_ tap: TapGestureRecognizer) {
        guard let doubleTap = scrollView.doubleTapGestureRecognizer else { return }
        do {
            try tap.require(toFail: doubleTap)
        } catch {
            log.error("\(tap.name) cannot wait for the double tap: \(error)")
        }
    }

    /// Draws the landmarks' discs again for the screen's pixels at the zoom shown (when the
    /// zoom settles: while it changes, their drawings scale).
    private func redrawLandmarks() {
        let scale = pixelsPerPoint * scrollView.zoomScale
        for view in landmarks.visibleViews.values { view.setContentsScale(scale) }
    }

    private func select(_ landmark: Landmark, at time: Double) {
        landmarkTaps += 1
        if let selectedLandmark, selectedLandmark != landmark { landmarks.view(for: selectedLandmark)?.isSelected = false }
        selectedLandmark = landmark
        if let view = landmarks.view(for: landmark) {
            view.isSelected = true
            mapView.addSubview(view)
        }
        report.note("landmark tapped: \(landmark.name) at map point \(Self.format(landmark.center)), callout shown", at: time)
    }

    private func mapTapped(at time: Double) {
        guard let selected = selectedLandmark else { return }
        landmarks.view(for: selected)?.isSelected = false
        selectedLandmark = nil
        deselections += 1
        report.note("tap on the map: \(selected.name) deselected", at: time)
    }

    private func doubleTapped(at time: Double) {
        // The scroll view's own action ran first: it is animating the zoom when the double tap zoomed.
        guard scrollView.isZoomAnimating else { return }
        doubleTapZooms += 1
        report.note("double tap: zooming to \(scrollView.zoomScale > Self.minimumZoom + 0.01 ? "fit" : "2×")", at: time)
    }

    // MARK: ScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> View? { mapView }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let overscroll = currentOverscroll
        largestOverscroll = max(largestOverscroll, overscroll)
        if scrollView.isDecelerating && overscroll > 0 && !bounceNoted { noteBounce(overscroll) }
        showVisibleRegion()
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        let zoom = scrollView.zoomScale
        largestZoom = max(largestZoom, zoom)
        if scrollView.isZoomBouncing && !wasZoomBouncing {
            zoomBounces += 1
            report.note(String(printf: "zoom bounce: %.2f× springs back to %.2f×", zoom,
                               min(max(zoom, Self.minimumZoom), Self.maximumZoom)), at: currentTime)
        }
        wasZoomBouncing = scrollView.isZoomBouncing
        showVisibleRegion()
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        bounceNoted = false
        report.note("pan began at map point \(Self.format(centerPoint))", at: currentTime)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        report.note(String(printf: "drag released at %.0f pt/s", velocity.length), at: currentTime)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        let overscroll = currentOverscroll
        if overscroll > 0 { noteBounce(overscroll) } else { report.note("fling: decelerating", at: currentTime) }
    }

    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        isPinching = true
        report.note("pinch zoom began", at: currentTime)
    }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        wasZoomBouncing = false
        redrawLandmarks()
        guard isPinching else { return }
        isPinching = false
        report.note(String(printf: "pinch ended at zoom %.2f×", scale), at: currentTime)
    }

    private func noteBounce(_ overscroll: Double) {
        bounceNoted = true
        report.note(String(printf: "bounce back from %.0f pt past the edge", overscroll), at: currentTime)
    }

    // MARK: DemoScreen

    /// Notes when the map comes to rest (after each touch frame and each advance).
    override func didAdvance(to time: Double) { noteRest(at: time) }

    /// True when the scroll view has come to rest (no finger, no motion, no animation).
    private var isAtRest: Bool {
        !(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming
            || scrollView.isZoomBouncing || scrollView.isScrollAnimating || scrollView.isZoomAnimating)
    }

    private func noteRest(at time: Double) {
        let atRest = isAtRest
        if atRest && !wasAtRest {
            report.note("at rest: centre \(Self.format(centerPoint)), " + String(printf: "zoom %.2f×", scrollView.zoomScale),
                        at: time)
        }
        wasAtRest = atRest
    }

    /// The landmarks are drawn for the renderer's pixels.
    override func willDraw(at time: Double, labels: LabelCache) {
        if labels.pixelsPerPoint != pixelsPerPoint {
            pixelsPerPoint = labels.pixelsPerPoint
            redrawLandmarks()
        }
        super.willDraw(at: time, labels: labels)
    }

    /// Settled, with every tile drawn, uploaded and faded in when the map is shown (else the
    /// last frame, and a snapshot of it, would keep a placeholder or a half-faded tile); a
    /// hidden map's tiles wait for it to be shown again, and nothing on screen waits for them.
    override func isSettled(at time: Double) -> Bool {
        super.isSettled(at: time) && (view.window == nil || mapView.isSettled(at: time))
    }

    static func format(_ p: Point) -> String {
        String(printf: "(%.0f, %.0f)", p.x, p.y)
    }

    // MARK: Tiles

    /// Draws one tile: land colour by 10,000-point region, grid lines, coordinates at the
    /// crossings (landmarks are views). Pure: the same request always gives the same pixels.
    static let drawTile: TileDrawing = { canvas, request in
        let rect = request.contentRect
        let ppp = request.pixelsPerPoint
        let region = 10_000.0
        let rx = Int((rect.midX / region).rounded(.down)), ry = Int((rect.midY / region).rounded(.down))
        let h = hash(rx, ry)
        canvas.fill(rect, color: Color(red: 0.86 + Double(h % 7) * 0.015, green: 0.92 - Double(h % 5) * 0.012,
                                       blue: 0.84 + Double(h % 3) * 0.03))
        let spacing = gridSpacings.first { $0 * ppp >= minimumGridPixels } ?? contentSide
        let labelSize = 11 / ppp, pad = 3 / ppp
        // Labels reach into neighbouring tiles: widen the search so they are drawn whole.
        let reach = 90 / ppp
        func lines(_ lower: Double, _ upper: Double) -> StrideThrough<Double> {
            stride(from: (lower / spacing).rounded(.down) * spacing, through: upper, by: spacing)
        }
        for x in lines(rect.minX, rect.maxX) {
            let major = (x / (spacing * 10)).rounded() * spacing * 10 == x
            canvas.fill(Rect(x: x, y: rect.minY, width: (major ? 2 : 1) / ppp, height: rect.height),
                        color: Color(red: 0.55, green: 0.62, blue: 0.7, alpha: major ? 0.9 : 0.5))
        }
        for y in lines(rect.minY, rect.maxY) {
            let major = (y / (spacing * 10)).rounded() * spacing * 10 == y
            canvas.fill(Rect(x: rect.minX, y: y, width: rect.width, height: (major ? 2 : 1) / ppp),
                        color: Color(red: 0.55, green: 0.62, blue: 0.7, alpha: major ? 0.9 : 0.5))
        }
        let labelSpacing = spacing * ppp >= 110 ? spacing : spacing * 10
        for x in stride(from: ((rect.minX - reach) / labelSpacing).rounded(.up) * labelSpacing, through: rect.maxX,
                        by: labelSpacing) {
            for y in stride(from: ((rect.minY - reach) / labelSpacing).rounded(.up) * labelSpacing, through: rect.maxY,
                            by: labelSpacing) {
                canvas.draw(text: "\(Int(x)),\(Int(y))", at: Point(x: x + pad, y: y + pad), fontSize: labelSize,
                            color: Color(red: 0.25, green: 0.3, blue: 0.4))
            }
        }
    }

    /// A small integer hash of a cell (deterministic across runs).
    static func hash(_ x: Int, _ y: Int) -> Int {
        var v = UInt64(bitPattern: Int64(x &* 73_856_093 ^ y &* 19_349_663))
        v = (v ^ (v >> 33)) &* 0xff51_afd7_ed55_8ccd
        v = (v ^ (v >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return Int(truncatingIfNeeded: (v ^ (v >> 33)) & 0x7fff_ffff)
    }
}
