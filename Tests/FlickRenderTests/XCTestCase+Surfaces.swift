import CSDL2
import XCTest

/// 32-bit SDL surfaces for tests that write a software target's pixels directly (pixman's
/// blends and glyphs).
extension XCTestCase {
    /// A `width` × `height` surface of `format` filled with `pixel`.
    func surface(_ format: SDL_PixelFormatEnum, width: Int32, height: Int32,
                 pixel: UInt32) throws -> UnsafeMutablePointer<SDL_Surface> {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format.rawValue))
        for k in 0..<Int(width * height) { pixels(of: surface)[k] = pixel }
        return surface
    }

    /// `surface`'s pixels as 32-bit words, rows packed (the test surfaces have no padding).
    func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<UInt32> {
        surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    }

    /// Channel `shift` (bits) of `pixel`.
    func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }
}
