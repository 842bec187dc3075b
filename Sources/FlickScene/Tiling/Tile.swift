/// One live tile and its life cycle, a state machine (diagram in
/// `Tiling.docc/TileLifecycle.md`): requested → drawn (the worker finished) → fadingIn
/// (uploaded within the frame's budget; fades in over the fade duration) → shown. An
/// invalidated tile (`setNeedsDisplay(in:)`) keeps showing its old pixels while it is
/// redrawn: redrawing → redrawn → shown, swapped at upload. A tile that leaves the live
/// set is dropped in any state (its bitmaps go back to the pool).
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
        /// Invalidated: the old pixels show (opaque) while the worker redraws.
        case redrawing
        /// Redrawn, waiting for an upload slot; the old pixels still show.
        case redrawn
    }

    /// The tile's key.
    public let key: TileKey
    /// The current state.
    public private(set) var state: State = .requested
    /// The pixels shown (from `drawn` on).
    public private(set) var bitmap: Bitmap?
    /// New pixels waiting for an upload slot (`redrawn`).
    public private(set) var replacement: Bitmap?
    /// Which request this tile waits for; results of older requests are stale.
    public private(set) var generation: UInt64
    private var retired: [Bitmap] = []

    /// A newly requested tile.
    public init(key: TileKey, generation: UInt64) {
        self.key = key
        self.generation = generation
    }

    /// The worker finished drawing: requested → drawn, redrawing → redrawn. Returns
    /// false (and changes nothing) in any other state.
    public mutating func finishDrawing(_ pixels: Bitmap) -> Bool {
        switch state {
        case .requested:
            bitmap = pixels
            state = .drawn
            tileLog.trace("\(key) requested → drawn")
            return true
        case .redrawing:
            replacement = pixels
            state = .redrawn
            tileLog.trace("\(key) redrawing → redrawn")
            return true
        case .drawn, .fadingIn, .shown, .redrawn:
            return false
        }
    }

    /// The tile got an upload slot at `time`: drawn → fadingIn (or straight to shown
    /// when `fadeDuration` is 0); redrawn → shown, the new pixels replacing the old
    /// (which `takeRetiredBitmaps()` hands back). Returns false in any other state.
    public mutating func upload(at time: Double, fadeDuration: Double) -> Bool {
        switch state {
        case .drawn:
            state = fadeDuration > 0 ? .fadingIn(start: time) : .shown
            tileLog.trace("\(key) drawn → \(state)")
            return true
        case .redrawn:
            if let old = bitmap { retired.append(old) }
            bitmap = replacement
            replacement = nil
            state = .shown
            tileLog.trace("\(key) redrawn → shown")
            return true
        case .requested, .fadingIn, .shown, .redrawing:
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
        case .requested, .drawn, .shown, .redrawing, .redrawn:
            break
        }
    }

    /// The content changed: a new request of `generation` replaces any in flight.
    /// fadingIn/shown/redrawn → redrawing (the old pixels keep showing; an unshown
    /// replacement is retired); drawn → requested (its pixels are retired);
    /// requested and redrawing stay, waiting for the new generation.
    public mutating func invalidate(generation newGeneration: UInt64) {
        generation = newGeneration
        switch state {
        case .fadingIn, .shown:
            state = .redrawing
        case .redrawn:
            if let r = replacement { retired.append(r) }
            replacement = nil
            state = .redrawing
        case .drawn:
            if let b = bitmap { retired.append(b) }
            bitmap = nil
            state = .requested
        case .requested, .redrawing:
            break
        }
        tileLog.trace("\(key) invalidated → \(state)")
    }

    /// The tile's opacity at `time`: 0 until uploaded, then `min(1, (t − start)/fade)`
    /// (Leaflet's fade, research note §4), 1 once shown or while redrawn.
    public func opacity(at time: Double, fadeDuration: Double) -> Double {
        switch state {
        case .requested, .drawn: return 0
        case .fadingIn(let start): return fadeDuration > 0 ? max(0, min(1, (time - start) / fadeDuration)) : 1
        case .shown, .redrawing, .redrawn: return 1
        }
    }

    /// True while the tile waits for the worker or an upload slot.
    public var isPending: Bool {
        switch state {
        case .requested, .drawn, .redrawing, .redrawn: return true
        case .fadingIn, .shown: return false
        }
    }

    /// True when the tile shows pixels.
    public var isDisplayable: Bool { opacity(at: .greatestFiniteMagnitude, fadeDuration: 1) > 0 }

    /// Takes every bitmap out (for the pool when the tile is dropped).
    public mutating func takeBitmaps() -> [Bitmap] {
        var all = takeRetiredBitmaps()
        if let b = bitmap { all.append(b) }
        if let r = replacement { all.append(r) }
        bitmap = nil
        replacement = nil
        return all
    }

    /// Takes the bitmaps replaced by redraws (for the pool).
    public mutating func takeRetiredBitmaps() -> [Bitmap] {
        defer { retired = [] }
        return retired
    }
}
