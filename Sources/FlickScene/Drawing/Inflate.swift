/// What went wrong while inflating a DEFLATE or zlib stream.
public enum InflateError: Error, Equatable, CustomStringConvertible {
    /// The stream ended before the final block did.
    case truncated
    /// The zlib header is not a valid DEFLATE header (RFC 1950 §2.2).
    case badZlibHeader
    /// A block type of 3 (reserved, RFC 1951 §3.2.3).
    case badBlockType
    /// A stored block whose LEN and NLEN do not match.
    case badStoredLength
    /// A Huffman code table that is over-subscribed or incomplete.
    case badCodeTable
    /// A code that names no symbol, or a distance reaching before the start.
    case badData(String)
    /// The Adler-32 of the inflated bytes differs from the trailer.
    case checksumMismatch

    /// A readable message.
    public var description: String {
        switch self {
        case .truncated: return "deflate stream truncated"
        case .badZlibHeader: return "bad zlib header"
        case .badBlockType: return "reserved deflate block type 3"
        case .badStoredLength: return "stored block LEN does not match NLEN"
        case .badCodeTable: return "bad Huffman code lengths"
        case .badData(let what): return "bad deflate data: \(what)"
        case .checksumMismatch: return "zlib Adler-32 mismatch"
        }
    }
}

/// A DEFLATE (RFC 1951) decompressor for stored, fixed-Huffman and dynamic-Huffman
/// blocks, so real PNG files decode too. Canonical Huffman decoding by code length,
/// in the manner of zlib's reference decoder `puff.c`.
public enum Inflate {
    /// Inflates a zlib stream (RFC 1950) and checks its Adler-32.
    public static func zlibDecompress(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw InflateError.truncated }
        let cmf = data[0], flg = data[1]
        guard cmf & 0x0F == 8, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0, flg & 0x20 == 0 else {
            throw InflateError.badZlibHeader
        }
        var reader = BitReader(data, start: 2)
        let out = try inflate(&reader)
        let p = reader.alignedByteIndex
        guard p + 4 <= data.count else { throw InflateError.truncated }
        let stored = UInt32(data[p]) << 24 | UInt32(data[p + 1]) << 16 | UInt32(data[p + 2]) << 8 | UInt32(data[p + 3])
        guard stored == Checksum.adler32(out) else { throw InflateError.checksumMismatch }
        return out
    }

    /// Inflates a raw DEFLATE stream.
    public static func decompress(_ data: [UInt8]) throws -> [UInt8] {
        var reader = BitReader(data, start: 0)
        return try inflate(&reader)
    }

    /// Code-length code order (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func inflate(_ r: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try r.bits(1) == 1
            switch try r.bits(2) {
            case 0:
                r.alignToByte()
                let len = try r.bits(16), nlen = try r.bits(16)
                guard len == ~nlen & 0xFFFF else { throw InflateError.badStoredLength }
                for _ in 0..<len { out.append(UInt8(try r.bits(8))) }
            case 1:
                try codes(&r, &out, fixedLiteral, fixedDistance)
            case 2:
                let (lit, dist) = try dynamicTables(&r)
                try codes(&r, &out, lit, dist)
            default:
                throw InflateError.badBlockType
            }
        }
        return out
    }

    private static let fixedLiteral: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! Huffman(lengths: lengths, allowIncomplete: false)
    }()
    private static let fixedDistance: Huffman = try! Huffman(lengths: [Int](repeating: 5, count: 30), allowIncomplete: true)

    private static func dynamicTables(_ r: inout BitReader) throws -> (Huffman, Huffman) {
        let nlen = try r.bits(5) + 257, ndist = try r.bits(5) + 1, ncode = try r.bits(4) + 4
        guard nlen <= 286, ndist <= 30 else { throw InflateError.badCodeTable }
        var lengths = [Int](repeating: 0, count: 19)
        for i in 0..<ncode { lengths[codeLengthOrder[i]] = try r.bits(3) }
        let lengthCode = try Huffman(lengths: lengths, allowIncomplete: false)
        var all: [Int] = []
        while all.count < nlen + ndist {
            let symbol = try lengthCode.decode(&r)
            switch symbol {
            case 0..<16: all.append(symbol)
            case 16:
                guard let previous = all.last else { throw InflateError.badData("repeat with no previous length") }
                all += [Int](repeating: previous, count: 3 + (try r.bits(2)))
            case 17: all += [Int](repeating: 0, count: 3 + (try r.bits(3)))
            default: all += [Int](repeating: 0, count: 11 + (try r.bits(7)))
            }
        }
        guard all.count == nlen + ndist, all[256] > 0 else { throw InflateError.badCodeTable }
        return (try Huffman(lengths: Array(all[0..<nlen]), allowIncomplete: nlen == 1),
                try Huffman(lengths: Array(all[nlen...]), allowIncomplete: true))
    }

    private static func codes(_ r: inout BitReader, _ out: inout [UInt8], _ lit: Huffman, _ dist: Huffman) throws {
        while true {
            let symbol = try lit.decode(&r)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let code = symbol - 257
                guard code < Deflate.lengthBase.count else { throw InflateError.badData("length code \(symbol)") }
                let length = Deflate.lengthBase[code] + (try r.bits(Deflate.lengthExtra[code]))
                let dcode = try dist.decode(&r)
                guard dcode < Deflate.distanceBase.count else { throw InflateError.badData("distance code \(dcode)") }
                let distance = Deflate.distanceBase[dcode] + (try r.bits(Deflate.distanceExtra[dcode]))
                guard distance <= out.count else { throw InflateError.badData("distance \(distance) too far back") }
                let start = out.count - distance
                for k in 0..<length { out.append(out[start + k]) }
            }
        }
    }
}

