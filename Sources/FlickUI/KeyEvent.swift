/// A key going down or up (`UIPress` with its `UIKey`): delivered by the window to its first
/// responder and up the responder chain (`View.pressesBegan(_:)`, `View.pressesEnded(_:)`).
/// Typed text arrives separately, through `KeyInput.insertText(_:)`, because what a key
/// types depends on the layout, dead keys and input methods (SDL's text input).
public struct KeyEvent: Hashable, Sendable {
    /// Down or up.
    public enum Phase: Hashable, Sendable {
        /// The key went down (or repeats while held: `isRepeat`).
        case pressed
        /// The key came up.
        case released
    }

    /// The key.
    public var key: Key
    /// Down or up.
    public var phase: Phase
    /// The modifiers held at the time.
    public var modifiers: KeyModifiers
    /// True for the auto-repeat of a held key.
    public var isRepeat: Bool
    /// The time, seconds (the frame clock's).
    public var time: Double

    /// An event for `key` in `phase` at `time` (seconds).
    public init(key: Key, phase: Phase = .pressed, modifiers: KeyModifiers = [], isRepeat: Bool = false, time: Double) {
        self.key = key
        self.phase = phase
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.time = time
    }

    /// True when `modifiers` holds Ctrl (or Super) and no Alt: a shortcut such as Ctrl-C.
    public var isShortcut: Bool {
        !modifiers.intersection([.control, .command]).isEmpty && !modifiers.contains(.alternate)
    }
}
