/// The modifier keys held with a key (`UIKeyModifierFlags`).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key (the shortcut modifier on Linux: Ctrl-C copies).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Either Super (Command, Windows) key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
