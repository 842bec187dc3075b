/// A change of the window's visibility or focus, as the renderer's window reports it
/// (SDL_WINDOWEVENT_SHOWN/HIDDEN/MINIMIZED/RESTORED/FOCUS_GAINED/FOCUS_LOST).
public enum WindowEvent: String, Hashable, Sendable, CaseIterable {
    /// The window became visible.
    case shown
    /// The window was hidden.
    case hidden
    /// The window was minimised.
    case minimized
    /// The window was restored from minimised.
    case restored
    /// The window gained keyboard/input focus.
    case focusGained
    /// The window lost focus.
    case focusLost
}
