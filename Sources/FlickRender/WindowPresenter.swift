import CSDL2
import CSDLWindowEvents
import FlickAnimation
import FlickScene
import FoundationEssentials

/// An SDL window that shows display lists: the accelerated renderer when one is
/// available (the software renderer otherwise), vsync when available, and high-DPI
/// output (`scale` device pixels per point, from the drawable and window sizes).
///
/// Creating it fails with `RenderError.noDisplay` (and a message naming SDL's reason)
/// when there is no display, e.g. on a headless machine; nothing is left initialised.
public final class WindowPresenter {
    /// The renderer drawing into the window (its `scale` is the high-DPI factor).
    public let renderer: SDLRenderer
    /// True when SDL gave an accelerated (GPU) renderer.
    public let isAccelerated: Bool
    /// True when presentation waits for vertical sync.
    public let hasVSync: Bool
    /// The SDL video driver in use (`x11`, `wayland`, `kmsdrm`, …).
    public let videoDriver: String
    /// The renderer's name (`opengl`, `opengles2`, `software`, …).
    public let rendererName: String
    /// True when the frames are made by the CPU: SDL's software renderer, or OpenGL on a CPU
    /// rasteriser (`isSoftwareRasterizer`) where no software window surface exists.
    public let drawsOnCPU: Bool
    /// Pixels handed to the display by `showFrame()` since the window opened (a whole frame
    /// for each present that is not a software one of changed rectangles).
    public private(set) var shownPixels = 0
    /// Why the backend asked for (`RendererChoice`) is not the one drawing, `nil` when it is:
    /// one sentence naming the video driver, SDL's reason and the backend used instead.
    public let fallback: String?
    private let window: OpaquePointer

    /// SDL video drivers that show nothing on a screen; used only when named in
    /// `SDL_VIDEODRIVER` (research note §3: dummy/offscreen are for CI).
    public static let displaylessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// SDL video drivers (lowercased) with no window surface of their own, whose software
    /// renderer draws into a texture SDL shows through OpenGL (ours: SDL 2.26's Wayland,
    /// measured on Weston, "Couldn't find matching render driver"; its KMSDRM, measured in the
    /// real-kernel tier; neither sets `CreateWindowFramebuffer`).
    public static let driversWithoutNativeSurface: Set<String> = ["wayland", "kmsdrm"]

    /// True when SDL's video driver `videoDriver` has window surfaces of its own (X11's XShm,
    /// the dummy and offscreen drivers' memory), false for `driversWithoutNativeSurface`.
    public static func hasNativeWindowSurface(videoDriver: String) -> Bool {
        !driversWithoutNativeSurface.contains(videoDriver.lowercased())
    }

