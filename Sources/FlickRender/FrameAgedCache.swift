/// Values kept between frames, each with a byte cost and the frame it was last used in: the
/// one ageing rule of the renderer's caches (`TextureCache`, `PrescaledCopies`,
/// `CrossFadeResamples`, `GlyphCompositor`, scratch pixels). The caches of a renderer draw from
/// one `RenderCacheBudget`, which ends each frame for all of them: then each cache's entries
/// unused for its `maximumAge` frames are dropped, oldest first (while more than `retainedCount`
/// are kept), and while the bytes all the caches keep pass the budget the least recently used
/// go, whichever cache keeps them, never one used in the frame that ends. A value dropped,
/// replaced or removed is handed to `release` (an SDL texture destroyed), exactly once.
///
/// Like LVGL's image cache (`lv_cache` with its size limit, least recently used first) and
/// Flutter's raster cache (entries unused for a frame are dropped), it does one thing for
/// every kind of entry, so what the renderer holds is one figure against one budget.
final class FrameAgedCache<Key: Hashable, Value>: RenderCacheBudget.Cache {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUsedFrame: Int
    }

    /// Frames an entry may go unused before the frame's end drops it.
    var maximumAge: Int
    /// Entries kept even when older than `maximumAge` (not past the budget): pooled tile
    /// bitmaps waiting for reuse keep their textures.
    var retainedCount: Int
    /// The budget this cache draws from, with the other caches of its renderer.
    let budget: RenderCacheBudget
    /// The frame being drawn (the budget's).
    var frame: Int { budget.frame }
    /// Bytes of the entries kept now.
    private(set) var bytes = 0
    /// Entries dropped by age or budget since creation (not replacements or removals).
    private(set) var evictions = 0
    private var entries: [Key: Entry] = [:]
    private let release: (Value) -> Void

    /// An empty cache drawing from `budget`, whose dropped values go to `release`.
    init(maximumAge: Int, budget: RenderCacheBudget, retainedCount: Int = 0,
         release: @escaping (Value) -> Void = { _ in }) {
        self.maximumAge = maximumAge
        self.budget = budget
        self.retainedCount = retainedCount
        self.release = release
        budget.add(self)
    }

    /// An empty cache with a budget of its own, `budgetBytes`.
    convenience init(maximumAge: Int, budgetBytes: Int, retainedCount: Int = 0,
                     release: @escaping (Value) -> Void = { _ in }) {
        self.init(maximumAge: maximumAge, budget: RenderCacheBudget(budgetBytes: budgetBytes),
                  retainedCount: retainedCount, release: release)
    }

    deinit { removeAll() }

    /// Entries kept now.
    var count: Int { entries.count }

    /// The value kept for `key`, without marking it used.
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// The value kept for `key`, marked used in this frame.
    func value(for key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUsedFrame = frame
        return entries.values[index].value
    }

    /// Calls `body` with the value kept for `key`, in place (no copy of its storage), marks it
    /// used in this frame and sets its cost to what `bytes` returns for it after `body`;
    /// returns what `body` returns, `nil` when nothing is kept for `key`.
    func update<R>(_ key: Key, bytes: (Value) -> Int, _ body: (inout Value) -> R) -> R? {
        guard let index = entries.index(forKey: key) else { return nil }
        let result = body(&entries.values[index].value)
        let cost = bytes(entries.values[index].value)
        self.bytes += cost - entries.values[index].bytes
        entries.values[index].bytes = cost
        entries.values[index].lastUsedFrame = frame
        return result
    }

    /// Keeps `value` for `key` at a cost of `bytes`, used in this frame; a value kept for `key`
    /// before is released.
    func insert(_ value: Value, for key: Key, bytes: Int) {
        if let old = entries.updateValue(Entry(value: value, bytes: bytes, lastUsedFrame: frame), forKey: key) {
            self.bytes -= old.bytes
            release(old.value)
        }
        self.bytes += bytes
    }

    /// True when `bytes` more can be kept within the budget, counting what the frame's end
    /// could drop (every entry of the budget's caches not used in this frame).
    func canFit(_ bytes: Int) -> Bool { budget.canFit(bytes) }

    /// Drops the least recently used entries of the budget's caches, not used in this frame,
    /// until `bytes` more fit within the budget; false (nothing dropped) when they cannot.
    func makeRoom(for bytes: Int) -> Bool { budget.makeRoom(for: bytes) }

    /// Drops the value kept for `key`, releasing it; false when there was none.
    @discardableResult
    func remove(_ key: Key) -> Bool {
        guard let old = entries.removeValue(forKey: key) else { return false }
        bytes -= old.bytes
        release(old.value)
        return true
    }

    /// Drops the entries `shouldRemove` is true for (given the key and whether the entry was
    /// used in this frame), releasing them.
    func removeAll(where shouldRemove: (Key, _ usedThisFrame: Bool) -> Bool) {
        for (key, entry) in entries where shouldRemove(key, entry.lastUsedFrame == frame) { remove(key) }
    }

    /// Drops every entry, releasing it.
    func removeAll() {
        for entry in entries.values { release(entry.value) }
        entries.removeAll()
        bytes = 0
    }

    /// Ends the frame for every cache of this one's budget (`RenderCacheBudget.endFrame()`);
    /// returns the number of entries they dropped.
    @discardableResult
    func endFrame() -> Int { budget.endFrame() }

    /// Bytes of the entries used in `frame`.
    func bytesUsed(inFrame frame: Int) -> Int {
        entries.values.reduce(0) { $0 + ($1.lastUsedFrame == frame ? $1.bytes : 0) }
    }

    /// Drops the entries unused for `maximumAge` frames as `frame` ends, oldest first, while more
    /// than `retainedCount` are kept; returns how many.
    func dropAged(inFrame frame: Int) -> Int {
        // Most frames drop nothing: found without building the list of candidates.
        guard entries.count > retainedCount, entries.values.contains(where: { frame - $0.lastUsedFrame >= maximumAge })
        else { return 0 }
        var dropped = 0
        for (key, entry) in entries.filter({ frame - $0.value.lastUsedFrame >= maximumAge }).sorted(by: Self.older)
        where entries.count > retainedCount {
            evict(key, entry)
            dropped += 1
        }
        return dropped
    }

    /// The entries last used before `frame`, oldest first, each dropped by the budget.
    func candidates(before frame: Int) -> [RenderCacheBudget.Candidate] {
        entries.filter { $0.value.lastUsedFrame < frame }.sorted(by: Self.older).map { key, entry in
            RenderCacheBudget.Candidate(lastUsedFrame: entry.lastUsedFrame) { [unowned self] in
                guard let kept = entries[key] else { return 0 }
                evict(key, kept)
                return kept.bytes
            }
        }
    }

    /// True when `a` was used before `b` (ties by nothing: either order is the same frame's).
    private static func older(_ a: (key: Key, value: Entry), _ b: (key: Key, value: Entry)) -> Bool {
        a.value.lastUsedFrame < b.value.lastUsedFrame
    }

    /// Drops `key`'s `entry` by age or budget.
    private func evict(_ key: Key, _ entry: Entry) {
        entries[key] = nil
        bytes -= entry.bytes
        evictions += 1
        release(entry.value)
    }
}
