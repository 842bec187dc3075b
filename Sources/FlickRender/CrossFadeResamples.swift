import CSDL2
import FlickScene

/// The coarser texels of each pair a tile fades in with (`SDLRenderer+CrossFade`), resampled
/// once to the finer one's grid and kept while the fade lasts: zooming in, the part of the
/// fallback under the tile; zooming out, the part of the tile over a finer fallback. Each is kept
/// with the pair blended at the opacity it was drawn at last: 512 KB for a 256² grid, kept until
/// `evictionAgeFrames` frames pass without it. A late redraw draws its frame again at the same
/// opacities, so it only stretches the blends kept: on the demo's tour at 120 Hz, the pinches'
/// redraw p90 went from 1.90–2.08 to 1.41–1.51 ms (measured by us, 8 phases, three sweeps each).
final class CrossFadeResamples {
    /// Frames a resampled part may go unused before it is dropped (ours: a fade is drawn every
    /// frame, but `flick bench render --scene zoom` draws its frame in six configurations in
    /// turn, and with 3 every part was resampled again each time: 2.6 ms a frame against 1.2).
    static let evictionAgeFrames = 8
    /// Bytes of resampled texels and blends kept now.
    var bytes: Int { entries.bytes }
    /// Parts dropped by age or budget since creation.
    var evictions: Int { entries.evictions }

    /// What resampled texels depend on: the coarser bitmap and version, the texels of it in the
    /// pair, the finer grid's texels across and down and the filter.
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

    /// What a blend of the pair depends on besides the resampled texels: the finer bitmap, its
    /// version and the texels of it blended (from `x`, `y`, as many as the `Key`'s grid), whether
    /// it is the tile over the resampled texels (zooming in) or the fallback under them, and the
    /// tile's opacity, 0…255.
    struct Blend: Hashable {
        var bitmap: UInt64
        var version: UInt64
        var x: Int32, y: Int32
        var isOver: Bool
        var alpha: UInt8
    }

    private struct Entry {
        /// The coarser texels resampled to the finer grid.
        var texels: [UInt32]
        /// The pair blended (empty before the first blend).
        var blended: [UInt32] = []
        /// What `blended` holds; `nil` when nothing is blended.
        var blendedFrom: Blend?
    }

    private let entries: FrameAgedCache<Key, Entry>

    /// No resampled texels yet; they will draw from `budget`. A pair whose texels and blend would
    /// take the bytes the renderer's caches keep past it, even with every entry not drawn in
    /// this frame dropped (least recently used first, whichever cache keeps it), is not fused
    /// (`RenderCounters.crossFadesOverBudget`). At 1280 × 800 the demo's tour and a pinch
    /// zooming out across a level kept at most 24 pairs of 256² texels, 12.6 MB (measured).
    init(budget: RenderCacheBudget) {
        entries = FrameAgedCache(maximumAge: CrossFadeResamples.evictionAgeFrames, budget: budget)
    }

    /// Resampled texels kept now.
    var count: Int { entries.count }

    /// Calls `use` with the pair blended for `key` (`width` × `height` texels, rows packed, all):
    /// the resampled texels are made first by `resample` (which fills the texels it is given and
    /// returns false when it cannot) when they are not kept, and the blend by `blend` (given the
    /// resampled texels and the texels to fill; false when it cannot) unless the one kept is of
    /// `tile`. Returns what `use` returns, false when `resample` or `blend` fails or when a new
    /// pair's texels and blend would take the bytes kept past the budget (nothing is called).
    func withBlend(
        for key: Key, of tile: Blend, counters: inout RenderCounters,
        resample: (UnsafeMutableBufferPointer<UInt32>) -> Bool,
        blend: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>) -> Bool,
        use: (UnsafeMutableBufferPointer<UInt32>) -> Bool
    ) -> Bool {
        let count = Int(key.width) * Int(key.height)
        if entries.peek(key) == nil {
            guard entries.makeRoom(for: 2 * count * MemoryLayout<UInt32>.size) else {
                counters.crossFadesOverBudget += 1
                return false
            }
            var texels = [UInt32](repeating: 0, count: count)
            guard texels.withUnsafeMutableBufferPointer({ resample($0) }) else { return false }
            entries.insert(Entry(texels: texels), for: key, bytes: Self.bytes(of: Entry(texels: texels)))
            counters.crossFadeResamples += 1
        }
        // Changed in place in the cache, so its arrays are not copied on write.
        return entries.update(key, bytes: Self.bytes(of:)) { entry in
            if entry.blendedFrom == tile {
                counters.crossFadeBlendsKept += 1
            } else {
                entry.blendedFrom = nil
                if entry.blended.count != count { entry.blended = [UInt32](repeating: 0, count: count) }
                let blended = entry.texels.withUnsafeBufferPointer { part in
                    entry.blended.withUnsafeMutableBufferPointer { blend(part, $0) }
                }
                guard blended else { return false }
                entry.blendedFrom = tile
            }
            return entry.blended.withUnsafeMutableBufferPointer { use($0) }
        } ?? false
    }

    /// The bytes of `entry`'s resampled texels and blend.
    private static func bytes(of entry: Entry) -> Int {
        (entry.texels.count + entry.blended.count) * MemoryLayout<UInt32>.size
    }
}
