import FlickAnimation
import FlickInput
import FlickScene

/// Text rendered once into bitmaps with the built-in font and reused every frame (so a
/// label's texture is uploaded once). Bounded: the cache empties when it holds more
/// than `capacity` labels (the HUD's changing figures would otherwise grow it).
final class LabelCache {
    /// Pixels per point of the label bitmaps (2: sharp on high-DPI windows, our choice).
    static let scale = 2.0
    /// Labels kept before the cache is emptied (our choice: a few screens of text).
    static let capacity = 400

    private struct Key: Hashable {
        var text: String
        var size: Double
        var color: Color
    }
    private var bitmaps: [Key: Bitmap] = [:]

    /// The bitmap of `text` at `size` points (line height) in `color`, and its size in points.
    func label(_ text: String, size: Double, color: Color) -> (bitmap: Bitmap, size: Size) {
        let points = Canvas.measure(text: text, fontSize: size)
        let key = Key(text: text, size: size, color: color)
        if let bitmap = bitmaps[key] { return (bitmap, points) }
        if bitmaps.count >= Self.capacity { bitmaps.removeAll(keepingCapacity: true) }
        let width = max(1, Int((points.width * Self.scale).rounded(.up)))
        let height = max(1, Int((points.height * Self.scale).rounded(.up)))
        var canvas = Canvas(width: width, height: height, scale: Self.scale)
        canvas.draw(text: text, at: .zero, fontSize: size, color: color)
        let bitmap = canvas.makeBitmap()
        bitmaps[key] = bitmap
        return (bitmap, points)
    }

    /// Draws `text` with its top-left corner at `origin` (window points); returns its size.
    @discardableResult
    func draw(_ text: String, at origin: Point, size: Double, color: Color, opacity: Double = 1,
              into list: inout DisplayList) -> Size {
        let label = label(text, size: size, color: color)
        list.draw(label.bitmap, in: Rect(origin: origin, size: label.size), opacity: opacity)
        return label.size
    }

    /// Draws `text` centred on `center`.
    func draw(_ text: String, centeredAt center: Point, size: Double, color: Color, opacity: Double = 1,
              into list: inout DisplayList) {
        let points = Canvas.measure(text: text, fontSize: size)
        draw(text, at: Point(x: center.x - points.width / 2, y: center.y - points.height / 2), size: size,
             color: color, opacity: opacity, into: &list)
    }
}
