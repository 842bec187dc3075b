import CFreeType
import CFriBidi
import CHarfBuzz
import FlickScene
import FoundationEssentials
import Synchronization

/// The edge's `TextShaper`: HarfBuzz shapes runs of a `TTFGlyphSource`'s font (ligatures,
/// Arabic joining forms, marks, GPOS kerning), FriBidi resolves paragraphs' bidirectional
/// levels, and FreeType renders the glyphs that are not a scalar's own (a ligature, a joining
/// form) by index (SDL2_ttf 2.20 renders by code point only).
///
/// HarfBuzz reads the font file itself (`hb_blob_create_from_file_or_fail`, OpenType
/// functions): its advances are the design's, unhinted. They are rounded as the unshaped
/// path's are (`TTFGlyphSource` reads whole pixels of a face at
/// `TTFGlyphSource.metricsPixelsPerEm`, advance and kerning apart), so Latin text shaped here
/// is placed where glyph-by-glyph layout placed it. Clusters are scalar indices
/// (`HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS`, HarfBuzz's advice for new code).
///
/// A source that is not a `TTFGlyphSource`, a weight whose bold SDL2_ttf synthesizes (no bold
/// file: HarfBuzz would not know its wider advances) and a file HarfBuzz cannot read are not
/// shaped: the engine places them glyph by glyph, as before. Thread-safe: one lock for its
/// caches and FreeType (whose library is not thread-safe).
public final class HarfBuzzShaper: TextShaper, @unchecked Sendable {
    /// FreeType faces kept open per file and pixel size for rendering by index (our choice,
    /// as `TTFGlyphSource` keeps its drawing faces).
    static let maximumOpenSizes = 12
    /// Ligature carets read per glyph at most (a ligature of more characters has no more).
    static let maximumLigatureCarets = 16
    /// The last of the combining diacritical marks (U+036F): text below it is Latin or common
    /// (ASCII, Latin-1, Latin Extended, IPA, spacing modifiers, marks), one script run.
    static let lastLatinScalar: UInt32 = 0x036F

    /// "HarfBuzz 6.0.0 with FriBidi".
    public let name: String

    /// A font HarfBuzz opened: the `hb_font_t` and its units per em.
    private struct HBFont { var font: OpaquePointer; var unitsPerEm: Double }

    private struct FaceKey: Hashable { var path: String; var pixels: Int }
    // Guarded by lock.
    private let lock = Mutex(())
    private var fonts: [String: HBFont?] = [:]
    private var buffer: OpaquePointer?
    private var library: FT_Library?
    private var faces = OpenFaces<FaceKey, FT_Face>(limit: maximumOpenSizes)

    /// A shaper (fonts are opened on first use).
    public init() {
        name = "HarfBuzz \(String(cString: hb_version_string())) with FriBidi"
    }

