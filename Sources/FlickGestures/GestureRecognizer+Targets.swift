/// Target actions, after `UIGestureRecognizer.addTarget(_:action:)` [U1]: closures the owner
/// of the arbiter calls with each of the recognizer's events (FlickUI's `Window` calls them
/// synchronously inside `handle(_:)` and `advance(to:)`, on the frame thread).
extension GestureRecognizer {
    /// Adds `action`, called with every event of this recognizer (began, changed, ended,
    /// cancelled, recognized, retracted) in order; returns an identifier for `removeTarget(_:)`.
    @discardableResult
    public final func addTarget(_ action: @escaping (GestureEvent) -> Void) -> Int {
        let id = nextTargetID
        nextTargetID += 1
        targets.append((id, action))
        return id
    }

    /// Removes the action `addTarget(_:)` returned `id` for (nothing when it is gone already).
    public final func removeTarget(_ id: Int) {
        targets.removeAll { $0.id == id }
    }

    /// Removes every action.
    public final func removeAllTargets() { targets.removeAll() }

    /// True when at least one action is registered.
    public final var hasTargets: Bool { !targets.isEmpty }

    /// Calls every action with `event` (which must be one of this recognizer's), in the order
    /// they were added. The arbiter's owner calls this for each event it takes.
    public final func sendActions(for event: GestureEvent) {
        precondition(event.recognizer === self, "sendActions(for:) got an event of \(event.recognizer.name), not \(name)")
        // A copy: an action may add or remove targets.
        for target in targets { target.action(event) }
    }
}
