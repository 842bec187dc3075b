import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FoundationEssentials

/// An accelerated renderer with no display, drawn by the GPU backend: SDL 2.26's `offscreen`
/// video driver makes an EGL surface, and its `opengles2` renderer draws there (on Mesa's
/// llvmpipe on a machine with no GPU: libegl-mesa0, libgl1-mesa-dri, `scripts/setup`). Tests
/// compare the GPU backend's pixels with the software backend's through it, and
/// `flick bench render --renderer gpu` times it.
///
/// SDL's video subsystem is initialised for it with the offscreen driver, so none may be
/// initialised already (a window open); it is released with the renderer.
public final class OffscreenGPURenderer {
    /// The renderer, its `backend` `.gpu`.
    public let renderer: SDLRenderer
    /// SDL's name of the render driver used (`opengles2`).
    public let rendererName: String

    /// SDL's render driver used unless `SDL_RENDER_DRIVER` names another (ours: OpenGL ES 2 is
    /// what a kiosk's EGL gives; SDL's `opengl` also works offscreen).
    public static let defaultRenderDriver = "opengles2"

    /// A `pixelWidth × pixelHeight` target drawn at `scale` pixels per point. Throws
    /// `RenderError.noDisplay` naming the driver tried and SDL's reason when SDL's video is
    /// already initialised, or it cannot make the offscreen window or an accelerated renderer.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws {
        guard pixelWidth > 0, pixelHeight > 0 else { throw RenderError.badSize(width: pixelWidth, height: pixelHeight) }
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0 else {
            throw RenderError.noDisplay(message: "SDL's video is already initialised: no offscreen driver to choose")
        }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw RenderError.noDisplay(message: "SDL's offscreen video driver: \(String(cString: SDL_GetError()))")
        }
        guard
            let window = SDL_CreateWindow(
                "offscreen", 0, 0, Int32(pixelWidth), Int32(pixelHeight), SDL_WINDOW_HIDDEN.rawValue)
        else {
            let error = RenderError.noDisplay(message: "no offscreen window: \(String(cString: SDL_GetError()))")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        let driver = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] ?? Self.defaultRenderDriver
        let index = (0..<SDL_GetNumRenderDrivers()).first { i in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(i, &info) == 0 && info.name.map { String(cString: $0) } == driver
        }
        var info = SDL_RendererInfo()
        guard let index, let handle = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue),
            SDL_GetRendererInfo(handle, &info) == 0, info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
        else {
            let reason = index == nil ? "SDL has no such render driver" : String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw RenderError.noDisplay(message: "no accelerated '\(driver)' renderer offscreen: \(reason)")
        }
        rendererName = info.name.map { String(cString: $0) } ?? driver
        // The renderer (and its textures) go first, then the window and the video subsystem.
        renderer = SDLRenderer(handle: handle, scale: scale, takingOwnership: true, retaining: WindowOwner(window))
        renderer.backend = .gpu
    }

    /// Draws `list` over `background` (the whole target) and returns the pixels.
    @discardableResult
    public func render(_ list: DisplayList, background: Color = .white) throws -> Bitmap {
        renderer.render(list, background: background)
        return try renderer.readPixels()
    }
}
