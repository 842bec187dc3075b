import FlickUI

/// One event a control sent while a `WindowTester` hosted its window: which control, which
/// event (one of `ControlEvents`, as its actions receive them, one at a time) and when.
public struct ControlEventRecord {
    /// The control that sent the events.
    public let control: Control
    /// The event (a tap on a button sends `.touchDown`, then `.touchUpInside` and
    /// `.primaryActionTriggered`, one record each).
    public let event: ControlEvents
    /// The virtual time at which it was sent, seconds.
    public let time: Double

    /// The control's `accessibilityIdentifier`, else its `debugName`.
    public var controlName: String { control.accessibilityIdentifier ?? control.debugName }
}

extension WindowTester {
    /// Every event a control can send, as `ControlEvents.deliveryOrder` lists them.
    static let allControlEvents = ControlEvents.deliveryOrder.reduce(ControlEvents()) { $0.union($1.event) }

    /// Adds a recording action to each control of the window not yet observed (controls
    /// added later, list cells' and all, are picked up at the next touch frame or frame).
    func observeControls() {
        for case let control as Control in window.subtree {
            guard observedControls.insert(ObjectIdentifier(control)).inserted else { continue }
            _ = control.addAction(for: Self.allControlEvents) { [weak self] control, events in
                guard let self else { return }
                controlEvents.append(ControlEventRecord(control: control, event: events, time: time))
            }
        }
    }

    /// The events sent by `control`, in order.
    public func controlEvents(of control: Control) -> [ControlEventRecord] {
        controlEvents.filter { $0.control === control }
    }

    /// Forgets the events recorded so far (the next assertions see only what follows).
    public func clearControlEvents() { controlEvents.removeAll() }
}
