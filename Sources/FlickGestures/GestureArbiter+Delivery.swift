import FlickInput

/// The view's own touch handlers (UIKit's touchesBegan… [U1]): deliveries held while a
/// recognizer that delays them is possible, and `cancelled` for touches a recognizer takes.
extension GestureArbiter {
    /// Returns and clears the touch deliveries gathered so far.
    public func takeDeliveries() -> [TouchDelivery] {
        defer { deliveries.removeAll(keepingCapacity: true) }
        return deliveries
    }

    func enqueueDeliveries(for frame: TouchFrame) {
        for touch in frame.touches {
            guard let node = touchNodes[touch.id] else { continue }
            switch touch.phase {
            case .stationary:
                continue
            case .began:
                guard !viewKnown.contains(touch.id) else { continue }
                viewKnown.append(touch.id)
                if activeCancellingRecognizer() {
                    // A recognizer that cancels the view's touches is running: the view never
                    // sees this one.
                    viewCancelled.append(touch.id)
                    continue
                }
            case .moved, .ended, .cancelled:
                // Bad input: phases of touches that never began here are ignored.
                guard let known = viewKnown.firstIndex(of: touch.id) else { continue }
                if touch.phase.isFinal { viewKnown.remove(at: known) }
                if let index = viewCancelled.firstIndex(of: touch.id) {
                    if touch.phase.isFinal { viewCancelled.remove(at: index) }
                    continue
                }
            }
            queue.append(TouchDelivery(node: node, touch: touch, phase: touch.phase, time: frame.time,
                                       deliveredAt: frame.time))
        }
    }

    func activeCancellingRecognizer() -> Bool {
        participants.contains { $0.state.isActive && $0.cancelsTouchesInView }
    }

    func anyPossible(delaying phase: TouchPhase) -> Bool {
        for recognizer in engaged where recognizer.state == .possible {
            if phase == .ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan { return true }
        }
        return false
    }

    func flushDeliveries(at time: Double) {
        while let head = queue.first {
            switch head.phase {
            case .began, .moved:
                if anyPossible(delaying: .began) { return }
            case .ended:
                if anyPossible(delaying: .ended) { return }
            case .cancelled, .stationary:
                break
            }
            queue.removeFirst()
            let delivery = TouchDelivery(node: head.node, touch: head.touch, phase: head.phase,
                                         time: head.time, deliveredAt: max(time, head.time))
            if let index = viewOpen.firstIndex(where: { $0.touch.id == head.touch.id }) {
                if head.phase.isFinal { viewOpen.remove(at: index) } else { viewOpen[index] = delivery }
            } else if head.phase == .began {
                viewOpen.append(delivery)
            }
            deliveries.append(delivery)
        }
    }

    func cancelViewTouches(of recognizer: GestureRecognizer, at time: Double) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        for tracked in recognizer.trackedTouches where !viewCancelled.contains(tracked.id) {
            // Remembered until the touch's last frame passes (see enqueueDeliveries).
            if !tracked.isFinal { viewCancelled.append(tracked.id) }
            queue.removeAll { $0.touch.id == tracked.id }
            deliverCancellation(of: tracked.id, at: time, location: tracked.location)
        }
    }

    /// Sends `cancelled` for a touch whose `began` the view got, if it has not ended for it yet.
    func deliverCancellation(of id: Int, at time: Double, location: Point? = nil) {
        guard let index = viewOpen.firstIndex(where: { $0.touch.id == id }) else { return }
        let open = viewOpen.remove(at: index)
        var touch = open.touch
        touch.phase = .cancelled
        if let location { touch.location = location }
        deliveries.append(TouchDelivery(node: open.node, touch: touch, phase: .cancelled, time: time, deliveredAt: time))
    }
}
