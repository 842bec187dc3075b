/// The events a control sends to its targets (`UIControl.Event`): a set, so one action can
/// listen to several. ``ControlEvents/deliveryOrder`` is the order in which the events of one
/// touch phase are sent.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (tap count > 1).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The touch moved within the tracking margin.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The touch moved beyond the tracking margin.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The touch came back within the tracking margin.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The touch left the tracking margin.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The touch lifted within the tracking margin: the button's action.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The touch lifted beyond the tracking margin.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled (a scroll view or a recognizer took it).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a slider, a switch).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action (a button's touch-up-inside; a slider's value change).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

    /// A text field began editing (became first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed by editing (typing, deleting, pasting, clearing).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field ended editing (resigned first responder).
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field (its delegate's `textFieldShouldReturn` agreed).
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents: ControlEvents = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
        .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]

    /// The order in which the events of one phase are sent (UIKit sends the crossing before
    /// the drag, and the touch-down before its repeat).
    public static let deliveryOrder: [(event: ControlEvents, name: String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragExit, "touchDragExit"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEndOnExit, "editingDidEndOnExit"), (.editingDidEnd, "editingDidEnd"),
    ]

    /// The single events in this set, in ``deliveryOrder``.
    public var ordered: [ControlEvents] { Self.deliveryOrder.map(\.event).filter { contains($0) } }

    /// The events' names, in delivery order, e.g. `[touchDragExit, touchDragOutside]`.
    public var description: String {
        "[" + Self.deliveryOrder.filter { contains($0.event) }.map(\.name).joined(separator: ", ") + "]"
    }
}
