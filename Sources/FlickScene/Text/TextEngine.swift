import FlickInput
import Synchronization

/// Flick's text system (TextKit for Flick): glyph sources in fallback order, line
/// breaking, a measurement cache and the glyph atlas. Pure: it reads no files and no
/// clock; the edge hands it glyph sources (SDL2_ttf fonts found by fontconfig, in
/// FlickRender's `SystemFonts`), and `BitmapFont` is always its last source.
///
/// A character is drawn by the first source that has it; a character no source has is
/// drawn as U+FFFD (the replacement character) from the first source that has that — at
/// worst `BitmapFont`'s box — and logged once per scalar, except for the invisible ones
/// (default-ignorable code points: joiners, bidirectional controls), which draw nothing.
/// Text is shaped per run of one source by the `shaper` when there is one.
///
/// Thread-safe: tile workers lay out and draw text while the frame thread does.
public final class TextEngine: Sendable {
    /// Most layouts the cache holds (our choice: the visible text of a few screens many times
    /// over; a 10,000-row list measures only the rows it shows). The cache keeps two
    /// generations of half this each: when the recent one is full the older is dropped, and a
    /// layout found in the older one moves to the recent one, so text in use stays cached
    /// while text seen once (a counter in a label, a clock) leaves. A kiosk app that shows a
    /// new string every action for days holds at most this many: with 8,192 layouts emptied
    /// at once, `flick bench soak` grew 7.6 % in 24 hours (as the dictionary doubled), with
    /// 1,024 in two generations its text stays within a few hundred kilobytes.
    public static let layoutCacheCapacity = 1024

    /// The sources, in fallback order; the last is always a `BitmapFont`.
    public let sources: [any GlyphSource]

    private struct Resolved { var source: Int; var scalar: Unicode.Scalar; var advanceEms: Double }
    private struct ResolveKey: Hashable { var scalar: Unicode.Scalar; var weight: FontWeight }
    private struct KerningKey: Hashable { var source: Int; var left: Unicode.Scalar; var right: Unicode.Scalar; var weight: FontWeight }
    private struct LayoutKey: Hashable {
        var text: String; var font: Font; var maxWidth: Double?; var lineLimit: Int; var truncation: TextTruncation
        var wrapping: TextWrapping
    }
    /// The caches, a class so the line breaker's closures can share it inside the lock.
    private final class State {
        var resolved: [ResolveKey: Resolved] = [:]
        var kerning: [KerningKey: Double] = [:]
        /// The recent generation of layouts, and the one before it (see `layoutCacheCapacity`).
        var layouts: [LayoutKey: TextLayout] = [:]
        var olderLayouts: [LayoutKey: TextLayout] = [:]
        /// Glyphs drawn as meshes: its pages become textures, so only the frame's labels
        /// add to it (a new glyph renews a page's version; its texture takes the glyph's shelf).
        var atlas = GlyphAtlas()
        /// Glyphs composited on canvases (tiles and layer contents on workers): CPU only, kept
        /// apart so tile text at every zoom level never renews the textured pages.
        var canvasAtlas = GlyphAtlas()
        var layoutMisses = 0
        var layoutHits = 0

        /// Adds `layout` to the recent generation, first retiring it when full.
        func keep(_ layout: TextLayout, for key: LayoutKey) {
            if layouts.count >= TextEngine.layoutCacheCapacity / 2 {
                olderLayouts = layouts
                layouts = [:]
            }
            layouts[key] = layout
        }
    }
    private let state = Mutex(State())

    /// Shapes runs and resolves bidirectional levels (HarfBuzz and FriBidi at the edge);
    /// `nil`: glyphs placed one by one with kerning, left to right.
    public let shaper: (any TextShaper)?

    /// An engine over `sources` (first preferred), shaping through `shaper` when given; a
    /// `BitmapFont` is appended when the last source is not already one.
    public init(sources: [any GlyphSource], shaper: (any TextShaper)? = nil) {
        self.sources = sources.last is BitmapFont ? sources : sources + [BitmapFont()]
        self.shaper = shaper
    }

    // MARK: The standard engine

    private static let standardEngine = Mutex(TextEngine(sources: [BitmapFont()]))

    /// The engine `Canvas` uses unless told otherwise: `BitmapFont` only, until the edge
    /// installs the system fonts (`SystemFonts.installStandard()` in FlickRender; apps,
    /// the demo and `flick` do at launch, tests install pinned fonts).
    public static var standard: TextEngine {
        get { standardEngine.withLock { $0 } }
        set { standardEngine.withLock { $0 = newValue } }
    }

