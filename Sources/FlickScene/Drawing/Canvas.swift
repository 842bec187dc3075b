import FlickAnimation
import FlickInput
import FoundationEssentials

/// A CPU drawing context over a `Bitmap` (Core Graphics' `CGContext` for Flick):
/// rectangles, rounded rectangles, lines, linear gradients, scaled images and text (through
/// a `TextEngine`, see Canvas+Text.swift), under a current transform and clip, antialiased.
///
/// Coordinates are user-space points; `transform` maps them to bitmap pixels (a canvas
/// made with `scale: 2` starts with a 2× transform, like a Retina context). Pixel
/// (i, j) covers the square [i, i+1) × [j, j+1); shapes are sampled at pixel centres with
/// an analytic coverage of about one pixel across their edges, so an axis-aligned
/// rectangle on whole pixels has hard edges. Colours are composited with the
/// source-over operator in straight alpha.
public struct Canvas: Sendable {
    /// The pixels drawn so far.
    public internal(set) var bitmap: Bitmap
    /// The current transform: user points → bitmap pixels.
    public var transform: AffineTransform
    /// The current clip in bitmap pixels (whole pixels; starts as the whole bitmap).
    public private(set) var clipBounds: PixelBounds
    private var savedStates: [(AffineTransform, PixelBounds)] = []
    /// The drawable area in points (the bitmap's size over the initial scale; a layer's
    /// bounds size when made for a layer).
    public var pointSize: Size
    /// The text system `draw(text:…)` and `measure(text:…)` use (`TextEngine.standard` when
    /// the canvas is made).
    public var textEngine: TextEngine

