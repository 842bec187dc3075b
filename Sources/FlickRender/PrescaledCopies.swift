import CSDL2
import FlickScene

/// Bitmaps kept stretched at the pixel size they are drawn at, for `SDLRenderer`'s scaled
/// copies of no more pixels than the target (a full-window dimming image, a photo shown larger
/// than its pixels, also while it slides in across the target's edge).
///
/// SDL 2.26's software renderer draws a scaled, blended copy with linear sampling through
/// an intermediate surface every time (`SDL_LowerBlitScaled`): it allocates a surface of the
/// destination's size, stretches the texture into it (`SDL_SoftStretchLinear`) and blends
/// that. Here the stretch is done once, with the same function, and kept while the same
/// bitmap version is drawn at the same size; each frame then only blends, and the pixels are
/// those SDL would have made. A bitmap is stretched on its third consecutive frame at a size,
/// so an image whose size animates (each frame another size) is left to SDL; in that frame
/// when it draws most of the copy, else on a background thread (`texture(for:...)`). Measured by us on
/// the demo's headless tour (release): with the alert's dimming (160×92 stretched over
/// 1280×736, blended) the Alert scene's render p99 went from 5.8–6.6 ms to 4.4–4.5 ms.
///
/// At an opacity (a dimming fading in), SDL 2.26's software blitter has no fast path for
/// per-pixel alpha with a surface alpha: its generic blitter takes 3.1 ms for 1280×736 pixels,
/// against 1.4 ms for the same copy at full opacity from ARGB8888 (measured by us, C against
/// SDL 2.26, this machine). On a software renderer a kept copy drawn at an opacity is therefore
/// faded in place (`fadedTexture`): its stretched pixels, kept once in the target's channel
/// order, are written with the opacity folded into their alpha as SDL folds it
/// (`alpha × opacity / 255`, truncated: 0.35 ms) and blended at full opacity. The pixels may
/// differ from SDL's modulated blend by up to two levels (its blitters round differently). A
/// bitmap first drawn at an opacity is kept at once, as that twin only, and drawn from it at
/// full opacity too (within the same two levels of SDL's stretch).
///
/// Where the renderer reaches its target's pixels (`SDLRenderer.targetSurface`: headless, a
/// software window), the faded twin is not folded: its pixels are premultiplied once
/// (`premultipliedCopy`) and pixman blends them at the opacity straight into the target
/// (`PremultipliedCopy`: 0.53 ms for 1280×736 against 0.35 + 1.4 ms).
///
/// A copy can be prepared ahead (`prepare`, for `DisplayList.preparations`): stretched on a
/// background thread (`BackgroundStretcher`) and kept, faded-twin first on a software renderer,
/// from the first frame after it is done, so the frame that first draws it (an alert's
/// dimming popping in) blends a kept copy instead of stretching one.
final class PrescaledCopies {
    /// Frames a stretched copy is kept unused (ours, as `TextureCache.evictionAgeFrames`).
    static let evictionAgeFrames = 30
    /// Least share of a copy's pixels a frame draws for the copy to be stretched in that frame
    /// (ours: stretching it costs about what drawing that many of its pixels stretched does, so a
    /// frame drawing most of it pays little more; one drawing a strip of it pays the whole
    /// stretch. A pager's photo, dropped by age at rest and kept again when its list was dragged,
    /// was stretched whole, 1280 × 420 pixels, in a frame that drew a strip of it: 3.2–4.3 ms,
    /// where the drag's frames rendered in 0.4–0.8, a missed deadline in half the runs; measured
    /// by us on the headless tour at 60 Hz). Below it, the copy is stretched in the background.
    static let leastDrawnShareStretchedInFrame = 0.5

    private struct Key: Hashable {
        var identity: UInt64
        var width: Int32
        var height: Int32

        /// Texels of a copy of this size.
        var texels: Int { Int(width) * Int(height) }
    }

    private struct Entry {
        /// The stretched copy in RGBA32, drawn at full opacity; `nil` while the copy has only
        /// been drawn faded (made then from `faded`'s pixels, when first drawn at full opacity).
        var texture: OpaquePointer?
        var version: UInt64
        /// The copy's texels (width × height).
        var texels: Int
        /// The copy with an opacity folded in, made on the first frame that asks for one.
        var faded: Faded?
    }

