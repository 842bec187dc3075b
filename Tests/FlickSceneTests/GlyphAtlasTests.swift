@testable import FlickScene
import XCTest

final class GlyphAtlasTests: XCTestCase {
    func mask(_ w: Int, _ h: Int) -> GlyphMask {
        GlyphMask(width: w, height: h, coverage: [UInt8](repeating: 200, count: w * h), left: 1, top: h)
    }

    func key(_ i: Int) -> GlyphKey { GlyphKey(source: 0, scalar: Unicode.Scalar(UInt32(0x41 + i))!, weight: .regular, pixelsPerEm: 10) }

    func testPacksGlyphsOnShelvesWithoutOverlapAndKeepsTheirBearings() {
        var atlas = GlyphAtlas(pageSide: 32)
        let placed = (0..<6).map { atlas.add(mask(8, 6 + $0 % 3), for: key($0)) }
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] where a.page == b.page {
                let apart = a.x + a.width + 1 < b.x || b.x + b.width + 1 < a.x || a.y + a.height + 1 < b.y || b.y + b.height + 1 < a.y
                XCTAssertTrue(apart, "\(a) and \(b) overlap or touch")
            }
        }
        XCTAssertEqual(placed[0].left, 1)
        XCTAssertEqual(atlas.pages[placed[0].page][placed[0].x, placed[0].y], RGBA8(red: 255, green: 255, blue: 255, alpha: 200))
        XCTAssertEqual(atlas.add(mask(8, 6), for: key(0)), placed[0], "added once")
    }

    func testOpensPagesAndStartsOverWhenAllAreFull() {
        var atlas = GlyphAtlas(pageSide: 16)
        for i in 0..<(GlyphAtlas.maximumPages) { _ = atlas.add(mask(14, 14), for: key(i)) }
        XCTAssertEqual(atlas.pages.count, GlyphAtlas.maximumPages)
        let identity = atlas.pages[0].identity
        _ = atlas.add(mask(14, 14), for: key(50))
        XCTAssertEqual(atlas.resets, 1)
        XCTAssertEqual(atlas.pages.count, 1)
        XCTAssertNotEqual(atlas.pages[0].identity, identity, "a new bitmap, so no texture mixes old and new")
        XCTAssertNil(atlas.glyph(for: key(0)))
    }

    func testAPageStartsSmallAndGrowsKeepingItsGlyphsWhereTheyAre() {
        var atlas = GlyphAtlas(pageSide: 1024)
        let first = atlas.add(mask(20, 20), for: key(0))
        XCTAssertEqual(atlas.pages[0].width, GlyphAtlas.initialPageSide)
        let held = atlas.pages[0]
        // 22 × 22 cells with padding: 11 × 11 fit in 256², the 122nd glyph needs a larger page.
        for i in 1..<122 { _ = atlas.add(mask(20, 20), for: key(i)) }
        XCTAssertEqual(atlas.pages.count, 1, "the page grew instead of another starting")
        XCTAssertEqual(atlas.pages[0].width, 2 * GlyphAtlas.initialPageSide)
        XCTAssertEqual(atlas.glyph(for: key(0)), first)
        XCTAssertEqual(atlas.pages[0][first.x + 3, first.y + 3], RGBA8(red: 255, green: 255, blue: 255, alpha: 200))
        XCTAssertEqual(held.width, GlyphAtlas.initialPageSide, "a list holding the smaller page keeps it")
        for i in 0..<121 {
            let a = atlas.glyph(for: key(i))!
            XCTAssertLessThanOrEqual(a.x + a.width, held.width, "glyph \(i) placed before the growth stays inside the old side")
        }
    }
}
