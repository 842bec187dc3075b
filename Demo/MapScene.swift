import FlickAnimation
import FlickInput
import FlickRuntime
import FlickScene
import FlickScroll
import Foundation

/// Map: a 1,000,000 × 1,000,000 point canvas drawn procedurally in 256-point tiles (a
/// grid every 100/1,000/10,000… points by zoom, coordinates at grid crossings, a named
/// landmark in every 500-point cell), in a zooming `ScrollModel`: pan, fling, rubber-band
/// bounce at the edges, pinch zoom between `minimumZoom` and `maximumZoom` with zoom bounce,
/// double tap to zoom in (and out again).
final class MapScene: DemoScene, ScrollModelDelegate {
    /// Side of the square map, points (issue 9).
    /// Tile textures made visible per frame, tiles (ours, measured on the headless tour with
    /// the late frame start: TiledContent's default of 4 gave map frames a p99 of 4.2–5.7 ms
    /// and misses when a pan revealed a row of tiles; 1 gives 3.5–3.8 ms, and every tile still
    /// lands within a few frames behind its parent's fallback).
    static let uploadsPerFrame = 1
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
    /// One landmark per square cell of this side, points (ours).
    static let landmarkCell = 500.0
    /// Landmarks are drawn when a cell is at least this wide on screen, pixels (ours).
    static let landmarkCellPixels = 60.0

    let name = "Map"
    let report = SceneReport()
    private(set) var scroll: ScrollModel
    private(set) var tiles: TiledContent
    let worker: any TileWorker
    let viewport: Rect

    /// Largest zoom scale shown (the zoom bounce overshoot), smallest, and total movement.
    private(set) var largestZoom = 1.0, smallestZoom = 1.0
    /// Largest distance the offset went past its range (rubber band), points.
    private(set) var largestOverscroll = 0.0
    /// Number of double taps that zoomed, and of zoom bounces seen.
    private(set) var doubleTapZooms = 0, zoomBounces = 0
    private var wasZoomBouncing = false
    private var lastState: ScrollModel.State = .idle

