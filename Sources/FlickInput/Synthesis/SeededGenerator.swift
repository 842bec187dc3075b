/// SplitMix64: a small, fast, seedable generator whose sequence is the same on every
/// platform, so that synthesized recordings regenerate byte for byte.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `-amplitude…amplitude` (53-bit precision, no platform-dependent code).
    public mutating func symmetric(_ amplitude: Double) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return (unit * 2 - 1) * amplitude
    }

    /// A seed derived from a name (FNV-1a), so that each recording has its own noise.
    public static func seed(for name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
