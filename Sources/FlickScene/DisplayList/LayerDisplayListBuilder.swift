import FlickAnimation
import FlickInput

/// Turns a layer tree into a `DisplayList`: walks `Layer.flattenedForRendering(at:)`
/// (paint order, window transforms with perspective, accumulated opacity, ancestor
/// clips) and emits, per layer, its background colour and gradient (rounded by
/// `cornerRadius`) and its `Bitmap` contents (the `contentsRect` part, placed by
/// `contentsGravity`), each as a `TransformedQuad` that `MeshBuilder` subdivides under
/// perspective.
///
/// Layers listed for preparation (`RenderItem.isPreparation`) go to `DisplayList.preparations`
/// (their textured quads only), not to the items drawn.
///
/// Clips: an ancestor with `masksToBounds` becomes `pushClip`/`popClip` around its
/// descendants, its bounds origin (a scroll view's content offset) noted in
/// `DisplayList.contentOffsets`. An axis-aligned clip is exact; a rotated or perspective clip is
/// approximated by the bounding box of its projected corners (SDL has only rectangular
/// scissors), and its corner radius is ignored. A layer's own `masksToBounds` cuts its
/// contents to its bounds, rounded by its `cornerRadius`, like Core Animation.
public enum LayerDisplayListBuilder {
    /// The display list of `root`'s subtree at `time` (seconds), from
    /// `flattenedForRendering(at:)` (animations are presented, not advanced).
    public static func displayList(for root: Layer, at time: Double) -> DisplayList {
        displayList(for: root.flattenedForRendering(at: time), at: time)
    }

    /// The display list of a frame prepared by `Layer.prepareFrame(at:contentsRenderer:)`.
    public static func displayList(for frame: Layer.Frame) -> DisplayList {
        displayList(for: frame.items, at: frame.time)
    }

    /// Display items reserved per render item (ours, est.: a layer draws its background and its
    /// contents or text, a clip pushed and popped is two more, and many layers draw nothing).
    static let itemsPerRenderItem = 2

    /// The display list of flattened layers in paint order; `time` (seconds) is handed to
    /// layers' `displayItemsProvider`s (without it they are not asked), after every drawn
    /// layer's `displayItemsPreparer` has run.
    public static func displayList(for items: [RenderItem], at time: Double? = nil) -> DisplayList {
        var list = DisplayList()
        // One allocation of about the size the list reaches, not one per doubling: the growths
        // past glibc's mmap threshold (128 KiB) copied the items into freshly mapped memory every
        // frame, page faults included (`flick bench ui`: p50 0.304 → 0.222 ms, measured by us).
        list.items.reserveCapacity(items.count * Self.itemsPerRenderItem)
        var open: [RenderClip] = []
        var prepared = DisplayList()
        if time != nil {
            for item in items where !item.isPreparation { item.layer.displayItemsPreparer?(item) }
        }
        for item in items {
            if item.isPreparation {
                // Not drawn: its textured items are prepared, wherever its clips are.
                append(item, to: &prepared, at: time)
                continue
            }
            // Close clips this item is not inside, open the new ones.
            var shared = 0
            while shared < open.count, shared < item.clips.count, open[shared] == item.clips[shared] { shared += 1 }
            while open.count > shared {
                open.removeLast()
                list.append(.popClip)
            }
            for clip in item.clips[shared...] {
                open.append(clip)
                list.contentOffsets[list.items.count] = clip.rect.origin
                list.append(.pushClip(windowRect(of: clip)))
            }
            append(item, to: &list, at: time)
            if let time, let provider = item.layer.displayItemsProvider {
                // Text meshes on one atlas page merge with the previous one (labels in a row: one draw).
                for extra in provider(item, time) {
                    if case .mesh(let mesh) = extra, mesh.texture != nil { list.appendText(mesh) } else { list.append(extra) }
                }
            }
        }
        for _ in open { list.append(.popClip) }
        list.preparations = prepared.items.filter(\.isTextured)
        return list
    }

