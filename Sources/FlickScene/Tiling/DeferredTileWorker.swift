/// A tile worker that keeps requests until `drawPending()` draws them, on the caller's
/// thread: a deterministic model of FlickRuntime's `BackgroundTileWorker` for headless runs
/// on virtual time. A run draws the pending tiles while the frame loop waits for its
/// deadline and leaves that time out of the frame (`MeasuredVirtualClock.offFrameWork`), as
/// if another core drew them; tiles requested in one frame are finished for the next, every
/// run.
public final class DeferredTileWorker: TileWorker {
    private let drawer: SynchronousTileWorker
    private var pending: [TileRequest] = []

    /// A worker drawing with `draw`.
    public init(draw: @escaping TileDrawing) { drawer = SynchronousTileWorker(draw: draw) }

    /// Requests waiting for `drawPending()`.
    public var pendingCount: Int { pending.count }

    /// Requests drawn so far.
    public var drawnCount: Int { drawer.drawnCount }

    /// Keeps `requests` for the next `drawPending()`.
    public func submit(_ requests: [TileRequest]) { pending += requests }

    /// Draws every pending request, oldest first.
    public func drawPending() {
        let requests = pending
        pending = []
        drawer.submit(requests)
    }

    /// The results drawn since the last call.
    public func takeFinished() -> [TileResult] { drawer.takeFinished() }
}
