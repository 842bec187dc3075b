/// The checksums PNG needs: CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320
/// reflected, as specified in PNG §5.5) and Adler-32 (RFC 1950 §8.2, modulus 65521).
public enum Checksum {
    /// The CRC-32 lookup table, one entry per byte value.
    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (start with 0).
    public static func crc32<S: Sequence>(_ bytes: S, continuing crc: UInt32 = 0) -> UInt32 where S.Element == UInt8 {
        var c = crc ^ 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// The Adler-32 modulus: the largest prime below 2¹⁶ (RFC 1950).
    static let adlerModulus: UInt32 = 65521
    /// Bytes that can be summed before the 32-bit sums must be reduced (RFC 1950's NMAX).
    static let adlerBlock = 5552

    /// The Adler-32 of `bytes`.
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + adlerBlock)
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= adlerModulus
            b %= adlerModulus
        }
        return (b << 16) | a
    }
}
