/// One glyph a `TextShaper` produced for a run of text.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's id in the source's font.
    public var glyph: UInt32
    /// Index, in the scalars handed to `TextShaper.shape(_:range:source:weight:isRightToLeft:)`,
    /// of the first scalar of the cluster this glyph draws (a ligature's glyph draws several).
    public var cluster: Int
    /// The pen's advance after this glyph, kerning included, ems.
    public var advance: Double
    /// Where the glyph is drawn from the pen (a mark over its base), ems; y upwards.
    public var xOffset: Double, yOffset: Double
    /// The scalar this glyph is the font's own (cmap) glyph of, when it is: drawn and cached
    /// by that scalar through `GlyphSource.mask(of:weight:pixelsPerEm:)`, like unshaped text;
    /// `nil` for a ligature, a joining form or any other substitute, drawn by id.
    public var nominalScalar: Unicode.Scalar?

    /// A shaped glyph.
    public init(
        glyph: UInt32, cluster: Int, advance: Double, xOffset: Double = 0, yOffset: Double = 0,
        nominalScalar: Unicode.Scalar? = nil
    ) {
        (self.glyph, self.cluster, self.advance) = (glyph, cluster, advance)
        (self.xOffset, self.yOffset, self.nominalScalar) = (xOffset, yOffset, nominalScalar)
    }
}

/// A paragraph's bidirectional embedding levels (Unicode UAX #9): even levels run left to
/// right, odd ones right to left.
public struct BidiLevels: Hashable, Sendable {
    /// The level of each scalar of the paragraph.
    public var levels: [UInt8]
    /// The paragraph's own level: 0 (left to right) or 1 (right to left), from its first
    /// strong character (UAX #9 rules P2, P3).
    public var paragraphLevel: UInt8

    /// Levels for a paragraph.
    public init(levels: [UInt8], paragraphLevel: UInt8) {
        (self.levels, self.paragraphLevel) = (levels, paragraphLevel)
    }
}

/// Shapes text: turns runs of scalars of one font and one direction into positioned glyphs
/// (ligatures, joining forms, marks, kerning), and resolves the bidirectional levels of
/// paragraphs. The pure core asks it while laying out; the edge implements it with
/// HarfBuzz and FriBidi (FlickRender's `HarfBuzzShaper`). A `TextEngine` without one (or a
/// source it cannot shape, such as `BitmapFont`) places glyphs one scalar at a time with
/// the source's kerning, left to right.
///
/// Safe to call from any thread (tile workers lay text out).
public protocol TextShaper: Sendable {
    /// A name for logs ("HarfBuzz 6.0.0").
    var name: String { get }
    /// The embedding levels of one paragraph (no "\n" inside), its direction taken from its
    /// first strong character.
    func levels(of paragraph: [Unicode.Scalar]) -> BidiLevels
    /// `scalars[range]` shaped in `source`'s font at `weight`, in one direction; the scalars
    /// around `range` are context (Arabic joining across a font change). The glyphs come in
    /// visual order (left to right; clusters decrease in a right-to-left run). `nil` when
    /// this shaper cannot shape with `source` (the run is then placed glyph by glyph).
    func shape(
        _ scalars: [Unicode.Scalar], range: Range<Int>, source: any GlyphSource, weight: FontWeight,
        isRightToLeft: Bool
    ) -> [ShapedGlyph]?
    /// Caret positions inside ligature glyph `glyph` of `source`'s font from the font itself
    /// (OpenType GDEF), ems from the glyph's origin, left to right; empty when it gives none
    /// (carets then split the advance evenly). Asked only for glyphs drawing several scalars.
    func ligatureCarets(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, isRightToLeft: Bool)
        -> [Double]
    /// The coverage image of glyph `glyph` of `source`'s font at `pixelsPerEm`, placed as
    /// `GlyphSource.mask(of:weight:pixelsPerEm:)` places a scalar's; `nil` when it has none.
    func mask(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask?
}
