import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

final class TiledContentTests: XCTestCase {
    /// Draws a tile's content: a colour from its content position (so tiles differ).
    static let paint = TilePaint.byPosition

    func testLevelIsTheLargestPowerOfTwoNotAboveTheZoom() {
        let grid = TileGrid(contentSize: Size(width: 1000, height: 1000), maximumLevel: 3)
        XCTAssertEqual(grid.level(forZoom: 1), 0)
        XCTAssertEqual(grid.level(forZoom: 1.99), 0)
        XCTAssertEqual(grid.level(forZoom: 2), 1)
        XCTAssertEqual(grid.level(forZoom: 0.5), -1)
        XCTAssertEqual(grid.level(forZoom: 0.49), -2)
        XCTAssertEqual(grid.level(forZoom: 100), 3, "clamped to the sharpest level")
        XCTAssertEqual(grid.tileSpan(level: -2), 1024)
    }

    func testVisibleRangeFollowsLeafletAndClampsToTheContent() throws {
        let grid = TileGrid(contentSize: Size(width: 1000, height: 600), keepBuffer: 0)
        let r = try XCTUnwrap(grid.range(visible: Rect(x: 256, y: 0, width: 256, height: 300), level: 0, buffer: 0))
        XCTAssertEqual(r.columns, 1...1, "a tile that only touches the edge is not live")
        XCTAssertEqual(r.rows, 0...1)
        let buffered = try XCTUnwrap(grid.range(visible: Rect(x: 900, y: 500, width: 500, height: 500), level: 0, buffer: 2))
        XCTAssertEqual(buffered.columns, 1...3)
        XCTAssertEqual(buffered.rows, 0...2)
        XCTAssertNil(grid.range(visible: Rect(x: 2000, y: 0, width: 10, height: 10), level: 0, buffer: 1))
        XCTAssertEqual(grid.contentRect(of: TileKey(level: 0, column: 3, row: 2)), Rect(x: 768, y: 512, width: 232, height: 88))
    }

