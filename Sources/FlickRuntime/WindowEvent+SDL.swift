import CSDL2

extension WindowEvent {
    /// The window event an SDL window event ID (`SDL_WindowEvent.event`) stands for:
    /// SHOWN/EXPOSED → shown, HIDDEN → hidden, MINIMIZED → minimized, RESTORED/MAXIMIZED →
    /// restored, FOCUS_GAINED/TAKE_FOCUS → focusGained, FOCUS_LOST → focusLost; `nil` for
    /// the others (moved, resized, enter, leave, close, …), which do not change pacing.
    public init?(sdlWindowEventID id: UInt8) {
        switch UInt32(id) {
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue: self = .shown
        case SDL_WINDOWEVENT_HIDDEN.rawValue: self = .hidden
        case SDL_WINDOWEVENT_MINIMIZED.rawValue: self = .minimized
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue: self = .restored
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue, SDL_WINDOWEVENT_TAKE_FOCUS.rawValue: self = .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: self = .focusLost
        default: return nil
        }
    }
}
