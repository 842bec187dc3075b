/// The bytes of a `Bitmap`, read-only: `width · height · 4`, RGBA, straight alpha, rows top to
/// bottom. A view of the bitmap's storage, not a copy: reading one costs nothing, and
/// `Array(bitmap.pixels)` copies them when an array is needed.
///
/// For a glyph atlas page the storage is shared with the atlas, which adds glyphs into free
/// space while it is read: read only the rectangles of the version you hold, or the whole
/// page inside `AtlasPageLog.withFullRead(_:)` (`TextureCache` does both).
public struct BitmapPixels: RandomAccessCollection, Equatable, Sendable {
    let storage: BitmapStorage

    /// Index of the first byte (0).
    public var startIndex: Int { 0 }
    /// One past the last byte's index (the number of bytes).
    public var endIndex: Int { storage.count }

    /// The byte at `index` (must be inside).
    public subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < storage.count, "byte \(index) outside \(storage.count) bytes")
        return storage.bytes[index]
    }

    /// Runs `body` with the bytes; the pointer is valid only inside `body`.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(storage.bytes)) }
    }

    /// Runs `body` with the bytes as raw memory; the pointer is valid only inside `body`.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(storage.bytes)) }
    }

    /// Runs `body` with the bytes (they are contiguous), so `Array(_:)` and other copies take
    /// them in one move.
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// Equal when the bytes are equal.
    public static func == (a: BitmapPixels, b: BitmapPixels) -> Bool {
        guard a.storage.count == b.storage.count else { return false }
        if a.storage === b.storage { return true }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in bytesEqual(x, y) } }
    }

    /// True when `x` and `y` (of one count) hold the same bytes; compared eight at a time, as a
    /// whole window's capture is compared in tests built without optimization.
    private static func bytesEqual(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        let words = x.count / 8
        for i in 0..<words where x.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            != y.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
        {
            return false
        }
        for i in words * 8..<x.count where x[i] != y[i] { return false }
        return true
    }
}
