import CSDL2
import FlickScene

/// Snapshots that cost the frame a copy: the pixels in the target's own format
/// (`PixelCapture`), converted to a `Bitmap` later, off the frame.
extension SDLRenderer {
    /// Copies the target's pixels as they are now (`SDL_RenderReadPixels` in the target
    /// surface's own format: a row-by-row copy) into memory made ready in the background
    /// (`prepareCapture()`, and again after each capture). Without a software surface at hand
    /// (an accelerated window) the pixels are read converted to RGBA at once.
    public func capturePixels() throws -> PixelCapture {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { throw RenderError.sdl("SDL_GetRendererOutputSize") }
        let (format, bytesPerPixel) = captureFormat
        let pitch = Int(w) * bytesPerPixel
        let buffer = captureBuffers.take(count: pitch * Int(h))
        guard SDL_RenderReadPixels(handle, nil, format, buffer.bytes, Int32(pitch)) == 0 else {
            throw RenderError.sdl("SDL_RenderReadPixels")
        }
        return PixelCapture(width: Int(w), height: Int(h), pitch: pitch, format: format, buffer: buffer)
    }

    /// Makes the memory of the next `capturePixels()` at the target's current size ready on a
    /// background queue (allocated and its pages touched), so the capture is only a copy. Call
    /// it once the target exists, before the first frame that may capture; each capture then
    /// makes the next one's.
    public func prepareCapture() {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { return }
        captureBuffers.prepare(count: Int(w) * Int(h) * captureFormat.bytesPerPixel)
    }

    /// The format pixels are captured in and its bytes per pixel: the target surface's, else
    /// RGBA32.
    private var captureFormat: (format: UInt32, bytesPerPixel: Int) {
        if let format = targetSurface?()?.pointee.format?.pointee, format.BytesPerPixel > 0 {
            return (format.format, Int(format.BytesPerPixel))
        }
        return (SDL_PIXELFORMAT_RGBA32.rawValue, 4)
    }
}