    /// A kept copy's stretched pixels in ARGB8888 (the channel order of an XRGB8888 target,
    /// for SDL's per-pixel-alpha blitter) and a texture holding them at an opacity.
    private struct Faded {
        var source: [UInt32]
        /// Made when SDL first draws the copy at an opacity (`fadedTexture`), not before: pixman
        /// blends the premultiplied copy and never needs it. Made when the copy was kept, a full
        /// window's (the alert's dimming, stretched in the background) cost 1.6 ms in a frame that
        /// drew nothing, SDL zeroing its 3.7 MB (measured by us on the headless tour at 120 Hz,
        /// where that frame missed its deadline in 2 sweeps of 16 runs).
        var texture: OpaquePointer?
        /// The opacity folded into `texture` (alpha modulation, 0…255), if any yet.
        var alpha: UInt8?
        /// `source` premultiplied, for pixman's blend onto a software target, once asked for.
        var premultiplied: PremultipliedCopy?

        /// A twin of `source` with neither a texture nor a premultiplied copy yet.
        init(source: [UInt32]) { self.source = source }
    }

    private let renderer: OpaquePointer
    /// True on a software renderer, whose blitter modulates per-pixel alpha slowly (a GPU
    /// does it for nothing): copies at an opacity are then faded in place.
    let fadesInPlace: Bool
    private let entries: FrameAgedCache<Key, Entry>
    /// The copies asked for in the previous frame and in this one (bitmap version by key).
    private var previousRequests: [Key: UInt64] = [:], requests: [Key: UInt64] = [:]
    /// The bitmaps (identities) asked for at any size in the previous frame.
    private var previousIdentities: Set<UInt64> = []
    /// `previousRequests` as it was before the last `endFrame`: the frame before the one drawn
    /// last, which a redraw of that frame follows.
    private var olderRequests: [Key: UInt64] = [:]
    /// The requests of the frame before `olderRequests`' (a redraw's `olderRequests`).
    private var oldestRequests: [Key: UInt64] = [:]
    /// `olderRequests` while a redraw runs (`beginRedraw`).
    private var redrawnOlderRequests: [Key: UInt64]?
    /// The frame drawn last's requests while a redraw of it runs (`beginRedraw`).
    private var redrawnRequests: [Key: UInt64]?
    /// Stretches for copies prepared ahead.
    private let stretcher = BackgroundStretcher()
    /// The copies being stretched ahead (bitmap version by key).
    private var preparing: [Key: UInt64] = [:]

