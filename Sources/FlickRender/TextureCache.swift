import CSDL2
import FlickScene

/// SDL textures for bitmaps, keyed by `Bitmap.identity`: a texture is uploaded again
/// only when the bitmap's `version` changes (into the same texture when the size is
/// unchanged). Kept in a `FrameAgedCache`: textures unused for `evictionAgeFrames` frames are
/// destroyed, oldest first, only while more than `retainedCount` exist, so pooled tile bitmaps
/// waiting for reuse keep their textures and steady scrolling creates none; past the
/// renderer's one budget (`RenderCacheBudget`) the least recently used of all its caches go first.
final class TextureCache {
    /// Textures kept even when unused (our choice: the live-tile bound of a 1920×1080
    /// viewport with keep-buffer 1 is (8+1+2)·(5+1+2) = 88 tiles).
    static let defaultRetainedCount = 96
    /// Textures always kept, however old (not past the budget).
    var retainedCount: Int {
        get { entries.retainedCount }
        set { entries.retainedCount = newValue }
    }

    /// Frames a texture may go unused before it is destroyed (our choice: half a second
    /// at 60 Hz, so a pooled tile bitmap waiting for the worker keeps its texture).
    static let evictionAgeFrames = 30
    /// Bytes of texels kept now (the bitmaps' and their opaque interiors').
    var bytes: Int { entries.bytes }
    /// Textures destroyed by age or budget since creation.
    var evictions: Int { entries.evictions }

    /// Pixel format of textures for opaque bitmaps (`nil`: RGBA32 like the rest).
    var opaqueFormat: UInt32?
    private var converted: [UInt8] = []

    private struct Entry {
        var texture: OpaquePointer
        /// The texture's pixel format.
        var format: UInt32
        var version: UInt64
        var width: Int
        var height: Int
        /// True when every texel of the uploaded version has alpha 255.
        var isOpaque: Bool
        /// The texture's scale mode.
        var filter: TextureFilter
        /// For a bitmap that is not fully opaque: where it is opaque (made on the first
        /// request for its version).
        var opacity: BitmapOpacityGrid?
        /// Its opaque parts with a copy in `opaqueFormat` to draw them unblended; only when
        /// `opacity` has opaque cells.
        var interior: Interior?
    }

    /// Where a translucent bitmap is opaque, and a copy of it in the target's opaque format
    /// (its alpha dropped) for the triangles that sample only there.
    struct Interior {
        /// The opaque cells.
        var grid: BitmapOpacityGrid
        /// The copy, sampled as the bitmap's own texture.
        var texture: OpaquePointer
    }

    /// A texture and whether its bitmap is fully opaque (computed once per version).
    struct Lookup {
        /// The SDL texture.
        var texture: OpaquePointer
        /// True when every texel has alpha 255: drawn untinted at full opacity it may skip
        /// blending (`SDL_BLENDMODE_NONE`) with the same pixels.
        var isOpaque: Bool
    }

    private let renderer: OpaquePointer
    private let entries: FrameAgedCache<UInt64, Entry>

