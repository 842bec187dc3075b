/// What went wrong while reading or writing an image file. Every case names the file (or
/// the label the bytes were given, such as `"<memory>"`) and what the codec said.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read or written (missing, unreadable, a folder).
    case unreadable(file: String, reason: String)
    /// The bytes are not an image format we read (neither PNG nor JPEG nor another
    /// format SDL2_image knows).
    case unknownFormat(file: String)
    /// The file ends before the image does (a PNG without IEND, a JPEG without its EOI
    /// marker).
    case truncated(file: String, reason: String)
    /// The codec rejected the data (libpng's or SDL2_image's message).
    case corrupt(file: String, reason: String)
    /// Encoding failed (libpng's message).
    case encodingFailed(reason: String)

    /// A readable message naming the file.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read the image file (\(reason))"
        case .unknownFormat(let file): return "\(file): not a PNG or JPEG image"
        case .truncated(let file, let reason): return "\(file): image truncated (\(reason))"
        case .corrupt(let file, let reason): return "\(file): corrupt image (\(reason))"
        case .encodingFailed(let reason): return "PNG encoding failed (\(reason))"
        }
    }
}
