import FlickAnimation
import FlickInput
import FlickScene

/// A view for content too big for one bitmap (`CATiledLayer` as a view): its bounds are
/// the content, drawn in tiles by a `TileWorker` (the tile source: a
/// `SynchronousTileWorker` in tests, a background worker in the app) through FlickScene's
/// `TiledContent`. Each frame, while the display list is built, it works out the part of
/// its bounds visible in the window (through every ancestor's transform and clip, so a
/// zooming scroll view's offset and zoom need no wiring) and the zoom it is shown at,
/// requests the tiles of that rectangle at the zoom's level of detail, uploads finished
/// ones (a few per frame, fading in) and draws them, placeholders where none is ready.
/// `visibleContentRect` and `zoomScale` tell what the last frame drew for.
open class TiledView: View {
    /// The tiles' scheduling (live tiles, fades, fallbacks across levels, counters).
    public private(set) var tiledContent: TiledContent
    /// Draws the requested tiles.
    public let worker: any TileWorker
    /// The part of the bounds the last frame showed, points (`nil` before the first frame
    /// or when nothing was visible).
    public private(set) var visibleContentRect: Rect?
    /// Window points per bounds point in the last frame (the enclosing zoom), 1 before it.
    public private(set) var zoomScale = 1.0

    /// Finished tiles made visible per frame (`TiledContent.uploadsPerFrame`; fewer spread
    /// the texture uploads of a pan that reveals a row of tiles over more frames).
    public var uploadsPerFrame: Int {
        get { tiledContent.uploadsPerFrame }
        set { tiledContent.uploadsPerFrame = max(1, newValue) }
    }

    private let tileSize: Double
    private let maximumLevel: Int
    private let contentsScaleOfTiles: Double

    /// A tiled view over `frame`, with tiles of `tileSize` points at level 0, levels of
    /// detail up to `maximumLevel` (each doubles the pixels per point), drawn at
    /// `contentsScale` pixels per point by `worker`.
    public init(
        frame: Rect, worker: any TileWorker, tileSize: Double = TileGrid.defaultTileSize,
        maximumLevel: Int = 2, contentsScale: Double = 1
    ) {
        self.worker = worker
        self.tileSize = tileSize.isFinite && tileSize > 0 ? tileSize : TileGrid.defaultTileSize
        self.maximumLevel = maximumLevel
        contentsScaleOfTiles = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        tiledContent = TiledContent(
            grid: TileGrid(contentSize: frame.size, tileSize: self.tileSize, maximumLevel: maximumLevel),
            contentsScale: contentsScaleOfTiles)
        super.init(frame: frame)
        if tileSize != self.tileSize || contentsScale != contentsScaleOfTiles {
            log.warning(
                "\(debugName): tile size \(tileSize) or contents scale \(contentsScale) is not a positive number; using \(self.tileSize), \(contentsScaleOfTiles)"
            )
        }
        layer.displayItemsProvider = { [weak self] item, time in self?.tileItems(for: item, at: time) ?? [] }
    }

    /// Redraws the tiles meeting `rect` (bounds points); their old pixels show until the
    /// new ones are ready (`CATiledLayer.setNeedsDisplay(_:)`).
    public func setNeedsDisplay(in rect: Rect) { tiledContent.setNeedsDisplay(in: rect) }

    /// A new size starts over with a grid of that size (tiles are dropped).
    open override func layoutSubviews() {
        guard tiledContent.grid.contentSize != bounds.size else { return }
        tiledContent = TiledContent(
            grid: TileGrid(contentSize: bounds.size, tileSize: tileSize, maximumLevel: maximumLevel),
            contentsScale: contentsScaleOfTiles, uploadsPerFrame: tiledContent.uploadsPerFrame)
    }

    /// True when the picture is complete at `time` (seconds): no live tile waits for the
    /// worker or for its upload, and none is still fading in. Until then frames change with
    /// no input, so a loop that stops drawing at rest must keep drawing.
    public func isSettled(at time: Double) -> Bool {
        tiledContent.counters.pendingTiles == 0 && !tiledContent.isFading(at: time)
    }

    /// The frame's tile items for the layer drawn as `item` at `time` (seconds).
    private func tileItems(for item: RenderItem, at time: Double) -> [DisplayItem] {
        let t = item.transform
        let zoom = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot()
        guard zoom > 0, zoom.isFinite, let visible = visibleRect(of: item) else {
            visibleContentRect = nil
            return []
        }
        visibleContentRect = visible
        zoomScale = zoom
        let origin = item.properties.bounds.origin
        let contentToWindow = Transform3D(translationX: origin.x, y: origin.y).concatenating(t)
        let contentVisible = visible.offsetBy(Point(x: -origin.x, y: -origin.y))
        return tiledContent.frame(
            visible: contentVisible, zoom: zoom, at: time, worker: worker,
            contentToWindow: contentToWindow)
    }

    /// The part of the bounds inside the window and every ancestor clip, bounds points: the
    /// bounding box of the visible window rectangle's corners taken back into the bounds.
    private func visibleRect(of item: RenderItem) -> Rect? {
        var root: View = self
        while let parent = root.superview { root = parent }
        var windowRect: Rect? = root.frame
        for clip in item.clips { windowRect = windowRect?.intersection(LayerDisplayListBuilder.windowRect(of: clip)) }
        guard let area = windowRect, area.width > 0, area.height > 0 else { return nil }
        let corners = [
            Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
            Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY),
        ]
        .compactMap { item.transform.unproject($0) }
        guard corners.count == 4 else { return item.properties.bounds }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        guard let inside = box.intersection(item.properties.bounds), inside.width > 0, inside.height > 0 else {
            return nil
        }
        return inside
    }
}
