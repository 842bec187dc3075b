import FlickAnimation
import FlickInput

/// Content of any size shown through 256-point tiles (CATiledLayer for Flick, research
/// note §4), with the scheduling kept pure and synchronous:
///
/// 1. `update(visible:zoom:)` picks the live tiles (visible plus keep-buffer at the
///    zoom's level of detail), drops the others (their bitmaps go back to the pool)
///    and returns requests for new tiles, nearest the centre first;
/// 2. a `TileWorker` draws them (on a background queue in the app);
/// 3. `receive(_:)` takes finished tiles, dropping stale ones;
/// 4. `commitUploads(at:)` makes at most `uploadsPerFrame` drawn tiles visible and
///    advances the fades (0.25 s);
/// 5. `displayItems(contentToWindow:at:)` emits a placeholder for every tile not yet
///    opaque and the tile textures with their fade opacity.
///
/// `frame(…)` runs all five. Time is always a parameter.
///
/// **Zooming across levels.** When the level of detail changes, the old level's
/// visible, drawn tiles stay as *fallbacks* (MapLibre and Leaflet keep parents and
/// children to cover gaps, research note §4): they are drawn scaled under the new
/// tiles, which fade in over them instead of over placeholders, and go back to the
/// pool once every new tile over them is opaque. Zooming in, a fallback is drawn in parts,
/// each right before the tile over it (`underlay(for:)`), which a renderer draws as one
/// stretch. Fallbacks are not live tiles (they are never requested) and do not count
/// against the live-tile bound.
public struct TiledContent: Sendable {
    /// Fade-in of a new tile, seconds (CATiledLayer's `fadeDuration`, §4).
    public static let defaultFadeDuration = 0.25
    /// Tile uploads allowed per frame (our proposal in §4: a cap on uploads per frame;
    /// 4 tiles of 256² RGBA = 1 MiB per frame).
    public static let defaultUploadsPerFrame = 4
    /// Free bitmaps kept in the pool (our choice: the live-tile bound of a 1280×800
    /// viewport with keep-buffer 1 is (5+1+2)·(4+1+2) = 56).
    public static let defaultPoolCapacity = 64
    /// Placeholder colour (our choice: a light grey, like a map's empty tile).
    public static let defaultPlaceholder = Color(white: 0.9)

    /// The tiling arithmetic.
    public private(set) var grid: TileGrid
    /// Device pixels per point of the tiles at level 0 (2 on a Retina-class screen).
    public let contentsScale: Double
    /// Fade-in duration, seconds.
    public var fadeDuration: Double
    /// Uploads allowed per `commitUploads(at:)`.
    public var uploadsPerFrame: Int
    /// Colour shown where a tile is not drawn yet.
    public var placeholder: Color
    /// How tile textures are sampled at rest (Core Animation's default, bilinear).
    public var filter: TextureFilter = .linear
    /// How tile textures are sampled while the zoom changes from one update to the next,
    /// and how fallback tiles (shown for a moment while the new level fades in) are
    /// always sampled. Bilinear by default, as Core Animation zooms. `.nearest` is for slow
    /// CPUs: measured by us with `flick bench render --scene zoom` (a double-tap zoom frame
    /// of 58 tile quads on SDL's software renderer, 2-core EPYC), 3.3 ms bilinear against
    /// 2.0 ms nearest.
    public var filterWhileZooming: TextureFilter = .linear
    /// True when the last `update(visible:zoom:)` had another zoom than the one before.
    public private(set) var isZooming = false
    private var lastZoom: Double?
    /// The content rect in view at the last `update(visible:zoom:)`, content points.
    private var lastVisible: Rect?
    /// The live tiles.
    public private(set) var tiles: [TileKey: Tile] = [:]
    /// Live keys, nearest the visible centre first.
    public private(set) var order: [TileKey] = []
    /// Counters for the profiler.
    public private(set) var counters = TileCounters()
    /// Drawn tiles of an earlier level kept to cover the new level's pending tiles.
    public private(set) var fallbacks: [TileKey: Bitmap] = [:]
    private var pool: TilePool
    private var nextGeneration: UInt64 = 1
    /// Redraw requests made by `setNeedsDisplay(in:)`, handed out by the next update.
    private var invalidated: [TileRequest] = []

