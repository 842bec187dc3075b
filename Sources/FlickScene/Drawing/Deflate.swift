/// A DEFLATE (RFC 1951) compressor: LZ77 with hash chains, coded as one block with the
/// fixed Huffman codes (RFC 1951 §3.2.6), wrapped in zlib (RFC 1950) by `zlibCompress`.
/// Small and deterministic rather than maximal: enough for snapshots and goldens.
public enum Deflate {
    /// The LZ77 window: 32 KiB (RFC 1951 §2).
    static let windowSize = 32768
    /// Shortest and longest matches DEFLATE can code (RFC 1951 §3.2.5).
    static let minMatch = 3, maxMatch = 258
    /// Candidates examined per position (measured by us: 32 keeps goldens small and fast).
    static let maxChain = 32
    /// Hash table size (2¹⁵ buckets of 3-byte prefixes).
    static let hashBits = 15

    /// Length code bases and extra bits for codes 257…285 (RFC 1951 §3.2.5).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                     4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Distance code bases and extra bits for codes 0…29 (RFC 1951 §3.2.5).
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                       9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// `data` as a zlib stream: header 0x78 0x01, one fixed-Huffman DEFLATE block,
    /// Adler-32 trailer (big-endian).
    public static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        out += compress(data)
        let adler = Checksum.adler32(data)
        out += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return out
    }

    /// `data` as a raw DEFLATE stream (one final fixed-Huffman block).
    public static func compress(_ data: [UInt8]) -> [UInt8] {
        var w = BitWriter()
        w.write(1, count: 1) // BFINAL
        w.write(1, count: 2) // BTYPE = 01, fixed Huffman
        let n = data.count
        var head = [Int](repeating: -1, count: 1 << hashBits)
        var prev = [Int](repeating: -1, count: windowSize)
        func hash(_ i: Int) -> Int {
            let h = (Int(data[i]) << 10) ^ (Int(data[i + 1]) << 5) ^ Int(data[i + 2])
            return ((h &* 2_654_435_761) >> 7) & ((1 << hashBits) - 1)
        }
        func insert(_ i: Int) {
            guard i + minMatch <= n else { return }
            let h = hash(i)
            prev[i & (windowSize - 1)] = head[h]
            head[h] = i
        }
        var i = 0
        data.withUnsafeBufferPointer { d in
            while i < n {
                var bestLength = 0, bestDistance = 0
                if i + minMatch <= n {
                    var candidate = head[hash(i)]
                    var chain = maxChain
                    let limit = min(maxMatch, n - i)
                    while candidate >= 0, i - candidate <= windowSize, chain > 0 {
                        var l = 0
                        while l < limit, d[candidate + l] == d[i + l] { l += 1 }
                        if l > bestLength {
                            bestLength = l
                            bestDistance = i - candidate
                            if l == limit { break }
                        }
                        let next = prev[candidate & (windowSize - 1)]
                        if next >= candidate { break }
                        candidate = next
                        chain -= 1
                    }
                }
                if bestLength >= minMatch {
                    writeLength(&w, bestLength)
                    writeDistance(&w, bestDistance)
                    for k in 0..<bestLength { insert(i + k) }
                    i += bestLength
                } else {
                    writeSymbol(&w, Int(d[i]))
                    insert(i)
                    i += 1
                }
            }
        }
        writeSymbol(&w, 256)
        return w.finish()
    }

    /// Writes a literal/length symbol with its fixed Huffman code (RFC 1951 §3.2.6).
    private static func writeSymbol(_ w: inout BitWriter, _ symbol: Int) {
        switch symbol {
        case 0...143: w.writeCode(0x30 + symbol, length: 8)
        case 144...255: w.writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: w.writeCode(symbol - 256, length: 7)
        default: w.writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    private static func writeLength(_ w: inout BitWriter, _ length: Int) {
        var code = lengthBase.count - 1
        while lengthBase[code] > length { code -= 1 }
        writeSymbol(&w, 257 + code)
        if lengthExtra[code] > 0 { w.write(UInt32(length - lengthBase[code]), count: lengthExtra[code]) }
    }

    private static func writeDistance(_ w: inout BitWriter, _ distance: Int) {
        var code = distanceBase.count - 1
        while distanceBase[code] > distance { code -= 1 }
        w.writeCode(code, length: 5)
        if distanceExtra[code] > 0 { w.write(UInt32(distance - distanceBase[code]), count: distanceExtra[code]) }
    }
}

/// Packs bits least-significant first into bytes, as DEFLATE requires.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// Appends the low `count` bits of `value`, least significant first.
    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value & UInt32((1 << count) - 1)) << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            bitCount -= 8
        }
    }

    /// Appends a Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for k in 0..<length where code & (1 << k) != 0 { reversed |= 1 << (length - 1 - k) }
        write(UInt32(reversed), count: length)
    }

    /// Flushes the last partial byte and returns everything written.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        bitCount = 0
        return bytes
    }
}