    /// Stretched copies for `renderer`, drawing from `budget`.
    init(renderer: OpaquePointer, budget: RenderCacheBudget) {
        self.renderer = renderer
        entries = FrameAgedCache(
            maximumAge: PrescaledCopies.evictionAgeFrames, budget: budget, release: PrescaledCopies.destroy)
        var info = SDL_RendererInfo()
        fadesInPlace = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// Number of stretched copies held.
    var count: Int { entries.count }

    /// True when `bitmap` (this version) is kept stretched to `width` × `height` pixels: a copy
    /// drawn at that size now is an unscaled blit of the kept pixels (the frame's damage boxes
    /// may cut it).
    func holdsCopy(of bitmap: Bitmap, width: Int32, height: Int32) -> Bool {
        entries.peek(Key(identity: bitmap.identity, width: width, height: height))?.version == bitmap.version
    }

    /// True when `bitmap` (this version) is kept at `width` × `height` only as a faded twin (it
    /// has been drawn at an opacity only): drawn at full opacity, the twin with its own alpha
    /// is blended (ARGB8888, SDL's per-pixel-alpha blitter: within two levels of SDL's own
    /// stretch), rather than an RGBA32 copy converted in that frame (1.2 ms for 1280×736: the
    /// frame that ends a dimming's fade-in missed its deadline).
    func holdsFadedCopyOnly(of bitmap: Bitmap, width: Int32, height: Int32) -> Bool {
        guard let entry = entries.peek(Key(identity: bitmap.identity, width: width, height: height)),
            entry.version == bitmap.version
        else { return false }
        return entry.texture == nil && entry.faded != nil
    }

    /// True when `bitmap` (this version) is kept at `width` × `height` with a faded twin whose
    /// SDL texture was made (SDL drew the copy at an opacity; pixman never needs it).
    func holdsFadedTexture(of bitmap: Bitmap, width: Int32, height: Int32) -> Bool {
        guard let entry = entries.peek(Key(identity: bitmap.identity, width: width, height: height)),
            entry.version == bitmap.version
        else { return false }
        return entry.faded?.texture != nil
    }

    /// The texture holding `bitmap` stretched (linear) to `width` × `height` pixels, or `nil`
    /// when none is kept (yet): from the third frame running at that size the copy is stretched
    /// and kept, here when `drawnPixels` (the pixels of it this frame draws) are at least
    /// `leastDrawnShareStretchedInFrame` of it, else in the background (`prepare`), kept from
    /// the first frame after that is done. A copy made faded (`fadedTexture`, or kept from the
    /// background on a software renderer) gets this texture from its kept pixels, with no
    /// stretch.
    func texture(
        for bitmap: Bitmap, width: Int32, height: Int32, drawnPixels: Int, counters: inout RenderCounters
    ) -> OpaquePointer? {
        let key = Key(identity: bitmap.identity, width: width, height: height)
        requests[key] = bitmap.version
        if var entry = current(key, version: bitmap.version) {
            if entry.texture == nil, let faded = entry.faded {
                entry.texture = Self.rgbaTexture(renderer, from: faded.source, width: width, height: height)
            }
            store(entry, at: key)
            return entry.texture
        }
        guard isSteady(key, version: bitmap.version) else { return nil }
        guard Double(drawnPixels) >= Self.leastDrawnShareStretchedInFrame * Double(key.texels) else {
            prepare(bitmap, width: width, height: height)
            return nil
        }
        guard let texture = stretch(bitmap, width: width, height: height) else { return nil }
        keep(
            Entry(texture: texture, version: bitmap.version, texels: key.texels, faded: nil), at: key,
            counters: &counters)
        return texture
    }

    /// The kept copy of `bitmap` at `width` × `height` with `alpha` (0…255) folded into its
    /// pixels' alpha, to be blended at full opacity; `nil` when the renderer does not fade in
    /// place, the copy is not (yet) worth keeping, or SDL failed (the caller then goes on as
    /// for full opacity and modulates). A bitmap fading in that was not drawn at all in the
    /// previous frame is kept at once: its first frame costs one stretch (straight into the
    /// target's channel order) and a fast blend instead of SDL's stretch and slow modulated
    /// blend; an image whose size animates costs that one frame and is left to SDL after it.
    /// Without `keepingAtOnce` (a caller that draws such a first frame cheaply itself) it is
    /// kept only from its second frame at the size, as at full opacity. A copy kept at full
    /// opacity and faded later (a photo fading out) is stretched once more.
    func fadedTexture(
        for bitmap: Bitmap, width: Int32, height: Int32, alpha: UInt8, keepingAtOnce: Bool = true,
        counters: inout RenderCounters
    ) -> OpaquePointer? {
        updatingFadedTwin(
            of: bitmap, width: width, height: height, keepingAtOnce: keepingAtOnce,
            counters: &counters
        ) { faded, counters in
            if faded.texture == nil {
                faded.texture = Self.streamingTexture(
                    renderer, format: SDL_PIXELFORMAT_ARGB8888.rawValue, width: width,
                    height: height)
            }
            guard let texture = faded.texture else { return false }
            guard faded.alpha != alpha else { return true }
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return false }
            Self.fold(
                alpha, from: faded.source, into: pixels, pitch: Int(pitch), width: Int(width), height: Int(height))
            SDL_UnlockTexture(texture)
            faded.alpha = alpha
            counters.prescaledFades += 1
            return true
        }?.texture
    }

    /// The kept copy of `bitmap` at `width` × `height` premultiplied, for pixman to blend onto
    /// a software target at any opacity (`PremultipliedCopy`); kept as `fadedTexture` keeps
    /// its twin, and premultiplied the first time it is asked for. `nil` when the renderer
    /// does not fade in place, the copy is not (yet) worth keeping, or pixman failed.
    /// `keepingAtOnce` as for `fadedTexture`.
    func premultipliedCopy(
        for bitmap: Bitmap, width: Int32, height: Int32, keepingAtOnce: Bool = true,
        counters: inout RenderCounters
    ) -> PremultipliedCopy? {
        updatingFadedTwin(
            of: bitmap, width: width, height: height, keepingAtOnce: keepingAtOnce,
            counters: &counters
        ) { faded, counters in
            guard faded.premultiplied == nil else { return true }
            faded.premultiplied = PremultipliedCopy(straight: faded.source, width: width, height: height)
            if faded.premultiplied != nil { counters.premultipliedCopies += 1 }
            return faded.premultiplied != nil
        }?.premultiplied
    }