    /// An empty cache of textures for `renderer`, drawing from `budget`.
    init(renderer: OpaquePointer, budget: RenderCacheBudget) {
        self.renderer = renderer
        entries = FrameAgedCache(
            maximumAge: TextureCache.evictionAgeFrames, budget: budget,
            retainedCount: TextureCache.defaultRetainedCount, release: TextureCache.destroy)
        var info = SDL_RendererInfo()
        isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// True on SDL's software renderer: textures are made streaming there, so their pixels
    /// can be read in place (`SDL_LockTexture` hands out the texture's own surface; pixman
    /// stretches opaque copies from it, `SDLRenderer+ScaledCopy`). Elsewhere they are static.
    let isSoftware: Bool

    /// The access textures are made with (`isSoftware`).
    private var access: Int32 {
        Int32(isSoftware ? SDL_TEXTUREACCESS_STREAMING.rawValue : SDL_TEXTUREACCESS_STATIC.rawValue)
    }

    deinit { removeAll() }

    /// Destroys every texture (before the renderer goes).
    func removeAll() { entries.removeAll() }

    /// Destroys `entry`'s textures.
    private static func destroy(_ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        if let interior = entry.interior { SDL_DestroyTexture(interior.texture) }
    }

    /// For `bitmap`, already looked up this frame with `texture(for:filter:counters:)` and not
    /// fully opaque: where it is opaque and its opaque copy (made on the first request for its
    /// version: one scan of its texels and one upload); `nil` on a target with no opaque
    /// format, for a bitmap with no opaque cell, or when SDL fails.
    func interior(for bitmap: Bitmap, counters: inout RenderCounters) -> Interior? {
        guard let opaqueFormat, var entry = entries.peek(bitmap.identity), entry.version == bitmap.version,
            !entry.isOpaque
        else { return nil }
        if entry.opacity != nil { return entry.interior }
        let grid = BitmapOpacityGrid(bitmap: bitmap)
        entry.opacity = grid
        if grid.hasOpaqueCells,
            let texture = SDL_CreateTexture(
                renderer, opaqueFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(bitmap.width), Int32(bitmap.height))
        {
            counters.texturesCreated += 1
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            SDL_SetTextureScaleMode(texture, entry.filter.sdlScaleMode)
            upload(bitmap, to: texture, format: opaqueFormat, counters: &counters)
            entry.interior = Interior(grid: grid, texture: texture)
        }
        entries.update(bitmap.identity, bytes: Self.bytes(of:)) { $0 = entry }
        return entry.interior
    }

    /// Number of textures alive.
    var count: Int { entries.count }

    /// True when a texture is kept for `bitmap`'s identity, current or not.
    func hasTexture(for bitmap: Bitmap) -> Bool { entries.peek(bitmap.identity) != nil }

    /// True when `bitmap`'s texture holds its current pixels: looking it up uploads nothing.
    func isCurrent(_ bitmap: Bitmap) -> Bool {
        guard let entry = entries.peek(bitmap.identity) else { return false }
        return holdsPixels(of: bitmap, version: entry.version)
    }

    /// True when a texture uploaded from version `version` of `bitmap`'s identity holds the
    /// pixels `bitmap` draws: the same version, or for an atlas page a later one (a page only
    /// gains glyphs in space its earlier versions never draw from: `AtlasPageLog`).
    private func holdsPixels(of bitmap: Bitmap, version: UInt64) -> Bool {
        version == bitmap.version || (bitmap.pageLog != nil && version > bitmap.version)
    }

    /// True when `interior(for:)` would scan `bitmap` now: its texture is current, it is not
    /// opaque throughout, the target has an opaque format and its version was not scanned yet.
    func needsInterior(_ bitmap: Bitmap) -> Bool {
        guard opaqueFormat != nil, let entry = entries.peek(bitmap.identity), entry.version == bitmap.version else {
            return false
        }
        return !entry.isOpaque && entry.opacity == nil
    }

    /// The texture holding `bitmap`'s current pixels, uploading if needed, sampled with
    /// `filter`.
    func texture(for bitmap: Bitmap, filter: TextureFilter = .linear, counters: inout RenderCounters) -> Lookup? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        if var entry = entries.value(for: bitmap.identity) {
            if entry.filter != filter {
                // SDL's software renderer reads a texture's scale mode when it runs its
                // command queue: run the draws queued so far with the old mode first.
                SDL_RenderFlush(renderer)
                SDL_SetTextureScaleMode(entry.texture, filter.sdlScaleMode)
                if let interior = entry.interior { SDL_SetTextureScaleMode(interior.texture, filter.sdlScaleMode) }
                entry.filter = filter
                entries.update(bitmap.identity, bytes: Self.bytes(of:)) { $0.filter = filter }
                counters.filterChanges += 1
            }
            if holdsPixels(of: bitmap, version: entry.version) {
                counters.cacheHits += 1
                return Lookup(texture: entry.texture, isOpaque: entry.isOpaque)
            }
            if let log = bitmap.pageLog, entry.width == bitmap.width, entry.height == bitmap.height,
                entry.format == SDL_PIXELFORMAT_RGBA32.rawValue, entry.interior == nil
            {
                // An atlas page that gained glyphs: only their rectangles go up.
                upload(log.rectangles(after: entry.version, through: bitmap.version), of: bitmap, to: entry.texture,
                       counters: &counters)
                entry.version = bitmap.version
                entries.update(bitmap.identity, bytes: Self.bytes(of:)) { $0 = entry }
                return Lookup(texture: entry.texture, isOpaque: entry.isOpaque)
            }
            let opaque = bitmap.isOpaque
            if entry.width == bitmap.width, entry.height == bitmap.height, entry.format == format(opaque: opaque) {
                upload(bitmap, to: entry.texture, format: entry.format, counters: &counters)
                entry.version = bitmap.version
                entry.isOpaque = opaque
                if let interior = entry.interior { SDL_DestroyTexture(interior.texture) }
                entry.opacity = nil
                entry.interior = nil
                entries.update(bitmap.identity, bytes: Self.bytes(of:)) { $0 = entry }
                return Lookup(texture: entry.texture, isOpaque: entry.isOpaque)
            }
            entries.remove(bitmap.identity)
            counters.texturesDestroyed += 1
        }
        // An atlas page is never opaque (its padding is clear), and scanning it would read
        // pixels a glyph may be being written into.
        let opaque = bitmap.pageLog == nil && bitmap.isOpaque
        let pixelFormat = format(opaque: opaque)
        guard
            let texture = SDL_CreateTexture(
                renderer, pixelFormat, access,
                Int32(bitmap.width), Int32(bitmap.height))
        else {
            log.error("\(RenderError.sdl("SDL_CreateTexture"))")
            return nil
        }
        counters.texturesCreated += 1
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, filter.sdlScaleMode)
        upload(bitmap, to: texture, format: pixelFormat, counters: &counters)
        let entry = Entry(
            texture: texture, format: pixelFormat, version: bitmap.version, width: bitmap.width,
            height: bitmap.height, isOpaque: opaque, filter: filter, opacity: nil, interior: nil)
        entries.insert(entry, for: bitmap.identity, bytes: Self.bytes(of: entry))
        log.trace("texture created for \(bitmap)")
        return Lookup(texture: texture, isOpaque: opaque)
    }

    /// True when the texture holds `bitmap`'s current pixels, they are opaque throughout, and
    /// pixman reads its format (`PixmanTarget.format(ofPixels:)`): a scaled copy of it is then
    /// stretched by pixman (`SDLRenderer.stretchesWithPixman(textureIsOpaque:)`). False
    /// before its first upload.
    func holdsOpaquePixmanPixels(of bitmap: Bitmap) -> Bool {
        guard let entry = entries.peek(bitmap.identity), holdsPixels(of: bitmap, version: entry.version) else {
            return false
        }
        return entry.isOpaque && PixmanTarget.format(ofPixels: entry.format) != nil
    }

    /// The texture format for a bitmap that is (or is not) fully opaque.
    private func format(opaque: Bool) -> UInt32 {
        opaque ? opaqueFormat ?? SDL_PIXELFORMAT_RGBA32.rawValue : SDL_PIXELFORMAT_RGBA32.rawValue
    }

    /// Uploads the `rectangles` of the atlas page `bitmap` into its texture (RGBA32), one
    /// `SDL_UpdateTexture` each; they hold only pixels written before `bitmap`'s version, so
    /// they are read without waiting for a glyph being added (`AtlasPageLog`).
    private func upload(_ rectangles: [AtlasPageLog.Rectangle], of bitmap: Bitmap, to texture: OpaquePointer,
                        counters: inout RenderCounters) {
        let pitch = bitmap.width * Bitmap.bytesPerPixel
        bitmap.pixels.withUnsafeBytes { bytes in
            for r in rectangles where r.width > 0 && r.height > 0 {
                var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                let first = bytes.baseAddress! + r.y * pitch + r.x * Bitmap.bytesPerPixel
                if SDL_UpdateTexture(texture, &rect, first, Int32(pitch)) != 0 {
                    log.error("\(RenderError.sdl("SDL_UpdateTexture"))")
                }
                counters.uploadedBytes += r.width * r.height * Bitmap.bytesPerPixel
            }
        }
        counters.uploads += 1
    }

    /// Uploads the whole of `bitmap`: an atlas page inside `AtlasPageLog.withFullRead(_:)`, so
    /// no glyph is written into it meanwhile.
    private func upload(_ bitmap: Bitmap, to texture: OpaquePointer, format: UInt32, counters: inout RenderCounters) {
        if let log = bitmap.pageLog {
            log.withFullRead { uploadWhole(bitmap, to: texture, format: format, counters: &counters) }
        } else {
            uploadWhole(bitmap, to: texture, format: format, counters: &counters)
        }
    }

    private func uploadWhole(_ bitmap: Bitmap, to texture: OpaquePointer, format: UInt32, counters: inout RenderCounters) {
        let pitch = Int32(bitmap.width * Bitmap.bytesPerPixel)
        counters.uploadedBytes += bitmap.pixels.count
        bitmap.pixels.withUnsafeBytes { bytes in
            var ok: Bool
            if format == SDL_PIXELFORMAT_RGBA32.rawValue {
                ok = SDL_UpdateTexture(texture, nil, bytes.baseAddress, pitch) == 0
            } else {
                // Every texture format used here has 4 bytes per pixel.
                if converted.count < bytes.count { converted = [UInt8](repeating: 0, count: bytes.count) }
                ok = converted.withUnsafeMutableBytes { out in
                    SDL_ConvertPixels(
                        Int32(bitmap.width), Int32(bitmap.height), SDL_PIXELFORMAT_RGBA32.rawValue,
                        bytes.baseAddress, pitch, format, out.baseAddress, pitch) == 0
                        && SDL_UpdateTexture(texture, nil, out.baseAddress, pitch) == 0
                }
            }
            if !ok { log.error("\(RenderError.sdl("SDL_UpdateTexture"))") }
        }
        counters.uploads += 1
    }

    /// The bytes of `entry`'s texels: the bitmap's and its opaque interior's copy (4 bytes a
    /// texel in every format used here).
    private static func bytes(of entry: Entry) -> Int {
        entry.width * entry.height * Bitmap.bytesPerPixel * (entry.interior == nil ? 1 : 2)
    }
}

extension TextureFilter {
    /// SDL's scale mode for this filter.
    var sdlScaleMode: SDL_ScaleMode {
        switch self {
        case .linear: SDL_ScaleModeLinear
        case .nearest: SDL_ScaleModeNearest
        }
    }
}
