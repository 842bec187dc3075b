/// The keyboard a text input asks for (`UITextInputTraits`): which keys, which return key
/// label, when letters start capitalized, whether what is typed is hidden. The on-screen
/// keyboard reads them from the first responder each time it is shown.
public protocol TextInputTraits: KeyInput {
    /// The kind of keyboard to show.
    var keyboardType: KeyboardType { get }
    /// The return key's label.
    var returnKeyType: ReturnKeyType { get }
    /// When the keyboard turns shift on by itself.
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// True for passwords: typed text is drawn as dots and cannot be copied.
    var isSecureTextEntry: Bool { get }
    /// True when the return key is disabled while there is no text (UIKit default false).
    var enablesReturnKeyAutomatically: Bool { get }
}

extension TextInputTraits {
    /// The default keyboard.
    public var keyboardType: KeyboardType { .default }
    /// The default return key ("return").
    public var returnKeyType: ReturnKeyType { .default }
    /// Sentences, UIKit's default.
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    /// Not secure.
    public var isSecureTextEntry: Bool { false }
    /// Off, UIKit's default.
    public var enablesReturnKeyAutomatically: Bool { false }
}

/// The keyboard a text input asks for (`UIKeyboardType`, the kinds a kiosk needs).
public enum KeyboardType: Sendable, Hashable, CaseIterable {
    /// Letters, with the numbers-and-symbols page.
    case `default`
    /// Digits 0–9 only (no return key on iOS's pad; Flick's has one to finish).
    case numberPad
    /// Digits and the locale's decimal separator.
    case decimalPad
    /// Letters with `@` and `.` on the main page.
    case emailAddress
    /// Letters with `/`, `.` and `.com` on the main page.
    case url
}

/// The return key's label (`UIReturnKeyType`).
public enum ReturnKeyType: Sendable, Hashable, CaseIterable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Next".
    case next
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Done".
    case done
    /// "Join".
    case join
    /// "Continue".
    case `continue`

    /// The label drawn on the key (English, as UIKit's en-US keyboard).
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .next: "Next"
        case .search: "Search"
        case .send: "Send"
        case .done: "Done"
        case .join: "Join"
        case .continue: "Continue"
        }
    }
}

/// When the keyboard turns shift on by itself (`UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Sendable, Hashable, CaseIterable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of the text and after a sentence end (`.`, `!`, `?` then a space).
    case sentences
    /// Every letter.
    case allCharacters
}
