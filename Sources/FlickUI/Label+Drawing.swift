import FlickAnimation
import FlickInput
import FlickScene

/// The label's only contact with the text engine: measuring and drawing one line, in the
/// standard engine's font (DejaVu Sans once the app installs fonts, `SystemFonts`; the 5×7
/// `BitmapFont` before that), through `Canvas`'s text API.
extension Label {
    /// The width and height of one line of `text` at `fontSize` points (the em size), points.
    static func measure(_ text: String, fontSize: Double) -> Size {
        Canvas.measure(text: text, fontSize: fontSize)
    }

    /// Draws one line of `text` with its top-left corner at `origin` (points) into `context`.
    static func draw(
        _ text: String, at origin: Point, fontSize: Double, color: Color,
        in context: inout any LayerDrawingContext
    ) {
        guard var canvas = context as? Canvas else { return }
        canvas.draw(text: text, at: origin, fontSize: fontSize, color: color)
        context = canvas
    }
}
