import CSDL2
import FlickScene

/// Bitmaps kept stretched at the pixel size they are drawn at, for `SDLRenderer`'s scaled
/// copies that stay inside the target (a full-window dimming image, a photo shown larger
/// than its pixels).
///
/// SDL 2.26's software renderer draws a scaled, blended copy with linear sampling through
/// an intermediate surface every time (`SDL_LowerBlitScaled`): it allocates a surface of the
/// destination's size, stretches the texture into it (`SDL_SoftStretchLinear`) and blends
/// that. Here the stretch is done once, with the same function, and kept while the same
/// bitmap version is drawn at the same size; each frame then only blends, and the pixels are
/// those SDL would have made. A bitmap is stretched on its second consecutive frame at a size,
/// so an image whose size animates (each frame another size) is left to SDL. Measured by us on
/// the demo's headless tour (release): with the alert's dimming (160×92 stretched over
/// 1280×736, blended) the Alert scene's render p99 went from 5.8–6.6 ms to 4.4–4.5 ms.
final class PrescaledCopies {
    /// Frames a stretched copy is kept unused (ours, as `TextureCache.evictionAgeFrames`).
    static let evictionAgeFrames = 30

    private struct Key: Hashable {
        var identity: UInt64
        var width: Int32
        var height: Int32
    }

    private struct Entry {
        var texture: OpaquePointer
        var version: UInt64
        var lastUsedFrame: Int
    }

    private let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    /// The copies asked for in the previous frame and in this one (bitmap version by key).
    private var previousRequests: [Key: UInt64] = [:], requests: [Key: UInt64] = [:]
    private var frame = 0

    /// Stretched copies for `renderer`.
    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// Number of stretched copies held.
    var count: Int { entries.count }

    /// True when `bitmap` (this version) is kept stretched to `width` × `height` pixels: a copy
    /// drawn at that size now is an unscaled blit of the kept pixels (the frame's damage boxes
    /// may cut it).
    func holdsCopy(of bitmap: Bitmap, width: Int32, height: Int32) -> Bool {
        entries[Key(identity: bitmap.identity, width: width, height: height)]?.version == bitmap.version
    }

    /// The texture holding `bitmap` stretched (linear) to `width` × `height` pixels, or `nil`
    /// when it is not (yet) worth keeping: the first frame at that size, or SDL failed.
    func texture(for bitmap: Bitmap, width: Int32, height: Int32, counters: inout RenderCounters) -> OpaquePointer? {
        let key = Key(identity: bitmap.identity, width: width, height: height)
        requests[key] = bitmap.version
        if var entry = entries[key] {
            if entry.version == bitmap.version {
                entry.lastUsedFrame = frame
                entries[key] = entry
                return entry.texture
            }
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
        guard previousRequests[key] == bitmap.version, let texture = stretch(bitmap, width: width, height: height) else {
            return nil
        }
        counters.prescaledStretches += 1
        entries[key] = Entry(texture: texture, version: bitmap.version, lastUsedFrame: frame)
        return texture
    }

    /// A streaming texture of `width` × `height` holding `bitmap` stretched into its pixels in
    /// place (no intermediate surface, no upload copy: the stretch is the frame's only extra
    /// work, about what SDL's own temporary stretch costs).
    private func stretch(_ bitmap: Bitmap, width: Int32, height: Int32) -> OpaquePointer? {
        let format = SDL_PIXELFORMAT_RGBA32.rawValue
        guard let texture = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              width, height) else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else {
            SDL_DestroyTexture(texture)
            return nil
        }
        var source = bitmap.pixels
        let stretched: Bool = source.withUnsafeMutableBytes { bytes in
            guard let from = SDL_CreateRGBSurfaceWithFormatFrom(
                      bytes.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
                      Int32(bitmap.width * Bitmap.bytesPerPixel), format),
                  let into = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, format) else { return false }
            defer { SDL_FreeSurface(from); SDL_FreeSurface(into) }
            return SDL_SoftStretchLinear(from, nil, into, nil) == 0
        }
        SDL_UnlockTexture(texture)
        guard stretched else {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return texture
    }

    /// Ends a frame: copies unused for `evictionAgeFrames` frames are destroyed.
    func endFrame() {
        for (key, entry) in entries where frame - entry.lastUsedFrame >= Self.evictionAgeFrames {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
        previousRequests = requests
        requests.removeAll(keepingCapacity: true)
        frame += 1
    }

    /// Destroys every copy (before the renderer goes).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
