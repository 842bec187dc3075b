import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickUI

/// The window drawn headless, as it would be on screen at the current virtual time: SDL's
/// software renderer into memory (`HeadlessRenderer`), no display needed, the same pixels on
/// every run.
extension WindowTester {
    /// The background drawn under the window's views (`Application`'s default, white).
    public static let background = Color(white: 1)

    /// The whole window, `scale` pixels per point.
    public func image(scale: Double = 1) throws -> Bitmap {
        let size = window.bounds.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        if renderer == nil || renderer!.pixelWidth != width || renderer!.pixelHeight != height
            || renderer!.renderer.scale != scale
        {
            renderer = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
        }
        let list = window.displayList(at: time, contentsRenderer: CanvasContentsRenderer())
        return try renderer!.render(list, background: Self.background)
    }

    /// The part of the window `view` covers (its bounding box in window points, clipped to
    /// the window), `scale` pixels per point; throws `ViewNotFound` when it is not in the
    /// window or covers none of it.
    public func image(of view: View, scale: Double = 1) throws -> Bitmap {
        guard let frame = frame(of: view) else {
            throw ViewNotFound(description: "\(view.debugName) is not in the window under test")
        }
        guard let visible = frame.intersection(window.bounds), !visible.isEmpty else {
            throw ViewNotFound(description: "\(view.debugName) at \(frame) lies outside the window \(window.bounds)")
        }
        let whole = try image(scale: scale)
        let x0 = Int((visible.minX * scale).rounded(.down)), y0 = Int((visible.minY * scale).rounded(.down))
        let x1 = min(whole.width, Int((visible.maxX * scale).rounded(.up)))
        let y1 = min(whole.height, Int((visible.maxY * scale).rounded(.up)))
        var pixels: [UInt8] = []
        pixels.reserveCapacity((x1 - x0) * (y1 - y0) * Bitmap.bytesPerPixel)
        let source = whole.pixels, rowBytes = whole.width * Bitmap.bytesPerPixel
        for y in y0..<y1 {
            let start = y * rowBytes + x0 * Bitmap.bytesPerPixel
            pixels.append(contentsOf: source[start..<(start + (x1 - x0) * Bitmap.bytesPerPixel)])
        }
        return Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels)!
    }
}