    /// The window rectangle a clip becomes: exact when axis-aligned, else the bounding
    /// box of its projected corners (corners behind the eye are skipped).
    public static func windowRect(of clip: RenderClip) -> Rect {
        if let exact = clip.windowRect {
            return Rect(x: min(exact.minX, exact.maxX), y: min(exact.minY, exact.maxY),
                        width: abs(exact.width), height: abs(exact.height))
        }
        let r = clip.rect
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].compactMap { clip.transform.project($0) }
        guard let first = corners.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in corners { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The items for one layer; `time` (seconds) presents its sublayers for a shadow cast by
    /// their alpha (model values when `nil`).
    static func append(_ item: RenderItem, to list: inout DisplayList, at time: Double? = nil) {
        let p = item.properties
        let bounds = p.bounds
        guard !bounds.isEmpty else { return }
        if let shadow = item.layer.shadowQuad(p, transform: item.transform, opacity: item.opacity, at: time) {
            list.append(.quad(shadow))
        }
        defer {
            if let border = item.layer.borderQuad(p, transform: item.transform, opacity: item.opacity) {
                list.append(.quad(border))
            }
        }
        if p.backgroundColor.alpha > 0 {
            list.append(.quad(TransformedQuad(rect: bounds, transform: item.transform, fill: .color(p.backgroundColor),
                                              cornerRadius: p.cornerRadius, maskedCorners: p.maskedCorners,
                                              opacity: item.opacity)))
        }
        if let g = p.gradient, !g.stops.isEmpty {
            let gradient = Gradient(stops: g.stops.map { GradientStop(location: $0.location, color: $0.color) })
            list.append(.quad(TransformedQuad(rect: bounds, transform: item.transform,
                                              fill: .gradient(gradient, start: g.startPoint, end: g.endPoint),
                                              cornerRadius: p.cornerRadius, maskedCorners: p.maskedCorners,
                                              opacity: item.opacity)))
        }
        guard let contents = item.layer.contents else { return }
        guard let bitmap = contents as? Bitmap else {
            log.trace("layer \(item.layer.name ?? "?"): contents of type \(type(of: contents)) cannot be drawn")
            return
        }
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let scale = p.contentsScale > 0 ? p.contentsScale : 1
        // `contentsRect` picks the part of the image shown (unit coordinates).
        let part = p.contentsRect
        let placed = p.contentsGravity.rect(forContentsSize: Size(width: Double(bitmap.width) * part.width / scale,
                                                                  height: Double(bitmap.height) * part.height / scale),
                                            in: bounds)
        guard placed.width > 0, placed.height > 0 else { return }
        let texelsPerPoint = Double(bitmap.width) * part.width / placed.width
        let filter = isMagnified(texelsPerPoint: texelsPerPoint, transform: item.transform, contentsScale: scale)
            ? p.magnificationFilter : p.minificationFilter
        let imageSize = Size(width: Double(bitmap.width) * part.width / scale,
                             height: Double(bitmap.height) * part.height / scale)
        for (pieceRect, pieceUV) in slices(placed: placed, part: part, center: p.contentsCenter, imageSize: imageSize) {
            var rect = pieceRect
            var uv = pieceUV
            if p.masksToBounds {
                guard let inside = pieceRect.intersection(bounds), inside.width > 0, inside.height > 0 else { continue }
                rect = inside
                uv = Rect(x: pieceUV.minX + (inside.minX - pieceRect.minX) / pieceRect.width * pieceUV.width,
                          y: pieceUV.minY + (inside.minY - pieceRect.minY) / pieceRect.height * pieceUV.height,
                          width: inside.width / pieceRect.width * pieceUV.width,
                          height: inside.height / pieceRect.height * pieceUV.height)
            }
            // The corner rounding applies to contents only when they are masked (CA); it is
            // exact when the contents fill the bounds.
            let radius = p.masksToBounds && rect == bounds ? p.cornerRadius : 0
            list.append(.quad(TransformedQuad(rect: rect, transform: item.transform,
                                              fill: .texture(bitmap, uv: uv, tint: .white),
                                              cornerRadius: radius, maskedCorners: p.maskedCorners, opacity: item.opacity,
                                              filter: filter)))
        }
    }

    /// The pieces (layer rectangle, texture rectangle) that show contents of `imageSize`
    /// points (the `part` of the texture, unit coordinates) placed in `placed`, with the
    /// stretchable middle `center` (unit coordinates of the part, `contentsCenter`): one
    /// piece when the whole image stretches or the placement is unscaled, else up to nine
    /// (zero-size rows and columns are left out). The caps keep their size in points; when
    /// `placed` is narrower (shorter) than the two caps together, both shrink in
    /// proportion, as Core Animation does.
    static func slices(placed: Rect, part: Rect, center: Rect, imageSize: Size) -> [(rect: Rect, uv: Rect)] {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        let c = clampedToUnit(center)
        guard c != unit, placed.size != imageSize else { return [(placed, part)] }
        func spans(_ start: Double, _ length: Double, _ lo: Double, _ hi: Double, _ image: Double)
            -> [(start: Double, length: Double, u0: Double, u1: Double)] {
            var head = lo * image, tail = (1 - hi) * image
            if head + tail > length, head + tail > 0 {
                let shrink = length / (head + tail)
                head *= shrink
                tail *= shrink
            }
            let spans = [(start, head, 0.0, lo), (start + head, length - head - tail, lo, hi),
                         (start + length - tail, tail, hi, 1.0)]
            return spans.filter { $0.1 > 0 }
        }
        let columns = spans(placed.minX, placed.width, c.minX, c.maxX, imageSize.width)
        let rows = spans(placed.minY, placed.height, c.minY, c.maxY, imageSize.height)
        var pieces: [(rect: Rect, uv: Rect)] = []
        for row in rows {
            for column in columns {
                pieces.append((Rect(x: column.start, y: row.start, width: column.length, height: row.length),
                               Rect(x: part.minX + column.u0 * part.width, y: part.minY + row.u0 * part.height,
                                    width: (column.u1 - column.u0) * part.width,
                                    height: (row.u1 - row.u0) * part.height)))
            }
        }
        return pieces
    }

    /// `rect` with its edges ordered and clamped to 0…1; the whole unit square when an
    /// edge is not finite (a broken `contentsCenter` stretches everything, as the default).
    static func clampedToUnit(_ rect: Rect) -> Rect {
        let edges = [rect.minX, rect.maxX, rect.minY, rect.maxY]
        guard edges.allSatisfy(\.isFinite) else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let x0 = clamp(min(rect.minX, rect.maxX)), x1 = clamp(max(rect.minX, rect.maxX))
        let y0 = clamp(min(rect.minY, rect.maxY)), y1 = clamp(max(rect.minY, rect.maxY))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when contents of `texelsPerPoint` texels per layer point, placed by
    /// `transform` (layer points → window points), show fewer texels than device pixels,
    /// taking the device to have `contentsScale` pixels per window point (Core Animation's
    /// convention: `contentsScale` is the screen's scale). The scale is the square root of
    /// the affine part's area factor (perspective is ignored).
    static func isMagnified(texelsPerPoint: Double, transform t: Transform3D, contentsScale: Double) -> Bool {
        let windowPointsPerPoint = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot()
        return texelsPerPoint < windowPointsPerPoint * contentsScale * (1 - magnificationSlack)
    }

    /// Relative slack before contents count as magnified (our choice: rounding of a
    /// 1:1 placement must not flip the filter).
    static let magnificationSlack = 1e-9
}