    /// Tiled content over `grid`.
    public init(grid: TileGrid, contentsScale: Double = 1, fadeDuration: Double = TiledContent.defaultFadeDuration,
                uploadsPerFrame: Int = TiledContent.defaultUploadsPerFrame,
                poolCapacity: Int = TiledContent.defaultPoolCapacity, placeholder: Color = TiledContent.defaultPlaceholder) {
        self.grid = grid
        self.contentsScale = contentsScale
        self.fadeDuration = fadeDuration
        self.uploadsPerFrame = uploadsPerFrame
        self.placeholder = placeholder
        pool = TilePool(pixelSize: Int((grid.tileSize * contentsScale).rounded()), capacity: poolCapacity)
    }

    /// Bitmaps waiting in the pool.
    public var pooledBitmaps: Int { pool.freeCount }

    /// Step 1: makes the tiles for `visible` (content points) at `zoom` (window points
    /// per content point) live and returns the drawing requests for new ones.
    public mutating func update(visible: Rect, zoom: Double) -> [TileRequest] {
        let keys = grid.liveTiles(visible: visible, zoom: zoom)
        isZooming = lastZoom.map { $0 != zoom } ?? false
        lastZoom = zoom
        lastVisible = visible
        let wanted = Set(keys)
        let level = keys.first?.level
        for (key, var tile) in tiles where !wanted.contains(key) {
            let shown = tile.isDisplayable ? tile.bitmap : nil
            for bitmap in tile.takeBitmaps() {
                if let shown, bitmap.identity == shown.identity, let level, key.level != level,
                   grid.contentRect(of: key).intersects(visible) {
                    fallbacks[key] = bitmap
                    tileLog.trace("\(key) kept as a fallback for level \(level)")
                } else {
                    pool.release(bitmap)
                }
            }
            tiles[key] = nil
            tileLog.trace("\(key) dropped (\(tile.state))")
        }
        // Fallbacks out of sight, or of the level now live, are no longer needed.
        for (key, bitmap) in fallbacks where key.level == level || !grid.contentRect(of: key).intersects(visible) {
            pool.release(bitmap)
            fallbacks[key] = nil
        }
        var requests = invalidated.filter { tiles[$0.key]?.generation == $0.generation }
        for stale in invalidated where tiles[stale.key]?.generation != stale.generation { pool.release(stale.bitmap) }
        invalidated = []
        for key in keys where tiles[key] == nil {
            let generation = nextGeneration
            nextGeneration += 1
            tiles[key] = Tile(key: key, generation: generation)
            let scale = contentsScale * pow2(key.level)
            requests.append(TileRequest(key: key, generation: generation, contentRect: grid.contentRect(of: key),
                                        pixelsPerPoint: scale, bitmap: pool.take(), pixelSize: pool.pixelSize))
            tileLog.trace("\(key) requested")
        }
        order = keys
        counters.requests += requests.count
        counters.liveTiles = tiles.count
        counters.poolHits = pool.hits
        counters.poolAllocations = pool.allocations
        counters.pendingTiles = tiles.values.filter(\.isPending).count
        counters.fallbackTiles = fallbacks.count
        return requests
    }

    /// Marks the content in `rect` (content points) as changed (CATiledLayer's
    /// `setNeedsDisplay(_:)`, asynchronous, research note §4): every live tile meeting it
    /// is redrawn by the worker, its old pixels showing until the new ones are uploaded;
    /// the requests come out of the next `update(visible:zoom:)`.
    public mutating func setNeedsDisplay(in rect: Rect) {
        for key in order {
            guard var tile = tiles[key], grid.contentRect(of: key).intersects(rect) else { continue }
            let generation = nextGeneration
            nextGeneration += 1
            tile.invalidate(generation: generation)
            for bitmap in tile.takeRetiredBitmaps() { pool.release(bitmap) }
            tiles[key] = tile
            invalidated.append(TileRequest(key: key, generation: generation, contentRect: grid.contentRect(of: key),
                                           pixelsPerPoint: contentsScale * pow2(key.level), bitmap: pool.take(),
                                           pixelSize: pool.pixelSize))
        }
        counters.pendingTiles = tiles.values.filter(\.isPending).count
    }

