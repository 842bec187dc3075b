/// A layout's glyphs as placed in a `TextEngine`'s atlas at one pixel size
/// (`TextEngine.place(_:pixelsPerPoint:)`): drawn again with no glyph looked up, until the
/// atlas starts over (`TextEngine.isCurrent(_:)`).
public struct PlacedText: Sendable {
    /// The layout placed.
    public let layout: TextLayout
    /// Pixels per em the glyphs were rasterized at.
    public let pixelsPerEm: Int
    /// Where each glyph of each line sits in the atlas.
    let glyphs: [[AtlasGlyph]]
    /// The atlas' count of fresh starts when they were placed.
    let atlasResets: Int
}