    /// Opens a window of `width × height` points titled `title`, drawn by the backend `choice`
    /// asks for (`RendererChoice`; `renderer.backend` says which draws, `fallback` why it is not
    /// the one asked for).
    public init(title: String, width: Int, height: Int, vsync: Bool = true, renderer choice: RendererChoice = .automatic)
        throws
    {
        guard width > 0, height > 0 else { throw RenderError.badSize(width: width, height: height) }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            let message = String(cString: SDL_GetError())
            throw RenderError.noDisplay(message: message.isEmpty ? "SDL video initialisation failed" : message)
        }
        // With no X11, Wayland or KMS display, SDL 2.26 falls back on its `offscreen`
        // driver (measured by us on this machine): a window there is shown nowhere.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let chosen = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if WindowPresenter.displaylessDrivers.contains(driver) && chosen != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw RenderError.noDisplay(message: "SDL found only its '\(driver)' video driver: "
                                            + "no X11, Wayland or KMS display is available")
        }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        let position = Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK)
        guard let window = SDL_CreateWindow(title, position, position, Int32(width), Int32(height), flags) else {
            let error = RenderError.noDisplay(message: String(cString: SDL_GetError()))
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        // SDL's software renderer named in the environment (`SDL_RENDER_DRIVER=software`) is
        // made by any `SDL_CreateRenderer` call, with the window surface SDL picks by default
        // (a texture presented through OpenGL, llvmpipe under Xvfb): made below as if asked for.
        let softwareByEnvironment =
            ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"]?.lowercased() == "software"
        let softwareAsked = choice == .software || softwareByEnvironment
        // SDL decides once per video driver, at the first window surface, whether surfaces are
        // the display's own or textures shown through a renderer. The display's own is asked for
        // only where the driver has one: refused elsewhere, SDL never tries the texture after it,
        // and the software renderer cannot draw at all.
        let hasNativeSurface = WindowPresenter.hasNativeWindowSurface(videoDriver: driver)
        var handle = softwareAsked ? nil : SDL_CreateRenderer(window, -1, accelerated)
        // True when SDL's software renderer draws on the display's own window surface (OpenGL
        // on the CPU dropped, or software asked for).
        var wantsNativeSurface = softwareAsked && hasNativeSurface
        var fallback: String?
        // Why SDL's software renderer had no window surface of its own, for the fallback's message.
        var softwareError: String?
        // Why no accelerated renderer was made, for the fallback's message.
        let acceleratedError = handle == nil ? String(cString: SDL_GetError()) : "SDL gave its software renderer"
        if handle == nil, choice == .automatic {
            log.notice("no accelerated renderer (\(acceleratedError)); using software")
        } else if let created = handle, choice == .automatic, ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil,
                  let gl = WindowPresenter.openGLRendererName(of: created), WindowPresenter.isSoftwareRasterizer(gl) {
            if hasNativeSurface {
                // An OpenGL renderer on a CPU rasteriser (Mesa's llvmpipe) is slower than SDL's
                // own software renderer: measured by us under Xvfb, the demo tour missed 124
                // deadlines (44 ms/s, presents of 6–20 ms) on llvmpipe and 9 in software.
                log.notice("OpenGL renders on the CPU (\(gl)); using SDL's software renderer instead")
                SDL_DestroyRenderer(created)
                handle = nil
                wantsNativeSurface = true
            } else {
                // The software renderer's frames would be shown through the same CPU OpenGL.
                log.notice("OpenGL renders on the CPU (\(gl)); kept: \(driver) has no software window surface")
            }
        }
        // SDL's software renderer, dropped to or asked for: its window surface must be the
        // display's own (XShm on X11), not a texture presented through the same CPU OpenGL:
        // measured by us under Xvfb, presents of 7.6 ms (p50) through it against 0.6 ms native.
        if wantsNativeSurface, ProcessInfo.processInfo.environment["SDL_FRAMEBUFFER_ACCELERATION"] == nil {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        // Where the driver has no surface of its own (SDL's KMSDRM and Wayland), the software
        // renderer asked for draws into a texture SDL shows (SDL's KMSDRM: measured by us in the
        // real-kernel tier, its scanned-out frame the headless replay's).
        if handle == nil { handle = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        if handle == nil {
            // No software window surface (SDL tries a texture for one only once per driver, and
            // not after the display's own was asked for): the accelerated renderer draws.
            let reason = String(cString: SDL_GetError())
            log.notice("no software window surface on \(driver) (\(reason)); using its accelerated renderer")
            softwareError = reason
            handle = SDL_CreateRenderer(window, -1, accelerated)
        }
        guard let handle else {
            let error = RenderError.sdl("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        if vsync { SDL_RenderSetVSync(handle, 1) }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(handle, &info)
        isAccelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
        if choice == .software, isAccelerated, let softwareError {
            fallback = "the software backend was asked for, but SDL has no software window surface on video "
                + "driver '\(driver)' (\(softwareError)): drawing with the GPU backend on its accelerated renderer"
            log.warning("\(fallback ?? "")")
        } else if choice == .gpu, !isAccelerated {
            fallback = "the GPU backend was asked for, but SDL made no accelerated renderer on video driver "
                + "'\(driver)' (\(acceleratedError)): drawing with the software backend"
            log.warning("\(fallback ?? "")")
        }
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        drawsOnCPU = !isAccelerated || WindowPresenter.openGLRendererName(of: handle).map(WindowPresenter.isSoftwareRasterizer) == true
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        var pw: Int32 = 0, ph: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_GetRendererOutputSize(handle, &pw, &ph)
        SDL_GetWindowSize(window, &ww, &wh)
        let scale = ww > 0 ? Double(pw) / Double(ww) : 1
        self.window = window
        // The renderer is destroyed first, then (through the owner it retains) the window.
        renderer = SDLRenderer(handle: handle, scale: scale, takingOwnership: true, retaining: WindowOwner(window))
        self.fallback = fallback
        // An accelerated renderer's target pixels are never at hand, so the software backend's
        // fast paths cannot run there: the GPU backend draws on any accelerated renderer (on a
        // CPU rasteriser only when asked for, or forced by SDL_RENDER_DRIVER).
        if isAccelerated { renderer.backend = .gpu }
        // The software renderer draws into the window surface: opaque bitmaps in the
        // surface's alpha-less format blit (and blend at an opacity) far faster.
        if !isAccelerated, SDL_GetWindowPixelFormat(window) == SDL_PIXELFORMAT_RGB888.rawValue {
            renderer.opaqueTextureFormat = SDL_PIXELFORMAT_RGB888.rawValue
        }
        // SDL's software renderer draws into the window's surface, which keeps its pixels
        // after a present (`SDL_UpdateWindowSurface` copies it out whole; a resize makes a
        // new surface, and the new size forces a full frame): redraw only what changed. An
        // accelerated renderer's back buffer is undefined after a present.
        renderer.tracksDamage = !isAccelerated
        // That surface is made again on a resize: asked for each time (redraws save and put back
        // its pixels). SDL returns the one the software renderer draws into.
        if !isAccelerated { renderer.targetSurface = { SDL_GetWindowSurface(window) } }
        log.info("window \(width)x\(height) pt, scale \(scale), renderer \(rendererName) (\(renderer.backend.rawValue)), driver \(videoDriver), vsync \(hasVSync)")
    }

    /// The `SDL_Window *` shown (for SDL calls the presenter does not wrap).
    public var windowHandle: OpaquePointer { window }

    /// The display connection's file descriptor (X11 or Wayland), readable when the display
    /// server has sent events such as the window being shown or focused; `nil` for
    /// drivers without one (dummy, offscreen, KMS/DRM).
    public var eventDescriptor: Int32? {
        let fd = flick_window_event_fd(UnsafeMutableRawPointer(window))
        return fd >= 0 ? fd : nil
    }

    /// Substrings of `GL_RENDERER` that name a CPU rasteriser (Mesa's llvmpipe, softpipe and
    /// swrast; the classic "Software Rasterizer").
    public static let softwareRasterizerNames = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// True when the OpenGL renderer string `glRenderer` names a CPU rasteriser.
    public static func isSoftwareRasterizer(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return softwareRasterizerNames.contains { name.contains($0) }
    }

    /// `GL_RENDERER` of an SDL renderer on OpenGL (its context is current once created),
    /// or `nil` for other renderers.
    static func openGLRendererName(of renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name.map({ String(cString: $0) }),
              name.hasPrefix("opengl"), let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        /// `GL_RENDERER` (OpenGL 1.0).
        let glRendererEnum: UInt32 = 0x1F01
        let getString = unsafeBitCast(address, to: GetString.self)
        return getString(glRendererEnum).map { String(cString: $0) }
    }

    /// Draws `list` over `background` (only what changed on a software renderer:
    /// `SDLRenderer.tracksDamage`) and presents the frame (waits for vsync when `hasVSync`).
    public func present(_ list: DisplayList, background: Color = .black) {
        refreshScale()
        renderer.render(list, background: background)
        showFrame()
    }

    /// Shows what was drawn since the last call (waits for vsync when `hasVSync`). SDL's
    /// software renderer hands the display only the rectangles that changed
    /// (`SDLRenderer.takeChangedRects()`, `SDL_UpdateWindowSurfaceRects`: one XShmPutImage
    /// each on X11), as LVGL flushes only its invalidated areas; `SDL_RenderPresent` copies the
    /// whole window surface out.
    public func showFrame() {
        if !isAccelerated, let rects = renderer.takeChangedRects() {
            SDL_RenderFlush(renderer.handle)
            guard !rects.isEmpty else { return }
            if SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count)) == 0 {
                shownPixels += rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
                return
            }
            // The surface went with a resize SDL has not told the renderer of yet: show it whole.
            renderer.setNeedsFullRedraw()
        }
        SDL_RenderPresent(renderer.handle)
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer.handle, &w, &h)
        shownPixels += Int(w) * Int(h)
    }

    /// Re-reads the high-DPI scale (after the window moved to another display or was
    /// resized).
    public func refreshScale() {
        var pw: Int32 = 0, ph: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_GetRendererOutputSize(renderer.handle, &pw, &ph)
        SDL_GetWindowSize(window, &ww, &wh)
        if ww > 0 { renderer.scale = Double(pw) / Double(ww) }
    }
}

/// Owns an SDL window and the video subsystem reference taken for it.
final class WindowOwner {
    let window: OpaquePointer
    init(_ window: OpaquePointer) { self.window = window }
    deinit {
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
