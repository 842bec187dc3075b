import CSDL2

/// What went wrong in the SDL backend.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// An SDL call failed; `message` is `SDL_GetError()`.
    case sdl(call: String, message: String)
    /// No display is available for a window (no X11/Wayland/KMS, or video init failed).
    case noDisplay(message: String)
    /// A size that cannot be rendered (zero or negative pixels).
    case badSize(width: Int, height: Int)

    /// A readable message.
    public var description: String {
        switch self {
        case .sdl(let call, let message): return "\(call) failed: \(message)"
        case .noDisplay(let message):
            return "no display available for an SDL window (\(message)); "
                + "render headless with HeadlessRenderer instead, or set SDL_VIDEODRIVER"
        case .badSize(let w, let h): return "cannot render \(w)x\(h) pixels"
        }
    }

    /// The current SDL error for a failed `call`.
    static func sdl(_ call: String) -> RenderError {
        .sdl(call: call, message: String(cString: SDL_GetError()))
    }
}
