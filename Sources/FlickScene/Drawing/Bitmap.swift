import FlickAnimation
import Synchronization

/// One pixel of a `Bitmap`: red, green, blue and alpha bytes, **straight** (not
/// premultiplied) alpha, sRGB.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// The channels, 0…255, straight alpha.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a pixel from its four bytes.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The pixel nearest to a colour (components 0…1 rounded to 0…255).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// The pixel as a colour (components 0…1).
    public var color: Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    /// Fully transparent black.
    public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    /// The four bytes, for logs.
    public var description: String { "rgba8(\(red), \(green), \(blue), \(alpha))" }
}

/// The source of bitmap identities and versions: one process-wide counter, so no
/// two bitmaps share an identity and no two mutations share a version.
private let bitmapCounter = Atomic<UInt64>(0)

/// Returns a number never returned before in this process.
func nextBitmapNumber() -> UInt64 {
    bitmapCounter.wrappingAdd(1, ordering: .relaxed).newValue
}

/// An image in memory: `width × height` pixels, row by row from the top, four bytes
/// per pixel in the order R, G, B, A with **straight (non-premultiplied) alpha**
/// (what PNG stores and what SDL's `SDL_BLENDMODE_BLEND` expects; the software
/// renderer has no premultiplied blend mode). Byte layout equals SDL's
/// `SDL_PIXELFORMAT_RGBA32`.
///
/// A bitmap is a value. It also carries an `identity` (fixed when it is created and
/// kept by copies) and a `version` (renewed from a process-wide counter by every
/// mutation), so a texture cache can keep one texture per identity and re-upload it
/// only when the version changes.
public struct Bitmap: Sendable, Equatable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixel bytes: `width · height · 4`, RGBA, straight alpha, rows top to bottom.
    public private(set) var pixels: [UInt8]
    /// A number that names this bitmap and its copies (never reused in a process).
    public let identity: UInt64
    /// A number renewed by every mutation (never reused in a process).
    public private(set) var version: UInt64
    /// For a glyph atlas page: the rectangles added to its shared pixels, by version
    /// (`GlyphAtlas`); `nil` for every other bitmap, whose pixels are its own.
    public private(set) var pageLog: AtlasPageLog?

    /// Bytes per pixel (RGBA8).
    public static let bytesPerPixel = 4

    /// A bitmap of `width × height` pixels (each ≥ 0) filled with `fill`.
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "a bitmap size is not negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * Bitmap.bytesPerPixel)
        if fill != .clear {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.red; bytes[i + 1] = fill.green; bytes[i + 2] = fill.blue; bytes[i + 3] = fill.alpha
            }
        }
        pixels = bytes
        identity = nextBitmapNumber()
        version = nextBitmapNumber()
    }

    /// A bitmap over existing RGBA bytes (straight alpha); `nil` when the byte count is
    /// not `width · height · 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * Bitmap.bytesPerPixel else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        identity = nextBitmapNumber()
        version = nextBitmapNumber()
    }

    /// The pixel at column `x`, row `y` (both must be inside).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = (y * width + x) * 4
            return RGBA8(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.red; pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue; pixels[i + 3] = newValue.alpha
            version = nextBitmapNumber()
            pageLog = nil
        }
    }

    /// This bitmap as a glyph atlas page: its pixels from now on grow in place
    /// (`writeSharing(_:_:)`), shared with every copy of it.
    mutating func startPageLog() { pageLog = AtlasPageLog() }

    /// Writes `rectangle`'s pixels in place through `body` (given the bytes) and renews the
    /// version, **without** copying the pixels when other values of this page hold them: they
    /// see the new pixels too, which is right because the rectangle is free space no earlier
    /// version draws from (the atlas only adds glyphs; `AtlasPageLog`). Only for a page with
    /// a `pageLog`.
    mutating func writeSharing(_ rectangle: AtlasPageLog.Rectangle, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        guard let pageLog else { preconditionFailure("writeSharing on a bitmap that is no atlas page") }
        let next = nextBitmapNumber()
        pixels.withUnsafeBufferPointer { shared in
            // The shared buffer itself: the array's copy on write is what this avoids.
            let bytes = UnsafeMutableBufferPointer(mutating: shared)
            pageLog.write(version: next, rectangle: rectangle) { body(bytes) }
        }
        version = next
    }

    /// Runs `body` with write access to the pixel bytes and renews the version.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        version = nextBitmapNumber()
        // Written anywhere: no longer a page that only grows (a texture uploads it whole).
        pageLog = nil
        return try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Sets every pixel to `color` (renews the version).
    public mutating func fill(_ color: RGBA8) {
        withUnsafeMutablePixels { p in
            if color == .clear {
                p.update(repeating: 0)
                return
            }
            var i = 0
            while i < p.count {
                p[i] = color.red; p[i + 1] = color.green; p[i + 2] = color.blue; p[i + 3] = color.alpha
                i += 4
            }
        }
    }

    /// True when every pixel's alpha is 255 (an empty bitmap is opaque). Scans the
    /// pixels, O(width · height): callers that draw every frame compute it once per
    /// `version` (the texture cache does, at upload).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            var all: UInt8 = 255
            while i < p.count {
                all &= p[i]
                i += 4
            }
            return all == 255
        }
    }

    /// Equal when sizes and pixels are equal (identity and version are ignored).
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    /// Size, identity and version, for logs.
    public var description: String { "Bitmap(\(width)x\(height), id \(identity) v\(version))" }
}
