import FlickScene
import FoundationEssentials
import Logging

/// Loads image files for apps, the toolkit and the demo: PNG and JPEG (and SDL2_image's
/// other formats) decoded into `Bitmap`s. Loading reads a file and decodes it, so call it
/// off the frame loop (a tile worker, `PreparedImages`' queue, a `DispatchQueue`); the
/// frame only draws the `Bitmap` it returns.
///
/// A missing, corrupt or truncated file never crashes: `image(contentsOf:size:)` logs the
/// error (naming the file) and returns a placeholder image, and `load(contentsOf:)`
/// returns the error for callers that decide themselves.
public enum ImageLoader {
    /// Side of the placeholder's checker squares, pixels (our choice: visible at a glance
    /// on thumbnails 64 px and up).
    public static let placeholderCheckerPixels = 8
    /// The placeholder's two greys (our choice: the "image missing" checkerboard of image
    /// editors, light enough that text over it stays legible).
    static let placeholderLight = RGBA8(red: 204, green: 204, blue: 204, alpha: 255)
    static let placeholderDark = RGBA8(red: 153, green: 153, blue: 153, alpha: 255)
    /// The placeholder's diagonal cross (our choice: darker than both greys).
    static let placeholderCross = RGBA8(red: 96, green: 96, blue: 96, alpha: 255)

    /// The decoded image, or what went wrong (naming the file).
    public static func load(contentsOf url: URL) -> Result<Bitmap, ImageError> {
        do { return .success(try ImageCodec.read(contentsOf: url)) } catch { return .failure(error) }
    }

    /// The decoded image; on an error, logs it and returns `placeholder(width:height:)`
    /// (`width × height` pixels).
    public static func image(contentsOf url: URL, placeholderWidth width: Int = 64, height: Int = 64) -> Bitmap {
        switch load(contentsOf: url) {
        case .success(let bitmap): return bitmap
        case .failure(let error):
            log.error("\(error); drawing a placeholder instead")
            return placeholder(width: width, height: height)
        }
    }

    /// A grey checkerboard with a dark diagonal cross: the image shown where a file could
    /// not be loaded.
    public static func placeholder(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: max(1, width), height: max(1, height))
        let w = bitmap.width, h = bitmap.height, side = placeholderCheckerPixels
        bitmap.withUnsafeMutablePixels { p in
            for y in 0..<h {
                for x in 0..<w {
                    let onCross = abs(x * h - y * w) <= max(w, h) || abs((w - 1 - x) * h - y * w) <= max(w, h)
                    let c = onCross ? placeholderCross
                        : ((x / side + y / side) % 2 == 0 ? placeholderLight : placeholderDark)
                    let i = (y * w + x) * 4
                    p[i] = c.red; p[i + 1] = c.green; p[i + 2] = c.blue; p[i + 3] = c.alpha
                }
            }
        }
        return bitmap
    }
}
