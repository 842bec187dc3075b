import FlickInput

/// Something besides touches that reaches an `Application` during a run: a key, a window
/// resize, a display rotation, a touchscreen coming or going, a request to quit. The
/// application applies what it can itself (resize, rotation, hot-plug, quit) and hands
/// every event to its `onEvent` hook, on the frame thread, at the start of a frame.
public enum ApplicationEvent: Hashable, Sendable {
    /// A key went down: SDL's key name (`SDL_GetKeyName`: "Escape", "Q", "R", "1", "F1").
    case key(String)
    /// The window's size changed, points (a window resized, made full screen, rotated).
    case resized(Size)
    /// The display's orientation changed (SDL's display-orientation event), as the
    /// interface rotation relative to the panel's native (landscape) axes.
    case orientationChanged(WindowMapping.Rotation)
    /// A touchscreen at this path was picked up (at start or plugged in mid-run).
    case touchscreenAdded(String)
    /// The touchscreen at this path went away; SDL touch and the mouse take over.
    case touchscreenRemoved(String)
    /// The window was closed (or the app asked to quit).
    case quit
}
