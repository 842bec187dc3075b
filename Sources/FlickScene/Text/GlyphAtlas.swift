import FlickInput

/// Names one rasterized glyph: which source drew it, which glyph, weight and pixel size.
/// A glyph is named by its scalar when it is that scalar's own glyph (unshaped text, and
/// shaped glyphs the font maps the scalar to: both draw the same pixels, from one entry),
/// and by its id in the source's font otherwise (a ligature, a joining form).
public struct GlyphKey: Hashable, Sendable {
    /// Index of the source in its `TextEngine`.
    public var source: Int
    /// The Unicode scalar (U+0000 for a glyph named by id).
    public var scalar: Unicode.Scalar
    /// The glyph id in the source's font, for a glyph drawn by id; `nil` when `scalar` names it.
    public var glyph: UInt32?
    /// The weight.
    public var weight: FontWeight
    /// Pixels per em.
    public var pixelsPerEm: Int

    /// Creates a key.
    public init(source: Int, scalar: Unicode.Scalar, glyph: UInt32? = nil, weight: FontWeight, pixelsPerEm: Int) {
        (self.source, self.scalar, self.glyph, self.weight, self.pixelsPerEm) = (source, scalar, glyph, weight, pixelsPerEm)
    }
}

/// Where a glyph sits in an atlas page.
public struct AtlasGlyph: Hashable, Sendable {
    /// Index of the page.
    public var page: Int
    /// The glyph's pixels in the page (x, y, width, height; whole pixels).
    public var x: Int, y: Int, width: Int, height: Int
    /// Pixels from the pen to the glyph's left edge, and from the baseline up to its top.
    public var left: Int, top: Int
}

/// Glyph images packed into a few large bitmaps ("pages"), white with the coverage in
/// alpha, so a run of text draws as textured quads from one texture (the vertex colour
/// tints it) and is uploaded once. Shelf packing: glyphs go left to right on rows as tall
/// as their tallest glyph, with one pixel of clear padding so linear filtering never
/// reads a neighbour. Not thread-safe by itself: `TextEngine` guards it.
///
/// A page is a `Bitmap` value: a page handed to a display list keeps its pixels even
/// when the atlas adds glyphs later (the texture cache uploads the new version once).
/// When `maximumPages` are full the atlas starts over with new bitmaps (new identities).
struct GlyphAtlas {
    /// Side of a page, pixels (our choice: 1024² RGBA is 4 MiB and holds about 1,500
    /// glyphs of 20 pt at 2 px/pt, the demo's whole text).
    static let defaultPageSide = 1024
    /// Pages kept before the atlas starts over (our choice: 16 MiB of glyphs).
    static let maximumPages = 4
    /// Clear pixels around each glyph (one: bilinear filtering reads one texel out).
    static let padding = 1

    let pageSide: Int
    private(set) var pages: [Bitmap] = []
    private var entries: [GlyphKey: AtlasGlyph] = [:]
    /// The current shelf: its top, height and the next free x on it.
    private var shelfY = 0, shelfHeight = 0, cursorX = 0
    /// Times the atlas started over (for tests and logs).
    private(set) var resets = 0

    init(pageSide: Int = GlyphAtlas.defaultPageSide) { self.pageSide = pageSide }

    /// Glyphs held.
    var count: Int { entries.count }

    /// The placed glyph for `key`, if it was added.
    func glyph(for key: GlyphKey) -> AtlasGlyph? { entries[key] }

    /// Adds `mask` under `key` and returns where it went. A mask larger than a page is
    /// cropped to the page.
    mutating func add(_ mask: GlyphMask, for key: GlyphKey) -> AtlasGlyph {
        if let existing = entries[key] { return existing }
        let w = min(mask.width, pageSide - 2 * Self.padding), h = min(mask.height, pageSide - 2 * Self.padding)
        if pages.isEmpty { startPage() }
        if cursorX + w + 2 * Self.padding > pageSide {
            shelfY += shelfHeight
            shelfHeight = 0
            cursorX = 0
        }
        if shelfY + h + 2 * Self.padding > pageSide {
            if pages.count == Self.maximumPages {
                pages = []
                entries = [:]
                resets += 1
            }
            startPage()
        }
        let placed = AtlasGlyph(page: pages.count - 1, x: cursorX + Self.padding, y: shelfY + Self.padding,
                                width: w, height: h, left: mask.left, top: mask.top)
        if w > 0 && h > 0 {
            let side = pageSide
            pages[placed.page].withUnsafeMutablePixels { p in
                for row in 0..<h {
                    for col in 0..<w {
                        let i = ((placed.y + row) * side + placed.x + col) * 4
                        p[i + 3] = mask.coverage[row * mask.width + col]
                    }
                }
            }
        }
        cursorX += w + 2 * Self.padding
        shelfHeight = max(shelfHeight, h + 2 * Self.padding)
        entries[key] = placed
        return placed
    }

    private mutating func startPage() {
        // White, transparent: a glyph's texels are white with its coverage as alpha.
        pages.append(Bitmap(width: pageSide, height: pageSide, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 0)))
        shelfY = 0
        shelfHeight = 0
        cursorX = 0
    }
}
