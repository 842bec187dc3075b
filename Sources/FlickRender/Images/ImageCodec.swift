import CLibPNG
import CSDL2
import CSDL2Image
import FlickScene
import FoundationEssentials

/// Image files ↔ `Bitmap`s, at the edge: PNG through libpng's simplified API (`png_image`,
/// with zlib: every colour type and bit depth read as 8-bit RGBA, straight alpha), JPEG and
/// SDL2_image's other formats through `IMG_Load_RW`. Pure functions of the bytes, safe on any
/// thread; file reading is here too, never in the pure core (FlickScene keeps only pixels).
public enum ImageCodec {
    /// The eight-byte PNG signature (PNG §5.2).
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The JPEG start-of-image and end-of-image markers (ITU T.81 §B.1.1.3: SOI FFD8, EOI FFD9).
    static let jpegStart: [UInt8] = [0xFF, 0xD8], jpegEnd: [UInt8] = [0xFF, 0xD9]
    /// libpng's simplified-API version field value (`PNG_IMAGE_VERSION`, png.h).
    static let pngImageVersion: UInt32 = 1
    /// `PNG_FORMAT_RGBA`: colour and alpha flags, 8 bits per channel (png.h).
    static let pngFormatRGBA: UInt32 = 3
    /// `PNG_IMAGE_WARNING`/`PNG_IMAGE_ERROR` bits of `warning_or_error` (png.h).
    static let pngImageError: UInt32 = 2

    // MARK: Decoding

    /// Decodes PNG or JPEG (or another SDL2_image format) bytes into RGBA, straight alpha.
    /// `file` names the source in errors.
    public static func decode(_ bytes: [UInt8], file: String = "<memory>") throws(ImageError) -> Bitmap {
        if bytes.starts(with: pngSignature) {
            // libpng's simplified reader stops after the image data; a file cut after it
            // (no IEND chunk at the end) is still a truncated file.
            guard bytes.count >= 12, Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8) else {
                throw .truncated(file: file, reason: "PNG without its IEND chunk after \(bytes.count) bytes")
            }
            return try decodePNG(bytes, file: file)
        }
        if bytes.starts(with: jpegStart) {
            // libjpeg only warns about a missing end (it pads with grey): say it instead.
            guard bytes.count >= 4, Array(bytes.suffix(2)) == jpegEnd else {
                throw .truncated(file: file, reason: "JPEG without its end-of-image marker after \(bytes.count) bytes")
            }
        }
        return try decodeWithSDLImage(bytes, file: file)
    }

    /// Reads and decodes the image file at `url`.
    public static func read(contentsOf url: URL) throws(ImageError) -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.systemReason)
        }
        return try decode([UInt8](data), file: url.path)
    }

    static func decodePNG(_ bytes: [UInt8], file: String) throws(ImageError) -> Bitmap {
        var image = png_image()
        image.version = pngImageVersion
        defer { png_image_free(&image) }
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw pngFailure(&image, file: file) }
        image.format = pngFormatRGBA
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * Bitmap.bytesPerPixel)
        let finished = bytes.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        }
        guard finished != 0 else { throw pngFailure(&image, file: file) }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw .corrupt(file: file, reason: "\(width)x\(height) pixels")
        }
        return bitmap
    }

    /// libpng's message, sorted into truncation (its "Read Error"/"Not enough image data"
    /// family) or corruption.
    private static func pngFailure(_ image: inout png_image, file: String) -> ImageError {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let lower = message.lowercased()
        if lower.contains("read error") || lower.contains("not enough") || lower.contains("beyond end") || lower.contains("eof")
            || lower.contains("truncated") || lower.contains("unexpected end") {
            return .truncated(file: file, reason: "libpng: \(message)")
        }
        return .corrupt(file: file, reason: "libpng: \(message)")
    }

    static func decodeWithSDLImage(_ bytes: [UInt8], file: String) throws(ImageError) -> Bitmap {
        let result: Result<Bitmap, ImageError> = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else {
                return .failure(.corrupt(file: file, reason: String(cString: SDL_GetError())))
            }
            guard IMG_isJPG(rw) != 0 || IMG_isPNG(rw) != 0 || IMG_isBMP(rw) != 0 || IMG_isGIF(rw) != 0
                || IMG_isWEBP(rw) != 0 || IMG_isTIF(rw) != 0 else {
                SDL_RWclose(rw)
                return .failure(.unknownFormat(file: file))
            }
            guard let loaded = IMG_Load_RW(rw, 1) else {
                return .failure(.corrupt(file: file, reason: "SDL2_image: \(String(cString: SDL_GetError()))"))
            }
            defer { SDL_FreeSurface(loaded) }
            guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
                return .failure(.corrupt(file: file, reason: "SDL: \(String(cString: SDL_GetError()))"))
            }
            defer { SDL_FreeSurface(rgba) }
            let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            SDL_LockSurface(rgba)
            let source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<h { (out.baseAddress! + y * w * 4).update(from: source + y * pitch, count: w * 4) }
            }
            SDL_UnlockSurface(rgba)
            guard let bitmap = Bitmap(width: w, height: h, pixels: pixels) else {
                return .failure(.corrupt(file: file, reason: "\(w)x\(h) pixels"))
            }
            return .success(bitmap)
        }
        return try result.get()
    }

    // MARK: Encoding

    /// The bitmap as a PNG file (8-bit RGBA, straight alpha, as PNG specifies), by libpng.
    public static func encodePNG(_ bitmap: Bitmap) throws(ImageError) -> [UInt8] {
        var image = png_image()
        image.version = pngImageVersion
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = pngFormatRGBA
        let stride = Int32(bitmap.width * 4)
        var size = 0
        let pixels = bitmap.pixels
        // First call: the size; second: the bytes (png.h, png_image_write_to_memory).
        let sized = pixels.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, stride, nil) }
        guard sized != 0 else { throw encodingFailure(&image) }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { o in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, o.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
        }
        guard written != 0 else { throw encodingFailure(&image) }
        return Array(out.prefix(size))
    }

    /// Writes `bitmap` as a PNG file at `url`.
    public static func writePNG(_ bitmap: Bitmap, to url: URL) throws(ImageError) {
        let bytes = try encodePNG(bitmap)
        do { try Data(bytes).write(to: url) } catch {
            throw .unreadable(file: url.path, reason: error.systemReason)
        }
    }

    private static func encodingFailure(_ image: inout png_image) -> ImageError {
        let message = withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        return .encodingFailed(reason: "libpng: \(message)")
    }
}
