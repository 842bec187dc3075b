import Flick

/// The demo's text: one `TextEngine` (DejaVu Sans through SDL2_ttf, found by fontconfig
/// at launch) drawing labels as glyph quads from its atlas, so a frame's labels cost a
/// few textured draws and no per-label bitmap; layouts are cached by the engine. Sizes
/// are em sizes in points (`Font.size`).
final class LabelCache {
    /// Pixels per point glyphs are rasterized for when the renderer's scale is unknown
    /// (2: sharp on high-DPI windows, our choice).
    static let defaultPixelsPerPoint = 2.0

    /// The text system.
    let engine: TextEngine
    /// The renderer's pixels per point (`DemoApp.willDraw(at:)` sets it from the window's display scale), so glyphs are
    /// drawn one texel per pixel.
    var pixelsPerPoint: Double

    /// Labels drawn with `engine` (the standard engine by default).
    init(engine: TextEngine = .standard, pixelsPerPoint: Double = LabelCache.defaultPixelsPerPoint) {
        self.engine = engine
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The label fonts the scenes, the tab bar, the HUD and the toolkit's defaults (a list's
    /// Delete button and cell text at 17 pt, its headers at 13) draw on the frame (sizes in
    /// points), and a day detail's 34 pt title (its push's first frame rasterized it: 2.5 ms
    /// in its display list at 120 Hz on the headless tour, measured by us).
    static let frameFonts: [Font] =
        [11, 12, 13, 14, 16, 17, 18, 20, 24, 32, 36].map { Font.system(size: $0) } + [DayDetailScreen.titleFont]
        + [15, 24, 32, 36].map { Font.system(size: $0, weight: .bold) }

    /// Rasterizes printable ASCII and `chromeSymbols` in `frameFonts`, and the on-screen
    /// keyboard's labels (`KeyboardView.glyphPreparation`), into the atlas before the frames
    /// that show them, so no frame rasterizes a label's glyphs (measured by us: the tour's first
    /// frames with new text took up to 100 ms on the loaded 2-core machine): as short pieces
    /// to run one at a time while the app rests (all of them take 130–150 ms).
    func preparation() -> [() -> Void] {
        let ascii = String(String.UnicodeScalarView((32...126).compactMap(Unicode.Scalar.init)))
        return engine.glyphPreparation(ascii + Self.chromeSymbols, fonts: Self.frameFonts, pixelsPerPoint: pixelsPerPoint)
            + KeyboardView.glyphPreparation(engine: engine, pixelsPerPoint: pixelsPerPoint)
    }

    /// The characters past ASCII the toolkit's chrome draws in `frameFonts`: a navigation
    /// bar's back chevron (`NavigationBar`'s back button, "‹ Days") and a truncated label's
    /// ellipsis. Unprepared, the Gallery's first push rasterized and uploaded the chevron on
    /// its first frame.
    static let chromeSymbols = "‹…"

    /// The style of a one-line label.
    func style(size: Double, color: Color, weight: FontWeight = .regular) -> TextStyle {
        TextStyle(font: .system(size: size, weight: weight), color: color, lineLimit: 0)
    }

    /// The size of `text` at `size` points, in points.
    func measure(_ text: String, size: Double, weight: FontWeight = .regular) -> Size {
        engine.measure(text, style: style(size: size, color: .black, weight: weight))
    }

    /// Draws `text` with its top-left corner at `origin` (window points); returns its size.
    @discardableResult
    func draw(
        _ text: String, at origin: Point, size: Double, color: Color, weight: FontWeight = .regular,
        opacity: Double = 1, into list: inout DisplayList
    ) -> Size {
        engine.draw(
            text, at: origin, style: style(size: size, color: color, weight: weight), opacity: opacity,
            pixelsPerPoint: pixelsPerPoint, into: &list
        ).size
    }

    /// Draws `text` centred on `center`, then moved by `transform` (window points).
    func draw(
        _ text: String, centeredAt center: Point, size: Double, color: Color, weight: FontWeight = .regular,
        opacity: Double = 1, transform: Transform3D = .identity, into list: inout DisplayList
    ) {
        let style = style(size: size, color: color, weight: weight)
        let layout = engine.layout(text, style: style)
        engine.draw(
            layout, at: Point(x: center.x - layout.size.width / 2, y: center.y - layout.size.height / 2),
            color: color, opacity: opacity, transform: transform, pixelsPerPoint: pixelsPerPoint, into: &list)
    }
}
