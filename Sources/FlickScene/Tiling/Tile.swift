/// One live tile and its life cycle, a state machine (diagram in `Tiling.docc/TileLifecycle.md`):
/// requested → drawn (the worker finished) → fadingIn (uploaded within the frame's
/// budget; fades in over the fade duration) → shown. A tile that leaves the live set
/// is dropped in any state (its bitmap goes back to the pool).
public struct Tile: Sendable {
    /// Where the tile is in its life.
    public enum State: Hashable, Sendable {
        /// Waiting for the worker; a placeholder shows.
        case requested
        /// Drawn, waiting for an upload slot; a placeholder still shows.
        case drawn
        /// Uploaded at `start` (seconds); its opacity rises linearly over the fade.
        case fadingIn(start: Double)
        /// Fully opaque.
        case shown
    }

    /// The tile's key.
    public let key: TileKey
    /// The current state.
    public private(set) var state: State = .requested
    /// The drawn pixels (from `drawn` on).
    public private(set) var bitmap: Bitmap?
    /// Which request this tile waits for; results of older requests are stale.
    public let generation: UInt64

    /// A newly requested tile.
    public init(key: TileKey, generation: UInt64) {
        self.key = key
        self.generation = generation
    }

    /// The worker finished drawing: requested → drawn. Returns false (and changes
    /// nothing) in any other state.
    public mutating func finishDrawing(_ pixels: Bitmap) -> Bool {
        switch state {
        case .requested:
            bitmap = pixels
            state = .drawn
            tileLog.trace("\(key) requested → drawn")
            return true
        case .drawn, .fadingIn, .shown:
            return false
        }
    }

    /// The tile got an upload slot at `time`: drawn → fadingIn, or straight to shown
    /// when `fadeDuration` is 0. Returns false in any other state.
    public mutating func upload(at time: Double, fadeDuration: Double) -> Bool {
        switch state {
        case .drawn:
            state = fadeDuration > 0 ? .fadingIn(start: time) : .shown
            tileLog.trace("\(key) drawn → \(state)")
            return true
        case .requested, .fadingIn, .shown:
            return false
        }
    }

    /// Time passes: fadingIn → shown once the fade is over.
    public mutating func advance(to time: Double, fadeDuration: Double) {
        switch state {
        case .fadingIn(let start):
            if time - start >= fadeDuration {
                state = .shown
                tileLog.trace("\(key) fadingIn → shown")
            }
        case .requested, .drawn, .shown:
            break
        }
    }

    /// The tile's opacity at `time`: 0 until uploaded, then `min(1, (t − start)/fade)`
    /// (Leaflet's fade, research note §4), 1 once shown.
    public func opacity(at time: Double, fadeDuration: Double) -> Double {
        switch state {
        case .requested, .drawn: return 0
        case .fadingIn(let start): return fadeDuration > 0 ? max(0, min(1, (time - start) / fadeDuration)) : 1
        case .shown: return 1
        }
    }

    /// True while the tile waits for the worker or an upload slot.
    public var isPending: Bool {
        switch state {
        case .requested, .drawn: return true
        case .fadingIn, .shown: return false
        }
    }

    /// Takes the bitmap out (for the pool when the tile is dropped).
    public mutating func takeBitmap() -> Bitmap? {
        defer { bitmap = nil }
        return bitmap
    }
}
