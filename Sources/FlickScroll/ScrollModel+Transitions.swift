extension ScrollModel.State {
    /// The states that may follow this one: the scroll model's transition-legality table
    /// (drawn in `ScrollModelStates.md`; a test checks that the diagram's edges equal it).
    /// `ScrollModel` moves only along these edges; staying in a state is not a transition.
    public var successors: Set<ScrollModel.State> {
        switch self {
        case .idle:
            // A finger lands; two land at once and pinch; setContentOffset /
            // scrollRectToVisible / zoom / double tap (animated); fling(velocity:at:).
            [.tracking, .zooming, .animating, .decelerating]
        case .tracking:
            // Lifted in bounds, stretched, or between pages; panned past slop; pinched; a
            // double tap's animated zoom.
            [.idle, .bouncing, .paging, .dragging, .zooming, .animating]
        case .dragging:
            // Released slow, flung, stretched, paging; pinched; an animated offset or zoom;
            // a zoom set at once (the finger stays down).
            [.idle, .decelerating, .bouncing, .paging, .zooming, .animating, .tracking]
        case .decelerating:
            // At an edge, at rest, caught by a finger, pinched, offset set or animated.
            [.bouncing, .idle, .tracking, .zooming, .animating]
        case .bouncing:
            // Flung back inwards, settled, caught by a finger (or a zoom bounce ending under
            // one), pinched, an animated offset or zoom.
            [.decelerating, .idle, .tracking, .zooming, .animating]
        case .paging:
            // Settled on a page, caught by a finger, pinched, an animated offset or zoom.
            [.idle, .tracking, .zooming, .animating]
        case .zooming:
            // Pinch ended in limits (or a zoom set at once: a pinch holds no touch), or past
            // a limit / out of bounds; an animated offset or zoom.
            [.idle, .bouncing, .animating]
        case .animating:
            // Ended (or a zoom set at once: under a finger, tracking), caught by a finger,
            // pinched.
            [.idle, .tracking, .zooming]
        }
    }

    /// True when `next` may follow this state.
    public func canTransition(to next: ScrollModel.State) -> Bool { successors.contains(next) }
}
