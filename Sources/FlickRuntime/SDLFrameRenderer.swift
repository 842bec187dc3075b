import CSDL2
import FlickAnimation
import FlickRender
import FlickScene

/// FlickRender's SDL renderers as the frame loop's renderer: `HeadlessRenderer` (an
/// in-memory surface) or a `WindowPresenter`'s window. `render(_:at:)` clears and draws
/// the display list; `present()` shows it (windows) and returns at once (the loop paces).
///
/// Headless, drawing may be deferred (`drawsEveryFrame = false`): the last list is kept
/// and drawn only when `snapshot()` asks, which makes long replays cheap when only some
/// frames are looked at.
public final class SDLFrameRenderer: FrameRenderer {
    /// What it draws into.
    public enum Target {
        /// An in-memory surface.
        case headless(HeadlessRenderer)
        /// A window.
        case window(WindowPresenter)
    }

    /// The target.
    public let target: Target
    /// The colour the frame is cleared to.
    public var background: Color
    /// When false (headless only), frames are drawn only for snapshots.
    public var drawsEveryFrame: Bool
    /// Window events gathered by whoever pumps SDL's event queue, handed to the loop.
    public var pendingWindowEvents: [WindowEvent] = []
    private var lastList: DisplayList?
    private var lastDrawn = true
    private var lastUploads = 0

    /// A renderer drawing into `target`.
    public init(target: Target, background: Color = .black, drawsEveryFrame: Bool = true) {
        self.target = target
        self.background = background
        self.drawsEveryFrame = drawsEveryFrame
    }

    /// The SDL renderer underneath.
    public var renderer: SDLRenderer {
        switch target {
        case .headless(let headless): headless.renderer
        case .window(let window): window.renderer
        }
    }

    /// Render phase: clears and draws `list` (or keeps it for a later snapshot).
    public func render(_ list: DisplayList, at target: Double) {
        lastList = list
        guard drawsEveryFrame || isWindow else {
            lastDrawn = false
            return
        }
        draw(list)
    }

    private var isWindow: Bool {
        if case .window = target { return true }
        return false
    }

    private func draw(_ list: DisplayList) {
        if case .window(let window) = target { window.refreshScale() }
        renderer.clear(background)
        renderer.draw(list)
        lastDrawn = true
    }

    /// Present phase: `SDL_RenderPresent`. Returns `nil`: the loop paces.
    public func present() -> Double? {
        SDL_RenderPresent(renderer.handle)
        return nil
    }

    /// Window events since the last call.
    public func takeWindowEvents() -> [WindowEvent] {
        defer { pendingWindowEvents = [] }
        return pendingWindowEvents
    }

    /// Texture uploads in the last frame.
    public var counters: FrameCounters {
        let uploads = renderer.counters.uploads
        defer { lastUploads = uploads }
        return FrameCounters(uploads: uploads - lastUploads)
    }

    /// The pixels of the last frame (drawing it first if it was deferred). A window's back
    /// buffer is undefined once presented, so for windows the last list is drawn again
    /// into it before reading (the next frame clears it anyway).
    public func snapshot() throws -> Bitmap {
        if let list = lastList, !lastDrawn || isWindow { draw(list) }
        return try renderer.readPixels()
    }
}
