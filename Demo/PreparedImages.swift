import Dispatch
import Flick
import Synchronization

/// A scene's fixed images (gallery photos, transition cards), each drawn once, off the
/// frame (drawing a card on the frame thread took 13 ms, measured by us: a missed frame at
/// the first fold and at the tab switch). `.background`: all drawn on a utility queue as
/// soon as the scene is made; `.betweenFrames`: all drawn by the first `drawPending()`
/// (called while the loop waits); `.inline`: each drawn when first asked for. An image asked
/// for before it is ready is drawn on the spot (and the others then skip it); every image is
/// a pure function of its index, so the pixels never depend on the timing.
final class PreparedImages: Sendable {
    /// Draws image `index`.
    typealias Drawing = @Sendable (Int) -> Bitmap

    private let draw: Drawing
    private let images: Mutex<[Int: Bitmap]>
    private let queue = DispatchQueue(label: "flick.demo.images", qos: .utility)
    /// Images drawn on the caller's thread because the queue had not reached them.
    var drawnOnDemand: Int { onDemand.withLock { $0 } }
    private let onDemand = Mutex(0)

    private let count: Int

    /// `count` images drawn by `draw`, where `work` says.
    init(count: Int, work: OffFrameWork, draw: @escaping Drawing) {
        self.draw = draw
        self.count = count
        images = Mutex([:])
        guard case .background = work else { return }
        queue.async { [self] in
            BackgroundPriority.lowerCurrentThread()
            drawPending()
        }
    }

    /// Draws every image not drawn yet, in order, on the calling thread.
    func drawPending() {
        for index in 0..<count where images.withLock({ $0[index] == nil }) {
            let bitmap = draw(index)
            images.withLock { if $0[index] == nil { $0[index] = bitmap } }
        }
    }

    /// Blocks until the queue has drawn everything (tests and shutdown; never call it from
    /// the frame loop).
    func waitUntilIdle() { queue.sync {} }

    /// Image `index` if it is drawn already, else `nil` (never draws).
    func readyImage(_ index: Int) -> Bitmap? { images.withLock { $0[index] } }

    /// Image `index`: the prepared one, or drawn now if it is not ready.
    subscript(index: Int) -> Bitmap {
        if let ready = images.withLock({ $0[index] }) { return ready }
        let bitmap = draw(index)
        onDemand.withLock { $0 += 1 }
        return images.withLock { stored in
            if let ready = stored[index] { return ready }
            stored[index] = bitmap
            return bitmap
        }
    }
}
