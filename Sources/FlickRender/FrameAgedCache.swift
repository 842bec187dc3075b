/// Values kept between frames, each with a byte cost and the frame it was last used in: the
/// one ageing rule of the renderer's caches (`TextureCache`, `PrescaledCopies`,
/// `CrossFadeResamples`). The renderer ends each frame (`endFrame()`); then entries unused for
/// `maximumAge` frames are dropped, oldest first (while more than `retainedCount` are kept),
/// and while the bytes kept pass `budgetBytes` the least recently used go, never one used in
/// the frame that ends. A value dropped, replaced or removed is handed to `release` (an SDL
/// texture destroyed), exactly once.
///
/// Like LVGL's image cache (`lv_cache` with its size limit, least recently used first) and
/// Flutter's raster cache (entries unused for a frame are dropped), it does one thing for
/// every kind of entry, so what the renderer holds is one figure (`bytes`) against one budget.
final class FrameAgedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUsedFrame: Int
    }

    /// Frames an entry may go unused before `endFrame()` drops it.
    var maximumAge: Int
    /// Bytes kept at most after `endFrame()`, less what the ending frame used (it is never
    /// dropped while in use).
    var budgetBytes: Int
    /// Entries kept even when older than `maximumAge` (not past `budgetBytes`): pooled tile
    /// bitmaps waiting for reuse keep their textures.
    var retainedCount: Int
    /// The frame being drawn, counted from 0 by `endFrame()`.
    private(set) var frame = 0
    /// Bytes of the entries kept now.
    private(set) var bytes = 0
    /// Entries dropped by age or budget since creation (not replacements or removals).
    private(set) var evictions = 0
    private var entries: [Key: Entry] = [:]
    private let release: (Value) -> Void

    /// An empty cache whose dropped values go to `release`.
    init(maximumAge: Int, budgetBytes: Int, retainedCount: Int = 0, release: @escaping (Value) -> Void = { _ in }) {
        self.maximumAge = maximumAge
        self.budgetBytes = budgetBytes
        self.retainedCount = retainedCount
        self.release = release
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

    /// True when `bytes` more can be kept within `budgetBytes`, counting what `endFrame()`
    /// could drop (every entry not used in this frame).
    func canFit(_ bytes: Int) -> Bool {
        let inUse = entries.values.reduce(0) { $0 + ($1.lastUsedFrame == frame ? $1.bytes : 0) }
        return inUse + bytes <= budgetBytes
    }

    /// Drops the least recently used entries not used in this frame until `bytes` more fit
    /// within `budgetBytes`; false (nothing dropped) when they cannot.
    func makeRoom(for bytes: Int) -> Bool {
        guard self.bytes + bytes > budgetBytes else { return true }
        guard canFit(bytes) else { return false }
        for (key, entry) in entries.filter({ $0.value.lastUsedFrame < frame }).sorted(by: Self.older)
        where self.bytes + bytes > budgetBytes {
            evict(key, entry)
        }
        return true
    }

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

    /// Ends a frame: drops the entries unused for `maximumAge` frames, oldest first, while more
    /// than `retainedCount` are kept, then the least recently used while the bytes kept pass
    /// `budgetBytes` (never one used in this frame); the next frame begins. Returns the number
    /// dropped.
    @discardableResult
    func endFrame() -> Int {
        let before = evictions
        // Most frames drop nothing: found without building the list of candidates.
        let dropsByAge =
            entries.count > retainedCount && entries.values.contains { frame - $0.lastUsedFrame >= maximumAge }
        if dropsByAge || bytes > budgetBytes {
            var candidates = entries.filter { $0.value.lastUsedFrame < frame }.sorted(by: Self.older)
            var next = candidates.startIndex
            while next < candidates.endIndex, frame - candidates[next].value.lastUsedFrame >= maximumAge,
                entries.count > retainedCount
            {
                evict(candidates[next].key, candidates[next].value)
                next += 1
            }
            candidates.removeFirst(next - candidates.startIndex)
            for (key, entry) in candidates where bytes > budgetBytes { evict(key, entry) }
        }
        frame += 1
        return evictions - before
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
