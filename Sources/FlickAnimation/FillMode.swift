/// What an animation shows outside its active interval (`CAMediaTimingFillMode`,
/// Web Animations `fill`).
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing outside the active interval: the model value shows (CA's default).
    case removed
    /// The final value holds after the active interval ends.
    case forwards
    /// The initial value shows before the active interval begins.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// True when the fill applies before the active interval.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the fill applies after the active interval.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
