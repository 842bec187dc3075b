/// The render side of a frame: draws a display list and presents it, and reports the
/// window's visibility. FlickRender's SDL renderer (window or headless surface) adopts
/// this; `SyntheticRasterizer` is the runtime's own headless one.
public protocol FrameRenderer: AnyObject {
    /// The display list this renderer draws.
    associatedtype DisplayList

    /// Render phase: draws `list` into the back buffer (rasterise, upload, draw calls).
    func render(_ list: DisplayList, at target: Double)

    /// Present phase: shows the back buffer. A renderer that blocks for vsync returns the
    /// vsync time it presented at (seconds, frame-clock base); one that returns at once
    /// returns `nil` and the loop paces it.
    func present() -> Double?

    /// The display's refresh rate in Hz when `present()` blocks for vsync, else `nil`.
    /// When set, the loop follows the renderer's vsync instead of its own deadlines.
    var vsyncRate: Double? { get }

    /// Window visibility/focus changes since the last call (empty for headless targets).
    func takeWindowEvents() -> [WindowEvent]

    /// Counters the renderer owns (uploads, pool hits), read after presenting.
    var counters: FrameCounters { get }
}

extension FrameRenderer {
    /// No vsync unless the renderer has one.
    public var vsyncRate: Double? { nil }
    /// No window events unless the renderer has a window.
    public func takeWindowEvents() -> [WindowEvent] { [] }
    /// No counters unless the renderer reports some.
    public var counters: FrameCounters { FrameCounters() }
}
