import CSDL2
import FlickAnimation
import FlickRender
import FlickScene

/// FlickRender's SDL renderer as the frame loop's renderer: draws FlickScene's
/// `DisplayList` through `SDLRenderer` into a headless software surface
/// (`HeadlessRenderer`: profiling, tests, CI) or a window (`WindowPresenter`, when there is
/// a display or `SDL_VIDEODRIVER` names dummy/offscreen).
///
/// Vsync: a window whose renderer has `SDL_RENDERER_PRESENTVSYNC` may still return from
/// `SDL_RenderPresent` at once (compositors that queue; the dummy and offscreen drivers,
/// which are never treated as having vsync). So vsync
/// is reported only when presents really block (`VsyncDetector`): `present()` returns the
/// time it returned (a vsync time) when it blocked, and `vsyncRate` is set once the detector
/// follows vsync; otherwise the loop paces on its own fractional grid. Window events come from
/// SDL's queue (`SDL_PeepEvents`).
public final class SDLFrameRenderer: FrameRenderer {
    /// Where frames go.
    public enum Target {
        /// A software surface in memory.
        case headless(HeadlessRenderer)
        /// An SDL window.
        case window(WindowPresenter)
        /// A panel driven through KMS with no GPU (`DRMPresenter`): frames drawn into its
        /// surface, each present flipped to the panel at a vblank.
        case drm(DRMPresenter)
    }

    /// Refresh rate assumed when the display mode reports none, Hz (SDL reports 0 for
    /// "unspecified"; 60 Hz is the common panel rate).
    public static let fallbackRefreshRate = 60.0

    /// The target (a headless one is replaced by `resizeHeadlessSurface(width:height:)`).
    public private(set) var target: Target
    /// The colour each frame is cleared to.
    public var background: Color
    /// When false (headless only), frames are not drawn, only kept for `snapshot()` (fast
    /// replays that check a few frames); a window always draws.
    public var drawsEveryFrame: Bool
    /// True once SDL reported `SDL_QUIT` (the window was closed).
    public private(set) var quitRequested = false
    /// Window events read from SDL's queue by someone else (an app pumping every SDL event
    /// with `SDL_PollEvent`), delivered first by the next `takeWindowEvents()`.
    public var pendingWindowEvents: [WindowEvent] = []
    /// Whether presents block for vsync, judged from their timings (`VsyncDetector`); `nil`
    /// when they never wait for it (headless, no vsync asked for, a displayless driver).
    public private(set) var vsyncDetector: VsyncDetector?
    private let clock: any FrameClock
    private var counted = RenderCounters()
    private var frameCounters = FrameCounters()
    private var lastList: DisplayList?
    private var lastDrawn = true
    private var windowChanged = false

    /// Renders into `target`, clearing to `background` (every frame, unless
    /// `drawsEveryFrame` is false on a headless target); present times are read from `clock`.
    public convenience init(
        target: Target, background: Color = .black, drawsEveryFrame: Bool = true,
        clock: any FrameClock = MonotonicClock()
    ) {
        let rate: Double?
        switch target {
        case .headless: rate = nil
        case .drm(let presenter): rate = presenter.refreshRate
        case .window(let presenter):
            // SDL's dummy and offscreen drivers show nothing and have no vblank to wait for.
            let displayless = WindowPresenter.displaylessDrivers.contains(presenter.videoDriver)
            rate = presenter.hasVSync && !displayless ? Self.displayRefreshRate() : nil
        }
        self.init(target: target, background: background, clock: clock, refreshRate: rate)
        self.drawsEveryFrame = drawsEveryFrame
    }

    /// As the public initialiser, with the display's refresh rate given (`nil`: presents
    /// never wait for vsync).
    init(target: Target, background: Color, clock: any FrameClock, refreshRate: Double?) {
        self.target = target
        self.background = background
        drawsEveryFrame = true
        self.clock = clock
        vsyncDetector = refreshRate.map { VsyncDetector(refreshRate: $0) }
        counted = renderer.counters
    }

    /// A headless target of `width × height` points at `scale` pixels per point; XRGB8888
    /// like a software window when `opaque` (frame times as in a window), else RGBA.
    public static func headless(
        width: Int, height: Int, scale: Double = 1, opaque: Bool = false,
        background: Color = .black
    ) throws -> SDLFrameRenderer {
        let pixels = (Int((Double(width) * scale).rounded()), Int((Double(height) * scale).rounded()))
        return SDLFrameRenderer(
            target: .headless(
                try HeadlessRenderer(
                    pixelWidth: pixels.0, pixelHeight: pixels.1,
                    scale: scale, opaque: opaque)),
            background: background)
    }

