import Dispatch
import Synchronization

/// A spare `CaptureBuffer`, made and touched on a background queue after each capture takes
/// one, so the next capture of the same size copies into memory already mapped.
final class CaptureBuffers: Sendable {
    /// The queue the spares are made on (`BackgroundWork.qos`).
    let queue = DispatchQueue(label: "flick.render.capture", qos: BackgroundWork.qos)
    private let spare = Mutex<CaptureBuffer?>(nil)

    /// A buffer of at least `count` bytes: the spare when it is large enough, else a new one
    /// (its pages faulted in by the copy). A spare of `count` bytes is then made in the
    /// background for the next capture.
    func take(count: Int) -> CaptureBuffer {
        let taken = spare.withLock { buffer -> CaptureBuffer? in
            guard let spare = buffer, spare.count >= count else { return nil }
            buffer = nil
            return spare
        }
        prepare(count: count)
        return taken ?? CaptureBuffer(count: count, touchingPages: false)
    }

    /// Makes a spare of `count` bytes in the background unless one that large is kept.
    func prepare(count: Int) {
        queue.async {
            guard self.spare.withLock({ ($0?.count ?? 0) < count }) else { return }
            let buffer = CaptureBuffer(count: count, touchingPages: true)
            self.spare.withLock { $0 = buffer }
        }
    }

    /// Blocks until the spare being made is ready (for tests; never from a frame).
    func waitUntilIdle() { queue.sync {} }

    /// The spare's size, bytes, or 0 (for tests).
    var spareCount: Int { spare.withLock { $0?.count ?? 0 } }
}
