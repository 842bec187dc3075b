import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// `SDLRenderer.opaqueTextureFormat`: opaque bitmaps in an XRGB8888 target's own format.
final class OpaqueTextureFormatTests: XCTestCase {
    /// A software renderer drawing into a new XRGB8888 surface of `size × size` pixels.
    func xrgbRenderer(size: Int32) throws -> SDLRenderer {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGB888.rawValue))
        let handle = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        return SDLRenderer(handle: handle, takingOwnership: true, retaining: SurfaceBox(surface))
    }

    func image(_ alpha: UInt8) -> Bitmap {
        var b = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 {
            b[x, y] = RGBA8(red: UInt8(x * 16), green: UInt8(y * 16), blue: UInt8((x ^ y) * 16), alpha: alpha)
        } }
        return b
    }

    func render(_ r: SDLRenderer, _ list: DisplayList) throws -> Bitmap {
        r.clear(Color(red: 0.2, green: 0.5, blue: 0.7))
        r.draw(list)
        return try r.readPixels()
    }

    func testSamePixelsWithinARoundingStep() throws {
        let opaque = image(255), translucent = image(140)
        var list = DisplayList()
        list.draw(opaque, in: Rect(x: 2, y: 2, width: 16, height: 16))
        list.draw(opaque, in: Rect(x: 20, y: 3.5, width: 24, height: 20), opacity: 0.6)
        list.draw(translucent, in: Rect(x: 5, y: 24, width: 16, height: 16))
        let fast = try xrgbRenderer(size: 48), plain = try xrgbRenderer(size: 48)
        fast.opaqueTextureFormat = SDL_PIXELFORMAT_RGB888.rawValue
        let a = try render(fast, list), b = try render(plain, list)
        let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 1)
        // Unblended copies are exact.
        for y in 2..<18 { for x in 2..<18 { XCTAssertEqual(a[x, y], b[x, y]) } }
    }

    func testABitmapThatStopsBeingOpaqueGetsAnRGBATexture() throws {
        let r = try xrgbRenderer(size: 32)
        r.opaqueTextureFormat = SDL_PIXELFORMAT_RGB888.rawValue
        var bitmap = image(255)
        var list = DisplayList()
        list.draw(bitmap, in: Rect(x: 0, y: 0, width: 16, height: 16))
        _ = try render(r, list)
        XCTAssertEqual(r.counters.texturesCreated, 1)
        bitmap[0, 0] = RGBA8(red: 255, green: 255, blue: 255, alpha: 0)
        list = DisplayList()
        list.draw(bitmap, in: Rect(x: 0, y: 0, width: 16, height: 16))
        let pixels = try render(r, list)
        XCTAssertEqual(r.counters.texturesCreated, 2, "recreated in RGBA")
        XCTAssertEqual(pixels[0, 0], RGBA8(red: 51, green: 128, blue: 179, alpha: 255), "transparent texel shows the clear colour")
    }
}

/// Frees an SDL surface after the renderer drawing into it.
final class SurfaceBox {
    let surface: UnsafeMutablePointer<SDL_Surface>
    init(_ surface: UnsafeMutablePointer<SDL_Surface>) { self.surface = surface }
    deinit { SDL_FreeSurface(surface) }
}
