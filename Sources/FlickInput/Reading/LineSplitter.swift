/// Splits a byte stream into lines, a chunk at a time, with memory bounded by the longest
/// line: a line ends at LF, CRLF or a lone CR (old Mac files; a CR-only file is not one
/// giant line). The last line may lack its end.
struct LineSplitter {
    /// The longest line accepted, bytes (ours: `libinput record`'s longest lines, the HID
    /// report descriptor, are a few kilobytes; 1 MiB bounds memory on a corrupt file).
    static let maximumLineLength = 1 << 20
    /// Bytes read from the source at a time (ours: 256 KiB amortises read(2) without
    /// holding much).
    static let chunkSize = 1 << 18

    private var source: any ByteSource
    private var fileName: String
    /// Unconsumed bytes; `start` is the first byte of the next line.
    private var buffer: [UInt8] = []
    /// The bytes of one read, before they join `buffer`.
    private var chunk = [UInt8](repeating: 0, count: LineSplitter.chunkSize)
    private var start = 0
    private var atEnd = false
    /// A CR ended the previous line: an LF right after it belongs to that line end.
    private var skipLineFeed = false
    /// The number of lines returned so far (the current line's 1-based number).
    private(set) var lineNumber = 0

    init(source: any ByteSource, fileName: String) {
        self.source = source
        self.fileName = fileName
    }

    /// The first bytes of the stream (at most `count`), without consuming them.
    mutating func peek(_ count: Int) throws -> ArraySlice<UInt8> {
        while buffer.count - start < count && !atEnd { try fill() }
        return buffer[start..<min(buffer.count, start + count)]
    }

    /// Calls `body` with the bytes of `line` (a range `nextLine()` returned, valid until the
    /// next call to `nextLine()`).
    func withLine<T>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
    }

    /// The next line's range in the buffer (without its end), or nil at the end of the stream.
    mutating func nextLine() throws -> Range<Int>? {
        var scanFrom = start
        while true {
            if skipLineFeed, start < buffer.count {
                skipLineFeed = false
                if buffer[start] == 0x0a { start += 1; scanFrom = start; continue }
            }
            if let end = buffer[scanFrom...].firstIndex(where: { $0 == 0x0a || $0 == 0x0d }) {
                skipLineFeed = buffer[end] == 0x0d
                let lineStart = start
                start = end + 1
                lineNumber += 1
                return lineStart..<end
            }
            if buffer.count - start > Self.maximumLineLength {
                lineNumber += 1
                throw EvemuError(file: fileName, line: lineNumber,
                                 message: "expected lines of at most \(Self.maximumLineLength) bytes (this one is longer:"
                                    + " \"\(QuotedInput.excerpt(buffer[start..<start + QuotedInput.excerptLength * 4]))\")")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let lineStart = start
                start = buffer.count
                lineNumber += 1
                return lineStart..<buffer.count
            }
            let scanned = buffer.count - start
            try fill()
            scanFrom = start + scanned
        }
    }

    /// Drops consumed bytes and appends the next chunk (or notes the end).
    private mutating func fill() throws {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let read = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
        buffer.append(contentsOf: chunk[0..<read])
        if read == 0 { atEnd = true }
    }
}
