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
/// A bitmap is a value: a write to one never shows through a copy of it (its bytes are copied
/// first when a copy holds them). It also carries an `identity` (fixed when it is created and
/// kept by copies) and a `version` (renewed from a process-wide counter by every mutation), so
/// a texture cache can keep one texture per identity and re-upload it only when the version
/// changes. A glyph atlas page is the one exception to the value rule, by design: its copies
/// share its bytes, which grow in place (`AtlasPageLog`).
public struct Bitmap: Sendable, Equatable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The bytes, copied before a write when another value holds them (a page's never are).
    private var storage: BitmapStorage
    /// A number that names this bitmap and its copies (never reused in a process).
    public let identity: UInt64
    /// A number renewed by every mutation (never reused in a process).
    public private(set) var version: UInt64

    /// Bytes per pixel (RGBA8).
    public static let bytesPerPixel = 4

    /// A bitmap of `width × height` pixels (each ≥ 0) filled with `fill`.
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        self.init(width: width, height: height, fill: fill, pageLog: nil)
    }

    /// A bitmap of `width × height` pixels filled with `fill`, a glyph atlas page when `pageLog`
    /// is given.
    init(width: Int, height: Int, fill: RGBA8, pageLog: AtlasPageLog?) {
        precondition(width >= 0 && height >= 0, "a bitmap size is not negative")
        self.width = width
        self.height = height
        storage = BitmapStorage(zeroed: width * height * Bitmap.bytesPerPixel, pageLog: pageLog)
        if fill != .clear {
            let p = storage.bytes
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = fill.red; p[i + 1] = fill.green; p[i + 2] = fill.blue; p[i + 3] = fill.alpha
            }
        }
        identity = nextBitmapNumber()
        version = nextBitmapNumber()
    }

    /// A glyph atlas page of `side × side` pixels filled with `fill`, with `old`'s pixels (a
    /// smaller page) at the same places: a page that grew, with a log of its own. Its bytes are
    /// written here, before any other value holds them.
    init(atlasPageSide side: Int, fill: RGBA8, keeping old: Bitmap?) {
        self.init(width: side, height: side, fill: fill, pageLog: AtlasPageLog())
        guard let old else { return }
        precondition(old.width <= side && old.height <= side, "a grown page holds the old one")
        let oldRow = old.width * Bitmap.bytesPerPixel, newRow = side * Bitmap.bytesPerPixel
        let target = storage.bytes
        old.storage.withWholeRead {
            old.pixels.withUnsafeBufferPointer { source in
                for row in 0..<old.height {
                    (target.baseAddress! + row * newRow).update(from: source.baseAddress! + row * oldRow, count: oldRow)
                }
            }
        }
    }

    /// A bitmap over a copy of existing RGBA bytes (straight alpha); `nil` when the byte count
    /// is not `width · height · 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * Bitmap.bytesPerPixel else { return nil }
        self.width = width
        self.height = height
        storage = pixels.withUnsafeBufferPointer { BitmapStorage(copying: $0) }
        identity = nextBitmapNumber()
        version = nextBitmapNumber()
    }

    /// The pixel bytes: `width · height · 4`, RGBA, straight alpha, rows top to bottom (a view,
    /// not a copy).
    public var pixels: BitmapPixels { BitmapPixels(storage: storage) }

    /// For a glyph atlas page: the rectangles added to its shared pixels, by version
    /// (`GlyphAtlas`); `nil` for every other bitmap, whose pixels are its own.
    public var pageLog: AtlasPageLog? { storage.pageLog }

    /// The pixel at column `x`, row `y` (both must be inside).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let p = storage.bytes, i = (y * width + x) * 4
            return RGBA8(red: p[i], green: p[i + 1], blue: p[i + 2], alpha: p[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            makeBytesOwn()
            let p = storage.bytes, i = (y * width + x) * 4
            p[i] = newValue.red; p[i + 1] = newValue.green
            p[i + 2] = newValue.blue; p[i + 3] = newValue.alpha
            version = nextBitmapNumber()
        }
    }

    /// Runs `body` with write access to the pixel bytes and renews the version.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        version = nextBitmapNumber()
        makeBytesOwn()
        return try withExtendedLifetime(storage) { try body(storage.bytes) }
    }

    /// Makes the bytes this value's alone before a write: copied when another value holds them,
    /// and always for an atlas page (written anywhere, it is no longer a page that only grows:
    /// a texture uploads it whole, and the atlas' copies must not see the write).
    private mutating func makeBytesOwn() {
        guard storage.pageLog != nil || !isKnownUniquelyReferenced(&storage) else { return }
        let source = storage
        storage = source.withWholeRead { BitmapStorage(copying: UnsafeBufferPointer(source.bytes)) }
    }

    /// Writes `rectangle`'s pixels in place through `body` (given the bytes) and renews the
    /// version, **without** copying the pixels when other values of this page hold them: they
    /// see the new pixels too, which is right because the rectangle is free space no earlier
    /// version draws from (the atlas only adds glyphs; `AtlasPageLog`). Only for a page with
    /// a `pageLog`.
    mutating func writeSharing(_ rectangle: AtlasPageLog.Rectangle, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        guard let pageLog = storage.pageLog else { preconditionFailure("writeSharing on a bitmap that is no atlas page") }
        let next = nextBitmapNumber()
        let bytes = storage.bytes
        withExtendedLifetime(storage) { pageLog.write(version: next, rectangle: rectangle) { body(bytes) } }
        version = next
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
