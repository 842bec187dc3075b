/// Memory for one capture, freed with it.
final class CaptureBuffer: @unchecked Sendable {
    /// The bytes, aligned for SIMD copies.
    let bytes: UnsafeMutableRawPointer
    /// Their count.
    let count: Int

    /// `count` bytes; with `touchingPages`, each page written once now, so the capture that
    /// fills them later takes no page faults.
    init(count: Int, touchingPages: Bool) {
        self.count = max(count, 1)
        bytes = .allocate(byteCount: self.count, alignment: Self.alignment)
        if touchingPages { bytes.initializeMemory(as: UInt8.self, repeating: 0, count: self.count) }
    }

    deinit { bytes.deallocate() }

    /// Byte alignment (a cache line).
    static let alignment = 64
}
