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

    /// Something that becomes ready when a window event is pending (for SDL on X11, the
    /// display connection's descriptor), so a throttled or suspended loop resumes the moment
    /// the window comes back; `nil` makes it notice at its next low-rate frame or recheck.
    var windowEventReadiness: (any InputReadiness)? { get }

    /// Counters the renderer owns (uploads, pool hits), read after presenting.
    var counters: FrameCounters { get }

    /// True when `redraw(_:at:abandoningWhen:)` can draw a frame again in place of the one
    /// rendered last and keep that one when it runs out of time (a target that keeps its
    /// pixels: FlickRender's software surfaces).
    var canRedraw: Bool { get }

    /// Late redraw: draws `list`, for the same present at `target` seconds, in place of the
    /// frame rendered last (only what changed), asking `shouldAbandon` as it goes (the loop's
    /// clock against its cutoff), with the pixels the step it is about to take saves (those
    /// it may have to put back; 0 for a step that draws). When that returns true it stops and
    /// puts the frame rendered last back, which is then presented as it was. Returns true when
    /// `list` was drawn whole. Called only when `canRedraw`.
    func redraw(_ list: DisplayList, at target: Double, abandoningWhen shouldAbandon: (_ pixelsToSave: Int) -> Bool)
        -> Bool

    /// Called once, before the first frame, by a loop that will redraw late input: whatever a
    /// redraw needs (a backup of the target) is made then and kept, not in a redraw racing its
    /// deadline.
    func prepareRedraws()

    /// True once after the window changed in a way that needs a frame though no visibility or
    /// focus event says so (exposed, resized): a loop drawing on demand draws one.
    func takeNeedsFrame() -> Bool
}

extension FrameRenderer {
    /// No vsync unless the renderer has one.
    public var vsyncRate: Double? { nil }
    /// No window events unless the renderer has a window.
    public func takeWindowEvents() -> [WindowEvent] { [] }
    /// No wake-up for window events unless the renderer provides one.
    public var windowEventReadiness: (any InputReadiness)? { nil }
    /// No counters unless the renderer reports some.
    public var counters: FrameCounters { FrameCounters() }
    /// Nothing to redraw for unless the renderer has a window.
    public func takeNeedsFrame() -> Bool { false }
    /// No late redraw unless the renderer can abandon one.
    public var canRedraw: Bool { false }
    /// Nothing to prepare unless the renderer says otherwise.
    public func prepareRedraws() {}
    /// Renders `list` whole (a renderer that cannot abandon a redraw is never asked for one).
    public func redraw(
        _ list: DisplayList, at target: Double, abandoningWhen shouldAbandon: (_ pixelsToSave: Int) -> Bool
    ) -> Bool {
        render(list, at: target)
        return true
    }
}
