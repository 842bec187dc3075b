import CSDL2
import FlickScene

/// The fallback parts under tiles fading in, each resampled once to its tile's grid
/// (`SDLRenderer+CrossFade`) and kept while the fade lasts: 256 KB for a 256² tile, kept
/// until `evictionAgeFrames` frames pass without it.
final class CrossFadeUnderlays {
    /// Frames a resampled part may go unused before it is dropped (ours: a fade is drawn every
    /// frame, but `flick bench render --scene zoom` draws its frame in six configurations in
    /// turn, and with 3 every part was resampled again each time: 2.6 ms a frame against 1.2).
    static let evictionAgeFrames = 8

    /// What a resampled part depends on: the fallback's bitmap and version, the texels of it
    /// under the tile, the tile's texels across and down and the filter.
    struct Key: Hashable {
        var bitmap: UInt64
        var version: UInt64
        var x: Int32, y: Int32, w: Int32, h: Int32
        var width: Int32, height: Int32
        var filter: TextureFilter

        init(bitmap: UInt64, version: UInt64, texels: SDL_Rect, width: Int32, height: Int32, filter: TextureFilter) {
            self.bitmap = bitmap
            self.version = version
            (x, y, w, h) = (texels.x, texels.y, texels.w, texels.h)
            self.width = width
            self.height = height
            self.filter = filter
        }
    }

    private struct Entry {
        var texels: [UInt32]
        var lastUsedFrame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0

    /// Parts kept now.
    var count: Int { entries.count }

    /// Calls `use` with the resampled part for `key` (`width` × `height` texels, rows packed),
    /// made first by `make` (which fills the texels it is given and returns false when it
    /// cannot) when it is not kept; returns what `use` returns, false when `make` fails.
    func withUnderlay(for key: Key, counters: inout RenderCounters, make: (UnsafeMutableBufferPointer<UInt32>) -> Bool,
                      use: (UnsafeBufferPointer<UInt32>) -> Bool) -> Bool {
        if entries[key] == nil {
            var texels = [UInt32](repeating: 0, count: Int(key.width) * Int(key.height))
            guard texels.withUnsafeMutableBufferPointer({ make($0) }) else { return false }
            entries[key] = Entry(texels: texels, lastUsedFrame: frame)
            counters.crossFadeUnderlays += 1
        }
        entries[key]?.lastUsedFrame = frame
        return entries[key]?.texels.withUnsafeBufferPointer(use) ?? false
    }

    /// Ends a frame: drops the parts unused for `evictionAgeFrames` frames.
    func endFrame() {
        frame += 1
        if !entries.isEmpty { entries = entries.filter { frame - $0.value.lastUsedFrame <= Self.evictionAgeFrames } }
    }
}
