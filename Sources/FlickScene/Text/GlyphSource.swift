/// Vertical metrics of a font, in ems (multiply by the size in points).
public struct LineMetrics: Hashable, Sendable {
    /// Baseline to the top of the tallest glyphs, ems (positive).
    public var ascent: Double
    /// Baseline to the bottom of the deepest descenders, ems (positive).
    public var descent: Double
    /// Baseline to baseline of consecutive lines, ems (≥ ascent + descent).
    public var lineHeight: Double

    /// Creates line metrics.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = max(lineHeight, ascent + descent)
    }
}

/// A glyph's coverage image: one byte per pixel (0 transparent … 255 covered), rows from
/// the top, placed relative to the pen on the baseline.
public struct GlyphMask: Hashable, Sendable {
    /// Size in pixels.
    public var width: Int, height: Int
    /// Coverage bytes, `width · height`.
    public var coverage: [UInt8]
    /// Pixels from the pen to the mask's left edge (negative: left of the pen).
    public var left: Int
    /// Pixels from the baseline up to the mask's top row.
    public var top: Int

    /// A mask; `coverage` must hold `width · height` bytes.
    public init(width: Int, height: Int, coverage: [UInt8], left: Int, top: Int) {
        precondition(coverage.count == width * height, "a glyph mask has width · height bytes")
        (self.width, self.height, self.coverage, self.left, self.top) = (width, height, coverage, left, top)
    }

    /// An empty mask (a space).
    public static let empty = GlyphMask(width: 0, height: 0, coverage: [], left: 0, top: 0)
}

/// Where glyphs come from: metrics, kerning and coverage images for Unicode scalars.
/// The pure core lays text out and caches glyphs through this protocol; the edge
/// implements it with SDL2_ttf (FreeType) for font files, and `BitmapFont` is the
/// built-in font-free implementation.
///
/// Metrics are in ems, independent of size and resolution, so a layout in points is the
/// same at every scale; only `mask(of:weight:pixelsPerEm:)` depends on the pixel size.
/// Implementations are safe to call from any thread (tile workers draw text).
public protocol GlyphSource: Sendable {
    /// A name for logs and errors (the font file's path, or "BitmapFont").
    var name: String { get }
    /// Vertical metrics for `weight`.
    func lineMetrics(weight: FontWeight) -> LineMetrics
    /// The horizontal advance of `scalar`, ems; `nil` when this source has no glyph for it.
    func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double?
    /// Extra advance between `left` and `right` (usually negative), ems.
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, weight: FontWeight) -> Double
    /// The coverage image of `scalar` with an em of `pixelsPerEm` pixels; `nil` when this
    /// source has no glyph for it.
    func mask(of scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask?
}
