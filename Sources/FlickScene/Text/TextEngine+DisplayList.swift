import FlickAnimation
import FlickInput

extension TextEngine {
    /// Draws `layout` with its top-left at `origin` (window points) in `color`, each line
    /// aligned within `width` points (the layout's own width when `nil`), as textured
    /// quads from the glyph atlas: one `Mesh` per atlas page, merged into the list's last
    /// item when that is text on the same page, so consecutive labels cost one draw.
    /// Glyphs are rasterized for `pixelsPerPoint` (the renderer's scale) and placed on
    /// whole pixels; `transform` then moves the quads (a layer's transform, an alert's
    /// pop-in scale), sampled bilinearly when it is not the identity.
    public func draw(_ layout: TextLayout, at origin: Point, width: Double? = nil, alignment: TextAlignment = .leading,
                     color: Color, opacity: Double = 1, transform: Transform3D = .identity, pixelsPerPoint: Double,
                     into list: inout DisplayList) {
        guard opacity > 0, color.alpha > 0, !layout.lines.isEmpty else { return }
        draw(place(layout, pixelsPerPoint: pixelsPerPoint), at: origin, width: width, alignment: alignment, color: color,
             opacity: opacity, transform: transform, pixelsPerPoint: pixelsPerPoint, into: &list)
    }

    /// Draws text placed in the atlas (`place(_:pixelsPerPoint:)`) as
    /// `draw(_:at:width:alignment:color:opacity:transform:pixelsPerPoint:into:)` draws its
    /// layout, looking up no glyph: for a caller that draws the same text frame after frame
    /// (a `Label` keeps it while its text, font and bounds stay). A placement from before the
    /// atlas started over (`isCurrent(_:)` false) is placed again here.
    public func draw(_ placed: PlacedText, at origin: Point, width: Double? = nil, alignment: TextAlignment = .leading,
                     color: Color, opacity: Double = 1, transform: Transform3D = .identity, pixelsPerPoint: Double,
                     into list: inout DisplayList) {
        let layout = placed.layout
        guard opacity > 0, color.alpha > 0, !layout.lines.isEmpty else { return }
        var (pages, resets) = atlasPages
        var glyphs = placed.glyphs
        if resets != placed.atlasResets || glyphs.count != layout.lines.count {
            (glyphs, pages, _) = placedGlyphs(for: layout, pixelsPerEm: placed.pixelsPerEm)
        }
        guard !pages.isEmpty else { return }
        var tint = color
        tint.alpha *= opacity
        // One mesh per atlas page, built in place: each is mutated through the array's
        // subscript (never copied out and back, which copied its vertices for every glyph).
        var meshes = [Mesh?](repeating: nil, count: pages.count)
        let filter: TextureFilter = transform.isIdentity ? .nearest : .linear
        func place(_ x: Double, _ y: Double) -> Point {
            transform.isIdentity ? Point(x: x, y: y) : transform.project(Point(x: x, y: y)) ?? Point(x: x, y: y)
        }
        let boxWidth = width ?? layout.size.width
        let glyphCount = glyphs.reduce(0) { $0 + $1.count }
        for (l, line) in layout.lines.enumerated() {
            let dx = layout.lineOffset(l, in: boxWidth, alignment: alignment)
            for (g, placed) in line.glyphs.enumerated() {
                let a = glyphs[l][g]
                guard a.width > 0, a.height > 0 else { continue }
                let baseline = ((origin.y + line.baseline - placed.yOffset) * pixelsPerPoint).rounded()
                let penX = ((origin.x + dx + placed.x + placed.xOffset) * pixelsPerPoint).rounded()
                let x0 = (penX + Double(a.left)) / pixelsPerPoint, y0 = (baseline - Double(a.top)) / pixelsPerPoint
                let x1 = x0 + Double(a.width) / pixelsPerPoint, y1 = y0 + Double(a.height) / pixelsPerPoint
                let side = Double(pages[a.page].width)
                let u0 = Double(a.x) / side, v0 = Double(a.y) / side
                let u1 = Double(a.x + a.width) / side, v1 = Double(a.y + a.height) / side
                if meshes[a.page] == nil {
                    var mesh = Mesh(texture: pages[a.page], filter: filter, isCoverageMask: true)
                    mesh.vertices.reserveCapacity(glyphCount * 4)
                    mesh.indices.reserveCapacity(glyphCount * 6)
                    meshes[a.page] = mesh
                }
                meshes[a.page]!.appendQuad(
                    MeshVertex(position: place(x0, y0), uv: Point(x: u0, y: v0), color: tint),
                    MeshVertex(position: place(x1, y0), uv: Point(x: u1, y: v0), color: tint),
                    MeshVertex(position: place(x1, y1), uv: Point(x: u1, y: v1), color: tint),
                    MeshVertex(position: place(x0, y1), uv: Point(x: u0, y: v1), color: tint))
            }
        }
        for case let mesh? in meshes { list.appendText(mesh) }
    }

