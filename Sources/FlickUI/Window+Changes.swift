import FlickScene

extension Window {
    /// Runs the frame's work that can change the layer tree before its display list — the
    /// frame-driven views advanced to `time` (seconds), then the layout pass — and returns
    /// true when a layer changed since the last `prepareFrame(at:contentsRenderer:)`
    /// (`Layer.hasChangesInSubtree`): false means the frame would show what the last display
    /// list showed, so a frame loop can build, draw and present nothing.
    public func needsDisplayList(at time: Double) -> Bool {
        advanceFrameDriven(to: time)
        layoutIfNeeded()
        return layer.hasChangesInSubtree
    }
}