    /// A map filling `viewport` (window points), its tiles drawn where `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        self.viewport = viewport
        var scroll = ScrollModel(size: viewport.size, contentSize: Size(width: Self.contentSide, height: Self.contentSide))
        scroll.minimumZoomScale = Self.minimumZoom
        scroll.maximumZoomScale = Self.maximumZoom
        scroll.zoomsOnDoubleTap = true
        scroll.doubleTapZoomScale = Self.doubleTapZoom
        scroll.delaysContentTouches = false
        scroll.contentOffset = Self.initialOffset
        self.scroll = scroll
        tiles = TiledContent(grid: TileGrid(contentSize: Size(width: Self.contentSide, height: Self.contentSide)), uploadsPerFrame: Self.uploadsPerFrame)
        switch work {
        case .background: worker = BackgroundTileWorker(draw: MapScene.drawTile)
        case .betweenFrames: worker = DeferredTileWorker(draw: MapScene.drawTile)
        case .inline: worker = SynchronousTileWorker(draw: MapScene.drawTile)
        }
        self.scroll.delegate = self
    }

    /// The content offset in unscaled map points (the map point at the viewport's top-left).
    var mapOffset: Point { scroll.contentOffset / scroll.zoomScale }

    /// The map point at the viewport's centre.
    var centerPoint: Point {
        mapOffset + Point(x: viewport.width / 2, y: viewport.height / 2) / scroll.zoomScale
    }

    // MARK: ScrollModelDelegate

    func viewForZooming(in scrollView: ScrollModel) -> Size? { Size(width: Self.contentSide, height: Self.contentSide) }

    func scrollViewDidEndZooming(_ scrollView: ScrollModel, atScale scale: Double) {
        report.note(String(format: "pinch ended at zoom %.2f×", scale), at: scrollView.time)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollModel, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        report.note(String(format: "drag released at %.0f pt/s", velocity.length), at: scrollView.time)
    }

    // MARK: DemoScene

    func handle(_ frame: TouchFrame) {
        var local = frame
        for index in local.touches.indices { local.touches[index].location -= viewport.origin }
        let zoomBefore = scroll.zoomScale
        scroll.handle(local)
        if scroll.state == .animating && lastState != .animating && scroll.zoomScale == zoomBefore {
            doubleTapZooms += 1
            report.note("double tap: zooming to \(scroll.zoomScale > Self.minimumZoom + 0.01 ? "fit" : "2×")",
                        at: frame.time)
        }
        observe(at: frame.time)
    }

    func advance(to time: Double) {
        scroll.advance(to: time)
        observe(at: time)
    }

    private func observe(at time: Double) {
        if scroll.state != lastState {
            switch scroll.state {
            case .dragging: report.note("pan began at map point \(Self.format(centerPoint))", at: time)
            case .decelerating: report.note("fling: decelerating", at: time)
            case .bouncing where !scroll.isZoomBouncing:
                report.note(String(format: "bounce back from %.0f pt past the edge", currentOverscroll), at: time)
            case .zooming: report.note("pinch zoom began", at: time)
            case .idle:
                report.note(String(format: "at rest: centre %@, zoom %.2f×", Self.format(centerPoint), scroll.zoomScale),
                            at: time)
            case .tracking, .paging, .animating, .bouncing: break
            }
            lastState = scroll.state
        }
        if scroll.isZoomBouncing && !wasZoomBouncing {
            zoomBounces += 1
            report.note(String(format: "zoom bounce: %.2f× springs back to %.2f×", scroll.zoomScale,
                               min(max(scroll.zoomScale, Self.minimumZoom), Self.maximumZoom)), at: time)
        }
        wasZoomBouncing = scroll.isZoomBouncing
        largestZoom = max(largestZoom, scroll.zoomScale)
        smallestZoom = min(smallestZoom, scroll.zoomScale)
        largestOverscroll = max(largestOverscroll, currentOverscroll)
    }

    /// How far the offset lies outside its range, points (0 inside).
    var currentOverscroll: Double {
        let clamped = scroll.clampedOffset(scroll.contentOffset)
        return clamped.distance(to: scroll.contentOffset)
    }

    func isSettled(at time: Double) -> Bool {
        scroll.state == .idle && tiles.counters.pendingTiles == 0 && !tiles.isFading(at: time)
    }

    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        let zoom = scroll.zoomScale
        let offset = mapOffset
        let visible = TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: viewport.size)
        list.append(.pushClip(viewport))
        list.items += tiles.frame(visible: visible, zoom: zoom, at: time, worker: worker,
                                  contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: zoom,
                                                                                 origin: viewport.origin))
        for axis in [Axis.horizontal, .vertical] {
            if let indicator = scroll.scrollIndicator(axis), indicator.alpha > 0 {
                list.fill(indicator.frame.offsetBy(viewport.origin), color: Color(white: 0, alpha: 0.45 * indicator.alpha),
                          cornerRadius: ScrollIndicator.thickness / 2)
            }
        }
        list.fill(Rect(x: viewport.minX + 12, y: viewport.minY + 12, width: 470, height: 30),
                  color: Color(white: 1, alpha: 0.85), cornerRadius: 8)
        labels.draw(String(format: "centre %@   zoom %.2fx", Self.format(centerPoint), zoom),
                    at: Point(x: viewport.minX + 22, y: viewport.minY + 20), size: 16, color: Color(white: 0.1), into: &list)
        list.append(.popClip)
    }

    static func format(_ p: Point) -> String {
        String(format: "(%.0f, %.0f)", p.x, p.y)
    }

    // MARK: Tiles

    /// Draws one tile: land colour by 10,000-point region, grid lines, coordinates at the
    /// crossings, landmarks. Pure: the same request always gives the same pixels.
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
        let cell = landmarkCell
        guard cell * ppp >= landmarkCellPixels else { return }
        let radius = 40.0
        for cx in Int(((rect.minX - cell) / cell).rounded(.down))...Int((rect.maxX / cell).rounded(.down)) {
            for cy in Int(((rect.minY - cell) / cell).rounded(.down))...Int((rect.maxY / cell).rounded(.down)) {
                guard cx >= 0, cy >= 0 else { continue }
                let k = hash(cx, cy)
                let center = Point(x: Double(cx) * cell + 80 + Double(k % 340), y: Double(cy) * cell + 80 + Double((k / 340) % 340))
                let bounds = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius + 200 / ppp,
                                  height: 2 * radius + 30 / ppp)
                guard bounds.intersects(rect) else { continue }
                let hue = Double(k % 360) / 360
                canvas.fill(roundedRect: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                            cornerRadius: radius,
                            color: Color(red: 0.5 + 0.4 * sin(hue * 6.28), green: 0.5 + 0.4 * sin(hue * 6.28 + 2.1),
                                         blue: 0.5 + 0.4 * sin(hue * 6.28 + 4.2)))
                canvas.draw(text: landmarkName(k), at: Point(x: center.x + radius + 4 / ppp, y: center.y - 6 / ppp),
                            fontSize: 13 / ppp, color: Color(white: 0.15))
            }
        }
    }

    /// A landmark's name from its cell hash.
    static func landmarkName(_ k: Int) -> String {
        let first = ["North", "Old", "Blue", "Stone", "Cedar", "Harbour", "King's", "Mill", "Elm", "Fox"]
        let second = ["Gate", "Tower", "Park", "Bridge", "Market", "Hill", "Square", "Lake", "Fort", "Well"]
        return first[k % first.count] + " " + second[(k / 10) % second.count]
    }

    /// A small integer hash of a cell (deterministic across runs).
    static func hash(_ x: Int, _ y: Int) -> Int {
        var v = UInt64(bitPattern: Int64(x &* 73_856_093 ^ y &* 19_349_663))
        v = (v ^ (v >> 33)) &* 0xff51_afd7_ed55_8ccd
        v = (v ^ (v >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return Int(truncatingIfNeeded: (v ^ (v >> 33)) & 0x7fff_ffff)
    }
}
