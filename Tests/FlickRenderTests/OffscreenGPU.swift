import CSDL2
import FlickRender
import Foundation
import XCTest

/// An accelerated SDL renderer with no display: SDL 2.26's `offscreen` video driver makes an
/// EGL surface, and its `opengles2` renderer draws there on Mesa's llvmpipe (libegl-mesa0,
/// libgl1-mesa-dri: `scripts/setup`). The GPU backend's tests draw through it; they skip, naming
/// SDL's reason, on a machine where SDL cannot make one.
final class OffscreenGPU {
    /// The renderer, its backend `.gpu`.
    let renderer: SDLRenderer
    /// SDL's renderer name (`opengles2`).
    let rendererName: String

    /// SDL's render driver tried (ours: OpenGL ES 2 is what a kiosk's EGL gives; SDL's `opengl`
    /// also works offscreen here).
    static let renderDriver = "opengles2"

    /// A `width × height` pixel target, or `XCTSkip` naming why SDL cannot make one.
    init(width: Int, height: Int) throws {
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0 else {
            throw XCTSkip("SDL's video is already initialised by another test: no offscreen driver to choose")
        }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw XCTSkip("SDL's offscreen video driver: \(String(cString: SDL_GetError()))")
        }
        guard let window = SDL_CreateWindow("gpu test", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue)
        else {
            let reason = String(cString: SDL_GetError())
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw XCTSkip("no offscreen window: \(reason)")
        }
        let index = (0..<SDL_GetNumRenderDrivers()).first { i in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(i, &info) == 0 && info.name.map { String(cString: $0) } == Self.renderDriver
        }
        guard let index, let handle = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw XCTSkip("SDL cannot make its \(Self.renderDriver) renderer offscreen: \(reason)")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        // The renderer (and its textures) go first, then the window and the video subsystem.
        renderer = SDLRenderer(handle: handle, takingOwnership: true, retaining: OffscreenWindow(window))
        renderer.backend = .gpu
    }
}

/// Owns an offscreen window and the video subsystem reference taken for it.
private final class OffscreenWindow {
    let window: OpaquePointer
    init(_ window: OpaquePointer) { self.window = window }
    deinit {
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
