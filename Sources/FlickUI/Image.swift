import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// A bitmap with a scale and, for a stretchable image, cap insets (`UIImage` with
/// `resizableImage(withCapInsets:)`): a value an `ImageView` or a `Button` shows. The caps
/// (points from each edge) keep their size when the image is drawn larger or smaller; only
/// the middle stretches (nine-slice, the layer's `contentsCenter`), so one small image
/// makes a button of any size without stretched corners.
public struct Image: Sendable, Equatable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Device pixels per point (2 for an "@2x" image).
    public let scale: Double
    /// The unstretched borders, points from each edge (zero: the whole image stretches).
    public let capInsets: EdgeInsets
    /// What was wrong with the scale or cap insets asked for, if anything (they were
    /// repaired); views log it with their name when they get the image.
    public let problem: String?

    /// An image of `bitmap` at `scale` pixels per point. A scale that is not a positive
    /// number becomes 1 (recorded in `problem`).
    public init(bitmap: Bitmap, scale: Double = 1) {
        if scale.isFinite, scale > 0 {
            self.init(bitmap: bitmap, scale: scale, capInsets: .zero, problem: nil)
        } else {
            self.init(
                bitmap: bitmap, scale: 1, capInsets: .zero,
                problem: "image scale \(scale) is not a positive number; using 1")
        }
    }

    private init(bitmap: Bitmap, scale: Double, capInsets: EdgeInsets, problem: String?) {
        self.bitmap = bitmap
        self.scale = scale
        self.capInsets = capInsets
        self.problem = problem
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

    /// True when the image has cap insets.
    public var isResizable: Bool { capInsets != .zero }

    /// This image with cap insets (`resizableImage(withCapInsets:)`), points. Insets that
    /// are negative or not finite become 0; caps that together exceed the image (left +
    /// right > width, top + bottom > height) shrink in proportion to fit, leaving a
    /// zero-wide middle; both are recorded in `problem`.
    public func resizableImage(withCapInsets insets: EdgeInsets) -> Image {
        var problems: [String] = []
        func clean(_ value: Double, _ edge: String) -> Double {
            guard value.isFinite, value >= 0 else {
                problems.append("cap inset \(edge) \(value) is not a non-negative number; using 0")
                return 0
            }
            return value
        }
        var fixed = EdgeInsets(
            top: clean(insets.top, "top"), left: clean(insets.left, "left"),
            bottom: clean(insets.bottom, "bottom"), right: clean(insets.right, "right"))
        let size = self.size
        /// Shrinks the two caps of one axis in proportion when together they exceed `length`.
        func fit(_ a: inout Double, _ b: inout Double, names: (String, String), axis: String, length: Double) {
            guard a + b > length else { return }
            problems.append(
                "cap insets \(names.0) \(a) + \(names.1) \(b) exceed the image \(axis) \(length) pt; shrunk to fit")
            let shrink = length / (a + b)
            a *= shrink
            b *= shrink
        }
        fit(&fixed.left, &fixed.right, names: ("left", "right"), axis: "width", length: size.width)
        fit(&fixed.top, &fixed.bottom, names: ("top", "bottom"), axis: "height", length: size.height)
        let all = ([problem].compactMap { $0 } + problems)
        return Image(
            bitmap: bitmap, scale: scale, capInsets: fixed, problem: all.isEmpty ? nil : all.joined(separator: "; "))
    }

    /// The stretchable middle in unit coordinates of the image (a layer's `contentsCenter`).
    public var contentsCenter: Rect {
        let size = self.size
        guard isResizable, size.width > 0, size.height > 0 else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        let x0 = capInsets.left / size.width, x1 = 1 - capInsets.right / size.width
        let y0 = capInsets.top / size.height, y1 = 1 - capInsets.bottom / size.height
        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// A copy with every colour channel multiplied by `factor` (0…1), alpha kept: how a
    /// button dims its image while highlighted.
    public func dimmed(by factor: Double) -> Image {
        var pixels = Array(bitmap.pixels)
        let f = min(max(factor.isFinite ? factor : 1, 0), 1)
        for i in stride(from: 0, to: pixels.count, by: Bitmap.bytesPerPixel) {
            for c in 0..<3 { pixels[i + c] = UInt8((Double(pixels[i + c]) * f).rounded()) }
        }
        let dimmed = Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels) ?? bitmap
        return Image(bitmap: dimmed, scale: scale, capInsets: capInsets, problem: problem)
    }

    /// A copy drawn as a template in `color` (`UIImage.withTintColor(_:)` of a template
    /// image): every pixel takes `color`'s red, green and blue and keeps its own alpha times
    /// `color`'s. How a tab bar shows its items' images in its tint colours.
    public func withTintColor(_ color: Color) -> Image {
        var pixels = Array(bitmap.pixels)
        let tint = RGBA8(color)
        let alpha = Double(tint.alpha) / 255
        for i in stride(from: 0, to: pixels.count, by: Bitmap.bytesPerPixel) {
            pixels[i] = tint.red
            pixels[i + 1] = tint.green
            pixels[i + 2] = tint.blue
            pixels[i + 3] = UInt8((Double(pixels[i + 3]) * alpha).rounded())
        }
        let tinted = Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels) ?? bitmap
        return Image(bitmap: tinted, scale: scale, capInsets: capInsets, problem: problem)
    }

    /// True when both images are the same bitmap (same identity and version, so the same
    /// pixels, without comparing them) at the same scale and cap insets.
    public func isSamePixels(as other: Image) -> Bool {
        bitmap.identity == other.bitmap.identity && bitmap.version == other.bitmap.version && scale == other.scale
            && capInsets == other.capInsets
    }

    /// Shows this image as `layer`'s contents (scale and stretchable middle); `nil` clears.
    static func show(_ image: Image?, in layer: Layer) {
        layer.contents = image?.bitmap
        layer.contentsScale = image?.scale ?? 1
        layer.contentsCenter = image?.contentsCenter ?? Rect(x: 0, y: 0, width: 1, height: 1)
    }
}
