import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// `SDLRenderer.drawCrossFade(under:over:)`: a tile fading in over the part of a coarser tile
/// under it, drawn in one stretch, gives the picture of the two drawn one by one.
final class SDLRendererCrossFadeTests: XCTestCase {
    /// A coarse tile of 16 × 16 texels, steep in red and green (16 levels a texel), so a part
    /// sampled half a tile texel off shows.
    static let parent: Bitmap = {
        var b = Bitmap(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                b[x, y] = RGBA8(red: UInt8(x * 16), green: UInt8(y * 16), blue: UInt8(200 - 6 * x - 5 * y), alpha: 255)
            }
        }
        return b
    }()

    /// A finer tile of 16 × 16 texels in colours from a fixed pseudo-random sequence.
    static let tile: Bitmap = {
        var b = Bitmap(width: 16, height: 16)
        var state: UInt32 = 12345
        func next() -> UInt8 {
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        for y in 0..<16 {
            for x in 0..<16 { b[x, y] = RGBA8(red: next(), green: next(), blue: next(), alpha: 255) }
        }
        return b
    }()

    /// The parent's quarter `quarter` (column, row) under `rect`, then the tile (`tile`) over it
    /// at `opacity`, marked as fading in over it (as `TiledContent` marks it) unless `marked` is
    /// false.
    private func pair(_ rect: Rect, quarter: (Double, Double), opacity: Double, filter: TextureFilter,
                      tileOpacity: Double? = nil, partRect: Rect? = nil, tile: Bitmap = tile,
                      marked: Bool = true) -> [DisplayItem] {
        let uv = Rect(x: quarter.0 * 0.5, y: quarter.1 * 0.5, width: 0.5, height: 0.5)
        return [
            .quad(TransformedQuad(rect: partRect ?? rect, fill: .texture(Self.parent, uv: uv, tint: .white), opacity: 1,
                                  filter: filter)),
            .quad(TransformedQuad(rect: rect, fill: .texture(tile, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                  opacity: tileOpacity ?? opacity, filter: filter, fadesInOverPrevious: marked)),
        ]
    }

    /// Zooming out: the tile whole (here the finer fallback) under `rect`, then the parent's
    /// quarter `quarter` over it at `opacity` (the coarser tile's part fading in, marked so).
    private func zoomOutPair(_ rect: Rect, quarter: (Double, Double), opacity: Double, filter: TextureFilter) -> [DisplayItem] {
        let uv = Rect(x: quarter.0 * 0.5, y: quarter.1 * 0.5, width: 0.5, height: 0.5)
        return [
            .quad(TransformedQuad(rect: rect, fill: .texture(Self.tile, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                  opacity: 1, filter: filter)),
            .quad(TransformedQuad(rect: rect, fill: .texture(Self.parent, uv: uv, tint: .white), opacity: opacity, filter: filter,
                                  fadesInOverPrevious: true)),
        ]
    }

    private func renderer(crossFades: Bool) throws -> HeadlessRenderer {
        let r = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        r.renderer.options.crossFadesTiles = crossFades
        r.renderer.options.prescalesCopies = false
        return r
    }

    /// The mean difference of the colour channels between `a` and `b`, levels.
    private func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        var sum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                sum += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return Double(sum) / Double(3 * a.width * a.height)
    }


    /// Draws the pair `items(rect, quarter, opacity, filter)` in one stretch and one by one for
    /// each filter, rect, quarter and opacity, asserts they are fused unless the 16 × 16 tile
    /// covers too few pixels (`SDLRenderer.crossFadeTexelsPerPixel`), then the same pixels, and
    /// that the pictures are within three levels, with `check` run on each pair of renderers;
    /// returns the largest difference.
    private func assertFusedPairsMatch(rects: [Rect], quarters: [(Double, Double)], opacities: [Double],
                                       items: (Rect, (Double, Double), Double, TextureFilter) -> [DisplayItem],
                                       check: (_ fused: HeadlessRenderer, _ apart: HeadlessRenderer, Rect) -> Void = { _, _, _ in },
                                       file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        var worst = 0
        for filter in [TextureFilter.linear, .nearest] {
            for rect in rects {
                for quarter in quarters {
                    for opacity in opacities {
                        let name = "\(filter) \(rect) \(quarter) \(opacity)"
                        let fused = try renderer(crossFades: true), apart = try renderer(crossFades: false)
                        let list = DisplayList(items: items(rect, quarter, opacity, filter))
                        let a = try fused.render(list, background: .black)
                        let b = try apart.render(list, background: .black)
                        // Shrunk under 0.8 of its texels' size, the tile is blended at more texels than pixels.
                        let fuses = Double(Self.tile.width * Self.tile.height)
                            <= SDLRenderer.crossFadeTexelsPerPixel * rect.width * rect.height
                        XCTAssertEqual(fused.renderer.counters.crossFades, fuses ? 1 : 0, name, file: file, line: line)
                        XCTAssertEqual(fused.renderer.counters.crossFadeResamples, fuses ? 1 : 0, name, file: file, line: line)
                        XCTAssertEqual(apart.renderer.counters.crossFades, 0, file: file, line: line)
                        if !fuses { XCTAssertEqual(a.pixels, b.pixels, "\(name): drawn one by one", file: file, line: line) }
                        check(fused, apart, rect)
                        let difference = a.largestChannelDifference(from: b)
                        worst = max(worst, difference)
                        XCTAssertLessThanOrEqual(difference, 3, name, file: file, line: line)
                    }
                }
            }
        }
        return worst
    }

    func testATileFadingInOverItsParentsPartGivesThePictureOfTheTwoDrawnOneByOne() throws {
        // Magnified, shrunk and texel for pixel, inside the target and across its edges, at opacities from
        // almost none to almost all.
        let rects = [Rect(x: 5, y: 3, width: 37, height: 29), Rect(x: -7, y: -5, width: 61, height: 53),
                     Rect(x: 40, y: 30, width: 70, height: 41), Rect(x: 9, y: 11, width: 12, height: 10),
                     Rect(x: 20, y: 17, width: 16, height: 16)]
        let worst = try assertFusedPairsMatch(rects: rects, quarters: [(0, 0), (1, 1), (1, 0)], opacities: [0.05, 0.4, 0.75, 0.97],
                                              items: { pair($0, quarter: $1, opacity: $2, filter: $3) }) { _, apart, rect in
            let tileScaled = rect.width != 16 || rect.height != 16
            XCTAssertEqual(apart.renderer.counters.pixmanCopies, tileScaled ? 2 : 1,
                           "stretched by pixman one by one (a tile texel for pixel by SDL)")
        }
        XCTAssertGreaterThan(worst, 0, "the blend is rounded before the stretch, not after")
    }

    func testZoomingOutATilesPartFadingInOverAFinerTileGivesThePictureOfTheTwoDrawnOneByOne() throws {
        // The finer tile's grid (16 texels) under the parent's quarter (8 texels): the quarter is
        // resampled, the tile read as it is.
        let rects = [Rect(x: 5, y: 3, width: 37, height: 29), Rect(x: -7, y: -5, width: 61, height: 53),
                     Rect(x: 9, y: 11, width: 12, height: 10), Rect(x: 20, y: 17, width: 16, height: 16),
                     Rect(x: 30, y: 7, width: 14, height: 14)]
        let worst = try assertFusedPairsMatch(rects: rects, quarters: [(0, 0), (1, 1), (0, 1)], opacities: [0.05, 0.4, 0.97],
                                              items: { zoomOutPair($0, quarter: $1, opacity: $2, filter: $3) })
        XCTAssertGreaterThan(worst, 0, "the blend is rounded before the stretch, not after")
    }

    func testATiledContentsFadesAcrossLevelsAreDrawnInOneStretchWithTheirPicture() throws {
        // Tiles with detail at every level: a checker of 12-point squares, coloured by position.
        let paint: TileDrawing = { canvas, request in
            let r = request.contentRect
            canvas.fill(r, color: Color(red: 0.8, green: 0.85, blue: 0.7))
            var y = (r.minY / 24).rounded(.down) * 24
            while y < r.maxY {
                var x = (r.minX / 24).rounded(.down) * 24
                while x < r.maxX {
                    canvas.fill(Rect(x: x, y: y, width: 12, height: 12),
                                color: Color(red: x.truncatingRemainder(dividingBy: 997) / 997, green: 0.3,
                                             blue: y.truncatingRemainder(dividingBy: 991) / 991))
                    x += 24
                }
                y += 24
            }
        }
        // Zooming in (parts of the parent under the new tiles) and out (the new tiles in quarters
        // over the finer ones, shown at 0.95 of their size), a tenth of a second into the fade.
        for (from, to) in [(1.0, 2.5), (2.5, 1.9)] {
            var content = TiledContent(grid: TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0),
                                       uploadsPerFrame: 100)
            let worker = SynchronousTileWorker(draw: paint)
            let viewport = Size(width: 96, height: 64)
            let offset = Point(x: 37, y: 21)
            func frame(_ zoom: Double, at time: Double) -> DisplayList {
                DisplayList(items: content.frame(visible: TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: viewport),
                                                 zoom: zoom, at: time, worker: worker,
                                                 contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: zoom)))
            }
            _ = frame(from, at: 0)
            _ = frame(from, at: 1)
            _ = frame(to, at: 2)
            let list = frame(to, at: 2.1)
            XCTAssertFalse(content.fallbacks.isEmpty, "\(from) → \(to)")
            let fused = try renderer(crossFades: true), apart = try renderer(crossFades: false)
            let a = try fused.render(list, background: .black)
            let b = try apart.render(list, background: .black)
            XCTAssertGreaterThan(fused.renderer.counters.crossFades, 0, "\(from) → \(to)")
            // The coarser texels, sampled twice, are a little softer: at the checker's sharp edges
            // by up to 17 levels (of 255, at 0.6 of the pair), 0.4 on average (measured here).
            XCTAssertLessThanOrEqual(a.largestChannelDifference(from: b), 24, "\(from) → \(to)")
            XCTAssertLessThanOrEqual(meanDifference(a, b), 0.75, "\(from) → \(to)")
        }
    }

    func testTheResampledPartIsKeptForTheFadeAndDroppedAfterIt() throws {
        let r = try renderer(crossFades: true)
        let rect = Rect(x: 5, y: 3, width: 37, height: 29)
        // The fade's frames, each at another size and opacity (a pinch): resampled once.
        for (k, opacity) in [0.2, 0.4, 0.6, 0.8].enumerated() {
            let grown = Rect(x: rect.minX, y: rect.minY, width: rect.width + Double(k), height: rect.height + Double(k))
            _ = try r.render(DisplayList(items: pair(grown, quarter: (1, 1), opacity: opacity, filter: .linear)),
                             background: .black)
        }
        XCTAssertEqual(r.renderer.counters.crossFades, 4)
        XCTAssertEqual(r.renderer.counters.crossFadeResamples, 1)
        XCTAssertEqual(r.renderer.crossFadeResamples.count, 1)
        // Faded in: the tile alone, and the resampled part goes a few frames later.
        let opaque = DisplayList(items: [pair(rect, quarter: (1, 1), opacity: 1, filter: .linear)[1]])
        for _ in 0...CrossFadeResamples.evictionAgeFrames { _ = try r.render(opaque, background: .black) }
        XCTAssertEqual(r.renderer.crossFadeResamples.count, 0)
        // Another quarter is another part.
        _ = try r.render(DisplayList(items: pair(rect, quarter: (0, 1), opacity: 0.5, filter: .linear)), background: .black)
        XCTAssertEqual(r.renderer.counters.crossFadeResamples, 2)
    }

    func testARedrawAtTheSameOpacityStretchesTheBlendKeptFromTheFrame() throws {
        let r = try renderer(crossFades: true)
        let rect = Rect(x: 5, y: 3, width: 37, height: 29)
        _ = try r.render(DisplayList(items: pair(rect, quarter: (1, 1), opacity: 0.4, filter: .linear)), background: .black)
        XCTAssertEqual(r.renderer.counters.crossFadeBlendsKept, 0)
        // The frame's late redraw: the pinch moved on (another size), the tile's opacity is the
        // frame's. Then the tile drawn again at that opacity (another version), and another opacity.
        var redrawnTile = Self.tile
        redrawnTile[3, 4] = RGBA8(red: 250, green: 1, blue: 2, alpha: 255)
        let grown = Rect(x: 4, y: 2, width: 41, height: 33)
        let redraws: [(String, [DisplayItem], kept: Int)] = [
            ("the same opacity, another size", pair(grown, quarter: (1, 1), opacity: 0.4, filter: .linear), 1),
            ("the tile drawn again", pair(grown, quarter: (1, 1), opacity: 0.4, filter: .linear, tile: redrawnTile), 1),
            ("another opacity", pair(rect, quarter: (1, 1), opacity: 0.45, filter: .linear, tile: redrawnTile), 1),
            ("that opacity again", pair(grown, quarter: (1, 1), opacity: 0.45, filter: .linear, tile: redrawnTile), 2),
        ]
        for (name, items, kept) in redraws {
            XCTAssertTrue(r.renderer.redraw(DisplayList(items: items), background: .black) { _ in false }, name)
            XCTAssertEqual(r.renderer.counters.crossFadeBlendsKept, kept, name)
            XCTAssertEqual(r.renderer.counters.crossFadeResamples, 1, "\(name): the part resampled once")
            let reference = try renderer(crossFades: true)
            let expected = try reference.render(DisplayList(items: items), background: .black)
            XCTAssertTrue(try r.renderer.readPixels().pixels == expected.pixels, "\(name): the pair's picture")
        }
        XCTAssertEqual(r.renderer.counters.crossFades, 5)
    }

    func testPairsPastTheBudgetAreDrawnOneByOneUntilTheKeptOnesGo() throws {
        let r = try renderer(crossFades: true)
        // Room for the two 16 × 16 textures (2 KB) and one pair of 16 × 16 texels: its resampled
        // texels and its blend, 2 KB.
        r.renderer.cacheBudget.budgetBytes = 2 * 16 * 16 * 4 + 2 * 16 * 16 * 4
        let left = Rect(x: 2, y: 3, width: 37, height: 29), right = Rect(x: 50, y: 3, width: 37, height: 29)
        let both = DisplayList(items: pair(left, quarter: (0, 0), opacity: 0.4, filter: .linear)
                                   + pair(right, quarter: (1, 1), opacity: 0.4, filter: .linear))
        let picture = try r.render(both, background: .black)
        XCTAssertEqual(r.renderer.counters.crossFades, 1)
        XCTAssertEqual(r.renderer.counters.crossFadesOverBudget, 1)
        XCTAssertEqual(r.renderer.crossFadeResamples.bytes, 2 * 16 * 16 * 4)
        let apart = try renderer(crossFades: false)
        XCTAssertLessThanOrEqual(picture.largestChannelDifference(from: try apart.render(both, background: .black)), 3,
                                 "the second pair drawn one by one")
        // The first fade over, its texels go and the second pair is fused.
        let second = DisplayList(items: pair(right, quarter: (1, 1), opacity: 0.5, filter: .linear))
        for _ in 0...CrossFadeResamples.evictionAgeFrames { _ = try r.render(DisplayList(items: []), background: .black) }
        XCTAssertEqual(r.renderer.crossFadeResamples.bytes, 0)
        _ = try r.render(second, background: .black)
        XCTAssertEqual(r.renderer.counters.crossFades, 2)
        XCTAssertEqual(r.renderer.counters.crossFadesOverBudget, 1)
    }

    func testPairsThatAreNotATileOverItsPartAreDrawnOneByOne() throws {
        let rect = Rect(x: 5, y: 3, width: 37, height: 29)
        var translucent = Self.tile
        translucent[2, 2] = RGBA8(red: 10, green: 20, blue: 30, alpha: 128)
        let cases: [(String, [DisplayItem])] = [
            ("the tile opaque", pair(rect, quarter: (0, 0), opacity: 0.5, filter: .linear, tileOpacity: 1)),
            ("on other pixels", pair(rect, quarter: (0, 0), opacity: 0.5, filter: .linear,
                                     partRect: Rect(x: 6, y: 3, width: 37, height: 29))),
            ("other filters", [pair(rect, quarter: (0, 0), opacity: 0.5, filter: .nearest)[0],
                               pair(rect, quarter: (0, 0), opacity: 0.5, filter: .linear)[1]]),
            ("a translucent tile", [pair(rect, quarter: (0, 0), opacity: 0.5, filter: .linear)[0],
                                    .quad(TransformedQuad(rect: rect, fill: .texture(translucent, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                                                                     tint: .white), opacity: 0.5,
                                                          fadesInOverPrevious: true))]),
            ("not marked as fading in over it", pair(rect, quarter: (0, 0), opacity: 0.5, filter: .linear, marked: false)),
        ]
        for (name, items) in cases {
            let fused = try renderer(crossFades: true), apart = try renderer(crossFades: false)
            let a = try fused.render(DisplayList(items: items), background: .black)
            let b = try apart.render(DisplayList(items: items), background: .black)
            XCTAssertEqual(fused.renderer.counters.crossFades, 0, name)
            XCTAssertEqual(a.pixels, b.pixels, name)
        }
    }
}
