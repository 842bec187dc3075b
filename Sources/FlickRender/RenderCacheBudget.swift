/// The one byte budget the renderer's frame-aged caches draw from (`FrameAgedCache`: textures,
/// stretched copies, cross-fade resamples, glyph masks, scratch pixels), and the frame count
/// they age by. What the renderer may keep is this one figure, not a sum of per-cache limits,
/// so a cache under pressure takes the room another cache's stale entries hold: past the budget,
/// the entries used least recently go first whichever cache keeps them, never one used in the
/// frame that ends.
///
/// LVGL keeps one image cache with one size limit for all its decoded images and draw buffers;
/// Flutter's raster cache and Skia's resource cache each hold one byte budget, least recently
/// used first.
final class RenderCacheBudget {
    /// Bytes the caches keep at most once a frame ends, by default (ours: 96 MiB. Measured by
    /// us, the demo's tour at 1280 × 800 peaks at 40 MiB, 34 MB of textures and 7.5 MB of
    /// stretched copies, and a pinch's cross-fades keep up to 12.6 MB more; a 1920 × 1080 panel
    /// has twice the pixels. The five limits this replaces summed to 156 MiB).
    static let defaultBudgetBytes = 96 << 20

    /// Bytes kept at most after `endFrame()`, less what the ending frame used (never dropped
    /// while in use).
    var budgetBytes: Int
    /// The frame being drawn, counted from 0 by `endFrame()`.
    private(set) var frame = 0
    /// The caches drawing from this budget (held weakly: each cache holds its budget).
    private var members: [Member] = []

    /// A cache drawing from the budget, held weakly.
    private struct Member {
        weak var cache: (any Cache)?
    }

    /// A budget of `budgetBytes` (default `defaultBudgetBytes`) with no caches yet.
    init(budgetBytes: Int = RenderCacheBudget.defaultBudgetBytes) {
        self.budgetBytes = budgetBytes
    }

    /// Adds `cache` to the caches drawing from this budget.
    func add(_ cache: any Cache) {
        members.removeAll { $0.cache == nil }
        members.append(Member(cache: cache))
    }

    /// Bytes the caches keep now.
    var bytes: Int { members.reduce(0) { $0 + ($1.cache?.bytes ?? 0) } }

    /// True when `bytes` more can be kept within `budgetBytes`, counting what `endFrame()`
    /// could drop (every entry of every cache not used in this frame).
    func canFit(_ bytes: Int) -> Bool {
        members.reduce(0) { $0 + ($1.cache?.bytesUsed(inFrame: frame) ?? 0) } + bytes <= budgetBytes
    }

    /// Drops the least recently used entries of any cache, not used in this frame, until `bytes`
    /// more fit within `budgetBytes`; false (nothing dropped) when they cannot.
    func makeRoom(for bytes: Int) -> Bool {
        guard self.bytes + bytes > budgetBytes else { return true }
        guard canFit(bytes) else { return false }
        dropLeastRecentlyUsed(whileOver: budgetBytes - bytes)
        return true
    }

    /// Ends a frame for every cache: each drops its entries unused for its maximum age, then the
    /// least recently used of all go while the bytes kept pass `budgetBytes` (never one used in
    /// this frame); the next frame begins. Returns the number of entries dropped.
    @discardableResult
    func endFrame() -> Int {
        var dropped = 0
        for member in members { dropped += member.cache?.dropAged(inFrame: frame) ?? 0 }
        if bytes > budgetBytes { dropped += dropLeastRecentlyUsed(whileOver: budgetBytes) }
        frame += 1
        return dropped
    }

    /// Drops entries not used in this frame, least recently used first across the caches, while
    /// the bytes kept pass `limit`; returns how many.
    @discardableResult
    private func dropLeastRecentlyUsed(whileOver limit: Int) -> Int {
        var candidates: [Candidate] = []
        for member in members { candidates += member.cache?.candidates(before: frame) ?? [] }
        // Entries last used in one frame go in any order: none is more recent.
        candidates.sort { $0.lastUsedFrame < $1.lastUsedFrame }
        var kept = bytes, dropped = 0
        for candidate in candidates where kept > limit {
            kept -= candidate.drop()
            dropped += 1
        }
        return dropped
    }

    /// An entry a cache can drop for the budget: the frame it was last used in, and what drops it
    /// (returning its bytes).
    struct Candidate {
        /// The frame the entry was last used in.
        var lastUsedFrame: Int
        /// Drops the entry and returns the bytes it held.
        var drop: () -> Int
    }

    /// A cache drawing from the budget (`FrameAgedCache`).
    protocol Cache: AnyObject {
        /// Bytes kept now.
        var bytes: Int { get }
        /// Bytes of the entries used in `frame`.
        func bytesUsed(inFrame frame: Int) -> Int
        /// Drops the entries unused for the cache's maximum age as `frame` ends; returns how many.
        func dropAged(inFrame frame: Int) -> Int
        /// The entries last used before `frame`, each cache's oldest first.
        func candidates(before frame: Int) -> [Candidate]
    }
}