    // MARK: Metrics

    /// Vertical metrics of `font` in points, from its first source.
    public func lineMetrics(for font: Font) -> (ascent: Double, descent: Double, lineHeight: Double) {
        let m = sources[0].lineMetrics(weight: font.weight)
        return (m.ascent * font.size, m.descent * font.size, m.lineHeight * font.size)
    }

    /// Which source draws `scalar` (and which scalar it draws: U+FFFD when none has it).
    public func source(for scalar: Unicode.Scalar, weight: FontWeight = .regular) -> (index: Int, scalar: Unicode.Scalar) {
        let r = state.withLock { resolve(scalar, weight, $0) }
        return (r.source, r.scalar)
    }

    private func resolve(_ scalar: Unicode.Scalar, _ weight: FontWeight, _ s: State) -> Resolved {
        let key = ResolveKey(scalar: scalar, weight: weight)
        if let hit = s.resolved[key] { return hit }
        var found: Resolved?
        // Control characters (tab, other C0/C1) draw as a space's advance, not as boxes.
        let wanted: Unicode.Scalar = scalar.properties.generalCategory == .control ? " " : scalar
        for (i, source) in sources.enumerated() {
            if let advance = source.advance(of: wanted, weight: weight) {
                found = Resolved(source: i, scalar: wanted, advanceEms: advance)
                break
            }
        }
        if found == nil, scalar.properties.isDefaultIgnorableCodePoint {
            // A joiner, a bidirectional control or a variation selector no font draws: nothing
            // (Unicode's default-ignorable code points are invisible), with no advance.
            found = Resolved(source: 0, scalar: scalar, advanceEms: 0)
        }
        if found == nil {
            log.warning("no font has U+\(String(scalar.value, radix: 16, uppercase: true)); drawing U+FFFD instead (sources: \(sources.map(\.name)))")
            for (i, source) in sources.enumerated() {
                if let advance = source.advance(of: "\u{FFFD}", weight: weight) {
                    found = Resolved(source: i, scalar: "\u{FFFD}", advanceEms: advance)
                    break
                }
            }
        }
        // Unreachable while BitmapFont (which has U+FFFD) is last; its advance otherwise.
        let result = found ?? Resolved(source: sources.count - 1, scalar: "\u{FFFD}",
                                       advanceEms: Double(BitmapFont.advanceDots) / Double(BitmapFont.lineHeightDots))
        s.resolved[key] = result
        return result
    }

    private func kerning(_ source: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar, _ weight: FontWeight,
                         _ s: State) -> Double {
        let key = KerningKey(source: source, left: left, right: right, weight: weight)
        if let hit = s.kerning[key] { return hit }
        let k = sources[source].kerning(between: left, and: right, weight: weight)
        s.kerning[key] = k
        return k
    }

    // MARK: Layout and measurement

