extension Int {
    /// The largest magnitude `Int(saturating:)` returns: 2⁵³, below which every integer is
    /// exactly a `Double` (IEEE 754 binary64 has a 53-bit significand), and far enough from
    /// `Int.max` (2⁶³ − 1) that page and tile counts built from it can be incremented,
    /// compared and turned back into offsets without overflow.
    public static let saturatingLimit = 1 << 53

    /// `value` rounded toward zero, clamped to ±`saturatingLimit`; NaN gives 0. For counts
    /// and indices computed from sizes and ratios that hostile input (1e308-point sizes,
    /// 1e-10-point pages) can push past `Int`, where `Int(_:)` would trap.
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturatingLimit)
        self = Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
