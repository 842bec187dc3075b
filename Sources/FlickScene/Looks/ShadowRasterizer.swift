import RealModule
import FlickAnimation
import FlickInput
import FoundationEssentials
import Synchronization

/// How many shadows were blurred in this process (every layer's; for benchmarks).
private let shadowBlurs = Atomic<Int>(0)

/// Makes shadow and border bitmaps on the CPU: a rounded rectangle's coverage (anti-aliased
/// by its distance to the edge), blurred by a separable Gaussian, in a colour. The display
/// list draws them as ordinary textured quads, so no renderer needs a blur.
public enum ShadowRasterizer {
    /// How many σ of blur the bitmap keeps around the shape (3σ: past it the Gaussian's
    /// tail is under 0.2 %, below a level of 255).
    public static let blurExtent = 3.0

    /// Shadows blurred so far in this process (every layer's): a moving shadowed card adds
    /// nothing once its shadow is made.
    public static var blurCount: Int { shadowBlurs.load(ordering: .relaxed) }

    /// The coverage (0…1) of a `width` × `height` point rectangle rounded with `cornerRadius`
    /// at `corners` (square at the others), drawn at `scale` pixels per point with `pad` points
    /// of empty margin on every side; returns the pixel grid's size and values, rows from the top.
    public static func coverage(
        width: Double, height: Double, cornerRadius: Double, corners: CornerMask = .all, pad: Double, scale: Double
    ) -> (width: Int, height: Int, values: [Float]) {
        let pixelWidth = max(Int(((width + 2 * pad) * scale).rounded(.up)), 1)
        let pixelHeight = max(Int(((height + 2 * pad) * scale).rounded(.up)), 1)
        let radius = min(max(cornerRadius, 0), min(width, height) / 2) * scale
        let halfW = width * scale / 2, halfH = height * scale / 2
        let centreX = Double(pixelWidth) / 2, centreY = Double(pixelHeight) / 2
        var values = [Float](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            let py = Double(y) + 0.5 - centreY
            for x in 0..<pixelWidth {
                let px = Double(x) + 0.5 - centreX
                values[y * pixelWidth + x] = Float(
                    roundedRectCover(
                        dx: abs(px), dy: abs(py), halfWidth: halfW, halfHeight: halfH,
                        radius: corners.radius(radius, towardsX: px, y: py)))
            }
        }
        return (pixelWidth, pixelHeight, values)
    }

