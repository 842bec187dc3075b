/// One key of a keyboard layout (data, see `KeyboardLayout`): what it does, how wide it is
/// relative to its neighbours, and what a long press on it offers.
public struct KeyboardKey: Hashable, Sendable {
    /// What a key does.
    public enum Kind: Hashable, Sendable {
        /// Types `text` on lift (upper-cased while shift is on, on a page that shifts).
        case character(String)
        /// Shift: one tap types one capital, a double tap locks capitals (acts on touch down).
        case shift
        /// Deletes backward on touch down, then repeats while held (acts on touch down).
        case backspace
        /// Types a space on lift.
        case space
        /// Types "\n" on lift; labelled by the text input's `ReturnKeyType.title`.
        case `return`
        /// Shows the page named by the associated value on lift ("123", "ABC", "#+=" keys:
        /// the key is labelled by that page's `switchLabel`).
        case page(String)
        /// Hides the keyboard on lift (`KeyboardView.onDismiss`).
        case hideKeyboard
        /// Moves to the next of the keyboard's layouts on lift (the globe key).
        case nextLayout
    }

    /// The relative width of a key typed as one letter (`KeyboardKey.width`).
    public static let standardWidth = 1.0

    /// What the key does.
    public var kind: Kind
    /// The key's width in letter-key units (a letter key is 1): a page's widest row fills the
    /// keyboard, narrower rows are centred.
    public var width: Double
    /// What a long press offers, in order (`é è ê ë ē …`); empty for none.
    public var alternates: [String]

    /// Creates a key.
    public init(_ kind: Kind, width: Double = KeyboardKey.standardWidth, alternates: [String] = []) {
        self.kind = kind
        self.width = width
        self.alternates = alternates
    }

    /// True for the keys that act when the finger lifts (and so may be slid onto, and typed
    /// in press order by rollover); false for shift and backspace, which act on touch down.
    public var actsOnLift: Bool {
        switch kind {
        case .shift, .backspace: false
        case .character, .space, .return, .page, .hideKeyboard, .nextLayout: true
        }
    }
}
