/// Font faces a glyph renderer keeps open, one per key (a weight or file, and a pixel size),
/// at most `limit`: adding one past the limit closes the oldest. Not thread-safe: its owner's
/// lock guards it (`TTFGlyphSource`, `HarfBuzzShaper`).
struct OpenFaces<Key: Hashable, Face> {
    /// Faces kept open at most.
    let limit: Int
    private var faces: [Key: Face] = [:]
    private var order: [Key] = []

    /// An empty set of faces, at most `limit` open.
    init(limit: Int) { self.limit = max(1, limit) }

    /// The face open for `key`.
    subscript(key: Key) -> Face? { faces[key] }

    /// Every open face.
    var all: Dictionary<Key, Face>.Values { faces.values }

    /// Keeps `face` open for `key`, first closing the oldest face with `close` when `limit` are open.
    mutating func insert(_ face: Face, for key: Key, close: (Face) -> Void) {
        if order.count >= limit {
            let oldest = order.removeFirst()
            if let old = faces.removeValue(forKey: oldest) { close(old) }
        }
        faces[key] = face
        order.append(key)
    }
}
