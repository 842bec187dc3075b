import Dispatch
import Synchronization

/// A tile worker that draws each request as soon as it is submitted, on the caller's
/// thread: the deterministic stand-in for `BackgroundTileWorker` in tests.
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

/// A tile worker drawing on a background dispatch queue, so the frame loop never
/// waits for tile drawing (CATiledLayer draws on background threads, research note §4), on
/// threads of lowered priority (`BackgroundPriority`).
/// This is Flick's only non-pure tiling piece: the scheduling (`TiledContent`) is pure
/// and tested with `SynchronousTileWorker`.
public final class BackgroundTileWorker: TileWorker, Sendable {
    private let draw: TileDrawing
    private let queue: DispatchQueue
    private let finished = Mutex<[TileResult]>([])

    /// A worker drawing with `draw` on a serial queue of quality `qos`.
    public init(qos: DispatchQoS = .userInitiated, draw: @escaping TileDrawing) {
        self.draw = draw
        queue = DispatchQueue(label: "flick.scene.tiles", qos: qos)
    }

    /// Queues `requests` (the synchronous worker draws them at once).
    public func submit(_ requests: [TileRequest]) {
        for request in requests {
            let draw = self.draw
            queue.async {
                BackgroundPriority.lowerCurrentThread()
                let result = request.perform(draw)
                self.finished.withLock { $0.append(result) }
            }
        }
    }

    /// The results finished since the last call.
    public func takeFinished() -> [TileResult] {
        finished.withLock { results in
            defer { results = [] }
            return results
        }
    }

    /// Blocks until every submitted request is drawn (for shutdown and tests; never
    /// call it from the frame loop).
    public func waitUntilIdle() { queue.sync {} }
}
