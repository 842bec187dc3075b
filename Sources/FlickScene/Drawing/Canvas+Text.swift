import FlickAnimation
import FlickInput

/// Text on a canvas, through the canvas's `textEngine`: glyphs come from its canvas atlas
/// (CPU only, apart from the textured one display lists draw from) and are composited with
/// their coverage.
extension Canvas {
    /// Draws `text` with its top-left corner at `origin` in the default family at
    /// `fontSize` points (the em size) and `weight`. Lines break only at "\n".
    public mutating func draw(text: String, at origin: Point, fontSize: Double, color: Color,
                              weight: FontWeight = .regular) {
        let style = TextStyle(font: .system(size: fontSize, weight: weight), color: color, lineLimit: 0)
        draw(textEngine.layout(text, style: style), at: origin, color: color)
    }

    /// Draws `text` in `rect` (user points) in `style`: lines wrap to the rectangle's width
    /// and align in it, at most `style.lineLimit` of them (and no more than fit its
    /// height), the last cut per `style.truncation`. Returns the layout drawn.
    @discardableResult
    public mutating func draw(text: String, in rect: Rect, style: TextStyle) -> TextLayout {
        var style = style
        let fitting = Int((rect.height / textEngine.lineMetrics(for: style.font).lineHeight + 1e-9).rounded(.down))
        style.lineLimit = style.lineLimit == 0 ? max(1, fitting) : min(style.lineLimit, max(1, fitting))
        let layout = textEngine.layout(text, style: style, maxWidth: rect.width)
        draw(layout, at: rect.origin, width: rect.width, alignment: style.alignment, color: style.color)
        return layout
    }

    /// The size of `text` at `fontSize` points in the standard engine, lines split at "\n".
    public static func measure(text: String, fontSize: Double, weight: FontWeight = .regular) -> Size {
        TextEngine.standard.measure(text, style: TextStyle(font: .system(size: fontSize, weight: weight), lineLimit: 0))
    }

    /// The size of `text` in `style`, wrapped to `maxWidth` points when given.
    public func measure(text: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        textEngine.measure(text, style: style, maxWidth: maxWidth)
    }

    /// Draws a laid-out text with its top-left at `origin`, lines aligned within `width`
    /// points (the layout's width when `nil`). Glyphs are rasterized for the canvas's
    /// pixels per point; under an axis-aligned transform they are placed on whole pixels
    /// and copied with their coverage, otherwise sampled through the inverse transform.
    public mutating func draw(_ layout: TextLayout, at origin: Point, width: Double? = nil,
                              alignment: TextAlignment = .leading, color: Color) {
        guard color.alpha > 0, !layout.lines.isEmpty else { return }
        let ppp = pixelsPerPoint
        guard ppp > 0 else { return }
        let ppe = TextEngine.pixelsPerEm(layout.font, pixelsPerPoint: ppp)
        let (glyphs, pages) = textEngine.atlasGlyphs(for: layout, pixelsPerEm: ppe, forCanvas: true)
        let aligned = transform.isAxisAligned && transform.a > 0 && transform.d > 0
        let boxWidth = width ?? layout.size.width
        for (l, line) in layout.lines.enumerated() {
            let dx = layout.lineOffset(l, in: boxWidth, alignment: alignment)
            for (g, placed) in line.glyphs.enumerated() {
                let a = glyphs[l][g]
                guard a.width > 0, a.height > 0 else { continue }
                let pen = Point(x: origin.x + dx + placed.x + placed.xOffset, y: origin.y + line.baseline - placed.yOffset)
                if aligned {
                    let device = transform.apply(to: pen)
                    blit(a, from: pages[a.page], x: Int(device.x.rounded()) + a.left, y: Int(device.y.rounded()) - a.top,
                         color: color)
                } else {
                    sample(a, from: pages[a.page], pen: pen, pixelsPerPoint: ppp, color: color)
                }
            }
        }
    }

    /// Composites an atlas glyph's coverage at device pixel (x, y), clipped.
    private mutating func blit(_ a: AtlasGlyph, from page: Bitmap, x: Int, y: Int, color: Color) {
        let area = clipBounds.intersection(PixelBounds(x0: x, y0: y, x1: x + a.width, y1: y + a.height))
        guard !area.isEmpty else { return }
        let w = bitmap.width, side = page.width
        page.pixels.withUnsafeBufferPointer { src in
            bitmap.withUnsafeMutablePixels { px in
                for row in area.y0..<area.y1 {
                    for col in area.x0..<area.x1 {
                        let coverage = src[((a.y + row - y) * side + a.x + col - x) * 4 + 3]
                        guard coverage > 0 else { continue }
                        Canvas.blend(px, (row * w + col) * 4, color, color.alpha * Double(coverage) / 255)
                    }
                }
            }
        }
    }

    /// Paints an atlas glyph through the inverse transform (nearest texel).
    private mutating func sample(_ a: AtlasGlyph, from page: Bitmap, pen: Point, pixelsPerPoint ppp: Double, color: Color) {
        let x0 = pen.x + Double(a.left) / ppp, y0 = pen.y - Double(a.top) / ppp
        let rect = Rect(x: x0, y: y0, width: Double(a.width) / ppp, height: Double(a.height) / ppp)
        let px = page.pixels, side = page.width
        paint(rect) { p in
            let u = Int(((p.x - x0) * ppp).rounded(.down)), v = Int(((p.y - y0) * ppp).rounded(.down))
            guard u >= 0, v >= 0, u < a.width, v < a.height else { return (0, .clear) }
            return (Double(px[((a.y + v) * side + a.x + u) * 4 + 3]) / 255, color)
        }
    }
}