    /// The faded twin of `bitmap` at `width` × `height` (`fadedEntry`) after `update` changed
    /// it (true when it succeeded), kept and marked used in this frame; `nil` when there is none
    /// or `update` failed.
    private func updatingFadedTwin(
        of bitmap: Bitmap, width: Int32, height: Int32, keepingAtOnce: Bool,
        counters: inout RenderCounters,
        _ update: (inout Faded, inout RenderCounters) -> Bool
    ) -> Faded? {
        guard
            let (key, kept) = fadedEntry(
                for: bitmap, width: width, height: height, keepingAtOnce: keepingAtOnce,
                counters: &counters),
            var faded = kept.faded, update(&faded, &counters)
        else { return nil }
        var entry = kept
        entry.faded = faded
        store(entry, at: key)
        return faded
    }

    /// The entry (and its key) of `bitmap` at `width` × `height` with its faded twin, kept or
    /// made now (stretched on the frame thread) by `fadedTexture`'s rule; `nil` when the
    /// renderer does not fade in place, the copy is not worth keeping, or SDL failed.
    private func fadedEntry(
        for bitmap: Bitmap, width: Int32, height: Int32, keepingAtOnce: Bool,
        counters: inout RenderCounters
    ) -> (Key, Entry)? {
        guard fadesInPlace else { return nil }
        let key = Key(identity: bitmap.identity, width: width, height: height)
        requests[key] = bitmap.version
        var entry: Entry
        if let kept = current(key, version: bitmap.version) {
            entry = kept
        } else {
            guard
                isSteady(key, version: bitmap.version) || keepingAtOnce && !previousIdentities.contains(bitmap.identity)
            else { return nil }
            entry = Entry(texture: nil, version: bitmap.version, texels: key.texels, faded: nil)
        }
        if entry.faded == nil {
            guard let source = BackgroundStretcher.stretchedARGB(bitmap, width: width, height: height) else {
                return nil
            }
            entry.faded = Faded(source: source)
            if entries.peek(key) == nil {
                keep(entry, at: key, counters: &counters)
            } else {
                counters.prescaledStretches += 1
            }
        }
        return (key, entry)
    }

    /// Asks for `bitmap` stretched to `width` × `height` pixels without stretching it on the
    /// frame thread (a copy that crosses the target's edges): true when a copy is kept, to be
    /// drawn from as any; otherwise false, and from its second frame running at that size it is
    /// stretched in the background (`prepare`) and kept from the first frame after that is done.
    /// Such a copy's first frames show only part of it (a page sliding in, a photo scrolled
    /// off), and stretching the whole of it in one frame cost 2.4–2.6 ms for 1280 × 420 pixels,
    /// a missed deadline at 60 Hz (measured by us on the headless tour).
    func requestInBackground(_ bitmap: Bitmap, width: Int32, height: Int32) -> Bool {
        let key = Key(identity: bitmap.identity, width: width, height: height)
        requests[key] = bitmap.version
        if current(key, version: bitmap.version) != nil { return true }
        if previousRequests[key] == bitmap.version { prepare(bitmap, width: width, height: height) }
        return false
    }

    /// Prepares `bitmap` stretched to `width` × `height` pixels ahead of its first draw: queues
    /// the stretch on the background thread the first time, and keeps a copy made (and not
    /// drawn) from being evicted while it is still asked for.
    func prepare(_ bitmap: Bitmap, width: Int32, height: Int32) {
        let key = Key(identity: bitmap.identity, width: width, height: height)
        if current(key, version: bitmap.version) != nil {
            _ = entries.value(for: key)
            return
        }
        guard preparing[key] != bitmap.version else { return }
        preparing[key] = bitmap.version
        stretcher.submit(bitmap, width: width, height: height, premultiplying: fadesInPlace)
    }

    /// Keeps the copies whose background stretch is done (call before a frame draws): a
    /// software renderer's as a faded twin (drawn at any opacity from it, premultiplied in the
    /// background for pixman too), another's as a
    /// texture at full opacity. A copy drawn meanwhile, or of a bitmap changed since, is dropped.
    func keepPreparedCopies(counters: inout RenderCounters) {
        for (key, version) in preparing {
            let job = BackgroundStretcher.Job(
                identity: key.identity, version: version, width: key.width, height: key.height)
            guard let done = stretcher.take(job) else { continue }
            preparing[key] = nil
            guard let source = done?.pixels, current(key, version: version) == nil else { continue }
            var entry = Entry(texture: nil, version: version, texels: key.texels, faded: nil)
            if fadesInPlace {
                var faded = Faded(source: source)
                faded.premultiplied = done?.premultiplied
                entry.faded = faded
            } else {
                guard let texture = Self.rgbaTexture(renderer, from: source, width: key.width, height: key.height)
                else { continue }
                entry.texture = texture
            }
            keep(entry, at: key, counters: &counters, stretchedHere: false)
            counters.prescaledPreparations += 1
        }
    }

