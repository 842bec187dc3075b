import FlickUI

/// Keys and text from SDL (`SDL_KEYDOWN`/`SDL_KEYUP`, `SDL_TEXTINPUT`) as `KeyboardInput`.
extension SDLInputTranslator {
    /// SDL keycodes of the named keys (SDL_keycode.h: ASCII for the C0 keys, scancode | 1 << 30
    /// for the others; FlickRuntimeTests checks them against SDL's own constants).
    public enum Keycode {
        /// `SDLK_RETURN`, '\r'.
        public static let returnKey: Int32 = 13
        /// `SDLK_ESCAPE`.
        public static let escape: Int32 = 27
        /// `SDLK_BACKSPACE`.
        public static let backspace: Int32 = 8
        /// `SDLK_TAB`.
        public static let tab: Int32 = 9
        /// `SDLK_DELETE`.
        public static let delete: Int32 = 127
        /// `SDLK_RIGHT` (scancode 79).
        public static let right: Int32 = 79 | 1 << 30
        /// `SDLK_LEFT` (scancode 80).
        public static let left: Int32 = 80 | 1 << 30
        /// `SDLK_DOWN` (scancode 81).
        public static let down: Int32 = 81 | 1 << 30
        /// `SDLK_UP` (scancode 82).
        public static let up: Int32 = 82 | 1 << 30
        /// `SDLK_HOME` (scancode 74).
        public static let home: Int32 = 74 | 1 << 30
        /// `SDLK_PAGEUP` (scancode 75).
        public static let pageUp: Int32 = 75 | 1 << 30
        /// `SDLK_END` (scancode 77).
        public static let end: Int32 = 77 | 1 << 30
        /// `SDLK_PAGEDOWN` (scancode 78).
        public static let pageDown: Int32 = 78 | 1 << 30
        /// `SDLK_KP_ENTER` (scancode 88).
        public static let keypadEnter: Int32 = 88 | 1 << 30
    }

    /// The key for SDL keycode `keycode` named `name` (`SDL_GetKeyName`): the named keys,
    /// printable ASCII as a lowercase character, anything else by its name.
    public static func key(forKeycode keycode: Int32, name: String) -> Key {
        switch keycode {
        case Keycode.returnKey, Keycode.keypadEnter: return .returnKey
        case Keycode.escape: return .escape
        case Keycode.backspace: return .backspace
        case Keycode.tab: return .tab
        case Keycode.delete: return .delete
        case Keycode.left: return .leftArrow
        case Keycode.right: return .rightArrow
        case Keycode.up: return .upArrow
        case Keycode.down: return .downArrow
        case Keycode.home: return .home
        case Keycode.end: return .end
        case Keycode.pageUp: return .pageUp
        case Keycode.pageDown: return .pageDown
        case 32...126:
            guard let scalar = Unicode.Scalar(UInt32(keycode)) else { return .other(name) }
            return .character(Character(String(scalar).lowercased()))
        default: return .other(name)
        }
    }

    /// SDL's text input bytes as text: invalid UTF-8 becomes U+FFFD (decoding), control
    /// characters too (`sanitizedForTextInput`); `nil` when nothing is left. The bytes end at
    /// the first NUL (SDL's buffer is NUL-terminated).
    public static func text(fromUTF8 bytes: [UInt8]) -> String? {
        let content = bytes.prefix { $0 != 0 }
        guard !content.isEmpty else { return nil }
        return String(decoding: content, as: UTF8.self).sanitizedForTextInput
    }
}
