import FlickInput

/// The first responder seen from a view (`UIResponder`, `UIView.endEditing(_:)`).
extension View {
    /// True when this view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// True when the window's first responder is this view or inside it.
    public var containsFirstResponder: Bool {
        guard let responder = window?.firstResponder else { return false }
        return responder === self || responder.isDescendant(of: self)
    }

    /// Makes the first responder resign when it is this view or inside it
    /// (`UIView.endEditing(_:)`): asked (`resignFirstResponder()`, which may refuse), or with
    /// `force` told. True when no first responder is left inside.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard containsFirstResponder, let window, let responder = window.firstResponder else { return true }
        if force { return window.resignFirstResponder(responder, force: true) }
        return responder.resignFirstResponder()
    }

    /// True when the view is in a window, it and its ancestors shown, and it takes touches
    /// (user interaction on, and enabled when a control): what a first responder must stay.
    var canStayFirstResponder: Bool {
        guard window != nil else { return false }
        if let control = self as? Control, !control.isEnabled { return false }
        var node: View? = self
        while let current = node {
            if current.isHidden || !current.isUserInteractionEnabled { return false }
            node = current.superview
        }
        return true
    }
}