    deinit {
        for font in fonts.values { if let font { hb_font_destroy(font.font) } }
        if let buffer { hb_buffer_destroy(buffer) }
        for face in faces.all { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The file `source` draws `weight` from, when it can be shaped.
    private static func file(of source: any GlyphSource, weight: FontWeight) -> String? {
        guard let ttf = source as? TTFGlyphSource else { return nil }
        return ttf.files[weight]
    }

    /// The HarfBuzz font of `path`, opened on first use (`nil` once it failed; under the lock).
    private func font(_ path: String) -> HBFont? {
        if let known = fonts[path] { return known }
        var opened: HBFont?
        if let blob = hb_blob_create_from_file_or_fail(path) {
            let face = hb_face_create(blob, 0)
            let upem = hb_face_get_upem(face)
            if upem > 0, let font = hb_font_create(face) { opened = HBFont(font: font, unitsPerEm: Double(upem)) }
            hb_face_destroy(face)
            hb_blob_destroy(blob)
        }
        if opened == nil { log.error("\(path): HarfBuzz cannot read it; its text is placed glyph by glyph") }
        fonts[path] = opened
        return opened
    }

    // MARK: TextShaper

    /// FriBidi's levels (`fribidi_get_par_embedding_levels_ex`, brackets paired, direction from
    /// the first strong character); all left to right when FriBidi fails.
    public func levels(of paragraph: [Unicode.Scalar]) -> BidiLevels {
        let n = paragraph.count
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var base = flick_fribidi_par_on()
        let maximum = paragraph.withUnsafeBufferPointer { scalars -> FriBidiLevel in
            scalars.withMemoryRebound(to: FriBidiChar.self) { chars in
                var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
                var brackets = [FriBidiBracketType](repeating: 0, count: n)
                fribidi_get_bidi_types(chars.baseAddress, FriBidiStrIndex(n), &types)
                fribidi_get_bracket_types(chars.baseAddress, FriBidiStrIndex(n), types, &brackets)
                return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &base, &levels)
            }
        }
        guard maximum > 0 else {
            log.error("FriBidi could not resolve a paragraph of \(n) characters; laying it out left to right")
            return BidiLevels(levels: [UInt8](repeating: 0, count: n), paragraphLevel: 0)
        }
        return BidiLevels(
            levels: levels.map { UInt8(clamping: $0) }, paragraphLevel: flick_fribidi_is_rtl(base) != 0 ? 1 : 0)
    }

    /// `scalars[range]` shaped by HarfBuzz (`hb_shape`), split where the script changes
    /// (characters of the common and inherited scripts, spaces, digits, marks, go with the
    /// script around them): a run of one font can hold Latin and Devanagari, shaped apart.
    public func shape(
        _ scalars: [Unicode.Scalar], range: Range<Int>, source: any GlyphSource, weight: FontWeight,
        isRightToLeft: Bool
    ) -> [ShapedGlyph]? {
        guard !range.isEmpty, range.upperBound <= scalars.count, let path = Self.file(of: source, weight: weight) else {
            return nil
        }
        return lock.withLock { _ -> [ShapedGlyph]? in
            guard let hb = font(path) else { return nil }
            if buffer == nil { buffer = hb_buffer_create() }
            guard let buffer, hb_buffer_allocation_successful(buffer) != 0 else { return nil }
            let items = Self.scriptRuns(scalars, range)
            if items.count == 1 {
                return shape(scalars, range, script: items[0].1, isRightToLeft: isRightToLeft, hb: hb, buffer: buffer)
            }
            var glyphs: [ShapedGlyph] = []
            // Visual order: a right-to-left run's items from its logical end.
            for (item, script) in isRightToLeft ? items.reversed() : items {
                guard
                    let shaped = shape(
                        scalars, item, script: script, isRightToLeft: isRightToLeft, hb: hb, buffer: buffer)
                else { return nil }
                glyphs += shaped
            }
            return glyphs
        }
    }

    /// `range` split into runs of one script (common and inherited characters join the run
    /// they are in, or the next one at the start).
    static func scriptRuns(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> [(Range<Int>, hb_script_t)] {
        // Latin, its combining marks and the common characters below them: one Latin run.
        if !scalars[range].contains(where: { $0.value > Self.lastLatinScalar }) { return [(range, HB_SCRIPT_LATIN)] }
        let funcs = hb_unicode_funcs_get_default()
        var runs: [(Range<Int>, hb_script_t)] = []
        var start = range.lowerBound
        var current: hb_script_t?
        for i in range {
            let script = hb_unicode_script(funcs, scalars[i].value)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { continue }
            guard let known = current else {
                current = script
                continue
            }
            if script != known {
                runs.append((start..<i, known))
                (start, current) = (i, script)
            }
        }
        runs.append((start..<range.upperBound, current ?? HB_SCRIPT_COMMON))
        return runs
    }

    /// One script run shaped (under the lock, into `buffer`).
    private func shape(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, script: hb_script_t, isRightToLeft: Bool, hb: HBFont,
        buffer: OpaquePointer
    ) -> [ShapedGlyph]? {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { all in
            all.withMemoryRebound(to: UInt32.self) { codepoints in
                hb_buffer_add_codepoints(
                    buffer, codepoints.baseAddress, Int32(codepoints.count),
                    UInt32(range.lowerBound), Int32(range.count))
            }
        }
        hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_set_script(buffer, script)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hb.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return nil }
        let quantum = Double(TTFGlyphSource.metricsPixelsPerEm), upem = hb.unitsPerEm
        func quantized(_ units: Int32) -> Double { (Double(units) * quantum / upem + 0.5).rounded(.down) }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            let cluster = Int(info.cluster)
            let scalar = scalars[cluster]
            var nominal: hb_codepoint_t = 0
            let isNominal =
                hb_font_get_nominal_glyph(hb.font, scalar.value, &nominal) != 0 && nominal == info.codepoint
            // As the unshaped path: the advance and the kerning each on whole pixels at the
            // metrics size (a mark GPOS zeroes stays zero).
            let design = hb_font_get_glyph_h_advance(hb.font, info.codepoint)
            let advance = position.x_advance == 0 ? 0 : quantized(design) + quantized(position.x_advance - design)
            glyphs.append(
                ShapedGlyph(
                    glyph: info.codepoint, cluster: cluster, advance: advance / quantum,
                    xOffset: Double(position.x_offset) / upem,
                    yOffset: Double(position.y_offset) / upem,
                    nominalScalar: isNominal ? scalar : nil))
        }
        return glyphs
    }

    /// The font's carets inside ligature `glyph` (`hb_ot_layout_get_ligature_carets`, GDEF).
    public func ligatureCarets(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, isRightToLeft: Bool)
        -> [Double]
    {
        guard let path = Self.file(of: source, weight: weight) else { return [] }
        return lock.withLock { _ -> [Double] in
            guard let hb = font(path) else { return [] }
            var count = UInt32(Self.maximumLigatureCarets)
            var positions = [hb_position_t](repeating: 0, count: Self.maximumLigatureCarets)
            let total = hb_ot_layout_get_ligature_carets(
                hb.font, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR, glyph, 0, &count, &positions)
            return total > 0 ? positions.prefix(Int(count)).map { Double($0) / hb.unitsPerEm }.sorted() : []
        }
    }

    /// Glyph `glyph` rendered by FreeType at `pixelsPerEm`, light-hinted and anti-aliased as
    /// `TTFGlyphSource` renders scalars.
    public func mask(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask?
    {
        guard let path = Self.file(of: source, weight: weight), pixelsPerEm > 0 else { return nil }
        return lock.withLock { _ -> GlyphMask? in
            guard let face = face(path, pixelsPerEm),
                FT_Load_Glyph(face, glyph, flick_ft_load_target_light()) == 0,
                FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0,
                let slot = face.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0, let pixels = bitmap.buffer else { return .empty }
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                let line = pitch >= 0 ? pixels + row * pitch : pixels + (height - 1 - row) * -pitch
                for col in 0..<width { coverage[row * width + col] = line[col] }
            }
            return GlyphMask(
                width: width, height: height, coverage: coverage, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top))
        }
    }

    /// The FreeType face of `path` at `pixels` per em (opened on first use; under the lock).
    private func face(_ path: String, _ pixels: Int) -> FT_Face? {
        let key = FaceKey(path: path, pixels: pixels)
        if let face = faces[key] { return face }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0 else { return nil }
            library = created
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            log.error("\(path): FreeType cannot open it; its shaped glyphs are not drawn")
            return nil
        }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixels))
        faces.insert(face, for: key) { FT_Done_Face($0) }
        return face
    }
}