    /// `text` laid out in `style`'s font, wrapped to `maxWidth` points when given (else
    /// only at "\n") per `style.wrapping`, at most `style.lineLimit` lines, cut per
    /// `style.truncation`. Cached: asking again for the same text, font, width, limit,
    /// truncation and wrapping is one dictionary lookup.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> TextLayout {
        let key = LayoutKey(text: text, font: style.font, maxWidth: maxWidth, lineLimit: style.lineLimit,
                            truncation: style.truncation, wrapping: style.wrapping)
        return state.withLock { locked in
            let s = locked
            if let hit = s.layouts[key] {
                s.layoutHits += 1
                return hit
            }
            if let hit = s.olderLayouts.removeValue(forKey: key) {
                s.layoutHits += 1
                s.keep(hit, for: key)
                return hit
            }
            s.layoutMisses += 1
            let font = style.font
            let shaper = self.shaper, sources = self.sources
            let placer = LineShaper(
                resolve: { scalar in
                    let r = self.resolve(scalar, font.weight, s)
                    return (r.source, r.scalar, r.advanceEms * font.size)
                },
                kerning: { source, a, b in self.kerning(source, a, b, font.weight, s) * font.size },
                advance: { source, scalar in sources[source].advance(of: scalar, weight: font.weight).map { $0 * font.size } },
                shape: shaper.map { shaper in
                    { scalars, range, source, isRightToLeft in
                        shaper.shape(scalars, range: range, source: sources[source], weight: font.weight,
                                     isRightToLeft: isRightToLeft)
                    }
                },
                carets: shaper.map { shaper in
                    { glyph, source, isRightToLeft in
                        shaper.ligatureCarets(ofGlyph: glyph, source: sources[source], weight: font.weight,
                                              isRightToLeft: isRightToLeft)
                    }
                },
                size: font.size)
            let breaker = LineBreaker(
                place: placer.place,
                levels: { shaper?.levels(of: $0) ?? BidiLevels(levels: [UInt8](repeating: 0, count: $0.count), paragraphLevel: 0) })
            let (brokenLines, truncated) = breaker.lines(text, maxWidth: maxWidth, lineLimit: style.lineLimit,
                                                         truncation: style.truncation, wrapping: style.wrapping)
            let m = sources[0].lineMetrics(weight: font.weight)
            let lineHeight = m.lineHeight * font.size, ascent = m.ascent * font.size
            var lines: [TextLine] = []
            lines.reserveCapacity(brokenLines.count)
            for (i, line) in brokenLines.enumerated() {
                var start = line.units.first?.offset ?? line.paragraphOffset, end = start
                var isShortened = false
                for unit in line.units {
                    (start, end) = (min(start, unit.offset), max(end, unit.offset + unit.length))
                    isShortened = isShortened || unit.length == 0
                }
                // The text shown: a slice of the text, or its scalars with the "…" a truncation put in.
                let shown = isShortened
                    ? String(String.UnicodeScalarView(line.units.map(\.scalar)))
                    : String(text[String.Index(utf16Offset: start, in: text)..<String.Index(utf16Offset: end, in: text)])
                lines.append(TextLine(glyphs: line.placed.glyphs, width: line.placed.width,
                                      baseline: Double(i) * lineHeight + ascent, range: start..<end,
                                      text: shown, isRightToLeft: line.paragraphLevel % 2 == 1,
                                      ligatureCarets: line.placed.ligatureCarets))
            }
            let widest = lines.map(\.width).max() ?? 0
            let layout = TextLayout(text: text, lines: lines, size: Size(width: widest, height: Double(lines.count) * lineHeight),
                                    font: font, lineHeight: lineHeight, ascent: ascent, isTruncated: truncated)
            s.keep(layout, for: key)
            return layout
        }
    }

    /// The size of `text` in points (`NSString.boundingRect`/`sizeThatFits`): the widest
    /// line by the line count × line height, wrapped to `maxWidth` when given.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        layout(text, style: style, maxWidth: maxWidth).size
    }

    /// Layouts the cache holds now, both generations (at most `layoutCacheCapacity`).
    public var cachedLayoutCount: Int { state.withLock { $0.layouts.count + $0.olderLayouts.count } }

    /// Layouts computed and layouts served from the cache (for tests and benchmarks).
    public var layoutCacheCounts: (misses: Int, hits: Int) { state.withLock { ($0.layoutMisses, $0.layoutHits) } }

    // MARK: Glyph images

    /// Pixels per em for `font` drawn at `pixelsPerPoint` (whole pixels, at least 1).
    public static func pixelsPerEm(_ font: Font, pixelsPerPoint: Double) -> Int {
        max(1, Int((font.size * pixelsPerPoint).rounded()))
    }

    /// The atlas placement of every glyph of `layout` drawn at `pixelsPerEm`, adding the
    /// missing ones, and the atlas pages after the additions (line by line, glyph by glyph);
    /// from the canvas atlas when `forCanvas`, else from the textured one.
    func atlasGlyphs(for layout: TextLayout, pixelsPerEm: Int, forCanvas: Bool = false)
        -> (glyphs: [[AtlasGlyph]], pages: [Bitmap]) {
        let placed = placedGlyphs(for: layout, pixelsPerEm: pixelsPerEm, forCanvas: forCanvas)
        return (placed.glyphs, placed.pages)
    }

    /// `atlasGlyphs(for:pixelsPerEm:forCanvas:)` with the atlas' count of fresh starts after
    /// the additions, read under the same lock (`PlacedText`).
    func placedGlyphs(for layout: TextLayout, pixelsPerEm: Int, forCanvas: Bool = false)
        -> (glyphs: [[AtlasGlyph]], pages: [Bitmap], resets: Int) {
        state.withLock { s in
            var atlas = forCanvas ? s.canvasAtlas : s.atlas
            // Moved out and back so its tables stay uniquely referenced (no copy on add; the
            // pages' pixels are shared and written in place: GlyphAtlas.swift).
            if forCanvas { s.canvasAtlas = GlyphAtlas() } else { s.atlas = GlyphAtlas() }
            let placed = layout.lines.map { line in
                line.glyphs.map { g -> AtlasGlyph in
                    let key = GlyphKey(source: g.source, scalar: g.glyph == nil ? g.scalar : "\u{0}", glyph: g.glyph,
                                       weight: layout.font.weight, pixelsPerEm: pixelsPerEm)
                    if let hit = atlas.glyph(for: key) { return hit }
                    let mask = if let glyph = g.glyph {
                        shaper?.mask(ofGlyph: glyph, source: sources[g.source], weight: layout.font.weight,
                                     pixelsPerEm: pixelsPerEm)
                    } else {
                        sources[g.source].mask(of: g.scalar, weight: layout.font.weight, pixelsPerEm: pixelsPerEm)
                    }
                    return atlas.add(mask ?? .empty, for: key)
                }
            }
            if forCanvas { s.canvasAtlas = atlas } else { s.atlas = atlas }
            return (placed, atlas.pages, atlas.resets)
        }
    }

    /// The textured atlas' pages now and its count of fresh starts (one lock).
    var atlasPages: (pages: [Bitmap], resets: Int) { state.withLock { ($0.atlas.pages, $0.atlas.resets) } }

    /// Rasterizes every character of `characters` in each of `fonts` at `pixelsPerPoint`
    /// into the atlas ahead of time, so the first frames that show them draw from the
    /// cache. Call it off the frame (at launch, or on a worker): it opens faces and renders
    /// glyphs.
    public func prepareGlyphs(_ characters: String, fonts: [Font], pixelsPerPoint: Double) {
        for font in fonts { prepare(characters, font: font, pixelsPerPoint: pixelsPerPoint) }
    }

    /// `prepareGlyphs(_:fonts:pixelsPerPoint:)` as pieces of at most `charactersPerPiece`
    /// characters of one font each, in order, to run one at a time between frames on the
    /// frame thread (`Application.performWhenIdle`): input that comes while a piece runs waits
    /// for it, so a piece must be short. Each piece rasterizes what it covers when it runs.
    /// A piece also shapes the last `glyphPreparationOverlap` characters of the piece before
    /// it, so a ligature across the boundary ("ffi") is prepared as the one glyph it draws.
    public func glyphPreparation(
        _ characters: String, fonts: [Font], pixelsPerPoint: Double,
        charactersPerPiece: Int = glyphPreparationCharactersPerPiece
    ) -> [() -> Void] {
        precondition(charactersPerPiece > 0, "a piece covers at least one character")
        let all = Array(characters)
        var chunks: [String] = []
        for start in stride(from: 0, to: all.count, by: charactersPerPiece) {
            let from = max(0, start - Self.glyphPreparationOverlap)
            chunks.append(String(all[from..<min(all.count, start + charactersPerPiece)]))
        }
        return fonts.flatMap { font in
            chunks.map { chunk in
                { [self] in prepare(chunk, font: font, pixelsPerPoint: pixelsPerPoint) }
            }
        }
    }

    /// Characters of the piece before that a piece of `glyphPreparation` shapes again: the
    /// longest Latin ligatures ("ffi", "ffl") draw three characters as one glyph, so two
    /// characters before the boundary complete any of them (their glyphs are already in the
    /// atlas and cost a lookup).
    public static let glyphPreparationOverlap = 2

    /// Lays out `characters` in `font` on one line and rasterizes the glyphs it draws.
    private func prepare(_ characters: String, font: Font, pixelsPerPoint: Double) {
        let layout = layout(characters, style: TextStyle(font: font, lineLimit: 0))
        _ = atlasGlyphs(for: layout, pixelsPerEm: Self.pixelsPerEm(font, pixelsPerPoint: pixelsPerPoint))
    }

    /// Characters of one font a piece of `glyphPreparation` rasterizes at the most (ours,
    /// measured on the demo's headless tour on a 2-core AMD EPYC VM: the demo's 16 label fonts'
    /// printable ASCII and the keyboard's labels, prepared in one piece, took 133–146 ms, and
    /// a two-finger touch that came 16 ms into it waited 116 ms for its first frame; 0.07 ms a
    /// glyph, so 24 characters are about 2 ms, 3–4 ms at 36 pt).
    public static let glyphPreparationCharactersPerPiece = 24

    /// Glyphs in the textured atlas and its pages (for tests and benchmarks).
    public var atlasStatistics: (glyphs: Int, pages: Int, resets: Int) {
        state.withLock { ($0.atlas.count, $0.atlas.pages.count, $0.atlas.resets) }
    }

    /// Glyphs in the canvas atlas (for tests).
    public var canvasAtlasGlyphCount: Int { state.withLock { $0.canvasAtlas.count } }
}
