import FlickAnimation
import FlickInput
import FlickScene

/// A label's text as display items: glyph quads from the engine's textured atlas, made
/// while the frame's display list is built (`Layer.displayItemsProvider`). No bitmap is
/// drawn or uploaded per label: a changed text costs a cached layout and new vertices, an
/// unchanged one only vertices (the label keeps its layout placed in the atlas,
/// `PlacedText`, so no glyph or layout is looked up), and labels in a row merge into one
/// mesh (one draw).
extension Label {
    /// The items that draw the text in the layer's bounds, centred vertically, lines aligned
    /// across, over its `shadowColor` copy `shadowOffset` away when set, for the layer's
    /// presentation at the frame (its bounds, window transform and opacity). Glyphs are rasterized for the layer's `contentsScale` (pixels per point).
    /// Under a translation the glyphs sit on whole pixels; under any other transform the
    /// quads are transformed and sampled bilinearly. Text overflowing the bounds is clipped to
    /// them (to their window bounding box under a rotation).
    func displayItems(for item: RenderItem) -> [DisplayItem] {
        guard isDrawn(item) else { return [] }
        let bounds = item.properties.bounds
        let pixelsPerPoint = Self.pixelsPerPoint(of: item)
        let placed = placedText(fitting: bounds.size, pixelsPerPoint: pixelsPerPoint)
        let layout = placed.layout
        let top = (bounds.height - layout.size.height) / 2
        var origin = Point(x: bounds.minX, y: bounds.minY + top)
        var transform = item.transform
        if let shift = transform.translationOnly {
            origin = Point(x: origin.x + shift.x, y: origin.y + shift.y)
            transform = .identity
        }
        var list = DisplayList()
        if let shadowColor, shadowColor.alpha > 0 {
            // UILabel's text shadow: the same glyphs, unblurred, offset, under the text.
            let shadowOrigin = Point(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height)
            engine.draw(
                placed, at: shadowOrigin, width: bounds.width, alignment: textAlignment, color: shadowColor,
                opacity: item.opacity, transform: transform, pixelsPerPoint: pixelsPerPoint, into: &list)
        }
        engine.draw(
            placed, at: origin, width: bounds.width, alignment: textAlignment, color: textColor,
            opacity: item.opacity, transform: transform, pixelsPerPoint: pixelsPerPoint, into: &list)
        guard !list.items.isEmpty else { return [] }
        // Text wider or taller than the bounds (a line taller than the label, a glyph wider)
        // is cut at them, as UILabel's drawing in its bounds is; text within them adds no
        // clip, so labels in a row still merge into one mesh.
        let overflows = layout.size.width > bounds.width + Self.overflowSlack
            || layout.size.height > bounds.height + Self.overflowSlack
        guard overflows else { return list.items }
        let clip = RenderClip(rect: bounds, cornerRadius: 0, transform: item.transform)
        return [.pushClip(LayerDisplayListBuilder.windowRect(of: clip))] + list.items + [.popClip]
    }

    /// Places the text the label will draw for `item` in the engine's atlas, before any label
    /// of the frame makes its mesh (`Layer.displayItemsPreparer`): a frame showing many new
    /// glyphs (an on-screen keyboard's first appearance) then adds them all while no mesh of
    /// the frame holds the atlas page, instead of copying the page once per label.
    func placeText(for item: RenderItem) {
        guard isDrawn(item) else { return }
        _ = placedText(fitting: item.properties.bounds.size, pixelsPerPoint: Self.pixelsPerPoint(of: item))
    }

    /// True when the label draws text for `item`.
    private func isDrawn(_ item: RenderItem) -> Bool {
        guard let text, !text.isEmpty else { return false }
        return item.opacity > 0 && textColor.alpha > 0
    }

    /// The pixels per point text is placed at for `item`: its layer's contents scale, 1 when
    /// that is not a positive number.
    private static func pixelsPerPoint(of item: RenderItem) -> Double {
        let scale = item.properties.contentsScale
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The text laid out for a box of `size` points and placed in the engine's atlas at
    /// `pixelsPerPoint`: the one kept from an earlier frame while the text, font, line limit,
    /// breaking, engine, size and scale are the same and the atlas has not started over, else
    /// made and kept. Looking the layout and each glyph up every frame hashes the text and every
    /// glyph's key: keeping them took the display-list step's median on the demo's headless
    /// tour at 120 Hz from 0.139 to 0.117 ms in Days and from 0.143 to 0.113 ms in Gallery
    /// (three runs each, measured by us).
    func placedText(fitting size: Size, pixelsPerPoint: Double) -> PlacedText {
        let key = PlacedTextKey(engine: engine, size: size, pixelsPerPoint: pixelsPerPoint)
        if let cached = placedTextCache, cached.key == key, engine.isCurrent(cached.placed) { return cached.placed }
        let placed = engine.place(layout(fitting: size), pixelsPerPoint: pixelsPerPoint)
        placedTextCache = (key, placed)
        return placed
    }

    /// What a kept `PlacedText` was made for, besides the text and its style: the engine (held,
    /// so another engine at its address is never taken for it), the box, points, and the pixels
    /// per point.
    struct PlacedTextKey: Equatable {
        var engine: TextEngine
        var size: Size
        var pixelsPerPoint: Double

        static func == (a: PlacedTextKey, b: PlacedTextKey) -> Bool {
            a.engine === b.engine && a.size == b.size && a.pixelsPerPoint == b.pixelsPerPoint
        }
    }

    /// How far text may pass the bounds before it is clipped, points (our choice: sums of
    /// advances and line heights must not add a clip to text that fits).
    static let overflowSlack = 1e-9
}

extension Transform3D {
    /// The (x, y) offset when the transform only moves points in the plane, else `nil`. A
    /// scale within `Label.translationTolerance` of 1 counts as none: a label counter-scaled
    /// inside a zoomed view (scale z, then 1/z) keeps its glyphs on whole pixels.
    fileprivate var translationOnly: Point? {
        let tolerance = Label.translationTolerance
        guard abs(m11 - 1) <= tolerance, abs(m22 - 1) <= tolerance, abs(m12) <= tolerance, abs(m21) <= tolerance,
              m14 == 0, m24 == 0, m34 == 0, m44 == 1 else { return nil }
        return Point(x: m41, y: m42)
    }
}

extension Label {
    /// How far a transform's scale may be from 1 and still draw as a translation (ours: the
    /// rounding of z·(1/z) is about 1e-16; at 1e-9 a glyph 10,000 points away from the
    /// origin moves by 1e-5 point).
    static let translationTolerance = 1e-9
}
