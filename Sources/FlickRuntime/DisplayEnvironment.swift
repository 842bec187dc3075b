import CSDL2
import FlickInput
import FlickRender
import FoundationEssentials
import Glibc
import Synchronization

/// What an application sets up before SDL opens a display, and reads back afterwards.
public enum DisplayEnvironment {
    /// The runtime folders `prepare(videoDriver:)` made, removed (when empty) as the process exits.
    static let removedAtExit = Mutex<[String]>([])

    /// Prepares the process environment for SDL: `videoDriver` (x11, wayland, kmsdrm, …)
    /// goes to `SDL_VIDEODRIVER`; and when `XDG_RUNTIME_DIR` is unset, it is set to a fresh
    /// private (0700) temporary folder. Why not filter stderr: libwayland prints
    /// "XDG_RUNTIME_DIR is invalid or not set" while SDL probes for a Wayland display, and
    /// with the variable pointing at an empty private folder the probe finds no socket and
    /// fails quietly; filtering the stream would also hide SDL's real errors. Returns the
    /// folder made, if any; it is removed when the process exits (an empty folder per start,
    /// in /tmp, would pile up on a kiosk restarted for months).
    @discardableResult
    public static func prepare(videoDriver: String?) -> String? {
        // "drm" is Flick's own KMS presenter (`DRMPresenter`), not one of SDL's drivers.
        if let videoDriver, !videoDriver.isEmpty, videoDriver != DRMPresenter.videoDriverName {
            setenv("SDL_VIDEODRIVER", videoDriver, 1)
        }
        guard ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] == nil else { return nil }
        // The temporary folder as Foundation's NSTemporaryDirectory() names it: $TMPDIR, else /tmp.
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((temporary + (temporary.hasSuffix("/") ? "" : "/") + "flick-runtime.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
            return nil
        }
        let path = String(cString: made)
        setenv("XDG_RUNTIME_DIR", path, 1)
        removedAtExit.withLock { folders in
            if folders.isEmpty {
                atexit { DisplayEnvironment.removedAtExit.withLock { for folder in $0 { rmdir(folder) } } }
            }
            folders.append(path)
        }
        log.debug("XDG_RUNTIME_DIR was unset; using \(path)")
        return path
    }

    /// True when Flick's own KMS presenter (`DRMPresenter`) should draw instead of the SDL
    /// window just opened on `videoDriver`: SDL took KMSDRM (no display server) with only the
    /// CPU to make frames (`drawsOnCPU`: no GPU, or Mesa's llvmpipe), so each software frame
    /// would reach the panel through OpenGL on the CPU (seconds a frame in the real-kernel
    /// tier's VM, against milliseconds through dumb buffers); and neither a video driver
    /// (`askedDriver`) nor the GPU backend (`renderer`) was asked for.
    public static func prefersPanel(
        overWindowOn videoDriver: String, drawsOnCPU: Bool, askedDriver: String?, renderer: RendererChoice
    ) -> Bool {
        askedDriver == nil && renderer != .gpu && drawsOnCPU && videoDriver.lowercased() == "kmsdrm"
    }

    /// Why no window can open (SDL's video subsystem does not start: no display, no driver),
    /// or `nil` when one can; call after `prepare(videoDriver:)`. An app that must choose
    /// before it runs how it draws (on virtual time, headless) asks this.
    public static func displayProblem() -> String? {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { return String(cString: SDL_GetError()) }
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        // With no display SDL 2.26 falls back on its `offscreen` driver, where a window shows
        // nowhere: `WindowPresenter` refuses it unless SDL_VIDEODRIVER names it, and so here.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if WindowPresenter.displaylessDrivers.contains(driver),
            ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != driver
        {
            return "SDL found only its '\(driver)' video driver: no X11, Wayland or KMS display"
        }
        return nil
    }

    /// Resizes `presenter`'s window to `size` points (a desktop window following its turned
    /// interface, as a device simulator's window turns).
    static func resize(_ presenter: WindowPresenter, to size: Size) {
        SDL_SetWindowSize(presenter.windowHandle, Int32(size.width.rounded()), Int32(size.height.rounded()))
        SDL_PumpEvents()
    }

    /// Makes the presenter's window cover its display (`SDL_WINDOW_FULLSCREEN_DESKTOP`: the
    /// display's own mode, no mode switch). Returns false with SDL's reason logged when the
    /// video driver refuses.
    @discardableResult
    public static func makeFullScreen(_ presenter: WindowPresenter) -> Bool {
        guard SDL_SetWindowFullscreen(presenter.windowHandle, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == 0 else {
            log.notice("full screen refused: \(String(cString: SDL_GetError()))")
            return false
        }
        SDL_PumpEvents()
        presenter.refreshScale()
        return true
    }

    /// The window's size in points now.
    public static func windowSize(of presenter: WindowPresenter) -> Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(presenter.windowHandle, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Draws content laid out at `size` points scaled to fit the window and centred
    /// (`SDL_RenderSetLogicalSize`, which maps SDL's mouse and finger positions the same
    /// way); `nil` draws at the window's own size.
    public static func letterbox(_ presenter: WindowPresenter, to size: Size?) {
        SDL_RenderSetLogicalSize(presenter.renderer.handle, Int32(size?.width ?? 0), Int32(size?.height ?? 0))
    }

    /// The output the window is on and the window's rectangle on it, points: where a
    /// touchscreen covering that output must be mapped (`PanelPlacement`).
    public static func windowOnOutput(_ presenter: WindowPresenter) -> (output: Size, window: Rect) {
        let size = windowSize(of: presenter)
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(presenter.windowHandle, &x, &y)
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(presenter.windowHandle)
        guard display >= 0, SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
            return (size, Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
        let window = Rect(x: Double(x - bounds.x), y: Double(y - bounds.y), width: size.width, height: size.height)
        return (Size(width: Double(bounds.w), height: Double(bounds.h)), window)
    }

    /// One line naming the display path chosen: video driver, renderer, window size,
    /// whether it is full screen, and the display's mode (size and refresh rate).
    public static func description(of presenter: WindowPresenter) -> String {
        let size = windowSize(of: presenter)
        let flags = SDL_GetWindowFlags(presenter.windowHandle)
        let full = flags & SDL_WINDOW_FULLSCREEN.rawValue != 0
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(presenter.windowHandle)
        let shown =
            display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0
            ? ", display mode \(mode.w)x\(mode.h)" + (mode.refresh_rate > 0 ? " \(mode.refresh_rate) Hz" : "") : ""
        return "video driver \(presenter.videoDriver), renderer \(presenter.rendererName), "
            + "backend \(presenter.renderer.backend), "
            + "window \(Int(size.width))x\(Int(size.height))" + (full ? " (full screen)" : "") + shown
    }
}
