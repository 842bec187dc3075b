import CPixman
import CSDL2
import FlickScene

/// Text drawn by pixman: glyph quads cut from an atlas page, composited `OVER` a software
/// target's surface in their colour through each glyph's coverage, with pixman's glyph cache.
///
/// SDL 2.26's software renderer draws a glyph quad as a copy with its colour and alpha
/// modulated, blended by its generic per-pixel blitter (`SDL_blit_auto`, scalar) after a
/// blit setup per glyph. pixman keeps each glyph as an 8-bit coverage mask (cairo's and the X
/// server's glyph path) and composites a solid colour through it with SIMD: 600 glyphs of
/// 9 × 13 pixels take 0.074 ms against SDL's 0.31 ms (measured by us, C against SDL 2.26 and
/// pixman 0.42, this machine, x8r8g8b8 target). On the demo's headless tour, text was 45 % of
/// the Days scene's render time (0.34 of 0.76 ms, median) and 40 % of the Gallery's.
///
/// The blend is `colour × coverage OVER target`, as SDL's blend of the white glyph texture
/// modulated by the colour; pixman rounds each product (SDL truncates and approximates a
/// division by 255), so pixels may differ from SDL's by a level or two.
///
/// A glyph is keyed by its atlas page's `Bitmap.identity` and its texel rectangle: an atlas
/// only adds glyphs to a page, never moves or redraws one, and starts over with new pages
/// (new identities). Its mask is cut from the page the first time it is drawn. The masks cut
/// from a page are removed from pixman's cache once no frame has drawn from the page for
/// `maskAgeFrames` frames (`FrameAgedCache`: a page that grew or was replaced by a new start is
/// never drawn from again, and its masks would otherwise stay until pixman holds 16,384 glyphs).
final class GlyphCompositor {
    /// One glyph to composite: its texel rectangle on the page, its top-left on the target
    /// (pixels) and its colour.
    struct Glyph {
        /// Texel rectangle on the atlas page.
        var texelX: Int32, texelY: Int32, width: Int32, height: Int32
        /// Top-left on the target, pixels.
        var x: Int32, y: Int32
        /// Straight-alpha colour.
        var colour: SDL_Color
    }

    /// Largest texel coordinate or size a glyph key holds (16 bits each).
    static let maximumTexel = Int32(UInt16.max)

    /// Frames the masks of a page not drawn from are kept (ours: as
    /// `TextureCache.evictionAgeFrames`, so a page's texture and its masks go together).
    static let maskAgeFrames = TextureCache.evictionAgeFrames

    /// The glyph keys cut from one page (`font`), to remove them from pixman's cache.
    private struct PageMasks {
        var font: UnsafeMutableRawPointer?
        var keys: [UnsafeMutableRawPointer?] = []
        /// Bytes of their masks.
        var bytes = 0
    }

    private let cache: OpaquePointer
    /// The masks cut from each page, by the page's identity.
    private let pages: FrameAgedCache<UInt64, PageMasks>
    /// Masks cut from pages so far (for counters and tests).
    private(set) var masksCut = 0
    /// Scratch rows of one mask, 8-bit coverage.
    private var scratch: [UInt8] = []
    /// Scratch list of the glyphs placed in one call, with their masks.
    private var placed: [pixman_glyph_t] = []
    /// Scratch list of one call's runs of one colour: its solid fill and its glyphs in `placed`.
    private var runs: [(source: OpaquePointer, range: Range<Int>)] = []

    /// A compositor with an empty cache whose masks draw from `budget`; `nil` when pixman
    /// cannot make one.
    init?(budget: RenderCacheBudget) {
        guard let cache = pixman_glyph_cache_create() else { return nil }
        self.cache = cache
        pages = FrameAgedCache(maximumAge: Self.maskAgeFrames, budget: budget) { page in
            for key in page.keys { pixman_glyph_cache_remove(cache, page.font, key) }
        }
    }

    deinit {
        pages.removeAll()
        pixman_glyph_cache_destroy(cache)
    }

    /// Masks held for pages drawn from in the last `maskAgeFrames` frames, bytes.
    var maskBytes: Int { pages.bytes }
    /// Pages whose masks are held.
    var pageCount: Int { pages.count }
    /// Pages whose masks were removed by age or budget.
    var evictions: Int { pages.evictions }

