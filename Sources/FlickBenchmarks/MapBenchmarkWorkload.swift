import FlickAnimation
import FlickInput
import FlickRuntime
import FlickScene
import FlickScroll
import FoundationEssentials

/// The benchmark workload of `flick profile` and `flick bench frame` (`--scene map`, issue #8's
/// goals); not the demo's map (flick-demo's `MapScene`, a multiscale map for people). Built
/// from the real components: a map-like tiled canvas (FlickScene `TiledContent`, 256-point
/// tiles drawn procedurally by a tile worker, about 60 live tiles at 1280×800) scrolled by a FlickScroll `ScrollModel` whose
/// fling is restarted whenever it comes to rest, and a card layer folding and unfolding
/// without pause (FlickAnimation `FoldTransition` laid out by FlickScene's
/// `TransitionLayers`: one layer per panel with its shading), flattened by FlickScene's
/// layer → display list builder.
///
/// Per frame: touches go to the scroll view's recognizers; physics advances the scroll
/// view; the animation phase lays the fold panels out for the target time; layout picks
/// the live tiles for the scroll offset, hands new requests to the worker, takes the
/// finished ones and commits uploads; the display list is the tiles under the layer tree.
/// Deterministic with a `SynchronousTileWorker`; with `BackgroundTileWorker` tiles arrive
/// when drawn and the frame never waits for them.
public final class MapBenchmarkWorkload: FrameWork {
    /// Viewport, points (issue #8: 1280×800).
    public static let defaultViewport = Size(width: 1280, height: 800)
    /// Tile side, points (CATiledLayer's 256, research note §4).
    public static let tileSize = TileGrid.defaultTileSize
    /// Content size, points (our choice: 2²⁰ square, a slippy map at zoom 12; large enough
    /// that flings from the centre never reach an edge).
    public static let contentSize = Size(width: 1_048_576, height: 1_048_576)
    /// Tiles kept around the visible ones (keep-buffer 1: up to (5+1+2)·(4+1+2) = 56 live
    /// tiles at 1280×800, research note §4).
    public static let keepBuffer = 1
    /// Tile uploads allowed per frame: FlickScene's cap (4 tiles of 256² RGBA = 1 MiB per
    /// frame, research note §4); a 2500 pt/s fling needs a new column of 4–5 tiles about
    /// every 6 frames at 60 Hz, so it keeps up while spreading the upload cost.
    public static let uploadsPerFrame = TiledContent.defaultUploadsPerFrame
    /// The fling velocities used in turn, points per second (our choice: a brisk flick;
    /// alternating directions keep the offset near the middle of the content).
    public static let flingVelocities = [Point(x: 1800, y: 1100), Point(x: -1600, y: -1300)]
    /// Card size, points (our choice: a 480×320 panel, 2h = 320).
    public static let defaultCardSize = Size(width: 480, height: 320)
    /// Duration of each fold and each unfold, seconds (our choice: longer than MPFold's
    /// 0.3 s so the fold is moving in every frame of a profile; the run alternates them).
    public static let foldDuration = 1.2

    /// Viewport, points.
    public let viewport: Size
    /// The scroll view moving over the map.
    public private(set) var scrollView: ScrollModel
    /// The tiled map.
    public private(set) var tiles: TiledContent
    /// The root of the layer tree drawn over the map.
    public let root: Layer
    /// The folding card: the transition's layers (`card.container` is in the tree).
    public let card: TransitionLayers
    /// The fold and the unfold, run in turn.
    public let fold: FoldTransition, unfold: FoldTransition
    /// The fold angle at the last animation phase, radians.
    public private(set) var foldAngle = 0.0
    /// Flings started (the first plus every restart at rest).
    public private(set) var flingCount = 0
    /// Touch frames delivered.
    public private(set) var framesDelivered = 0

    private let worker: any TileWorker
    private var foldStart: Double?
    private var poolHitsSeen = 0
    private var framePoolHits = 0

