/// What went wrong while opening a font. Every case names the file; `SystemFonts` logs it
/// and falls back (another font found by fontconfig, then `BitmapFont`), never crashes.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// SDL2_ttf could not open the file as a font (its message).
    case unreadable(path: String, reason: String)
    /// fontconfig found no file for a family.
    case noMatch(family: String)

    /// A readable message naming the file.
    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): font file not found"
        case .unreadable(let path, let reason): return "\(path): not a usable font (\(reason))"
        case .noMatch(let family): return "fontconfig found no font for family \"\(family)\""
        }
    }
}
