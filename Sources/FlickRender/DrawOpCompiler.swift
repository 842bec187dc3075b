import FlickAnimation
import FlickInput
import FlickScene

/// Makes each display item a `DrawOp`, once, with no renderer at hand: the one place that says
/// which fast path an item takes and in what order they are tried. The order (first match
/// wins; each step is off when its `RenderOptions` field is):
///
/// 1. a one-colour rounded rectangle on screen axes → `.roundedRect` (`usesOpaqueFastPath`);
///    every other quad is tessellated (`MeshBuilder`, `meshTolerance`) and goes on as a mesh;
/// 2. no triangles → `.culled`;
/// 3. text's coverage mask sampled nearest → `.glyphRun` (`compositesGlyphs`), the rest of
///    the list deciding its fallback;
/// 4. every triangle transparent → `.culled` (`usesOpaqueFastPath`; such triangles leave the
///    target as it is, yet SDL fills and blends their bounding boxes);
/// 5. untextured, one quad on whole pixels, one colour → `.fill` (`usesOpaqueFastPath`);
/// 6. untextured, opaque, one quad on whole pixels, colours changing along one axis →
///    `.gradient` (`usesOpaqueFastPath`);
/// 7. untextured with a translucent vertex → `.translucentMesh` (`usesOpaqueFastPath`);
/// 8. textured, one quad on whole pixels, one colour → `.texelCopy`;
/// 9. textured otherwise → `.texturedMesh`;
/// 10. anything else → `.mesh`.
///
/// A pair of quads, the second marked `TransformedQuad.fadesInOverPrevious`, may instead be
/// one `.crossFade` (`crossFade(under:over:scale:options:)`).
///
/// Positions are in target pixels (`scale` pixels per point); a quad on screen axes is
/// snapped to whole pixels, halves up (`snapped(_:)`).
enum DrawOpCompiler {
    /// The op drawing `item` at `scale` pixels per point with `options`; `nil` for a clip.
    static func op(for item: DisplayItem, scale: Double, options: RenderOptions) -> DrawOp? {
        switch item {
        case .quad(let quad):
            if options.usesOpaqueFastPath, let op = roundedRect(quad, scale: scale) { return op }
            return op(
                for: MeshBuilder.mesh(for: quad, tolerance: options.meshTolerance), scale: scale, options: options)
        case .mesh(let mesh):
            return op(for: mesh, scale: scale, options: options)
        case .pushClip, .popClip:
            return nil
        }
    }

    /// The op drawing `mesh` (window points) at `scale` pixels per point with `options`.
    static func op(for mesh: Mesh, scale: Double, options: RenderOptions) -> DrawOp {
        guard !mesh.indices.isEmpty else { return .culled(texture: nil, filter: mesh.filter, triangles: 0) }
        // Text drawn through a transform (filtered) keeps its glyphs' exact boxes: snapped to
        // whole pixels, a one-glyph run would be copied at another size than the same glyph in
        // a longer run (a lone "×" scaled 1.5 came out thinner and lighter).
        let snap = isAxisAlignedQuad(mesh) && !(mesh.isCoverageMask && mesh.filter != .nearest)
        let s = Float(scale)
        let vertices = mesh.vertices.map { pixelVertex($0, scale: s, snapped: snap) }
        let whole = PixelMesh(
            vertices: vertices, indices: mesh.indices, texture: mesh.texture, filter: mesh.filter,
            isCoverageMask: mesh.isCoverageMask, verticesOpaque: vertices.allSatisfy { $0.colour.alpha == 255 },
            isSnappedQuad: snap, triangleCount: mesh.triangleCount)
        let plain = op(for: whole, options: options)
        if options.compositesGlyphs, mesh.isCoverageMask, mesh.filter == .nearest, let page = mesh.texture {
            return .glyphRun(
                GlyphRun(
                    page: page, glyphs: glyphQuads(in: vertices, indices: mesh.indices, page: page),
                    fallback: [plain]))
        }
        return plain
    }

