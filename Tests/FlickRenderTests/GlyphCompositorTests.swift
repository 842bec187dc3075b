import CSDL2
import FlickScene
import XCTest

@testable import FlickRender

/// pixman's glyph path: a colour through each glyph's coverage, within a level of the exact
/// blend, in order, inside the clip and the surface, each mask cut from its page once.
final class GlyphCompositorTests: XCTestCase {
    /// An 8 × 8 white page whose row `y` holds `coverage` from column `x` on, clear elsewhere.
    private func page(coverage: [UInt8], at x: Int = 1, row y: Int = 1) -> Bitmap {
        var page = Bitmap(width: 8, height: 8, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 0))
        for (k, c) in coverage.enumerated() { page[x + k, y] = RGBA8(red: 255, green: 255, blue: 255, alpha: c) }
        return page
    }

    private func glyph(
        texel: (Int32, Int32), size: (Int32, Int32), at origin: (Int32, Int32),
        colour: SDL_Color
    ) -> GlyphCompositor.Glyph {
        GlyphCompositor.Glyph(
            texelX: texel.0, texelY: texel.1, width: size.0, height: size.1,
            x: origin.0, y: origin.1, colour: colour)
    }

    func testCompositesTheColourThroughTheCoverageWithinALevelOfTheExactBlend() throws {
        let coverage: [UInt8] = [0, 1, 64, 128, 200, 255]
        let page = page(coverage: coverage)
        let compositor = try XCTUnwrap(GlyphCompositor(budget: RenderCacheBudget()))
        for colour in [
            SDL_Color(r: 20, g: 40, b: 200, a: 255), SDL_Color(r: 250, g: 10, b: 90, a: 153),
            SDL_Color(r: 0, g: 0, b: 0, a: 26),
        ] {
            let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 6, height: 1, pixel: 0x00C0_6030)
            defer { SDL_FreeSurface(target) }
            let g = glyph(texel: (1, 1), size: (6, 1), at: (0, 0), colour: colour)
            XCTAssertTrue(compositor.composite([g], from: page, onto: target, clip: nil))
            for (k, c) in coverage.enumerated() {
                let a = Double(c) / 255 * Double(colour.a) / 255
                let p = pixels(of: target)[k]
                for (shift, source, under) in [(16, colour.r, 0xC0), (8, colour.g, 0x60), (0, colour.b, 0x30)]
                    as [(UInt32, UInt8, Int)]
                {
                    let exact = Double(source) * a + Double(under) * (1 - a)
                    XCTAssertEqual(Double(channel(p, shift)), exact, accuracy: 1.0, "coverage \(c), colour \(colour)")
                }
            }
        }
    }

    func testDrawsInOrderInsideTheClipAndTheSurfaceOnly() throws {
        let page = page(coverage: [255, 255, 255, 255])
        let compositor = try XCTUnwrap(GlyphCompositor(budget: RenderCacheBudget()))
        let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 6, height: 2, pixel: 0)
        defer { SDL_FreeSurface(target) }
        let red = SDL_Color(r: 255, g: 0, b: 0, a: 255), green = SDL_Color(r: 0, g: 255, b: 0, a: 255)
        // Red over columns -1…2 (partly off the surface), then green over 2…5 on top of it;
        // the clip leaves out column 5 and the second row.
        let glyphs = [
            glyph(texel: (1, 1), size: (4, 1), at: (-1, 0), colour: red),
            glyph(texel: (1, 1), size: (4, 1), at: (2, 0), colour: green),
        ]
        XCTAssertTrue(compositor.composite(glyphs, from: page, onto: target, clip: SDL_Rect(x: 0, y: 0, w: 5, h: 1)))
        XCTAssertEqual(
            (0..<6).map { pixels(of: target)[$0] & 0xFF_FFFF },
            [0xFF_0000, 0xFF_0000, 0x00_FF00, 0x00_FF00, 0x00_FF00, 0])
        XCTAssertEqual(
            (6..<12).map { pixels(of: target)[$0] }, [UInt32](repeating: 0, count: 6), "the clip's second row")
        XCTAssertTrue(compositor.composite([], from: page, onto: target, clip: nil), "nothing to draw")
    }

    func testCutsEachMaskFromItsPageOnce() throws {
        let first = page(coverage: [255, 128])
        let budget = RenderCacheBudget()
        let compositor = try XCTUnwrap(GlyphCompositor(budget: budget))
        let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 4, height: 4, pixel: 0)
        defer { SDL_FreeSurface(target) }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let g = glyph(texel: (1, 1), size: (2, 1), at: (0, 0), colour: white)
        XCTAssertTrue(compositor.composite([g, g], from: first, onto: target, clip: nil))
        XCTAssertTrue(compositor.composite([g], from: first, onto: target, clip: nil))
        XCTAssertEqual(compositor.masksCut, 1, "one glyph, cut once")
        XCTAssertTrue(
            compositor.composite(
                [glyph(texel: (1, 1), size: (1, 1), at: (0, 1), colour: white)], from: first,
                onto: target, clip: nil))
        XCTAssertEqual(compositor.masksCut, 2, "another rectangle is another glyph")
        // A new page (an atlas that started over) has a new identity: its glyphs are its own.
        let second = page(coverage: [0, 0])
        XCTAssertTrue(
            compositor.composite(
                [glyph(texel: (1, 1), size: (2, 1), at: (0, 2), colour: white)], from: second,
                onto: target, clip: nil))
        XCTAssertEqual(compositor.masksCut, 3)
        XCTAssertEqual(pixels(of: target)[8] & 0xFF_FFFF, 0, "the new page's clear texels, not the old page's ink")
    }

    func testTheMasksOfAPageNotDrawnFromGoAfterTheirAgeAndAreCutAgain() throws {
        let old = page(coverage: [255, 128]), new = page(coverage: [64, 32])
        let budget = RenderCacheBudget()
        let compositor = try XCTUnwrap(GlyphCompositor(budget: budget))
        let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 4, height: 4, pixel: 0)
        defer { SDL_FreeSurface(target) }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let g = glyph(texel: (1, 1), size: (2, 1), at: (0, 0), colour: white)
        XCTAssertTrue(compositor.composite([g], from: old, onto: target, clip: nil))
        XCTAssertEqual(compositor.maskBytes, 4 * 1, "one row of 2 texels, padded to 4 bytes")
        // The new page is drawn from every frame, the old one no more (an atlas page that grew).
        XCTAssertTrue(compositor.composite([g], from: new, onto: target, clip: nil))
        budget.endFrame()
        XCTAssertEqual(compositor.pageCount, 2)
        for _ in 0..<GlyphCompositor.maskAgeFrames {
            XCTAssertEqual(compositor.evictions, 0)
            XCTAssertTrue(compositor.composite([g], from: new, onto: target, clip: nil))
            budget.endFrame()
        }
        XCTAssertEqual(compositor.evictions, 1)
        XCTAssertEqual(compositor.pageCount, 1)
        XCTAssertEqual(compositor.maskBytes, 4, "the new page's one mask")
        XCTAssertEqual(compositor.masksCut, 2)
        // Drawn from again, the old page's glyph is cut again: its mask was removed from pixman's cache.
        XCTAssertTrue(compositor.composite([g], from: old, onto: target, clip: nil))
        XCTAssertEqual(compositor.masksCut, 3)
    }

    func testRefusesAFormatItDoesNotKnowAndGlyphsOffThePage() throws {
        let page = page(coverage: [255])
        let compositor = try XCTUnwrap(GlyphCompositor(budget: RenderCacheBudget()))
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let rgb565 = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 2, 1, 16, SDL_PIXELFORMAT_RGB565.rawValue))
        defer { SDL_FreeSurface(rgb565) }
        XCTAssertFalse(
            compositor.composite(
                [glyph(texel: (1, 1), size: (1, 1), at: (0, 0), colour: white)], from: page,
                onto: rgb565, clip: nil))
        let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 2, height: 1, pixel: 0)
        defer { SDL_FreeSurface(target) }
        for offPage in [
            glyph(texel: (7, 1), size: (2, 1), at: (0, 0), colour: white),
            glyph(texel: (-1, 1), size: (1, 1), at: (0, 0), colour: white),
            glyph(texel: (1, 1), size: (0, 1), at: (0, 0), colour: white),
        ] {
            XCTAssertFalse(compositor.composite([offPage], from: page, onto: target, clip: nil))
        }
        XCTAssertEqual(pixels(of: target)[0], 0, "untouched")
        XCTAssertEqual(compositor.masksCut, 0)
    }
}