    /// Composites `glyphs` cut from `page` onto `surface` in order, inside `clip` (surface
    /// pixels; the whole surface when `nil`); consecutive glyphs of one colour go to pixman in
    /// one call; glyphs of alpha 0 draw nothing. Returns false (nothing drawn) when pixman
    /// cannot draw onto the surface (`PixmanTarget.image(of:)`), a glyph lies outside the page,
    /// or pixman fails to make a mask or a colour. Flush any drawing queued for the surface first: this writes
    /// its pixels now.
    func composite(
        _ glyphs: [Glyph], from page: Bitmap, onto surface: UnsafeMutablePointer<SDL_Surface>,
        clip: SDL_Rect?
    ) -> Bool {
        guard let target = PixmanTarget.image(of: surface, clippedTo: clip) else { return false }
        defer { pixman_image_unref(target) }
        guard glyphs.allSatisfy({ fits($0, on: page) }) else { return false }
        guard !glyphs.isEmpty else { return true }
        pixman_glyph_cache_freeze(cache)
        defer { pixman_glyph_cache_thaw(cache) }
        // Every mask and every run's colour is made before any pixel is written, so a failure
        // leaves the surface as it was.
        placed.removeAll(keepingCapacity: true)
        let font = UnsafeMutableRawPointer(bitPattern: UInt(page.identity) | 1 << 63)
        if pages.update(page.identity, bytes: \.bytes, { _ in }) == nil {
            pages.insert(PageMasks(font: font), for: page.identity, bytes: 0)
        }
        for glyph in glyphs {
            let key = UnsafeMutableRawPointer(
                bitPattern: UInt(glyph.texelX) | UInt(glyph.texelY) << 16
                    | UInt(glyph.width) << 32 | UInt(glyph.height) << 48)
            guard
                let mask = pixman_glyph_cache_lookup(cache, font, key)
                    ?? insertMask(of: glyph, from: page, font: font, key: key)
            else { return false }
            placed.append(pixman_glyph_t(x: glyph.x, y: glyph.y, glyph: mask))
        }
        runs.removeAll(keepingCapacity: true)
        defer {
            for run in runs { pixman_image_unref(run.source) }
            runs.removeAll(keepingCapacity: true)
        }
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count, Self.sameColour(glyphs[end].colour, glyphs[start].colour) { end += 1 }
            if glyphs[start].colour.a > 0 {
                guard let source = Self.solidFill(glyphs[start].colour) else { return false }
                runs.append((source, start..<end))
            }
            start = end
        }
        placed.withUnsafeBufferPointer { all in
            guard let first = all.baseAddress else { return }
            for run in runs {
                pixman_composite_glyphs_no_mask(
                    PIXMAN_OP_OVER, run.source, target, 0, 0, 0, 0, cache,
                    Int32(run.range.count), first + run.range.lowerBound)
            }
        }
        return true
    }

    /// True when `glyph`'s texel rectangle lies on `page` and fits a key.
    private func fits(_ glyph: Glyph, on page: Bitmap) -> Bool {
        glyph.width > 0 && glyph.height > 0 && glyph.texelX >= 0 && glyph.texelY >= 0
            && Int(glyph.texelX + glyph.width) <= page.width && Int(glyph.texelY + glyph.height) <= page.height
            && glyph.texelX <= Self.maximumTexel && glyph.texelY <= Self.maximumTexel
            && glyph.width <= Self.maximumTexel && glyph.height <= Self.maximumTexel
    }

    /// A pixman solid fill of the straight-alpha colour `c` (pixman's colours are premultiplied,
    /// 16 bits a channel); `nil` when pixman cannot make one.
    private static func solidFill(_ c: SDL_Color) -> OpaquePointer? {
        func premultiplied(_ channel: UInt8) -> UInt16 { UInt16((UInt32(channel) * UInt32(c.a) * 257 + 127) / 255) }
        var colour = pixman_color_t(
            red: premultiplied(c.r), green: premultiplied(c.g), blue: premultiplied(c.b),
            alpha: UInt16(c.a) * 257)
        return pixman_image_create_solid_fill(&colour)
    }

    /// Cuts `glyph`'s coverage from `page`'s alpha into the cache; `nil` when pixman fails.
    private func insertMask(
        of glyph: Glyph, from page: Bitmap, font: UnsafeMutableRawPointer?,
        key: UnsafeMutableRawPointer?
    ) -> UnsafeRawPointer? {
        let w = Int(glyph.width), h = Int(glyph.height)
        // pixman's rows are whole 32-bit words.
        let stride = (w + 3) & ~3
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(0, count: stride * h))
        page.pixels.withUnsafeBufferPointer { p in
            for row in 0..<h {
                let from = ((Int(glyph.texelY) + row) * page.width + Int(glyph.texelX)) * Bitmap.bytesPerPixel + 3
                for col in 0..<w { scratch[row * stride + col] = p[from + col * Bitmap.bytesPerPixel] }
            }
        }
        masksCut += 1
        return scratch.withUnsafeMutableBytes { bytes -> UnsafeRawPointer? in
            guard let base = bytes.baseAddress,
                let image = pixman_image_create_bits(
                    PIXMAN_a8, Int32(w), Int32(h), base.assumingMemoryBound(to: UInt32.self),
                    Int32(stride))
            else { return nil }
            defer { pixman_image_unref(image) }
            // The cache keeps its own copy of the mask.
            guard let mask = pixman_glyph_cache_insert(cache, font, key, 0, 0, image) else { return nil }
            pages.update(page.identity, bytes: \.bytes) { masks in
                masks.keys.append(key)
                masks.bytes += stride * h
            }
            return mask
        }
    }

    /// True when `a` and `b` are the same colour.
    static func sameColour(_ a: SDL_Color, _ b: SDL_Color) -> Bool {
        a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
    }
}
