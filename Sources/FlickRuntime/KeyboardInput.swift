import FlickUI

/// What a hardware keyboard sends the window, decoded from SDL (`SDLInputTranslator`): a key
/// going down or up, for the first responder's editing keys, or committed text for
/// `Window.insertText(_:)`.
public enum KeyboardInput: Hashable, Sendable {
    /// A key went down or up.
    case key(KeyEvent)
    /// Text typed (SDL's `SDL_TEXTINPUT`: the layout, dead keys and input methods applied),
    /// invalid UTF-8 and control characters already replaced.
    case text(String)
    /// An input method's composition (SDL's `SDL_TEXTEDITING`), shown underlined until it is
    /// committed as `text` (empty: the composition ended), the caret `cursor` characters in.
    case composition(String, cursor: Int)
}
