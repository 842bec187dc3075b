import CSDL2
import FlickScene

/// A frame's pixels as the target holds them, copied in its own pixel format: what a snapshot
/// takes on the frame thread. Converting them to a `Bitmap` (RGBA, `bitmap()`) and encoding
/// them are left for later, off the frame.
///
/// Reading the pixels back converted (`SDLRenderer.readPixels()`: a fresh 4 MB `Bitmap`, zeroed,
/// then SDL's conversion into it) cost the demo's tab switches about 1.9 ms in the frame that
/// left a scene, most of it page faults on the fresh memory (measured by us with `perf` on the
/// headless tour); a copy in the target's format into memory touched beforehand
/// (`CaptureBuffers`) is a row-by-row `memcpy`.
public struct PixelCapture: @unchecked Sendable {
    /// Size, pixels.
    public let width: Int, height: Int
    /// Bytes from one row to the next.
    let pitch: Int
    /// The pixels' SDL pixel format (`SDL_PixelFormatEnum`).
    let format: UInt32
    /// The pixels; never written after the capture.
    let buffer: CaptureBuffer

    /// The pixels as a `Bitmap` (RGBA): the same as `SDLRenderer.readPixels()` at the capture,
    /// since both convert with SDL's `SDL_ConvertPixels`.
    public func bitmap() throws -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let converted = bitmap.withUnsafeMutablePixels { pixels in
            SDL_ConvertPixels(Int32(width), Int32(height), format, buffer.bytes, Int32(pitch),
                              SDL_PIXELFORMAT_RGBA32.rawValue, pixels.baseAddress, Int32(width * 4)) == 0
        }
        guard converted else { throw RenderError.sdl("SDL_ConvertPixels") }
        return bitmap
    }
}