    func testLiveTilesNeverExceedTheBoundForAnySizeOffsetAndZoom() {
        var rng = SeededGenerator(seed: 7)
        for trial in 0..<3000 {
            let content = Size(width: rng.logUniform(1, 1_000_000), height: rng.logUniform(1, 1_000_000))
            let viewport = Size(width: rng.uniform(1, 2000), height: rng.uniform(1, 2000))
            let buffer = Int(rng.uniform(0, 3.999))
            let zoom = rng.logUniform(1e-4, 64)
            let offset = Point(x: rng.uniform(-0.2, 1.2) * content.width, y: rng.uniform(-0.2, 1.2) * content.height)
            let grid = TileGrid(contentSize: content, keepBuffer: buffer, maximumLevel: 3)
            let visible = TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: viewport)
            let live = grid.liveTiles(visible: visible, zoom: zoom)
            XCTAssertLessThanOrEqual(live.count, grid.liveTileBound(viewport: viewport),
                                     "trial \(trial): content \(content) viewport \(viewport) zoom \(zoom) offset \(offset)")
            XCTAssertEqual(Set(live).count, live.count)
        }
    }

    func testAMillionByAMillionCanvasScrollsWithBoundedTiles() {
        let grid = TileGrid(contentSize: Size(width: 1_000_000, height: 1_000_000), keepBuffer: 1)
        var content = TiledContent(grid: grid)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let viewport = Size(width: 1280, height: 800)
        let bound = grid.liveTileBound(viewport: viewport)
        for (i, offset) in [Point(x: 0, y: 0), Point(x: 999_000, y: 999_500), Point(x: 500_123.5, y: 77.25)].enumerated() {
            for zoom in [1.0, 0.001, 3.0] {
                let visible = TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: viewport)
                let items = content.frame(visible: visible, zoom: zoom, at: Double(i), worker: worker,
                                          contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: zoom))
                XCTAssertFalse(items.isEmpty)
                XCTAssertLessThanOrEqual(content.counters.liveTiles, bound)
            }
        }
    }

    func testPlaceholderThenFadeInOverAQuarterSecondWithinTheUploadBudget() {
        let grid = TileGrid(contentSize: Size(width: 2048, height: 2048), keepBuffer: 0)
        var content = TiledContent(grid: grid, uploadsPerFrame: 2)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let visible = Rect(x: 0, y: 0, width: 512, height: 512) // 4 tiles
        worker.submit(content.update(visible: visible, zoom: 1))
        XCTAssertEqual(content.counters.pendingTiles, 4)
        var items = content.displayItems(contentToWindow: .identity, at: 0)
        XCTAssertEqual(items.count, 4, "four placeholders, nothing drawn yet")
        content.receive(worker.takeFinished())
        content.commitUploads(at: 1.0)
        XCTAssertEqual(content.counters.uploads, 2, "upload budget")
        XCTAssertEqual(content.counters.pendingTiles, 2)
        items = content.displayItems(contentToWindow: .identity, at: 1.125)
        let opacities = items.compactMap { item -> Double? in
            if case .quad(let q) = item, case .texture = q.fill { return q.opacity }
            return nil
        }
        XCTAssertEqual(opacities, [0.5, 0.5], "halfway through the 0.25 s fade")
        XCTAssertEqual(items.count, 6, "4 placeholders + 2 fading tiles")
        content.commitUploads(at: 1.25)
        XCTAssertEqual(content.counters.uploads, 4)
        content.commitUploads(at: 1.5)
        items = content.displayItems(contentToWindow: .identity, at: 1.5)
        XCTAssertEqual(items.count, 4, "all shown: no placeholders")
        XCTAssertTrue(content.tiles.values.allSatisfy { $0.state == .shown })
    }

    func testIsFadingUntilTheLastUploadedTileIsOpaque() {
        let grid = TileGrid(contentSize: Size(width: 2048, height: 2048), keepBuffer: 0)
        var content = TiledContent(grid: grid, uploadsPerFrame: 4)
        let worker = SynchronousTileWorker(draw: Self.paint)
        worker.submit(content.update(visible: Rect(x: 0, y: 0, width: 256, height: 256), zoom: 1))
        XCTAssertFalse(content.isFading(at: 0), "requested, not shown yet: pending, not fading")
        content.receive(worker.takeFinished())
        content.commitUploads(at: 1.0)
        XCTAssertEqual(content.counters.pendingTiles, 0, "uploaded: no longer pending…")
        XCTAssertTrue(content.isFading(at: 1.1), "…but still fading in, so the scene is not settled")
        XCTAssertFalse(content.isFading(at: 1.0 + content.fadeDuration), "opaque once the fade is over")
    }

    func testSteadyScrollingAllocatesNothingAfterWarmUp() {
        let grid = TileGrid(contentSize: Size(width: 100_000, height: 100_000), keepBuffer: 1)
        var content = TiledContent(grid: grid, uploadsPerFrame: 100)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let viewport = Size(width: 1280, height: 800)
        var allocationsAfterWarmUp = 0
        var mostLive = 0
        for frame in 0..<600 {
            let offset = Point(x: Double(frame) * 7.3, y: Double(frame) * 3.1) // ≈ 440 pt/s at 60 Hz
            let visible = TiledContent.visibleRect(offset: offset, zoom: 1, viewport: viewport)
            _ = content.frame(visible: visible, zoom: 1, at: Double(frame) / 60, worker: worker,
                              contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: 1))
            mostLive = max(mostLive, content.counters.liveTiles)
            // Warm-up: one full tile period in x and y (256/7.3 and 256/3.1 frames) has
            // passed, so the largest live set has occurred.
            if frame == 200 { allocationsAfterWarmUp = content.counters.poolAllocations }
        }
        XCTAssertGreaterThan(content.counters.poolHits, 100, "tiles left and entered: the pool served them")
        XCTAssertEqual(content.counters.poolAllocations, allocationsAfterWarmUp, "no allocation after warm-up")
        XCTAssertEqual(content.counters.poolAllocations, mostLive, "one bitmap per tile of the largest live set")
    }

    func testAnEmptyPoolLeavesTheBitmapToTheDrawerSoTheFrameAllocatesNoPixels() {
        let grid = TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0)
        var content = TiledContent(grid: grid, contentsScale: 2, uploadsPerFrame: 100)
        let first = content.update(visible: Rect(x: 0, y: 0, width: 512, height: 256), zoom: 1)
        XCTAssertEqual(first.count, 2)
        for request in first {
            XCTAssertEqual(request.bitmap.width * request.bitmap.height, 0, "no pixels made on the frame")
            XCTAssertEqual(request.pixelSize, 512, "a 256 pt tile at 2 px/pt")
        }
        XCTAssertEqual(content.counters.poolAllocations, 2)
        let worker = SynchronousTileWorker(draw: Self.paint)
        worker.submit(first)
        let drawn = worker.takeFinished()
        XCTAssertEqual(drawn.map(\.bitmap.width), [512, 512], "the drawer made them")
        content.receive(drawn)
        // Scrolled on by a tile: the tile left gives its bitmap to the one that enters.
        let next = content.update(visible: Rect(x: 256, y: 0, width: 512, height: 256), zoom: 1)
        XCTAssertEqual(next.count, 1)
        XCTAssertEqual(next.first?.bitmap.width, 512, "a pooled bitmap, handed over")
        XCTAssertEqual(content.counters.poolHits, 1)
        XCTAssertEqual(content.counters.poolAllocations, 2)
    }

    func testZoomingChangesTheLevelOfDetailAndStaleResultsAreDropped() {
        let grid = TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0)
        var content = TiledContent(grid: grid)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let viewport = Size(width: 512, height: 512)
        worker.submit(content.update(visible: TiledContent.visibleRect(offset: .zero, zoom: 1, viewport: viewport), zoom: 1))
        XCTAssertTrue(content.tiles.keys.allSatisfy { $0.level == 0 })
        let requests = content.update(visible: TiledContent.visibleRect(offset: .zero, zoom: 2.5, viewport: viewport), zoom: 2.5)
        XCTAssertTrue(content.tiles.keys.allSatisfy { $0.level == 1 })
        XCTAssertTrue(requests.allSatisfy { $0.pixelsPerPoint == 2 && $0.contentRect.width == 128 })
        content.receive(worker.takeFinished()) // the level-0 tiles finished late
        XCTAssertEqual(content.counters.discardedResults, 4)
        XCTAssertEqual(content.pooledBitmaps, 4, "their bitmaps went back to the pool")
    }

    /// Moves `content` to `zoom` showing `visible` (content points), draws the tiles it asks
    /// for with `worker` and uploads them at `time` (seconds).
    private static func zoom(_ content: inout TiledContent, with worker: SynchronousTileWorker, to zoom: Double,
                             showing visible: Rect, uploadingAt time: Double) {
        worker.submit(content.update(visible: visible, zoom: zoom))
        content.receive(worker.takeFinished())
        content.commitUploads(at: time)
    }

    /// Tiled content over a 4096-point square with no keep buffer and 100 uploads a frame, its
    /// tiles in a 512-point viewport at zoom 1 drawn and shown by time 1, with the worker that
    /// draws them and the visible rect at a zoom.
    private static func contentShownAtZoom1() -> (TiledContent, SynchronousTileWorker, (Double) -> Rect) {
        var content = TiledContent(grid: TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0),
                                   uploadsPerFrame: 100)
        let worker = SynchronousTileWorker(draw: paint)
        let visible = { (zoom: Double) in TiledContent.visibleRect(offset: .zero, zoom: zoom, viewport: Size(width: 512, height: 512)) }
        _ = content.frame(visible: visible(1), zoom: 1, at: 0, worker: worker, contentToWindow: .identity)
        content.commitUploads(at: 1)
        return (content, worker, visible)
    }

    func testOldLevelTilesCoverTheNewLevelUntilItIsOpaque() {
        var (content, worker, visible) = Self.contentShownAtZoom1()
        XCTAssertTrue(content.tiles.values.allSatisfy { $0.state == .shown })
        // Zoom to 2.5: level 1. The visible level-0 tile (0…204.8 pt shown) stays as a fallback.
        worker.submit(content.update(visible: visible(2.5), zoom: 2.5))
        XCTAssertEqual(content.counters.fallbackTiles, 1)
        XCTAssertEqual(content.fallbacks.keys.first, TileKey(level: 0, column: 0, row: 0))
        var items = content.displayItems(contentToWindow: .identity, at: 1)
        let placeholders = items.filter { if case .quad(let q) = $0, case .color = q.fill { return true } else { return false } }
        XCTAssertTrue(placeholders.isEmpty, "the fallback shows instead of placeholders")
        XCTAssertEqual(content.tiles.count, 4)
        XCTAssertEqual(items.count, content.tiles.count, "the fallback's part under each tile not drawn yet")
        content.receive(worker.takeFinished())
        content.commitUploads(at: 2)
        items = content.displayItems(contentToWindow: .identity, at: 2.1)
        XCTAssertEqual(items.count, 2 * content.tiles.count, "each tile fading in over the fallback's part under it")
        content.commitUploads(at: 2.25)
        XCTAssertEqual(content.counters.fallbackTiles, 0, "released once the new tiles are opaque")
        XCTAssertEqual(content.displayItems(contentToWindow: .identity, at: 2.3).count, content.tiles.count)
        XCTAssertEqual(content.counters.liveTiles, content.tiles.count)
    }

    func testATileFadingInIsDrawnRightAfterThePartOfTheCoarserFallbackUnderItAndZoomingOutDrawsFallbacksWhole() throws {
        var (content, worker, visible) = Self.contentShownAtZoom1()
        let grid = content.grid
        // Zoom in to 2.5 (level 1, 128-point tiles) over the level-0 tile (256 points).
        Self.zoom(&content, with: worker, to: 2.5, showing: visible(2.5), uploadingAt: 2)
        let parent = TileKey(level: 0, column: 0, row: 0)
        let parentBitmap = try XCTUnwrap(content.fallbacks[parent])
        for key in content.tiles.keys {
            XCTAssertEqual(content.underlay(for: key)?.key, parent, "\(key)")
        }
        let items = content.displayItems(contentToWindow: .identity, at: 2.1)
        XCTAssertEqual(items.count, 8)
        for (index, key) in content.order.enumerated() {
            guard case .quad(let part) = items[2 * index], case .texture(let bitmap, let uv, _) = part.fill,
                  case .quad(let tile) = items[2 * index + 1], case .texture(let tileBitmap, let tileUV, _) = tile.fill
            else { return XCTFail("a part, then the tile") }
            let rect = grid.contentRect(of: key)
            XCTAssertEqual(bitmap.identity, parentBitmap.identity)
            XCTAssertEqual(part.rect, rect, "the part lies exactly under the tile")
            XCTAssertEqual(tile.rect, rect)
            XCTAssertEqual(part.opacity, 1)
            XCTAssertEqual(tile.opacity, 0.4, accuracy: 1e-9)
            XCTAssertEqual(uv, Rect(x: Double(key.column) * 0.5, y: Double(key.row) * 0.5, width: 0.5, height: 0.5),
                           "the quarter of the parent under \(key)")
            XCTAssertEqual(tileBitmap.identity, content.tiles[key]?.bitmap?.identity)
            XCTAssertEqual(tileUV, Rect(x: 0, y: 0, width: 1, height: 1))
        }
        // Faded in: the tiles alone.
        XCTAssertEqual(content.displayItems(contentToWindow: .identity, at: 2.3).count, 4)
        // Two levels in at once (to 4.5, level 2): the finest fallback holding a tile is its
        // part's source; the level-1 tiles, now fallbacks, are the parents.
        content.commitUploads(at: 3)
        Self.zoom(&content, with: worker, to: 4.5, showing: visible(4.5), uploadingAt: 4)
        let tile = TileKey(level: 2, column: 1, row: 1)
        XCTAssertNotNil(content.tiles[tile])
        XCTAssertEqual(content.underlay(for: tile)?.key, TileKey(level: 1, column: 0, row: 0))
        // Zooming out (to 1: level 0 over the level-2 tiles): finer fallbacks are drawn whole.
        content.commitUploads(at: 5)
        Self.zoom(&content, with: worker, to: 1, showing: visible(1), uploadingAt: 6)
        XCTAssertFalse(content.fallbacks.isEmpty)
        XCTAssertTrue(content.fallbacks.keys.allSatisfy { $0.level == 2 })
        XCTAssertNil(content.underlay(for: parent), "no coarser fallback holds the level-0 tile")
        let whole = content.displayItems(contentToWindow: .identity, at: 6.1).filter { item in
            guard case .quad(let quad) = item, case .texture(_, let uv, _) = quad.fill else { return false }
            return quad.opacity == 1 && uv == Rect(x: 0, y: 0, width: 1, height: 1)
        }
        XCTAssertEqual(whole.count, content.fallbacks.count, "each fallback drawn whole, under the tile fading in")
    }

    func testZoomingOutATileFadesInQuarterByQuarterOverTheFinerFallbacksUnderIt() throws {
        var (content, worker, visible) = Self.contentShownAtZoom1()
        let grid = content.grid
        // Shown at 2.5 (level 1, 128-point tiles: the four quarters of the level-0 tile at the origin).
        Self.zoom(&content, with: worker, to: 2.5, showing: visible(2.5), uploadingAt: 2)
        content.commitUploads(at: 3)
        XCTAssertTrue(content.fallbacks.isEmpty)
        // Out to 1.5 (level 0): the level-1 tiles are the fallbacks, one level finer.
        Self.zoom(&content, with: worker, to: 1.5, showing: visible(1.5), uploadingAt: 4)
        let origin = TileKey(level: 0, column: 0, row: 0)
        let quarters = [TileKey(level: 1, column: 0, row: 0), TileKey(level: 1, column: 1, row: 0),
                        TileKey(level: 1, column: 0, row: 1), TileKey(level: 1, column: 1, row: 1)]
        XCTAssertEqual(Set(content.fallbacks.keys), Set(quarters))
        XCTAssertEqual(content.overlays(for: origin)?.map(\.key), quarters)
        XCTAssertNil(content.overlays(for: TileKey(level: 0, column: 1, row: 0)), "no finer fallback in it")
        for quarter in quarters {
            XCTAssertTrue(content.isHidden(fallback: quarter, at: 4.1), "\(quarter): drawn under its part of the tile, not whole")
        }
        let items = content.displayItems(contentToWindow: .identity, at: 4.1)
        let tileBitmap = try XCTUnwrap(content.tiles[origin]?.bitmap)
        let start = try XCTUnwrap(items.firstIndex { item in
            guard case .quad(let q) = item, case .texture(let b, _, _) = q.fill else { return false }
            return b.identity == content.fallbacks[quarters[0]]?.identity
        })
        for (n, quarter) in quarters.enumerated() {
            guard case .quad(let under) = items[start + 2 * n], case .texture(let fallback, let uv, _) = under.fill,
                  case .quad(let over) = items[start + 2 * n + 1], case .texture(let tile, let tileUV, _) = over.fill
            else { return XCTFail("\(quarter): a fallback, then the tile's part over it") }
            let rect = grid.contentRect(of: quarter)
            XCTAssertEqual(fallback.identity, content.fallbacks[quarter]?.identity)
            XCTAssertEqual(under.rect, rect)
            XCTAssertEqual(uv, Rect(x: 0, y: 0, width: 1, height: 1), "the fallback whole")
            XCTAssertEqual(under.opacity, 1)
            XCTAssertEqual(tile.identity, tileBitmap.identity)
            XCTAssertEqual(over.rect, rect, "the tile's part lies exactly over the fallback")
            XCTAssertEqual(tileUV, Rect(x: Double(quarter.column) * 0.5, y: Double(quarter.row) * 0.5, width: 0.5, height: 0.5))
            XCTAssertEqual(over.opacity, 0.4, accuracy: 1e-9)
        }
        // The other tiles in view have no finer fallback: drawn whole, over placeholders.
        let whole = items.filter { item in
            guard case .quad(let q) = item, case .texture(_, let uv, _) = q.fill else { return false }
            return uv == Rect(x: 0, y: 0, width: 1, height: 1) && q.opacity < 1
        }
        XCTAssertEqual(whole.count, content.tiles.count - 1)
        // Faded in: each tile whole, the fallbacks gone.
        content.commitUploads(at: 4.3)
        XCTAssertTrue(content.fallbacks.isEmpty)
        XCTAssertEqual(content.displayItems(contentToWindow: .identity, at: 4.3).count, content.tiles.count)
    }

    func testAFallbackHiddenUnderOpaqueTilesIsKeptButNotDrawn() throws {
        // One level-1 tile in view (a 200-point viewport at 2.5×: 80 content points), its
        // keep-buffer neighbours out of view under the same level-0 fallback.
        let grid = TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 1)
        var content = TiledContent(grid: grid, uploadsPerFrame: 1)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let viewport = Size(width: 200, height: 200)
        func visible(_ zoom: Double, x: Double = 0) -> Rect {
            TiledContent.visibleRect(offset: Point(x: x, y: 0), zoom: zoom, viewport: viewport)
        }
        /// The textures drawn, in order: "fallback" or "tile".
        func textures(at time: Double) -> [String] {
            content.displayItems(contentToWindow: .identity, at: time).compactMap { item in
                guard case .quad(let quad) = item, case .texture(let bitmap, _, _) = quad.fill else { return nil }
                return content.fallbacks.values.contains { $0.identity == bitmap.identity } ? "fallback" : "tile"
            }
        }
        for time in [0.0, 0.1, 0.2, 0.3] {
            _ = content.frame(visible: visible(1), zoom: 1, at: time, worker: worker, contentToWindow: .identity)
        }
        content.commitUploads(at: 1)
        XCTAssertTrue(content.tiles.values.allSatisfy { $0.state == .shown })
        worker.submit(content.update(visible: visible(2.5), zoom: 2.5))
        content.receive(worker.takeFinished())
        let fallback = TileKey(level: 0, column: 0, row: 0)
        XCTAssertEqual(Array(content.fallbacks.keys), [fallback])
        content.commitUploads(at: 2) // one upload: the tile in view, nearest the centre
        let inView = TileKey(level: 1, column: 0, row: 0)
        XCTAssertEqual(try XCTUnwrap(content.tiles[inView]).opacity(at: 2.1, fadeDuration: content.fadeDuration), 0.4, accuracy: 1e-9)
        XCTAssertTrue(content.isHidden(fallback: fallback, at: 2.1), "not drawn whole: its part under the tile is")
        XCTAssertEqual(textures(at: 2.1), ["fallback", "tile"], "the fallback's part under the tile fading in")
        // Faded in: the tile in view hides the fallback, still kept for its neighbours out of view.
        XCTAssertTrue(content.isHidden(fallback: fallback, at: 2.3))
        XCTAssertEqual(textures(at: 2.3), ["tile"], "only the tile in view")
        XCTAssertTrue(content.displayItems(contentToWindow: .identity, at: 2.3).count == 1, "no placeholders either")
        XCTAssertEqual(content.counters.fallbackTiles, 1)
        // Panned so a neighbour not drawn yet comes into view: the fallback shows again.
        _ = content.update(visible: visible(2.5, x: 100), zoom: 2.5)
        XCTAssertTrue(content.isHidden(fallback: fallback, at: 2.3), "its part under the neighbour is drawn")
        XCTAssertEqual(textures(at: 2.3).first, "fallback")
    }

    func testTilesAreSampledWithTheZoomingFilterWhileTheZoomChangesAndFallbacksAlways() {
        let grid = TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0)
        var content = TiledContent(grid: grid, uploadsPerFrame: 100)
        XCTAssertEqual(content.filter, .linear)
        XCTAssertEqual(content.filterWhileZooming, .linear, "Core Animation zooms bilinearly")
        content.filterWhileZooming = .nearest
        let worker = SynchronousTileWorker(draw: Self.paint)
        let viewport = Size(width: 512, height: 512)
        func frame(_ zoom: Double, at time: Double) -> [TextureFilter] {
            content.frame(visible: TiledContent.visibleRect(offset: .zero, zoom: zoom, viewport: viewport), zoom: zoom,
                          at: time, worker: worker, contentToWindow: .identity).compactMap { item in
                if case .quad(let quad) = item, case .texture = quad.fill { return quad.filter }
                return nil
            }
        }
        XCTAssertFalse(content.isZooming, "nothing to compare the first zoom with")
        _ = frame(1, at: 0)
        XCTAssertFalse(content.isZooming)
        XCTAssertEqual(Set(frame(1, at: 1)), [.linear], "at rest")
        XCTAssertFalse(content.isZooming)
        // Zoom to 2.5 (level 1): the level-0 tile stays as a fallback under the new tiles.
        let zooming = frame(2.5, at: 2)
        XCTAssertTrue(content.isZooming)
        XCTAssertFalse(zooming.isEmpty)
        XCTAssertEqual(Set(zooming), [.nearest], "tiles and fallback while the zoom changes")
        XCTAssertEqual(content.counters.fallbackTiles, 1)
        // Same zoom again: at rest, but the fallback (still under fading tiles) keeps nearest.
        let resting = frame(2.5, at: 2.1)
        XCTAssertFalse(content.isZooming)
        XCTAssertEqual(resting.count, 2 * content.tiles.count, "each tile over the fallback's part under it")
        XCTAssertEqual(Set(stride(from: 0, to: resting.count, by: 2).map { resting[$0] }), [.nearest], "the fallback's parts")
        XCTAssertEqual(Set(stride(from: 1, to: resting.count, by: 2).map { resting[$0] }), [.linear], "the live tiles at rest")
        content.filterWhileZooming = .linear
        XCTAssertEqual(Set(frame(3, at: 3)), [.linear], "the default: bilinear while zooming too")
    }

    func testSetNeedsDisplayRedrawsTheTilesInTheRectBehindTheirOldPixels() {
        let grid = TileGrid(contentSize: Size(width: 2048, height: 2048), keepBuffer: 0)
        var content = TiledContent(grid: grid, uploadsPerFrame: 100)
        let worker = SynchronousTileWorker(draw: Self.paint)
        let visible = Rect(x: 0, y: 0, width: 512, height: 512)
        _ = content.frame(visible: visible, zoom: 1, at: 0, worker: worker, contentToWindow: .identity)
        content.commitUploads(at: 1)
        let before = content.counters.requests
        content.setNeedsDisplay(in: Rect(x: 10, y: 10, width: 20, height: 300)) // tiles (0,0) and (0,1)
        XCTAssertEqual(content.counters.pendingTiles, 2)
        var items = content.displayItems(contentToWindow: .identity, at: 1)
        XCTAssertEqual(items.count, 4, "old pixels keep showing, no placeholders")
        let requests = content.update(visible: visible, zoom: 1)
        XCTAssertEqual(Set(requests.map(\.key)), [TileKey(level: 0, column: 0, row: 0), TileKey(level: 0, column: 0, row: 1)])
        XCTAssertEqual(content.counters.requests, before + 2)
        worker.submit(requests)
        content.receive(worker.takeFinished())
        XCTAssertEqual(content.tiles[TileKey(level: 0, column: 0, row: 0)]?.state, .redrawn)
        content.commitUploads(at: 2)
        XCTAssertTrue(content.tiles.values.allSatisfy { $0.state == .shown })
        XCTAssertEqual(content.pooledBitmaps, 2, "the replaced bitmaps went back to the pool")
        items = content.displayItems(contentToWindow: .identity, at: 2)
        XCTAssertEqual(items.count, 4)
    }

    func testTileCanvasIsInContentPointsAtTheLevelScale() {
        var request = TileRequest(key: TileKey(level: 1, column: 2, row: 0), generation: 1,
                                  contentRect: Rect(x: 256, y: 0, width: 128, height: 128), pixelsPerPoint: 2,
                                  bitmap: Bitmap(width: 256, height: 256, fill: RGBA8(red: 9, green: 9, blue: 9, alpha: 9)))
        var canvas = request.makeCanvas()
        XCTAssertEqual(canvas.bitmap[100, 100], .clear, "a reused bitmap is cleared")
        canvas.fill(Rect(x: 300, y: 10, width: 10, height: 10), color: .black)
        XCTAssertEqual(canvas.bitmap[(300 - 256) * 2, 20].alpha, 255)
        XCTAssertEqual(canvas.bitmap[(300 - 256) * 2 - 1, 20].alpha, 0)
    }
}
