import FlickScene

/// A shaper for tests of right-to-left and mixed text with no font file: it resolves
/// bidirectional levels by a small rule and shapes nothing (glyphs are then placed one scalar
/// at a time, as with `BitmapFont`, and reordered per line). Hebrew letters (U+05D0–U+05EA)
/// are right to left (level 1); ASCII letters and digits left to right (level 0, or 2 in a
/// right-to-left paragraph); anything else takes the paragraph's level. The paragraph runs
/// right to left when its first letter is Hebrew (UAX #9 rule P2). Enough for "ab אב cd",
/// not the whole algorithm: real text goes through FriBidi (`HarfBuzzShaper`).
public struct BidiTestShaper: TextShaper {
    /// A test shaper.
    public init() {}

    /// Its name in logs.
    public var name: String { "bidi test shaper" }

    /// The levels by the rule above.
    public func levels(of paragraph: [Unicode.Scalar]) -> BidiLevels {
        func isHebrew(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }
        func isLatin(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && scalar.properties.isAlphabetic }
        let first = paragraph.first { isHebrew($0) || isLatin($0) }
        let base: UInt8 = first.map(isHebrew) == true ? 1 : 0
        let levels = paragraph.map { scalar -> UInt8 in
            if isHebrew(scalar) { return 1 }
            if isLatin(scalar) || (scalar.isASCII && scalar.properties.numericType != nil) { return base == 1 ? 2 : 0 }
            return base
        }
        return BidiLevels(levels: levels, paragraphLevel: base)
    }

    /// Nothing: glyphs are placed one scalar at a time.
    public func shape(
        _ scalars: [Unicode.Scalar], range: Range<Int>, source: any GlyphSource, weight: FontWeight,
        isRightToLeft: Bool
    ) -> [ShapedGlyph]? { nil }

    /// None.
    public func ligatureCarets(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, isRightToLeft: Bool)
        -> [Double]
    { [] }

    /// None.
    public func mask(ofGlyph glyph: UInt32, source: any GlyphSource, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask?
    { nil }
}