    /// Step 3: takes finished tiles; results for tiles no longer live (or for an older
    /// request) are dropped and their bitmaps pooled.
    public mutating func receive(_ results: [TileResult]) {
        for result in results {
            if var tile = tiles[result.key], tile.generation == result.generation, tile.finishDrawing(result.bitmap) {
                tiles[result.key] = tile
            } else {
                pool.release(result.bitmap)
                counters.discardedResults += 1
            }
        }
        counters.pendingTiles = tiles.values.filter(\.isPending).count
    }

    /// Step 4: finishes fades that are over and uploads up to `uploadsPerFrame` drawn
    /// tiles, nearest the centre first, starting their fade at `time` (seconds).
    public mutating func commitUploads(at time: Double) {
        var budget = uploadsPerFrame
        for key in order {
            guard var tile = tiles[key] else { continue }
            tile.advance(to: time, fadeDuration: fadeDuration)
            if budget > 0, tile.upload(at: time, fadeDuration: fadeDuration) {
                budget -= 1
                counters.uploads += 1
                for bitmap in tile.takeRetiredBitmaps() { pool.release(bitmap) }
            }
            tiles[key] = tile
        }
        releaseCoveredFallbacks(at: time)
        counters.fallbackTiles = fallbacks.count
        counters.pendingTiles = tiles.values.filter(\.isPending).count
    }

    /// True while a tile is still fading in at `time` (seconds): the picture changes with no
    /// input, so a frame loop that idles when the scene is settled must keep drawing until the
    /// fade ends (else the last frame shown, and a snapshot of it, keeps a half-faded tile).
    public func isFading(at time: Double) -> Bool {
        tiles.values.contains { tile in
            if case .fadingIn = tile.state { return tile.opacity(at: time, fadeDuration: fadeDuration) < 1 }
            return false
        }
    }

    /// True when fallback `key` would not be drawn whole at `time`: out of view at the last
    /// update, or every live tile over its part in view is opaque, has a fallback drawn under
    /// it (`underlay(for:)`: a level's live tiles cover the view, so they hide it all) or is its
    /// parent, drawn in quarters over it (`overlays(for:)`). Such a
    /// fallback is kept, for parts that may come into view while live tiles out of view are
    /// still drawn, but not drawn itself: on the demo's tour at 120 Hz, 327 of 3,744 fallback
    /// draws, in 85 of the 275 frames with fallbacks, up to 9 a frame at the end of a
    /// double-tap zoom's fade, were of fallbacks hidden by opaque tiles (measured by us).
    public func isHidden(fallback key: TileKey, at time: Double) -> Bool {
        isHidden(fallback: key, at: time, underlaid: underlays(at: time))
    }

    /// `isHidden(fallback:at:)` with the live tiles that have a fallback part drawn under them
    /// at `time` (`underlays(at:)`) worked out once for every fallback.
    private func isHidden(fallback key: TileKey, at time: Double,
                          underlaid: [TileKey: (key: TileKey, bitmap: Bitmap)]) -> Bool {
        guard let visible = lastVisible, let shown = grid.contentRect(of: key).intersection(visible) else { return true }
        return tiles.values.allSatisfy { tile in
            !grid.contentRect(of: tile.key).intersects(shown) || tile.opacity(at: time, fadeDuration: fadeDuration) >= 1
                || underlaid[tile.key] != nil || key.parent == tile.key
        }
    }

    /// The live tiles not opaque at `time` that have a fallback part drawn under them, each with
    /// that fallback (`underlay(for:)`).
    private func underlays(at time: Double) -> [TileKey: (key: TileKey, bitmap: Bitmap)] {
        guard !fallbacks.isEmpty else { return [:] }
        var underlays: [TileKey: (key: TileKey, bitmap: Bitmap)] = [:]
        for tile in tiles.values where tile.opacity(at: time, fadeDuration: fadeDuration) < 1 {
            underlays[tile.key] = underlay(for: tile.key)
        }
        return underlays
    }

