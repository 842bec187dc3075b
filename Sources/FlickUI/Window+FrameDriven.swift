import FlickInput

/// A view that moves by itself between touch frames (`UIScrollView` decelerating, any view
/// running its own simulation): the window calls `advance(to:)` on it after each touch
/// frame, at `Window.advance(to:)` and at the start of each frame, before the layout pass,
/// so what it changes is laid out and drawn in that frame. Pure: time is the parameter.
///
/// A view conforming to it joins its window's list when it is added to the tree and leaves
/// it when it is removed; calls come in the order the views joined, with non-decreasing
/// times (a view must treat a repeated time as a no-op).
public protocol FrameDriven: View {
    /// Moves the view's own motion forward to `time`, in seconds.
    func advance(to time: Double)
    /// True while the view moves by itself, so its frames change with no input (a fling, a
    /// bounce, scroll indicators fading): its window is not settled (`Window.isSettled`).
    var isMoving: Bool { get }
}

/// A weak reference to a frame-driven view.
struct WeakFrameDriven {
    weak var view: (any FrameDriven)?
}

extension Window {
    /// Registers the frame-driven views of a subtree that just joined this window.
    func viewDidEnterWindow(_ view: View) {
        for member in view.subtree {
            guard let driven = member as? any FrameDriven,
                  !frameDrivenViews.contains(where: { $0.view === driven }) else { continue }
            frameDrivenViews.append(WeakFrameDriven(view: driven))
        }
    }

    /// Advances every frame-driven view to `time` (seconds), in registration order, then
    /// the running content transitions (which may end and run their completions). A view
    /// that leaves the tree during the pass is skipped.
    func advanceFrameDriven(to time: Double) {
        validateFirstResponder()
        if !frameDrivenViews.isEmpty {
            let views = frameDrivenViews
            for entry in views {
                guard let view = entry.view, view.window === self else { continue }
                view.advance(to: time)
            }
        }
        if !contentTransitions.isEmpty {
            for transition in contentTransitions { transition.advance(to: time) }
        }
    }

    /// True when a frame-driven view of the tree moves by itself (`FrameDriven.isMoving`).
    var hasMovingFrameDrivenViews: Bool {
        var moving = movingFrameDrivenViews.makeIterator()
        return moving.next() != nil
    }

    /// The frame-driven views in this window moving by themselves (`FrameDriven.isMoving`),
    /// lazily: what `isSettled` and `restBlockers` both look for.
    var movingFrameDrivenViews: some Sequence<View> {
        frameDrivenViews.lazy.compactMap { entry -> View? in
            guard let view = entry.view, view.window === self, view.isMoving else { return nil }
            return view
        }
    }

    /// The touches of a delivery run that `view`'s ancestors let through: a `began` is asked
    /// of each ancestor (`shouldDeliverTouches`); a withheld touch's later phases are dropped.
    /// The ancestors are told of what was delivered (`didDeliverTouches`).
    func admitted(_ touches: [Touch], phase: TouchPhase, with event: TouchEvent, to view: View) -> [Touch] {
        var result = touches
        if phase == .began {
            var ancestor = view.superview
            while let current = ancestor, !result.isEmpty {
                if !current.shouldDeliverTouches(result, with: event, to: view) {
                    for touch in result { withheldTouchIDs.insert(touch.id) }
                    log.trace("touches withheld from \(view.debugName) by \(current.debugName)")
                    result = []
                }
                ancestor = current.superview
            }
        } else if !withheldTouchIDs.isEmpty {
            result = result.filter { !withheldTouchIDs.contains($0.id) }
            if phase.isFinal { for touch in touches { withheldTouchIDs.remove(touch.id) } }
        }
        guard !result.isEmpty else { return result }
        var ancestor = view.superview
        while let current = ancestor {
            current.didDeliverTouches(result, phase: phase, to: view)
            ancestor = current.superview
        }
        return result
    }
}
