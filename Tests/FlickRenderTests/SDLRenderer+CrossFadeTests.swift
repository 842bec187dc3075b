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
    /// at `opacity`.
    private func pair(_ rect: Rect, quarter: (Double, Double), opacity: Double, filter: TextureFilter,
                      tileOpacity: Double? = nil, partRect: Rect? = nil, tile: Bitmap = tile) -> [DisplayItem] {
        let uv = Rect(x: quarter.0 * 0.5, y: quarter.1 * 0.5, width: 0.5, height: 0.5)
        return [
            .quad(TransformedQuad(rect: partRect ?? rect, fill: .texture(Self.parent, uv: uv, tint: .white), opacity: 1,
                                  filter: filter)),
            .quad(TransformedQuad(rect: rect, fill: .texture(tile, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                  opacity: tileOpacity ?? opacity, filter: filter)),
        ]
    }

    private func renderer(crossFades: Bool) throws -> HeadlessRenderer {
        let r = try HeadlessRenderer(pixelWidth: 96, pixelHeight: 64, opaque: true)
        r.renderer.crossFadesTiles = crossFades
        r.renderer.prescalesCopies = false
        return r
    }

    /// The largest difference of a colour channel between `a` and `b`.
    private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }
        }
        return largest
    }

    func testATileFadingInOverItsParentsPartGivesThePictureOfTheTwoDrawnOneByOne() throws {
        // Magnified, shrunk and texel for pixel, inside the target and across its edges, at opacities from
        // almost none to almost all.
        let rects = [Rect(x: 5, y: 3, width: 37, height: 29), Rect(x: -7, y: -5, width: 61, height: 53),
                     Rect(x: 40, y: 30, width: 70, height: 41), Rect(x: 9, y: 11, width: 12, height: 10),
                     Rect(x: 20, y: 17, width: 16, height: 16)]
        var worst = 0
        for filter in [TextureFilter.linear, .nearest] {
            for rect in rects {
                for quarter in [(0.0, 0.0), (1.0, 1.0), (1.0, 0.0)] {
                    for opacity in [0.05, 0.4, 0.75, 0.97] {
                        let fused = try renderer(crossFades: true), apart = try renderer(crossFades: false)
                        let list = DisplayList(items: pair(rect, quarter: quarter, opacity: opacity, filter: filter))
                        let a = try fused.render(list, background: .black)
                        let b = try apart.render(list, background: .black)
                        XCTAssertEqual(fused.renderer.counters.crossFades, 1, "\(filter) \(rect) \(quarter) \(opacity)")
                        XCTAssertEqual(fused.renderer.counters.crossFadeUnderlays, 1)
                        XCTAssertEqual(apart.renderer.counters.crossFades, 0)
                        let tileScaled = rect.width != 16 || rect.height != 16
                        XCTAssertEqual(apart.renderer.counters.pixmanCopies, tileScaled ? 2 : 1,
                                       "stretched by pixman one by one (a tile texel for pixel by SDL)")
                        let difference = largestDifference(a, b)
                        worst = max(worst, difference)
                        XCTAssertLessThanOrEqual(difference, 3, "\(filter) \(rect) \(quarter) \(opacity)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(worst, 0, "the blend is rounded before the stretch, not after")
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
        XCTAssertEqual(r.renderer.counters.crossFadeUnderlays, 1)
        XCTAssertEqual(r.renderer.crossFadeUnderlays.count, 1)
        // Faded in: the tile alone, and the resampled part goes a few frames later.
        let opaque = DisplayList(items: [pair(rect, quarter: (1, 1), opacity: 1, filter: .linear)[1]])
        for _ in 0...CrossFadeUnderlays.evictionAgeFrames { _ = try r.render(opaque, background: .black) }
        XCTAssertEqual(r.renderer.crossFadeUnderlays.count, 0)
        // Another quarter is another part.
        _ = try r.render(DisplayList(items: pair(rect, quarter: (0, 1), opacity: 0.5, filter: .linear)), background: .black)
        XCTAssertEqual(r.renderer.counters.crossFadeUnderlays, 2)
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
            XCTAssertTrue(r.renderer.redraw(DisplayList(items: items), background: .black) { false }, name)
            XCTAssertEqual(r.renderer.counters.crossFadeBlendsKept, kept, name)
            XCTAssertEqual(r.renderer.counters.crossFadeUnderlays, 1, "\(name): the part resampled once")
            let reference = try renderer(crossFades: true)
            let expected = try reference.render(DisplayList(items: items), background: .black)
            XCTAssertTrue(try r.renderer.readPixels().pixels == expected.pixels, "\(name): the pair's picture")
        }
        XCTAssertEqual(r.renderer.counters.crossFades, 5)
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
                                                                                     tint: .white), opacity: 0.5))]),
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