    /// The fallback drawn under live tile `key` while the tile is in view and not opaque: the
    /// finest fallback of a coarser level whose content rect holds the tile's (kept while
    /// zooming in), else `nil` (zooming out, the fallbacks are finer than the live tiles:
    /// `overlays(for:)`). Only the fallback's part under the tile is drawn, right before the
    /// tile, where the whole fallback was drawn under every tile: a renderer then draws the
    /// pair in one pass (the tile's texels blended over the part's in the tile's own grid,
    /// `SDLRenderer+CrossFade`), so a tile fading in over its parent costs about what an
    /// opaque tile costs.
    public func underlay(for key: TileKey) -> (key: TileKey, bitmap: Bitmap)? {
        guard !fallbacks.isEmpty, let visible = lastVisible else { return nil }
        let rect = grid.contentRect(of: key)
        guard rect.intersects(visible) else { return nil }
        var best: (key: TileKey, bitmap: Bitmap)?
        for (candidate, bitmap) in fallbacks where candidate.level < key.level && (best.map { candidate.level > $0.key.level } ?? true) {
            let cover = grid.contentRect(of: candidate)
            if cover.minX <= rect.minX, cover.minY <= rect.minY, cover.maxX >= rect.maxX, cover.maxY >= rect.maxY {
                best = (candidate, bitmap)
            }
        }
        return best
    }

    /// Zooming out, the quarters of live tile `key` while it is in view with no coarser fallback
    /// under it (`underlay(for:)`), each with the fallback of the next finer level there, if
    /// any; `nil` when no quarter has one (then the finer fallbacks are drawn whole, under the
    /// whole tile). While the tile is not opaque, each quarter's fallback is drawn right before
    /// the part of the tile over it, and not whole: a renderer then draws the pair in one pass
    /// (the tile's texels resampled to the fallback's grid and blended over its texels,
    /// `SDLRenderer+CrossFade`), so a tile fading in over the finer tiles it replaces costs about
    /// what those cost opaque.
    public func overlays(for key: TileKey) -> [(key: TileKey, bitmap: Bitmap?)]? {
        underlay(for: key) == nil ? finerFallbacks(in: key) : nil
    }

    /// `overlays(for:)` for a tile already known to have no coarser fallback under it.
    private func finerFallbacks(in key: TileKey) -> [(key: TileKey, bitmap: Bitmap?)]? {
        guard !fallbacks.isEmpty, let visible = lastVisible, grid.contentRect(of: key).intersects(visible) else { return nil }
        let quarters = key.quarters.map { (key: $0, bitmap: fallbacks[$0]) }
        return quarters.contains { $0.bitmap != nil } ? quarters : nil
    }

    /// True when every live tile meeting `rect` (content points) is opaque at `time`.
    private func liveTilesAreOpaque(over rect: Rect, at time: Double) -> Bool {
        tiles.values.allSatisfy { tile in
            !grid.contentRect(of: tile.key).intersects(rect) || tile.opacity(at: time, fadeDuration: fadeDuration) >= 1
        }
    }

    /// Pools every fallback whose overlapping live tiles are all opaque at `time`.
    private mutating func releaseCoveredFallbacks(at time: Double) {
        for (key, bitmap) in fallbacks {
            if liveTilesAreOpaque(over: grid.contentRect(of: key), at: time) {
                pool.release(bitmap)
                fallbacks[key] = nil
                tileLog.trace("fallback \(key) released")
            }
        }
    }

