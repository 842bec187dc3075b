/// Where a recording's bytes come from, injected into the pure reader: a file opened by an
/// edge module (`RecordingFile` in FlickEvdev), or memory (`MemoryByteSource`). FlickInput
/// parses bytes; it never opens a file itself.
public protocol ByteSource {
    /// Copies up to `buffer.count` next bytes into `buffer` and returns how many; 0 at the end.
    /// Throws `EvemuError` (line 0) when the bytes cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes already in memory (text given to `Recording(parsing:)`, tests, fuzz targets).
public struct MemoryByteSource: ByteSource, Sendable {
    private let bytes: [UInt8]
    private var offset = 0

    /// A source of `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A source of `text`'s UTF-8 bytes.
    public init(_ text: String) { bytes = Array(text.utf8) }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }
}
