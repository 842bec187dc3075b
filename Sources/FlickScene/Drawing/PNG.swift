import Foundation

/// What went wrong while reading a PNG file.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The first eight bytes are not the PNG signature.
    case notPNG
    /// The file ends inside a chunk, or before IEND.
    case truncated(offset: Int)
    /// A chunk's CRC does not match its type and data.
    case badCRC(chunk: String, offset: Int)
    /// IHDR is missing, misplaced or holds values PNG does not allow.
    case badHeader(String)
    /// A colour type / bit depth / interlace combination this decoder does not read.
    case unsupported(String)
    /// The image data does not inflate, or inflates to the wrong size.
    case badImageData(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated(let offset): return "PNG truncated at byte \(offset)"
        case .badCRC(let chunk, let offset): return "PNG chunk \(chunk) at byte \(offset): CRC mismatch"
        case .badHeader(let what): return "PNG header: \(what)"
        case .unsupported(let what): return "PNG not supported: \(what)"
        case .badImageData(let what): return "PNG image data: \(what)"
        }
    }
}

/// PNG encoding and decoding of our own (ISO/IEC 15948), so snapshots and goldens
/// need no extra package. Writes 8-bit RGBA, non-interlaced, with a per-row adaptive
/// filter and fixed-Huffman DEFLATE. Reads non-interlaced greyscale, RGB, palette,
/// grey+alpha and RGBA at bit depths 1–16 (16-bit samples keep their high byte), with
/// `tRNS` transparency, and every DEFLATE block type.
public enum PNG {
    /// The eight-byte PNG signature (PNG §5.2).
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bitmap as a PNG file (8-bit RGBA, straight alpha, as PNG specifies).
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var out = signature
        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(bitmap.width))
        ihdr += bigEndian(UInt32(bitmap.height))
        ihdr += [8, 6, 0, 0, 0] // depth 8, colour type 6 (RGBA), deflate, adaptive filter, no interlace
        appendChunk(&out, "IHDR", ihdr)
        appendChunk(&out, "IDAT", Deflate.zlibCompress(filterRows(bitmap)))
        appendChunk(&out, "IEND", [])
        return out
    }

    /// Writes `bitmap` as a PNG file at `url`.
    public static func write(_ bitmap: Bitmap, to url: URL) throws {
        try Data(encode(bitmap)).write(to: url)
    }

    /// Reads a PNG file at `url`.
    public static func read(from url: URL) throws -> Bitmap {
        try decode([UInt8](Data(contentsOf: url)))
    }

    /// Decodes a PNG file into an RGBA bitmap (straight alpha).
    public static func decode(_ data: [UInt8]) throws -> Bitmap {
        guard data.count >= 8, Array(data[0..<8]) == signature else { throw PNGError.notPNG }
        var p = 8
        var header: (width: Int, height: Int, depth: Int, colorType: Int)?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var idat: [UInt8] = []
        var ended = false
        while !ended {
            guard p + 8 <= data.count else { throw PNGError.truncated(offset: p) }
            let length = Int(readBigEndian(data, p))
            let type = String(decoding: data[(p + 4)..<(p + 8)], as: UTF8.self)
            guard length >= 0, p + 12 + length <= data.count else { throw PNGError.truncated(offset: p) }
            let body = Array(data[(p + 8)..<(p + 8 + length)])
            let crc = readBigEndian(data, p + 8 + length)
            guard Checksum.crc32(body, continuing: Checksum.crc32(data[(p + 4)..<(p + 8)])) == crc else {
                throw PNGError.badCRC(chunk: type, offset: p)
            }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { throw PNGError.badHeader("IHDR must come first, 13 bytes") }
                let w = Int(readBigEndian(body, 0)), h = Int(readBigEndian(body, 4))
                let depth = Int(body[8]), colorType = Int(body[9])
                guard w > 0, h > 0 else { throw PNGError.badHeader("size \(w)x\(h)") }
                guard body[10] == 0, body[11] == 0 else { throw PNGError.badHeader("compression/filter method") }
                guard body[12] == 0 else { throw PNGError.unsupported("interlaced (Adam7) images") }
                let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard let depths = allowed[colorType], depths.contains(depth) else {
                    throw PNGError.badHeader("colour type \(colorType) with bit depth \(depth)")
                }
                header = (w, h, depth, colorType)
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": idat += body
            case "IEND": ended = true
            default:
                guard header != nil else { throw PNGError.badHeader("\(type) before IHDR") }
            }
            p += 12 + length
        }
        guard let h = header else { throw PNGError.badHeader("no IHDR") }
        let raw: [UInt8]
        do { raw = try Inflate.zlibDecompress(idat) } catch { throw PNGError.badImageData("\(error)") }
        return try unfilter(raw, width: h.width, height: h.height, depth: h.depth, colorType: h.colorType,
                            palette: palette, transparency: transparency)
    }

    // MARK: Filters (PNG §9)

    /// Rows prefixed with the filter that gives the smallest sum of absolute signed
    /// residuals (the heuristic PNG §12.8 recommends).
    static func filterRows(_ b: Bitmap) -> [UInt8] {
        let stride = b.width * 4
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * b.height)
        let px = b.pixels
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<b.height {
            let row = y * stride, above = row - stride
            var bestScore = Int.max, bestFilter: UInt8 = 0
            for filter in 0...4 {
                var score = 0
                for i in 0..<stride {
                    let x = px[row + i]
                    let a = i >= 4 ? px[row + i - 4] : 0
                    let up = y > 0 ? px[above + i] : 0
                    let c = (i >= 4 && y > 0) ? px[above + i - 4] : 0
                    let v: UInt8
                    switch filter {
                    case 0: v = x
                    case 1: v = x &- a
                    case 2: v = x &- up
                    case 3: v = x &- UInt8((Int(a) + Int(up)) / 2)
                    default: v = x &- paeth(a, up, c)
                    }
                    candidate[i] = v
                    score += Int(Int8(bitPattern: v).magnitude)
                }
                if score < bestScore {
                    bestScore = score
                    bestFilter = UInt8(filter)
                    swap(&best, &candidate)
                }
            }
            out.append(bestFilter)
            out += best
        }
        return out
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func unfilter(_ raw: [UInt8], width: Int, height: Int, depth: Int, colorType: Int,
                                 palette: [UInt8], transparency: [UInt8]) throws -> Bitmap {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let bitsPerPixel = channels * depth
        let stride = (width * bitsPerPixel + 7) / 8
        let bpp = max(1, bitsPerPixel / 8)
        guard raw.count >= (stride + 1) * height else {
            throw PNGError.badImageData("\(raw.count) bytes for \(height) rows of \(stride + 1)")
        }
        if colorType == 3 && palette.isEmpty { throw PNGError.badHeader("palette image without PLTE") }
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let base = y * (stride + 1)
            let filter = raw[base]
            for i in 0..<stride {
                let x = raw[base + 1 + i]
                let a = i >= bpp ? current[i - bpp] : 0
                let b = previous[i]
                let c = i >= bpp ? previous[i - bpp] : 0
                switch filter {
                case 0: current[i] = x
                case 1: current[i] = x &+ a
                case 2: current[i] = x &+ b
                case 3: current[i] = x &+ UInt8((Int(a) + Int(b)) / 2)
                case 4: current[i] = x &+ paeth(a, b, c)
                default: throw PNGError.badImageData("row \(y): filter type \(filter)")
                }
            }
            try expandRow(current, y: y, width: width, depth: depth, colorType: colorType,
                          palette: palette, transparency: transparency, into: &out)
            swap(&previous, &current)
        }
        return Bitmap(width: width, height: height, pixels: out)!
    }

    /// Converts one unfiltered row to RGBA8.
    private static func expandRow(_ row: [UInt8], y: Int, width: Int, depth: Int, colorType: Int,
                                  palette: [UInt8], transparency: [UInt8], into out: inout [UInt8]) throws {
        /// Sample `index` of the row, scaled to 8 bits (16-bit keeps the high byte;
        /// 1/2/4-bit are replicated up, except palette indices).
        func sample(_ index: Int, scale: Bool = true) -> (value: UInt8, raw: Int) {
            switch depth {
            case 8: return (row[index], Int(row[index]))
            case 16: return (row[index * 2], Int(row[index * 2]) << 8 | Int(row[index * 2 + 1]))
            default:
                let bit = index * depth
                let v = Int(row[bit / 8] >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
                return (scale ? UInt8(v * 255 / ((1 << depth) - 1)) : UInt8(v), v)
            }
        }
        func transparentKey(_ k: Int) -> Int? {
            transparency.count >= 2 * (k + 1) ? Int(transparency[2 * k]) << 8 | Int(transparency[2 * k + 1]) : nil
        }
        for x in 0..<width {
            let o = (y * width + x) * 4
            switch colorType {
            case 0:
                let g = sample(x)
                out[o] = g.value; out[o + 1] = g.value; out[o + 2] = g.value
                out[o + 3] = transparentKey(0) == g.raw ? 0 : 255
            case 2:
                let r = sample(x * 3), g = sample(x * 3 + 1), b = sample(x * 3 + 2)
                out[o] = r.value; out[o + 1] = g.value; out[o + 2] = b.value
                let key = (transparentKey(0), transparentKey(1), transparentKey(2))
                out[o + 3] = (key.0 == r.raw && key.1 == g.raw && key.2 == b.raw) ? 0 : 255
            case 3:
                let i = Int(sample(x, scale: false).value)
                guard 3 * i + 2 < palette.count else { throw PNGError.badImageData("palette index \(i) out of range") }
                out[o] = palette[3 * i]; out[o + 1] = palette[3 * i + 1]; out[o + 2] = palette[3 * i + 2]
                out[o + 3] = i < transparency.count ? transparency[i] : 255
            case 4:
                let g = sample(x * 2).value
                out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = sample(x * 2 + 1).value
            default:
                out[o] = sample(x * 4).value; out[o + 1] = sample(x * 4 + 1).value
                out[o + 2] = sample(x * 4 + 2).value; out[o + 3] = sample(x * 4 + 3).value
            }
        }
    }

    // MARK: Bytes

    private static func appendChunk(_ out: inout [UInt8], _ type: String, _ body: [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(body.count))
        out += typeBytes
        out += body
        out += bigEndian(Checksum.crc32(body, continuing: Checksum.crc32(typeBytes)))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func readBigEndian(_ d: [UInt8], _ p: Int) -> UInt32 {
        UInt32(d[p]) << 24 | UInt32(d[p + 1]) << 16 | UInt32(d[p + 2]) << 8 | UInt32(d[p + 3])
    }
}
