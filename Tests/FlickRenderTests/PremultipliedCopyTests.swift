import CSDL2
import XCTest

@testable import FlickRender

/// pixman's blend of a kept copy onto a software target: the exact blend within a level, in
/// the target's channel order, inside the clip and the surface only.
final class PremultipliedCopyTests: XCTestCase {
    /// The exact blend of a straight-alpha channel `source` (alpha `alpha`) at `opacity`
    /// (0…255) over `target`, 0…255 unrounded.
    private func exact(_ source: Int, alpha: Int, opacity: Int, over target: Int) -> Double {
        let a = Double(alpha) / 255 * Double(opacity) / 255
        return Double(source) * a + Double(target) * (1 - a)
    }

    func testBlendsAStraightAlphaCopyAtAnOpacityWithinALevelOfTheExactBlend() throws {
        // ARGB8888 straight alpha: opaque red, half-transparent green, nearly transparent
        // blue, transparent white, and the dimming's black at 40 % and 60 %.
        let source: [UInt32] = [0xFFFF_0000, 0x8000_FF00, 0x0A00_00FF, 0x00FF_FFFF, 0x6600_0000, 0x9900_0000]
        let copy = try XCTUnwrap(PremultipliedCopy(straight: source, width: 6, height: 1))
        for opacity: UInt8 in [255, 200, 128, 51, 1] {
            let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 6, height: 1, pixel: 0x0030_6090)
            defer { SDL_FreeSurface(target) }
            XCTAssertTrue(copy.blend(onto: target, at: (0, 0), clip: nil, opacity: opacity))
            for k in 0..<6 {
                let out = pixels(of: target)[k], alpha = Int(source[k] >> 24)
                for (shift, background) in [(UInt32(16), 0x30), (8, 0x60), (0, 0x90)] {
                    let expected = exact(channel(source[k], shift), alpha: alpha, opacity: Int(opacity), over: background)
                    XCTAssertLessThanOrEqual(abs(Double(channel(out, shift)) - expected), 1,
                                             "pixel \(k), shift \(shift), opacity \(opacity)")
                }
            }
        }
    }

    func testALargeBlendDrawnInHalvesIsTheBlendDrawnInSmallPieces() throws {
        // 300 × 200 pixels of every alpha, at 60 %, partly off the surface: drawn in two halves
        // of its rows at once (`BandWorker`), and in 50 × 50 clipped pieces each drawn whole.
        let width: Int32 = 300, height: Int32 = 200
        let source = (0..<Int(width * height)).map { (k: Int) -> UInt32 in
            let alpha = UInt32(k % 256), red = UInt32((k / 3) % 256), green = UInt32((k / 7) % 256)
            let blue = UInt32((k / 11) % 256)
            return alpha << 24 | red << 16 | green << 8 | blue
        }
        let copy = try XCTUnwrap(PremultipliedCopy(straight: source, width: width, height: height))
        let halves = try surface(SDL_PIXELFORMAT_XRGB8888, width: 320, height: 180, pixel: 0x0030_6090)
        let pieces = try surface(SDL_PIXELFORMAT_XRGB8888, width: 320, height: 180, pixel: 0x0030_6090)
        defer { SDL_FreeSurface(halves); SDL_FreeSurface(pieces) }
        let before = BandWorker.shared.drawingsHalved
        XCTAssertTrue(copy.blend(onto: halves, at: (7, -13), clip: nil, opacity: 153))
        XCTAssertEqual(BandWorker.shared.drawingsHalved - before, 1)
        for y in stride(from: Int32(0), to: 180, by: 50) {
            for x in stride(from: Int32(0), to: 320, by: 50) {
                XCTAssertTrue(copy.blend(onto: pieces, at: (7, -13), clip: SDL_Rect(x: x, y: y, w: 50, h: 50), opacity: 153))
            }
        }
        XCTAssertEqual(BandWorker.shared.drawingsHalved - before, 1, "the pieces are drawn whole")
        XCTAssertTrue((0..<320 * 180).allSatisfy { pixels(of: halves)[$0] == pixels(of: pieces)[$0] }, "pixels differ")
    }

    func testDrawsOnlyInsideTheClipAndTheSurface() throws {
        // A 4×4 opaque white copy placed at (-2, 1) on a 4×4 black target, clipped to x 1..<3:
        // only columns 1 of the copy's rows inside both (x 1, y 1...3) turn white.
        let copy = try XCTUnwrap(PremultipliedCopy(straight: Array(repeating: 0xFFFF_FFFF, count: 16), width: 4, height: 4))
        let target = try surface(SDL_PIXELFORMAT_XRGB8888, width: 4, height: 4, pixel: 0)
        defer { SDL_FreeSurface(target) }
        XCTAssertTrue(copy.blend(onto: target, at: (-2, 1), clip: SDL_Rect(x: 1, y: 0, w: 2, h: 4), opacity: 255))
        for y in 0..<4 {
            for x in 0..<4 {
                let white = x == 1 && y >= 1
                XCTAssertEqual(pixels(of: target)[y * 4 + x] & 0xFF_FFFF, white ? 0xFF_FFFF : 0, "(\(x), \(y))")
            }
        }
        // Entirely outside the clip: drawn (nothing to draw), nothing touched.
        XCTAssertTrue(copy.blend(onto: target, at: (0, 0), clip: SDL_Rect(x: 3, y: 3, w: 0, h: 0), opacity: 255))
        XCTAssertEqual(pixels(of: target)[0] & 0xFF_FFFF, 0)
    }

    func testWritesInTheTargetsChannelOrder() throws {
        // Opaque red onto RGBA32 (ABGR8888 words on a little-endian machine) and ARGB8888.
        let copy = try XCTUnwrap(PremultipliedCopy(straight: [0xFFFF_0000], width: 1, height: 1))
        let rgba = try surface(SDL_PIXELFORMAT_RGBA32, width: 1, height: 1, pixel: 0xFF00_0000)
        defer { SDL_FreeSurface(rgba) }
        XCTAssertTrue(copy.blend(onto: rgba, at: (0, 0), clip: nil, opacity: 255))
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        SDL_GetRGBA(pixels(of: rgba)[0], rgba.pointee.format, &r, &g, &b, &a)
        XCTAssertEqual([r, g, b, a], [255, 0, 0, 255])
        let argb = try surface(SDL_PIXELFORMAT_ARGB8888, width: 1, height: 1, pixel: 0)
        defer { SDL_FreeSurface(argb) }
        XCTAssertTrue(copy.blend(onto: argb, at: (0, 0), clip: nil, opacity: 255))
        XCTAssertEqual(pixels(of: argb)[0], 0xFFFF_0000, "red over transparent: opaque red")
    }

    func testRefusesATargetFormatItDoesNotKnow() throws {
        let copy = try XCTUnwrap(PremultipliedCopy(straight: [0xFFFF_0000], width: 1, height: 1))
        let target = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 2, 2, 16, SDL_PIXELFORMAT_RGB565.rawValue))
        defer { SDL_FreeSurface(target) }
        XCTAssertNil(PixmanTarget.format(of: target))
        XCTAssertFalse(copy.blend(onto: target, at: (0, 0), clip: nil, opacity: 255))
        XCTAssertEqual(target.pointee.pixels.assumingMemoryBound(to: UInt16.self)[0], 0, "untouched")
    }

    func testMakesNoCopyOfAnEmptyOrShortSource() {
        XCTAssertNil(PremultipliedCopy(straight: [], width: 0, height: 1))
        XCTAssertNil(PremultipliedCopy(straight: [0, 0], width: 2, height: 2), "fewer pixels than its size")
    }
}