    /// Blocks until every background stretch is done (tests; never from a frame).
    func waitForPreparations() { stretcher.waitUntilIdle() }

    /// True when `version` of the bitmap was asked for at `key`'s size in the two frames before
    /// this one: its size has held for three frames, so a copy stretched now is likely drawn
    /// again. (Kept from the second frame at a size, the tiles of a pinch slowing to its end,
    /// whose sizes hold for two frames at a time, were stretched and premultiplied in one frame
    /// and not drawn in the next: 4 tiles, 1.3 ms of a 3.5 ms frame, measured by us on the
    /// headless tour at 120 Hz.)
    private func isSteady(_ key: Key, version: UInt64) -> Bool {
        previousRequests[key] == version && olderRequests[key] == version
    }

    /// The entry kept at `key` when it holds `version`; an older version's is destroyed.
    private func current(_ key: Key, version: UInt64) -> Entry? {
        guard let entry = entries.peek(key) else { return nil }
        if entry.version == version { return entry }
        entries.remove(key)
        return nil
    }

    /// Keeps a new copy at `key` and drops the same bitmap's copies at other sizes not drawn
    /// in this frame (an image whose size changed); counts a stretch when `stretchedHere` (on
    /// the frame thread).
    private func keep(_ entry: Entry, at key: Key, counters: inout RenderCounters, stretchedHere: Bool = true) {
        entries.removeAll { other, usedThisFrame in other.identity == key.identity && other != key && !usedThisFrame }
        if stretchedHere { counters.prescaledStretches += 1 }
        entries.insert(entry, for: key, bytes: Self.bytes(of: entry))
    }

    /// Puts `entry` back at `key` (kept there, or inserted), marked used in this frame.
    private func store(_ entry: Entry, at key: Key) {
        if entries.update(key, bytes: Self.bytes(of:), { $0 = entry }) == nil {
            entries.insert(entry, for: key, bytes: Self.bytes(of: entry))
        }
    }

    /// The bytes `entry` holds: its texture, its faded twin's pixels and texture, and their
    /// premultiplied copy (4 bytes a texel each).
    private static func bytes(of entry: Entry) -> Int {
        var copies = entry.texture == nil ? 0 : 1
        if let faded = entry.faded {
            copies += 1 + (faded.texture == nil ? 0 : 1) + (faded.premultiplied == nil ? 0 : 1)
        }
        return copies * entry.texels * MemoryLayout<UInt32>.size
    }

