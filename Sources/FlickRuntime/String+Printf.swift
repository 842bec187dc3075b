#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension String {
    /// `format` filled in by C's `printf` rules (`%.2f`, `%5d`, `%+.1f %%`…), through
    /// `vsnprintf`, for figures in an app's text (`String(printf: "%.2f", scale)`).
    /// Foundation's `String(format:)` does the same but lives in full Foundation, whose ICU
    /// libraries a Flick app otherwise never maps (FlickRender's Memory article); numbers come
    /// out in the C locale, never localized. `%@` has no meaning here: interpolate strings.
    public init(printf format: String, _ arguments: CVarArg...) {
        self = Self.printed(format, arguments)
    }

    /// `vsnprintf` twice: once for the length, once into a buffer of that length.
    private static func printed(_ format: String, _ arguments: [CVarArg]) -> String {
        let count = Int(withVaList(arguments) { vsnprintf(nil, 0, format, $0) })
        guard count > 0 else { return "" }
        var bytes = [CChar](repeating: 0, count: count + 1)
        _ = withVaList(arguments) { list in bytes.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) } }
        return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