    /// A window of `width × height` points titled `title`; throws FlickRender's
    /// `RenderError.noDisplay` when there is no display.
    public static func window(
        title: String, width: Int, height: Int, vsync: Bool = true,
        background: Color = .black
    ) throws -> SDLFrameRenderer {
        SDLFrameRenderer(
            target: .window(try WindowPresenter(title: title, width: width, height: height, vsync: vsync)),
            background: background)
    }

    /// Gives a headless target a new surface of `width × height` points at the same scale,
    /// format and renderer options (an interface turned a quarter turn); other targets are
    /// left as they are. Throws when the surface cannot be made (the old one is kept).
    public func resizeHeadlessSurface(width: Int, height: Int) throws {
        guard case .headless(let old) = target else { return }
        let scale = old.renderer.scale
        let surface = try HeadlessRenderer(
            pixelWidth: Int((Double(width) * scale).rounded()), pixelHeight: Int((Double(height) * scale).rounded()),
            scale: scale, opaque: old.isOpaque)
        surface.renderer.options = old.renderer.options
        surface.renderer.tracksDamage = old.renderer.tracksDamage
        surface.renderer.keepsRedrawBackup = old.renderer.keepsRedrawBackup
        target = .headless(surface)
        counted = renderer.counters
        lastList = nil
    }

    /// The SDL renderer drawing the frames.
    public var renderer: SDLRenderer {
        switch target {
        case .headless(let headless): headless.renderer
        case .window(let presenter): presenter.renderer
        case .drm(let presenter): presenter.surface.renderer
        }
    }

    /// Render phase: clears the back buffer, draws `list` and flushes SDL's command queue
    /// (`SDL_RenderFlush`: a window's renderer batches draw calls until the present, which
    /// would charge rasterisation to the present phase and look like a vsync wait).
    public func render(_ list: DisplayList, at target: Double) {
        lastList = list
        guard drawsFrames else {
            lastDrawn = false
            return
        }
        draw(list)
    }

    /// True when the SDL renderer can abandon a redraw and put the frame drawn before back
    /// (`SDLRenderer.canRedraw`: a software surface), or when frames are kept undrawn.
    public var canRedraw: Bool { !drawsFrames || renderer.canRedraw }

    /// Late redraw: draws `list` again in place of the frame rendered last (only what changed),
    /// abandoning it, with the frame rendered last put back, when `shouldAbandon` returns true
    /// before its save or an item is drawn (`SDLRenderer.redraw(_:background:abandoningWhen:)`).
    /// Returns true when `list` was drawn whole.
    public func redraw(
        _ list: DisplayList, at target: Double, abandoningWhen shouldAbandon: (_ pixelsToSave: Int) -> Bool
    ) -> Bool {
        guard drawsFrames else {
            lastList = list
            lastDrawn = false
            return true
        }
        let drawn = renderer.redraw(list, background: background, abandoningWhen: shouldAbandon)
        SDL_RenderFlush(renderer.handle)
        if drawn { lastList = list }
        return drawn
    }

    /// Keeps the backup a redraw saves into made at the target's size
    /// (`SDLRenderer.keepsRedrawBackup`).
    public func prepareRedraws() { renderer.keepsRedrawBackup = true }

    /// One piece of the work the renderer defers out of its frames (`SDLRenderer.performIdleWork()`:
    /// an atlas page's first upload); false when none is left. For between frames, at rest.
    public func performIdleWork() -> Bool { renderer.performIdleWork() }

    /// True when pages wait for `performIdleWork()` (`SDLRenderer.hasIdleWork`).
    public var hasIdleWork: Bool { renderer.hasIdleWork }

    /// True for a target shown on a display (a window, a panel): every frame is drawn.
    private var isWindow: Bool {
        if case .headless = target { return false }
        return true
    }

    /// True when frames are drawn as they come: always in a window, headless unless
    /// `drawsEveryFrame` is false (then only kept for `snapshot()`).
    private var drawsFrames: Bool { drawsEveryFrame || isWindow }

    /// Draws `list` over `background`: only what changed since the last frame drawn on a
    /// target that keeps its pixels (`SDLRenderer.tracksDamage`).
    private func draw(_ list: DisplayList) {
        if case .window(let presenter) = target { presenter.refreshScale() }
        renderer.render(list, background: background)
        SDL_RenderFlush(renderer.handle)
        lastDrawn = true
    }

    /// Present phase: `SDL_RenderPresent`; the time it returned when it blocked for vsync,
    /// else `nil`.
    public func present() -> Double? {
        let before = clock.now()
        var shown: Double?
        if case .drm(let presenter) = target {
            // The flip's vblank time, on the clock's base when it is the monotonic clock.
            shown = presenter.present().flatMap { clock is MonotonicClock ? $0 : nil }
        } else if case .window(let presenter) = target {
            presenter.showFrame()
        } else {
            SDL_RenderPresent(renderer.handle)
        }
        let after = clock.now()
        let now = renderer.counters
        frameCounters = FrameCounters(uploads: max(0, now.uploads - counted.uploads))  // a new panel surface restarts them
        counted = now
        return notePresent(duration: after - before, returnedAt: shown ?? after) ? shown ?? after : nil
    }

