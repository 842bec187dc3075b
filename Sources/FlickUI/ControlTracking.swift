import FlickInput

/// The touch tracking of a control (`UIControl`) as a pure state machine: which control events
/// a touch's phases send, and whether the control is highlighted. The `Control` view feeds it
/// its touches (locations in the control's bounds coordinates, points) and sends the events it
/// returns to its targets. The states and transitions are drawn in `ControlTrackingStates.md`.
///
/// As in UIKit, a touch still counts as inside while it is within ``trackingSlop`` of the
/// bounds: dragging out that far and back keeps the control highlighted, and lifting there
/// sends `touchUpInside`.
public struct ControlTracking: Hashable, Sendable {
    /// What the tracking is doing.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// No touch is being tracked.
        case idle
        /// A touch is down within the bounds expanded by ``trackingSlop`` (highlighted).
        case inside
        /// A touch is down farther out (not highlighted).
        case outside
    }

    /// How far outside its bounds a touch still counts as inside, points (UIKit's 70 pt
    /// tracking margin, the value commonly measured on iOS).
    public static let trackingSlop = 70.0

    /// The current state.
    public private(set) var state: State = .idle

    /// Creates an idle tracking.
    public init() {}

    /// True while a touch is down inside (UIKit shows the control highlighted).
    public var isHighlighted: Bool { state == .inside }
    /// True while a touch is being tracked (`UIControl.isTracking`).
    public var isTracking: Bool { state != .idle }
    /// True while the tracked touch is inside (`UIControl.isTouchInside`).
    public var isTouchInside: Bool { state == .inside }

    /// Whether `location` (bounds coordinates, points) counts as inside `bounds`.
    public static func counts(_ location: Point, asInside bounds: Rect) -> Bool {
        bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(location)
    }

    /// A touch went down on the control; `tapCount` > 1 adds `touchDownRepeat`.
    /// - Returns: the events to send, in order.
    public mutating func touchBegan(tapCount: Int = 1) -> ControlEvents {
        switch state {
        case .idle:
            state = .inside
            return tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown
        case .inside, .outside:
            // A second touch on a tracking control is ignored (UIKit tracks one touch).
            return []
        }
    }

    /// The tracked touch moved to `location` (bounds coordinates of `bounds`, points).
    /// - Returns: `touchDragInside`/`touchDragOutside`, with `touchDragEnter`/`touchDragExit`
    ///   when it crossed the tracking margin.
    public mutating func touchMoved(to location: Point, in bounds: Rect) -> ControlEvents {
        let isInside = Self.counts(location, asInside: bounds)
        switch state {
        case .idle:
            return []
        case .inside:
            if isInside { return .touchDragInside }
            state = .outside
            return [.touchDragExit, .touchDragOutside]
        case .outside:
            if !isInside { return .touchDragOutside }
            state = .inside
            return [.touchDragEnter, .touchDragInside]
        }
    }

    /// The tracked touch lifted at `location`.
    /// - Returns: `touchUpInside` or `touchUpOutside`.
    public mutating func touchEnded(at location: Point, in bounds: Rect) -> ControlEvents {
        let isInside = Self.counts(location, asInside: bounds)
        switch state {
        case .idle:
            return []
        case .inside, .outside:
            state = .idle
            return isInside ? .touchUpInside : .touchUpOutside
        }
    }

    /// The tracked touch was cancelled (an enclosing scroll view or a recognizer took it).
    /// - Returns: `touchCancel` when a touch was tracked.
    public mutating func touchCancelled() -> ControlEvents {
        switch state {
        case .idle:
            return []
        case .inside, .outside:
            state = .idle
            return .touchCancel
        }
    }
}