    /// Step 5: the display items at `time`: the fallbacks drawn whole
    /// (`isHidden(fallback:at:)` false), then for each live tile a placeholder while it is
    /// not opaque and no fallback covers it, the part of a coarser fallback under it while it
    /// is in view and not opaque (`underlay(for:)`), and its texture at its fade opacity; or,
    /// zooming out while it is in view and not opaque with finer fallbacks in its quarters
    /// (`overlays(for:)`), for each quarter the fallback there and the tile's part over it at
    /// its fade opacity; mapped to the window by `contentToWindow` (content points → window
    /// points).
    public func displayItems(contentToWindow: Transform3D, at time: Double) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let covers = fallbacks.keys.map { grid.contentRect(of: $0) }
        let underlaid = underlays(at: time)
        for (key, bitmap) in fallbacks.sorted(by: { $0.key.level < $1.key.level })
        where !isHidden(fallback: key, at: time, underlaid: underlaid) {
            items.append(textureItem(key, bitmap, contentToWindow, opacity: 1, filter: filterWhileZooming))
        }
        let filter = isZooming ? filterWhileZooming : filter
        for key in order {
            guard let tile = tiles[key] else { continue }
            let rect = grid.contentRect(of: key)
            let opacity = tile.opacity(at: time, fadeDuration: fadeDuration)
            if opacity < 1 && !Self.isCovered(rect, by: covers) {
                items.append(.quad(TransformedQuad(rect: rect, transform: contentToWindow, fill: .color(placeholder))))
            }
            if let under = underlaid[key] {
                items.append(textureItem(under.key, under.bitmap, contentToWindow, opacity: 1, filter: filterWhileZooming,
                                         part: rect))
            } else if opacity < 1, let pairs = finerFallbacks(in: key) {
                // (No fallback under it: `underlaid` holds every tile not opaque that has one.)
                // Zooming out: the tile in quarters, each over the finer fallback under it.
                for (quarter, fallback) in pairs {
                    guard let part = grid.contentRect(of: quarter).intersection(rect) else { continue }
                    if let fallback {
                        items.append(textureItem(quarter, fallback, contentToWindow, opacity: 1, filter: filterWhileZooming))
                    }
                    if opacity > 0, let bitmap = tile.bitmap {
                        items.append(textureItem(key, bitmap, contentToWindow, opacity: opacity, filter: filter, part: part,
                                                 fadesInOverPrevious: fallback != nil))
                    }
                }
                continue
            }
            if opacity > 0, let bitmap = tile.bitmap {
                items.append(textureItem(key, bitmap, contentToWindow, opacity: opacity, filter: filter,
                                         fadesInOverPrevious: underlaid[key] != nil))
            }
        }
        return items
    }

    /// A tile's texture quad (edge tiles use the drawn part of their bitmap), or of its `part`
    /// only (content points inside the tile's rect); `fadesInOverPrevious` marks it as fading in
    /// over the item appended right before it (`TransformedQuad.fadesInOverPrevious`).
    private func textureItem(_ key: TileKey, _ bitmap: Bitmap, _ contentToWindow: Transform3D,
                             opacity: Double, filter: TextureFilter, part: Rect? = nil,
                             fadesInOverPrevious: Bool = false) -> DisplayItem {
        let whole = grid.contentRect(of: key)
        let rect = part ?? whole
        let span = grid.tileSpan(level: key.level)
        let uv = Rect(x: (rect.minX - whole.minX) / span, y: (rect.minY - whole.minY) / span,
                      width: rect.width / span, height: rect.height / span)
        return .quad(TransformedQuad(rect: rect, transform: contentToWindow,
                                     fill: .texture(bitmap, uv: uv, tint: .white), opacity: opacity, filter: filter,
                                     fadesInOverPrevious: fadesInOverPrevious))
    }

    /// True when the fallback rectangles `covers` (which do not overlap within a level)
    /// cover `rect`, by area (our approximation; 0.1 % slack for rounding).
    static func isCovered(_ rect: Rect, by covers: [Rect]) -> Bool {
        let area = rect.width * rect.height
        guard area > 0 else { return true }
        let covered = covers.reduce(0.0) { sum, c in sum + (c.intersection(rect).map { $0.width * $0.height } ?? 0) }
        return covered >= area * 0.999
    }

    /// One frame: update, submit new requests to `worker`, receive its finished tiles,
    /// commit uploads at `time` and return the display items. `visible` is in content
    /// points, `zoom` in window points per content point.
    public mutating func frame(visible: Rect, zoom: Double, at time: Double, worker: TileWorker,
                               contentToWindow: Transform3D) -> [DisplayItem] {
        worker.submit(update(visible: visible, zoom: zoom))
        receive(worker.takeFinished())
        commitUploads(at: time)
        return displayItems(contentToWindow: contentToWindow, at: time)
    }

    /// The content-to-window transform of a scroll view showing content scrolled to
    /// `offset` (content points at the viewport's top-left) at `zoom`, with the viewport's
    /// top-left at `origin` in the window.
    public static func contentToWindow(offset: Point, zoom: Double, origin: Point = .zero) -> Transform3D {
        Transform3D(translationX: -offset.x, y: -offset.y)
            .concatenating(Transform3D(scaleX: zoom, y: zoom))
            .concatenating(Transform3D(translationX: origin.x, y: origin.y))
    }

    /// The visible content rectangle (points) of a `viewport`-sized view scrolled to
    /// `offset` at `zoom`.
    public static func visibleRect(offset: Point, zoom: Double, viewport: Size) -> Rect {
        Rect(origin: offset, size: Size(width: viewport.width / zoom, height: viewport.height / zoom))
    }

    private func pow2(_ level: Int) -> Double { grid.tileSize / grid.tileSpan(level: level) }
}
