/// The bytes of a `Bitmap`, allocated once at the bitmap's size and freed with the last value
/// holding them.
///
/// A class, not an `Array`, so that an atlas page's bytes can be written while other values
/// share them (`Bitmap.writeSharing(_:_:)`): writing through memory this object owns is defined
/// behaviour, where writing through the pointer `Array.withUnsafeBufferPointer` lends is not.
/// An ordinary bitmap copies its storage before a write when another value holds it
/// (`isKnownUniquelyReferenced`), so bitmaps stay values; a page's storage is shared on
/// purpose and is never written through a value's mutating methods (they copy it first).
///
/// Sendable by discipline, as `AtlasPageLog` states it: bytes are written only by a value that
/// holds the storage alone, or, for a page, into a rectangle no earlier version shows, under
/// the page log's lock.
final class BitmapStorage: @unchecked Sendable {
    /// The bytes, `count` of them, owned by this object.
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The log of a glyph atlas page, whose bytes grow in place; `nil` for every other bitmap.
    let pageLog: AtlasPageLog?

    /// `count` bytes, all zero.
    init(zeroed count: Int, pageLog: AtlasPageLog? = nil) {
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: 0)
        self.pageLog = pageLog
    }

    /// A copy of `source`'s bytes, as an ordinary bitmap's (no page log).
    init(copying source: UnsafeBufferPointer<UInt8>) {
        bytes = .allocate(capacity: source.count)
        _ = bytes.initialize(from: source)
        pageLog = nil
    }

    deinit { bytes.deallocate() }

    /// Runs `body`, which reads all the bytes, inside the page log's `withFullRead(_:)` for an
    /// atlas page (no glyph is written meanwhile), at once for any other bitmap.
    func withWholeRead<R>(_ body: () throws -> R) rethrows -> R {
        if let pageLog { try pageLog.withFullRead(body) } else { try body() }
    }

    /// Number of bytes.
    var count: Int { bytes.count }
}
