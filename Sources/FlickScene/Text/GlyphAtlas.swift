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
/// A page is a `Bitmap` with an `AtlasPageLog`: its pixels are shared by every value of it
/// (the atlas' own and those display lists hold), and a glyph added later is written into
/// them in place, into free space no earlier version draws from, so adding a glyph copies
/// nothing and a texture of the page uploads only the rectangles added since the version it
/// holds (`AtlasPageLog.rectangles(after:through:)`), as glyph caches in Skia, Dear ImGui and
/// LVGL do. When `maximumPages` are full the atlas starts over with new bitmaps (new
/// identities); the old pages are never written again.
///
/// A page starts small (`initialPageSide`) and doubles, its glyphs kept where they are, until
/// it reaches `pageSide`: a list's few dozen glyphs fit in a 256 KiB page and its texture
/// stays small. A growth is a new bitmap (the page copied once; rare), so display lists
/// holding the smaller page keep it.
struct GlyphAtlas {
    /// Side of a page, pixels (our choice: 1024² RGBA is 4 MiB and holds about 1,500
    /// glyphs of 20 pt at 2 px/pt, the demo's whole text).
    static let defaultPageSide = 1024
    /// Side of a new page before it grows, pixels (ours: 256² RGBA is 256 KiB, about 200
    /// glyphs of 17 pt at 1 px/pt: a list's titles and subtitles).
    static let initialPageSide = 256
    /// Pages kept before the atlas starts over (our choice: 16 MiB of glyphs).
    static let maximumPages = 4
    /// Clear pixels around each glyph (one: bilinear filtering reads one texel out).
    static let padding = 1

    /// The largest side a page grows to, pixels.
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
        let pad = 2 * Self.padding
        func fitsOnShelf() -> Bool { cursorX + w + pad <= currentSide && shelfY + h + pad <= currentSide }
        func fitsBelow() -> Bool { w + pad <= currentSide && shelfY + shelfHeight + h + pad <= currentSide }
        // A full page grows (its glyphs stay where they are) before another page starts.
        while !fitsOnShelf() && !fitsBelow() && currentSide < pageSide { growLastPage() }
        if !fitsOnShelf() {
            shelfY += shelfHeight
            shelfHeight = 0
            cursorX = 0
        }
        if !fitsOnShelf() {
            if pages.count == Self.maximumPages {
                pages = []
                entries = [:]
                resets += 1
            }
            startPage()
            while !fitsOnShelf() && currentSide < pageSide { growLastPage() }
        }
        let placed = AtlasGlyph(page: pages.count - 1, x: cursorX + Self.padding, y: shelfY + Self.padding,
                                width: w, height: h, left: mask.left, top: mask.top)
        if w > 0 && h > 0 {
            let side = currentSide
            let rectangle = AtlasPageLog.Rectangle(x: placed.x, y: placed.y, width: w, height: h)
            pages[placed.page].writeSharing(rectangle) { p in
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

    /// The side of the page glyphs go on now, pixels.
    private var currentSide: Int { pages.last?.width ?? 0 }

    private mutating func startPage() {
        pages.append(Self.blankPage(side: min(Self.initialPageSide, pageSide)))
        shelfY = 0
        shelfHeight = 0
        cursorX = 0
    }

    /// Doubles the last page's side (at most `pageSide`), its glyphs at the same pixels: a new
    /// bitmap with a log of its own, so display lists holding the smaller one keep it.
    private mutating func growLastPage() {
        let old = pages[pages.count - 1]
        pages[pages.count - 1] = Bitmap(atlasPageSide: min(old.width * 2, pageSide), fill: Self.blank, keeping: old)
    }

    /// A page of `side` pixels: white, transparent (a glyph's texels are white with its
    /// coverage as alpha).
    private static func blankPage(side: Int) -> Bitmap {
        Bitmap(atlasPageSide: side, fill: blank, keeping: nil)
    }

    /// A page's pixel where no glyph is: white, transparent.
    private static let blank = RGBA8(red: 255, green: 255, blue: 255, alpha: 0)
}
