/// Whether a view's tint shows normally or dimmed (`UIView.TintAdjustmentMode`): a window
/// dims the tint of what is behind a modal view.
public enum TintAdjustmentMode: String, Hashable, Sendable, CaseIterable {
    /// The superview's mode (`.normal` at the root).
    case automatic
    /// The tint as set.
    case normal
    /// The tint turned grey (`DynamicColor.dimmedTint`).
    case dimmed
}