    /// A map scene of `viewport` points whose tiles `worker` draws (see `drawTile`), with a
    /// folding card of `cardSize` points in the middle.
    public init(viewport: Size = MapBenchmarkWorkload.defaultViewport, cardSize: Size = MapBenchmarkWorkload.defaultCardSize,
                worker: any TileWorker) {
        self.viewport = viewport
        self.worker = worker
        var view = ScrollModel(size: viewport, contentSize: Self.contentSize)
        view.setContentOffset(Point(x: (Self.contentSize.width - viewport.width) / 2,
                                    y: (Self.contentSize.height - viewport.height) / 2), animated: false)
        scrollView = view
        tiles = TiledContent(grid: TileGrid(contentSize: Self.contentSize, tileSize: Self.tileSize,
                                            keepBuffer: Self.keepBuffer),
                             uploadsPerFrame: Self.uploadsPerFrame)
        fold = FoldTransition(size: cardSize, duration: Self.foldDuration)
        unfold = FoldTransition(size: cardSize, style: .unfold, duration: Self.foldDuration)
        root = Layer(name: "map overlay")
        root.bounds = Rect(origin: .zero, size: viewport)
        root.position = Point(x: viewport.width / 2, y: viewport.height / 2)
        card = TransitionLayers(frame: Rect(x: (viewport.width - cardSize.width) / 2,
                                            y: (viewport.height - cardSize.height) / 2,
                                            width: cardSize.width, height: cardSize.height),
                                source: Self.cardImages[.source], destination: Self.cardImages[.destination])
        root.addSublayer(card.container)
        card.update(with: fold.panels(angle: 0))
    }

    /// A map scene drawing its tiles on a background queue (`BackgroundTileWorker`).
    public convenience init(viewport: Size = MapBenchmarkWorkload.defaultViewport) {
        self.init(viewport: viewport, worker: BackgroundTileWorker(draw: MapBenchmarkWorkload.drawTile))
    }

    /// Draws one map tile procedurally (content points): a land colour varying by tile,
    /// blocks, a road grid every 64 points with arterials every 256, and the tile's label.
    public static let drawTile: TileDrawing = { canvas, request in
        let r = request.contentRect
        let k = request.key
        let hash = UInt64(bitPattern: Int64(k.column &* 73_856_093 ^ k.row &* 19_349_663))
        let shade = Double(hash % 17) / 100
        canvas.fill(r, color: Color(red: 0.86 - shade, green: 0.9 - shade / 2, blue: 0.82))
        var block = 0
        for y in stride(from: r.minY, to: r.maxY, by: 64) {
            for x in stride(from: r.minX, to: r.maxX, by: 64) {
                block += 1
                if (hash >> UInt64(block % 60)) & 3 == 0 {
                    canvas.fill(roundedRect: Rect(x: x + 10, y: y + 10, width: 44, height: 44), cornerRadius: 6,
                                color: Color(red: 0.7, green: 0.82, blue: 0.65))
                }
            }
        }
        for offset in stride(from: 0.0, to: r.width, by: 64) {
            let major = offset == 0
            let width = major ? 6.0 : 2.0
            let color = major ? Color(red: 1, green: 0.85, blue: 0.45) : Color.white
            canvas.strokeLine(from: Point(x: r.minX + offset, y: r.minY), to: Point(x: r.minX + offset, y: r.maxY),
                              lineWidth: width, color: color)
            canvas.strokeLine(from: Point(x: r.minX, y: r.minY + offset), to: Point(x: r.maxX, y: r.minY + offset),
                              lineWidth: width, color: color)
        }
        canvas.draw(text: "\(k.column),\(k.row)", at: Point(x: r.minX + 12, y: r.minY + 12), fontSize: 14,
                    color: Color(white: 0.3))
    }

