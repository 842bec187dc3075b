import FlickAnimation
import Foundation
import FlickInput
import FlickScene

/// The label's only contact with the text engine: measuring and drawing one line. Today
/// that is FlickScene's built-in 5×7 bitmap font (`Canvas.measure(text:fontSize:)`,
/// `Canvas.draw(text:at:fontSize:color:)`); swapping the engine means changing these two
/// functions. The bitmap font has no "…" glyph, so it is drawn (and measured) as "...".
extension Label {
    /// The width and height of one line of `text` at `fontSize` points, points.
    static func measure(_ text: String, fontSize: Double) -> Size {
        Canvas.measure(text: bitmapFontText(text), fontSize: fontSize)
    }

    /// Draws one line of `text` with its top-left corner at `origin` (points) into `context`.
    static func draw(
        _ text: String, at origin: Point, fontSize: Double, color: Color,
        in context: inout any LayerDrawingContext
    ) {
        guard var canvas = context as? Canvas else { return }
        canvas.draw(text: bitmapFontText(text), at: origin, fontSize: fontSize, color: color)
        context = canvas
    }

    /// The text as the bitmap font can draw it ("…" → "...").
    private static func bitmapFontText(_ text: String) -> String {
        text.contains(Label.ellipsis) ? text.replacingOccurrences(of: Label.ellipsis, with: "...") : text
    }
}
