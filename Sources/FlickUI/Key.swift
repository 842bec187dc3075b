/// A key of a hardware (or on-screen) keyboard, as the responder chain sees it
/// (`UIKey.keyCode`, simplified): the editing and navigation keys by name, a printable key by
/// the character it carries without modifiers, and anything else by the platform's name.
public enum Key: Hashable, Sendable {
    /// Return or keypad Enter.
    case returnKey
    /// Escape.
    case escape
    /// Backspace (deletes before the caret).
    case backspace
    /// Forward delete.
    case delete
    /// Tab.
    case tab
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// The up arrow.
    case upArrow
    /// The down arrow.
    case downArrow
    /// Home (start of the line).
    case home
    /// End (end of the line).
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A key that carries a character, lowercase, unmodified ("a", "1", "-").
    case character(Character)
    /// A key known only by the platform's name (SDL's `SDL_GetKeyName`: "F1", "Left Shift").
    case other(String)

    /// A readable name ("Return", "Left", "A", "F1"): SDL's spelling where it has one, so
    /// apps comparing names see what `ApplicationEvent.key` carries.
    public var name: String {
        switch self {
        case .returnKey: "Return"
        case .escape: "Escape"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .leftArrow: "Left"
        case .rightArrow: "Right"
        case .upArrow: "Up"
        case .downArrow: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .character(let character): String(character).uppercased()
        case .other(let name): name
        }
    }
}
