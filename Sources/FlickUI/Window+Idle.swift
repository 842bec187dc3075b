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

extension Window {
    /// What keeps the window from rest (`isSettled` false), one phrase each, for a log or a
    /// script that asks why a window does not settle: touches down, the next recognizer
    /// deadline (its time, seconds), running content transitions, views moving by themselves
    /// and views whose layers animate (with their animation keys). Empty when `isSettled`.
    public var restBlockers: [String] {
        var blockers: [String] = []
        if hasTouchesDown { blockers.append("touches down") }
        if let next = nextDeadline {
            let owner = deadlines(through: next).first { $0.time == next }?.recognizer
            blockers.append("deadline at \(next) s of \(owner?.qualifiedName ?? "held touches")")
        }
        for transition in contentTransitions {
            blockers.append("content transition of \(transition.view?.debugName ?? "a view gone")")
        }
        for view in movingFrameDrivenViews { blockers.append("\(view.debugName) moving") }
        for view in subtree where view.layer.hasAnimations {
            blockers.append("\(view.debugName) animating \(view.layer.animationKeys.joined(separator: ", "))")
        }
        return blockers
    }
}