    /// How much of a pixel a rounded rectangle covers (0…1), by the signed distance of the
    /// pixel's centre to its edge (negative inside): `dx`, `dy` the centre's distance from the
    /// rectangle's centre along each axis, `halfWidth`, `halfHeight` and `radius` (at most the
    /// smaller half side) the rectangle's, all in pixels.
    static func roundedRectCover(dx: Double, dy: Double, halfWidth: Double, halfHeight: Double, radius: Double)
        -> Double
    {
        let qx = dx - (halfWidth - radius), qy = dy - (halfHeight - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - radius
        return min(max(0.5 - distance, 0), 1)
    }

    /// The normalized Gaussian kernel for `sigma` pixels, 2·⌈3σ⌉ + 1 taps.
    public static func kernel(sigma: Double) -> [Float] {
        guard sigma > 0 else { return [1] }
        let reach = Int((blurExtent * sigma).rounded(.up))
        var taps = (-reach...reach).map { Double.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = taps.reduce(0, +)
        taps = taps.map { $0 / total }
        return taps.map(Float.init)
    }

    /// `values` (a `width` × `height` grid) blurred by a Gaussian of `sigma` pixels, rows
    /// then columns; outside the grid counts as 0.
    public static func blurred(_ values: [Float], width: Int, height: Int, sigma: Double) -> [Float] {
        let taps = kernel(sigma: sigma)
        guard taps.count > 1 else { return values }
        shadowBlurs.wrappingAdd(1, ordering: .relaxed)
        let reach = taps.count / 2
        var rows = [Float](repeating: 0, count: values.count)
        var out = [Float](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { source in
            taps.withUnsafeBufferPointer { k in
                rows.withUnsafeMutableBufferPointer { target in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            var sum: Float = 0
                            let lo = max(-reach, -x), hi = min(reach, width - 1 - x)
                            for offset in lo...hi { sum += source[row + x + offset] * k[offset + reach] }
                            target[row + x] = sum
                        }
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { source in
            taps.withUnsafeBufferPointer { k in
                out.withUnsafeMutableBufferPointer { target in
                    for y in 0..<height {
                        let lo = max(-reach, -y), hi = min(reach, height - 1 - y)
                        for x in 0..<width {
                            var sum: Float = 0
                            for offset in lo...hi { sum += source[(y + offset) * width + x] * k[offset + reach] }
                            target[y * width + x] = sum
                        }
                    }
                }
            }
        }
        return out
    }

    /// A shadow bitmap: the shape (`size` points, `cornerRadius` at `corners`) blurred by
    /// σ = `sigma` points, in `color` (its alpha times the coverage), at `scale` pixels per
    /// point, with a margin of `padding(sigma:)` points around the shape.
    public static func shadowBitmap(
        size: Size, cornerRadius: Double, corners: CornerMask = .all, sigma: Double, color: Color, scale: Double
    ) -> Bitmap {
        let pad = padding(sigma: sigma)
        let grid = coverage(
            width: size.width, height: size.height, cornerRadius: cornerRadius, corners: corners, pad: pad,
            scale: scale)
        let blurred = blurred(grid.values, width: grid.width, height: grid.height, sigma: sigma * scale)
        return bitmap(blurred, width: grid.width, height: grid.height, color: color)
    }

    /// A shadow bitmap cast by `contents`' alpha: the part `contentsRect` (unit
    /// coordinates) of it drawn over `size` points, sampled bilinearly at `scale` pixels per
    /// point, blurred by σ = `sigma` points, in `color`, with the margin of
    /// `padding(sigma:)` points around it (as `shadowBitmap(size:…)`).
    public static func shadowBitmap(
        alphaOf contents: Bitmap, contentsRect: Rect, size: Size, sigma: Double, color: Color, scale: Double
    ) -> Bitmap {
        let pad = padding(sigma: sigma)
        let grid = alphaCoverage(of: contents, contentsRect: contentsRect, size: size, pad: pad, scale: scale)
        let blurred = blurred(grid.values, width: grid.width, height: grid.height, sigma: sigma * scale)
        return bitmap(blurred, width: grid.width, height: grid.height, color: color)
    }

    /// The alpha (0…1) of `contentsRect` of `contents` drawn over `size` points at `scale`
    /// pixels per point, with `pad` points of empty margin: the grid's size and values, rows
    /// from the top. Bilinear sampling, edges clamped.
    public static func alphaCoverage(
        of contents: Bitmap, contentsRect: Rect, size: Size, pad: Double, scale: Double
    ) -> (width: Int, height: Int, values: [Float]) {
        let pixelWidth = max(Int(((size.width + 2 * pad) * scale).rounded(.up)), 1)
        let pixelHeight = max(Int(((size.height + 2 * pad) * scale).rounded(.up)), 1)
        var values = [Float](repeating: 0, count: pixelWidth * pixelHeight)
        guard contents.width > 0, contents.height > 0, size.width > 0, size.height > 0 else {
            return (pixelWidth, pixelHeight, values)
        }
        // The drawn area's pixels, centred in the grid as a shape's are.
        let drawnWidth = size.width * scale, drawnHeight = size.height * scale
        let originX = (Double(pixelWidth) - drawnWidth) / 2, originY = (Double(pixelHeight) - drawnHeight) / 2
        let texelsX = Double(contents.width) * contentsRect.width / drawnWidth
        let texelsY = Double(contents.height) * contentsRect.height / drawnHeight
        let startX = Double(contents.width) * contentsRect.minX, startY = Double(contents.height) * contentsRect.minY
        let pixels = contents.pixels
        let firstRow = max(Int(originY.rounded(.down)), 0), lastRow = min(Int((originY + drawnHeight).rounded(.up)), pixelHeight)
        let firstColumn = max(Int(originX.rounded(.down)), 0)
        let lastColumn = min(Int((originX + drawnWidth).rounded(.up)), pixelWidth)
        for y in firstRow..<lastRow {
            let v = Double(y) + 0.5 - originY
            guard v >= 0, v < drawnHeight else { continue }
            let ty = startY + v * texelsY - 0.5
            for x in firstColumn..<lastColumn {
                let u = Double(x) + 0.5 - originX
                guard u >= 0, u < drawnWidth else { continue }
                let tx = startX + u * texelsX - 0.5
                values[y * pixelWidth + x] = bilinearAlpha(
                    pixels, width: contents.width, height: contents.height, x: tx, y: ty)
            }
        }
        return (pixelWidth, pixelHeight, values)
    }

    /// The alpha (0…1) of RGBA `pixels` (`width` × `height`) at texel coordinates `x`, `y`
    /// (texel centres at whole numbers), interpolated bilinearly, edges clamped.
    static func bilinearAlpha(_ pixels: BitmapPixels, width: Int, height: Int, x: Double, y: Double) -> Float {
        let x0 = Int(x.rounded(.down)), fx = Float(x - x.rounded(.down))
        let y0 = Int(y.rounded(.down)), fy = Float(y - y.rounded(.down))
        func alpha(_ x: Int, _ y: Int) -> Float {
            let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
            return Float(pixels[(cy * width + cx) * 4 + 3]) / 255
        }
        let top = alpha(x0, y0) * (1 - fx) + alpha(x0 + 1, y0) * fx
        let bottom = alpha(x0, y0 + 1) * (1 - fx) + alpha(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The margin a shadow bitmap keeps around its shape, points (3σ).
    public static func padding(sigma: Double) -> Double { (blurExtent * max(sigma, 0)).rounded(.up) }

    /// A border bitmap: a ring `borderWidth` points wide inside a `size` rectangle rounded by
    /// `cornerRadius` at `corners` (square at the others).
    public static func borderBitmap(
        size: Size, cornerRadius: Double, corners: CornerMask = .all, borderWidth: Double, color: Color, scale: Double
    ) -> Bitmap {
        let outer = coverage(
            width: size.width, height: size.height, cornerRadius: cornerRadius, corners: corners, pad: 0, scale: scale)
        let innerSize = Size(width: max(size.width - 2 * borderWidth, 0), height: max(size.height - 2 * borderWidth, 0))
        let inner = coverage(
            width: innerSize.width, height: innerSize.height, cornerRadius: max(cornerRadius - borderWidth, 0),
            corners: corners, pad: borderWidth, scale: scale)
        var ring = outer.values
        if inner.width == outer.width, inner.height == outer.height, innerSize.width > 0, innerSize.height > 0 {
            for index in ring.indices { ring[index] = max(ring[index] - inner.values[index], 0) }
        }
        return bitmap(ring, width: outer.width, height: outer.height, color: color)
    }

    static func bitmap(_ coverage: [Float], width: Int, height: Int, color: Color) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let pixel = RGBA8(color.withAlpha(1))
        bitmap.withUnsafeMutablePixels { bytes in
            for index in 0..<(width * height) {
                let alpha = Double(coverage[index]) * color.alpha
                bytes[index * 4] = pixel.red
                bytes[index * 4 + 1] = pixel.green
                bytes[index * 4 + 2] = pixel.blue
                bytes[index * 4 + 3] = UInt8(max(0, min(255, (alpha * 255).rounded())))
            }
        }
        return bitmap
    }
}