    /// Writes `source` (ARGB8888, `width` × `height`) into `pixels` with each alpha multiplied
    /// by `alpha` / 255, truncated, as SDL's blitters modulate alpha.
    static func fold(
        _ alpha: UInt8, from source: [UInt32], into pixels: UnsafeMutableRawPointer, pitch: Int,
        width: Int, height: Int
    ) {
        let m = UInt32(alpha)
        source.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            for y in 0..<height {
                let from = base + y * width
                let into = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = from[x]
                    into[x] = (p & 0x00FF_FFFF) | (((p >> 24) * m / 255) << 24)
                }
            }
        }
    }

    /// A streaming RGBA32 texture holding `source` (ARGB8888, `width` × `height`), as `stretch`
    /// would have made it; `nil` when SDL fails.
    private static func rgbaTexture(
        _ renderer: OpaquePointer, from source: [UInt32], width: Int32,
        height: Int32
    ) -> OpaquePointer? {
        streamingTexture(renderer, format: SDL_PIXELFORMAT_RGBA32.rawValue, width: width, height: height) {
            pixels, pitch in
            source.withUnsafeBytes { from in
                SDL_ConvertPixels(
                    width, height, SDL_PIXELFORMAT_ARGB8888.rawValue, from.baseAddress, width * 4,
                    SDL_PIXELFORMAT_RGBA32.rawValue, pixels, pitch) == 0
            }
        }
    }

    /// A streaming texture of `format` and `width` × `height`, blended and sampled nearest
    /// (it is copied unscaled), whose pixels `fill` writes (locked, with their pitch; false
    /// when it fails); `nil` when SDL or `fill` fails.
    private static func streamingTexture(
        _ renderer: OpaquePointer, format: UInt32, width: Int32, height: Int32,
        fill: ((UnsafeMutableRawPointer, Int32) -> Bool)? = nil
    ) -> OpaquePointer? {
        guard
            let texture = SDL_CreateTexture(
                renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width,
                height)
        else { return nil }
        if let fill {
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            let filled = SDL_LockTexture(texture, nil, &pixels, &pitch) == 0 && pixels.map { fill($0, pitch) } == true
            SDL_UnlockTexture(texture)
            guard filled else {
                SDL_DestroyTexture(texture)
                return nil
            }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return texture
    }

    /// Destroys `entry`'s textures.
    private static func destroy(_ entry: Entry) {
        if let texture = entry.texture { SDL_DestroyTexture(texture) }
        if let texture = entry.faded?.texture { SDL_DestroyTexture(texture) }
    }

    /// A streaming texture of `width` × `height` holding `bitmap` stretched into its pixels in
    /// place (no intermediate surface, no upload copy: the stretch is the frame's only extra
    /// work, about what SDL's own temporary stretch costs).
    private func stretch(_ bitmap: Bitmap, width: Int32, height: Int32) -> OpaquePointer? {
        bitmap.pixels.withUnsafeBytes { bytes in
            // SDL's stretch only reads its source surface, which takes a mutable pointer.
            guard let base = bytes.baseAddress.map(UnsafeMutableRawPointer.init(mutating:)) else { return nil }
            return Self.streamingTexture(
                renderer, format: SDL_PIXELFORMAT_RGBA32.rawValue, width: width, height: height
            ) { pixels, pitch in
                BackgroundStretcher.stretch(
                    base, width: Int32(bitmap.width), height: Int32(bitmap.height),
                    format: SDL_PIXELFORMAT_RGBA32.rawValue, into: pixels, pitch: pitch, width: width,
                    height: height)
            }
        }
    }

    /// Starts a redraw of the frame drawn last (`SDLRenderer.redraw`): its copies are asked for
    /// as that frame's were, after the frame before it, so a bitmap drawn again at the size the
    /// frame just drew it is not taken for one at the same size two frames running. Counted so,
    /// a pinch's redraw kept the tiles fading in at the sizes the frame had drawn them, 1.2–2.9 ms
    /// of stretches each, for sizes the next frame no longer drew (measured by us on the headless
    /// tour at 120 Hz: such redraws took 3.3–4.3 ms, the frame's own drawing 2.3).
    func beginRedraw() {
        redrawnRequests = previousRequests
        redrawnOlderRequests = olderRequests
        previousRequests = olderRequests
        olderRequests = oldestRequests
        previousIdentities = Set(olderRequests.keys.map(\.identity))
        requests.removeAll(keepingCapacity: true)
    }

    /// Ends a redraw begun by `beginRedraw`: the frame drawn last asked for what it asked for and,
    /// when the redraw was drawn (`drawn`), for what the redraw asked for too.
    func endRedraw(drawn: Bool) {
        guard let frameRequests = redrawnRequests else { return }
        redrawnRequests = nil
        previousRequests = drawn ? frameRequests.merging(requests) { $1 } : frameRequests
        olderRequests = redrawnOlderRequests ?? olderRequests
        redrawnOlderRequests = nil
        previousIdentities = Set(previousRequests.keys.map(\.identity))
        requests.removeAll(keepingCapacity: true)
    }

    /// Ends a frame for the requests it remembers; the copies age with the renderer's other
    /// caches (`RenderCacheBudget.endFrame()`: unused for `evictionAgeFrames` frames they are
    /// destroyed, and past the budget the least recently used go).
    func endFrame() {
        oldestRequests = olderRequests
        olderRequests = previousRequests
        previousRequests = requests
        previousIdentities = Set(requests.keys.map(\.identity))
        requests.removeAll(keepingCapacity: true)
    }

    /// Destroys every copy (before the renderer goes).
    func removeAll() { entries.removeAll() }

    /// Bytes of stretched copies kept now.
    var bytes: Int { entries.bytes }
    /// Copies destroyed by age or budget since creation.
    var evictions: Int { entries.evictions }
}