    /// Gestures phase: each touch frame goes to the scroll view (its pan and pinch
    /// recognizers); the scroll view fills the window, so window points are its points.
    public func deliver(_ inputs: [TouchFrame], at time: Double) {
        for frame in inputs { scrollView.handle(frame) }
        framesDelivered += inputs.count
    }

    /// Physics phase: advances the scroll view to `target`; a view at rest with no finger
    /// down gets the next fling, so the map is always moving.
    public func advancePhysics(to target: Double) {
        scrollView.advance(to: target)
        if scrollView.state == .idle && !scrollView.isTracking {
            let velocity = Self.flingVelocities[flingCount % Self.flingVelocities.count]
            scrollView.fling(velocity: velocity, at: target)
            flingCount += 1
            log.trace("map: fling \(flingCount) at \(velocity.x), \(velocity.y) pt/s, t = \(target) s")
        }
    }

    /// Animation phase: the fold (then the unfold, and so on) at `target`, laid out as
    /// panel layers.
    public func advanceAnimations(to target: Double) {
        let start = foldStart ?? target
        foldStart = start
        let cycle = 2 * Self.foldDuration
        let phase = (target - start).truncatingRemainder(dividingBy: cycle)
        let transition = phase < Self.foldDuration ? fold : unfold
        let local = phase < Self.foldDuration ? phase : phase - Self.foldDuration
        foldAngle = transition.angle(at: local)
        card.update(with: transition.panels(angle: foldAngle))
    }

    /// Layout phase: the live tiles for the scroll offset at `target`, new requests to the
    /// worker, finished tiles taken, uploads committed.
    public func layout(at target: Double) {
        let visible = TiledContent.visibleRect(offset: scrollView.contentOffset, zoom: 1, viewport: viewport)
        worker.submit(tiles.update(visible: visible, zoom: 1))
        tiles.receive(worker.takeFinished())
        tiles.commitUploads(at: target)
        framePoolHits = tiles.counters.poolHits - poolHitsSeen
        poolHitsSeen = tiles.counters.poolHits
    }

    /// Display-list phase: the tiles (placeholders and fading textures) at the scroll
    /// offset, then the layer tree.
    public func makeDisplayList(at target: Double) -> DisplayList {
        let toWindow = TiledContent.contentToWindow(offset: scrollView.contentOffset, zoom: 1)
        var list = DisplayList(items: tiles.displayItems(contentToWindow: toWindow, at: target))
        list.append(contentsOf: LayerDisplayListBuilder.displayList(for: root, at: target))
        return list
    }

    /// Live tiles and the tile pool's hits in this frame.
    public var counters: FrameCounters {
        FrameCounters(liveTiles: tiles.counters.liveTiles, poolHits: framePoolHits)
    }

    /// The card's source and destination images (drawn once per process).
    private static let cardImages: [TransitionPanel.Content: Bitmap] = [
        .source: cardImage(title: "FROM", tint: Color(red: 0.95, green: 0.92, blue: 0.85)),
        .destination: cardImage(title: "TO", tint: Color(red: 0.8, green: 0.9, blue: 0.98)),
    ]

    /// A card image titled `title`.
    private static func cardImage(title: String, tint: Color) -> Bitmap {
        let w = defaultCardSize.width, h = defaultCardSize.height
        var canvas = Canvas(width: Int(w), height: Int(h))
        canvas.fill(Rect(x: 0, y: 0, width: w, height: h), color: tint)
        for stripe in 0..<12 {
            canvas.fill(Rect(x: 0, y: Double(stripe) * h / 12, width: w, height: 4), color: Color(white: 0.75))
        }
        canvas.stroke(Rect(x: 2, y: 2, width: w - 4, height: h - 4), lineWidth: 4, color: Color(white: 0.3))
        canvas.draw(text: title, at: Point(x: 24, y: 24), fontSize: 48, color: Color(white: 0.2))
        return canvas.makeBitmap()
    }
}