    /// Steps 4–10 for `mesh`.
    private static func op(for mesh: PixelMesh, options: RenderOptions) -> DrawOp {
        var mesh = mesh
        if options.usesOpaqueFastPath, !mesh.verticesOpaque {
            mesh.indices = visibleTriangles(of: mesh)
            if mesh.indices.isEmpty {
                return .culled(texture: mesh.texture, filter: mesh.filter, triangles: mesh.triangleCount)
            }
        }
        if let bitmap = mesh.texture {
            if mesh.isSnappedQuad, let (colour, x0, y0, x1, y1) = uniformQuad(mesh.vertices) {
                return .texelCopy(
                    TexelQuad(
                        bitmap: bitmap, filter: mesh.filter, colour: colour, x0: x0, y0: y0, x1: x1, y1: y1,
                        edges: edgeTextureCoordinates(mesh.vertices, x0: x0, y0: y0, x1: x1, y1: y1),
                        mesh: mesh))
            }
            return .texturedMesh(mesh)
        }
        guard options.usesOpaqueFastPath else { return .mesh(mesh) }
        if mesh.isSnappedQuad, let (colour, x0, y0, x1, y1) = uniformQuad(mesh.vertices) {
            return .fill(
                RectFill(
                    box: PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x0) + Int(x1 - x0), y1: Int(y0) + Int(y1 - y0)),
                    colour: colour, triangleCount: mesh.triangleCount))
        }
        if mesh.isSnappedQuad, mesh.verticesOpaque, let bands = linearBands(mesh) { return .gradient(bands) }
        return mesh.verticesOpaque ? .mesh(mesh) : .translucentMesh(mesh)
    }

    /// The pair `under`, `over` as one cross-fade: `over` is marked
    /// `TransformedQuad.fadesInOverPrevious`, both are untinted copies on whole pixels of the
    /// same pixels with the same filter, `under` opaque and `over` at an opacity strictly
    /// between 0 and 1; else `nil` (each is drawn on its own). Needs `crossFadesTiles`,
    /// `compositesScaledCopies` and `usesOpaqueFastPath`.
    static func crossFade(under: DisplayItem, over: DisplayItem, scale: Double, options: RenderOptions) -> DrawOp? {
        guard options.crossFadesTiles, options.compositesScaledCopies, options.usesOpaqueFastPath,
            case .quad(let top) = over, top.fadesInOverPrevious, case .quad(let bottom) = under,
            case .texture(_, _, let underTint) = bottom.fill, underTint == .white, bottom.opacity >= 1,
            case .texture(_, _, let overTint) = top.fill, overTint == .white,
            top.opacity > 0, top.opacity < 1, top.filter == bottom.filter,
            case .texelCopy(let part)? = op(for: under, scale: scale, options: options),
            case .texelCopy(let tile)? = op(for: over, scale: scale, options: options),
            part.edges != nil, tile.edges != nil,
            part.colour.alpha == 255, tile.colour.alpha > 0, tile.colour.alpha < 255,
            part.x0 == tile.x0, part.y0 == tile.y0, part.x1 - part.x0 == tile.x1 - tile.x0,
            part.y1 - part.y0 == tile.y1 - tile.y0
        else { return nil }
        return .crossFade(under: part, over: tile)
    }

    /// `quad` filled row by row when it is a one-colour rounded rectangle whose transform only
    /// translates and scales it (positively) in the window plane; `.culled` when it covers no
    /// whole pixel; else `nil`.
    static func roundedRect(_ quad: TransformedQuad, scale: Double) -> DrawOp? {
        guard case .color(let colour) = quad.fill, quad.cornerRadius > 0, !quad.maskedCorners.isEmpty, !quad.rect.isEmpty,
            quad.opacity > 0
        else {
            return nil
        }
        let t = quad.transform
        guard t.keepsPlaneAxisAligned, t.m34 == 0, let a = t.project(quad.rect.origin),
            let b = t.project(Point(x: quad.rect.maxX, y: quad.rect.maxY))
        else { return nil }
        let s = Float(scale)
        let x0 = snapped(Float(a.x) * s), x1 = snapped(Float(b.x) * s)
        let y0 = snapped(Float(a.y) * s), y1 = snapped(Float(b.y) * s)
        guard x1 > x0, y1 > y0 else { return .culled(texture: nil, filter: quad.filter, triangles: 0) }
        let radius = min(quad.cornerRadius, quad.rect.width / 2, quad.rect.height / 2)
        let rx = min(Double(radius * t.m11) * Double(s), Double(x1 - x0) / 2)
        let ry = min(Double(radius * t.m22) * Double(s), Double(y1 - y0) / 2)
        return .roundedRect(
            RoundedRectFill(
                x0: x0, y0: y0, x1: x1, y1: y1, radiusX: rx, radiusY: ry, corners: quad.maskedCorners,
                colour: RGBA8(colour.withAlpha(colour.alpha * quad.opacity))))
    }

    /// `v` in target pixels (`scale` pixels per point), snapped to whole pixels when `snapped`,
    /// its colour in 8 bits, its texture coordinates clamped to 0…1 (SDL 2.26 rejects others,
    /// research note §3).
    static func pixelVertex(_ v: MeshVertex, scale s: Float, snapped snap: Bool) -> PixelVertex {
        let x = Float(v.position.x) * s, y = Float(v.position.y) * s
        return PixelVertex(
            x: snap ? snapped(x) : x, y: snap ? snapped(y) : y, colour: RGBA8(v.color),
            u: Float(max(0, min(1, v.uv.x))), v: Float(max(0, min(1, v.uv.y))))
    }

    /// `x` rounded to the nearest whole pixel, halves up: the same under every whole-pixel
    /// translation, so a quad of whole-pixel width keeps its width wherever it lands (plain
    /// rounding sends halves away from zero, which widened the tile straddling x = 0 by a
    /// pixel, and so resampled it, at half-pixel offsets).
    static func snapped(_ x: Float) -> Float { (x + 0.5).rounded(.down) }

    /// True for a mesh of one quad (4 vertices) whose edges are horizontal and vertical. Such a
    /// quad is snapped to whole pixels: SDL's software renderer turns it into a rect,
    /// truncating x and w separately, which opens 1-pixel seams between adjacent tiles at
    /// fractional positions (measured by us).
    static func isAxisAlignedQuad(_ mesh: Mesh) -> Bool {
        guard mesh.vertices.count == 4 else { return false }
        let v = mesh.vertices
        // Corners in order around the quad: each edge is horizontal or vertical.
        for k in 0..<4 {
            let a = v[k].position, b = v[(k + 1) % 4].position
            if a.x != b.x && a.y != b.y { return false }
        }
        return true
    }

    /// The triangles of `mesh` with at least one vertex alpha above 0.
    static func visibleTriangles(of mesh: PixelMesh) -> [Int32] {
        var kept: [Int32] = []
        kept.reserveCapacity(mesh.indices.count)
        let v = mesh.vertices, indices = mesh.indices
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = indices[t], b = indices[t + 1], c = indices[t + 2]
            if v[Int(a)].colour.alpha == 0 && v[Int(b)].colour.alpha == 0 && v[Int(c)].colour.alpha == 0 { continue }
            kept.append(a); kept.append(b); kept.append(c)
        }
        return kept
    }

    /// The 4-vertex quad `vertices` as its one colour and its pixel bounds, or `nil` when its
    /// vertex colours differ or it is empty.
    static func uniformQuad(_ vertices: [PixelVertex]) -> (colour: RGBA8, x0: Float, y0: Float, x1: Float, y1: Float)? {
        guard vertices.count == 4 else { return nil }
        let c = vertices[0].colour
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for v in vertices {
            guard v.colour == c else { return nil }
            x0 = min(x0, v.x); x1 = max(x1, v.x)
            y0 = min(y0, v.y); y1 = max(y1, v.y)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return (c, x0, y0, x1, y1)
    }

    /// The texture coordinates along the left, right, top and bottom edges (`x0`…`y1`) of the
    /// axis-aligned quad `vertices`, when each edge has one and they grow with x and y (no
    /// flips); else `nil`.
    static func edgeTextureCoordinates(
        _ vertices: [PixelVertex], x0: Float, y0: Float, x1: Float,
        y1: Float
    ) -> (u0: Float, u1: Float, v0: Float, v1: Float)? {
        var u0 = Float.nan, u1 = Float.nan, v0 = Float.nan, v1 = Float.nan
        for vertex in vertices {
            let u = vertex.u, v = vertex.v
            if vertex.x == x0 { guard u0.isNaN || u0 == u else { return nil }; u0 = u }
            if vertex.x == x1 { guard u1.isNaN || u1 == u else { return nil }; u1 = u }
            if vertex.y == y0 { guard v0.isNaN || v0 == v else { return nil }; v0 = v }
            if vertex.y == y1 { guard v1.isNaN || v1 == v else { return nil }; v1 = v }
        }
        guard u1 > u0, v1 > v0 else { return nil }
        return (u0, u1, v0, v1)
    }

    /// The 4-vertex quad of `mesh` as a linear gradient along y or x (colours equal along each
    /// edge across it), else `nil`.
    static func linearBands(_ mesh: PixelMesh) -> GradientBands? {
        let vertices = mesh.vertices
        guard vertices.count == 4 else { return nil }
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for v in vertices {
            x0 = min(x0, v.x); x1 = max(x1, v.x)
            y0 = min(y0, v.y); y1 = max(y1, v.y)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        func colour(where test: (PixelVertex) -> Bool) -> RGBA8? {
            let matching = vertices.filter(test)
            guard matching.count == 2, matching[0].colour == matching[1].colour else { return nil }
            return matching[0].colour
        }
        let box = PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x0) + Int(x1 - x0), y1: Int(y0) + Int(y1 - y0))
        if let top = colour(where: { $0.y == y0 }), let bottom = colour(where: { $0.y == y1 }) {
            return GradientBands(box: box, isVertical: true, start: top, end: bottom, triangleCount: mesh.triangleCount)
        }
        if let left = colour(where: { $0.x == x0 }), let right = colour(where: { $0.x == x1 }) {
            return GradientBands(
                box: box, isVertical: false, start: left, end: right, triangleCount: mesh.triangleCount)
        }
        return nil
    }

    /// Largest distance from a whole pixel or texel still taken as one (pixels, texels;
    /// rounding of positions placed on whole pixels).
    static let wholePixelTolerance: Float = 1e-3
    /// Largest pixel or texel coordinate taken (far beyond any target; keeps `Int32` exact).
    static let largestPixel: Float = 16_777_216

    /// The quads of `vertices` that `indices` draws as glyphs of `page`: each quad axis-aligned
    /// on whole pixels, one colour, textured with whole texels of `page` unscaled and unflipped;
    /// `nil` when any quad is not such a glyph or the indices are not quads made by
    /// `Mesh.appendQuad` (four vertices in order around the quad, triangles 0 1 2 and 0 2 3).
    static func glyphQuads(in vertices: [PixelVertex], indices: [Int32], page: Bitmap) -> [GlyphQuad]? {
        guard indices.count % 6 == 0 else { return nil }
        func whole(_ value: Float) -> Int32? {
            let rounded = value.rounded()
            guard Swift.abs(value - rounded) <= wholePixelTolerance, Swift.abs(rounded) < largestPixel else {
                return nil
            }
            return Int32(rounded)
        }
        let pageWidth = Float(page.width), pageHeight = Float(page.height)
        var glyphs: [GlyphQuad] = []
        glyphs.reserveCapacity(indices.count / 6)
        for q in stride(from: 0, to: indices.count, by: 6) {
            let b = indices[q]
            guard b >= 0, Int(b) + 3 < vertices.count, indices[q + 1] == b + 1, indices[q + 2] == b + 2,
                indices[q + 3] == b, indices[q + 4] == b + 2, indices[q + 5] == b + 3
            else { return nil }
            let i = Int(b)
            let v0 = vertices[i], v1 = vertices[i + 1], v2 = vertices[i + 2], v3 = vertices[i + 3]
            // Top-left, top-right, bottom-right, bottom-left, the texture on the same axes.
            guard v0.y == v1.y, v2.y == v3.y, v0.x == v3.x, v1.x == v2.x,
                v0.v == v1.v, v2.v == v3.v, v0.u == v3.u, v1.u == v2.u,
                v0.colour == v1.colour, v0.colour == v2.colour, v0.colour == v3.colour
            else { return nil }
            guard let x0 = whole(v0.x), let x1 = whole(v1.x), let y0 = whole(v0.y), let y1 = whole(v2.y),
                let u0 = whole(v0.u * pageWidth), let u1 = whole(v1.u * pageWidth),
                let t0 = whole(v0.v * pageHeight), let t1 = whole(v2.v * pageHeight),
                x1 > x0, y1 > y0, u1 - u0 == x1 - x0, t1 - t0 == y1 - y0
            else { return nil }
            glyphs.append(
                GlyphQuad(texelX: u0, texelY: t0, width: x1 - x0, height: y1 - y0, x: x0, y: y0, colour: v0.colour))
        }
        return glyphs
    }
}
