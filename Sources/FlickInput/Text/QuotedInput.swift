/// Text from a file or an argument, made safe to quote in a message: control bytes escaped
/// (ESC, CR, NUL… as `\e`, `\r`, `\0`, `\xNN`), so a recording cannot clear a terminal or
/// rewrite a line, and cut to a short excerpt, so a 10 MB field gives a one-line error.
public enum QuotedInput {
    /// The longest excerpt quoted in a message, in characters (ours: a full evemu event line
    /// is under 40; 48 shows a bad field with its neighbours).
    public static let excerptLength = 48

    /// `bytes` (UTF-8, invalid sequences replaced) escaped and cut to `limit` characters, with
    /// "… (N bytes)" when cut.
    public static func excerpt<C: Collection>(_ bytes: C, limit: Int = excerptLength) -> String where C.Element == UInt8 {
        let cut = bytes.count > limit * 4 ? Array(bytes.prefix(limit * 4)) : Array(bytes)
        return excerpt(String(decoding: cut, as: UTF8.self), limit: limit, totalBytes: bytes.count)
    }

    /// `text` escaped and cut to `limit` characters, with "… (N bytes)" when cut.
    public static func excerpt(_ text: String, limit: Int = excerptLength, totalBytes: Int? = nil) -> String {
        let total = totalBytes ?? text.utf8.count
        var out = ""
        var shown = 0
        var cut = false
        for scalar in text.unicodeScalars {
            if shown == limit { cut = true; break }
            out += escaped(scalar)
            shown += 1
        }
        if !cut && total > text.utf8.count { cut = true }
        return cut ? out + "… (\(total) bytes)" : out
    }

    /// `text` with every control character escaped (no cut): for whole messages.
    public static func escaping(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" { out.unicodeScalars.append(scalar) } else { out += escaped(scalar) }
        }
        return out
    }

    /// One scalar, escaped when it is a control character (C0, DEL, C1) or a line separator.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x09: return "\\t"
        case 0x0a: return "\\n"
        case 0x0d: return "\\r"
        case 0x1b: return "\\e"
        case 0x01..<0x20, 0x7f, 0x80..<0xa0, 0x2028, 0x2029, 0xfeff:
            let digits = String(scalar.value, radix: 16)
            return scalar.value < 0x100 ? "\\x" + (digits.count < 2 ? "0" : "") + digits : "\\u{" + digits + "}"
        default: return String(scalar)
        }
    }
}
