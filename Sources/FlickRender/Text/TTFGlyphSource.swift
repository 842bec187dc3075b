import CSDL2
import CSDL2TTF
import FlickScene
import FoundationEssentials
import Synchronization

/// One lock for every SDL2_ttf call: its fonts share one FreeType library, which is not
/// thread-safe, and tile workers draw text while the frame thread does.
private let ttfLock = Mutex(false)

/// A font file as a `GlyphSource`, through SDL2_ttf (FreeType; 2.20 on Debian 12, built
/// with HarfBuzz). Metrics come from one face opened at `metricsPixelsPerEm` and are
/// returned in ems, so layouts do not depend on the drawing scale; glyph images come
/// from faces opened at the drawn size, light-hinted, rendered anti-aliased
/// (`TTF_RenderGlyph32_Blended`).
///
/// Shaping: on its own this source places glyphs one scalar at a time with the font's
/// kerning (`TTF_GetFontKerningSizeGlyphs32`); SDL2_ttf applies HarfBuzz only inside its own
/// whole-string rendering, which an atlas of single glyphs cannot use. Engines made by
/// `SystemFonts` shape its text with `HarfBuzzShaper` (ligatures, Arabic joining), which
/// reads the same files and draws through `mask(of:weight:pixelsPerEm:)` every glyph that is
/// a scalar's own.
public final class TTFGlyphSource: GlyphSource, @unchecked Sendable {
    /// The em size of the face metrics are read from, pixels (our choice: large enough that
    /// SDL2_ttf's whole-pixel advances are within 1/512 em of the design advances).
    public static let metricsPixelsPerEm: Int32 = 256
    /// Faces kept open per weight for drawing (our choice: the demo uses six sizes; older
    /// faces are closed first).
    static let maximumOpenSizes = 12
    /// Hinting for drawn glyphs (our choice: FreeType's light hinting keeps the design's
    /// shapes and widths, as macOS and GNOME draw UI text).
    static let hinting = TTF_HINTING_LIGHT

    /// The files by weight (`bold` is the regular file, emboldened, when there is none).
    public let files: [FontWeight: String]
    /// The regular file's path.
    public var name: String { files[.regular] ?? "?" }

    // Guarded by ttfLock.
    private var metricsFaces: [FontWeight: OpaquePointer] = [:]
    private var drawFaces = OpenFaces<FaceKey, OpaquePointer>(limit: maximumOpenSizes)
    private struct FaceKey: Hashable { var weight: FontWeight; var pixels: Int }

    /// Opens `regular` (and `bold` when given; else bold is synthesized by SDL2_ttf).
    /// Throws `FontError` naming the file when it is missing or not a font.
    public init(regular: String, bold: String? = nil) throws(FontError) {
        var files: [FontWeight: String] = [.regular: regular]
        if let bold { files[.bold] = bold }
        self.files = files
        try ttfLock.withLock { (ready: inout Bool) throws(FontError) in
            if !ready {
                guard TTF_Init() == 0 else { throw .unreadable(path: regular, reason: "TTF_Init: \(String(cString: SDL_GetError()))") }
                ready = true
            }
            for weight in FontWeight.allCases {
                metricsFaces[weight] = try Self.open(files[weight] ?? regular, pixels: Self.metricsPixelsPerEm,
                                                     emboldened: weight == .bold && files[weight] == nil)
            }
        }
    }

    deinit {
        ttfLock.withLock { _ in
            for face in metricsFaces.values { TTF_CloseFont(face) }
            for face in drawFaces.all { TTF_CloseFont(face) }
        }
    }

    private static func open(_ path: String, pixels: Int32, emboldened: Bool) throws(FontError) -> OpaquePointer {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        // 72 dpi: a point is a pixel, so `pixels` is the em in pixels.
        guard let face = TTF_OpenFontDPI(path, pixels, 72, 72) else {
            throw .unreadable(path: path, reason: String(cString: SDL_GetError()))
        }
        TTF_SetFontHinting(face, hinting)
        TTF_SetFontKerning(face, 1)
        if emboldened { TTF_SetFontStyle(face, TTF_STYLE_BOLD) }
        return face
    }