    /// A canvas drawing into `bitmap`, with `scale` pixels per point.
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        transform = AffineTransform(scaleX: scale, y: scale)
        clipBounds = PixelBounds(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height)
        pointSize = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        textEngine = .standard
    }

    /// A canvas over a new `width × height`-pixel bitmap filled with `fill`, with
    /// `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1, fill: RGBA8 = .clear) {
        self.init(bitmap: Bitmap(width: width, height: height, fill: fill), scale: scale)
    }

    /// Takes the bitmap out of the canvas (the canvas keeps a copy-on-write share).
    public func makeBitmap() -> Bitmap { bitmap }

    // MARK: State

    /// Pushes the transform and clip (`CGContextSaveGState`).
    public mutating func saveState() { savedStates.append((transform, clipBounds)) }

    /// Pops the transform and clip saved last; does nothing when none is saved.
    public mutating func restoreState() {
        guard let (t, c) = savedStates.popLast() else { return }
        transform = t
        clipBounds = c
    }

    /// Moves the user-space origin by (x, y) points.
    public mutating func translate(x: Double, y: Double) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales user space.
    public mutating func scale(x: Double, y: Double) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates user space by `angle` radians (clockwise on screen).
    public mutating func rotate(by angle: Double) { transform = transform.rotated(by: angle) }

    /// Narrows the clip to `rect` (user points). The clip is a whole-pixel rectangle:
    /// the bounding box of the transformed rectangle with its edges rounded to the
    /// nearest pixel.
    public mutating func clip(to rect: Rect) {
        let box = transform.boundingBox(of: rect)
        let b = PixelBounds(x0: Int(box.minX.rounded()), y0: Int(box.minY.rounded()),
                            x1: Int(box.maxX.rounded()), y1: Int(box.maxY.rounded()))
        clipBounds = clipBounds.intersection(b)
    }

    // MARK: Shapes

    /// Sets every pixel inside the clip to `color` (no blending).
    public mutating func clear(_ color: Color = .clear) {
        let px = RGBA8(color)
        let c = clipBounds
        let w = bitmap.width
        bitmap.withUnsafeMutablePixels { p in
            for y in c.y0..<max(c.y0, c.y1) {
                for x in c.x0..<max(c.x0, c.x1) {
                    let i = (y * w + x) * 4
                    p[i] = px.red; p[i + 1] = px.green; p[i + 2] = px.blue; p[i + 3] = px.alpha
                }
            }
        }
    }

    /// Fills a rectangle (user points) with `color`.
    public mutating func fill(_ rect: Rect, color: Color) {
        guard !rect.isEmpty else { return }
        if transform.isAxisAligned && transform.a > 0 && transform.d > 0 {
            return fillAxisAligned(transform.boundingBox(of: rect), color)
        }
        let s = pixelsPerPoint
        let cx = rect.midX, cy = rect.midY, hw = rect.width / 2 * s, hh = rect.height / 2 * s
        paint(rect) { p in
            let cov = Canvas.spanCoverage((p.x - cx) * s, hw) * Canvas.spanCoverage((p.y - cy) * s, hh)
            return (cov, color)
        }
    }

    /// Fills a rectangle whose corners are rounded with `cornerRadius` points
    /// (clamped to half the shorter side), like `CALayer.cornerRadius`.
    public mutating func fill(roundedRect rect: Rect, cornerRadius: Double, color: Color) {
        guard !rect.isEmpty else { return }
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else { return fill(rect, color: color) }
        let s = pixelsPerPoint
        paint(rect) { p in
            (Canvas.edgeCoverage(Canvas.roundedBoxDistance(p, rect, r) * s), color)
        }
    }

    /// Strokes the outline of a rectangle (user points) with a line `lineWidth` points
    /// wide centred on its edges.
    public mutating func stroke(_ rect: Rect, lineWidth: Double, color: Color) {
        guard lineWidth > 0 else { return }
        let s = pixelsPerPoint, half = lineWidth / 2
        paint(rect.insetBy(dx: -half, dy: -half)) { p in
            let d = abs(Canvas.roundedBoxDistance(p, rect, 0)) - half
            return (Canvas.edgeCoverage(d * s), color)
        }
    }

    /// Draws a straight line `lineWidth` points wide with round caps.
    public mutating func strokeLine(from a: Point, to b: Point, lineWidth: Double, color: Color) {
        guard lineWidth > 0 else { return }
        let s = pixelsPerPoint, half = lineWidth / 2
        let bounds = Rect(x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                          width: abs(a.x - b.x) + lineWidth, height: abs(a.y - b.y) + lineWidth)
        let ab = b - a
        let len2 = ab.x * ab.x + ab.y * ab.y
        paint(bounds) { p in
            let ap = p - a
            let t = len2 > 0 ? max(0, min(1, (ap.x * ab.x + ap.y * ab.y) / len2)) : 0
            let d = (ap - ab * t).length - half
            return (Canvas.edgeCoverage(d * s), color)
        }
    }

    /// Fills a rectangle with a linear gradient running from `start` (location 0) to
    /// `end` (location 1), both in user points; colours extend beyond the ends.
    public mutating func fill(_ rect: Rect, gradient: Gradient, from start: Point, to end: Point) {
        guard !rect.isEmpty else { return }
        let s = pixelsPerPoint
        let cx = rect.midX, cy = rect.midY, hw = rect.width / 2 * s, hh = rect.height / 2 * s
        let axis = end - start
        let len2 = axis.x * axis.x + axis.y * axis.y
        paint(rect) { p in
            let cov = Canvas.spanCoverage((p.x - cx) * s, hw) * Canvas.spanCoverage((p.y - cy) * s, hh)
            guard cov > 0 else { return (0, .clear) }
            let d = p - start
            let t = len2 > 0 ? (d.x * axis.x + d.y * axis.y) / len2 : 0
            return (cov, gradient.color(at: t))
        }
    }

    /// Draws `image` scaled to fill `rect` (user points), bilinearly filtered (on
    /// premultiplied values, so transparent texels do not darken edges), with the given
    /// opacity (0…1).
    public mutating func draw(_ image: Bitmap, in rect: Rect, opacity: Double = 1) {
        guard !rect.isEmpty, image.width > 0, image.height > 0, opacity > 0 else { return }
        let s = pixelsPerPoint
        let cx = rect.midX, cy = rect.midY, hw = rect.width / 2 * s, hh = rect.height / 2 * s
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        let px = image.pixels, iw = image.width, ih = image.height
        paint(rect) { p in
            let cov = Canvas.spanCoverage((p.x - cx) * s, hw) * Canvas.spanCoverage((p.y - cy) * s, hh)
            guard cov > 0 else { return (0, .clear) }
            let u = (p.x - rect.minX) * sx - 0.5, v = (p.y - rect.minY) * sy - 0.5
            var c = Canvas.bilinear(px, iw, ih, u, v)
            c.alpha *= opacity
            return (cov, c)
        }
    }

    // MARK: Raster core

    /// Fills a device-pixel rectangle with exact area coverage per pixel, writing opaque
    /// fully covered pixels directly (the common case for tiles and backgrounds).
    private mutating func fillAxisAligned(_ box: Rect, _ color: Color) {
        let area = clipBounds.intersection(PixelBounds(
            x0: Int(box.minX.rounded(.down)), y0: Int(box.minY.rounded(.down)),
            x1: Int(box.maxX.rounded(.up)), y1: Int(box.maxY.rounded(.up))))
        guard !area.isEmpty, color.alpha > 0 else { return }
        let px8 = RGBA8(color)
        let w = bitmap.width
        func coverage(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            max(0, min(Double(i + 1), hi) - max(Double(i), lo))
        }
        let columns = (area.x0..<area.x1).map { coverage($0, box.minX, box.maxX) }
        bitmap.withUnsafeMutablePixels { px in
            for y in area.y0..<area.y1 {
                let cy = coverage(y, box.minY, box.maxY)
                for x in area.x0..<area.x1 {
                    let cov = cy * columns[x - area.x0]
                    let i = (y * w + x) * 4
                    if cov >= 1 && color.alpha >= 1 {
                        px[i] = px8.red; px[i + 1] = px8.green; px[i + 2] = px8.blue; px[i + 3] = 255
                    } else if cov > 0 {
                        Canvas.blend(px, i, color, color.alpha * cov)
                    }
                }
            }
        }
    }

    /// Device pixels per user point (the square root of the transform's area scale).
    public var pixelsPerPoint: Double { abs(transform.determinant).squareRoot() }

    /// Visits every pixel of the clip that may meet `userBounds`, asks `shade` for the
    /// coverage (0…1) and colour at the pixel centre (in user space) and composites it.
    mutating func paint(_ userBounds: Rect, _ shade: (Point) -> (Double, Color)) {
        guard let inverse = transform.inverted() else { return }
        let box = transform.boundingBox(of: userBounds)
        let area = clipBounds.intersection(PixelBounds(
            x0: Int((box.minX - 1).rounded(.down)), y0: Int((box.minY - 1).rounded(.down)),
            x1: Int((box.maxX + 1).rounded(.up)), y1: Int((box.maxY + 1).rounded(.up))))
        guard area.x1 > area.x0, area.y1 > area.y0 else { return }
        let w = bitmap.width
        bitmap.withUnsafeMutablePixels { px in
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 {
                    let user = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    let (coverage, color) = shade(user)
                    let sa = color.alpha * coverage
                    guard sa > 0 else { continue }
                    let i = (y * w + x) * 4
                    guard sa < 1 else {
                        // Opaque and covered: what `blend` computes at `sa` 1, without its reads
                        // and divisions (the inside of a shape, most of a large fill).
                        let opaque = RGBA8(color)
                        px[i] = opaque.red; px[i + 1] = opaque.green; px[i + 2] = opaque.blue; px[i + 3] = 255
                        continue
                    }
                    Canvas.blend(px, i, color, sa)
                }
            }
        }
    }

    /// Source-over in straight alpha: `a = sa + da(1−sa)`, `c = (sc·sa + dc·da(1−sa))/a`.
    static func blend(_ px: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ color: Color, _ sa: Double) {
        let sa = min(1, sa)
        let da = Double(px[i + 3]) / 255
        let outA = sa + da * (1 - sa)
        guard outA > 0 else { return }
        let k = da * (1 - sa)
        func mix(_ s: Double, _ d: UInt8) -> UInt8 {
            let v = (s * sa + Double(d) / 255 * k) / outA
            return UInt8(max(0, min(255, (v * 255).rounded())))
        }
        px[i] = mix(color.red, px[i]); px[i + 1] = mix(color.green, px[i + 1]); px[i + 2] = mix(color.blue, px[i + 2])
        px[i + 3] = UInt8(max(0, min(255, (outA * 255).rounded())))
    }

    /// Coverage of a pixel (1 wide, centred at `u`) by the span [−half, half], all in
    /// device pixels: exact for axis-aligned edges.
    static func spanCoverage(_ u: Double, _ half: Double) -> Double {
        max(0, min(1, min(u + 0.5, half) - max(u - 0.5, -half)))
    }

    /// Coverage from a signed distance in device pixels (negative inside).
    static func edgeCoverage(_ d: Double) -> Double { max(0, min(1, 0.5 - d)) }

    /// Signed distance (points, negative inside) from `p` to a rounded rectangle.
    static func roundedBoxDistance(_ p: Point, _ rect: Rect, _ r: Double) -> Double {
        let qx = abs(p.x - rect.midX) - rect.width / 2 + r
        let qy = abs(p.y - rect.midY) - rect.height / 2 + r
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    /// Bilinear sample at texel coordinates (u, v) (texel centres at integers), clamped
    /// to the edge, interpolated premultiplied and returned straight.
    static func bilinear(_ px: BitmapPixels, _ w: Int, _ h: Int, _ u: Double, _ v: Double) -> Color {
        let uc = max(0, min(Double(w - 1), u)), vc = max(0, min(Double(h - 1), v))
        let x0 = Int(uc), y0 = Int(vc)
        let x1 = min(w - 1, x0 + 1), y1 = min(h - 1, y0 + 1)
        let fx = uc - Double(x0), fy = vc - Double(y0)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        func add(_ x: Int, _ y: Int, _ wt: Double) {
            guard wt > 0 else { return }
            let i = (y * w + x) * 4
            let al = Double(px[i + 3]) / 255 * wt
            r += Double(px[i]) / 255 * al; g += Double(px[i + 1]) / 255 * al; b += Double(px[i + 2]) / 255 * al
            a += al
        }
        add(x0, y0, (1 - fx) * (1 - fy))
        add(x1, y0, fx * (1 - fy))
        add(x0, y1, (1 - fx) * fy)
        add(x1, y1, fx * fy)
        guard a > 0 else { return .clear }
        return Color(red: r / a, green: g / a, blue: b / a, alpha: a)
    }
}

/// A rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`.
public struct PixelBounds: Hashable, Sendable {
    /// First column and row inside; first column and row past the end (pixels).
    public var x0: Int, y0: Int, x1: Int, y1: Int

    /// Creates pixel bounds (empty when `x1 ≤ x0` or `y1 ≤ y0`).
    public init(x0: Int, y0: Int, x1: Int, y1: Int) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }

    /// True when no pixel is inside.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels in both.
    public func intersection(_ o: PixelBounds) -> PixelBounds {
        PixelBounds(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}
