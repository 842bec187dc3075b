/// A tile worker that draws each request as soon as it is submitted, on the caller's
/// thread: deterministic, for tests and virtual time (FlickRuntime's `BackgroundTileWorker`
/// draws on threads).
public final class SynchronousTileWorker: TileWorker {
    private let draw: TileDrawing
    private var finished: [TileResult] = []
    /// Requests drawn so far.
    public private(set) var drawnCount = 0

    /// A worker drawing with `draw`.
    public init(draw: @escaping TileDrawing) { self.draw = draw }

    /// Queues `requests` (the synchronous worker draws them at once).
    public func submit(_ requests: [TileRequest]) {
        for request in requests {
            finished.append(request.perform(draw))
            drawnCount += 1
        }
    }

    /// The results finished since the last call.
    public func takeFinished() -> [TileResult] {
        defer { finished = [] }
        return finished
    }
}
