import FlickGestures
import FlickInput

/// A view that turns touches into actions (`UIControl`): it tracks one touch with
/// ``ControlTracking`` (still "inside" up to 70 pt beyond its bounds), shows it with its
/// ``state`` (normal, highlighted, selected, disabled), and sends ``ControlEvents`` to the
/// actions added with ``addAction(for:_:)``, synchronously on the frame thread.
///
/// An enclosing scroll view that takes the touch for a drag cancels the tracking:
/// `touchCancel` is sent and no action fires. Subclasses (`Button`, `Slider`) override
/// ``stateDidChange()`` to redraw, and the tracking hooks ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and ``cancelTracking(with:)``.
open class Control: View {
    /// The control's look-deciding state (`UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8
        /// Creates a state from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected.
        public static let normal: State = []
        /// A touch is down inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Turned off: no tracking, no actions.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (a toggled button, a chosen segment).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// When false the control tracks no touch and sends no action (touches pass up the
    /// responder chain), and its state includes `.disabled`.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, tracking.isTracking { cancelTrackingNow(at: lastTouchTime) }
            stateDidChange()
        }
    }
    /// Selected (a toggle's on state); part of ``state``.
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// True while a tracked touch is inside the tracking margin (set by the tracking; a
    /// subclass may set it too, as in UIKit).
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// The state the control shows.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The touch tracking (see `ControlTrackingStates.md`).
    public private(set) var tracking = ControlTracking()
    /// True while a touch is tracked (`UIControl.isTracking`).
    public var isTracking: Bool { tracking.isTracking }
    /// True while the tracked touch is inside the margin (`UIControl.isTouchInside`).
    public var isTouchInside: Bool { tracking.isTouchInside }

    private var trackedTouchID: Int?
    private var lastTouchTime = 0.0
    private var actions: [(id: Int, events: ControlEvents, action: (Control, ControlEvents) -> Void)] = []
    private var nextActionID = 0

    /// Creates a control with the given frame (points, in the superview's coordinates).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Actions

    /// Adds `action`, called with the control and the single event whenever one of `events`
    /// is sent; returns an identifier for ``removeAction(_:)``.
    @discardableResult
    public func addAction(for events: ControlEvents, _ action: @escaping (Control, ControlEvents) -> Void) -> Int {
        let id = nextActionID
        nextActionID += 1
        actions.append((id, events, action))
        return id
    }

    /// Removes the action ``addAction(for:_:)`` returned `id` for.
    public func removeAction(_ id: Int) { actions.removeAll { $0.id == id } }

    /// The events at least one action listens to.
    public var allControlEvents: ControlEvents { actions.reduce([]) { $0.union($1.events) } }

    /// Sends `events` to the actions listening to them, one event at a time in
    /// `ControlEvents.deliveryOrder`, each action in the order it was added.
    public func sendActions(for events: ControlEvents) {
        for event in events.ordered {
            log.trace("\(debugName) sends \(event)")
            for entry in actions where entry.events.contains(event) { entry.action(self, event) }
        }
    }

    // MARK: Tracking hooks (UIControl)

    /// A touch went down; return false to not track it. The default tracks.
    open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking (as if cancelled). The default continues.
    open func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }
    /// The tracked touch lifted (after the touch-up events were sent).
    open func endTracking(_ touch: Touch, with event: TouchEvent) {}
    /// The tracked touch was cancelled (after `touchCancel` was sent).
    open func cancelTracking(with event: TouchEvent) {}
    /// The look-deciding state changed (``Control/state``): redraw. The default does nothing.
    open func stateDidChange() {}

    // MARK: Gestures

    /// Refuses an ancestor's single-touch single tap while enabled, as UIKit's controls do
    /// (iOS 6 and later): the control's own action takes the tap. Recognizers attached to the
    /// control itself, and every other kind, may begin.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, recognizer.node !== self, let tap = recognizer as? TapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard isEnabled, trackedTouchID == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        lastTouchTime = event.time
        guard beginTracking(touch, with: event) else { return }
        trackedTouchID = touch.id
        let events = tracking.touchBegan()
        isHighlighted = tracking.isHighlighted
        sendActions(for: events)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = tracked(in: touches) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        lastTouchTime = event.time
        guard continueTracking(touch, with: event) else { cancelTrackingNow(at: event.time); return }
        let events = tracking.touchMoved(to: localLocation(of: touch, at: event.time), in: bounds)
        isHighlighted = tracking.isHighlighted
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = tracked(in: touches) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        lastTouchTime = event.time
        trackedTouchID = nil
        var events = tracking.touchEnded(at: localLocation(of: touch, at: event.time), in: bounds)
        if events.contains(.touchUpInside) { events.formUnion(primaryActionEvents) }
        isHighlighted = false
        sendActions(for: events)
        endTracking(touch, with: event)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard tracked(in: touches) != nil else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        cancelTrackingNow(at: event.time)
    }

    /// The events a completed tap adds to `touchUpInside`: `[]` here; a button adds
    /// `primaryActionTriggered` (its primary action is the tap).
    open var primaryActionEvents: ControlEvents { [] }

    private func tracked(in touches: [Touch]) -> Touch? {
        guard let id = trackedTouchID else { return nil }
        return touches.first { $0.id == id }
    }

    private func localLocation(of touch: Touch, at time: Double) -> Point {
        // A control with no image at the touch (edge-on) counts the touch as far outside.
        location(of: touch, at: time) ?? Point(x: -Double.infinity, y: -Double.infinity)
    }

    private func cancelTrackingNow(at time: Double) {
        trackedTouchID = nil
        let events = tracking.touchCancelled()
        isHighlighted = false
        sendActions(for: events)
        cancelTracking(with: TouchEvent(time: time, deliveredAt: time))
    }
}
