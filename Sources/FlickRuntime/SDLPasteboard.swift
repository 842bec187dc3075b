import CSDL2
import FlickUI

/// The display's clipboard through SDL (`SDL_GetClipboardText`, `SDL_SetClipboardText`):
/// what a desktop window's text fields cut, copy and paste with, shared with other apps.
/// Text read is decoded with invalid UTF-8 replaced. Use it while SDL's video is up.
public final class SDLPasteboard: Pasteboard {
    /// A pasteboard over SDL's clipboard.
    public init() {}

    /// The clipboard's text, or `nil` when it holds none.
    public var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                log.warning("cannot set the clipboard: \(String(cString: SDL_GetError()))")
            }
        }
    }
}
