import Dispatch
@testable import FlickScene
import Synchronization
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

extension GlyphAtlasTests {
    /// The address of `page`'s pixel bytes (the same for values sharing them).
    private func address(_ page: Bitmap) -> UInt {
        page.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func testAGlyphAddedWhileAPageIsHeldIsWrittenInPlaceAndLoggedAlone() {
        var atlas = GlyphAtlas(pageSide: 64)
        let first = atlas.add(mask(8, 6), for: key(0))
        let held = atlas.pages[0]
        let second = atlas.add(mask(5, 7), for: key(1))
        let page = atlas.pages[0]
        XCTAssertEqual(page.identity, held.identity)
        XCTAssertGreaterThan(page.version, held.version)
        XCTAssertEqual(address(page), address(held), "the page's pixels are shared, not copied")
        let ink = RGBA8(red: 255, green: 255, blue: 255, alpha: 200)
        XCTAssertEqual(held[first.x, first.y], ink)
        XCTAssertEqual(page[second.x + 4, second.y + 6], ink)
        XCTAssertEqual(page[second.x + 5, second.y], RGBA8(red: 255, green: 255, blue: 255, alpha: 0), "padding stays clear")
        let log = try! XCTUnwrap(page.pageLog)
        XCTAssertEqual(log.rectangles(after: held.version, through: page.version),
                       [AtlasPageLog.Rectangle(x: second.x, y: second.y, width: 5, height: 7)])
        XCTAssertEqual(log.rectangles(after: 0, through: held.version),
                       [AtlasPageLog.Rectangle(x: first.x, y: first.y, width: 8, height: 6)])
        XCTAssertEqual(log.rectangles(after: page.version, through: page.version), [])
    }

    func testRectanglesOfOneShelfMergeAndANewShelfStandsApart() {
        var atlas = GlyphAtlas(pageSide: 32)
        let start = atlas.pages.first?.version ?? 0
        // Three 8-pixel glyphs (10 with padding) fill a 32-pixel shelf; the fourth opens a shelf below.
        let placed = (0..<4).map { atlas.add(mask(8, 4 + $0), for: key($0)) }
        XCTAssertEqual(placed[3].y, placed[0].y + 6 + 2 * GlyphAtlas.padding, "the fourth is on the next shelf")
        let page = atlas.pages[0]
        XCTAssertEqual(page.pageLog?.rectangles(after: start, through: page.version), [
            AtlasPageLog.Rectangle(x: placed[0].x, y: placed[0].y, width: placed[2].x + 8 - placed[0].x, height: 6),
            AtlasPageLog.Rectangle(x: placed[3].x, y: placed[3].y, width: 8, height: 7),
        ])
    }

    func testAPageWrittenAsAValueCopiesAndStopsGrowingInPlace() {
        var atlas = GlyphAtlas(pageSide: 32)
        let glyph = atlas.add(mask(8, 6), for: key(0))
        var copy = atlas.pages[0]
        copy[0, 0] = .clear
        XCTAssertNil(copy.pageLog, "written anywhere: its texture uploads it whole")
        XCTAssertNotEqual(address(copy), address(atlas.pages[0]), "copied on write, as any bitmap")
        XCTAssertNotNil(atlas.pages[0].pageLog)
        XCTAssertEqual(copy[glyph.x, glyph.y], atlas.pages[0][glyph.x, glyph.y])
    }

    func testAGrownPageIsANewBitmapWithALogOfItsOwn() {
        var atlas = GlyphAtlas(pageSide: 1024)
        _ = atlas.add(mask(20, 20), for: key(0))
        let small = atlas.pages[0]
        for i in 1..<122 { _ = atlas.add(mask(20, 20), for: key(i)) }
        let grown = atlas.pages[0]
        XCTAssertNotEqual(grown.identity, small.identity, "a new texture, uploaded whole once")
        XCTAssertFalse(grown.pageLog === small.pageLog)
        XCTAssertNotEqual(address(grown), address(small))
        let last = atlas.glyph(for: key(121))!
        XCTAssertEqual(grown.pageLog?.rectangles(after: 0, through: grown.version),
                       [AtlasPageLog.Rectangle(x: last.x, y: last.y, width: 20, height: 20)],
                       "only what was added after the growth")
    }

    /// The bytes of `rectangle` of `page`, row by row.
    private static func bytes(of rectangle: AtlasPageLog.Rectangle, in page: Bitmap) -> [UInt8] {
        (rectangle.y..<rectangle.y + rectangle.height).flatMap { y in
            (rectangle.x..<rectangle.x + rectangle.width).flatMap { x -> [UInt8] in
                let p = page[x, y]
                return [p.red, p.green, p.blue, p.alpha]
            }
        }
    }

    func testACopyTakenBeforeAGlyphIsWrittenReadsItsRectanglesUnchanged() {
        var atlas = GlyphAtlas(pageSide: 64)
        let first = atlas.add(mask(8, 6), for: key(0))
        let held = atlas.pages[0]
        let log = try! XCTUnwrap(held.pageLog)
        let heldRectangles = log.rectangles(after: 0, through: held.version)
        let before = heldRectangles.map { Self.bytes(of: $0, in: held) }
        for i in 1..<12 { _ = atlas.add(mask(5 + i % 3, 4 + i % 4), for: key(i)) }
        XCTAssertEqual(atlas.pages[0].identity, held.identity, "still the same page, grown in place")
        XCTAssertEqual(heldRectangles.map { Self.bytes(of: $0, in: held) }, before)
        XCTAssertEqual(held[first.x, first.y].alpha, 200)
        XCTAssertEqual(log.rectangles(after: 0, through: held.version), heldRectangles,
                       "the held version's rectangles are the same ones")
    }

    func testAPageReadOnOneThreadWhileGlyphsAreAddedOnAnotherReadsWhatItsVersionHolds() {
        // A tile worker draws text from a page it holds while the frame thread adds glyphs to
        // the same page (TextEngine's lock guards the atlas, not the pages' readers).
        let atlas = Mutex(GlyphAtlas(pageSide: 256))
        let first = atlas.withLock { $0.add(mask(8, 6), for: key(0)) }
        let held = atlas.withLock { $0.pages[0] }
        let rectangle = AtlasPageLog.Rectangle(x: first.x, y: first.y, width: 8, height: 6)
        let expected = Self.bytes(of: rectangle, in: held)
        let glyphs = (1..<60).map { (mask(6, 6), key($0)) }
        let mismatches = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for (mask, key) in glyphs { atlas.withLock { _ = $0.add(mask, for: key) } }
            } else {
                for _ in 0..<200 where Self.bytes(of: rectangle, in: held) != expected {
                    mismatches.add(1, ordering: .relaxed)
                }
                // As a texture catching up: the rectangles logged since hold their glyphs' pixels.
                for r in held.pageLog!.rectangles(after: held.version, through: .max) where held[r.x, r.y].alpha != 200 {
                    mismatches.add(1, ordering: .relaxed)
                }
            }
        }
        XCTAssertEqual(mismatches.load(ordering: .relaxed), 0)
        let page = atlas.withLock { $0.pages[0] }
        XCTAssertEqual(page.identity, held.identity)
        XCTAssertEqual(Self.bytes(of: rectangle, in: page), expected)
    }
}