    // MARK: GlyphSource

    /// Ascent, descent and line skip of the metrics face, in ems.
    public func lineMetrics(weight: FontWeight) -> LineMetrics {
        ttfLock.withLock { _ in
            // Every weight has a metrics face once init returned; this is only a guard.
            guard let face = metricsFaces[weight] else { return BitmapFont().lineMetrics(weight: weight) }
            let em = Double(Self.metricsPixelsPerEm)
            return LineMetrics(ascent: Double(TTF_FontAscent(face)) / em, descent: Double(-TTF_FontDescent(face)) / em,
                               lineHeight: Double(TTF_FontLineSkip(face)) / em)
        }
    }

    /// The advance in ems, or `nil` when the font has no glyph (`TTF_GlyphIsProvided32`).
    public func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double? {
        ttfLock.withLock { _ in
            guard let face = metricsFaces[weight], TTF_GlyphIsProvided32(face, scalar.value) != 0 else { return nil }
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            guard TTF_GlyphMetrics32(face, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
            return Double(advance) / Double(Self.metricsPixelsPerEm)
        }
    }

    /// The font's kerning between the two glyphs, in ems.
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, weight: FontWeight) -> Double {
        ttfLock.withLock { _ in
            guard let face = metricsFaces[weight] else { return 0 }
            return Double(TTF_GetFontKerningSizeGlyphs32(face, left.value, right.value)) / Double(Self.metricsPixelsPerEm)
        }
    }

    /// The anti-aliased glyph at `pixelsPerEm`, cropped to its inked pixels.
    public func mask(of scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask? {
        ttfLock.withLock { _ in
            guard let face = drawFace(weight, pixelsPerEm), TTF_GlyphIsProvided32(face, scalar.value) != 0 else { return nil }
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            TTF_GlyphMetrics32(face, scalar.value, &minX, &maxX, &minY, &maxY, &advance)
            guard let surface = TTF_RenderGlyph32_Blended(face, scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            else { return .empty } // a space: nothing to draw
            defer { SDL_FreeSurface(surface) }
            // SDL2_ttf puts the pen at x = max(0, −minx) and the baseline at the font's ascent.
            return Self.crop(surface, penX: max(0, -Int(minX)), baseline: Int(TTF_FontAscent(face)))
        }
    }

    /// The alpha of an SDL2_ttf glyph surface, cropped to its non-zero pixels.
    static func crop(_ surface: UnsafeMutablePointer<SDL_Surface>, penX: Int, baseline: Int) -> GlyphMask {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let format = surface.pointee.format.pointee
        guard format.BytesPerPixel == 4, let pixels = surface.pointee.pixels else { return .empty }
        let base = pixels.assumingMemoryBound(to: UInt8.self)
        func alpha(_ x: Int, _ y: Int) -> UInt8 {
            let v = (base + y * pitch + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            return UInt8(truncatingIfNeeded: (v & format.Amask) >> UInt32(format.Ashift))
        }
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        for y in 0..<h {
            for x in 0..<w where alpha(x, y) != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        guard x1 >= x0, y1 >= y0 else { return .empty }
        let cw = x1 - x0 + 1, ch = y1 - y0 + 1
        var coverage = [UInt8](repeating: 0, count: cw * ch)
        for y in 0..<ch { for x in 0..<cw { coverage[y * cw + x] = alpha(x0 + x, y0 + y) } }
        return GlyphMask(width: cw, height: ch, coverage: coverage, left: x0 - penX, top: baseline - y0)
    }

    /// The face for drawing at `pixels` per em (opened on first use; called under the lock).
    private func drawFace(_ weight: FontWeight, _ pixels: Int) -> OpaquePointer? {
        let key = FaceKey(weight: weight, pixels: pixels)
        if let face = drawFaces[key] { return face }
        let path = files[weight] ?? name
        guard let face = try? Self.open(path, pixels: Int32(pixels), emboldened: weight == .bold && files[weight] == nil)
        else { return nil }
        drawFaces.insert(face, for: key) { TTF_CloseFont($0) }
        return face
    }
}
