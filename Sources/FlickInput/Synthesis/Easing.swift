/// How progress along a scripted motion follows time (0…1 → 0…1).
public enum Easing: String, Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Starts slow, ends fast (a flick that accelerates into its release).
    case easeIn
    /// Starts fast, ends slow.
    case easeOut
    /// Slow at both ends (a deliberate drag).
    case easeInOut

    /// The eased progress for time progress `t` (clamped to 0…1); cubic curves.
    public func apply(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let u = 1 - t; return 1 - u * u * u
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
