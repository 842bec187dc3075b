import Dispatch
import FlickScene
import Synchronization

/// A tile worker drawing on a background dispatch queue, so the frame loop never
/// waits for tile drawing (CATiledLayer draws on background threads, research note §4), on
/// threads of lowered priority (`BackgroundPriority`).
/// The edge's tile worker: FlickScene's scheduling (`TiledContent`) is pure and takes any
/// `TileWorker`, tested with `SynchronousTileWorker`.
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