    /// Lays out `text` in `style` and draws it with its top-left at `origin`; lines wrap
    /// to `width` points when given and align within it. Returns the layout (its size is
    /// the text's size in points).
    @discardableResult
    public func draw(_ text: String, at origin: Point, width: Double? = nil, style: TextStyle, opacity: Double = 1,
                     transform: Transform3D = .identity, pixelsPerPoint: Double, into list: inout DisplayList) -> TextLayout {
        let layout = layout(text, style: style, maxWidth: width)
        draw(layout, at: origin, width: width, alignment: style.alignment, color: style.color, opacity: opacity,
             transform: transform, pixelsPerPoint: pixelsPerPoint, into: &list)
        return layout
    }
}

extension TextEngine {
    /// `layout`'s glyphs placed in the atlas for `pixelsPerPoint` (rasterizing those not there
    /// yet), to draw with `draw(_:at:width:alignment:color:opacity:transform:pixelsPerPoint:into:)`.
    public func place(_ layout: TextLayout, pixelsPerPoint: Double) -> PlacedText {
        let ppe = Self.pixelsPerEm(layout.font, pixelsPerPoint: pixelsPerPoint)
        let (glyphs, _, resets) = placedGlyphs(for: layout, pixelsPerEm: ppe)
        return PlacedText(layout: layout, pixelsPerEm: ppe, glyphs: glyphs, atlasResets: resets)
    }

    /// True while `placed`'s glyphs are still where it says: the atlas has not started over.
    public func isCurrent(_ placed: PlacedText) -> Bool { atlasPages.resets == placed.atlasResets }
}

extension DisplayList {
    /// Appends a text mesh, merged into the last item when that is a mesh on the same atlas
    /// page (the newer page value holds every glyph of the older: the atlas only adds).
    mutating func appendText(_ mesh: Mesh) {
        guard let page = mesh.texture, let texture = lastMeshTexture(sharing: page, filter: mesh.filter),
              case .mesh(var merged) = items.removeLast() else {
            append(.mesh(mesh))
            return
        }
        // Taken out of the list first, so its arrays are uniquely referenced and grow in place
        // (merged while still in the list, every vertex merged so far was copied, per label).
        let base = Int32(merged.vertices.count)
        merged.vertices += mesh.vertices
        merged.indices.reserveCapacity(merged.indices.count + mesh.indices.count)
        for index in mesh.indices { merged.indices.append(index + base) }
        merged.texture = page.version >= texture.version ? page : texture
        items.append(.mesh(merged))
    }

    /// The texture of the last item when it is a mesh on the atlas page `page` (any version)
    /// sampled with `filter`: text that `appendText` merges into it; else `nil`.
    private func lastMeshTexture(sharing page: Bitmap, filter: TextureFilter) -> Bitmap? {
        guard case .mesh(let last)? = items.last, let texture = last.texture, texture.identity == page.identity,
              last.filter == filter, last.isCoverageMask else { return nil }
        return texture
    }
}
