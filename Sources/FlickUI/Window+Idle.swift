extension Window {
    /// True when the window's frames change with no new input: a view's layer animates, a
    /// frame-driven view moves by itself, a content transition runs, or a `TiledView`'s
    /// picture is not complete at `time` (seconds). Unlike `isSettled`, touches resting on
    /// the window and pending recognizer deadlines do not count: a finger lying still changes
    /// nothing until it moves or lifts, and a deadline falls at a known time (`nextDeadline`),
    /// so a frame loop may sleep until either.
    public func changesWithoutInput(at time: Double) -> Bool {
        if !contentTransitions.isEmpty || hasMovingFrameDrivenViews { return true }
        return subtree.contains { view in
            if view.layer.hasAnimations { return true }
            if let tiled = view as? TiledView, !tiled.isSettled(at: time) { return true }
            return false
        }
    }
}
