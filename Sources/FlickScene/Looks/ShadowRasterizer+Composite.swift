import FlickAnimation
import FlickInput

/// Shadows cast by a layer's composited alpha (`ShadowCaster`): each caster's coverage is
/// sampled through the inverse of its map into the shadowed layer (so rotated, scaled and
/// perspective sublayers cast their true outline), composited "over" the others, then blurred
/// as a shape's.
extension ShadowRasterizer {
    /// A shadow bitmap cast by `casters` over `region` (the shadowed layer's bounds
    /// coordinates, points), at `scale` pixels per point, blurred by σ = `sigma` points, in
    /// `color`, with the margin of `padding(sigma:)` points around `region` (as
    /// `shadowBitmap(size:…)`, centred the same way).
    static func shadowBitmap(casting casters: [ShadowCaster], over region: Rect, sigma: Double, color: Color, scale: Double)
        -> Bitmap
    {
        let pad = padding(sigma: sigma)
        let grid = compositeCoverage(of: casters, over: region, pad: pad, scale: scale)
        let blurred = blurred(grid.values, width: grid.width, height: grid.height, sigma: sigma * scale)
        return bitmap(blurred, width: grid.width, height: grid.height, color: color)
    }

    /// The alpha (0…1) `casters` composite to over `region` (points) at `scale` pixels per
    /// point, with `pad` points of empty margin: the grid's size and values, rows from the top,
    /// `region` centred in it. Shapes are anti-aliased by their distance to the edge, bitmaps
    /// sampled bilinearly; casters combine as alpha does under "over" (a + b − ab).
    static func compositeCoverage(of casters: [ShadowCaster], over region: Rect, pad: Double, scale: Double)
        -> (width: Int, height: Int, values: [Float])
    {
        let pixelWidth = max(Int(((region.width + 2 * pad) * scale).rounded(.up)), 1)
        let pixelHeight = max(Int(((region.height + 2 * pad) * scale).rounded(.up)), 1)
        var values = [Float](repeating: 0, count: pixelWidth * pixelHeight)
        // Grid pixel (x, y)'s centre in the shadowed layer's coordinates.
        let originX = region.midX - Double(pixelWidth) / scale / 2
        let originY = region.midY - Double(pixelHeight) / scale / 2
        for caster in casters {
            guard let extent = caster.extent, let inverse = PlaneInverse(caster.toShadowed) else { continue }
            let clips = caster.clips.compactMap { clip in
                PlaneInverse(clip.toShadowed).map {
                    (inverse: $0, bounds: clip.bounds, radius: clip.cornerRadius, corners: clip.maskedCorners)
                }
            }
            guard clips.count == caster.clips.count else { continue }
            let firstX = max(Int(((extent.minX - originX) * scale).rounded(.down)), 0)
            let lastX = min(Int(((extent.maxX - originX) * scale).rounded(.up)), pixelWidth)
            let firstY = max(Int(((extent.minY - originY) * scale).rounded(.down)), 0)
            let lastY = min(Int(((extent.maxY - originY) * scale).rounded(.up)), pixelHeight)
            guard firstX < lastX, firstY < lastY else { continue }
            for y in firstY..<lastY {
                let py = originY + (Double(y) + 0.5) / scale
                for x in firstX..<lastX {
                    let point = Point(x: originX + (Double(x) + 0.5) / scale, y: py)
                    guard let local = inverse.map(point) else { continue }
                    var cover: Double
                    switch caster.fill {
                    case .shape(let alpha):
                        cover =
                            alpha
                            * Self.roundedRectCover(
                                local, caster.bounds, caster.cornerRadius, corners: caster.maskedCorners,
                                pixelsPerPoint: inverse.scale * scale)
                    case .bitmap(let bitmap, let contentsRect, let placed):
                        cover = Self.bilinearAlpha(of: bitmap, contentsRect: contentsRect, placed: placed, at: local)
                    }
                    for clip in clips where cover > 0 {
                        guard let inClip = clip.inverse.map(point) else {
                            cover = 0
                            break
                        }
                        cover *= Self.roundedRectCover(
                            inClip, clip.bounds, clip.radius, corners: clip.corners,
                            pixelsPerPoint: clip.inverse.scale * scale)
                    }
                    cover *= caster.opacity
                    guard cover > 0 else { continue }
                    let index = y * pixelWidth + x
                    values[index] += Float(cover) * (1 - values[index])
                }
            }
        }
        return (pixelWidth, pixelHeight, values)
    }

    /// How much of a pixel at `point` a `rect` rounded by `radius` at `corners` covers (0…1)
    /// (`roundedRectCover(dx:dy:halfWidth:halfHeight:radius:)`, `pixelsPerPoint` in the
    /// rectangle's coordinates).
    static func roundedRectCover(
        _ point: Point, _ rect: Rect, _ radius: Double, corners: CornerMask = .all, pixelsPerPoint: Double
    ) -> Double {
        let dx = point.x - rect.midX, dy = point.y - rect.midY
        let r = corners.radius(min(max(radius, 0), min(rect.width, rect.height) / 2), towardsX: dx, y: dy)
        return roundedRectCover(
            dx: abs(dx) * pixelsPerPoint, dy: abs(dy) * pixelsPerPoint,
            halfWidth: rect.width / 2 * pixelsPerPoint, halfHeight: rect.height / 2 * pixelsPerPoint,
            radius: r * pixelsPerPoint)
    }

    /// The alpha (0…1) of the `contentsRect` part of `bitmap` drawn over `placed`, at `point`
    /// (bilinear, edges clamped; 0 outside `placed`).
    static func bilinearAlpha(of bitmap: Bitmap, contentsRect: Rect, placed: Rect, at point: Point) -> Double {
        guard placed.contains(point), bitmap.width > 0, bitmap.height > 0 else { return 0 }
        let u = (point.x - placed.minX) / placed.width, v = (point.y - placed.minY) / placed.height
        let tx = (contentsRect.minX + u * contentsRect.width) * Double(bitmap.width) - 0.5
        let ty = (contentsRect.minY + v * contentsRect.height) * Double(bitmap.height) - 0.5
        return Double(bilinearAlpha(bitmap.pixels, width: bitmap.width, height: bitmap.height, x: tx, y: ty))
    }
}

/// The inverse of the projective map a `Transform3D` induces on the plane z = 0, computed once
/// for sampling many points, with the map's scale for anti-aliasing.
private struct PlaneInverse {
    private let transform: Transform3D
    private let inverse: [Double]
    /// The map's scale, target units per source unit (the square root of its linear part's
    /// determinant, exact for 2D maps): turns a distance in the source into pixels.
    let scale: Double

    init?(_ transform: Transform3D) {
        guard let inverse = transform.inversePlaneHomography else { return nil }
        self.transform = transform
        self.inverse = inverse
        let linear = abs(transform.m11 * transform.m22 - transform.m12 * transform.m21).squareRoot()
        scale = max(linear / max(abs(transform.m44), .leastNonzeroMagnitude), .leastNonzeroMagnitude)
    }

    /// The plane point that maps to `point`, or `nil` (behind the eye).
    func map(_ point: Point) -> Point? { transform.unproject(point, inverse: inverse) }
}
