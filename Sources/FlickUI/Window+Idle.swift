extension Window {
    /// True when the window's frames change with no new input: a view's layer animates, a
    /// frame-driven view moves by itself, a content transition runs, or a `TiledView`'s
    /// picture is not complete at `time` (seconds). Unlike `isSettled`, touches resting on
    /// the window and pending recognizer deadlines do not count: a finger lying still changes
    /// nothing until it moves or lifts (a scroll view following it included), and a deadline falls at a known time (`nextDeadline`),
    /// so a frame loop may sleep until either.
    public func changesWithoutInput(at time: Double) -> Bool {
        if !contentTransitions.isEmpty { return true }
        let moving = frameDrivenViews.contains { entry in
            guard let view = entry.view, view.window === self else { return false }
            return (view as? ScrollView)?.movesWithoutInput ?? view.isMoving
        }
        if moving { return true }
        return subtree.contains { view in
            if view.layer.hasAnimations { return true }
            if let tiled = view as? TiledView, !tiled.isSettled(at: time) { return true }
            return false
        }
    }
}
