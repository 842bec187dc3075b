import FlickAnimation

/// The tint and appearance settings every view stores (see View+Tint.swift).
struct ViewTintState {
    /// The view's own tint; `nil` inherits.
    var tintColor: DynamicColor?
    /// The view's own adjustment mode.
    var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The view's own appearance; `nil` inherits.
    var overrideAppearance: Appearance?
    /// Colour properties bound to dynamic colours, re-resolved when the appearance changes,
    /// by the key path they set.
    var bindings: [AnyKeyPath: (View, Appearance) -> Void] = [:]
    /// The effective appearance and tint last told to the view, to tell it only of changes.
    var lastTold: (appearance: Appearance, tint: Color)?
}