/// A canonical Huffman code: how many codes of each length and the symbols in order.
struct Huffman {
    /// Longest code DEFLATE allows (RFC 1951 §3.2.2).
    static let maxBits = 15
    private var counts = [Int](repeating: 0, count: Huffman.maxBits + 1)
    private var symbols: [Int] = []

    init(lengths: [Int], allowIncomplete: Bool) throws {
        for l in lengths { counts[l] += 1 }
        counts[0] = 0
        var left = 1
        for len in 1...Huffman.maxBits {
            left <<= 1
            left -= counts[len]
            if left < 0 { throw InflateError.badCodeTable }
        }
        if left > 0 && !allowIncomplete && lengths.count > 1 { throw InflateError.badCodeTable }
        var offsets = [Int](repeating: 0, count: Huffman.maxBits + 2)
        for len in 1...Huffman.maxBits { offsets[len + 1] = offsets[len] + counts[len] }
        symbols = [Int](repeating: 0, count: offsets[Huffman.maxBits + 1])
        for (symbol, l) in lengths.enumerated() where l != 0 {
            symbols[offsets[l]] = symbol
            offsets[l] += 1
        }
    }

    func decode(_ r: inout BitReader) throws -> Int {
        var code = 0, first = 0, index = 0
        for len in 1...Huffman.maxBits {
            code |= try r.bits(1)
            let count = counts[len]
            if code - count < first { return symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw InflateError.badData("code longer than 15 bits")
    }
}

/// Reads bits least-significant first from bytes, as DEFLATE requires.
struct BitReader {
    private let data: [UInt8]
    private var index: Int
    private var buffer: UInt32 = 0
    private var count = 0

    init(_ data: [UInt8], start: Int) {
        self.data = data
        index = start
    }

    /// The next `n` (≤ 16) bits as an integer, first bit lowest.
    mutating func bits(_ n: Int) throws -> Int {
        while count < n {
            guard index < data.count else { throw InflateError.truncated }
            buffer |= UInt32(data[index]) << UInt32(count)
            index += 1
            count += 8
        }
        let v = Int(buffer & ((1 << UInt32(n)) - 1))
        buffer >>= UInt32(n)
        count -= n
        return v
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        buffer = 0
        count = 0
    }

    /// The index of the next whole byte not yet consumed.
    var alignedByteIndex: Int { index - count / 8 }
}
