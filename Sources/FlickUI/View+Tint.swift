import FlickAnimation

/// Tint and appearance, inherited down the view tree (UIKit's `tintColor`,
/// `tintAdjustmentMode` and the trait collection's `userInterfaceStyle`): a view resolves its
/// dynamic colours with its effective appearance; changing a tint, a mode or an appearance
/// anywhere tells every view under it whose effective values changed, through
/// `tintColorDidChange()` and `appearanceDidChange()`, and re-resolves the colours bound with
/// `setDynamicColor(_:for:)`. A view moved to another superview is told the same way.
extension View {
    /// The tint (`UIView.tintColor`): the view's own, else the nearest ancestor's, else
    /// `DynamicColor.systemBlue`, resolved for the appearance and grey while dimmed. Setting a
    /// colour sets it for both appearances (`dynamicTintColor` for one per appearance);
    /// setting `nil` inherits again.
    public var tintColor: Color! {
        get { tinted(inheritedTint) }
        set { dynamicTintColor = newValue.map { DynamicColor($0) } }
    }

    /// The view's own tint as a dynamic colour; `nil` inherits.
    public var dynamicTintColor: DynamicColor? {
        get { tintState.tintColor }
        set {
            tintState.tintColor = newValue
            traitsMayHaveChanged()
        }
    }

    /// The nearest tint set up the tree, else `DynamicColor.systemBlue`.
    private var inheritedTint: DynamicColor {
        var node: View? = self
        while let current = node {
            if let tint = current.tintState.tintColor { return tint }
            node = current.superview
        }
        return .systemBlue
    }

    /// The effective adjustment mode (never `.automatic` when read: the nearest ancestor's
    /// explicit mode, else `.normal`). Set `.dimmed` on a view to grey the tint under it.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var node: View? = self
            while let current = node {
                if current.tintState.tintAdjustmentMode != .automatic { return current.tintState.tintAdjustmentMode }
                node = current.superview
            }
            return .normal
        }
        set {
            tintState.tintAdjustmentMode = newValue
            traitsMayHaveChanged()
        }
    }

    /// The appearance this view forces on itself and its subtree; `nil` inherits
    /// (`overrideUserInterfaceStyle`). Set it on the window to switch the whole screen.
    public var overrideAppearance: Appearance? {
        get { tintState.overrideAppearance }
        set {
            tintState.overrideAppearance = newValue
            traitsMayHaveChanged()
        }
    }

    /// The effective appearance: the nearest override up the tree, else `.light`.
    public var appearance: Appearance {
        var node: View? = self
        while let current = node {
            if let appearance = current.tintState.overrideAppearance { return appearance }
            node = current.superview
        }
        return .light
    }

    /// `color` for this view's appearance.
    public func resolvedColor(_ color: DynamicColor) -> Color { color.resolved(for: appearance) }

    /// `color` as a tint: resolved, and grey (`DynamicColor.systemGray`) when the view's tint
    /// is dimmed.
    public func tinted(_ color: DynamicColor) -> Color {
        resolvedColor(tintAdjustmentMode == .dimmed ? .systemGray : color)
    }

    /// Tells every view of this subtree whose effective appearance or tint changed (at
    /// most once per change): bound colours are re-resolved, then `appearanceDidChange()`
    /// and `tintColorDidChange()` are called.
    func traitsMayHaveChanged() {
        // Unchanged here means unchanged below: a view's effective values come only from the
        // chain above it (a list re-adding a reused cell walks nothing).
        let own = (appearance: appearance, tint: tintColor!)
        if let told = tintState.lastTold, told.appearance == own.appearance, told.tint == own.tint { return }
        for view in subtree {
            let now = (appearance: view.appearance, tint: view.tintColor!)
            guard let told = view.tintState.lastTold else {
                view.tintState.lastTold = now
                if now.appearance != .light { view.applyBindings() }
                if now.appearance != .light || now.tint != DynamicColor.systemBlue.light {
                    view.appearanceDidChange()
                    view.tintColorDidChange()
                }
                continue
            }
            view.tintState.lastTold = now
            if told.appearance != now.appearance {
                view.applyBindings()
                view.appearanceDidChange()
            }
            if told.tint != now.tint || told.appearance != now.appearance { view.tintColorDidChange() }
        }
    }

    private func applyBindings() {
        let appearance = self.appearance
        for binding in tintState.bindings.values { binding(self, appearance) }
    }
}

/// Views whose colour properties can follow a `DynamicColor`.
public protocol DynamicColorBindable: View {}

extension View: DynamicColorBindable {}

extension DynamicColorBindable {
    /// Sets the colour property at `keyPath` (`\.backgroundColor`, a label's `\.textColor`)
    /// to `color` resolved for the view's appearance now, and again whenever the appearance
    /// changes (UIKit's dynamic colours). A later binding of the same property replaces it.
    public func setDynamicColor(_ color: DynamicColor, for keyPath: ReferenceWritableKeyPath<Self, Color>) {
        tintState.bindings[keyPath] = { view, appearance in
            guard let view = view as? Self else { return }
            view[keyPath: keyPath] = color.resolved(for: appearance)
        }
        self[keyPath: keyPath] = resolvedColor(color)
    }
}
