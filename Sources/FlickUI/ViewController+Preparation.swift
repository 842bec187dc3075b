import FlickInput

extension ViewController {
    /// Builds the screen ahead of its first frame on screen, as an app prewarms a controller
    /// before pushing or presenting it: loads the view (`loadViewIfNeeded()`), lays it out at
    /// `size` points (a list makes the cells it shows) and places every label's text in its
    /// engine's glyph atlas at `pixelsPerPoint` (the window's `displayScale`), so the frame that
    /// starts the transition only draws. Call it off the frame (before the first frame, or
    /// while nothing moves): it costs what that frame would have spent building, laying out
    /// and rasterizing the screen's glyphs.
    ///
    /// The screen shows as prepared when it is shown at `size`; at another size it lays out
    /// again then, as it would have.
    public func prepareView(size: Size, pixelsPerPoint: Double) {
        loadViewIfNeeded()
        let view = self.view
        if view.bounds.size != size { view.frame = Rect(origin: view.frame.origin, size: size) }
        view.layoutIfNeeded()
        for case let label as Label in view.subtree where !(label.text ?? "").isEmpty {
            _ = label.placedText(fitting: label.bounds.size, pixelsPerPoint: pixelsPerPoint)
        }
    }
}
