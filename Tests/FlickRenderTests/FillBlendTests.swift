import CSDL2
import XCTest

@testable import FlickRender

/// SDL's blend of a translucent rect fill, done two bytes to a product (`FillBlend`).
final class FillBlendTests: XCTestCase {
    func testSDLBlendsFillsOntoThe32BitFormatsWeDrawIntoAsFillBlendDoes() {
        // Window surfaces (XRGB), headless targets (XRGB, RGBA32) and an ARGB target.
        for format in [SDL_PIXELFORMAT_RGB888, SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGBA32, SDL_PIXELFORMAT_BGR888] {
            XCTAssertTrue(FillBlend.matchesSDL(format: format.rawValue), "format \(format.rawValue)")
        }
    }

    func testEveryByteIsDividedAsSDLDivides() throws {
        // Each byte d · (255 − a) / 255 + c · a / 255, truncated, over every pair of byte and
        // alpha; the alpha byte adds a; a format without alpha gets 0 there.
        let argb = try XCTUnwrap(SDL_AllocFormat(SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeFormat(argb) }
        let xrgb = try XCTUnwrap(SDL_AllocFormat(SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeFormat(xrgb) }
        for a in 0..<256 {
            let colour = SDL_Color(r: 200, g: 17, b: 255, a: UInt8(a))
            let withAlpha = try XCTUnwrap(FillBlend(colour, format: argb.pointee))
            let without = try XCTUnwrap(FillBlend(colour, format: xrgb.pointee))
            for d in stride(from: 0, through: 255, by: 3) {
                func byte(_ under: Int, _ c: Int) -> UInt32 { UInt32(under * (255 - a) / 255 + c * a / 255) }
                // Alpha d, red 255 − d, green d / 2, blue d.
                let under = UInt32(d) << 24 | UInt32(255 - d) << 16 | UInt32(d / 2) << 8 | UInt32(d)
                let colours = byte(255 - d, 200) << 16 | byte(d / 2, 17) << 8 | byte(d, 255)
                XCTAssertEqual(withAlpha.pixel(under), UInt32(d * (255 - a) / 255 + a) << 24 | colours, "a \(a), d \(d)")
                XCTAssertEqual(without.pixel(under), colours, "a \(a), d \(d)")
            }
        }
    }

    func testFormatsOfLessThanAByteAChannelAreRefused() throws {
        let format = try XCTUnwrap(SDL_AllocFormat(SDL_PIXELFORMAT_RGB565.rawValue))
        defer { SDL_FreeFormat(format) }
        XCTAssertNil(FillBlend(SDL_Color(r: 1, g: 2, b: 3, a: 100), format: format.pointee))
        XCTAssertFalse(FillBlend.matchesSDL(format: SDL_PIXELFORMAT_RGB565.rawValue))
    }

    func testABoxIsBlendedAndNothingAroundIt() throws {
        let format = try XCTUnwrap(SDL_AllocFormat(SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeFormat(format) }
        let blend = try XCTUnwrap(FillBlend(SDL_Color(r: 0, g: 0, b: 0, a: 128), format: format.pointee))
        var pixels = [UInt32](repeating: 0x00C8_6432, count: 6 * 4)
        pixels.withUnsafeMutableBufferPointer {
            blend.blend(PixelBox(x0: 1, y0: 1, x1: 4, y1: 3), rows: $0.baseAddress!, pitch: 6)
        }
        // 200, 100, 50 at 127/255: 99, 49, 24.
        for y in 0..<4 {
            for x in 0..<6 {
                let inside = (1..<4).contains(x) && (1..<3).contains(y)
                XCTAssertEqual(pixels[y * 6 + x], inside ? 0x0063_3118 : 0x00C8_6432, "(\(x), \(y))")
            }
        }
    }
}
