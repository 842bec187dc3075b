import CSDL2
import Dispatch
import FlickScene
import Synchronization

/// Stretches bitmaps on a background dispatch queue for `PrescaledCopies.prepare`, so a copy
/// prepared ahead (a hidden overlay's dimming, `Layer.preparesContentsWhileHidden`) costs the
/// frame thread no stretch: linear (`SDL_SoftStretchLinear`) into ARGB8888, the pixels
/// `PrescaledCopies` makes for a copy faded in place.
///
/// Measured by us (C against SDL 2.26, this machine): stretching 160×92 to 1280×736 takes
/// 1.1 ms into memory already touched and 2.3 ms into fresh memory, whose page faults the
/// frame would pay; the alert's first frame in the demo spent 5.7 ms on its dimming.
final class BackgroundStretcher: Sendable {
    /// One stretch: a bitmap version at a pixel size.
    struct Job: Hashable, Sendable {
        /// The bitmap's identity and version.
        var identity: UInt64, version: UInt64
        /// The size stretched to, pixels.
        var width: Int32, height: Int32
    }

    /// A finished stretch.
    struct Stretched: Sendable {
        /// The stretched pixels, ARGB8888 straight alpha, rows packed.
        var pixels: [UInt32]
        /// The same premultiplied for pixman, when asked for and pixman made it.
        var premultiplied: PremultipliedCopy?
    }

    /// The queue the stretches run on (`BackgroundWork.qos`).
    let queue = DispatchQueue(label: "flick.render.stretch", qos: BackgroundWork.qos)
    /// Finished stretches (`nil` when SDL failed), until taken.
    private let finished = Mutex<[Job: Stretched?]>([:])

    /// Queues `bitmap` stretched to `width` × `height` pixels, and premultiplied too when
    /// `premultiplying` (a copy pixman will blend: its fresh 4 MB and its pass cost the frame
    /// that first drew a full-window dimming 1.9 ms, measured by us on the demo's alert).
    func submit(_ bitmap: Bitmap, width: Int32, height: Int32, premultiplying: Bool = false) {
        let job = Job(identity: bitmap.identity, version: bitmap.version, width: width, height: height)
        queue.async {
            let done = Self.stretchedARGB(bitmap, width: width, height: height).map {
                Stretched(pixels: $0,
                          premultiplied: premultiplying ? PremultipliedCopy(straight: $0, width: width, height: height) : nil)
            }
            self.finished.withLock { $0[job] = done }
        }
    }

    /// The stretch of `job` once done (and forgets it): `.some(nil)` when the stretch failed,
    /// `nil` while it is not done.
    func take(_ job: Job) -> Stretched?? {
        finished.withLock { $0.removeValue(forKey: job) }
    }

    /// Blocks until every queued stretch is done (for tests and shutdown; never from a frame).
    func waitUntilIdle() { queue.sync {} }

    /// `bitmap` stretched (linear) to `width` × `height`, in ARGB8888: the small bitmap
    /// converted first, then stretched in that order (SDL's linear stretch treats the four
    /// channels alike, so the pixels are those of a stretch in RGBA32, reordered); `nil` when
    /// SDL fails.
    static func stretchedARGB(_ bitmap: Bitmap, width: Int32, height: Int32) -> [UInt32]? {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue, pitch = Int32(bitmap.width * Bitmap.bytesPerPixel)
        var small = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
        var stretched = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let ok = bitmap.pixels.withUnsafeBytes { rgba in
            small.withUnsafeMutableBytes { from in
                guard let base = from.baseAddress,
                      SDL_ConvertPixels(Int32(bitmap.width), Int32(bitmap.height), SDL_PIXELFORMAT_RGBA32.rawValue,
                                        rgba.baseAddress, pitch, format, base, pitch) == 0 else { return false }
                return stretched.withUnsafeMutableBytes { into in
                    into.baseAddress.map {
                        stretch(base, width: Int32(bitmap.width), height: Int32(bitmap.height), format: format,
                                into: $0, pitch: width * 4, width: width, height: height)
                    } ?? false
                }
            }
        }
        return ok ? stretched : nil
    }

    /// Stretches `source` (`sourceWidth` × `sourceHeight`, rows packed) into `pixels` (`width` ×
    /// `height`, `pitch` bytes a row), both in `format`, linearly (`SDL_SoftStretchLinear`).
    /// False when SDL fails. Touches only the surfaces it makes over the two buffers, so it
    /// runs on any thread.
    static func stretch(_ source: UnsafeMutableRawPointer, width sourceWidth: Int32, height sourceHeight: Int32,
                        format: UInt32, into pixels: UnsafeMutableRawPointer, pitch: Int32, width: Int32,
                        height: Int32) -> Bool {
        guard let from = SDL_CreateRGBSurfaceWithFormatFrom(source, sourceWidth, sourceHeight, 32, sourceWidth * 4, format),
              let into = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, format) else { return false }
        defer { SDL_FreeSurface(from); SDL_FreeSurface(into) }
        return SDL_SoftStretchLinear(from, nil, into, nil) == 0
    }
}