    /// Records one present of `duration` seconds that returned at `time` with the vsync
    /// detector; true when it counts as a vsync wait (`VsyncDetector.notePresent`); false when
    /// presents never wait for vsync.
    func notePresent(duration: Double, returnedAt time: Double) -> Bool {
        vsyncDetector?.notePresent(duration: duration, returnedAt: time) ?? false
    }

    /// The display's refresh rate while presents are followed as blocking for vsync, else `nil`.
    public var vsyncRate: Double? {
        vsyncDetector.flatMap { $0.isFollowing ? $0.refreshRate : nil }
    }

    /// True once after SDL reported a window event (exposed, resized, shown): the window
    /// needs a frame.
    public func takeNeedsFrame() -> Bool {
        defer { windowChanged = false }
        return windowChanged
    }

    /// Window visibility and focus changes since the last call: `pendingWindowEvents`, then
    /// those still in SDL's queue (none headless).
    public func takeWindowEvents() -> [WindowEvent] {
        var result = pendingWindowEvents
        pendingWindowEvents.removeAll()
        guard case .window = target else { return result }
        SDL_PumpEvents()
        var events = [SDL_Event](repeating: SDL_Event(), count: 16)
        while true {
            let count = Int(
                SDL_PeepEvents(
                    &events, Int32(events.count), SDL_GETEVENT, SDL_WINDOWEVENT.rawValue,
                    SDL_WINDOWEVENT.rawValue))
            guard count > 0 else { break }
            // Shown, exposed, resized, moved to another display: draw the next frame whole.
            renderer.setNeedsFullRedraw()
            windowChanged = true
            result += events[..<count].compactMap { WindowEvent(sdlWindowEventID: $0.window.event) }
        }
        // Peeked, not taken: an app pumping SDL's queue still sees the quit.
        if !quitRequested, SDL_PeepEvents(&events, 1, SDL_PEEKEVENT, SDL_QUIT.rawValue, SDL_QUIT.rawValue) > 0 {
            quitRequested = true
            log.info("window closed")
        }
        if !result.isEmpty { log.trace("window events \(result.map(\.rawValue))") }
        return result
    }

    /// The pixels of the last frame (`SDL_RenderReadPixels`, RGBA), drawing it first when
    /// it was kept undrawn. An accelerated window's back buffer is undefined once
    /// presented, so there the last list is drawn again before reading; the software
    /// renderer draws into the window's surface, which keeps the presented frame, so it is
    /// read as it is (a redraw would cost the frame loop a whole render).
    public func snapshot() throws -> Bitmap {
        drawLastFrameIfUndrawn()
        return try renderer.readPixels()
    }

    /// The pixels of the last frame as `snapshot()` reads them, copied in the target's own
    /// format (`SDLRenderer.capturePixels()`): a copy into memory made ready in the
    /// background, where `snapshot()` converts into fresh memory on the calling thread. Call
    /// `PixelCapture.bitmap()` later, off the frame.
    public func capture() throws -> PixelCapture {
        drawLastFrameIfUndrawn()
        return try renderer.capturePixels()
    }

    /// Draws the last frame again when its pixels are not in the target to be read: it was kept
    /// undrawn, or an accelerated window's present left its back buffer undefined.
    private func drawLastFrameIfUndrawn() {
        if let list = lastList, !lastDrawn || presentDiscardsFrame { draw(list) }
    }

    /// Makes the memory of the next `capture()` ready in the background
    /// (`SDLRenderer.prepareCapture()`).
    public func prepareCapture() { renderer.prepareCapture() }

    /// True when presenting leaves the back buffer undefined (an accelerated window).
    private var presentDiscardsFrame: Bool {
        if case .window(let presenter) = target { return presenter.isAccelerated }
        return false
    }

    /// Texture uploads in the last presented frame.
    public var counters: FrameCounters { frameCounters }

    /// A window's display connection (X11, Wayland): a throttled or suspended loop wakes the
    /// moment the display server sends an event (shown, focused) instead of at its next
    /// recheck; `nil` headless and on drivers without a connection (dummy, offscreen).
    public var windowEventReadiness: (any InputReadiness)? { windowReadiness }
    /// Looked up once: a window keeps its display connection (the loop asks every step).
    private lazy var windowReadiness: DisplayConnectionReadiness? = {
        guard case .window(let presenter) = target, let fd = presenter.eventDescriptor else { return nil }
        return DisplayConnectionReadiness(descriptor: fd)
    }()

    /// The current display mode's refresh rate, Hz (`fallbackRefreshRate` when unspecified).
    static func displayRefreshRate() -> Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 else { return fallbackRefreshRate }
        return Double(mode.refresh_rate)
    }
}
